import './app/storage-migration';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { routeOfHash } from './app/routes';
import { installTrustedTypes } from './app/trusted-types';
import { whenIdle } from './lib/when-idle';
import './styles/app.css';

// The kit's React 19 render hook: in the build the kit imports it itself (vite.config.ts,
// kitRenderHook); the dev server's pre-bundled kit does not, so it is loaded here.
if (import.meta.env.DEV) void import('./app/ui-kit-render');

async function start(): Promise<void> {
  // The page the app opens on starts downloading now, with its texts, instead of after the
  // common texts arrived: one round trip less before the first paint. (A failure here is
  // left to the page's own loader, which shows an error with a retry.)
  const first = routeOfHash(window.location.hash);
  first?.load().catch(() => undefined);
  installTrustedTypes();
  const ready = initI18n(undefined, first?.namespaces);
  // Its first data too (after initI18n set the request language), each call in a task of its
  // own: the requests are made while the texts download, and the start-up task stays short.
  const queryClient = createQueryClient();
  void first?.prefetch?.(queryClient);
  await ready;
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // The HTML sanitizer, for a library that writes markup on a screen that shows no server HTML
  // (those that do import it themselves): off the first paint, when the page is idle.
  whenIdle(() => void import('./lib/sanitize-html'));
}

void start();
