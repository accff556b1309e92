// The end of an infinite list of server pages: loads the next page when it scrolls into view (with
// a button for keyboards and screen readers), offers a retry when a page failed, and says "No more
// data" at the end. Its texts are the `list` group (noMore, loadFailed, retry, loadMore) of the
// namespace `ns` (default: the shared texts of `common`).
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './paged-footer.css';

interface PagedFooterProps {
  /** The i18n namespace with the `list` texts (default `common`). */
  ns?: string;
  hasMore: boolean;
  loading: boolean;
  /** Resolves when the next page arrived, rejects when it failed. */
  loadMore: () => Promise<void>;
}

export function PagedFooter({ ns = 'common', hasMore, loading, loadMore }: PagedFooterProps) {
  const { t } = useTranslation(ns);
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore} className="paged-footer">
      {(more, failed, retry) => (
        <span aria-live="polite">
          {!more && t('list.noMore')}
          {more && failed && (
            <span role="alert">
              <span>{t('list.loadFailed')}</span>{' '}
              <button type="button" className="link-button" onClick={() => void retry()}>
                {t('list.retry')}
              </button>
            </span>
          )}
          {more && !failed && (
            // Through the kit's retry, so that a failure shows the retry line as a scroll-load would.
            <Button size="small" fill="none" loading={loading} onClick={() => void retry()}>
              {t('list.loadMore')}
            </Button>
          )}
        </span>
      )}
    </InfiniteScroll>
  );
}
