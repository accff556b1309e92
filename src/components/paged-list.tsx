// The one paged list: an infinite list of server pages, with skeletons while the first page
// loads, an error with a retry when it fails, the empty text when there is nothing, then the rows
// and the shared footer (the next page when the end comes into view or on "Load more", a retry
// when a page fails, "No more data" at the end).
//
// Usage:
//   const query = useInfiniteQuery({
//     queryKey: getListThingsQueryKey(request),
//     queryFn: ({ pageParam, signal }) => fetchThingsPage(request, pageParam, signal), // → ListPage<Thing>
//     initialPageParam: 1,
//     getNextPageParam: (last, _all, page: number) => (last.end ? undefined : page + 1),
//   });
//   <PagedList query={query} label={t('things.title')} emptyText={t('things.empty')}
//     rowKey={(thing) => thing.id} renderRow={(thing) => <ThingRow thing={thing} />} />
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';
import { LoadingLines } from '@/components/skeleton-lines';
import './paged-list.css';

/** One page as the lists keep it: its rows and whether it was the last. */
export interface ListPage<T> {
  rows: T[];
  end: boolean;
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  rowKey: (row: T) => Key;
  /** Draws a row; `index` is its place among the rows shown (a rank). */
  renderRow: (row: T, index: number) => ReactNode;
  /** Shows only the rows it accepts (a filter of what was loaded); more pages load as needed. */
  filter?: (row: T) => boolean;
  /** Orders the rows shown (stable: equal rows keep the server's order). */
  sort?: (a: T, b: T) => number;
  className?: string;
}

/**
 * Rows once each: a record that arrives while the person scrolls shifts the server's pages, so the
 * last row of one page comes again at the top of the next. The first copy stays.
 */
function uniqueRows<T>(rows: T[], rowKey: (row: T) => Key): T[] {
  const seen = new Set<Key>();
  return rows.filter((row) => {
    const key = rowKey(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function PagedList<T>({
  query,
  label,
  emptyText,
  rowKey,
  renderRow,
  filter,
  sort,
  className,
}: PagedListProps<T>) {
  const { t } = useTranslation('common');
  const loaded = uniqueRows(query.data?.pages.flatMap((page) => page.rows) ?? [], rowKey);
  const kept = filter ? loaded.filter(filter) : loaded;
  const rows = sort ? [...kept].sort(sort) : kept;

  async function loadMore(): Promise<void> {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  if (query.isPending) {
    return <LoadingLines count={6} className="paged-list__loading" label={t('list.loading')} />;
  }
  if (!query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (rows.length === 0 && !query.hasNextPage) {
    return <EmptyState title={emptyText} />;
  }
  return (
    <>
      <ul className={className ? `paged-list ${className}` : 'paged-list'} aria-label={label}>
        {rows.map((row, index) => (
          <li key={rowKey(row)} className="paged-list__item">
            {renderRow(row, index)}
          </li>
        ))}
      </ul>
      <PagedFooter hasMore={query.hasNextPage} loading={query.isFetchingNextPage} loadMore={loadMore} />
    </>
  );
}
