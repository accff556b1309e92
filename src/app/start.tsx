// The app itself, asked for by the entry (src/main.tsx) once the page's code is on its way: the
// texts, the first data and the first render.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTransport } from '@/api/load-transport';
import { afterContent, setLoadingProbe } from '@/lib/after-content';
import { App } from './app';
import { initI18n } from './i18n';
import { pageLoading } from './page-loading';
import { createQueryClient } from './query-client';
import { routeOfHash } from './routes';

export async function start(): Promise<void> {
  const first = routeOfHash(window.location.hash);
  const ready = initI18n(undefined, first?.namespaces);
  // The page's first data (after initI18n set the request language), each call in a task of its
  // own: the requests are made while the texts download, and the start-up task stays short.
  const queryClient = createQueryClient();
  setLoadingProbe(() => pageLoading() || queryClient.isFetching() > 0);
  void first?.prefetch?.(queryClient, new URLSearchParams(window.location.hash.split('?')[1] ?? ''));
  await ready;
  const root = document.getElementById('root');
  if (!root) return;
  // The first render is a transition: React renders the shell in slices of a few milliseconds
  // and yields to the browser between them, instead of in one long task.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  // The HTML sanitizer, for a library that writes markup on a screen that shows no server HTML
  // (those that do import it themselves): once the page has shown its content.
  afterContent(() => void import('@/lib/sanitize-html'));
  // axios, for the requests to come, unless a request has loaded it already.
  afterContent(() => void loadTransport().catch(() => undefined));
}
