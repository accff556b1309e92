import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HashRouter, useNavigate } from 'react-router-dom';
import { setApiEffects } from '@/api/effects';
import { isLang } from '@/api/lang';
import { i18next } from './i18n';
import { RouteView } from './route-view';
import { applyKitLocale, showToast } from './ui-kit';

/** Connects the API layer's toasts and redirects (999 → login, 998 → real_mark) to the app. */
function ApiEffectsBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiEffects({ toast: showToast, navigate: (path) => navigate(path, { replace: true }) });
  }, [navigate]);
  return null;
}

/** A language switch re-fetches what is on screen: names, news and messages come localized. */
function LanguageSync({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const onChange = (lang: string) => {
      if (!isLang(lang)) return;
      void applyKitLocale(lang);
      void queryClient.invalidateQueries();
    };
    if (isLang(i18next.language)) void applyKitLocale(i18next.language);
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [queryClient]);
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <ApiEffectsBridge />
        <LanguageSync queryClient={queryClient} />
        <RouteView />
      </HashRouter>
    </QueryClientProvider>
  );
}
