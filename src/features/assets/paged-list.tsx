// An infinite list of server pages: skeletons while the first page loads, an error with a retry
// when it fails, "no records" when there are none, then the rows and the shared footer (the next
// page when the end comes into view or on "Load more", a retry when a page fails, "No more data").
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';

/** One page as the lists keep it: its rows and whether it was the last. */
export interface ListPage<T> {
  rows: T[];
  end: boolean;
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>;
  label: string;
  emptyText: string;
  rowKey: (row: T) => Key;
  renderRow: (row: T) => ReactNode;
}

export function PagedList<T>({ query, label, emptyText, rowKey, renderRow }: PagedListProps<T>) {
  const { t } = useTranslation('assets');
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  async function loadMore(): Promise<void> {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  if (query.isPending) {
    return (
      <div className="paged-list__loading" role="status" aria-label={t('list.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (rows.length === 0) {
    return <Empty className="paged-list__empty" description={emptyText} />;
  }
  return (
    <>
      <ul className="paged-list" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="paged-list__item">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <PagedFooter ns="assets" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} loadMore={loadMore} />
    </>
  );
}
