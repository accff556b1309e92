// The calls the pages an app most often opens on make first, as the entry makes them while the
// libraries download (src/api/early.ts): the same requests as the start-up prefetch of
// src/app/routes.tsx and the screens' hooks, which claim the answers. (If one of them came to
// differ, its answer would go unclaimed and the page would simply ask again:
// tests/unit/app/first-calls.test.ts checks that every one is claimed.)
import type { FirstCall } from '@/api/early';
import { toFormBody } from '@/api/form-body';
import { resolveImageUrl } from '@/api/image-url';
import { BANNER_REQUEST, firstBannerImage, NEWS_REQUEST } from '@/features/home/home-requests';
import { preloadImage } from '@/lib/preload-image';
import { ROUTES } from '@/lib/routes';
import { tradeModeOf } from './trade-modes';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** listQuotations: every pair's quote. */
const quotations: FirstCall = { url: '/currency/quotation_new', method: 'GET' };
/** getSiteConfig: the site's name and logo. */
const site: FirstCall = { url: '/getSiteConfig', method: 'GET' };
/** listNews, for Home's banner and news. */
const news = (request: object): FirstCall => ({
  url: '/news/list',
  method: 'POST',
  headers: FORM,
  data: toFormBody(request),
});
/** getPopupNotice: Home's popup notice. */
const notice: FirstCall = { url: '/news/index_pop', method: 'GET' };
/** listWallets: the balances, with a session only. */
const wallets: FirstCall = { url: '/wallet/list', method: 'POST', headers: FORM, data: toFormBody({}), auth: true };
/** getUserProfit: Assets' P/L, with a session only. */
const profit: FirstCall = { url: '/user/profit', method: 'GET', auth: true };

/**
 * Home's largest element is its first banner: its image starts downloading as soon as the banner
 * answer names it, while the libraries may still be on their way. (The swiper shows the banner
 * once the app has checked the answer; an answer that is not what the contract says preloads
 * nothing, or an image nobody shows.)
 */
function preloadFirstBanner(body: unknown): void {
  const list = (body as { message?: { list?: unknown } } | null)?.message?.list;
  if (!Array.isArray(list)) return;
  const image = firstBannerImage(list.filter((item): item is object => typeof item === 'object' && item !== null));
  if (image) preloadImage(resolveImageUrl(image));
}

const home = [{ ...news(BANNER_REQUEST), seen: preloadFirstBanner }, news(NEWS_REQUEST), quotations, site, notice];

export const FIRST_CALLS: Partial<Record<string, readonly FirstCall[]>> = {
  [ROUTES.home]: home,
  [ROUTES.homeAlias]: home,
  [ROUTES.login]: [site],
  [ROUTES.register]: [site],
  [ROUTES.forget]: [site],
  [ROUTES.market]: [quotations],
  [ROUTES.quotation]: [quotations],
  [ROUTES.marketDetail]: [quotations],
  [ROUTES.assets]: [wallets, profit],
  [ROUTES.trade]: [quotations, wallets],
};

/**
 * The first calls of the address the app opens on. Trade asks for the balances in its coins mode
 * only: the contract and options panels read their accounts from calls of their own, and a
 * balances answer nobody shows could only fail unseen.
 */
export function firstCallsOf(path: string, params: URLSearchParams): readonly FirstCall[] {
  const calls = FIRST_CALLS[path] ?? [];
  return path === ROUTES.trade && tradeModeOf(params) !== 'coins' ? calls.filter((call) => call !== wallets) : calls;
}

/**
 * The pages whose first paint shows only what their first calls answer: the app loads axios
 * (src/api/load-transport.ts) with their first other request or once they have shown their
 * content. Trade's coins mode paints its price, book and form from the quotes and balances, and
 * only its open orders, below them, wait for axios. Any other page makes calls of its own at once
 * (the pair chart's candles, Assets' orders), so the entry asks for axios beside the page's code.
 */
export const PAINTED_BY_FIRST_CALLS: ReadonlySet<string> = new Set([
  ROUTES.home,
  ROUTES.homeAlias,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forget,
  ROUTES.market,
  ROUTES.quotation,
  ROUTES.trade,
]);
