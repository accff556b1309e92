// The navigation vocabulary of the product: navigate, redirect, switch tab, relaunch, back by delta.
import { useMemo } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

export interface AppNavigation {
  /** Opens a page on top of the current one. */
  navigateTo: (path: string) => void;
  /** Replaces the current page. */
  redirectTo: (path: string) => void;
  /** Shows one of the four tabs. */
  switchTab: (path: string) => void;
  /** Closes every page and opens `path` as the only one. */
  reLaunch: (path: string) => void;
  /** Goes back `delta` pages; from a first page (deep link) it goes home instead. */
  back: (delta?: number) => void;
}

export function useAppNavigation(): AppNavigation {
  const navigate = useNavigate();
  const location = useLocation();
  const isFirstPage = location.key === 'default';
  return useMemo(
    () => ({
      navigateTo: (path) => navigate(path),
      redirectTo: (path) => navigate(path, { replace: true }),
      switchTab: (path) => navigate(path, { replace: true }),
      reLaunch: (path) => navigate(path, { replace: true, state: { relaunch: Date.now() } }),
      back: (delta = 1) => {
        if (isFirstPage) navigate('/', { replace: true });
        else navigate(-Math.max(1, delta));
      },
    }),
    [navigate, isFirstPage],
  );
}
