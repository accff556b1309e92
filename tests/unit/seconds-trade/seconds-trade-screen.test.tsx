// Seconds options with the generated handlers of the market, seconds-trade and account tags and a
// fake socket: pair and live price, validation before any request, the risk notice, the
// confirmation figures, a single submit, the countdown and the result.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserInfoMockHandler, getGetUserInfoResponseMock } from '@generated/api/account/account.msw';
import { getListWalletsQueryKey } from '@generated/api/assets/assets';
import { getListFavoritesMockHandler, getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCreateSecondsOrderMockHandler,
  getCreateSecondsOrderResponseMock,
  getGetSecondsResultMockHandler,
  getListPayableCurrenciesMockHandler,
  getListSecondsOptionsMockHandler,
  getListSecondsOrdersMockHandler,
} from '@generated/api/seconds-trade/seconds-trade.msw';
import type { SecondsOrder, User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SecondsTradePanel, SecondsTradeScreen } from '@/features/seconds-trade/seconds-trade-screen';
import { reloadSecondsOrders, trackSecondsOrder } from '@/features/seconds-trade/open-orders-store';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { emitSocket } from './fake-socket';
import { findOpenedDialog } from '../opened-dialog';

vi.mock('@/api/socket', () => import('./fake-socket'));

const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

function lina(): User {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return body.message;
}

function opened(): SecondsOrder {
  const body = getCreateSecondsOrderResponseMock();
  if (body.type !== 'ok') throw new Error('the generated order example is not a success');
  return body.message;
}

const settled = (overrides: Partial<SecondsOrder> = {}): SecondsOrder => ({
  ...opened(),
  end_price: '96480.00',
  status: 3,
  profit_result: 1,
  fact_profits: '85.00',
  complete_at: '2026-11-22 05:01:00',
  remain_milli_seconds: 0,
  ...overrides,
});

type Handler = Parameters<typeof server.use>[number];

function setup({
  handlers = [] as Handler[],
  riskAccepted = true,
  panel = false,
  pair = 1,
}: { handlers?: Handler[]; riskAccepted?: boolean; panel?: boolean; pair?: number } = {}) {
  if (riskAccepted) localStorage.setItem('secondsTrade:riskAccepted', '1');
  setToken(TOKEN);
  setUser(lina());
  const submits: URLSearchParams[] = [];
  server.use(
    ...handlers,
    getListQuotationsMockHandler(),
    getListFavoritesMockHandler(),
    getListCurrenciesMockHandler(),
    getListPayableCurrenciesMockHandler(),
    getListSecondsOptionsMockHandler(),
    getListSecondsOrdersMockHandler(),
    getGetUserInfoMockHandler(),
    getCreateSecondsOrderMockHandler(async ({ request }) => {
      submits.push(new URLSearchParams(await request.text()));
      return getCreateSecondsOrderResponseMock();
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = panel
    ? renderScreen(<SecondsTradePanel />, {
        path: '/pages/transaction/index',
        route: `/pages/transaction/index?mode=options&id=${pair}`,
      })
    : renderScreen(<SecondsTradeScreen />, {
        path: '/pages/transaction/index2',
        route: `/pages/transaction/index2?id=${pair}`,
      });
  return { user, submits, ...view };
}

const amountInput = () => screen.getByLabelText('Amount (USDT)');
const upButton = () => screen.getByRole('button', { name: /^Up/ });
const downButton = () => screen.getByRole('button', { name: /^Down/ });

/** The first render of a file also loads the UI kit: give it time. */
const SLOW = { timeout: 5_000 };

async function ready() {
  await screen.findByRole('radio', { name: '30s +80%' }, SLOW);
}

/** The figure next to a label in a list of figures. */
function figure(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

// jsdom has no pointer capture, which the kit's sheets call on pointer down (swipe to close).
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;

beforeAll(async () => {
  // The machine may be busy (several suites at once): wait longer than the default 1 s.
  configure({ asyncUtilTimeout: 4_000 });
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
  await i18next.loadNamespaces('seconds-trade');
});

beforeEach(() => {
  sessionStorage.clear();
  reloadSecondsOrders();
});

describe('SecondsTradeScreen', () => {
  it('shows the pair, its price, the seconds balance and the durations with their profit', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Choose pair, now BTC/USDT' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('live-price')).toHaveTextContent('96,420.50');
    expect(screen.getByText('24h +2.32%')).toBeInTheDocument();
    await ready();
    expect(screen.getByTestId('micro-balance')).toHaveTextContent('1,500.00 USDT');
    const durations = screen.getAllByRole('radio');
    expect(durations.map((d) => d.textContent)).toEqual(['30s +80%', '60s +85%', '120s +90%']);
    expect(screen.getByRole('radio', { name: '30s +80%' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toHaveTextContent('10501005001,000Max');
  });

  it('moves the price and the price line with live ticks', async () => {
    // XRP/USDT: the live tickers stay in their store for the other tests.
    setup({ pair: 4 });
    await screen.findByRole('button', { name: 'Choose pair, now XRP/USDT' }, SLOW);
    expect(screen.getByTestId('live-price')).toHaveTextContent('2.3107');
    const line = screen.getByRole('img', { name: 'Live price line of the latest ticks' });
    act(() => {
      for (const price of ['2.3150', '2.3201']) {
        emitSocket('daymarket', {
          type: 'daymarket',
          match_id: 4,
          currency_id: 5,
          legal_id: 1,
          symbol: 'XRP/USDT',
          close: price,
          now_price: price,
          change: '-2.900',
        });
      }
    });
    await waitFor(() => expect(screen.getByTestId('live-price')).toHaveTextContent('2.3201'));
    expect(line).toHaveAttribute('data-points', '2');
    expect(line).toHaveClass('price-line--up');
    expect(screen.getByText('24h -2.90%')).toBeInTheDocument();
  });

  it('refuses bad amounts with a translated message before any request', async () => {
    const { user, submits } = setup();
    await ready();
    await user.click(upButton());
    expect(await screen.findByText('Enter the amount')).toBeInTheDocument();

    await user.type(amountInput(), '1.2.3');
    expect(
      await screen.findByText('Enter a correct amount (a positive number, up to 10 decimals)'),
    ).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '5');
    expect(await screen.findByText('The minimum amount is 10.00 USDT')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '2000');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await user.click(downButton());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '20000');
    expect(await screen.findByText('The maximum amount is 10,000.00 USDT')).toBeInTheDocument();

    expect(screen.queryByRole('dialog', { name: 'Confirm order' })).not.toBeInTheDocument();
    expect(submits).toHaveLength(0);
    expect(amountInput()).toHaveValue('20000');
  });

  it('shows the risk notice before the first order and remembers the acceptance', async () => {
    const { user, submits } = setup({ riskAccepted: false });
    await ready();
    await user.type(amountInput(), '100');
    await user.click(upButton());
    const notice = await findOpenedDialog({ name: 'Risk notice' });
    expect(within(notice).getByText(/you lose the whole amount/)).toBeInTheDocument();
    const proceed = within(notice).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await user.click(within(notice).getByRole('checkbox', { name: 'I have read and understand the risks' }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(await findOpenedDialog({ name: 'Confirm order' })).toBeInTheDocument();
    expect(localStorage.getItem('secondsTrade:riskAccepted')).toBe('1');
    expect(submits).toHaveLength(0);
  });

  it('confirms with the figures: expected profit is amount × ratio, possible loss the amount', async () => {
    const { user, submits } = setup();
    await ready();
    await user.click(screen.getByRole('radio', { name: '60s +85%' }));
    await user.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '100' }));
    expect(amountInput()).toHaveValue('100');
    expect(screen.getByText('If you win: +85.00 USDT')).toBeInTheDocument();
    await user.click(upButton());
    const dialog = await findOpenedDialog({ name: 'Confirm order' });
    const figures = within(dialog).getByTestId('confirm-figures');
    expect(figure(figures, 'Pair')).toBe('BTC/USDT');
    expect(figure(figures, 'Direction')).toBe('▲ Up');
    expect(figure(figures, 'Duration')).toBe('60s');
    expect(figure(figures, 'Amount')).toBe('100.00 USDT');
    expect(figure(figures, 'Profit ratio')).toBe('85%');
    expect(figure(figures, 'Current price')).toBe('96,420.50');
    expect(figure(figures, 'Expected profit')).toBe('+85.00 USDT');
    expect(figure(figures, 'Possible loss')).toBe('-100.00 USDT');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-figures')).not.toBeInTheDocument());
    expect(submits).toHaveLength(0);
    expect(amountInput()).toHaveValue('100');
  });

  it('computes the figures in decimals, not binary floats', async () => {
    const { user } = setup();
    await ready();
    await user.type(amountInput(), '10.1');
    await user.click(downButton());
    const figures = await screen.findByTestId('confirm-figures');
    // 10.1 × 80 % is 8.08 (a float gives 8.080000000000002).
    expect(figure(figures, 'Expected profit')).toBe('+8.08 USDT');
    expect(figure(figures, 'Possible loss')).toBe('-10.10 USDT');
    expect(figure(figures, 'Direction')).toBe('▼ Down');
  });

  it('sends the order once for a burst of clicks, then counts it down', async () => {
    const { user, submits } = setup();
    await ready();
    await user.click(screen.getByRole('radio', { name: '60s +85%' }));
    await user.type(amountInput(), '100');
    await user.click(upButton());
    const dialog = await findOpenedDialog({ name: 'Confirm order' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await user.click(confirm);
    await user.click(confirm);
    const sheet = await screen.findByTestId('countdown-sheet');
    expect(within(sheet).getByRole('heading', { name: 'BTC/USDT order in progress' })).toBeInTheDocument();
    // The server's 60 s, counting (a busy machine may already be a second or two in).
    expect(within(sheet).getByRole('timer', { name: /^(60|59|58) seconds left$/ })).toHaveTextContent(
      /^(1:00|0:5[89])$/,
    );
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    expect(Object.fromEntries(submits[0]!)).toEqual({
      match_id: '1',
      currency_id: '1',
      type: '1',
      seconds: '60',
      number: '100',
      lang: 'en',
    });
  });

  it('keeps the form when the server refuses the order', async () => {
    const { user } = setup({
      handlers: [getCreateSecondsOrderMockHandler({ type: 'error', message: 'Insufficient balance' })],
    });
    await ready();
    await user.type(amountInput(), '100');
    await user.click(upButton());
    const dialog = await findOpenedDialog({ name: 'Confirm order' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('confirm-figures')).not.toBeInTheDocument());
    expect(amountInput()).toHaveValue('100');
    expect(screen.queryByTestId('countdown-sheet')).not.toBeInTheDocument();
    expect(screen.queryByTestId('countdown-chip')).not.toBeInTheDocument();
  });

  it('shows a network failure of the order and keeps the form', async () => {
    const { user } = setup({ handlers: [http.post('*/microtrade/submit', () => HttpResponse.error())] });
    await ready();
    await user.type(amountInput(), '50');
    await user.click(upButton());
    const dialog = await findOpenedDialog({ name: 'Confirm order' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('50');
  });

  it('shows the result pushed by closed_microorder: a win with its amount', async () => {
    const { user, queryClient } = setup();
    // The accounts as Assets cached them: the stake and the result move the options account.
    const walletsStale = () => queryClient.getQueryState(getListWalletsQueryKey())?.isInvalidated;
    queryClient.setQueryData(getListWalletsQueryKey(), {});
    await ready();
    await user.click(screen.getByRole('radio', { name: '60s +85%' }));
    await user.type(amountInput(), '100');
    await user.click(upButton());
    await user.click(
      within(await findOpenedDialog({ name: 'Confirm order' })).getByRole('button', { name: 'Confirm' }),
    );
    await screen.findByTestId('countdown-sheet');
    await waitFor(() => expect(walletsStale()).toBe(true));
    queryClient.setQueryData(getListWalletsQueryKey(), {});
    expect(walletsStale()).toBe(false);

    act(() => emitSocket('closed_microorder', { type: 'closed_microorder', to: 100238, data: settled() }));

    const result = await findOpenedDialog({ name: 'You won' });
    expect(within(result).getByText('+85.00 USDT')).toBeInTheDocument();
    const figures = within(result).getByTestId('seconds-result');
    expect(figure(figures, 'Open price')).toBe('96,420.50');
    expect(figure(figures, 'Close price')).toBe('96,480.00');
    await waitFor(() => expect(screen.queryByTestId('countdown-sheet')).not.toBeInTheDocument());
    expect(screen.queryByTestId('countdown-chip')).not.toBeInTheDocument();

    await waitFor(() => expect(walletsStale()).toBe(true));

    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('seconds-result')).not.toBeInTheDocument());
  });

  it('shows a loss with the stake lost', async () => {
    const { user } = setup();
    await ready();
    await user.type(amountInput(), '100');
    await user.click(downButton());
    await user.click(
      within(await findOpenedDialog({ name: 'Confirm order' })).getByRole('button', { name: 'Confirm' }),
    );
    await screen.findByTestId('countdown-sheet');
    act(() =>
      emitSocket('closed_microorder', {
        type: 'closed_microorder',
        data: settled({ type: 2, profit_result: -1, fact_profits: '-100.00' }),
      }),
    );
    const result = await findOpenedDialog({ name: 'You lost' });
    expect(within(result).getByText('-100.00 USDT')).toBeInTheDocument();
  });

  it('asks get_result when the countdown ends without an event', async () => {
    const asked: string[] = [];
    let answers = 0;
    setup({
      handlers: [
        getGetSecondsResultMockHandler(({ request }) => {
          asked.push(new URL(request.url).searchParams.get('id') ?? '');
          answers += 1;
          // First still settling, then settled flat.
          return answers === 1
            ? { type: 'ok', message: { ...opened(), status: 2 } }
            : { type: 'ok', message: settled({ profit_result: 0, fact_profits: '0.00', end_price: '96420.50' }) };
        }),
      ],
    });
    await ready();
    // An order placed earlier that ended ten seconds ago.
    act(() => {
      trackSecondsOrder({ ...opened(), remain_milli_seconds: 30_000 }, 'USDT', Date.now() - 40_000);
    });
    const result = await screen.findByRole('dialog', { name: 'Draw, amount returned' }, { timeout: 5_000 });
    expect(within(result).getByText('0.00 USDT')).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(asked)).toEqual(new Set(['88213']));
  });

  it("never shows another order's result: get_result answers are matched to their order id", async () => {
    const asked: string[] = [];
    let answers = 0;
    setup({
      handlers: [
        getGetSecondsResultMockHandler(({ request }) => {
          asked.push(new URL(request.url).searchParams.get('id') ?? '');
          answers += 1;
          // First an answer about another order (a win of 85.00), then this order's own loss.
          return answers === 1
            ? { type: 'ok', message: settled({ id: 88207 }) }
            : { type: 'ok', message: settled({ profit_result: -1, fact_profits: '-100.00' }) };
        }),
      ],
    });
    await ready();
    act(() => {
      trackSecondsOrder({ ...opened(), remain_milli_seconds: 30_000 }, 'USDT', Date.now() - 40_000);
    });
    const result = await screen.findByRole('dialog', { name: 'You lost' }, { timeout: 8_000 });
    expect(within(result).getByText('-100.00 USDT')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You won' })).not.toBeInTheDocument();
    expect(answers).toBeGreaterThanOrEqual(2);
    expect(new Set(asked)).toEqual(new Set(['88213']));
  });

  it('ignores a pushed result of an order this tab does not wait for', async () => {
    setup();
    await ready();
    act(() => {
      trackSecondsOrder({ ...opened(), remain_milli_seconds: 30_000 }, 'USDT');
    });
    act(() => emitSocket('closed_microorder', { type: 'closed_microorder', data: settled({ id: 88207 }) }));
    expect(screen.queryByRole('dialog', { name: 'You won' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('countdown-chip')).toHaveAccessibleName(
      /^Open order BTC\/USDT Up, \d+ seconds left$/,
    );
  });

  it('counts down the duration the server accepted and says it differs from the one chosen', async () => {
    const { user, submits } = setup();
    await ready();
    // 30s is chosen; the server answers an order of 60 s.
    expect(screen.getByRole('radio', { name: '30s +80%' })).toHaveAttribute('aria-checked', 'true');
    await user.type(amountInput(), '100');
    await user.click(upButton());
    await user.click(
      within(await findOpenedDialog({ name: 'Confirm order' })).getByRole('button', { name: 'Confirm' }),
    );
    const sheet = await screen.findByTestId('countdown-sheet');
    expect(submits[0]?.get('seconds')).toBe('30');
    expect(figure(sheet, 'Duration')).toBe('60s');
    expect(within(sheet).getByTestId('duration-changed')).toHaveTextContent(
      'The server set this order to 60s instead of the 30s you chose',
    );
    expect(
      await screen.findByText('Order placed for 60s: the server accepted 60s, not the 30s you chose'),
    ).toBeInTheDocument();
    const timer = within(sheet).getByRole('timer');
    expect(Number(/(\d+) seconds left/.exec(timer.getAttribute('aria-label') ?? '')?.[1])).toBeGreaterThan(30);
  });

  it('stops waiting for an order the server does not know', async () => {
    setup({ handlers: [getGetSecondsResultMockHandler({ type: 'error', message: 'Order not found' })] });
    await ready();
    act(() => {
      trackSecondsOrder({ ...opened(), remain_milli_seconds: 30_000 }, 'USDT', Date.now() - 40_000);
    });
    expect(await screen.findByTestId('countdown-chip')).toHaveAccessibleName('Open order BTC/USDT Up, settling');
    await waitFor(() => expect(screen.queryByTestId('countdown-chip')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Open (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /You (won|lost)/ })).not.toBeInTheDocument();
  });

  it('keeps counting down after leaving and shows a chip when the trader comes back', async () => {
    const first = setup({ panel: true });
    await ready();
    await first.user.type(amountInput(), '100');
    await first.user.click(upButton());
    await first.user.click(
      within(await findOpenedDialog({ name: 'Confirm order' })).getByRole('button', { name: 'Confirm' }),
    );
    const sheet = await screen.findByTestId('countdown-sheet');
    await first.user.click(within(sheet).getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByRole('button', { name: /^Open order BTC\/USDT Up, \d+ seconds left$/ }),
    ).toBeInTheDocument();
    const endsAt = () =>
      (JSON.parse(sessionStorage.getItem('secondsTrade:orders') ?? '{}') as { open?: { endsAt: number }[] }).open?.[0]
        ?.endsAt;
    const before = endsAt();
    expect(before).toBeGreaterThan(Date.now());
    first.unmount();

    const second = setup({ panel: true });
    await ready();
    const chip = await screen.findByTestId('countdown-chip');
    expect(chip).toHaveAccessibleName(/^Open order BTC\/USDT Up, \d+ seconds left$/);
    // The same end time: the countdown went on, it did not start again.
    expect(endsAt()).toBe(before);
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();
    await second.user.click(chip);
    expect(await screen.findByTestId('countdown-sheet')).toBeInTheDocument();
  });

  it('switches pair from the picker and keeps it in the URL', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Choose pair, now BTC/USDT' }));
    const list = await screen.findByRole('list', { name: 'Pairs with seconds options' });
    // Only pairs that offer seconds options (the BTC-quoted ones do not), the favourites (BTC, LTC) first.
    const rows = () => [...list.querySelectorAll('.seconds-pair-row__name strong')].map((b) => b.textContent);
    await waitFor(() => expect(rows()).toEqual(['BTC', 'LTC', 'ETH', 'XRP', 'DOGE']));
    expect(
      within(list)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Favourite BTC/USDT', 'Favourite LTC/USDT']);
    await user.click(within(list).getByRole('button', { name: /^ETH\/USDT/ }));
    expect(await screen.findByRole('button', { name: 'Choose pair, now ETH/USDT' })).toBeInTheDocument();
    expect(screen.getByTestId('live-price')).toHaveTextContent('3,412.75');
    expect(location()).toBe('/pages/transaction/index2?id=2');
  });

  it('shows an error with a retry when the quotes fail, never a blank screen', async () => {
    const { user } = setup({
      handlers: [http.get('*/currency/quotation_new', () => HttpResponse.error(), { once: true })],
    });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose pair, now BTC/USDT' })).toBeInTheDocument();
  });

  it('shows the server message when no duration is offered', async () => {
    setup({ handlers: [getListSecondsOptionsMockHandler({ type: 'error', message: 'Function under development' })] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Function under development')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
