// The routes with what each page asks for first: the table of src/app/route-table.ts (paths, pages,
// texts, session) and, for the pages an app most often opens on, their first data.
import type { QueryClient } from '@tanstack/react-query';
import { getGetSiteConfigQueryOptions } from '@generated/api/content/content';
import { getListQuotationsQueryOptions } from '@generated/api/market/market';
import { getToken } from '@/api/session';
import { prefetchHome } from '@/features/home/home-queries';
import { ROUTES } from '@/lib/routes';
import { taskEach } from '@/lib/task-each';
import { flagHolds, PAGE_ROUTES, pageRouteOfPath, type PageRoute } from './route-table';
import { tradeModeOf } from './trade-modes';

export interface RouteDef extends PageRoute {
  /**
   * Asks for the page's first data when the app opens on it, while its code downloads (each call
   * in a task of its own); settles when the answers are in or failed. `params`: the address's.
   */
  prefetch?: (client: QueryClient, params?: URLSearchParams) => Promise<void>;
}

const silent = { request: { silent: true } };

/** The quotes list (Market and the quotation page ask for all pairs' quotes first). */
const prefetchQuotations = (client: QueryClient): Promise<void> =>
  taskEach([() => client.prefetchQuery(getListQuotationsQueryOptions(undefined, silent))]);

/** The site's name and logo, at the top of the sign-in screens. */
const prefetchSite = (client: QueryClient): Promise<void> =>
  taskEach([() => client.prefetchQuery(getGetSiteConfigQueryOptions(undefined, silent))]);

/**
 * The balances of the signed-in user (Trade's "Available", Assets' totals), and on Assets the P/L.
 * The calls' code (the assets area of the API) is a chunk of its own, asked for beside the page's.
 * Nothing is asked without a session: the page then opens sign-in.
 */
const prefetchBalances =
  (withProfit: boolean) =>
  async (client: QueryClient): Promise<void> => {
    if (!getToken()) return;
    const api = await import('@generated/api/assets/assets').catch(() => null);
    if (!api) return;
    // Each call checks the session again when its task comes: the session may have ended in
    // between (a 999 on the first answer), and a call without it would only be refused.
    const signedIn = (job: () => Promise<void>) => () => (getToken() ? job() : undefined);
    await taskEach([
      signedIn(() => client.prefetchQuery(api.getListWalletsQueryOptions(undefined, undefined, silent))),
      ...(withProfit
        ? [signedIn(() => client.prefetchQuery(api.getGetUserProfitQueryOptions(undefined, silent)))]
        : []),
    ]);
  };
/** Trade: the quotes, and the balances in its coins mode only (src/app/first-calls.ts, firstCallsOf). */
const prefetchTrade = (client: QueryClient, params = new URLSearchParams()): Promise<void> =>
  Promise.all([
    prefetchQuotations(client),
    tradeModeOf(params) === 'coins' ? prefetchBalances(false)(client) : undefined,
  ]).then(() => undefined);

type Prefetch = NonNullable<RouteDef['prefetch']>;
const PREFETCH: Partial<Record<string, Prefetch>> = {
  [ROUTES.home]: prefetchHome,
  [ROUTES.homeAlias]: prefetchHome,
  [ROUTES.login]: prefetchSite,
  [ROUTES.register]: prefetchSite,
  [ROUTES.forget]: prefetchSite,
  [ROUTES.market]: prefetchQuotations,
  [ROUTES.quotation]: prefetchQuotations,
  // The pair comes from the quotes list: asked for while the chart's code downloads.
  [ROUTES.marketDetail]: prefetchQuotations,
  [ROUTES.assets]: prefetchBalances(true),
  [ROUTES.trade]: prefetchTrade,
};

export const ROUTE_TABLE: readonly RouteDef[] = PAGE_ROUTES.map((route) => {
  const prefetch = PREFETCH[route.path];
  return prefetch ? { ...route, prefetch } : route;
});

export const KNOWN_PATHS: readonly string[] = ROUTE_TABLE.map((route) => route.path);

const ROUTE_OF = new Map(PAGE_ROUTES.map((page, i) => [page, ROUTE_TABLE[i]!]));

/**
 * The route of a path, if the table has it, matched as the router matches a path: ignoring case
 * and a trailing slash. (A lookup: the table has no parameters in its paths.)
 */
export function routeOfPath(pathname: string): RouteDef | undefined {
  const page = pageRouteOfPath(pathname);
  return page && ROUTE_OF.get(page);
}

/** The route an address opens (`#/path?query`), if the table has it. */
export function routeOfHash(hash: string): RouteDef | undefined {
  return routeOfPath(hash.replace(/^#/, '').split('?')[0] || '/');
}

/**
 * Whether the page an address opens paints without the UI kit (RouteDef.kitFree): then the kit's
 * own texts wait until it has shown its content, instead of being loaded beside it.
 */
export function paintsWithoutKit(pathname: string, search: string): boolean {
  return flagHolds(routeOfPath(pathname)?.kitFree, new URLSearchParams(search));
}
