// Shows the current route with the product's transition: the page fades out over 200 ms, the new
// page is put in place, and it fades in 50 ms after navigation completes. The tab bar shows on
// the four tab routes.
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { isTabPath } from '@/lib/routes';
import { AuthGuard } from './auth-guard';
import { LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { ROUTE_TABLE } from './routes';
import { TabBar } from './tab-bar';

const FADE_OUT_MS = 200;
const FADE_IN_DELAY_MS = 50;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function useTransitionedLocation(): { shown: Location; phase: 'in' | 'out' } {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const [fadedInKey, setFadedInKey] = useState(location.key);
  const reduced = prefersReducedMotion();

  // The old page fades out for 200 ms, then the new one takes its place...
  useEffect(() => {
    if (location.key === shown.key) return;
    const timer = setTimeout(() => setShown(location), reduced ? 0 : FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [location, shown.key, reduced]);

  // ...and fades in 50 ms after navigation completes.
  useEffect(() => {
    if (fadedInKey === shown.key) return;
    const timer = setTimeout(() => setFadedInKey(shown.key), reduced ? 0 : FADE_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown.key, fadedInKey, reduced]);

  const phase = location.key !== shown.key || fadedInKey !== shown.key ? 'out' : 'in';
  return { shown, phase };
}

export function RouteView() {
  const { shown, phase } = useTransitionedLocation();
  const showTabs = isTabPath(shown.pathname);
  return (
    <>
      <div className={`route-view route-view--${phase}${showTabs ? ' route-view--with-tabs' : ''}`}>
        <RouteErrorBoundary key={shown.pathname}>
          <Routes location={shown}>
            {ROUTE_TABLE.map((route) => {
              const page = <LazyPage load={route.load} namespaces={route.namespaces} />;
              return (
                <Route key={route.path} path={route.path} element={route.auth ? <AuthGuard>{page}</AuthGuard> : page} />
              );
            })}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </RouteErrorBoundary>
      </div>
      {showTabs && <TabBar activePath={shown.pathname} />}
    </>
  );
}
