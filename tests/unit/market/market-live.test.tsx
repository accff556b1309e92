// Live rows: `daymarket` ticks reach the rows through the shared live store (src/api/live-market),
// each row showing its REST figures until its first tick; sorting reads the freshest figures.
// Its own file: the live store keeps its tickers for the whole module graph of a test file.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocketDaymarket } from '@generated/model';
import { applyDaymarket } from '@/api/live-market';
import { i18next } from '@/app/i18n';
import { changeOf, findRow, marketHandlers, priceOf, renderMarket, rowOf, shownPairs } from './market-helpers';

// The socket is replaced by a hub that the test can push events through, exactly as the real
// client hands validated events to its listeners.
const hub = vi.hoisted(() => ({ handlers: new Map<string, Set<(payload: unknown) => void>>() }));
vi.mock('@/api/socket', () => ({
  onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    const set = hub.handlers.get(event) ?? new Set();
    hub.handlers.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  },
}));
const push = (event: SocketDaymarket) => hub.handlers.get('daymarket')?.forEach((handler) => handler(event));

beforeAll(async () => {
  await i18next.loadNamespaces('market');
});

function tick(matchId: number, symbol: string, price: string, change: string, volume = '1000.0000'): SocketDaymarket {
  const [currency, legal] = symbol.split('/');
  return {
    type: 'daymarket',
    period: '1day',
    match_id: matchId,
    currency_id: matchId + 1,
    currency_name: currency,
    legal_id: 1,
    legal_name: legal,
    symbol,
    open: price,
    close: price,
    high: price,
    low: price,
    volume,
    time: Date.now(),
    change,
    now_price: price,
  };
}

describe('MarketScreen live rows', () => {
  it('shows the REST price until the first tick, then the live price and change of that row only', async () => {
    marketHandlers();
    renderMarket();
    await findRow('ETH/USDT');
    expect(priceOf('ETH/USDT')).toBe('3,412.75');
    expect(changeOf('ETH/USDT')).toHaveTextContent('+1.08%');
    // No flash before a move: the copy laid over the price is only there for a tick.
    expect(within(rowOf('ETH/USDT')).getByTestId('market-row-price')).not.toHaveAttribute('data-flash');

    applyDaymarket(tick(2, 'ETH/USDT', '3398.40', '-0.421', '250000.0000'));

    await waitFor(() => expect(priceOf('ETH/USDT')).toBe('3,398.40'));
    expect(changeOf('ETH/USDT')).toHaveTextContent('-0.42%');
    expect(changeOf('ETH/USDT')).toHaveClass('market-row__change--down');
    expect(within(rowOf('ETH/USDT')).getByTestId('market-row-price')).toHaveClass('market-row__last--down');
    // The flash (market.css) fades a copy of the new price, in the move's colour, over it.
    expect(within(rowOf('ETH/USDT')).getByTestId('market-row-price')).toHaveAttribute('data-flash', '3,398.40');
    expect(within(rowOf('ETH/USDT')).getByText('24h Vol 250K')).toBeInTheDocument();
    expect(within(rowOf('ETH/USDT')).getByText('$3,398.40')).toBeInTheDocument();
    // The other rows keep their REST figures.
    expect(priceOf('BTC/USDT')).toBe('96,420.50');
    expect(priceOf('LTC/USDT')).toBe('88.42');
  });

  it('marks a rise with a sign and the up colour', async () => {
    marketHandlers();
    renderMarket();
    await findRow('XRP/USDT');
    applyDaymarket(tick(4, 'XRP/USDT', '2.4001', '0.75'));
    await waitFor(() => expect(priceOf('XRP/USDT')).toBe('2.4001'));
    expect(changeOf('XRP/USDT')).toHaveTextContent('+0.75%');
    expect(changeOf('XRP/USDT')).toHaveClass('market-row__change--up');
    expect(within(rowOf('XRP/USDT')).getByTestId('market-row-price')).toHaveClass('market-row__last--up');
  });

  it('values BTC-quoted pairs in dollars at the live BTC/USDT price', async () => {
    marketHandlers();
    const { user } = renderMarket('/pages/market/market?tab=2');
    await findRow('ETH/BTC');
    expect(within(rowOf('ETH/BTC')).getByText('$3,412.80')).toBeInTheDocument();
    applyDaymarket(tick(1, 'BTC/USDT', '100000.00', '+5.000'));
    // 0.035395 × 100,000 = 3,539.50
    await waitFor(() => expect(within(rowOf('ETH/BTC')).getByText('$3,539.50')).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    await waitFor(() => expect(priceOf('BTC/USDT')).toBe('100,000.00'));
  });

  it('sorts by the figures the rows show now, live ones included', async () => {
    marketHandlers();
    const { user } = renderMarket();
    await findRow('DOGE/USDT');
    // Every USDT pair ticks (through the socket, as in the app): DOGE jumps above every other
    // change, LTC drops below XRP, BTC turns negative.
    push(tick(1, 'BTC/USDT', '95100.00', '-0.250'));
    push(tick(2, 'ETH/USDT', '3420.00', '+1.300'));
    push(tick(3, 'LTC/USDT', '84.10', '-4.900'));
    push(tick(4, 'XRP/USDT', '2.3000', '-3.500'));
    push(tick(5, 'DOGE/USDT', '0.45000', '+17.760'));
    await waitFor(() => expect(changeOf('DOGE/USDT')).toHaveTextContent('+17.76%'));
    const group = screen.getByRole('group', { name: 'Sort pairs' });
    await user.click(within(group).getByRole('button', { name: /^24h change/ }));
    await user.click(within(group).getByRole('button', { name: /^24h change/ }));
    expect(shownPairs()).toEqual(['DOGE/USDT', 'ETH/USDT', 'BTC/USDT', 'XRP/USDT', 'LTC/USDT']);
    expect(shownPairs().map((pair) => changeOf(pair).textContent)).toEqual([
      '+17.76%',
      '+1.30%',
      '-0.25%',
      '-3.50%',
      '-4.90%',
    ]);
  });
});
