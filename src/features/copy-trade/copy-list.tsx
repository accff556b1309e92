// A paged list of copy trading: skeletons while the first page loads, an error with a retry when
// it fails, the empty text when there are no rows, then the rows and the shared footer (the next
// page when the end comes into view, a retry when a page fails, "No more data").
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedFooter } from '@/components/paged-footer';
import { QueryError } from '@/components/query-error';
import type { RowsPage } from './copy-pages';

interface CopyListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<RowsPage<T>, unknown>>;
  label: string;
  empty: ReactNode;
  rowKey: (row: T) => Key;
  renderRow: (row: T, index: number) => ReactNode;
  /** Rows to show, derived from the loaded ones (a local order or filter); all by default. */
  select?: (rows: T[]) => T[];
}

export function CopyList<T>({ query, label, empty, rowKey, renderRow, select }: CopyListProps<T>) {
  const { t } = useTranslation('copy-trade');
  const loaded = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const rows = select ? select(loaded) : loaded;

  async function loadMore(): Promise<void> {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  }

  if (query.isPending) {
    return (
      <div className="copy-list__loading" role="status" aria-label={t('list.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <>
      {rows.length === 0 ? (
        <Empty className="copy-list__empty" description={empty} />
      ) : (
        <ul className="copy-list" aria-label={label}>
          {rows.map((row, index) => (
            <li key={rowKey(row)} className="copy-list__item">
              {renderRow(row, index)}
            </li>
          ))}
        </ul>
      )}
      {(rows.length > 0 || query.hasNextPage) && (
        <PagedFooter
          ns="copy-trade"
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          loadMore={loadMore}
        />
      )}
    </>
  );
}
