// The app's router: hash routes (`/h5/#/pages/market/detail?id=1`, the query inside the hash, as
// the deployed app's links are written) on the `history` package's hash history, read with
// useSyncExternalStore. The app matches pages itself (src/app/routes.tsx, a table lookup), so all
// it needs from a router is the location, navigation and the query: ~2 KiB instead of the ~13 KiB
// react-router's declarative HashRouter costs on every first paint.
import { type History } from 'history';
import { createContext, useCallback, useContext, useMemo } from 'react';

/** Where the app is. `key` is `default` on the page the app opened on (no page to go back to). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (no Back step). */
  replace?: boolean;
  state?: unknown;
}

/** Opens a path (`/pages/...`, or `?query` on the current page), or goes back or forward by a number of pages. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export interface RouterValue {
  history: History;
  location: Location;
}

export const RouterContext = createContext<RouterValue | null>(null);
/** The location a part of the page shows instead of the current one (a page fading out). */
export const ShownLocationContext = createContext<Location | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and useNavigate work inside a router only');
  return router;
}

export function useLocation(): Location {
  const shown = useContext(ShownLocationContext);
  const { location } = useRouter();
  return shown ?? location;
}

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback<NavigateFunction>(
    (to, { replace = false, state } = {}) => {
      if (typeof to === 'number') return history.go(to);
      // (`?` alone: the same page without a query.)
      const target = to.startsWith('?') ? { pathname: history.location.pathname, search: to === '?' ? '' : to } : to;
      if (replace) history.replace(target, state);
      else history.push(target, state);
    },
    [history],
  );
}

type ParamsInit = URLSearchParams | Record<string, string>;

/**
 * The current page's query, and a setter that opens the same page with another query (a new
 * history entry, or the same one with `replace`). The setter also takes a function of the current
 * query.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(`?${query}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
