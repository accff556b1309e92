// Money is neither created nor lost by rebates and coupons (property): an invited user trades spot
// and contracts at random, naming coupons at random (some usable, some not), while the price moves.
// After every step, from the orders and the records alone:
// - the inviter holds exactly what the rebate records say (each the rate of one fee, cut to 8
//   places), and those fees are exactly the fees the friend paid (a spot buy's fee valued at its
//   fill price);
// - the friend's spot coins moved by exactly the fills less their fees, the contract account by
//   exactly start − fees + realized P/L + the vouchers used;
// - a coupon is used by one order at most, and the fee of an order that used a fee discount is the
//   full fee less its percent; nothing goes below zero.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPOT_FEE_RATE } from '../src/domain/spot-orders';
import { startSandbox } from './harness';

const s = await startSandbox();
const LTC = { currency_id: 4, legal_id: 1 };
const RATE = new Big('0.2');

interface User {
  id: number;
  token: string;
}
type Step =
  | { kind: 'spot'; side: 1 | 2; lots: number; coupon: number | null }
  | { kind: 'lever'; side: 1 | 2; share: number; multiple: number; coupon: number | null }
  | { kind: 'close'; pick: number }
  | { kind: 'price'; cents: number };

const coupon = fc.option(fc.nat({ max: 5 }), { nil: null });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('spot' as const),
    side: fc.constantFrom(1 as const, 2 as const),
    lots: fc.integer({ min: 1, max: 40 }),
    coupon,
  }),
  fc.record({
    kind: fc.constant('lever' as const),
    side: fc.constantFrom(1 as const, 2 as const),
    share: fc.integer({ min: 1, max: 30 }),
    multiple: fc.constantFrom(5, 10, 20),
    coupon,
  }),
  fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('price' as const), cents: fc.integer({ min: 6000, max: 10000 }) }),
);

async function control<T>(url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await s.sandbox.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const q = <T>(sql: string, params: unknown[]) => s.sandbox.world.db.query<T>(sql, params);
const sum = <T>(list: T[], f: (row: T) => Big.BigSource) => list.reduce((acc, r) => acc.plus(f(r)), new Big(0));
const total = async (userId: number, account: string, coin: string) => {
  const w = await s.wallet(userId, account, coin);
  expect(new Big(w.balance).gte(0) && new Big(w.locked).gte(0)).toBe(true);
  return new Big(w.balance).plus(w.locked);
};
const same = (actual: Big, expected: Big) => expect(actual.toFixed(18)).toBe(expected.toFixed(18));

describe('rebates and coupons (property)', () => {
  it('move exactly the money the orders and the records say, no more', async () => {
    const [pair] = await q<{ lever_trade_fee: string }>(
      'SELECT lever_trade_fee FROM pairs WHERE currency_id = $1 AND legal_id = $2',
      [LTC.currency_id, LTC.legal_id],
    );
    const leverFeeRate = new Big(pair!.lever_trade_fee);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const START = { usdt: new Big(3000), ltc: new Big(20), lever: new Big(2000) };
        const inviter = await control<User>('/__sandbox/users', {});
        const friend = await control<User>('/__sandbox/users', {
          wallets: {
            change: { USDT: START.usdt.toFixed(), LTC: START.ltc.toFixed() },
            lever: { USDT: START.lever.toFixed() },
          },
        });
        await control(`/__sandbox/users/${friend.id}/inviter`, { inviter: inviter.id });
        // Coupons of every kind the orders may name; index 5 names one that is not the user's.
        const granted: number[] = [];
        for (const c of [
          { type: 'fee_discount', value: '50', min: '100', scope: 'spot' },
          { type: 'fee_discount', value: '25', min: '0', scope: 'all' },
          { type: 'trade_voucher', value: '10', min: '30', scope: 'contract' },
          { type: 'trade_voucher', value: '5', min: '0', scope: 'all' },
          { type: 'fee_discount', value: '100', min: '0', scope: 'contract' },
        ])
          granted.push((await control<{ id: number }>(`/__sandbox/users/${friend.id}/coupons`, c)).id);
        granted.push(
          (
            await control<{ id: number }>(`/__sandbox/users/${inviter.id}/coupons`, {
              type: 'fee_discount',
              value: '10',
              scope: 'all',
            })
          ).id,
        );
        const as = { token: friend.token };
        await s.setPrice('LTC/USDT', 80);

        for (const st of steps) {
          const couponId = 'coupon' in st && st.coupon !== null ? { coupon_id: granted[st.coupon] } : {};
          if (st.kind === 'spot')
            await s.call(
              'createCoinOrder',
              { ...LTC, amount: String(st.lots / 4), target_price: '', type: st.side, ...couponId },
              as,
            );
          else if (st.kind === 'lever')
            await s.call(
              'createLeverOrder',
              { ...LTC, status: 1, type: st.side, share: st.share, multiple: st.multiple, ...couponId },
              as,
            );
          else if (st.kind === 'price') await s.setPrice('LTC/USDT', st.cents / 100);
          else {
            const open = await q<{ id: number }>(
              'SELECT id FROM lever_transactions WHERE user_id = $1 AND status = 1 ORDER BY id',
              [friend.id],
            );
            const target = open[st.pick % Math.max(1, open.length)];
            if (target) await s.call('closeLeverPosition', { id: target.id }, as);
          }

          const spot = await q<{
            id: number;
            side: number;
            amount: string;
            fill_price: string;
            fee: string;
            fee_rate: string;
          }>('SELECT id, side, amount, fill_price, fee, fee_rate FROM spot_orders WHERE user_id = $1 AND status = 2', [
            friend.id,
          ]);
          const lever = await q<{
            id: number;
            status: number;
            trade_fee: string;
            fact_profits: string;
            overnight_money: string;
            written_off: string;
            share: number;
            price: string;
            number: string;
          }>('SELECT * FROM lever_transactions WHERE user_id = $1', [friend.id]);
          const used = await q<{ id: number; type: string; value: string; used_ref: string }>(
            'SELECT id, type, value, used_ref FROM coupons WHERE user_id = $1 AND used_at IS NOT NULL',
            [friend.id],
          );
          const records = await q<{ fee: string; rate: string; amount: string }>(
            'SELECT fee, rate, amount FROM rebate_records WHERE user_id = $1',
            [inviter.id],
          );

          // The inviter: exactly the records, each the rate of one fee, and the fees are the friend's.
          same(
            await total(inviter.id, 'change', 'USDT'),
            sum(records, (r) => r.amount),
          );
          for (const r of records) same(new Big(r.amount), new Big(r.fee).times(RATE).round(8, Big.roundDown));
          const spotFees = sum(spot, (o) => (o.side === 1 ? new Big(o.fee).times(o.fill_price) : o.fee));
          const leverFees = sum(lever, (p) => p.trade_fee);
          same(
            sum(records, (r) => r.fee),
            spotFees.plus(leverFees),
          );

          // The friend's spot coins: the fills less their fees.
          const buys = spot.filter((o) => o.side === 1);
          const sells = spot.filter((o) => o.side === 2);
          same(
            await total(friend.id, 'change', 'USDT'),
            START.usdt
              .minus(sum(buys, (o) => new Big(o.amount).times(o.fill_price)))
              .plus(sum(sells, (o) => new Big(o.amount).times(o.fill_price).minus(o.fee))),
          );
          same(
            await total(friend.id, 'change', 'LTC'),
            START.ltc.plus(sum(buys, (o) => new Big(o.amount).minus(o.fee))).minus(sum(sells, (o) => o.amount)),
          );

          // The contract account: start − fees + realized + vouchers.
          const vouchers = sum(
            used.filter((c) => c.type === 'trade_voucher'),
            (c) => c.value,
          );
          const realized = sum(lever, (p) =>
            p.status === 3 ? new Big(p.fact_profits).minus(p.overnight_money).plus(p.written_off) : 0,
          );
          same(await total(friend.id, 'lever', 'USDT'), START.lever.minus(leverFees).plus(realized).plus(vouchers));

          // Each coupon used by one order, which it really discounted.
          expect(new Set(used.map((c) => c.used_ref)).size).toBe(used.length);
          expect(used.every((c) => granted.slice(0, 5).includes(c.id))).toBe(true);
          for (const o of spot) {
            const c = used.find((u) => u.used_ref === `spot_order:${o.id}`);
            const full = new Big(SPOT_FEE_RATE);
            same(new Big(o.fee_rate), c ? full.times(new Big(100).minus(c.value)).div(100) : full);
          }
          for (const p of lever) {
            const c = used.find((u) => u.used_ref === `lever:${p.id}`);
            const full = new Big(p.price).times(p.number).times(leverFeeRate).round(18, Big.roundHalfUp);
            const off = c?.type === 'fee_discount' ? new Big(100).minus(c.value).div(100) : new Big(1);
            same(new Big(p.trade_fee), full.times(off).round(18, Big.roundHalfUp));
          }
        }
        // Leave nothing open for the next run's price moves.
        await s.call('closeLeverPositions', { type: 0 }, as);
        await s.sandbox.world.jobs.runDue();
      }),
      { numRuns: 12 },
    );
  });
});
