// Contract order history (/lever/my_trade) with the generated handler: rows of every state, the
// state filter sent to the server and kept in the URL, paging to the end with "no more data",
// the empty list and a failed load with its retry.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getListLeverTradesMockHandler,
  getListLeverTradesResponseMock,
} from '@generated/api/contract-trade/contract-trade.msw';
import type { LeverPosition, ListLeverTrades200 } from '@generated/model';
import { i18next } from '@/app/i18n';
import { ContractOrdersScreen } from '@/features/contract-trade/contract-orders-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { emitSocket } from '../seconds-trade/fake-socket';

// The socket client, replaced by the in-memory stand-in: the screen subscribes as in the app.
vi.mock('@/api/socket', () => import('../seconds-trade/fake-socket'));

configure({ asyncUtilTimeout: 4000 });

// jsdom lays nothing out, so every element has a null offsetParent and the kit's infinite list
// would think it is hidden: give elements their parent, as a browser showing the list would.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  await i18next.loadNamespaces(['contract-trade']);
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

function example() {
  const body = getListLeverTradesResponseMock();
  if (body.type !== 'ok') throw new Error('the generated history example is not a success');
  return body.message;
}

function page(rows: LeverPosition[], current: number, last: number): ListLeverTrades200 {
  return {
    type: 'ok',
    message: {
      ...example(),
      data: rows,
      current_page: current,
      last_page: last,
      next_page_url: current < last ? `https://h5.exchange.test/api/lever/my_trade?page=${current + 1}` : null,
      total: rows.length * last,
    },
  };
}

function setup(route = '/pages/transaction/contract_order', handler = getListLeverTradesMockHandler()) {
  const bodies: URLSearchParams[] = [];
  server.use(
    http.post('*/lever/my_trade', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.clone().text()));
      return undefined;
    }),
    handler,
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<ContractOrdersScreen />, { path: '/pages/transaction/contract_order', route });
  return { user, bodies, ...view };
}

const rows = () => screen.findAllByTestId('contract-position');

describe('ContractOrdersScreen', () => {
  it('lists the orders of every state with their figures, then "no more data"', async () => {
    const { bodies } = setup();
    const cards = await rows();
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'ETH/USDT Short 20x',
      'BTC/USDT Long 10x',
      'XRP/USDT Short 5x',
      'LTC/USDT Long 10x',
    ]);
    expect(cards[0]).toHaveTextContent('Copied');
    expect(cards[0]).toHaveTextContent('Open');
    expect(cards[2]).toHaveTextContent('Cancelled');
    expect(within(cards[2]!).queryByTestId('position-profit')).not.toBeInTheDocument();
    const closed = cards[3]!;
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent('Realized P/L (USDT)');
    expect(within(closed).getByTestId('position-profit')).toHaveTextContent('+41.14');
    expect(within(closed).getByTestId('position-profit')).toHaveClass('ct-up');
    expect(closed).toHaveTextContent('Close price88.10');
    expect(closed).toHaveTextContent('Overnight fee0.52 USDT');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      currency_id: '0',
      legal_id: '0',
      status: '-1',
      page: '1',
      limit: '10',
      lang: 'en',
    });
  });

  it('values open positions at the live price, as the Contract screen does, and follows each tick', async () => {
    setup();
    const cards = await rows();
    const btc = cards.find((c) => c.getAttribute('aria-label') === 'BTC/USDT Long 10x')!;
    // Entry 96,048.00, 0.05 BTC, margin 480.24: at 96,420.50, (96,420.50 - 96,048) × 0.05 = +18.63.
    expect(within(btc).getByTestId('position-profit')).toHaveTextContent('+18.63');
    act(() =>
      emitSocket('daymarket', {
        type: 'daymarket',
        match_id: 1,
        currency_id: 2,
        legal_id: 1,
        symbol: 'BTC/USDT',
        close: '95500.00',
        now_price: '95500.00',
        change: '-0.95',
      }),
    );
    // (95,500 - 96,048) × 0.05 = -27.40, -27.40 / 480.24 = -5.71 %.
    await waitFor(() => expect(within(btc).getByTestId('position-profit')).toHaveTextContent('-27.40'));
    expect(within(btc).getByTestId('position-profit')).toHaveClass('ct-down');
    expect(within(btc).getByTestId('position-rate')).toHaveTextContent('-5.71%');
    expect(btc).toHaveTextContent('Current price95,500.00');
  });

  it('filters by state: sends the status and keeps it in the URL', async () => {
    const { user, bodies, location } = setup();
    await rows();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(bodies.some((b) => b.get('status') === '3')).toBe(true));
    expect(location()).toBe('/pages/transaction/contract_order?status=3');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toHaveAccessibleName('LTC/USDT Long 10x');
  });

  it('opens on the state of the URL', async () => {
    const { bodies } = setup('/pages/transaction/contract_order?status=1');
    await rows();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(bodies[0]?.get('status')).toBe('1');
    expect(await rows()).toHaveLength(2);
  });

  it('loads the next page at the end of the list', async () => {
    const [first, second, third, fourth] = example().data;
    const { bodies } = setup(
      undefined,
      getListLeverTradesMockHandler(async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        return body.get('page') === '2' ? page([third!, fourth!], 2, 2) : page([first!, second!], 1, 2);
      }),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(bodies.map((b) => b.get('page'))).toEqual(expect.arrayContaining(['1', '2']));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('says when there are no orders', async () => {
    setup(undefined, getListLeverTradesMockHandler(page([], 1, 1)));
    expect(await screen.findByText('No contract orders yet')).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('shows an error with a retry, and recovers', async () => {
    let fail = true;
    const { user } = setup(
      undefined,
      getListLeverTradesMockHandler(() => {
        if (fail) return { type: 'ok', message: { current_page: 'x' } } as unknown as ListLeverTrades200;
        return getListLeverTradesResponseMock();
      }),
    );
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(4);
  });
});
