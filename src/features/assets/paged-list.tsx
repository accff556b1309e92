// An infinite list of server pages: skeletons while the first page loads, an error with a retry
// when it fails, "no records" when there are none, the next page when the end of the list comes
// into view (or on the "Load more" button, for keyboards and screen readers), a retry when a next
// page fails, and "No more data" at the end.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) => {
          const broken = failed || query.isFetchNextPageError;
          return (
            <div className="paged-list__footer" aria-live="polite">
              {!hasMore && <span>{t('list.noMore')}</span>}
              {hasMore && broken && (
                <span>
                  {t('list.loadFailed')}{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => void (failed ? retry() : loadMore().catch(() => undefined))}
                  >
                    {t('list.retry')}
                  </button>
                </span>
              )}
              {hasMore && !broken && query.isFetchingNextPage && <span>{t('list.loading')}</span>}
              {hasMore && !broken && !query.isFetchingNextPage && (
                <button type="button" className="link-button" onClick={() => void loadMore().catch(() => undefined)}>
                  {t('list.loadMore')}
                </button>
              )}
            </div>
          );
        }}
      </InfiniteScroll>
    </>
  );
}
