// The Market tab: tabs per quote currency (and Favourites when signed in), rows as a trader reads
// them, sorting by each column, opening a pair, the favourite star, errors with a retry.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getAddFavoriteMockHandler,
  getListQuotationsResponseMock,
  getRemoveFavoriteMockHandler,
} from '@generated/api/market/market.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import {
  type Calls,
  changeOf,
  exampleFavorites,
  exampleLegals,
  findRow,
  marketHandlers,
  priceOf,
  renderMarket,
  rowOf,
  shownPairs,
  TOKEN,
} from './market-helpers';

// No real socket in unit tests: the rows show their REST figures (live ticks: market-live.test).
vi.mock('@/api/socket', () => ({ onSocketEvent: () => () => {} }));

beforeAll(async () => {
  await i18next.loadNamespaces('market');
});

const USDT_ORDER = ['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'DOGE/USDT'];

describe('MarketScreen list', () => {
  it('shows the USDT pairs with last price, fiat value, signed change and compact volume', async () => {
    marketHandlers();
    renderMarket();
    await findRow('BTC/USDT');
    expect(screen.getByRole('tab', { name: 'USDT', selected: true })).toBeInTheDocument();
    expect(shownPairs()).toEqual(USDT_ORDER);

    const btc = rowOf('BTC/USDT');
    expect(priceOf('BTC/USDT')).toBe('96,420.50');
    expect(within(btc).getByText('$96,420.50')).toBeInTheDocument();
    expect(within(btc).getByText('24h Vol 18.4K')).toBeInTheDocument();
    expect(changeOf('BTC/USDT')).toHaveTextContent('+2.32%');
    expect(changeOf('BTC/USDT')).toHaveClass('market-row__change--up');

    expect(changeOf('LTC/USDT')).toHaveTextContent('-0.95%');
    expect(changeOf('LTC/USDT')).toHaveClass('market-row__change--down');
    expect(within(rowOf('DOGE/USDT')).getByText('24h Vol 612M')).toBeInTheDocument();
    // Signed out: no Favourites tab.
    expect(screen.queryByRole('tab', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('switches to the BTC market, whose prices are also shown in dollars through BTC/USDT', async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    await findRow('BTC/USDT');
    await user.click(screen.getByRole('tab', { name: 'BTC' }));
    await waitFor(() => expect(shownPairs()).toEqual(['ETH/BTC', 'LTC/BTC']));
    expect(screen.getByRole('list', { name: 'BTC pairs' })).toBeInTheDocument();
    expect(priceOf('ETH/BTC')).toBe('0.035395');
    // 0.035395 BTC × 96,420.50 USDT = 3,412.80 USD
    expect(within(rowOf('ETH/BTC')).getByText('$3,412.80')).toBeInTheDocument();
    // The page itself stays put: no navigation (and no page transition) for a tab.
    expect(location()).toBe('/pages/market/market');
  });

  it('shows the fiat chosen in the preferences at its rate', async () => {
    localStorage.setItem('fiat', JSON.stringify({ currency_code: 'EUR', rate: '0.9', saveTime: Date.now() }));
    marketHandlers();
    renderMarket();
    const btc = await findRow('BTC/USDT');
    // 96,420.50 × 0.9 = 86,778.45
    expect(within(btc).getByText('€86,778.45')).toBeInTheDocument();
  });

  it('comes back to the tab and sort chosen earlier in the session', async () => {
    marketHandlers();
    const first = renderMarket();
    await findRow('BTC/USDT');
    await first.user.click(screen.getByRole('tab', { name: 'BTC' }));
    await first.user.click(
      within(screen.getByRole('group', { name: 'Sort pairs' })).getByRole('button', { name: /^24h change/ }),
    );
    await waitFor(() => expect(shownPairs()).toEqual(['LTC/BTC', 'ETH/BTC']));
    first.unmount();

    renderMarket();
    await findRow('LTC/BTC');
    expect(screen.getByRole('tab', { name: 'BTC', selected: true })).toBeInTheDocument();
    expect(shownPairs()).toEqual(['LTC/BTC', 'ETH/BTC']);
    expect(
      within(screen.getByRole('group', { name: 'Sort pairs' })).getByRole('button', { name: /^24h change/ }),
    ).toHaveAccessibleName('24h change sorted ascending');
  });

  it('opens on the tab and sort of a link', async () => {
    marketHandlers();
    renderMarket('/pages/market/market?tab=2&sort=price&dir=desc');
    await findRow('ETH/BTC');
    expect(screen.getByRole('tab', { name: 'BTC', selected: true })).toBeInTheDocument();
    expect(shownPairs()).toEqual(['ETH/BTC', 'LTC/BTC']);
  });

  it('opens the chart of a tapped pair and remembers it as recently viewed', async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    const eth = await findRow('ETH/USDT');
    await user.click(within(eth).getByRole('button', { name: /^ETH/ }));
    expect(location()).toBe('/pages/market/detail?id=2');
    expect(JSON.parse(localStorage.getItem('marketRecent') ?? '[]')).toEqual([{ id: 2, symbol: 'ETH/USDT' }]);
  });

  it('lists the stock pairs in their own tab, out of the quote-currency tabs', async () => {
    marketHandlers();
    const { user } = renderMarket();
    await findRow('BTC/USDT');
    expect(shownPairs()).not.toContain('AAPL/USDT');
    await user.click(screen.getByRole('tab', { name: 'Stocks' }));
    await waitFor(() => expect(shownPairs()).toEqual(['AAPL/USDT', 'TSLA/USDT']));
    expect(screen.getByRole('list', { name: 'Stock pairs' })).toBeInTheDocument();
    expect(priceOf('AAPL/USDT')).toBe('231.42');
    expect(changeOf('TSLA/USDT')).toHaveTextContent('-1.47%');
    expect(changeOf('TSLA/USDT')).toHaveClass('market-row__change--down');
  });

  it('has no Stocks tab when the server has no stock market', async () => {
    const body = getListQuotationsResponseMock();
    if (body.type !== 'ok') throw new Error('example');
    const coinsOnly = body.message.map((legal) => ({
      ...legal,
      quotation: legal.quotation.filter((q) => q.category !== 'stock').map(({ category: _c, ...q }) => q),
    }));
    marketHandlers({ quotations: { type: 'ok', message: coinsOnly } });
    renderMarket();
    await findRow('BTC/USDT');
    expect(screen.queryByRole('tab', { name: 'Stocks' })).not.toBeInTheDocument();
    expect(shownPairs()).toEqual(USDT_ORDER);
  });

  it('says so when a market has no pairs', async () => {
    const body = getListQuotationsResponseMock();
    if (body.type !== 'ok') throw new Error('example');
    marketHandlers({ quotations: { type: 'ok', message: [{ ...body.message[0]!, quotation: [] }] } });
    renderMarket();
    expect(await screen.findByText('No pairs in this market yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the quotes cannot be read, then the list', async () => {
    let broken = true;
    const calls = marketHandlers({
      quotations: () =>
        broken
          ? ({ type: 'ok', message: [{ id: 1, name: 'USDT', quotation: [{ id: 'x' }] }] } as never)
          : getListQuotationsResponseMock(),
    });
    const { user } = renderMarket();
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('market-row')).not.toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findRow('BTC/USDT');
    expect(calls.quotations).toBe(2);
  });

  it('shows skeletons while loading', async () => {
    marketHandlers();
    renderMarket();
    expect(screen.getByRole('status', { name: 'Loading markets' })).toBeInTheDocument();
    await findRow('BTC/USDT');
    expect(screen.queryByRole('status', { name: 'Loading markets' })).not.toBeInTheDocument();
  });

  it('has a search entry that opens the search page', async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    await findRow('BTC/USDT');
    await user.click(screen.getByRole('button', { name: 'Search coin pairs' }));
    expect(location()).toBe('/pages/market/search');
  });
});

describe('MarketScreen row actions', () => {
  it("opens a pair's actions from its context menu (Shift+F10, Menu key, right click): a price alert", async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    const eth = within(await findRow('ETH/USDT')).getByRole('button', { name: /^ETH/ });
    expect(eth).toHaveAccessibleDescription('Press and hold, or press Shift+F10, for a price alert and more');
    fireEvent.contextMenu(eth);
    const menu = await screen.findByRole('list', { name: 'Actions for ETH/USDT' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Set a price alert', 'Add to favourites', 'Open the chart']);
    await user.click(within(menu).getByRole('button', { name: 'Set a price alert' }));
    expect(location()).toBe('/pages/market/alerts?id=2');
  });

  it('opens them by pressing and holding a row, and the release does not open the chart', async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    const btc = within(await findRow('BTC/USDT')).getByRole('button', { name: /^BTC/ });
    await user.pointer({ keys: '[MouseLeft>]', target: btc });
    await screen.findByRole('list', { name: 'Actions for BTC/USDT' }, { timeout: 3000 });
    await user.pointer({ keys: '[/MouseLeft]', target: btc });
    expect(location()).toBe('/pages/market/market');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list', { name: 'Actions for BTC/USDT' })).not.toBeInTheDocument();
    // a tap still opens the chart
    await user.click(btc);
    expect(location()).toBe('/pages/market/detail?id=1');
  });
});

describe('MarketScreen sorting', () => {
  const sortButton = (name: RegExp) =>
    within(screen.getByRole('group', { name: 'Sort pairs' })).getByRole('button', { name });

  it('sorts by last price ascending, then descending, then back to the server order', async () => {
    marketHandlers();
    const { user, location } = renderMarket();
    await findRow('BTC/USDT');

    await user.click(sortButton(/^Last price/));
    expect(shownPairs()).toEqual(['DOGE/USDT', 'XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'BTC/USDT']);
    expect(sortButton(/^Last price/)).toHaveAccessibleName('Last price sorted ascending');
    expect(location()).toBe('/pages/market/market');

    await user.click(sortButton(/^Last price/));
    expect(shownPairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'DOGE/USDT']);
    expect(sortButton(/^Last price/)).toHaveAccessibleName('Last price sorted descending');

    await user.click(sortButton(/^Last price/));
    expect(shownPairs()).toEqual(USDT_ORDER);
    expect(sortButton(/^Last price/)).toHaveAccessibleName('Last price');
  });

  it('sorts by 24 h change as signed decimals', async () => {
    marketHandlers();
    const { user } = renderMarket();
    await findRow('BTC/USDT');
    await user.click(sortButton(/^24h change/));
    expect(shownPairs()).toEqual(['XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'BTC/USDT', 'DOGE/USDT']);
    await user.click(sortButton(/^24h change/));
    expect(shownPairs()).toEqual(['DOGE/USDT', 'BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT']);
  });

  it('sorts by volume and by pair name, one column at a time', async () => {
    marketHandlers();
    const { user } = renderMarket();
    await findRow('BTC/USDT');
    await user.click(sortButton(/^Vol/));
    expect(shownPairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT', 'DOGE/USDT']);
    await user.click(sortButton(/^Vol/));
    expect(shownPairs()).toEqual(['DOGE/USDT', 'XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'BTC/USDT']);
    await user.click(sortButton(/^Pair/));
    expect(shownPairs()).toEqual(['BTC/USDT', 'DOGE/USDT', 'ETH/USDT', 'LTC/USDT', 'XRP/USDT']);
    expect(sortButton(/^Vol/)).toHaveAccessibleName('Vol');
    await user.click(sortButton(/^Pair/));
    expect(shownPairs()).toEqual(['XRP/USDT', 'LTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'BTC/USDT']);
  });

  it('keeps the sort when switching tabs', async () => {
    marketHandlers();
    const { user } = renderMarket();
    await findRow('BTC/USDT');
    await user.click(sortButton(/^24h change/));
    await user.click(screen.getByRole('tab', { name: 'BTC' }));
    // ETH/BTC -1.205, LTC/BTC -3.188: ascending puts LTC first.
    await waitFor(() => expect(shownPairs()).toEqual(['LTC/BTC', 'ETH/BTC']));
  });
});

describe('MarketScreen favourites', () => {
  it('signed out, a star asks to log in first and opens the login page', async () => {
    const calls = marketHandlers();
    const { user, location } = renderMarket();
    const eth = await findRow('ETH/USDT');
    await user.click(within(eth).getByRole('button', { name: 'Favourite ETH/USDT' }));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(location()).toBe(`/pages/common/login?redirect=${encodeURIComponent('/pages/market/market')}`);
    expect(calls.added).toHaveLength(0);
    expect(calls.favorites).toBe(0);
  });

  it('signed in, shows a Favourites tab with the starred pairs', async () => {
    setToken(TOKEN);
    marketHandlers();
    const { user } = renderMarket();
    await findRow('BTC/USDT');
    expect(within(rowOf('BTC/USDT')).getByRole('button', { name: 'Favourite BTC/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(rowOf('ETH/USDT')).getByRole('button', { name: 'Favourite ETH/USDT' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() =>
      expect(shownPairs()).toEqual(exampleFavorites().map((q) => `${q.currency_name}/${q.legal_name}`)),
    );
    expect(screen.getByRole('list', { name: 'Favourite pairs' })).toBeInTheDocument();
  });

  it('stars a pair: sends its currency, fills the star at once, confirms and reloads the favourites', async () => {
    setToken(TOKEN);
    const eth = exampleLegals()[0]!.quotation.find((q) => q.currency_name === 'ETH')!;
    const calls: Calls = marketHandlers({
      favorites: () => ({
        type: 'ok',
        message: calls.added.length > 0 ? [...exampleFavorites(), eth] : exampleFavorites(),
      }),
    });
    const { user } = renderMarket();
    await findRow('ETH/USDT');
    await waitFor(() => expect(calls.favorites).toBe(1));
    const star = within(rowOf('ETH/USDT')).getByRole('button', { name: 'Favourite ETH/USDT' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Added to favourites')).toBeInTheDocument();
    expect(calls.added).toHaveLength(1);
    expect(calls.added[0]!.get('currency_id')).toBe('3');
    await waitFor(() => expect(calls.favorites).toBe(2));
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(shownPairs()).toEqual(['BTC/USDT', 'LTC/USDT', 'ETH/USDT']));
  });

  it('unstars a pair by its currency id and drops it from the Favourites tab', async () => {
    setToken(TOKEN);
    let favorites = exampleFavorites();
    const calls = marketHandlers({ favorites: () => ({ type: 'ok', message: favorites }) });
    const { user } = renderMarket('/pages/market/market?tab=fav');
    await findRow('LTC/USDT');
    expect(shownPairs()).toEqual(['BTC/USDT', 'LTC/USDT']);
    favorites = favorites.filter((q) => q.currency_id !== 4);
    await user.click(within(rowOf('LTC/USDT')).getByRole('button', { name: 'Favourite LTC/USDT' }));
    expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
    expect(calls.removed[0]!.get('id')).toBe('4');
    await waitFor(() => expect(shownPairs()).toEqual(['BTC/USDT']));
  });

  it('rolls the star back and shows the refusal when the server does not add the favourite', async () => {
    setToken(TOKEN);
    const calls = marketHandlers({
      handlers: [getAddFavoriteMockHandler({ type: 'error', message: 'Favourites are full' })],
    });
    const { user } = renderMarket();
    await findRow('ETH/USDT');
    await waitFor(() => expect(calls.favorites).toBe(1));
    const star = within(rowOf('ETH/USDT')).getByRole('button', { name: 'Favourite ETH/USDT' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Favourites are full')).toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(calls.favorites).toBe(2));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Added to favourites')).not.toBeInTheDocument();
  });

  it('rolls the star back to filled when the server does not remove the favourite', async () => {
    setToken(TOKEN);
    const calls = marketHandlers({
      handlers: [getRemoveFavoriteMockHandler({ type: 'error', message: 'Please try again later' })],
    });
    const { user } = renderMarket();
    await findRow('LTC/USDT');
    await waitFor(() => expect(calls.favorites).toBe(1));
    const star = within(rowOf('LTC/USDT')).getByRole('button', { name: 'Favourite LTC/USDT' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('Please try again later')).toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByText('Removed from favourites')).not.toBeInTheDocument();
  });

  it('says so when there are no favourites, with a way to find pairs', async () => {
    setToken(TOKEN);
    marketHandlers({ favorites: { type: 'ok', message: [] } });
    const { user, location } = renderMarket('/pages/market/market?tab=fav');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find pairs' }));
    expect(location()).toBe('/pages/market/search');
  });

  it('shows an error with a retry when the favourites cannot be loaded', async () => {
    setToken(TOKEN);
    let broken = true;
    marketHandlers({
      favorites: () =>
        broken ? ({ type: 'ok', message: [{ id: 'x' }] } as never) : { type: 'ok', message: exampleFavorites() },
    });
    const { user } = renderMarket('/pages/market/market?tab=fav');
    expect(await screen.findByText('Could not load this')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findRow('LTC/USDT');
  });
});
