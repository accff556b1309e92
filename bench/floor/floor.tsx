// The stack's floor (`npm run bench:floor`): the libraries every screen of the app runs on (React,
// React DOM, the router (the app's, on `history`), React Query, i18next, axios, zod, big.js) doing the least a real screen
// does: one call through axios to the mock, its answer checked with zod and the pairs listed with
// their prices. No app code, no UI kit. Lighthouse on this page is the best any route of the app
// can score on this stack; the app's routes are measured against it (README, Speed).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import Big from 'big.js';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { HashRouter } from '../../src/lib/router-components';

const Quotes = z.object({
  type: z.literal('ok'),
  message: z.array(
    z.object({
      name: z.string(),
      quotation: z.array(
        z.object({ id: z.number(), currency_name: z.string(), now_price: z.string(), change: z.string() }),
      ),
    }),
  ),
});

const api = axios.create({ baseURL: '/api', adapter: 'xhr' });

function Market() {
  const { t } = useTranslation();
  const quotes = useQuery({
    queryKey: ['quotes'],
    queryFn: async () => Quotes.parse((await api.get('/currency/quotation_new')).data).message,
  });
  const pairs = quotes.data?.flatMap((legal) => legal.quotation.map((q) => ({ ...q, legal: legal.name }))) ?? [];
  return (
    <main style={{ padding: 16, fontFamily: 'system-ui', background: '#0f1115', color: '#eee', minHeight: '100vh' }}>
      <h1 style={{ fontSize: 20 }}>{t('title')}</h1>
      {quotes.isPending && <p>{t('loading')}</p>}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {pairs.map((pair) => (
          <li
            key={`${pair.legal}-${pair.id}`}
            style={{ display: 'flex', justifyContent: 'space-between', padding: '10px 0' }}
          >
            <span>
              {pair.currency_name}/{pair.legal}
            </span>
            <span>{new Big(pair.now_price).toFixed(2)}</span>
            <span>{pair.change}%</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { title: 'Markets', loading: 'Loading…' } } } })
  .then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <HashRouter>
            <Market />
          </HashRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
