import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { HashRouter } from '@/lib/router-components';
import { setApiEffects } from '@/api/effects';
import { isLang } from '@/api/lang';
import { useSession } from '@/api/session';
import { useAfterContent } from '@/hooks/use-after-content';
import { afterContent } from '@/lib/after-content';
import { QuickLockGate } from '@/features/quick-lock/quick-lock-gate';
import { i18next } from './i18n';
import { RouteView } from './route-view';
import { paintsWithoutKit } from './routes';
import { applyKitLocale, showToast } from './ui-kit';

/** The sandbox's scenario panel: the dev server only (not in the build), shown when a sandbox answers. */
const SandboxPanel = import.meta.env.DEV ? lazy(() => import('@/dev/sandbox-panel')) : null;

/** The toast of a triggered price alert, for a signed-in user, loaded once the page has shown its content. */
const PriceAlertWatcher = lazy(() =>
  import('@/features/alerts/price-alert-watcher').then((m) => ({ default: m.PriceAlertWatcher })),
);

function SignedInWatchers() {
  const { token } = useSession();
  const ready = useAfterContent();
  if (!token || !ready) return null;
  return (
    <Suspense fallback={null}>
      <PriceAlertWatcher />
    </Suspense>
  );
}

/** Connects the API layer's toasts and redirects (999 → login, 998 → real_mark) to the app. */
function ApiEffectsBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiEffects({ toast: showToast, navigate: (path) => navigate(path, { replace: true }) });
  }, [navigate]);
  return null;
}

/**
 * A language switch re-fetches what is on screen: names, news and messages come localized. The
 * kit's own texts follow the language too; a page that paints without the kit (Home) leaves
 * them until it has shown its content or the user moves on, so the kit stays off its first paint.
 */
function LanguageSync({ queryClient }: { queryClient: QueryClient }) {
  const { pathname, search } = useLocation();
  const kitLocaleSet = useRef(false);
  const setKitLocale = useCallback(() => {
    kitLocaleSet.current = true;
    if (isLang(i18next.language)) void applyKitLocale(i18next.language);
  }, []);

  useEffect(() => {
    const onChange = (lang: string) => {
      if (!isLang(lang)) return;
      setKitLocale();
      void queryClient.invalidateQueries();
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [queryClient, setKitLocale]);

  useEffect(() => {
    if (kitLocaleSet.current) return;
    if (!paintsWithoutKit(pathname, search)) return setKitLocale();
    return afterContent(setKitLocale);
  }, [pathname, search, setKitLocale]);
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <ApiEffectsBridge />
        <LanguageSync queryClient={queryClient} />
        <RouteView />
        <QuickLockGate />
        <SignedInWatchers />
        {SandboxPanel && (
          <Suspense fallback={null}>
            <SandboxPanel />
          </Suspense>
        )}
      </HashRouter>
    </QueryClientProvider>
  );
}
