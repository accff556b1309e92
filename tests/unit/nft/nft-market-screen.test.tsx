// The NFT market with the generated handlers of the nft tag: the contract's example cards with
// price, creator, rarity and live countdown; the filters and the keyword search sent as the
// query of /bind_box/getBoxList (an empty search refused with a message); the favourites and
// artists strips; paging to the end; an error with a retry.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getListArtistsMockHandler,
  getListCollectionsMockHandler,
  getListNftCurrenciesMockHandler,
  getListNftsMockHandler,
  getListNftsResponseMock,
} from '@generated/api/nft/nft.msw';
import type { NftItem } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { NftMarketScreen } from '@/features/nft/nft-market-screen';
import { parseServerTime } from '@/features/nft/nft-time';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const PATH = '/pages/nft/nft';
type Handler = Parameters<typeof server.use>[number];

beforeAll(async () => {
  await i18next.loadNamespaces(['nft']);
});
beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  // Only the clock is fake: the examples' sale windows are read at a fixed moment.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(parseServerTime('2026-11-22 10:00:00'));
});
afterEach(() => vi.useRealTimers());

function setup(handlers: Handler[] = []) {
  const queries: Record<string, string>[] = [];
  server.use(
    ...handlers,
    getListNftsMockHandler(({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return getListNftsResponseMock();
    }),
    getListNftCurrenciesMockHandler(),
    getListCollectionsMockHandler(),
    getListArtistsMockHandler(),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { user, queries, ...renderScreen(<NftMarketScreen />, { path: PATH, route: PATH }) };
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'NFTs on the market' })).getAllByRole('article');

describe('NftMarketScreen', () => {
  it('shows the example NFTs with price, creator, sale mode, rarity and countdown', async () => {
    const { queries } = setup();
    const list = await cards();
    expect(list.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Dawn Over Harbor',
      'Golden Bull #07',
      'Night Market #03',
      'Mystery Box - Season 2',
      'Echoes #02',
    ]);
    const [dawn, bull, night, box, echoes] = list as HTMLElement[];
    expect(dawn).toHaveTextContent('Starts in 2 days 14:00:00');
    expect(bull).toHaveTextContent('1,200.00 USDT');
    expect(bull).toHaveTextContent('Mira Sol');
    expect(bull).toHaveTextContent('SR');
    expect(bull).toHaveTextContent('Fixed price');
    expect(night).toHaveTextContent('Auction');
    expect(night).toHaveTextContent('Current bid 1.85 ETH');
    expect(night).toHaveTextContent('Ends in 1 day 02:00:00');
    expect(box).toHaveTextContent('Blind box');
    expect(echoes).toHaveTextContent('Ended');
    expect(queries[0]).toEqual({ limit: '10', page: '1', lang: 'en' });
    // The example page has 5 rows: it was the last.
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('ticks the countdowns every second', async () => {
    setup();
    const [, , night] = (await cards()) as HTMLElement[];
    expect(night).toHaveTextContent('Ends in 1 day 02:00:00');
    act(() => vi.setSystemTime(Date.now() + 1000));
    // The shared clock ticks on a real 1 s interval (only Date is fake here).
    await waitFor(() => expect(night).toHaveTextContent('Ends in 1 day 01:59:59'));
  });

  it('sends the sale mode, status, media and currency filters with the request', async () => {
    const { user, queries } = setup();
    await cards();
    await user.click(screen.getByRole('tab', { name: 'Auction' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pay_type: '2', page: '1' }));
    await user.click(within(screen.getByRole('group', { name: 'Filters' })).getByText('Live'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pay_type: '2', status: '1' }));
    await user.click(within(screen.getByRole('group', { name: 'Filters' })).getByText('Video'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ type: '4' }));
    await user.click(await screen.findByText('ETH'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pay_type: '2', status: '1', type: '4', currency: '3' }));
  });

  it('refuses an empty search with a message and sends a keyword', async () => {
    const { user, queries } = setup();
    await cards();
    const box = screen.getByRole('searchbox');
    await user.click(box);
    await user.keyboard('   {Enter}');
    expect(await screen.findByText('Enter a keyword to search')).toBeInTheDocument();
    expect(queries.some((q) => 'keyword' in q)).toBe(false);
    await user.type(box, 'Night{Enter}');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ keyword: 'Night' }));
    expect(screen.queryByText('Enter a keyword to search')).not.toBeInTheDocument();
    expect(screen.getByText('Results for “Night”')).toBeInTheDocument();
  });

  it('shows the favourites and the artists', async () => {
    setup();
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(within(favourites).getAllByRole('button').length).toBeGreaterThan(0);
    const artists = await screen.findByRole('region', { name: 'Artists' });
    expect(within(artists).getByRole('button', { name: 'Mira Sol' })).toBeInTheDocument();
  });

  it('loads the next page at the end of a full page', async () => {
    const example = getListNftsResponseMock() as { message: NftItem[] };
    const row = example.message[1]!;
    const pages: string[] = [];
    const paged = getListNftsMockHandler(({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      const count = page === 1 ? 10 : 3;
      return {
        type: 'ok',
        message: Array.from({ length: count }, (_, i) => ({ ...row, id: page * 100 + i, name: `Work ${page}-${i}` })),
      };
    });
    const { user } = setup([paged]);
    expect(await cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(13));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('shows an error with a retry when the market cannot be loaded', async () => {
    let broken = true;
    const { user } = setup([
      http.get('*/bind_box/getBoxList', () =>
        broken ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(getListNftsResponseMock()),
      ),
    ]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(5);
  });
});
