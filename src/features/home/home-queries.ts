// What Home asks the API for, in one place: the screens' hooks and the start-up prefetch use the
// same requests, so the prefetched answers are the ones the screens read (same query keys).
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPopupNoticeQueryOptions,
  getGetSiteConfigQueryOptions,
  getListNewsQueryOptions,
} from '@generated/api/content/content';
import { getListQuotationsQueryOptions } from '@generated/api/market/market';
import { resolveImageUrl } from '@/api/image-url';
import { taskEach } from '@/lib/task-each';
import { preloadImage } from '@/lib/preload-image';
import { BANNER_REQUEST, firstBannerImage, NEWS_REQUEST } from './home-requests';

export { BANNER_REQUEST, NEWS_REQUEST };
export const NEWS_STALE_MS = 5 * 60_000;
export const SITE_STALE_MS = 10 * 60_000;
export const QUOTES_STALE_MS = 10_000;
export const NOTICE_STALE_MS = 5 * 60_000;

/**
 * Asks for Home's data while its code is still downloading (called at start-up when the app
 * opens on Home): the banner, the LCP element, paints one round trip sooner. Each call is made in
 * a task of its own (short tasks while the page starts). Silent: a failure here is shown by the
 * screen itself, which asks again. Settles when every answer is in or failed.
 */
export function prefetchHome(client: QueryClient): Promise<void> {
  const silent = { request: { silent: true } };
  const banners = getListNewsQueryOptions(BANNER_REQUEST, undefined, silent);
  return taskEach([
    () =>
      client.prefetchQuery(banners).then(() => {
        // The first banner's image, with a high priority (the swiper shows it first). The entry
        // has usually asked for it already, from its own banner answer (src/app/first-calls.ts);
        // this covers an answer the client had to ask for again.
        const first = firstBannerImage(client.getQueryData(banners.queryKey)?.list ?? []);
        if (first) preloadImage(resolveImageUrl(first));
      }),
    () => client.prefetchQuery(getListNewsQueryOptions(NEWS_REQUEST, undefined, silent)),
    () => client.prefetchQuery(getListQuotationsQueryOptions(undefined, silent)),
    () => client.prefetchQuery(getGetSiteConfigQueryOptions(undefined, silent)),
    () => client.prefetchQuery(getGetPopupNoticeQueryOptions(undefined, silent)),
  ]);
}
