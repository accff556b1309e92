// The router's components (src/lib/router.ts holds its hooks): the app's on the hash, the tests' on a
// history of their own, the location a fading page shows, and a redirect.
import { createHashHistory, createMemoryHistory, type History, type Location as HistoryLocation } from 'history';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RouterContext, ShownLocationContext, useNavigate, type Location } from './router';

/**
 * The history's location, with the key `default` for the first entry of a memory history too (the
 * hash history gives it that key itself): the same value for the same entry, as
 * useSyncExternalStore needs.
 */
function locationReader(history: History): () => Location {
  let read: HistoryLocation | undefined;
  let location: Location;
  return () => {
    if (read !== history.location) {
      read = history.location;
      const first = 'index' in history && history.index === 0;
      location = { ...read, key: first ? 'default' : read.key };
    }
    return location;
  };
}

function Router({ history, children }: { history: History; children: ReactNode }) {
  const read = useMemo(() => locationReader(history), [history]);
  const subscribe = useCallback((changed: () => void) => history.listen(changed), [history]);
  const location = useSyncExternalStore(subscribe, read, read);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app's router, on the address bar's hash. */
export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router on a history of its own (tests): `initialEntries` are the pages already open. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1 }));
  return <Router history={history}>{children}</Router>;
}

/** Shows `location` to everything inside, instead of the current one (src/app/route-view.tsx). */
export function ShownLocation({ location, children }: { location: Location; children: ReactNode }) {
  return <ShownLocationContext.Provider value={location}>{children}</ShownLocationContext.Provider>;
}

/** Opens `to` when shown. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
