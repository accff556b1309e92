// The seconds orders list: open and closed tabs, five a page, more pages as the list scrolls,
// "no more data" at the end, empty and failed states, with the generated handlers.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserInfoMockHandler, getGetUserInfoResponseMock } from '@generated/api/account/account.msw';
import {
  getListPayableCurrenciesMockHandler,
  getListSecondsOrdersMockHandler,
  getListSecondsOrdersResponseMock,
} from '@generated/api/seconds-trade/seconds-trade.msw';
import type { ListSecondsOrders200, SecondsOrder, SecondsOrderPage } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { reloadSecondsOrders } from '@/features/seconds-trade/open-orders-store';
import { SecondsOrdersScreen } from '@/features/seconds-trade/seconds-orders-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

vi.mock('@/api/socket', () => import('./fake-socket'));

function examplePage(): SecondsOrderPage {
  const body = getListSecondsOrdersResponseMock();
  if (body.type !== 'ok') throw new Error('the generated orders example is not a success');
  return body.message;
}

const [won, lost] = examplePage().data as [SecondsOrder, SecondsOrder];

function page(rows: SecondsOrder[], current: number, last: number, total: number): ListSecondsOrders200 {
  const base = 'https://h5.exchange.test/api/microtrade/lists';
  return {
    type: 'ok',
    message: {
      ...examplePage(),
      current_page: current,
      data: rows,
      from: rows.length ? (current - 1) * 5 + 1 : null,
      to: rows.length ? (current - 1) * 5 + rows.length : null,
      last_page: last,
      next_page_url: current < last ? `${base}?page=${current + 1}` : null,
      prev_page_url: current > 1 ? `${base}?page=${current - 1}` : null,
      per_page: 5,
      total,
    },
  };
}

const closedRow = (i: number): SecondsOrder => ({ ...(i % 2 ? lost : won), id: 88300 - i });
const openRow: SecondsOrder = {
  ...won,
  id: 88400,
  symbol_name: 'BTC/USDT',
  match_id: 1,
  type: 1,
  status: 1,
  profit_result: 0,
  fact_profits: '0.00',
  end_price: null,
  complete_at: null,
  remain_milli_seconds: 45_000,
};

function setup(answer: (params: URLSearchParams) => ListSecondsOrders200) {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  const body = getGetUserInfoResponseMock();
  if (body.type === 'ok') setUser(body.message);
  const asked: URLSearchParams[] = [];
  server.use(
    getListSecondsOrdersMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return answer(params);
    }),
    getListPayableCurrenciesMockHandler(),
    getGetUserInfoMockHandler(),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<SecondsOrdersScreen />, {
    path: '/pages/transaction/seconds_order',
    route: '/pages/transaction/seconds_order',
  });
  return { user, asked, ...view };
}

/** Seven closed orders (pages of 5 and 2) and one open order. */
function byStatus(params: URLSearchParams): ListSecondsOrders200 {
  if (params.get('status') === '1') return page([openRow], 1, 1, 1);
  const n = Number(params.get('page') ?? '1');
  return n === 1 ? page([0, 1, 2, 3, 4].map(closedRow), 1, 2, 7) : page([5, 6].map(closedRow), 2, 2, 7);
}

// jsdom lays nothing out: give elements an offset parent so that the list's end can be "seen".
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');

beforeAll(async () => {
  configure({ asyncUtilTimeout: 4_000 });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  await i18next.loadNamespaces('seconds-trade');
});

afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

beforeEach(() => {
  sessionStorage.clear();
  reloadSecondsOrders();
});

describe('SecondsOrdersScreen', () => {
  it('shows the open orders with the time left', async () => {
    const { asked } = setup(byStatus);
    const list = await screen.findByRole('list', { name: 'Open orders' }, { timeout: 5_000 });
    const [row] = await within(list).findAllByTestId('seconds-order');
    expect(row).toHaveTextContent('BTC/USDT');
    expect(row).toHaveTextContent('▲ Up');
    // Counted down from the server's 45 s (the machine may be slow: allow some seconds).
    const left = /^0:(\d\d)$/.exec(within(row!).getByRole('timer').textContent ?? '');
    expect(Number(left?.[1])).toBeLessThanOrEqual(45);
    expect(Number(left?.[1])).toBeGreaterThan(25);
    expect(row).toHaveTextContent('200.00 USDT');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ status: '1', page: '1', limit: '5', lang: 'en' });
  });

  it('pages the closed orders by five as the list scrolls, then says there is no more', async () => {
    const { user, asked } = setup(byStatus);
    await screen.findByRole('list', { name: 'Open orders' }, { timeout: 5_000 });
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const list = await screen.findByRole('list', { name: 'History' });
    await waitFor(() => expect(within(list).getAllByTestId('seconds-order')).toHaveLength(7));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    const closed = asked.filter((p) => p.get('status') === '3');
    expect(closed.map((p) => [p.get('page'), p.get('limit')])).toEqual([
      ['1', '5'],
      ['2', '5'],
    ]);

    const rows = within(list).getAllByTestId('seconds-order');
    expect(rows[0]).toHaveTextContent('ETH/USDT');
    expect(rows[0]).toHaveTextContent('Won');
    expect(rows[0]).toHaveTextContent('+160.00 USDT');
    expect(rows[0]).toHaveTextContent('3,412.75');
    expect(rows[1]).toHaveTextContent('Lost');
    expect(rows[1]).toHaveTextContent('-100.00 USDT');
    expect(rows[1]).toHaveTextContent('▲ Up');
  });

  it('says so when there are no orders', async () => {
    setup(() => page([], 1, 1, 0));
    expect(await screen.findByText('No open orders', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    const { user } = setup(byStatus);
    server.use(
      http.get('*/microtrade/lists', () =>
        fail ? HttpResponse.json({ type: 'ok', message: { data: 'x' } }) : undefined,
      ),
    );
    expect(
      await screen.findByText(
        'The server sent an answer this app cannot read. Please try again later.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Open orders' })).toBeInTheDocument();
  });
});
