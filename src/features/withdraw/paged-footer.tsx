// The end of an infinite list: loads the next page when it scrolls into view (with a button for
// keyboards and screen readers), offers a retry when a page failed, and says "No more data" at
// the end.
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface PagedFooterProps {
  hasMore: boolean;
  loading: boolean;
  /** Resolves when the next page arrived, rejects when it failed. */
  loadMore: () => Promise<void>;
}

export function PagedFooter({ hasMore, loading, loadMore }: PagedFooterProps) {
  const { t } = useTranslation('withdraw');
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore} className="paged-footer">
      {(more, failed, retry) => {
        if (!more) return <span>{t('list.noMore')}</span>;
        if (failed) {
          return (
            <span role="alert">
              <span>{t('list.loadFailed')}</span>{' '}
              <button type="button" className="link-button" onClick={() => void retry()}>
                {t('list.retry')}
              </button>
            </span>
          );
        }
        return (
          // Through the kit's retry, so that a failure shows the retry line as a scroll-load would.
          <Button size="small" fill="none" loading={loading} onClick={() => void retry()}>
            {t('list.loadMore')}
          </Button>
        );
      }}
    </InfiniteScroll>
  );
}
