// Home banners (news category 5) in a swiper. A banner leads to an app route only when its link
// is one of ours; anything else is not followed. A banner without a link opens its article.
import { Skeleton, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useListNews } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { KNOWN_PATHS, ROUTES, safeRedirect } from '@/lib/routes';

export function BannerSwiper() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const banners = useListNews({ c_id: 5, page: 1, limit: 10 }, undefined, { query: { staleTime: 5 * 60_000 } });

  if (banners.isPending) return <Skeleton animated className="banner-skeleton" />;
  if (banners.isError) {
    return (
      <QueryError error={banners.error} onRetry={() => void banners.refetch()} retrying={banners.isFetching} compact />
    );
  }
  const items = banners.data.list.filter((item) => item.thumbnail);
  if (items.length === 0) return null;

  return (
    <section className="banners" aria-label={t('sections.banners')}>
      <Swiper autoplay loop autoplayInterval={4000} indicatorProps={{ color: 'white' }}>
        {items.map((banner) => {
          // A banner without a link opens its own article.
          const target = banner.link ? safeRedirect(banner.link, KNOWN_PATHS) : `${ROUTES.article}?id=${banner.id}`;
          return (
            <Swiper.Item key={banner.id}>
              <button
                type="button"
                className="banner"
                onClick={() => target && navigateTo(target)}
                aria-label={banner.title}
                disabled={!target}
              >
                <img src={resolveImageUrl(banner.thumbnail)} alt={banner.title} loading="lazy" />
              </button>
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
