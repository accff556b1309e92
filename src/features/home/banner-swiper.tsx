// Home banners (news category 5) in a swiper. A banner leads to an app route only when its link
// is one of ours; anything else is not followed. A banner without a link opens its article.
// The swiper is CSS scroll snapping with a 4 s autoplay (home.css): Home paints without the kit.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { News } from '@generated/model';
import { useListNews } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { KNOWN_PATHS, ROUTES, safeRedirect } from '@/lib/routes';
import { BANNER_REQUEST, NEWS_STALE_MS } from './home-queries';

export function BannerSwiper() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const banners = useListNews(BANNER_REQUEST, undefined, { query: { staleTime: NEWS_STALE_MS } });

  if (banners.isPending) return <div className="shimmer banner-skeleton" aria-hidden="true" />;
  if (banners.isError) {
    return (
      <QueryError error={banners.error} onRetry={() => void banners.refetch()} retrying={banners.isFetching} compact />
    );
  }
  const items = banners.data.list.filter((item) => item.thumbnail);
  if (items.length === 0) return null;

  return (
    <section className="banners" aria-label={t('sections.banners')}>
      <BannerTrack items={items} onOpen={navigateTo} />
    </section>
  );
}

const AUTOPLAY_MS = 4000;

function BannerTrack({ items, onOpen }: { items: News[]; onOpen: (to: string) => void }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (items.length < 2 || held) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || document.hidden || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % items.length;
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [items.length, held]);

  return (
    <div className="banners__frame">
      <div
        ref={track}
        className="banners__track"
        onScroll={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth) setActive(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
      >
        {items.map((banner, index) => {
          // A banner without a link opens its own article.
          const target = banner.link ? safeRedirect(banner.link, KNOWN_PATHS) : `${ROUTES.article}?id=${banner.id}`;
          return (
            <button
              key={banner.id}
              type="button"
              className="banner"
              onClick={() => target && onOpen(target)}
              aria-label={banner.title}
              disabled={!target}
            >
              <img
                src={resolveImageUrl(banner.thumbnail)}
                alt={banner.title}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </button>
          );
        })}
      </div>
      {items.length > 1 && (
        <div className="banners__dots" aria-hidden="true">
          {items.map((banner, index) => (
            <span key={banner.id} className={index === active ? 'banners__dot banners__dot--active' : 'banners__dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
