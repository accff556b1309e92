// Transfers between the user's accounts (/wallet/hzhistory), newest first, page by page until
// `next_page_url` is null. Every transfer shows twice: the debit of the source account and the
// credit of the target, each with its sign.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListTransferHistoryQueryKey, listTransferHistory } from '@generated/api/transfer/transfer';
import type { AccountLogEntry } from '@generated/model';
import { isApiError } from '@/api/errors';
import type { ListPage } from '@/components/paged-list';
import { LedgerList, RecordsPage } from './record-list';
import './assets.css';

async function fetchHistoryPage(page: number, signal: AbortSignal): Promise<ListPage<AccountLogEntry>> {
  try {
    const body = await listTransferHistory({ page }, { silent: true }, signal);
    const end = body.next_page_url == null || body.current_page >= body.last_page || body.data.length === 0;
    return { rows: body.data, end };
  } catch (error) {
    // "No more data" comes back as a refusal: it only means the end of the list.
    if (isApiError(error) && error.kind === 'business') return { rows: [], end: true };
    throw error;
  }
}

export function TransferHistoryScreen() {
  const { t } = useTranslation('assets');
  const query = useInfiniteQuery({
    queryKey: getListTransferHistoryQueryKey(),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<AccountLogEntry>, _all, lastPage: number) =>
      last.end ? undefined : lastPage + 1,
  });
  return (
    <RecordsPage title={t('history.title')}>
      <LedgerList query={query} label={t('history.title')} emptyText={t('history.empty')} />
    </RecordsPage>
  );
}
