// The start-up prefetch of the signed-in tabs: when the app opens on Trade or Assets, their first
// data is asked for while their code downloads, under the keys their screens read; without a
// session nothing is asked (the page opens sign-in).
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetUserProfitQueryKey, getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getGetUserProfitMockHandler, getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import { getListQuotationsQueryKey } from '@generated/api/market/market';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { callEarly } from '@/api/early';
import { setApiEffects } from '@/api/effects';
import { clearSession, getToken, setToken } from '@/api/session';
import { FIRST_CALLS } from '@/app/first-calls';
import { ROUTES } from '@/lib/routes';
import { routeOfHash } from '@/app/routes';
import { server } from '../msw-server';

function watchCalls(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
  server.use(getListWalletsMockHandler(), getGetUserProfitMockHandler(), getListQuotationsMockHandler());
  return asked;
}

async function prefetch(hash: string): Promise<QueryClient> {
  const client = new QueryClient();
  const route = routeOfHash(hash);
  expect(route?.prefetch).toBeDefined();
  // (It settles once the answers are in: the assets area's calls load with their own chunk first.)
  await route?.prefetch?.(client);
  await expect.poll(() => client.isFetching()).toBe(0);
  return client;
}

afterEach(() => {
  server.events.removeAllListeners();
  clearSession();
});

describe('start-up prefetch of the signed-in tabs', () => {
  it('Assets: the balances and the P/L, under the keys the screen reads', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const asked = watchCalls();
    const client = await prefetch('#/pages/fund/assets');
    expect(asked.filter((path) => /wallet\/list|user\/profit/.test(path)).sort()).toEqual([
      '/api/user/profit',
      '/api/wallet/list',
    ]);
    expect(client.getQueryData(getListWalletsQueryKey())).toBeDefined();
    expect(client.getQueryData(getGetUserProfitQueryKey())).toBeDefined();
  });

  it('Trade: the quotes and the balances', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    watchCalls();
    const client = await prefetch('#/pages/transaction/index');
    expect(client.getQueryData(getListQuotationsQueryKey())).toBeDefined();
    expect(client.getQueryData(getListWalletsQueryKey())).toBeDefined();
  });

  it('asks for nothing more once the session has ended half-way (a 999 on the first answer)', async () => {
    // As on a real start: the entry asked for the balances, and their answer (a 999) is in before
    // the page's prefetch claims it; the P/L, asked for in the next task, is then not asked at all.
    const toast = vi.fn();
    setApiEffects({ toast, navigate: vi.fn() });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const asked = watchCalls();
    let answered = false;
    server.use(http.post('*/wallet/list', () => HttpResponse.json({ type: '999', message: 'Please log in again' })));
    server.events.on('response:mocked', () => {
      answered = true;
    });
    callEarly((FIRST_CALLS[ROUTES.assets] ?? []).filter((call) => call.url === '/wallet/list'));
    await vi.waitFor(() => expect(answered).toBe(true), { timeout: 5_000 });
    await prefetch('#/pages/fund/assets');
    expect(getToken()).toBeNull();
    expect(toast).toHaveBeenCalledWith('Please log in again');
    expect(asked).toEqual(['/api/wallet/list']);
  });

  it('asks for no balance without a session', async () => {
    const asked = watchCalls();
    server.use(http.all('*', () => HttpResponse.error()));
    await prefetch('#/pages/fund/assets');
    expect(asked).toEqual([]);
  });
});
