// The news lists Home asks for (the banner and the news), as plain values: the screens' hooks, the
// start-up prefetch (home-queries.ts) and the entry's first calls (src/app/first-calls.ts) send
// the same requests, so they share their answers.
import type { ListNewsRequest } from '@generated/model';

export const BANNER_REQUEST: ListNewsRequest = { c_id: 5, page: 1, limit: 10 };
export const NEWS_REQUEST: ListNewsRequest = { c_id: 4, page: 1, limit: 10 };

/** The image of the banner the swiper shows first: the first banner that has one. */
export function firstBannerImage(list: readonly { thumbnail?: unknown }[]): string | undefined {
  const first = list.find((item) => typeof item.thumbnail === 'string' && item.thumbnail);
  return first ? (first.thumbnail as string) : undefined;
}
