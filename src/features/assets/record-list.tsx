// The financial records of one coin in one account (/wallet/legal_log), newest first, page by
// page. Each row says what happened (the server's text), when, the signed change with its sign
// and colour, the balance after it, and for withdrawals whether they are processing, done or
// refused. The list ends on the last page, on an empty page, or when the server answers
// "No more data" (an error envelope that only means the end).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getListLegalLogQueryKey, listLegalLog } from '@generated/api/assets/assets';
import type { AccountLogEntry, LegalLogRequest } from '@generated/model';
import { isApiError } from '@/api/errors';
import type { AccountDef } from './accounts';
import { formatAmount, formatSignedAmount, trendOf } from '@/lib/format';
import { PagedList, type ListPage } from './paged-list';
import { MASK, useBalancesHidden } from './use-hidden-balances';
import { useLocale } from '@/hooks/use-locale';

export type RecordStatus = 'processing' | 'success' | 'failed';

/** The state of a record where its reason code has one: withdrawals (99 requested, 100 done, 101 refused). */
export function recordStatus(type: number): RecordStatus | null {
  if (type === 99) return 'processing';
  if (type === 100) return 'success';
  if (type === 101) return 'failed';
  return null;
}

const STATUS_COLOUR: Record<RecordStatus, 'warning' | 'success' | 'danger'> = {
  processing: 'warning',
  success: 'success',
  failed: 'danger',
};

/** One page of the log; a refusal of the server ("No more data") ends the list. */
async function fetchLogPage(
  request: LegalLogRequest,
  page: number,
  signal: AbortSignal,
): Promise<ListPage<AccountLogEntry>> {
  try {
    const body = await listLegalLog({ ...request, page }, undefined, { silent: true }, signal);
    return { rows: body.list, end: body.list.length === 0 || page * body.limit >= body.count };
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return { rows: [], end: true };
    throw error;
  }
}

export function useRecordPages(currency: number, account: AccountDef) {
  const request: LegalLogRequest = { currency, type: account.id };
  return useInfiniteQuery({
    queryKey: getListLegalLogQueryKey(request),
    queryFn: ({ pageParam, signal }) => fetchLogPage(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<AccountLogEntry>, _all, lastPage: number) =>
      last.end ? undefined : lastPage + 1,
  });
}

export function RecordRow({ record }: { record: AccountLogEntry }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const [hidden] = useBalancesHidden();
  const status = recordStatus(record.type);
  const trend = trendOf(record.value);
  const coin = record.currency_name ?? '';
  return (
    <article className="record-row" aria-label={record.info}>
      <div className="record-row__main">
        <p className="record-row__title">
          {record.info}
          {status && (
            <Tag className="record-row__status" color={STATUS_COLOUR[status]} fill="outline">
              {t(`records.status.${status}`)}
            </Tag>
          )}
        </p>
        <p className="record-row__meta">
          <time dateTime={record.created_time.replace(' ', 'T')}>{record.created_time}</time>
          {record.balance_type_name && <span> · {record.balance_type_name}</span>}
        </p>
      </div>
      <div className="record-row__figures">
        <p className={`record-row__value record-row__value--${trend}`}>
          {hidden ? MASK : formatSignedAmount(record.value, locale)}
          {coin && ` ${coin}`}
        </p>
        {record.after !== undefined && (
          <p className="record-row__meta">
            {t('records.balanceAfter', { amount: hidden ? MASK : formatAmount(record.after, locale) })}
          </p>
        )}
      </div>
    </article>
  );
}

export function RecordList({ currency, account }: { currency: number; account: AccountDef }) {
  const { t } = useTranslation('assets');
  const query = useRecordPages(currency, account);
  return (
    <PagedList
      query={query}
      label={t('records.listLabel', { account: t(`accounts.${account.name}`) })}
      emptyText={t('records.empty')}
      rowKey={(record) => record.id}
      renderRow={(record) => <RecordRow record={record} />}
    />
  );
}
