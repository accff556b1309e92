// The spot orders screen: ten orders a page, more as the list scrolls, "no more data" at the end,
// a tab per state, an error with a retry and an empty state.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import {
  getCancelAllCoinOrdersMockHandler,
  getCancelCoinOrderMockHandler,
  getListCoinOrdersMockHandler,
} from '@generated/api/spot-trade/spot-trade.msw';
import type { CoinOrder } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SpotOrdersScreen } from '@/features/spot-trade/spot-orders-screen';
import { server } from '../msw-server';
import { findOpenedDialog, interactive } from '../opened-dialog';
import { renderScreen } from '../render';

// The first answers of a run wait for their area's validators to load, and a busy machine slows
// the kit's animations: wait up to 8 s for what a person would see.
configure({ asyncUtilTimeout: 8_000 });

// jsdom lays nothing out, so every element's offsetParent is null, and the kit's infinite list
// treats a list without one as hidden and never loads more. Give elements their parent, as a
// browser that shows them does.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  await i18next.loadNamespaces(['spot-trade']);
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
});

function order(id: number, status: 1 | 2 | 3 = 1): CoinOrder {
  return {
    id,
    u_id: 100238,
    currency_id: 2,
    legal_id: 1,
    symbol: 'BTC/USDT',
    type: id % 2 === 0 ? 1 : 2,
    target_price: '96000.00',
    trade_price: '96420.50',
    trade_amount: '0.01000000',
    charge_fee: '0.002',
    status,
    created_at: '2026-11-22 04:40:12',
    updated_at: '2026-11-22 04:40:12',
  };
}

/** `total` orders of one state, served page by page as the server does. */
function serve(total: number) {
  const requests: URLSearchParams[] = [];
  server.use(
    getListCoinOrdersMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const status = (Number(query.get('status')) || 1) as 1 | 2 | 3;
      const start = (page - 1) * limit;
      const count = Math.max(0, Math.min(limit, total - start));
      return { type: 'ok', message: Array.from({ length: count }, (_, i) => order(1000 - start - i, status)) };
    }),
  );
  return requests;
}

function setup() {
  server.use(getListQuotationsMockHandler());
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<SpotOrdersScreen />, {
    path: '/pages/transaction/currency_order',
    route: '/pages/transaction/currency_order',
  });
  return { user, ...view };
}

describe('SpotOrdersScreen', () => {
  it('loads ten orders a page while scrolling and ends with "No more data"', async () => {
    const requests = serve(23);
    setup();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(within(list).getAllByTestId('spot-order')).toHaveLength(23);
    expect(requests.map((q) => [q.get('page'), q.get('limit'), q.get('status')])).toEqual([
      ['1', '10', '1'],
      ['2', '10', '1'],
      ['3', '10', '1'],
    ]);
    expect(within(list).getAllByText('In progress')).toHaveLength(23);
  });

  it('stops after a full last page with an empty next one', async () => {
    const requests = serve(10);
    setup();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getAllByTestId('spot-order')).toHaveLength(10);
    expect(requests.map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('shows each state in its tab', async () => {
    const requests = serve(3);
    const { user } = setup();
    await screen.findByText('No more data');
    await user.click(screen.getByRole('tab', { name: 'Filled' }));
    await waitFor(() => expect(screen.getAllByText('Complete')).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(requests.at(-1)?.has('status')).toBe(false));
    expect(requests.some((q) => q.get('status') === '2')).toBe(true);
  });

  it('says so when there are no orders', async () => {
    serve(0);
    setup();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('shows an error with a retry, then the orders', async () => {
    serve(2);
    server.use(http.get('*/coin/list', () => new HttpResponse(null, { status: 502 }), { once: true }));
    const { user } = setup();
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getAllByTestId('spot-order')).toHaveLength(2);
  });

  it('keeps the loaded orders when a next page fails, and loads it on retry', async () => {
    serve(15);
    let failed = false;
    server.use(
      http.get('*/coin/list', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('page') !== '2') return undefined;
        failed = true;
        return HttpResponse.error();
      }),
    );
    const { user } = setup();
    expect(await screen.findByText('Could not load more.')).toBeInTheDocument();
    expect(screen.getAllByTestId('spot-order')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.getAllByTestId('spot-order')).toHaveLength(15);
  });

  it('shows the side, price, amount and total of an order', async () => {
    serve(1);
    setup();
    const row = await screen.findByTestId('spot-order');
    expect(row).toHaveTextContent('Buy');
    expect(row).toHaveTextContent('Limit');
    expect(row).toHaveTextContent('96,000.00');
    expect(row).toHaveTextContent('0.01');
    expect(row).toHaveTextContent('960');
  });

  it('shows the average fill price and the fee of a filled order, in the coin received', async () => {
    server.use(
      getListCoinOrdersMockHandler(() => ({
        type: 'ok',
        message: [
          { ...order(2, 2), fill_price: '95990.00', fee: '0.00002000' },
          { ...order(3, 2), type: 2, fill_price: '96010.50', fee: '1.92021000' },
        ],
      })),
    );
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Filled' }));
    await waitFor(() => expect(screen.getAllByTestId('spot-order')).toHaveLength(2));
    const [buy, sell] = screen.getAllByTestId('spot-order');
    expect(within(buy!).getByTestId('spot-order-average')).toHaveTextContent('Avg. price (USDT)95,990.00');
    expect(within(buy!).getByTestId('spot-order-fee')).toHaveTextContent('Fee0.00002 BTC');
    expect(within(buy!).getByTestId('spot-order-total')).toHaveTextContent('959.90');
    expect(within(sell!).getByTestId('spot-order-fee')).toHaveTextContent('Fee1.92021 USDT');
    // a filled order cannot be cancelled
    expect(screen.queryByRole('button', { name: /Cancel this/ })).not.toBeInTheDocument();
  });

  it('sends the pair, side and period filters to the server and shows only the rows that match', async () => {
    const requests = serve(3);
    const { user } = setup();
    await screen.findByText('No more data');
    const filters = screen.getByRole('group', { name: 'Filter orders' });
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'BTC/USDT' })).toHaveLength(1));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Pair' }), 'BTC/USDT');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Side' }), 'Sell');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Placed' }), 'Last 7 days');
    await waitFor(() => expect(requests.at(-1)?.get('start_time')).toBeTruthy());
    const last = requests.at(-1)!;
    expect([last.get('currency_id'), last.get('legal_id'), last.get('type'), last.get('status')]).toEqual([
      '2',
      '1',
      '2',
      '1',
    ]);
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(Number(last.get('start_time'))).toBe(midnight.getTime() / 1000 - 6 * 86400);
    // the mock ignores the side: rows of the other side are not shown as matches
    await waitFor(() => expect(screen.getAllByTestId('spot-order')).toHaveLength(1));
    expect(screen.getByTestId('spot-order')).toHaveTextContent('Sell');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Placed' }), 'Custom dates');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-05');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date is after the end date.');
    await user.click(within(filters).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getAllByTestId('spot-order')).toHaveLength(3));
    expect(requests.at(-1)?.has('type')).toBe(false);
  });

  it('cancels an open order from the list, and every order of the filtered pair after a confirmation', async () => {
    serve(2);
    const cancelled: string[] = [];
    const pairs: string[] = [];
    server.use(
      getCancelCoinOrderMockHandler(async ({ request }) => {
        const id = new URLSearchParams(await request.text()).get('id')!;
        cancelled.push(id);
        return { type: 'ok', message: { ...order(Number(id)), status: 3 } };
      }),
      getCancelAllCoinOrdersMockHandler(async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        pairs.push(`${body.get('currency_id')}-${body.get('legal_id')}`);
        return { type: 'ok', message: [{ ...order(1000), status: 3 }] };
      }),
    );
    const { user } = setup();
    await screen.findByText('No more data');
    const first = screen.getAllByTestId('spot-order')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Cancel this BTC/USDT order' }));
    await screen.findByText('Order cancelled, funds released');
    expect(cancelled).toEqual(['1000']);
    // "cancel all" names one pair: offered once the pair is filtered
    expect(screen.queryByRole('button', { name: 'Cancel all BTC/USDT orders' })).not.toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter orders' });
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'BTC/USDT' })).toHaveLength(1));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Pair' }), 'BTC/USDT');
    await user.click(await screen.findByRole('button', { name: 'Cancel all BTC/USDT orders' }));
    const dialog = await findOpenedDialog({ name: 'Cancel all BTC/USDT orders?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel all' });
    await interactive(confirm);
    await user.click(confirm);
    await screen.findByText('Orders cancelled: 1');
    expect(pairs).toEqual(['2-1']);
  });
});
