// One news article (`/pages/common/article?id=N`, from the home news list, a banner or a notice):
// title, date, picture and the sanitized HTML body. A missing or malformed id, or an id the server
// does not know, shows "not found"; other failures show the reason with a retry.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useGetNewsDetail } from '@generated/api/content/content';
import { isApiError } from '@/api/errors';
import { resolveImageUrl } from '@/api/image-url';
import { HtmlContent } from '@/components/html-content';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, toMillis } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { PageSkeleton } from './site-page';
import './content.css';

/** The `id` parameter as a positive whole number within the contract's range, or null. */
function articleId(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,7}$/.test(raw)) return null;
  return Number(raw);
}

function NotFound() {
  const { t } = useTranslation('content');
  const { switchTab } = useAppNavigation();
  return (
    <div className="content-state" role="status">
      <ErrorBlock status="empty" title={t('article.notFoundTitle')} description={t('article.notFoundText')}>
        <Button size="small" color="primary" fill="outline" onClick={() => switchTab(ROUTES.home)}>
          {t('common:actions.goHome')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export function ArticleScreen() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = articleId(params.get('id'));
  const article = useGetNewsDetail(
    { id: id ?? 1 },
    undefined,
    // The server's own "not found" message is shown on the page, not as a toast as well.
    { query: { enabled: id !== null, staleTime: 5 * 60_000 }, request: { silent: true } },
  );

  let body;
  if (id === null) body = <NotFound />;
  else if (article.isPending) body = <PageSkeleton />;
  else if (article.isError && isApiError(article.error) && article.error.kind === 'business') {
    body = <NotFound />;
  } else if (article.isError) {
    body = <QueryError error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />;
  } else {
    const news = article.data;
    const picture = resolveImageUrl(news.thumbnail);
    body = (
      <article className="content-article">
        <h1 className="content-article__title">{news.title}</h1>
        <time className="content-article__date" dateTime={new Date(news.create_time * 1000).toISOString()}>
          {t('article.published', { date: formatDateTime(toMillis(news.create_time), locale) })}
        </time>
        {picture && <img className="content-article__picture" src={picture} alt="" loading="lazy" />}
        <HtmlContent html={news.content} />
      </article>
    );
  }

  return (
    <Page title={t('article.title')} className="content">
      {body}
    </Page>
  );
}
