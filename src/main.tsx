import './app/storage-migration';
import './app/ui-kit-render';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { installTrustedTypes } from './app/trusted-types';
import './styles/app.css';

async function start(): Promise<void> {
  await Promise.all([initI18n(), installTrustedTypes()]);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
