// Latest news (category 4) with relative times.
import { useTranslation } from 'react-i18next';
import { useListNews } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { ROUTES } from '@/lib/routes';
import { SkeletonLines } from '@/components/skeleton-lines';
import { NEWS_REQUEST, NEWS_STALE_MS } from './home-queries';

export function NewsList() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const when = useRelativeTime();
  const news = useListNews(NEWS_REQUEST, undefined, { query: { staleTime: NEWS_STALE_MS } });

  return (
    <section className="news" aria-labelledby="news-title">
      <h2 id="news-title" className="section-title">
        {t('sections.news')}
      </h2>
      {news.isPending && <SkeletonLines count={4} />}
      {news.isError && <QueryError error={news.error} onRetry={() => void news.refetch()} retrying={news.isFetching} />}
      {news.data && news.data.list.length === 0 && <p className="empty-text">{t('news.empty')}</p>}
      {news.data && news.data.list.length > 0 && (
        <ul className="news-list">
          {news.data.list.map((item) => (
            <li key={item.id}>
              <button type="button" className="news-item" onClick={() => navigateTo(`${ROUTES.article}?id=${item.id}`)}>
                <div className="news-item__text">
                  <strong>{item.title}</strong>
                  {item.abstract && <p>{item.abstract}</p>}
                  <time dateTime={new Date(item.create_time * 1000).toISOString()}>{when(item.create_time)}</time>
                </div>
                {item.thumbnail && (
                  <img src={resolveImageUrl(item.thumbnail)} alt="" width={88} height={60} loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
