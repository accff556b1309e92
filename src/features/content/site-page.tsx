// The operator-maintained pages (about us, contact us, operational compliance, borrowing terms):
// a skeleton while loading, the reason and a retry on failure, then the sanitized HTML body.
// Deployments answer either an article (`title` and HTML `content`) or the HTML body alone.
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/html-content';
import { QueryError } from '@/components/query-error';
import { sitePageHtml, type SitePagePayload } from './site-page-payload';

export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="content-skeleton" aria-busy="true" aria-label={t('status.loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}

interface SitePageBodyProps {
  query: UseQueryResult<SitePagePayload, unknown>;
  /** Turns the page's HTML into what is shown (it is sanitized again when rendered). */
  transform?: (html: string) => string;
  /** Shown above the body once the page has loaded. */
  header?: ReactNode;
  /** Shown below the body once the page has loaded. */
  footer?: ReactNode;
}

export function SitePageBody({ query, transform, header, footer }: SitePageBodyProps) {
  const { t } = useTranslation('content');
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const html = sitePageHtml(query.data);
  const shown = transform ? transform(html) : html;
  return (
    <>
      {header}
      <article className="content-article">
        {html.trim() ? <HtmlContent html={shown} /> : <p className="empty-text">{t('page.empty')}</p>}
      </article>
      {footer}
    </>
  );
}
