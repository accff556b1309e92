// Spot trading with the generated handlers of the market, assets and spot-trade tags, and a fake
// socket that the test drives (order book and live price).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getListCurrenciesMockHandler,
  getListWalletsMockHandler,
  getListWalletsResponseMock,
} from '@generated/api/assets/assets.msw';
import { getListFavoritesMockHandler, getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import {
  getCancelAllCoinOrdersMockHandler,
  getCancelCoinOrderMockHandler,
  getCreateCoinOrderMockHandler,
  getListCoinOrdersMockHandler,
  getListCoinOrdersResponseMock,
} from '@generated/api/spot-trade/spot-trade.msw';
import type { CreateCoinOrder200 } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { CLICK_GUARD_MS } from '@/hooks/use-click-guard';
import { OPEN_REFRESH_MS } from '@/features/spot-trade/open-orders';
import { SpotTradePanel, SpotTradeScreen } from '@/features/spot-trade/spot-trade-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { findOpenedDialog, interactive } from '../opened-dialog';

// The first answers of a run wait for their area's validators to load, and a busy machine slows
// the kit's animations: wait up to 8 s for what a person would see.
configure({ asyncUtilTimeout: 8_000 });

type Listener = (payload: unknown) => void;
const socket = vi.hoisted(() => ({ listeners: new Map<string, Set<(payload: unknown) => void>>() }));

vi.mock('@/api/socket', () => ({
  onSocketEvent: (event: string, handler: Listener) => {
    let set = socket.listeners.get(event);
    if (!set) socket.listeners.set(event, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  },
  connectSocket: () => Promise.resolve(),
  disconnectSocket: () => {},
}));

function emit(event: string, payload: unknown) {
  socket.listeners.get(event)?.forEach((listener) => listener(payload));
}

// The kit renders dialogs and toasts in roots of its own. tests/unit/setup.ts renders them inside
// act() at once; here the confirmation dialog and its toasts often open and close while Testing
// Library waits (outside act), so render and unmount them on the next task, each in its own act().
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
/** act() even while Testing Library waits (it turns the act environment off meanwhile). */
function inAct(update: () => void) {
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(update);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
unstableSetRender((node, container) => {
  let root = kitRoots.get(container);
  if (!root) {
    root = createRoot(container);
    kitRoots.set(container, root);
  }
  const current = root;
  setTimeout(() => inAct(() => current.render(node)), 0);
  return () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        inAct(() => current.unmount());
        kitRoots.delete(container);
        resolve();
      }, 0),
    );
});

// jsdom has no pointer capture, which the kit's sheets call on pointer down.
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
beforeAll(async () => {
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces(['spot-trade']);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
});

const PATH = '/pages/transaction/currency';

type Handler = Parameters<typeof server.use>[number];

function setup({
  route = `${PATH}?id=1`,
  order,
  handlers = [],
  stocks = false,
}: { route?: string; order?: CreateCoinOrder200; handlers?: Handler[]; stocks?: boolean } = {}) {
  const calls = {
    orders: [] as URL[],
    wallets: 0,
    placed: [] as URLSearchParams[],
    cancelled: [] as URLSearchParams[],
    cancelledPairs: [] as URLSearchParams[],
  };
  server.use(
    ...handlers,
    getListQuotationsMockHandler(),
    getListCurrenciesMockHandler(),
    getListFavoritesMockHandler(),
    getCancelCoinOrderMockHandler(async ({ request }) => {
      calls.cancelled.push(new URLSearchParams(await request.text()));
      const open = getListCoinOrdersResponseMock();
      if (open.type !== 'ok') throw new Error('the orders example is not a success');
      return { type: 'ok', message: { ...open.message[0]!, status: 3 } };
    }),
    getCancelAllCoinOrdersMockHandler(async ({ request }) => {
      calls.cancelledPairs.push(new URLSearchParams(await request.text()));
      const open = getListCoinOrdersResponseMock();
      if (open.type !== 'ok') throw new Error('the orders example is not a success');
      return { type: 'ok', message: [{ ...open.message[0]!, status: 3 }] };
    }),
    getListWalletsMockHandler(() => {
      calls.wallets += 1;
      return getListWalletsResponseMock();
    }),
    getListCoinOrdersMockHandler(({ request }) => {
      calls.orders.push(new URL(request.url));
      return getListCoinOrdersResponseMock();
    }),
    getCreateCoinOrderMockHandler(async ({ request }) => {
      calls.placed.push(new URLSearchParams(await request.text()));
      return order ?? { type: 'ok', message: 'Order placed' };
    }),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(stocks ? <SpotTradePanel category="stock" /> : <SpotTradeScreen />, { path: PATH, route });
  return { user, calls, ...view };
}

const field = (label: string) => screen.getByLabelText(label);
const form = () => screen.getByRole('form', { name: 'Place an order' });
const submit = (name = 'Buy BTC') => within(form()).getByRole('button', { name });

async function ready() {
  await screen.findByRole('button', { name: 'Choose a pair, now BTC/USDT' });
  await waitFor(() => expect(screen.getByTestId('spot-available')).toHaveTextContent('12,480.50 USDT'));
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  await interactive(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

/** A 24 h ticker message of BTC/USDT at a last price. */
const btcTick = (price: string) => ({
  type: 'daymarket',
  period: '1day',
  match_id: 1,
  currency_id: 2,
  currency_name: 'BTC',
  legal_id: 1,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  open: '94240.00',
  close: price,
  high: '97105.00',
  low: '93890.20',
  volume: '18422.6841',
  time: Date.now(),
  change: '-1.482',
  now_price: price,
});

/** Lets the click guard's 500 ms pass before the next deliberate click on the same button. */
const afterGuard = () => new Promise((resolve) => setTimeout(resolve, CLICK_GUARD_MS + 50));

describe('SpotTradeScreen', () => {
  it('shows the pair, its last price, the available balance and the open orders', async () => {
    const { calls } = setup();
    await ready();
    expect(screen.getByTestId('spot-last-price')).toHaveTextContent('96,420.50');
    expect(screen.getByTestId('spot-change')).toHaveTextContent('+2.32%');
    expect(field('Price (USDT)')).toHaveValue('96420.5');
    const open = await screen.findByRole('list', { name: 'Open orders' });
    const rows = await within(open).findAllByTestId('spot-order');
    // The answer carries a complete and a cancelled order too: they are not open orders.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('BTC/USDT');
    expect(rows[0]).toHaveTextContent('In progress');
    expect(rows[0]).toHaveTextContent('960');
    expect(within(open).queryByText('Complete')).not.toBeInTheDocument();
    expect(within(open).queryByText('Cancelled')).not.toBeInTheDocument();
    const query = calls.orders[0]!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      limit: '10',
      status: '1',
      currency_id: '2',
      legal_id: '1',
    });
  });

  it('falls back to BTC/USDT without ?id=', async () => {
    setup({ route: PATH });
    await ready();
  });

  it('links price, amount and total both ways', async () => {
    const { user } = setup();
    await ready();
    await typeInto(user, 'Price (USDT)', '96000');
    await typeInto(user, 'Amount (BTC)', '0.01');
    expect(field('Total (USDT)')).toHaveValue('960');
    await typeInto(user, 'Total (USDT)', '480');
    expect(field('Amount (BTC)')).toHaveValue('0.005');
    await typeInto(user, 'Price (USDT)', '48000');
    expect(field('Total (USDT)')).toHaveValue('240');
    expect(field('Amount (BTC)')).toHaveValue('0.005');
  });

  it('fills a share of the balance: quote for a buy, base for a sell', async () => {
    const { user } = setup();
    await ready();
    await typeInto(user, 'Price (USDT)', '96000');
    await user.click(screen.getByRole('button', { name: 'Use 50% of the available balance' }));
    expect(field('Total (USDT)')).toHaveValue('6240.25');
    expect(field('Amount (BTC)')).toHaveValue('0.0650026');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(screen.getByTestId('spot-available')).toHaveTextContent('0.125 BTC');
    expect(field('Amount (BTC)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Use 100% of the available balance' }));
    expect(field('Amount (BTC)')).toHaveValue('0.125');
    expect(field('Total (USDT)')).toHaveValue('12000');
  });

  it('shows translated messages for a missing or incorrect price and amount and sends nothing', async () => {
    const { user, calls } = setup();
    await ready();
    await typeInto(user, 'Price (USDT)', '');
    await user.click(submit());
    expect(await screen.findByText('Enter a price')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    await typeInto(user, 'Price (USDT)', '0');
    await typeInto(user, 'Amount (BTC)', '0.00');
    await afterGuard();
    await user.click(submit());
    expect(await screen.findByText('Enter a correct price')).toBeInTheDocument();
    expect(screen.getByText('Enter a correct amount')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.placed).toHaveLength(0);
  });

  it('says "Insufficient balance" before any request, for a buy and for a sell', async () => {
    const { user, calls } = setup();
    await ready();
    await typeInto(user, 'Price (USDT)', '96000');
    await typeInto(user, 'Amount (BTC)', '1');
    await user.click(submit());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(field('Amount (BTC)')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await typeInto(user, 'Amount (BTC)', '0.2');
    await afterGuard();
    await user.click(submit('Sell BTC'));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.placed).toHaveLength(0);
  });

  it('confirms with the figures, places a limit buy once, then refreshes orders and balances', async () => {
    const { user, calls } = setup();
    await ready();
    await waitFor(() => expect(calls.orders).toHaveLength(1));
    const walletCalls = calls.wallets;
    await typeInto(user, 'Price (USDT)', '96000');
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.dblClick(submit());
    const dialog = await confirmDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('Buy BTC')).toBeInTheDocument();
    expect(within(dialog).getByText('96,000 USDT')).toBeInTheDocument();
    expect(within(dialog).getByText('0.01 BTC')).toBeInTheDocument();
    expect(within(dialog).getByText('960.00 USDT')).toBeInTheDocument();
    expect(within(dialog).getByText('Limit')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(calls.placed).toHaveLength(1);
    expect(Object.fromEntries(calls.placed[0]!)).toEqual({
      amount: '0.01',
      target_price: '96000',
      currency_id: '2',
      legal_id: '1',
      type: '1',
      lang: 'en',
    });
    await waitFor(() => expect(field('Amount (BTC)')).toHaveValue(''));
    await waitFor(() => expect(calls.orders.length).toBeGreaterThan(1));
    await waitFor(() => expect(calls.wallets).toBeGreaterThan(walletCalls));
  });

  it('asks for the open orders again while some rest, and reloads the balances when one is filled', async () => {
    const example = getListCoinOrdersResponseMock();
    if (example.type !== 'ok') throw new Error('the generated orders example is not a success');
    const [resting, filled] = example.message;
    let answers = 0;
    const orders = http.get('*/coin/list', () => {
      answers += 1;
      // The first answer has an order resting; the next ones, the market has filled it.
      return HttpResponse.json({
        type: 'ok',
        message: answers === 1 ? [resting] : [{ ...resting!, status: 2 }, filled],
      });
    });
    const { calls } = setup({ handlers: [orders] });
    await ready();
    const open = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(open).getAllByTestId('spot-order')).toHaveLength(1);
    const walletCalls = calls.wallets;
    expect(
      await screen.findByText('No open orders for this pair', undefined, { timeout: OPEN_REFRESH_MS + 5_000 }),
    ).toBeInTheDocument();
    expect(answers).toBe(2);
    await waitFor(() => expect(calls.wallets).toBeGreaterThan(walletCalls));
  });

  it('sends nothing when the confirmation is cancelled and keeps the form', async () => {
    const { user, calls } = setup();
    await ready();
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.click(submit());
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Order type')).not.toBeInTheDocument());
    expect(calls.placed).toHaveLength(0);
    expect(field('Amount (BTC)')).toHaveValue('0.01');
  });

  it('keeps the form when the server refuses the order (its message is shown)', async () => {
    const { user, calls } = setup({ order: { type: 'error', message: 'Trading of this pair is suspended' } });
    await ready();
    await typeInto(user, 'Price (USDT)', '96000');
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.click(submit());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Trading of this pair is suspended')).toBeInTheDocument();
    expect(calls.placed).toHaveLength(1);
    expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
    expect(field('Price (USDT)')).toHaveValue('96000');
    expect(field('Amount (BTC)')).toHaveValue('0.01');
    expect(field('Total (USDT)')).toHaveValue('960');
    expect(submit()).toBeEnabled();
  });

  it('keeps the form and explains a network failure', async () => {
    const { user } = setup();
    await ready();
    server.use(http.post('*/coin/trade', () => HttpResponse.error()));
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.click(submit());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(field('Amount (BTC)')).toHaveValue('0.01');
  });

  it('places a market sell at the last price without a limit price', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.click(screen.getByRole('radio', { name: 'Market' }));
    expect(field('Price (USDT)')).toBeDisabled();
    await typeInto(user, 'Amount (BTC)', '0.1');
    expect(field('Estimated total (USDT)')).toHaveValue('9642.05');
    await user.click(submit('Sell BTC'));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Market price')).toBeInTheDocument();
    expect(within(dialog).getByText('9,642.05 USDT')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Order placed');
    expect(calls.placed[0]?.get('target_price')).toBe('0');
    expect(calls.placed[0]?.get('type')).toBe('2');
  });

  it('shows the live order book of this pair only, and a tapped level becomes the price', async () => {
    const { user } = setup();
    await ready();
    expect(screen.getByText('Waiting for the order book…')).toBeInTheDocument();
    emit('market_depth', {
      type: 'market_depth',
      symbol: 'ETH/USDT',
      bids: [['3400.00', '1']],
      asks: [['3401.00', '1']],
    });
    emit('market_depth', {
      type: 'market_depth',
      symbol: 'BTC/USDT',
      bids: [
        ['96418.20', '0.4210'],
        ['96415.00', '1.0833'],
      ],
      asks: '[["96421.10","0.3120"],["96424.80","0.9001"]]',
    });
    const bids = await screen.findByRole('list', { name: 'Buy orders' });
    await waitFor(() => expect(within(bids).getAllByRole('button')).toHaveLength(2));
    const asks = screen.getByRole('list', { name: 'Sell orders' });
    // Named by what each level shows (price, amount), in words for a screen reader.
    expect(
      within(asks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sell order at 96,424.80 0.9001: use this price', 'Sell order at 96,421.10 0.3120: use this price']);
    // The bar behind a level is the running total's share of the side, as a scale (no layout moves).
    const depths = within(bids)
      .getAllByRole('button')
      .map((b) => b.querySelector<HTMLElement>('.spot-book__bar')?.style.getPropertyValue('--depth'));
    expect(depths).toEqual(['0.280', '1.000']);
    expect(within(screen.getByRole('region', { name: 'Order book' })).queryByText('3,400.00')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for the order book…')).not.toBeInTheDocument();
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.click(within(bids).getByRole('button', { name: 'Buy order at 96,418.20 0.4210: use this price' }));
    expect(field('Price (USDT)')).toHaveValue('96418.2');
    expect(field('Total (USDT)')).toHaveValue('964.182');
  });

  it('groups the book by the chosen price step, the bars by the cumulative amount of both sides', async () => {
    const { user } = setup();
    await ready();
    const grouping = screen.getByRole('combobox', { name: 'Price grouping' });
    expect([...grouping.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['0.01', '0.1', '1', '10']);
    emit('market_depth', {
      type: 'market_depth',
      symbol: 'BTC/USDT',
      bids: [
        ['96418.20', '0.4210'],
        ['96411.90', '0.5'],
        ['96409.99', '1.25'],
      ],
      asks: [
        ['96421.10', '0.3120'],
        ['96424.80', '0.9001'],
      ],
    });
    const bids = await screen.findByRole('list', { name: 'Buy orders' });
    await waitFor(() => expect(within(bids).getAllByRole('button')).toHaveLength(3));
    await user.selectOptions(grouping, '10');
    await waitFor(() => expect(within(bids).getAllByRole('button')).toHaveLength(2));
    expect(
      within(bids)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Buy order at 96,410 0.9210: use this price', 'Buy order at 96,400 1.2500: use this price']);
    const asks = screen.getByRole('list', { name: 'Sell orders' });
    expect(
      within(asks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sell order at 96,430 1.2121: use this price']);
    // one scale for both sides: the bids hold 2.171 in all, the asks 1.2121
    const depth = (list: HTMLElement) =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector<HTMLElement>('.spot-book__bar')?.style.getPropertyValue('--depth'));
    expect(depth(bids)).toEqual(['0.424', '1.000']);
    expect(depth(asks)).toEqual(['0.558']);
    await user.click(within(bids).getByRole('button', { name: 'Buy order at 96,410 0.9210: use this price' }));
    expect(field('Price (USDT)')).toHaveValue('96410');
  });

  it('cancels an open order from the Trade tab once, then reloads the balances and the orders', async () => {
    const { user, calls } = setup();
    await ready();
    const open = await screen.findByRole('list', { name: 'Open orders' });
    const cancel = within(open).getByRole('button', { name: 'Cancel this BTC/USDT order' });
    const wallets = calls.wallets;
    await user.dblClick(cancel);
    await screen.findByText('Order cancelled, funds released');
    expect(calls.cancelled.map((body) => body.get('id'))).toEqual(['88213']);
    await waitFor(() => expect(calls.wallets).toBeGreaterThan(wallets));
  });

  it('cancels every open order of the pair after a confirmation, and only once', async () => {
    const { user, calls } = setup();
    await ready();
    await screen.findByRole('list', { name: 'Open orders' });
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await findOpenedDialog({ name: 'Cancel all BTC/USDT orders?' });
    expect(dialog).toHaveTextContent('Every open BTC/USDT order is cancelled and its frozen funds return');
    // "Keep orders" sends nothing
    const keep = within(dialog).getByRole('button', { name: 'Keep orders' });
    await interactive(keep);
    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.cancelledPairs).toEqual([]);
    const cancelAll = screen.getByRole('button', { name: 'Cancel all' });
    await interactive(cancelAll);
    await user.click(cancelAll);
    const again = await findOpenedDialog({ name: 'Cancel all BTC/USDT orders?' });
    const confirm = within(again).getByRole('button', { name: 'Cancel all' });
    await interactive(confirm);
    await user.dblClick(confirm);
    await screen.findByText('Orders cancelled: 1');
    expect(calls.cancelledPairs.map((body) => [body.get('currency_id'), body.get('legal_id')])).toEqual([['2', '1']]);
  });

  it('finds a pair by its coin name and shows the favourite pairs in the selector', async () => {
    const { user, location } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Choose a pair, now BTC/USDT' }));
    await screen.findByRole('list', { name: 'Pairs quoted in USDT' });
    // the contract's favourites: BTC and LTC
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    const starred = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() =>
      expect(
        within(starred)
          .getAllByRole('button', { pressed: true })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([
        'Favourite BTC/USDT',
        'Favourite LTC/USDT',
        // a favourite is a coin (`currency_id`): every pair of it is listed
        'Favourite LTC/BTC',
      ]),
    );
    await user.type(screen.getByPlaceholderText('Search a coin or its name'), 'ethereum');
    const found = await screen.findByRole('list', { name: 'Pairs quoted in USDT' });
    await interactive(found);
    const option = within(found).getByRole('button', { name: /^ETH\s*\/USDT\s*Ethereum/ });
    await user.click(option);
    await screen.findByRole('button', { name: 'Choose a pair, now ETH/USDT' });
    expect(location()).toBe(`${PATH}?id=2`);
  });

  it('moves the prices of the book under a focused level without taking the focus away', async () => {
    setup();
    await ready();
    const depth = (bid: string, ask: string) =>
      emit('market_depth', { type: 'market_depth', symbol: 'BTC/USDT', bids: [[bid, '0.5']], asks: [[ask, '0.25']] });
    depth('96418.20', '96421.10');
    const bids = await screen.findByRole('list', { name: 'Buy orders' });
    const best = await within(bids).findByRole('button', { name: 'Buy order at 96,418.20 0.5000: use this price' });
    best.focus();
    depth('96500.00', '96502.50');
    // The same level, now at the new price, still has the focus (a keyboard or switch user who was
    // about to pick it does not lose their place on every tick).
    await waitFor(() => expect(best).toHaveTextContent('Buy order at 96,500.00 0.5000: use this price'));
    expect(best).toHaveFocus();
    expect(within(bids).getAllByRole('button')).toEqual([best]);
  });

  it('moves the last price with the live ticker', async () => {
    setup();
    await ready();
    emit('daymarket', btcTick('95000.10'));
    await waitFor(() => expect(screen.getByTestId('spot-last-price')).toHaveTextContent('95,000.10'));
    expect(screen.getByTestId('spot-change')).toHaveTextContent('-1.48%');
  });

  it('keeps the price the confirmation shows while it is open, and sends nothing when cancelled', async () => {
    const { user, calls } = setup();
    await ready();
    await typeInto(user, 'Amount (BTC)', '0.01');
    const shown = (field('Price (USDT)') as HTMLInputElement).value;
    expect(shown).not.toBe('95111.2');
    await user.click(submit());
    const dialog = await confirmDialog();
    emit('daymarket', btcTick('95111.20'));
    await waitFor(() => expect(screen.getByTestId('spot-last-price')).toHaveTextContent('95,111.20'));
    // The price behind the dialog is the one it confirms, not the live one.
    expect(field('Price (USDT)')).toHaveValue(shown);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Order type')).not.toBeInTheDocument());
    expect(calls.placed).toHaveLength(0);
    expect(field('Amount (BTC)')).toHaveValue('0.01');
  });

  it('holds the price still while its field has the focus, and follows again when left untouched', async () => {
    const { user } = setup();
    await ready();
    emit('daymarket', btcTick('95200.00'));
    await waitFor(() => expect(field('Price (USDT)')).toHaveValue('95200'));
    await user.click(field('Price (USDT)'));
    // A price changing under the cursor would mix what the user types with the new price.
    emit('daymarket', btcTick('95300.00'));
    await waitFor(() => expect(screen.getByTestId('spot-last-price')).toHaveTextContent('95,300.00'));
    expect(field('Price (USDT)')).toHaveValue('95200');
    await user.tab();
    await waitFor(() => expect(field('Price (USDT)')).toHaveValue('95300'));
  });

  it('follows the live price again after a cancelled confirmation, and stops once the user types a price', async () => {
    const { user } = setup();
    await ready();
    emit('daymarket', btcTick('95200.00'));
    await waitFor(() => expect(field('Price (USDT)')).toHaveValue('95200'));
    await typeInto(user, 'Amount (BTC)', '0.01');
    await user.click(submit());
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Order type')).not.toBeInTheDocument());
    // Submitting a followed price is not editing it.
    emit('daymarket', btcTick('95300.00'));
    await waitFor(() => expect(field('Price (USDT)')).toHaveValue('95300'));
    expect(field('Total (USDT)')).toHaveValue('953');
    await typeInto(user, 'Price (USDT)', '95000');
    emit('daymarket', btcTick('95400.00'));
    await waitFor(() => expect(screen.getByTestId('spot-last-price')).toHaveTextContent('95,400.00'));
    expect(field('Price (USDT)')).toHaveValue('95000');
  });

  it('switches pairs from the selector and shows that pair’s balances', async () => {
    const { user, location } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Choose a pair, now BTC/USDT' }));
    const sheet = await screen.findByRole('list', { name: 'Pairs quoted in USDT' });
    await interactive(sheet);
    await user.click(within(sheet).getByRole('button', { name: /^ETH\s*\/USDT/ }));
    await screen.findByRole('button', { name: 'Choose a pair, now ETH/USDT' });
    expect(location()).toBe(`${PATH}?id=2`);
    expect(field('Price (USDT)')).toHaveValue('3412.75');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(screen.getByTestId('spot-available')).toHaveTextContent('2.50 ETH');
  });

  it('trades the stock pairs in stock mode: the first stock pair by default, only stocks offered', async () => {
    const { user, calls } = setup({ route: PATH, stocks: true });
    await user.click(await screen.findByRole('button', { name: 'Choose a pair, now AAPL/USDT' }));
    const sheet = await screen.findByRole('list', { name: 'Pairs quoted in USDT' });
    const names = within(sheet)
      .getAllByRole('button', { name: /\/USDT/ })
      .filter((b) => !b.hasAttribute('aria-pressed'))
      .map((b) => /([A-Z]+)\s*\/USDT/.exec(b.textContent ?? '')?.[0]?.replace(/\s/g, ''));
    expect(names).toEqual(['AAPL/USDT', 'TSLA/USDT']);
    expect(field('Price (USDT)')).toHaveValue('231.42');
    await waitFor(() => expect(calls.orders.length).toBeGreaterThan(0));
  });

  it("opens on the side a link asks for (the chart's Sell button)", async () => {
    setup({ route: `${PATH}?id=1&side=sell` });
    expect(await screen.findByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(await within(form()).findByRole('button', { name: 'Sell BTC' })).toBeInTheDocument();
  });

  it('does not offer stock pairs to coin trading, even when the link names one', async () => {
    setup({ route: `${PATH}?id=8` });
    expect(await screen.findByRole('button', { name: 'Choose a pair, now BTC/USDT' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the pairs cannot be loaded', async () => {
    const broken = http.get(
      '*/currency/quotation_new',
      () => HttpResponse.json({ type: 'ok', message: [{ id: 'x' }] }),
      { once: true },
    );
    setup({ handlers: [broken] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(retry);
    await ready();
  });

  it('embeds the same content without the page frame in the Trade tab', async () => {
    server.use(
      getListQuotationsMockHandler(),
      getListWalletsMockHandler(),
      getListCoinOrdersMockHandler(),
      getCreateCoinOrderMockHandler(),
    );
    renderScreen(<SpotTradePanel />, {
      path: '/pages/transaction/index',
      route: '/pages/transaction/index?mode=coins&id=2',
    });
    await screen.findByRole('button', { name: 'Choose a pair, now ETH/USDT' });
    expect(screen.queryByRole('navigation', { name: 'Page navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy ETH' })).toBeInTheDocument();
  });
});
