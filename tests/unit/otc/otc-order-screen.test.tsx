// An OTC order: the payment countdown (fake timers: it counts down from the server's seconds and
// reads the order again when they run out), "I have paid" and cancel each confirmed and sent once,
// and a sell order released with the pay password.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCancelOtcOrderMockHandler,
  getGetOtcOrderMockHandler,
  getSubmitOtcPaymentMockHandler,
} from '@generated/api/otc/otc.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { clockText, secondsLeft } from '@/features/otc/otc-countdown';
import { OtcOrderScreen, WATCH_MS } from '@/features/otc/otc-order-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { formBody, order, TOKEN } from './fixtures';
import { findOpenedDialog } from '../opened-dialog';

const ROUTE = '/pages/otc/order';

useUiKitShims();
beforeAll(async () => {
  await i18next.loadNamespaces(['otc']);
});
beforeEach(() => setToken(TOKEN));
afterEach(() => vi.useRealTimers());

describe('payment countdown', () => {
  it('counts from the seconds the server gave, never below zero', () => {
    expect(secondsLeft(900, 10_000, 10_000)).toBe(900);
    expect(secondsLeft(900, 10_000, 71_500)).toBe(839);
    expect(secondsLeft(900, 10_000, 2_000_000)).toBe(0);
    expect(clockText(839)).toBe('13:59');
    expect(clockText(3725)).toBe('1:02:05');
  });

  it('ticks each second and reads the order again when the time runs out', async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-24T10:05:12Z'),
      shouldAdvanceTime: false,
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    let reads = 0;
    server.use(
      getGetOtcOrderMockHandler(() => {
        reads += 1;
        return reads === 1
          ? { type: 'ok', message: order({ expire_seconds: 3 }) }
          : {
              type: 'ok',
              message: order({ status: 4, cancel_reason: 'expired', expire_seconds: 0, finish_time: 1795500315 }),
            };
      }),
    );
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
    const timer = await screen.findByTestId('otc-countdown');
    expect(timer).toHaveTextContent('00:03');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:02');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
    expect(
      screen.getByText('The payment time ran out before you paid, so the order expired; nothing was charged.'),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.queryByTestId('otc-countdown')).not.toBeInTheDocument();
  });
});

describe('a cancelled order', () => {
  it.each([
    ['user', 'buy', 'Cancelled', 'This order was cancelled; nothing was charged.'],
    ['expired', 'sell', 'Expired', 'The buyer did not pay in time, so the order expired; your USDT was unfrozen.'],
    ['support', 'sell', 'Cancelled', 'Support cancelled this order after the appeal; your USDT was unfrozen.'],
  ] as const)('cancelled by %s (a %s order) reads "%s" with why', async (reason, side, heading, note) => {
    server.use(
      getGetOtcOrderMockHandler(() => ({
        type: 'ok',
        message: order({ side, status: 4, cancel_reason: reason, expire_seconds: 0, finish_time: 1795500315 }),
      })),
    );
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByTestId('otc-countdown')).not.toBeInTheDocument();
  });
});

describe('waiting for the other side', () => {
  it('reads a paid buy again until the merchant releases it, then stops', async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-24T10:05:12Z'),
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    let reads = 0;
    server.use(
      getGetOtcOrderMockHandler(() => {
        reads += 1;
        return reads < 3
          ? { type: 'ok', message: order({ status: 2, expire_seconds: 0, paid_time: 1795500610 }) }
          : {
              type: 'ok',
              message: order({ status: 3, expire_seconds: 0, paid_time: 1795500610, finish_time: 1795500790 }),
            };
      }),
    );
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(WATCH_MS);
    });
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(WATCH_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Completed' })).toBeInTheDocument();
    // A completed order waits for no one: it is not read again.
    await act(async () => {
      vi.advanceTimersByTime(3 * WATCH_MS);
    });
    expect(reads).toBe(3);
  });
});

describe('order actions', () => {
  const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

  it('"I have paid" is confirmed and sent once, then the paid order shows', async () => {
    const sent: Record<string, string>[] = [];
    let paid = false;
    server.use(
      getGetOtcOrderMockHandler(() => ({
        type: 'ok',
        message: paid ? order({ status: 2, expire_seconds: 0, paid_time: 1795500610 }) : order(),
      })),
      getSubmitOtcPaymentMockHandler(async ({ request }) => {
        sent.push(await formBody(request));
        paid = true;
        return { type: 'ok', message: 'Operation succeeded' };
      }),
    );
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(screen.getByText('6222021001123456789')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = await findOpenedDialog({ name: 'Have you paid?' });
    expect(within(dialog).getByText('3,625.00 CNY')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, I have paid' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(sent).toEqual([{ id: '880412', lang: 'en' }]);
    expect(screen.getByRole('button', { name: 'Appeal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a refused cancel keeps the order as it was', async () => {
    server.use(
      getGetOtcOrderMockHandler({ type: 'ok', message: order() }),
      getCancelOtcOrderMockHandler({ type: 'error', message: 'The order is no longer waiting for payment' }),
    );
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await findOpenedDialog({ name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order is no longer waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
  });

  it('a bad order id says so without a request', () => {
    renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=abc` });
    expect(screen.getByText('This order cannot be found.')).toBeInTheDocument();
  });
});

it('a paid sell order offers the release, not payment', async () => {
  server.use(getGetOtcOrderMockHandler({ type: 'ok', message: order({ side: 'sell', status: 2, expire_seconds: 0 }) }));
  renderScreen(<OtcOrderScreen />, { path: ROUTE, route: `${ROUTE}?id=880412` });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Release USDT' })).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
});
