// Lock mining: the products, buying a lock (the amount leaves the spot account), daily interest
// and maturity on the sandbox clock, and early redemption with the penalty of product-spec §9.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';
import { example, ledgerMoved } from './ledger-and-examples';

const s = await startSandbox();
/** A second world, left as the seed made it, for the contract's examples. */
const fresh = await startSandbox();
const DAY = 86400e3;
const NADIA = 100001;

interface LockOrder {
  id: number;
  amount: string;
  day_rate: string;
  total_interest: string;
  start_at: string;
  end_at: string;
  status: number;
  cancel_fee: number;
}

const orders = async (input: Record<string, unknown> = {}) =>
  (await s.ok<{ order_list: LockOrder[] }>('listLockOrders', { page: 1, limit: 50, ...input })).order_list;
const usdt = async () => new Big((await s.wallet(DEMO.id, 'change', 'USDT')).balance);
/** Milliseconds from now to `days` days after the next midnight (UTC), plus a minute. */
const untilDay = (days: number) => {
  const now = s.sandbox.world.clock.now();
  return Math.floor(now / DAY) * DAY + DAY + days * DAY - now + 60e3;
};

const moved = (userId: number, coin: string, filter: { ref?: number; kinds?: string[]; since?: number }) =>
  ledgerMoved(s, userId, coin, filter);

describe('the contract examples on a fresh seed', () => {
  it('answers every operation of the area with its example input', async () => {
    for (const id of ['listLockConfigs', 'listLockOrders', 'createLockOrder', 'cancelLockOrder'])
      expect((await fresh.call(id, example(id))).type, id).toBe('ok');
  });
});

describe('lock mining on a fresh seed', () => {
  it('lists the products, paged', async () => {
    const configs =
      await s.ok<Array<{ id: number; day: number; interest_rate: string; save_min: string }>>('listLockConfigs');
    expect(configs.length).toBeGreaterThanOrEqual(4);
    expect(configs[0]).toMatchObject({ id: 1, day: 5, interest_rate: '0.40', save_min: '100' });
    expect(new Set(configs.map((c) => c.day)).size).toBe(configs.length);
    const second = await s.ok<unknown[]>('listLockConfigs', { page: 2, limit: 2 });
    expect(second).toHaveLength(2);
  });

  it("lists the demo user's orders newest first, with the current penalty", async () => {
    const list = await orders();
    const active = list.find((o) => o.id === 2041)!;
    expect(active).toMatchObject({
      amount: '1000.00',
      day_rate: '0.004',
      total_interest: '8.00',
      status: 1,
      cancel_fee: 12,
    });
    expect(list.find((o) => o.id === 1987)).toMatchObject({ status: 2, total_interest: '7.50', cancel_fee: 0 });
    expect(list.map((o) => o.id)).toEqual([...list.map((o) => o.id)].sort((a, b) => b - a));
    expect((await orders({ status: 1 })).every((o) => o.status === 1)).toBe(true);
    expect((await orders({ status: 2 })).map((o) => o.id)).toContain(1987);
    expect((await orders({ is_cancel: 1 })).map((o) => o.id)).toEqual([2012]);
  });

  it('redeems 2041 early: 0.4 % × 3 days × 1000 = 12 penalty, 988 back; a second redemption is refused', async () => {
    const before = await usdt();
    expect(await s.ok('cancelLockOrder', { id: 2041 })).toBe('Early redemption succeeded');
    expect((await usdt()).minus(before).toFixed()).toBe('988');
    expect((await orders()).find((o) => o.id === 2041)).toMatchObject({ status: 2, cancel_fee: 0 });
    expect(await s.call('cancelLockOrder', { id: 2041 })).toEqual({
      type: 'error',
      message: 'The order status is abnormal',
    });
    expect((await usdt()).minus(before).toFixed()).toBe('988');
  });

  it("refuses another user's order, an amount below the minimum and more than the balance", async () => {
    expect((await s.call('cancelLockOrder', { id: 2047 })).type).toBe('error');
    expect(await s.call('createLockOrder', { config_id: 1, amount: '99.5' })).toEqual({
      type: 'error',
      message: 'The minimum amount is: 100',
    });
    expect(await s.call('createLockOrder', { config_id: 1, amount: '900000' })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect((await s.call('createLockOrder', { config_id: 1, amount: '-5' })).type).toBe('error');
    expect((await s.call('createLockOrder', { config_id: 999, amount: '100' })).type).toBe('error');
  });

  it('buys a lock: the amount leaves the spot account; redeeming at once costs 0.4 % × 5 × 1000', async () => {
    const before = await usdt();
    expect(await s.ok('createLockOrder', { config_id: 1, amount: '1000' })).toBe('success');
    expect(before.minus(await usdt()).toFixed()).toBe('1000');
    const order = (await orders())[0]!;
    expect(order).toMatchObject({ amount: '1000.00', status: 1, total_interest: '0.00', cancel_fee: 20 });
    await s.ok('cancelLockOrder', { id: order.id });
    expect(before.minus(await usdt()).toFixed()).toBe('20');
  });

  it('pays the daily income on the clock and returns the principal at maturity', async () => {
    const login = () => s.login('nadia.v@example.com', 'Nadia!2026');
    const token = await login();
    const before = new Big((await s.wallet(NADIA, 'change', 'USDT')).balance);
    await s.ok('createLockOrder', { config_id: 4, amount: '1000' }, { token });
    expect(before.minus((await s.wallet(NADIA, 'change', 'USDT')).balance).toFixed()).toBe('1000');
    const list = async (t: string) =>
      (await s.ok<{ order_list: LockOrder[] }>('listLockOrders', { page: 1, limit: 5 }, { token: t })).order_list;
    const order = (await list(token))[0]!;
    expect(order).toMatchObject({ day_rate: '0.0032', status: 1 });
    await s.advance(untilDay(1));
    expect((await list(token))[0]).toMatchObject({ id: order.id, total_interest: '3.20', status: 1, cancel_fee: 19.2 });
    expect((await moved(NADIA, 'USDT', { ref: order.id })).amount).toBe('-996.8');
    await s.advance(6 * DAY);
    const again = await login();
    expect((await list(again))[0]).toMatchObject({ id: order.id, status: 2, total_interest: '22.40', cancel_fee: 0 });
    expect((await moved(NADIA, 'USDT', { ref: order.id })).amount).toBe('22.4');
    expect((await s.call('cancelLockOrder', { id: order.id }, { token: again })).message).toBe(
      'The order status is abnormal',
    );
  });

  it("matures the seed's other active orders too", async () => {
    const marco = await s.sandbox.world.db.one<{ status: number; paid_days: number }>(
      'SELECT status, paid_days FROM mining_orders WHERE id = 2047',
    );
    expect(marco).toMatchObject({ status: 1 });
    await s.advance(30 * DAY);
    const after = await s.sandbox.world.db.one<{ status: number; paid_days: number; total_interest: string }>(
      'SELECT status, paid_days, total_interest FROM mining_orders WHERE id = 2047',
    );
    expect(after).toMatchObject({ status: 2, paid_days: 30 });
    expect(new Big(after!.total_interest).toFixed()).toBe('2280');
  });

  it('answers 999 without a session', async () => {
    expect((await s.call('listLockOrders', {}, { token: null })).type).toBe('999');
  });
});
