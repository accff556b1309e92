// Pair detail with the generated MSW handlers (quotes, k-line history, fiat rates), the socket
// replaced by a test double that pushes events, and lightweight-charts by a recorder (jsdom has
// no canvas). Asserts what a trader sees: the header, the chart and its periods, the live book,
// depth and trades, errors with a retry, and the way to the Trade tab.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListFiatRatesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getGetKlineHistoryMockHandler,
  getListQuotationsMockHandler,
  getListQuotationsResponseMock,
} from '@generated/api/market/market.msw';
import type { GetKlineHistory200, ListQuotations200, SocketMarketDepth } from '@generated/model';
import { i18next } from '@/app/i18n';
import { PairDetailScreen } from '@/features/chart/pair-detail-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { charts } from './fake-chart';
import { emit } from './fake-socket';

vi.mock('lightweight-charts', () => import('./fake-chart'));
vi.mock('@/api/socket', () => import('./fake-socket'));

// The screen loads a lazily imported validator per call and the test machine may be busy.
configure({ asyncUtilTimeout: 5000 });

// The API layer toasts a server's refusal while a test awaits inside act(); the kit renders its
// toasts in roots of their own, here on the next task in an act() of their own, so that the two
// never overlap (as in tests/unit/home/home-screen.test.tsx).
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
/** act() outside Testing Library's waits, which turn React's act environment off meanwhile. */
function actNow(work: () => void) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(work);
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
unstableSetRender((node, container) => {
  let root = kitRoots.get(container);
  if (!root) {
    root = createRoot(container);
    kitRoots.set(container, root);
  }
  const current = root;
  setTimeout(() => actNow(() => current.render(node)), 0);
  return () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        actNow(() => current.unmount());
        kitRoots.delete(container);
        resolve();
      }, 0),
    );
});

beforeAll(async () => {
  await i18next.loadNamespaces('chart');
});
beforeEach(() => {
  charts.length = 0;
});

type Handler = Parameters<typeof server.use>[number];

function setup({ id = '1', handlers = [] as Handler[] } = {}) {
  const history: URLSearchParams[] = [];
  server.use(
    ...handlers,
    getListQuotationsMockHandler(),
    getGetKlineHistoryMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      history.push(params);
      // Older pages (asked for when the trader scrolls back): three earlier candles, then none.
      const to = Number(params.get('to'));
      if (to < 1795323300) return { code: 1, msg: 'success', data: [] };
      if (to < 1795323480) {
        return {
          code: 1,
          msg: 'success',
          data: [1795323300, 1795323360, 1795323420].map((t) => ({
            open: 96380,
            close: 96390,
            high: 96395,
            low: 96375,
            volume: 3,
            time: t * 1000,
          })),
        };
      }
      return {
        code: 1,
        msg: 'success',
        data: [
          { open: 96401.2, close: 96410.8, high: 96425, low: 96395.1, volume: 12.4821, time: 1795323480000 },
          { open: 96410.8, close: 96398.3, high: 96418.6, low: 96380, volume: 9.1044, time: 1795323540000 },
          { open: 96398.3, close: 96420.5, high: 96431.9, low: 96392.7, volume: 15.3307, time: 1795323600000 },
        ],
      };
    }),
    getListFiatRatesMockHandler(),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<PairDetailScreen />, {
    path: '/pages/market/detail',
    route: `/pages/market/detail?id=${id}`,
  });
  return { user, history, ...view };
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const candleSeries = () => charts[0]!.byType('Candlestick')[0]!;

function depthEvent(): SocketMarketDepth {
  const bids = Array.from({ length: 10 }, (_, i) => [(96420 - i * 0.5).toFixed(2), (0.1 * (i + 1)).toFixed(4)]);
  const asks = Array.from({ length: 12 }, (_, i) => [(96420.5 + i * 0.5).toFixed(2), '0.2500']);
  return { type: 'market_depth', symbol: 'BTC/USDT', currency_id: 2, legal_id: 1, bids, asks: JSON.stringify(asks) };
}

describe('PairDetailScreen header', () => {
  it('shows the pair, its last price with the fiat value, and the 24 h figures', async () => {
    setup();
    expect(await screen.findByText('BTC/USDT')).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Pair summary' });
    expect(within(header).getByTestId('last-price')).toHaveTextContent('96,420.50');
    expect(within(header).getByText('$96,420.50')).toBeInTheDocument();
    expect(within(header).getByText('+2.32%')).toHaveClass('up');
    expect(within(header).getByText('24h high').nextSibling).toHaveTextContent('97,105.00');
    expect(within(header).getByText('24h low').nextSibling).toHaveTextContent('93,890.20');
    expect(within(header).getByText('24h vol (BTC)').nextSibling).toHaveTextContent('18.4K');
  });

  it("shows a price under one dollar with the pair's decimals in fiat", async () => {
    setup({ id: '5' });
    expect(await screen.findByTestId('last-price')).toHaveTextContent('0.38214');
    expect(screen.getByText('$0.38214')).toBeInTheDocument();
  });

  it('ticks with the live price, saying which way it moved', async () => {
    setup({ id: '2' });
    const price = await screen.findByTestId('last-price');
    expect(price).toHaveTextContent('3,412.75');
    act(() =>
      emit('daymarket', {
        type: 'daymarket',
        match_id: 2,
        currency_id: 3,
        legal_id: 1,
        symbol: 'ETH/USDT',
        close: '3420.10',
        now_price: '3420.10',
        change: '1.301',
        high: '3455.10',
        low: '3350.64',
        volume: '241900.0000',
      }),
    );
    await waitFor(() => expect(price).toHaveTextContent('3,420.10'));
    expect(price).toHaveTextContent('Rising');
    expect(price).toHaveClass('up');
    expect(screen.getByText('+1.30%')).toBeInTheDocument();
    act(() =>
      emit('daymarket', {
        type: 'daymarket',
        match_id: 2,
        currency_id: 3,
        legal_id: 1,
        symbol: 'ETH/USDT',
        close: '3401.00',
        now_price: '3401.00',
        change: '-0.345',
      }),
    );
    await waitFor(() => expect(price).toHaveTextContent('3,401.00'));
    expect(price).toHaveTextContent('Falling');
    expect(price).toHaveClass('down');
    expect(screen.getByText('-0.35%')).toHaveClass('down');
  });

  it('says so when the pair does not exist, and leads to the markets', async () => {
    const { user, location } = setup({ id: '999' });
    expect(await screen.findByText('This pair is not available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Markets' }));
    expect(location()).toBe('/pages/market/market');
  });

  it('shows the error with a retry when the quotes cannot be loaded', async () => {
    const { user } = setup({
      handlers: [
        http.get('*/currency/quotation_new', () => new HttpResponse('Bad Gateway', { status: 502 }), { once: true }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable right now (HTTP 502). Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('last-price')).toHaveTextContent('96,420.50');
  });
});

describe('PairDetailScreen chart', () => {
  it('asks for 300 one-minute candles of the pair up to now and draws them', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { history } = setup();
    await waitFor(() => expect(history).toHaveLength(1));
    const params = history[0]!;
    expect(params.get('symbol')).toBe('BTC/USDT');
    expect(params.get('period')).toBe('1min');
    const to = Number(params.get('to'));
    expect(to).toBeGreaterThanOrEqual(before);
    expect(Number(params.get('from'))).toBe(to - (to % 60) - 300 * 60);
    expect(screen.getByRole('tab', { name: '1m' })).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(candleSeries().setDataCalls).toBe(1));
    expect(candleSeries().data.map((c) => c.time)).toEqual([1795323480, 1795323540, 1795323600]);
    expect(await screen.findByTestId('legend-close')).toHaveTextContent('96,420.50');
    expect(
      screen.getByRole('img', { name: 'Candlestick chart of BTC/USDT, one candle per 1 minute' }),
    ).toBeInTheDocument();
  });

  it('switches to five-minute candles and remembers the choice', async () => {
    const { user, history } = setup();
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(1));
    await user.click(screen.getByRole('tab', { name: '5m' }));
    await waitFor(() => expect(history).toHaveLength(2));
    expect(history[1]!.get('period')).toBe('5min');
    expect(screen.getByRole('tab', { name: '5m' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '1m' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(2));
    expect(charts).toHaveLength(1);
    expect(localStorage.getItem('chart:period')).toBe('5min');
  });

  it('moves the last candle with each live tick of its period', async () => {
    setup();
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(1));
    const kline = {
      type: 'kline',
      symbol: 'BTC/USDT',
      open: 96398.3,
      high: 96520,
      low: 96392.7,
      time: 1795323600000,
    } as const;
    emit('kline', { ...kline, period: '5min', close: 1 });
    emit('kline', { ...kline, period: '1min', close: '96510.00', volume: 16 });
    await nextFrame();
    expect(candleSeries().updates).toEqual([
      { time: 1795323600, open: 96398.3, high: 96520, low: 96392.7, close: 96510 },
    ]);
    expect(candleSeries().setDataCalls).toBe(1);
    expect(screen.getByTestId('legend-close')).toHaveTextContent('96,510.00');
  });

  it('loads older candles when scrolled back to the start, until there are none', async () => {
    const { history } = setup();
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(1));
    act(() => charts[0]!.scrollTo({ from: 2, to: 40 }));
    await waitFor(() => expect(history).toHaveLength(2));
    expect(history[1]!.get('period')).toBe('1min');
    expect(history[1]!.get('to')).toBe('1795323479');
    expect(history[1]!.get('from')).toBe(String(1795323480 - 300 * 60));
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(2));
    expect(candleSeries().data.map((c) => c.time)).toEqual([
      1795323300, 1795323360, 1795323420, 1795323480, 1795323540, 1795323600,
    ]);

    act(() => charts[0]!.scrollTo({ from: 1, to: 40 }));
    await waitFor(() => expect(history).toHaveLength(3));
    expect(history[2]!.get('to')).toBe('1795323299');
    // Nothing older: no more calls, however far back the trader scrolls.
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => charts[0]!.scrollTo({ from: 0, to: 40 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history).toHaveLength(3);
    expect(candleSeries().setDataCalls).toBe(2);
  });

  it('turns the MA, EMA and BOLL overlays on and off', async () => {
    const { user } = setup();
    await waitFor(() => expect(candleSeries().setDataCalls).toBe(1));
    const group = screen.getByRole('group', { name: 'Indicators' });
    expect(within(group).getByRole('button', { name: 'MA' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'BOLL' }));
    await user.click(within(group).getByRole('button', { name: 'MA' }));
    expect(within(group).getByRole('button', { name: 'BOLL' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'MA' })).toHaveAttribute('aria-pressed', 'false');
    const visible = charts[0]!.byType('Line').map((l) => l.options.visible);
    expect(visible).toEqual([false, false, false, false, false, true, true, true]);
    expect(JSON.parse(localStorage.getItem('chart:overlays') ?? '[]')).toEqual(['boll']);
  });

  it('shows the k-line error with a retry, and draws the chart after it', async () => {
    let fail = true;
    const { user } = setup({
      handlers: [
        getGetKlineHistoryMockHandler(() => {
          if (!fail) return { code: 1, msg: 'success', data: [] } as GetKlineHistory200;
          fail = false;
          return { code: -1, msg: 'Parameter error', data: null };
        }),
      ],
    });
    const chartArea = await screen.findByRole('alert');
    expect(chartArea).toHaveTextContent('Parameter error');
    // The server's message is also toasted by the API layer.
    await waitFor(() => expect(screen.getAllByText('Parameter error')).toHaveLength(2));
    // Close it now rather than on its own timer, outside of act().
    act(() => Toast.clear());
    await user.click(within(chartArea).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No candles for this period yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PairDetailScreen order book, depth and trades', () => {
  it('waits for the book, then shows ten levels a side from `market_depth`', async () => {
    setup();
    expect(await screen.findByText('Waiting for the order book…')).toBeInTheDocument();
    act(() => emit('market_depth', depthEvent()));
    await nextFrame();
    const bids = screen.getByRole('list', { name: 'Bids' });
    const asks = screen.getByRole('list', { name: 'Asks' });
    expect(within(bids).getAllByTestId('book-bid')).toHaveLength(10);
    expect(within(asks).getAllByTestId('book-ask')).toHaveLength(10);
    expect(within(bids).getAllByTestId('book-bid')[0]).toHaveTextContent('96,420.00');
    expect(within(bids).getAllByTestId('book-bid')[0]).toHaveTextContent('0.1');
    expect(within(asks).getAllByTestId('book-ask')[0]).toHaveTextContent('96,420.50');
    expect(within(asks).getAllByTestId('book-ask')[9]).toHaveTextContent('96,425.00');
    expect(screen.getByText('Spread 0.50')).toBeInTheDocument();
  });

  it('draws the depth chart of the book', async () => {
    const { user } = setup();
    await screen.findByText('Waiting for the order book…');
    act(() => emit('market_depth', depthEvent()));
    await nextFrame();
    await user.click(screen.getByRole('tab', { name: 'Depth' }));
    const chart = await screen.findByRole('img', { name: /^Depth chart/ });
    expect(chart).toHaveAccessibleName(
      'Depth chart: bids from 96,415.50 to 96,420.00, asks from 96,420.50 to 96,425.00',
    );
    expect(chart.querySelectorAll('path')).toHaveLength(2);
  });

  it('lists the latest trades, newest first, with their side in words', async () => {
    const { user } = setup();
    await screen.findByTestId('last-price');
    await user.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(await screen.findByText('Waiting for trades…')).toBeInTheDocument();
    act(() =>
      emit('match_trade', {
        type: 'match_trade',
        symbol: 'BTC/USDT',
        data: [
          { id: 1, price: '96420.50', amount: '0.0125', direction: 'buy', ts: 1795323601000 },
          { id: 2, price: 96419.9, amount: 0.5, direction: 'sell', ts: 1795323602000 },
        ],
      }),
    );
    await nextFrame();
    const rows = screen.getAllByTestId('trade-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sell 96,419.90');
    expect(rows[0]).toHaveTextContent('0.5');
    expect(within(rows[0]!).getByText('Sell').parentElement).toHaveClass('down');
    expect(within(rows[1]!).getByText('Buy').parentElement).toHaveClass('up');
    expect(rows[1]).toHaveTextContent('Buy 96,420.50');
    expect(rows[1]).toHaveTextContent('0.0125');
  });
});

describe('PairDetailScreen trading', () => {
  it('Buy and Sell open the Trade tab on this pair', async () => {
    const first = setup();
    await first.user.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(first.location()).toBe('/pages/transaction/index?mode=coins&id=1&side=buy');
    first.unmount();
    const second = setup();
    await second.user.click(await screen.findByRole('button', { name: 'Sell' }));
    expect(second.location()).toBe('/pages/transaction/index?mode=coins&id=1&side=sell');
  });

  it('offers no trade when spot trading is closed for the pair', async () => {
    const quotes = getListQuotationsResponseMock();
    if (quotes.type !== 'ok') throw new Error('the generated quotes example is not a success');
    quotes.message[0]!.quotation[0]!.open_coin_trade = 0;
    setup({ handlers: [getListQuotationsMockHandler(quotes as ListQuotations200)] });
    expect(await screen.findByText('Spot trading is not open for this pair')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell' })).toBeDisabled();
  });
});
