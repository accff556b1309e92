// Search: filtering every pair by symbol, hot searches ranked by turnover, recently viewed kept
// on the device (newest first, ten at most, clearable), and opening a pair.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { findRow, marketHandlers, renderSearch, rowOf, shownPairs, TOKEN } from './market-helpers';

vi.mock('@/api/socket', () => ({ onSocketEvent: () => () => {} }));

beforeAll(async () => {
  await i18next.loadNamespaces('market');
});

const searchBox = () => screen.getByRole('textbox', { name: 'Search pairs' });
const recentSection = () => screen.queryByRole('region', { name: 'Recently viewed' });

function storeRecent(list: { id: number; symbol: string }[]) {
  localStorage.setItem('marketRecent', JSON.stringify(list));
}

describe('MarketSearchScreen', () => {
  it('focuses the search box and shows the hot pairs ranked by 24 h turnover', async () => {
    marketHandlers();
    renderSearch();
    await findRow('BTC/USDT');
    expect(searchBox()).toHaveFocus();
    const hot = screen.getByRole('list', { name: 'Hot searches' });
    // Turnover in USDT: volume × price (× BTC/USDT for BTC-quoted pairs).
    expect(shownPairs(hot)).toEqual(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'XRP/USDT', 'LTC/USDT', 'AAPL/USDT']);
    expect(within(rowOf('BTC/USDT')).getByText('1')).toBeInTheDocument();
    // Nothing viewed yet: no recently viewed section.
    expect(recentSection()).not.toBeInTheDocument();
  });

  it('finds every ETH pair across quote currencies, case and separators ignored', async () => {
    marketHandlers();
    const { user } = renderSearch();
    await findRow('BTC/USDT');
    await user.type(searchBox(), 'eth');
    await waitFor(() =>
      expect(shownPairs(screen.getByRole('list', { name: 'Matching pairs' }))).toEqual(['ETH/USDT', 'ETH/BTC']),
    );
    expect(screen.getByRole('heading', { name: 'Results (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hot searches' })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'Eth / Btc');
    await waitFor(() => expect(shownPairs(screen.getByRole('list', { name: 'Matching pairs' }))).toEqual(['ETH/BTC']));
  });

  it('says so when nothing matches, and shows the hot pairs again once cleared', async () => {
    marketHandlers();
    const { user } = renderSearch();
    await findRow('BTC/USDT');
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText('No pairs match “zzz”')).toBeInTheDocument();
    expect(screen.queryByTestId('market-row')).not.toBeInTheDocument();
    await user.clear(searchBox());
    expect(await screen.findByRole('list', { name: 'Hot searches' })).toBeInTheDocument();
  });

  it('finds pairs by the coin name and shows the name on each result', async () => {
    marketHandlers();
    const { user } = renderSearch();
    await findRow('BTC/USDT');
    await user.type(searchBox(), 'Bitcoin');
    // BTC itself, then the pairs quoted in bitcoin
    await waitFor(() =>
      expect(shownPairs(screen.getByRole('list', { name: 'Matching pairs' }))).toEqual([
        'BTC/USDT',
        'ETH/BTC',
        'LTC/BTC',
      ]),
    );
    expect(rowOf('BTC/USDT')).toHaveTextContent('Bitcoin ·');
    expect(rowOf('ETH/BTC')).toHaveTextContent('Ethereum ·');
    await user.clear(searchBox());
    await user.type(searchBox(), 'doge');
    await waitFor(() =>
      expect(shownPairs(screen.getByRole('list', { name: 'Matching pairs' }))).toEqual(['DOGE/USDT']),
    );
  });

  it('opens a result and puts it first in recently viewed', async () => {
    storeRecent([{ id: 1, symbol: 'BTC/USDT' }]);
    marketHandlers();
    const { user, location } = renderSearch();
    await findRow('BTC/USDT');
    await user.type(searchBox(), 'ltc');
    await waitFor(() =>
      expect(shownPairs(screen.getByRole('list', { name: 'Matching pairs' }))).toEqual(['LTC/USDT', 'LTC/BTC']),
    );
    await user.click(within(rowOf('LTC/BTC')).getByRole('button', { name: /^LTC/ }));
    expect(location()).toBe('/pages/market/detail?id=7');
    expect(JSON.parse(localStorage.getItem('marketRecent') ?? '[]')).toEqual([
      { id: 7, symbol: 'LTC/BTC' },
      { id: 1, symbol: 'BTC/USDT' },
    ]);
  });

  it('shows recently viewed pairs, opens one, and clears them', async () => {
    storeRecent([
      { id: 2, symbol: 'ETH/USDT' },
      { id: 6, symbol: 'ETH/BTC' },
    ]);
    marketHandlers();
    const { user, location } = renderSearch();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ETH/USDT', 'ETH/BTC']);
    await user.click(within(recent).getByRole('button', { name: 'Clear recently viewed' }));
    expect(recentSection()).not.toBeInTheDocument();
    expect(localStorage.getItem('marketRecent')).toBeNull();

    storeRecent([{ id: 6, symbol: 'ETH/BTC' }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'marketRecent' }));
    const again = await screen.findByRole('region', { name: 'Recently viewed' });
    await user.click(within(again).getByRole('button', { name: 'ETH/BTC' }));
    expect(location()).toBe('/pages/market/detail?id=6');
  });

  it('keeps at most ten recently viewed pairs, newest first', async () => {
    storeRecent(Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, symbol: `T${String(i).padStart(3, '0')}/USDT` })));
    marketHandlers();
    const { user } = renderSearch();
    await findRow('BTC/USDT');
    await user.type(searchBox(), 'doge');
    await user.click(within(await findRow('DOGE/USDT')).getByRole('button', { name: /^DOGE/ }));
    const stored = JSON.parse(localStorage.getItem('marketRecent') ?? '[]') as { id: number; symbol: string }[];
    expect(stored).toHaveLength(10);
    expect(stored[0]).toEqual({ id: 5, symbol: 'DOGE/USDT' });
    expect(stored.map((p) => p.id)).not.toContain(109);
  });

  it('ignores a broken recently-viewed entry in storage', async () => {
    localStorage.setItem('marketRecent', '[{"id":"x"},{"id":3,"symbol":"LTC/USDT"},7]');
    marketHandlers();
    renderSearch();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getByRole('button', { name: 'LTC/USDT' })).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(1);
  });

  it('stars a search result when signed in', async () => {
    setToken(TOKEN);
    const calls = marketHandlers();
    const { user } = renderSearch();
    await findRow('BTC/USDT');
    await waitFor(() => expect(calls.favorites).toBe(1));
    await user.type(searchBox(), 'xrp');
    const star = within(await findRow('XRP/USDT')).getByRole('button', { name: 'Favourite XRP/USDT' });
    await user.click(star);
    expect(await screen.findByText('Added to favourites')).toBeInTheDocument();
    expect(calls.added[0]!.get('currency_id')).toBe('5');
  });

  it('shows an error with a retry when the pairs cannot be loaded', async () => {
    let broken = true;
    marketHandlers({
      quotations: () => (broken ? ({ type: 'ok', message: [{ id: 1 }] } as never) : { type: 'ok', message: [] }),
    });
    const { user } = renderSearch();
    expect(await screen.findByText('Could not load this')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No pairs in this market yet')).toBeInTheDocument();
  });
});
