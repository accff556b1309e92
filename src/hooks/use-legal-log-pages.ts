// The financial records of one coin in one account (/wallet/legal_log), newest first, page by page
// for `PagedList`. The list ends on the last page (page x limit >= count), on an empty page, or
// when the server answers "No more data" (an error envelope that only means the end). The assets
// records and the bills ledger read the same pages.
import { useInfiniteQuery } from '@tanstack/react-query';
import { getListLegalLogQueryKey, listLegalLog } from '@generated/api/assets/assets';
import type { AccountLogEntry, AccountType, LegalLogRequest } from '@generated/model';
import { isApiError } from '@/api/errors';
import type { ListPage } from '@/components/paged-list';

async function fetchLogPage(
  request: LegalLogRequest,
  page: number,
  signal: AbortSignal,
): Promise<ListPage<AccountLogEntry>> {
  try {
    const body = await listLegalLog({ ...request, page }, undefined, { silent: true }, signal);
    return { rows: body.list, end: body.list.length === 0 || page * body.limit >= body.count };
  } catch (error) {
    // The classic backend refuses a page past the end with "No more data".
    if (isApiError(error) && error.kind === 'business') return { rows: [], end: true };
    throw error;
  }
}

export function useLegalLogPages(currency: number, type: AccountType) {
  const request: LegalLogRequest = { currency, type };
  return useInfiniteQuery({
    queryKey: getListLegalLogQueryKey(request),
    queryFn: ({ pageParam, signal }) => fetchLogPage(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<AccountLogEntry>, _all, lastPage: number) =>
      last.end ? undefined : lastPage + 1,
  });
}
