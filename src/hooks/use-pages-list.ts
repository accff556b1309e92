// A list served in the `{data, page, pages, total}` shape (C2C and legal-deal lists, OTC ads and
// orders, coupons), read page by page for `PagedList`: it ends on the last page or an empty one.
//
// Usage:
//   const query = usePagesList(getListCouponsQueryKey(params), (page, signal) =>
//     listCoupons({ ...params, page }, { silent: true }, signal));
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@/components/paged-list';

export interface PagesShape<T> {
  data: T[];
  page: number;
  pages: number;
}

export const pagesToList = <T>(body: PagesShape<T>): ListPage<T> => ({
  rows: body.data,
  end: body.data.length === 0 || body.page >= body.pages,
});

export function usePagesList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<PagesShape<T>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    queryFn: async ({ pageParam, signal }) => pagesToList(await fetchPage(pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>, _all, lastPage: number) => (last.end ? undefined : lastPage + 1),
    enabled,
  });
}
