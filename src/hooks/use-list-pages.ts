// A server list read page by page for `PagedList`, from page 1 on, until a page says it is the
// last: `fetchPage` turns each answer into a `ListPage` (its rows, and whether it ends the list),
// whatever shape the endpoint answers in.
//
// Usage:
//   const query = useListPages(getListThingsQueryKey({ limit: 10 }), async (page, signal) => {
//     const rows = await listThings({ page, limit: 10 }, undefined, signal);
//     return { rows, end: rows.length < 10 };
//   });
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@/components/paged-list';

export function useListPages<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T>>,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>, _all, page: number) => (last.end ? undefined : page + 1),
  });
}
