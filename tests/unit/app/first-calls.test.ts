// The calls the entry makes for the page the app opens on (src/app/first-calls.ts) are the very
// requests that page's start-up prefetch makes (src/app/routes.tsx): each is claimed, so the
// server is asked once. If a generated call or a prefetch changed, its early answer would go
// unclaimed and the page would wait for its own request again: this fails first.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserProfitMockHandler, getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getGetPopupNoticeMockHandler,
  getGetSiteConfigMockHandler,
  getListNewsMockHandler,
  getListNewsResponseMock,
} from '@generated/api/content/content.msw';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { callEarly, unclaimedEarly } from '@/api/early';
import { setToken } from '@/api/session';
import { FIRST_CALLS, firstCallsOf } from '@/app/first-calls';
import { routeOfPath } from '@/app/routes';
import { ROUTES } from '@/lib/routes';
import { server } from '../msw-server';

const seen: string[] = [];
const count = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);

beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', count);
  server.use(
    getListNewsMockHandler(),
    getListQuotationsMockHandler(),
    getGetSiteConfigMockHandler(),
    getGetPopupNoticeMockHandler(),
    getListWalletsMockHandler(),
    getGetUserProfitMockHandler(),
  );
});
afterEach(() => {
  server.events.removeListener('request:start', count);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe.each(Object.entries(FIRST_CALLS))('first calls of %s', (path, calls = []) => {
  it('are claimed by the page’s start-up prefetch, each request made once', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const prefetch = routeOfPath(path)?.prefetch;
    expect(prefetch).toBeDefined();
    callEarly(calls);
    await prefetch?.(new QueryClient());
    expect(unclaimedEarly()).toEqual([]);
    expect(seen).toHaveLength(calls.length);
  });
});

it.each(['contract', 'options'])(
  'Trade in its %s mode asks for the quotes only (its panel shows no spot balance)',
  async (mode) => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const params = new URLSearchParams({ mode });
    callEarly(firstCallsOf(ROUTES.trade, params));
    await routeOfPath(ROUTES.trade)?.prefetch?.(new QueryClient(), params);
    expect(unclaimedEarly()).toEqual([]);
    expect(seen.map((request) => request.split('?')[0])).toEqual([
      expect.stringMatching(/ \S+\/currency\/quotation_new$/),
    ]);
  },
);

it('the calls that need a session are not made without one', () => {
  callEarly(FIRST_CALLS[ROUTES.assets] ?? []);
  expect(unclaimedEarly()).toEqual([]);
});

it('Home’s first banner image starts downloading with the banner answer, before the app has loaded', async () => {
  const banner = getListNewsResponseMock();
  if (banner.type !== 'ok' || !banner.message.list[0]) throw new Error('the generated news example has no item');
  const item = banner.message.list[0];
  server.use(
    getListNewsMockHandler({
      type: 'ok',
      message: {
        ...banner.message,
        list: [
          { ...item, id: 1, thumbnail: '' },
          { ...item, id: 2, thumbnail: '/upload/news/second.png' },
        ],
      },
    }),
  );
  callEarly(FIRST_CALLS[ROUTES.home] ?? []);
  await vi.waitFor(
    () =>
      expect(
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
          link.getAttribute('href'),
          link.getAttribute('fetchpriority'),
        ]),
      ).toEqual([[`${location.origin}/upload/news/second.png`, 'high']]),
    { timeout: 5_000 },
  );
  // (The page's prefetch claims the answers and does not preload the image a second time.)
  await routeOfPath(ROUTES.home)?.prefetch?.(new QueryClient());
  expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  expect(unclaimedEarly()).toEqual([]);
});
