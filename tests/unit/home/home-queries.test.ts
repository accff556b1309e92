// Home's start-up prefetch: the calls Home's screens make are asked for before its code arrives,
// and the first banner's image is preloaded as soon as the banner answer names it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getGetPopupNoticeMockHandler,
  getGetSiteConfigMockHandler,
  getListNewsMockHandler,
  getListNewsResponseMock,
} from '@generated/api/content/content.msw';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import type { ListNews200, News } from '@generated/model';
import { BANNER_REQUEST, prefetchHome } from '@/features/home/home-queries';
import { server } from '../msw-server';

const sample = (): News => {
  const body = getListNewsResponseMock();
  const first = body.type === 'ok' ? body.message.list[0] : undefined;
  if (!first) throw new Error('the generated news example has no item');
  return first;
};
const page = (list: News[]): ListNews200 => ({ type: 'ok', message: { count: list.length, limit: 10, list } });

function answer(banners: News[]) {
  const asked: string[] = [];
  server.use(
    getGetSiteConfigMockHandler(),
    getGetPopupNoticeMockHandler(),
    getListQuotationsMockHandler(),
    getListNewsMockHandler(async ({ request }) => {
      const category = new URLSearchParams(await request.text()).get('c_id') ?? '';
      asked.push(category);
      return category === String(BANNER_REQUEST.c_id) ? page(banners) : getListNewsResponseMock();
    }),
  );
  return asked;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.href,
    priority: link.getAttribute('fetchpriority'),
  }));

async function settle(client: QueryClient) {
  await expect.poll(() => client.isFetching()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('prefetchHome', () => {
  it('asks for the banners and the news, and preloads the first banner that has an image', async () => {
    const asked = answer([
      { ...sample(), id: 1, thumbnail: '' },
      { ...sample(), id: 2, thumbnail: 'https://cdn.example.com/banner-2.png' },
      { ...sample(), id: 3, thumbnail: 'https://cdn.example.com/banner-3.png' },
    ]);
    const client = new QueryClient();
    await prefetchHome(client);
    await settle(client);
    expect(asked.sort()).toEqual(['4', '5']);
    expect(preloads()).toEqual([{ href: 'https://cdn.example.com/banner-2.png', priority: 'high' }]);
  });

  it('preloads nothing when no banner has an image', async () => {
    answer([{ ...sample(), id: 1, thumbnail: '' }]);
    const client = new QueryClient();
    await prefetchHome(client);
    await settle(client);
    expect(preloads()).toEqual([]);
  });
});
