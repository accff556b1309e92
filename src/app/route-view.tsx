// Shows the current route with the product's transition: the page fades out over 200 ms, the new
// page is put in place, and it fades in 50 ms after navigation completes. The tab bar shows on
// the four tab routes.
import { useEffect, useState } from 'react';
import { useLocation, type Location } from '@/lib/router';
import { ShownLocation } from '@/lib/router-components';
import { isTabPath } from '@/lib/routes';
import { AuthGuard } from './auth-guard';
import { LazyPage, type PageLoader } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeOfPath } from './routes';
import { TabBar } from './tab-bar';

const notFound: PageLoader = () => import('./not-found-screen').then((m) => ({ default: m.NotFoundScreen }));

const NO_NAMESPACES: readonly string[] = [];

const FADE_OUT_MS = 200;
const FADE_IN_DELAY_MS = 50;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Identifies a location: `key` alone is not enough, because a hash changed from outside the
 * router (address bar, a link to `#/...`) keeps the key `default` of the first page.
 */
const idOf = (l: Location): string => `${l.key}|${l.pathname}|${l.search}`;

function useTransitionedLocation(): { shown: Location; phase: 'in' | 'out' } {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const [fadedInKey, setFadedInKey] = useState(idOf(location));
  const reduced = prefersReducedMotion();

  // The old page fades out for 200 ms, then the new one takes its place...
  useEffect(() => {
    if (idOf(location) === idOf(shown)) return;
    // A new query on the same page (a tab, a filter) is not a page change: no fade.
    const samePage = location.pathname === shown.pathname;
    const timer = setTimeout(
      () => {
        setShown(location);
        if (samePage) setFadedInKey(idOf(location));
      },
      samePage || reduced ? 0 : FADE_OUT_MS,
    );
    return () => clearTimeout(timer);
  }, [location, shown, reduced]);

  // ...and fades in 50 ms after navigation completes.
  useEffect(() => {
    if (fadedInKey === idOf(shown)) return;
    const timer = setTimeout(() => setFadedInKey(idOf(shown)), reduced ? 0 : FADE_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, fadedInKey, reduced]);

  // Asked to reduce motion, the new page takes the old one's place in the same frame: no fade,
  // and no blank frames between the two either.
  if (reduced) return { shown: location, phase: 'in' };
  const samePage = location.pathname === shown.pathname;
  const phase = (idOf(location) !== idOf(shown) && !samePage) || fadedInKey !== idOf(shown) ? 'out' : 'in';
  return { shown, phase };
}

export function RouteView() {
  const { shown, phase } = useTransitionedLocation();
  const showTabs = isTabPath(shown.pathname);
  // The page is found by a lookup in the route table (src/app/routes.tsx); the page reads the
  // location it shows (the old one while it fades out).
  const route = routeOfPath(shown.pathname);
  const page = <LazyPage load={route?.load ?? notFound} namespaces={route?.namespaces ?? NO_NAMESPACES} />;
  return (
    <>
      <div className={`route-view route-view--${phase}${showTabs ? ' route-view--with-tabs' : ''}`}>
        <RouteErrorBoundary key={shown.pathname}>
          <ShownLocation location={shown}>{route?.auth ? <AuthGuard>{page}</AuthGuard> : page}</ShownLocation>
        </RouteErrorBoundary>
      </div>
      {showTabs && <TabBar activePath={shown.pathname} />}
    </>
  );
}
