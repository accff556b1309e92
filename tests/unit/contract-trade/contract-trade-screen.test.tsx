// The contract panel with the generated handlers of the market and contract-trade tags: the pair
// and its form from /lever/deal, validation before any request, the risk notice, the
// confirmation with the figures and a single submit, positions with live profit and risk rate
// from `lever_trade`, `lever_closed`, take-profit / stop-loss, closing one or many positions and
// taking over a copied one.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCloseLeverPositionMockHandler,
  getCloseLeverPositionsMockHandler,
  getCreateLeverOrderMockHandler,
  getGetLeverDealMockHandler,
  getGetLeverDealResponseMock,
  getListLeverPositionsMockHandler,
  getListLeverPositionsResponseMock,
  getListLeverTradesMockHandler,
  getListLeverTradesResponseMock,
  getSetLeverStopMockHandler,
} from '@generated/api/contract-trade/contract-trade.msw';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getListCurrenciesMockHandler, getListWalletsResponseMock } from '@generated/api/assets/assets.msw';
import { getSwitchToSelfHoldingMockHandler } from '@generated/api/copy-trade/copy-trade.msw';
import { getListFavoritesMockHandler, getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import type { LeverPosition, ListLeverPositions200, SocketLeverClosed, SocketLeverTrade } from '@generated/model';
import { i18next } from '@/app/i18n';
import { ContractTradePanel } from '@/features/contract-trade/contract-trade-screen';
import { resetLeverLive } from '@/features/contract-trade/lever-live-store';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { findOpenedDialog, interactive } from '../opened-dialog';

// The socket client, replaced by an in-memory bus: the screen subscribes as in the app and the
// tests push the private events.
const bus = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('@/api/socket', () => ({
  SOCKET_EVENTS: [
    'daymarket',
    'kline',
    'market_depth',
    'match_trade',
    'lever_trade',
    'closed_microorder',
    'lever_closed',
  ],
  onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    const set = bus.get(event) ?? new Set();
    bus.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  },
  connectSocket: async () => ({}),
  disconnectSocket: () => {},
  droppedSocketEvents: () => 0,
}));

function emit(event: 'lever_trade', payload: SocketLeverTrade): void;
function emit(event: 'lever_closed', payload: SocketLeverClosed): void;
function emit(event: string, payload: unknown): void {
  act(() => bus.get(event)?.forEach((handler) => handler(payload)));
}

/** A lever_trade valuing the example position 5121 at 95,500 (P/L -27.4) with these account totals. */
function pushExampleTrade(cautionMoneyAll: string): void {
  emit('lever_trade', {
    type: 'lever_trade',
    to: 100238,
    legal_id: 1,
    currency_id: 2,
    hazard_rate: '402.5',
    caution_money_all: cautionMoneyAll,
    profits_all: '-42.1',
    trades_cur: [{ id: 5121, type: 1, price: '95500.00', update_price: '95500.00', profits: '-27.4' }],
  });
}

// jsdom computes styles slowly: give screens with dialogs and sheets time to settle.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no pointer capture, which the kit's sheets call on pointer down.
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
beforeAll(async () => {
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces(['contract-trade']);
});

afterEach(() => {
  act(() => resetLeverLive());
});

type Handler = Parameters<typeof server.use>[number];

function overview(positions: LeverPosition[]): ListLeverPositions200 {
  const body = getListLeverPositionsResponseMock();
  if (body.type !== 'ok') throw new Error('the generated positions example is not a success');
  return {
    ...body,
    message: { ...body.message, order: { ...body.message.order, data: positions, total: positions.length } },
  };
}

function examplePosition(): LeverPosition {
  const body = getListLeverPositionsResponseMock();
  if (body.type !== 'ok' || !body.message.order.data[0]) throw new Error('no example position');
  return body.message.order.data[0];
}

/** The panel with every call answered by the generated handlers; `handlers` go first and win. */
function setup({ handlers = [] as Handler[], riskAccepted = true, answerDelay = 0, stocks = false } = {}) {
  if (riskAccepted) localStorage.setItem('contractRiskAccepted', '1');
  const calls = {
    submit: [] as URLSearchParams[],
    close: [] as URLSearchParams[],
    closeMany: [] as URLSearchParams[],
    stop: [] as URLSearchParams[],
    selfHold: [] as URLSearchParams[],
    positions: 0,
    deal: 0,
  };
  const record =
    (list: URLSearchParams[], answer: string) =>
    async ({ request }: { request: Request }) => {
      list.push(new URLSearchParams(await request.text()));
      await new Promise((resolve) => setTimeout(resolve, answerDelay));
      return { type: 'ok' as const, message: answer };
    };
  server.use(
    ...handlers,
    getListQuotationsMockHandler(),
    getListFavoritesMockHandler(),
    getListCurrenciesMockHandler(),
    getGetLeverDealMockHandler(() => {
      calls.deal += 1;
      return getGetLeverDealResponseMock();
    }),
    getListLeverPositionsMockHandler(() => {
      calls.positions += 1;
      return getListLeverPositionsResponseMock();
    }),
    getListLeverTradesMockHandler(),
    getCreateLeverOrderMockHandler(record(calls.submit, 'Submitted successfully')),
    getCloseLeverPositionMockHandler(record(calls.close, 'Operation successful')),
    getCloseLeverPositionsMockHandler(
      record(calls.closeMany, 'Submitted successfully, please wait for the system to process'),
    ),
    getSetLeverStopMockHandler(record(calls.stop, 'Set successfully')),
    getSwitchToSelfHoldingMockHandler(record(calls.selfHold, 'Switched to self-holding')),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(stocks ? <ContractTradePanel category="stock" /> : <ContractTradePanel />, {
    path: '/pages/transaction/index',
    route: `/pages/transaction/index?mode=${stocks ? 'stock&flow=contract' : 'contract'}`,
  });
  return { user, calls, ...view };
}

/** A dialog or sheet, once its animation let its buttons take clicks. */
async function openDialog(name: string) {
  const dialog = await findOpenedDialog({ name });
  for (const button of within(dialog).getAllByRole('button')) await interactive(button);
  return dialog;
}

const form = () => screen.getByRole('region', { name: 'Place contract order' });
const lots = () => screen.getByLabelText('Lots');
const positionCards = () => screen.findAllByTestId('contract-position');

async function ready() {
  await screen.findByRole('button', { name: 'Open long' }, { timeout: 10_000 });
  await screen.findAllByTestId('contract-position', undefined, { timeout: 10_000 });
}

describe('ContractTradePanel: pair and order form', () => {
  it('shows the first contract pair with its price and the choices of /lever/deal', async () => {
    setup();
    await ready();
    expect(screen.getByRole('button', { name: 'Choose contract pair, now BTC/USDT Perpetual' })).toBeInTheDocument();
    expect(screen.getByTestId('contract-last-price')).toHaveTextContent('96,420.50');
    expect(screen.getByText('+2.32%')).toBeInTheDocument();
    const leverage = within(form()).getByRole('radiogroup', { name: 'Leverage' });
    expect(
      within(leverage)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['5x', '10x', '20x', '50x', '100x']);
    expect(within(leverage).getByRole('radio', { name: '5x' })).toHaveAttribute('aria-checked', 'true');
    expect(within(form()).getByText('3,000.00 USDT')).toBeInTheDocument();
    expect(within(form()).getByText('1 lot = 0.01 BTC')).toBeInTheDocument();
    // One upper bound: the placeholder says what "Max lots" says (what 3,000.00 USDT pays for at
    // 5x, within the pair's 500), never the pair's limit alone.
    expect(within(form()).getByText('Max lots').closest('div')).toHaveTextContent(/^Max lots15$/);
    expect(lots()).toHaveAttribute('placeholder', '1 to 15 lots');
  });

  it('lists only pairs that offer contracts and switches pair through the URL', async () => {
    const { user, location } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Choose contract pair, now BTC/USDT Perpetual' }));
    const sheet = await openDialog('Contract pairs');
    // each with its coin's name; no session here, so no favourites and no stars (signed in, the
    // favourite coins come first with their star, as in the spot and seconds pickers)
    const options = () =>
      [...sheet.querySelectorAll('.ct-pair-option')].map((o) => o.textContent?.replace(/[\d.,+%-]+/g, '').trim());
    await waitFor(() =>
      expect(options()).toEqual(['BTC/USDTBitcoin', 'ETH/USDTEthereum', 'LTC/USDTLitecoin', 'XRP/USDTRipple']),
    );
    expect(within(sheet).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await user.click(within(sheet).getByRole('button', { name: /^ETH\/USDT/ }));
    expect(
      await screen.findByRole('button', { name: 'Choose contract pair, now ETH/USDT Perpetual' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/pages/transaction/index?mode=contract&id=2');
  });

  it('in stock mode lists only the stock pairs open to contracts', async () => {
    const { user } = setup({ stocks: true });
    await user.click(
      await screen.findByRole('button', { name: 'Choose contract pair, now AAPL/USDT Perpetual' }, { timeout: 10_000 }),
    );
    const sheet = await openDialog('Contract pairs');
    const options = [...sheet.querySelectorAll('.ct-pair-option')];
    expect(options.map((o) => o.textContent?.replace(/[\d.,+%-]+/g, '').trim())).toEqual(['AAPL/USDT', 'TSLA/USDT']);
  });

  it('estimates margin and fee with the spread as lots are typed', async () => {
    const { user } = setup();
    await ready();
    await user.click(within(form()).getByRole('radio', { name: '10x' }));
    await user.type(lots(), '5');
    // 96,420.50 × 1.0005 × 0.05 = 4,823.4355125; / 10 = 482.34355125; × 0.2 % = 9.646871025
    expect(within(form()).getByText('482.34 USDT')).toBeInTheDocument();
    expect(within(form()).getByText('9.65 USDT')).toBeInTheDocument();
  });

  it('explains bad input before any request and keeps what was typed', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    expect(await screen.findByText('Enter the number of lots')).toBeInTheDocument();
    await user.type(lots(), '2.5');
    expect(await screen.findByText('Enter a correct number of lots (a whole number)')).toBeInTheDocument();
    await user.clear(lots());
    await user.type(lots(), '501');
    expect(await screen.findByText('Lots must be at most 500')).toBeInTheDocument();
    expect(lots()).toHaveValue('501');
    expect(calls.submit).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an order above the available balance before any request', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(within(form()).getByRole('radio', { name: '10x' }));
    // 31 lots at 10x need about 3,050.34 USDT (margin + fee); 3,000.00 are available.
    await user.type(lots(), '31');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    expect(await screen.findByText('Insufficient balance for the margin and fee')).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
    await user.clear(lots());
    await user.type(lots(), '30');
    await waitFor(() =>
      expect(screen.queryByText('Insufficient balance for the margin and fee')).not.toBeInTheDocument(),
    );
  });

  it('checks the side of a limit price', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(within(form()).getByRole('radio', { name: 'Limit' }));
    await user.type(lots(), '1');
    await user.type(screen.getByLabelText('Limit price (USDT)'), '97000');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    expect(await screen.findByText('For a long, the limit price must be below the current price')).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: 'Short' }));
    await waitFor(() =>
      expect(screen.queryByText('For a long, the limit price must be below the current price')).not.toBeInTheDocument(),
    );
    await user.clear(screen.getByLabelText('Limit price (USDT)'));
    await user.type(screen.getByLabelText('Limit price (USDT)'), '1,5');
    expect(await screen.findByText('Enter a correct price')).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
  });
});

describe('ContractTradePanel: placing an order', () => {
  it('shows the risk notice before the first order and remembers the acceptance', async () => {
    const { user, calls } = setup({ riskAccepted: false });
    await ready();
    await user.type(lots(), '5');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const notice = await openDialog('Contract trading risk');
    expect(notice).toHaveTextContent('Leverage multiplies both profits and losses');
    await user.click(within(notice).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contract trading risk' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem('contractRiskAccepted')).toBeNull();

    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const again = await openDialog('Contract trading risk');
    await user.click(within(again).getByRole('button', { name: 'I understand, continue' }));
    expect(localStorage.getItem('contractRiskAccepted')).toBe('1');
    expect(await openDialog('Confirm long order')).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
  });

  it('confirms with the figures and sends the order once for a burst of clicks', async () => {
    const { user, calls } = setup({ answerDelay: 300 });
    await ready();
    await user.click(within(form()).getByRole('radio', { name: '10x' }));
    await user.type(lots(), '5');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const dialog = await openDialog('Confirm long order');
    const summary = within(dialog).getByTestId('order-summary');
    expect(summary).toHaveTextContent('PairBTC/USDT');
    expect(summary).toHaveTextContent('DirectionLong');
    expect(summary).toHaveTextContent('Market price≈ 96,420.50');
    expect(summary).toHaveTextContent('Est. opening price (spread 0.05%)≈ 96,468.71');
    expect(summary).toHaveTextContent('Lots5 lots (0.05 BTC)');
    expect(summary).toHaveTextContent('Leverage10x');
    expect(summary).toHaveTextContent('Margin482.34 USDT');
    expect(summary).toHaveTextContent('Trading fee (0.20%)9.65 USDT');
    expect(summary).toHaveTextContent('Overnight fee per day (0.03%)1.45 USDT');
    expect(summary).toHaveTextContent('Deducted now (margin + fee)491.99 USDT');
    expect(calls.submit).toHaveLength(0);

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // Three taps in the same instant, then one while the order is on its way.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(confirm);
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(calls.submit).toHaveLength(1);
    expect(Object.fromEntries(calls.submit[0]!)).toEqual({
      share: '5',
      multiple: '10',
      type: '1',
      legal_id: '1',
      currency_id: '2',
      status: '1',
      lang: 'en',
    });
    await waitFor(() => expect(calls.positions).toBeGreaterThan(1));
  });

  it('shows the mark price and the estimated liquidation price, and sends take-profit / stop-loss with the order', async () => {
    const { user, calls } = setup();
    await ready();
    expect(within(form()).getByTestId('order-mark-price')).toHaveTextContent('96,420.50');
    expect(within(form()).getByTestId('order-liquidation-price')).toHaveTextContent('--');
    await user.click(within(form()).getByRole('radio', { name: '10x' }));
    await user.type(lots(), '5');
    // Once open: balance 3,000 - 482.34355125 - 9.646871025, margin 654.153 + 482.34355125, the
    // BTC longs 0.05 at 96,048 and 0.05 at 96,468.71025, the other pairs' P/L +65.51:
    // (9,625.8355125 - 3,710.016128975) / 0.1 = 59,158.19383525, shown at the pair's tick.
    expect(within(form()).getByTestId('order-liquidation-price')).toHaveTextContent('≈ 59,158.19');

    await user.click(within(form()).getByRole('checkbox', { name: 'Take-profit / stop-loss' }));
    const tp = screen.getByLabelText('Take-profit price (USDT)');
    const sl = screen.getByLabelText('Stop-loss price (USDT)');
    // Above the market price but not above the opening price (96,468.71), and a stop-loss above it.
    await user.type(tp, '96450');
    await user.type(sl, '97000');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    expect(
      await screen.findByText('The take-profit price must be above the entry and current prices (96,468.71)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The stop-loss price must be below the entry and current prices (96,420.50)'),
    ).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);

    await user.clear(tp);
    await user.type(tp, '99000');
    await user.clear(sl);
    await user.type(sl, '95000');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const dialog = await openDialog('Confirm long order');
    const summary = within(dialog).getByTestId('order-summary');
    expect(summary).toHaveTextContent('Market price≈ 96,420.50');
    expect(summary).toHaveTextContent('Take-profit99,000.00');
    expect(summary).toHaveTextContent('Stop-loss95,000.00');
    expect(summary).toHaveTextContent('Est. liquidation price≈ 59,158.19');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(Object.fromEntries(calls.submit[0]!)).toMatchObject({
      share: '5',
      multiple: '10',
      type: '1',
      target_profit_price: '99000',
      stop_loss_price: '95000',
    });
  });

  it('never offers quick lots above "Max lots"', async () => {
    const { user } = setup();
    await ready();
    const quick = within(screen.getByRole('group', { name: 'Quick lots' }));
    // At 5x one lot takes 192.94 + 1.93 USDT: 3,000 USDT pay for 15.
    expect(within(form()).getByText('Max lots').nextSibling).toHaveTextContent('15');
    expect(quick.getByRole('button', { name: '10' })).toBeEnabled();
    expect(quick.getByRole('button', { name: '50' })).toBeDisabled();
    expect(quick.getByRole('button', { name: '100' })).toBeDisabled();
    // At 100x, 259.
    await user.click(within(form()).getByRole('radio', { name: '100x' }));
    expect(within(form()).getByText('Max lots').nextSibling).toHaveTextContent('259');
    expect(quick.getByRole('button', { name: '100' })).toBeEnabled();
    await user.click(quick.getByRole('button', { name: '100' }));
    expect(lots()).toHaveValue('100');
  });

  it('sends a short limit order with its target price', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(within(form()).getByRole('radio', { name: 'Short' }));
    await user.click(within(form()).getByRole('radio', { name: 'Limit' }));
    await user.type(screen.getByLabelText('Limit price (USDT)'), '97000.5');
    await user.type(lots(), '2');
    await user.click(within(form()).getByRole('button', { name: 'Open short' }));
    const dialog = await openDialog('Confirm short order');
    expect(within(dialog).getByTestId('order-summary')).toHaveTextContent('Limit price97,000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.submit).toHaveLength(1));
    expect(Object.fromEntries(calls.submit[0]!)).toMatchObject({
      share: '2',
      multiple: '5',
      type: '2',
      status: '0',
      target_price: '97000.5',
    });
  });

  it('shows the server refusal and keeps the form', async () => {
    const { user } = setup({
      handlers: [getCreateLeverOrderMockHandler({ type: 'error', message: 'Insufficient balance' })],
    });
    await ready();
    await user.type(lots(), '5');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const dialog = await openDialog('Confirm long order');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(lots()).toHaveValue('5');
  });

  it('reports a network failure and keeps the form', async () => {
    const { user } = setup({ handlers: [http.post('*/lever/submit', () => HttpResponse.error())] });
    await ready();
    await user.type(lots(), '3');
    await user.click(within(form()).getByRole('button', { name: 'Open long' }));
    const dialog = await openDialog('Confirm long order');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(lots()).toHaveValue('3');
  });
});

describe('ContractTradePanel: positions', () => {
  it('shows the account and the example position', async () => {
    setup();
    const [card] = await positionCards();
    // The summary is the positions listed (margin 480.24, P/L +18.63); the risk rate is the
    // account's, the positions on other pairs (margin 173.913, P/L +65.51) counted, as a note says.
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('571.47%');
    expect(screen.getByTestId('account-margin')).toHaveTextContent('480.24');
    expect(screen.getByTestId('account-profit')).toHaveTextContent('+18.63');
    expect(screen.getByTestId('other-pairs')).toHaveTextContent(
      'The risk rate also counts your positions on other pairs: margin 173.91 USDT, unrealized P/L +65.51.',
    );
    // Liquidation when 3,000 + 654.153 + 65.51 + (p - 96,048) × 0.05 = 0: p = 21,654.74
    expect(within(card!).getByTestId('liquidation-price')).toHaveTextContent('21,654.74');
    expect(card).toHaveAccessibleName('BTC/USDT Long 10x');
    expect(card).toHaveTextContent('5 (0.05 BTC)');
    expect(card).toHaveTextContent('Entry price96,048.00');
    expect(card).toHaveTextContent('Current price96,420.50');
    expect(within(card!).getByTestId('position-profit')).toHaveTextContent('+18.63');
    expect(within(card!).getByTestId('position-rate')).toHaveTextContent('+3.88%');
    expect(card).toHaveTextContent('Take-profit99,000.00');
    expect(card).toHaveTextContent('Stop-loss94,000.00');
    expect(screen.getByRole('tab', { name: 'Positions (1)' })).toBeInTheDocument();
  });

  it('updates profit and risk rate from a lever_trade event', async () => {
    setup();
    const [card] = await positionCards();
    pushExampleTrade('654.153');
    // One valuation: the summary is the listed position at the live price (-27.40); the risk rate
    // adds what the server counts for the other pairs (its new totals minus its BTC figures:
    // margin 173.913, P/L -14.70): (3,000 + 654.153 - 42.10) / 654.153 = 552.17 %.
    await waitFor(() => expect(screen.getByTestId('account-profit')).toHaveTextContent('-27.40'));
    expect(screen.getByTestId('risk-rate')).toHaveTextContent('552.17%');
    expect(screen.getByTestId('account-margin')).toHaveTextContent('480.24');
    expect(screen.getByTestId('other-pairs')).toHaveTextContent('margin 173.91 USDT, unrealized P/L -14.70');
    expect(screen.getByTestId('account-profit')).toHaveClass('ct-down');
    expect(within(card!).getByTestId('position-profit')).toHaveTextContent('-27.40');
    expect(within(card!).getByTestId('position-profit')).toHaveClass('ct-down');
    expect(card).toHaveTextContent('Current price95,500.00');
    // -27.40 / 480.24 = -5.705 %
    expect(within(card!).getByTestId('position-rate')).toHaveTextContent('-5.71%');
  });

  it('keeps the summary on the positions shown when a lever_trade event values other positions', async () => {
    setup();
    await positionCards();
    await waitFor(() => expect(screen.getByTestId('risk-rate')).toHaveTextContent('571.47%'));
    // Totals of a position that is not on screen (95.80 margin): they cannot describe the 480.24 shown.
    emit('lever_trade', {
      type: 'lever_trade',
      to: 100238,
      legal_id: 1,
      currency_id: 2,
      hazard_rate: '60.76',
      caution_money_all: '95.80',
      profits_all: '-37.59',
      trades_cur: [{ id: 5021, type: 1, price: '92041.00', update_price: '92041.00', profits: '-37.59' }],
    });
    // Margin 480.24 + 173.913, P/L 18.625 + 65.51: (3,000 + 654.153 + 84.135) / 654.153 = 571.47 %.
    await waitFor(() => expect(screen.getByTestId('risk-rate')).toHaveTextContent('571.47%'));
    expect(screen.getByTestId('account-margin')).toHaveTextContent('480.24');
    expect(screen.getByTestId('account-profit')).toHaveTextContent('+18.63');
    expect(screen.getByTestId('other-pairs')).toHaveTextContent('margin 173.91 USDT, unrealized P/L +65.51');
  });

  it('drops a position the server closed (lever_closed) and reloads', async () => {
    const { calls } = setup();
    await positionCards();
    const before = calls.positions;
    server.use(getListLeverPositionsMockHandler(overview([])));
    emit('lever_closed', { type: 'lever_closed', to: 100238, id: [5121] });
    // The toast first: it lasts 1.5 s, less than the reload may take on a busy machine.
    expect(
      await screen.findByText('A position was closed by take-profit, stop-loss or liquidation'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('contract-position')).not.toBeInTheDocument());
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    expect(calls.positions).toBeGreaterThanOrEqual(before);
  });

  it('trusts positions loaded after the last lever_trade: none left, no margin', async () => {
    setup();
    await positionCards();
    pushExampleTrade('654.153');
    await waitFor(() => expect(screen.getByTestId('account-profit')).toHaveTextContent('-27.40'));
    // The last position closes: the server pushes no lever_trade any more, and its overview is empty.
    const empty = overview([]);
    if (empty.type !== 'ok') throw new Error('not a success');
    server.use(
      getListLeverPositionsMockHandler({
        ...empty,
        message: {
          ...empty.message,
          caution_money_total: 0,
          origin_caution_money_total: 0,
          profits_total: 0,
          caution_money: 0,
          origin_caution_money: 0,
          profits: 0,
          hazard_rate: 0,
        },
      }),
    );
    emit('lever_closed', { type: 'lever_closed', to: 100238, id: [5121] });
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    // Until the overview asked again after the close answers, the earlier one's other positions
    // count; then the empty account: nothing left, no margin, no risk rate.
    await waitFor(() => {
      expect(screen.getByTestId('account-margin')).toHaveTextContent('0.00');
      expect(screen.getByTestId('account-profit')).toHaveTextContent('0.00');
      expect(screen.getByTestId('risk-rate')).toHaveTextContent('--');
    });
  });

  it('forgets the account totals of a lever_trade sent before a close: they value the closed position', async () => {
    setup();
    await positionCards();
    pushExampleTrade('900.000');
    // The event's totals less this pair's position: 900 - 480.24 and -42.1 + 27.4.
    await waitFor(() =>
      expect(screen.getByTestId('other-pairs')).toHaveTextContent('margin 419.76 USDT, unrealized P/L -14.70'),
    );
    // The overview asked for after the close never answers: meanwhile the other pairs are the
    // earlier overview's, not the event's, whose totals include the closed position.
    server.use(http.post('*/lever/dealall', () => new Promise<never>(() => undefined)));
    emit('lever_closed', { type: 'lever_closed', to: 100238, id: [5121] });
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('other-pairs')).toHaveTextContent('margin 173.91 USDT, unrealized P/L +65.51'),
    );
  });

  it('validates take-profit / stop-loss by direction, then sets them', async () => {
    const { user, calls } = setup();
    const [card] = await positionCards();
    await user.click(within(card!).getByRole('button', { name: 'TP/SL' }));
    const sheet = await openDialog('Take-profit / stop-loss');
    const tp = within(sheet).getByLabelText('Take-profit price (USDT)');
    const sl = within(sheet).getByLabelText('Stop-loss price (USDT)');
    expect(tp).toHaveValue('99000.00');
    expect(sl).toHaveValue('94000.00');
    await user.clear(tp);
    await user.type(tp, '96300');
    await user.clear(sl);
    await user.type(sl, '96500');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    // The bounds are the prices the sheet names (entry 96,048.00, current 96,420.50), at the pair's
    // precision: the take-profit above both, the stop-loss below both (the contract's rule).
    expect(sheet).toHaveTextContent('Current price96,420.50');
    expect(
      await within(sheet).findByText('The take-profit price must be above the entry and current prices (96,420.50)'),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText('The stop-loss price must be below the entry and current prices (96,048.00)'),
    ).toBeInTheDocument();
    expect(calls.stop).toHaveLength(0);

    await user.clear(tp);
    await user.type(tp, '98000');
    await user.clear(sl);
    // Above the entry price (96,048) but below the current price: refused, as the server refuses it.
    await user.type(sl, '96100');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText('The stop-loss price must be below the entry and current prices (96,048.00)'),
    ).toBeInTheDocument();
    await user.clear(sl);
    await user.type(sl, '96000');
    // (98,000 - 96,048) × 0.05 = 97.60; (96,000 - 96,048) × 0.05 = -2.40
    expect(within(sheet).getByText('+97.60 USDT')).toBeInTheDocument();
    expect(within(sheet).getByText('-2.40 USDT')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set successfully')).toBeInTheDocument();
    expect(calls.stop).toHaveLength(1);
    expect(Object.fromEntries(calls.stop[0]!)).toEqual({
      id: '5121',
      target_profit_price: '98000',
      stop_loss_price: '96000',
      lang: 'en',
    });
  });

  it('does not prefill a saved stop-loss the current price has already passed', async () => {
    const passed: LeverPosition = { ...examplePosition(), stop_loss_price: '96500.00' };
    const { user } = setup({ handlers: [getListLeverPositionsMockHandler(overview([passed]))] });
    const [card] = await positionCards();
    await user.click(within(card!).getByRole('button', { name: 'TP/SL' }));
    const sheet = await openDialog('Take-profit / stop-loss');
    expect(within(sheet).getByLabelText('Take-profit price (USDT)')).toHaveValue('99000.00');
    const sl = within(sheet).getByLabelText('Stop-loss price (USDT)');
    expect(sl).toHaveValue('');
    expect(sl).toHaveAttribute('placeholder', 'A price below the current price');
  });

  it('reverses the stop rule for a short position', async () => {
    const short: LeverPosition = {
      ...examplePosition(),
      id: 5127,
      type: 2,
      price: '96451.75',
      update_price: '96420.50',
      target_profit_price: '0.00',
      stop_loss_price: '0.00',
    };
    const { user, calls } = setup({ handlers: [getListLeverPositionsMockHandler(overview([short]))] });
    const [card] = await positionCards();
    expect(card).toHaveTextContent('Take-profitNot set');
    await user.click(within(card!).getByRole('button', { name: 'TP/SL' }));
    const sheet = await openDialog('Take-profit / stop-loss');
    await user.type(within(sheet).getByLabelText('Take-profit price (USDT)'), '97000');
    await user.type(within(sheet).getByLabelText('Stop-loss price (USDT)'), '95000');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText('The take-profit price must be below the entry and current prices (96,420.50)'),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText('The stop-loss price must be above the entry and current prices (96,451.75)'),
    ).toBeInTheDocument();
    expect(calls.stop).toHaveLength(0);
  });

  it('closes one position after confirmation, and the balances of Assets are reloaded', async () => {
    const { user, calls, queryClient } = setup();
    // The accounts as Assets cached them (no screen reads them here).
    queryClient.setQueryData(getListWalletsQueryKey(), getListWalletsResponseMock().message);
    const [card] = await positionCards();
    await user.click(within(card!).getByRole('button', { name: 'Close' }));
    const dialog = await openDialog('Close position');
    expect(dialog).toHaveTextContent('Close your BTC/USDT Long position of 5 lots at the market price?');
    expect(dialog).toHaveTextContent('Est. P/L (USDT)+18.63');
    await user.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    expect(calls.close.map((b) => b.get('id'))).toEqual(['5121']);
    await waitFor(() => expect(queryClient.getQueryState(getListWalletsQueryKey())?.isInvalidated).toBe(true));
    // The server may announce the close it was asked for: that is not a close by the system.
    const before = calls.positions;
    emit('lever_closed', { type: 'lever_closed', to: 100238, id: [5121] });
    await waitFor(() => expect(calls.positions).toBeGreaterThan(before));
    expect(
      screen.queryByText('A position was closed by take-profit, stop-loss or liquidation'),
    ).not.toBeInTheDocument();
  });

  it('asks before closing all, and closes nothing when cancelled', async () => {
    const { user, calls } = setup();
    await positionCards();
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const dialog = await openDialog('Close all positions');
    expect(dialog).toHaveTextContent('Close every open contract position, on every pair, at the market price?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close all positions' })).not.toBeInTheDocument());
    expect(calls.closeMany).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const again = await openDialog('Close all positions');
    const confirm = within(again).getByRole('button', { name: 'Close positions' });
    await user.click(confirm);
    await user.click(confirm);
    expect(
      await screen.findByText('Submitted successfully, please wait for the system to process'),
    ).toBeInTheDocument();
    expect(calls.closeMany.map((b) => b.get('type'))).toEqual(['0']);
  });

  it.each([
    ['Close longs', 'Close all longs', '1'],
    ['Close shorts', 'Close all shorts', '2'],
  ])('"%s" closes with type %s', async (button, title, type) => {
    const { user, calls } = setup();
    await positionCards();
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await openDialog(title);
    await user.click(within(dialog).getByRole('button', { name: 'Close positions' }));
    await waitFor(() => expect(calls.closeMany.map((b) => b.get('type'))).toEqual([type]));
  });

  it('offers to hold a copied position oneself, only for copied positions', async () => {
    const copied: LeverPosition = { ...examplePosition(), id: 5124, order_type: 2 };
    const own: LeverPosition = { ...examplePosition(), id: 5121, order_type: 1 };
    const { user, calls } = setup({ handlers: [getListLeverPositionsMockHandler(overview([copied, own]))] });
    const cards = await positionCards();
    expect(within(cards[0]!).getByText('Copied')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Hold myself' })).not.toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Hold myself' }));
    const dialog = await openDialog('Hold this position yourself');
    await user.click(within(dialog).getByRole('button', { name: 'Hold myself' }));
    expect(await screen.findByText('Switched to self-holding')).toBeInTheDocument();
    expect(calls.selfHold.map((b) => b.get('transaction_id'))).toEqual(['5124']);
  });

  it('lists pending limit orders in their own tab', async () => {
    const pending: LeverPosition = { ...examplePosition(), id: 5130, status: 0, origin_price: '95000.00' };
    const history = getListLeverTradesResponseMock();
    if (history.type !== 'ok') throw new Error('example is not ok');
    const { user } = setup({
      handlers: [getListLeverTradesMockHandler({ ...history, message: { ...history.message, data: [pending] } })],
    });
    await positionCards();
    await user.click(await screen.findByRole('tab', { name: 'Pending orders (1)' }));
    const list = await screen.findByRole('list', { name: 'Pending orders' });
    expect(within(list).getByTestId('contract-position')).toHaveTextContent('Limit price95,000.00');
    expect(within(list).getByTestId('contract-position')).toHaveTextContent('Pending');
  });

  it('reads the positions again when a pending limit order filled (a lever_trade event values it)', async () => {
    const pending: LeverPosition = { ...examplePosition(), id: 5130, status: 0, origin_price: '95000.00' };
    const history = getListLeverTradesResponseMock();
    if (history.type !== 'ok') throw new Error('example is not ok');
    const { calls } = setup({
      handlers: [getListLeverTradesMockHandler({ ...history, message: { ...history.message, data: [pending] } })],
    });
    await positionCards();
    await screen.findByRole('tab', { name: 'Pending orders (1)' });
    const before = calls.positions;
    emit('lever_trade', {
      type: 'lever_trade',
      to: 100238,
      legal_id: 1,
      currency_id: 2,
      hazard_rate: '500',
      caution_money_all: '1134.39',
      profits_all: '80',
      trades_cur: [{ id: 5130, type: 1, price: '95047.50', update_price: '96420.50', profits: '68.65' }],
    });
    // Listed with the summary as soon as it is read again: the two never describe different positions.
    await waitFor(() => expect(calls.positions).toBeGreaterThan(before));
  });

  it('says when there is no position', async () => {
    setup({ handlers: [getListLeverPositionsMockHandler(overview([]))] });
    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Positions (0)' })).toBeInTheDocument();
  });
});

describe('ContractTradePanel: failures', () => {
  it('shows an error with a retry when the pairs cannot be loaded, and recovers', async () => {
    const { user } = setup({
      handlers: [http.get('*/currency/quotation_new', () => HttpResponse.error(), { once: true })],
    });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Choose contract pair, now BTC/USDT Perpetual' }),
    ).toBeInTheDocument();
  });

  it('shows the contract error when /lever/deal answers outside the contract', async () => {
    setup({
      handlers: [http.post('*/lever/deal', () => HttpResponse.json({ type: 'ok', message: { last_price: 1 } }))],
    });
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
