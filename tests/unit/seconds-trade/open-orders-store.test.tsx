// The countdown store of open seconds orders: end times kept outside React and in sessionStorage,
// so a countdown survives unmounting, remounting and a reload; settlement from `closed_microorder`.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateSecondsOrderResponseMock } from '@generated/api/seconds-trade/seconds-trade.msw';
import type { SecondsOrder } from '@generated/model';
import { clearSession, setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { CountdownChip } from '@/features/seconds-trade/countdown';
import {
  dismissSecondsResult,
  getSecondsOrdersState,
  reloadSecondsOrders,
  settleSecondsOrder,
  trackSecondsOrder,
  useSecondsOrders,
} from '@/features/seconds-trade/open-orders-store';
import { emitSocket, listenerCount } from './fake-socket';

vi.mock('@/api/socket', () => import('./fake-socket'));

const START = new Date('2026-11-22T05:00:00Z').getTime();

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

function Chip() {
  const { open } = useSecondsOrders();
  return <CountdownChip orders={open} onOpen={() => {}} />;
}

const chip = () => screen.getByTestId('countdown-chip');

beforeAll(async () => {
  await i18next.loadNamespaces('seconds-trade');
});

beforeEach(() => {
  sessionStorage.clear();
  reloadSecondsOrders();
});

describe('open seconds orders store', () => {
  it('counts down from the server remaining time and survives unmount, remount and a reload', () => {
    vi.useFakeTimers({ now: START });
    trackSecondsOrder(opened(), 'USDT');

    const first = render(<Chip />);
    expect(chip()).toHaveTextContent('BTC/USDT1:00');
    expect(chip()).toHaveAccessibleName('Open order BTC/USDT Up, 60 seconds left');

    act(() => vi.advanceTimersByTime(15_000));
    expect(chip()).toHaveTextContent('0:45');

    // Leave the page: nothing renders, the clock keeps going.
    first.unmount();
    act(() => vi.advanceTimersByTime(10_000));
    const stored = JSON.parse(sessionStorage.getItem('secondsTrade:orders') ?? '{}') as {
      open: { id: number; endsAt: number }[];
    };
    expect(stored.open).toEqual([expect.objectContaining({ id: 88213, endsAt: START + 60_000 })]);

    // Come back: the same order, 35 s left.
    const second = render(<Chip />);
    expect(chip()).toHaveTextContent('0:35');
    second.unmount();

    // A reload reads the end time back from sessionStorage.
    reloadSecondsOrders();
    render(<Chip />);
    expect(chip()).toHaveTextContent('0:35');
    act(() => vi.advanceTimersByTime(35_000));
    expect(chip()).toHaveTextContent('Settling');
    expect(chip()).toHaveAccessibleName('Open order BTC/USDT Up, settling');
  });

  it('shows the order that ends first and how many more run', () => {
    vi.useFakeTimers({ now: START });
    trackSecondsOrder(opened(), 'USDT');
    trackSecondsOrder({ ...opened(), id: 88214, type: 2, remain_milli_seconds: 30_000 }, 'USDT');
    render(<Chip />);
    expect(chip()).toHaveTextContent('0:30');
    expect(chip()).toHaveTextContent('+1');
    expect(chip()).toHaveAccessibleName('Open order BTC/USDT Down, 30 seconds left');
  });

  it('listens to closed_microorder only while an order is open, and keeps the result until seen', () => {
    expect(listenerCount('closed_microorder')).toBe(0);
    trackSecondsOrder(opened(), 'USDT');
    expect(listenerCount('closed_microorder')).toBe(1);

    // Another order (not placed here) is not this tab's business.
    emitSocket('closed_microorder', { type: 'closed_microorder', to: 100238, data: settled({ id: 1 }) });
    expect(getSecondsOrdersState().open).toHaveLength(1);

    emitSocket('closed_microorder', { type: 'closed_microorder', to: 100238, data: settled() });
    const state = getSecondsOrdersState();
    expect(state.open).toHaveLength(0);
    expect(state.results).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({ id: 88213 }),
        result: expect.objectContaining({ fact_profits: '85.00' }),
      }),
    ]);
    expect(listenerCount('closed_microorder')).toBe(0);

    // The unseen result survives a reload too.
    reloadSecondsOrders();
    expect(getSecondsOrdersState().results).toHaveLength(1);
    dismissSecondsResult(88213);
    expect(getSecondsOrdersState().results).toHaveLength(0);
    expect(sessionStorage.getItem('secondsTrade:orders')).toBeNull();
  });

  it('does not settle on an answer that is not settled yet', () => {
    trackSecondsOrder(opened(), 'USDT');
    expect(settleSecondsOrder(opened())).toBe(false);
    expect(getSecondsOrdersState().open).toHaveLength(1);
    expect(settleSecondsOrder(settled(), 88213)).toBe(true);
    expect(getSecondsOrdersState().results[0]?.result.id).toBe(88213);
  });

  it("never takes another order's result for this one (matched by order id)", () => {
    trackSecondsOrder(opened(), 'USDT');
    // Asked for 88213, answered about 88207: not this order's result.
    expect(settleSecondsOrder(settled({ id: 88207 }), 88213)).toBe(false);
    expect(settleSecondsOrder(settled({ id: 88207 }))).toBe(false);
    expect(getSecondsOrdersState().results).toHaveLength(0);
    expect(getSecondsOrdersState().open.map((o) => o.id)).toEqual([88213]);
    // A result pushed with the id as a string (the socket may send strings) still matches.
    expect(settleSecondsOrder({ ...settled(), id: '88213' as unknown as number }, 88213)).toBe(true);
    expect(getSecondsOrdersState().results.map((r) => r.order.id)).toEqual([88213]);
  });

  it('keeps the duration the trader chose only when the server accepted another', () => {
    expect(trackSecondsOrder(opened(), 'USDT', 0, 60).requestedSeconds).toBeUndefined();
    const tracked = trackSecondsOrder({ ...opened(), id: 88214 }, 'USDT', 0, 30);
    expect(tracked).toMatchObject({ seconds: 60, requestedSeconds: 30, endsAt: 60_000 });
    reloadSecondsOrders();
    expect(getSecondsOrdersState().open.find((o) => o.id === 88214)?.requestedSeconds).toBe(30);
  });

  it('forgets the orders of a session that ends', () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    trackSecondsOrder(opened(), 'USDT');
    expect(getSecondsOrdersState().open).toHaveLength(1);
    clearSession();
    expect(getSecondsOrdersState().open).toHaveLength(0);
    expect(sessionStorage.getItem('secondsTrade:orders')).toBeNull();
    expect(listenerCount('closed_microorder')).toBe(0);
  });
});
