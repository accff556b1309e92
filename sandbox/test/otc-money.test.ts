// The money of OTC (property): whatever the sequence of orders on both sides, payments,
// cancellations, releases, appeals, merchants acting and the clock running through deadlines,
// releases and support's decisions: every USDT of an ad is either still available or held by one
// of its orders that was not cancelled; a user's legal USDT is what they started with plus the
// buys released to them less the sells they released; their frozen USDT is exactly their sell
// orders still open; and a refused action changes nothing.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;
const MINUTE = 60e3;
const START = '3000';
/** Buy and sell ads in CNY and USD, with limits from 50 to 1,000,000 of fiat. */
const ADS = [3101, 3102, 3110, 3201, 3204, 3211];
const OPEN = [1, 2, 5];

interface Trader {
  id: number;
  token: string;
}

/** Per ad: what is available plus what its orders that were not cancelled hold. */
async function adLedger() {
  const rows = await db.query<{ id: number; available: string; held: string }>(
    `SELECT a.id, a.available, COALESCE((SELECT sum(o.number) FROM otc_orders o WHERE o.ad_id = a.id AND o.status <> 4), 0) AS held
     FROM otc_ads a ORDER BY a.id`,
  );
  return rows.map((r) => [r.id, new Big(r.available).plus(r.held).toFixed()]);
}

async function legal(userId: number) {
  return (
    (await db.one<{ balance: string; locked: string }>(
      `SELECT balance, locked FROM wallets WHERE user_id = $1 AND account = 'legal' AND currency_id = 1`,
      [userId],
    )) ?? { balance: '0', locked: '0' }
  );
}

interface OrderRow {
  id: number;
  side: string;
  status: number;
  number: string;
}
const ordersOf = (userId: number) =>
  db.query<OrderRow>('SELECT id, side, status, number FROM otc_orders WHERE user_id = $1 ORDER BY id', [userId]);

type Step =
  | { kind: 'order'; user: number; ad: number; cents: number }
  | { kind: 'paid' | 'cancel' | 'release' | 'merchant'; user: number; order: number }
  | { kind: 'appeal'; user: number; order: number; reason: 'not_released' | 'not_received' | 'wrong_amount' | 'other' }
  | { kind: 'advance'; minutes: number };

const who = fc.nat({ max: 2 });
const which = fc.nat({ max: 10 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      user: who,
      ad: fc.nat({ max: ADS.length - 1 }),
      // 0.01 to 2,500 USDT: some below an ad's minimum, some above the level's 2,000
      cents: fc.integer({ min: 1, max: 250_000 }),
    }),
  },
  ...(['paid', 'cancel', 'release', 'merchant'] as const).map((kind) => ({
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant(kind), user: who, order: which }),
  })),
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('appeal' as const),
      user: who,
      order: which,
      reason: fc.constantFrom(
        'not_released' as const,
        'not_received' as const,
        'wrong_amount' as const,
        'other' as const,
      ),
    }),
  },
  // deadlines (15-30 min), releases (2-8 min), appeals (10 min, decided in 60)
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  },
);

/** Every state of both sides first: released, paid and expired, cancelled, appealed and decided. */
const LIFE: Step[] = [
  { kind: 'order', user: 0, ad: 0, cents: 50_000 },
  { kind: 'paid', user: 0, order: 0 },
  { kind: 'order', user: 1, ad: 3, cents: 30_000 },
  { kind: 'order', user: 1, ad: 1, cents: 10_000 },
  { kind: 'cancel', user: 1, order: 1 },
  { kind: 'order', user: 2, ad: 2, cents: 20_000 },
  { kind: 'advance', minutes: 10 },
  { kind: 'release', user: 1, order: 0 },
  { kind: 'order', user: 2, ad: 4, cents: 40_000 },
  { kind: 'merchant', user: 2, order: 1 },
  { kind: 'advance', minutes: 11 },
  { kind: 'appeal', user: 2, order: 1, reason: 'not_received' },
  { kind: 'advance', minutes: 61 },
];

describe('the money of OTC (property)', () => {
  it('keeps every USDT of the ads and the users accounted for', async () => {
    const seen = new Set<string>();
    const ads = await adLedger();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 30 }), async (steps) => {
        const users: Trader[] = [];
        for (let i = 0; i < 3; i++) {
          const made = await s.sandbox.app.inject({
            method: 'POST',
            url: '/__sandbox/users',
            payload: { wallets: { legal: { USDT: START } } },
          });
          users.push(made.json() as Trader);
        }
        const as = (i: number) => ({ token: users[i]!.token });

        for (const st of steps) {
          const snapshot = async () => ({
            ads: await adLedger(),
            wallets: await Promise.all(users.map((u) => legal(u.id))),
          });
          const before = await snapshot();
          let answer: { type: string; message?: unknown } | undefined;
          if (st.kind === 'advance') await s.advance(st.minutes * MINUTE);
          else if (st.kind === 'order') {
            const number = new Big(st.cents).div(100).toFixed(2);
            answer = await s.call('createOtcOrder', { ad_id: ADS[st.ad], number }, as(st.user));
          } else {
            const mine = await ordersOf(users[st.user]!.id);
            const order = mine[st.order % Math.max(1, mine.length)];
            if (!order) continue;
            if (st.kind === 'paid') answer = await s.call('submitOtcPayment', { id: order.id }, as(st.user));
            else if (st.kind === 'cancel') answer = await s.call('cancelOtcOrder', { id: order.id }, as(st.user));
            else if (st.kind === 'release')
              answer = await s.call('submitOtcRelease', { id: order.id, pay_password: '260518' }, as(st.user));
            else if (st.kind === 'appeal')
              answer = await s.call(
                'submitOtcAppeal',
                { id: order.id, reason: st.reason, remark: 'What happened, in a few words.' },
                as(st.user),
              );
            else {
              const acted = await s.sandbox.app.inject({
                method: 'POST',
                url: `/__sandbox/otc/orders/${order.id}/merchant`,
              });
              answer = { type: acted.statusCode === 200 ? 'ok' : 'error' };
            }
          }
          if (answer?.type === 'ok') seen.add(st.kind);
          const after = await snapshot();
          // A refused action is a business error that changed nothing.
          if (answer && answer.type !== 'ok') {
            expect(answer.type).toBe('error');
            expect(after).toEqual(before);
          }

          // Every USDT of an ad is available or held by an order that was not cancelled.
          expect(after.ads).toEqual(ads);
          for (const [i, u] of users.entries()) {
            const orders = await ordersOf(u.id);
            const sum = (side: string, statuses: number[]) =>
              orders
                .filter((o) => o.side === side && statuses.includes(o.status))
                .reduce((total, o) => total.plus(o.number), new Big(0));
            const w = after.wallets[i]!;
            // The buys released to the user arrived; the sells they released left.
            expect(new Big(w.balance).plus(w.locked).toFixed()).toBe(
              new Big(START)
                .plus(sum('buy', [3]))
                .minus(sum('sell', [3]))
                .toFixed(),
            );
            // The open sells are frozen, nothing else.
            expect(new Big(w.locked).toFixed()).toBe(sum('sell', OPEN).toFixed());
            expect(new Big(w.balance).gte(0)).toBe(true);
          }
        }
      }),
      { numRuns: 15, examples: [[LIFE]], endOnFailure: true },
    );
    expect([...seen].sort()).toEqual(['appeal', 'cancel', 'merchant', 'order', 'paid', 'release']);
    // Both ends of the clock's jobs were reached: expired orders, released buys, decided appeals.
    const ends = await db.one<{ expired: number; released: number; decided: number }>(
      `SELECT count(*) FILTER (WHERE cancelled_by = 'expired')::int AS expired,
         count(*) FILTER (WHERE side = 'buy' AND status = 3)::int AS released,
         count(*) FILTER (WHERE appealed_at IS NOT NULL AND status IN (3, 4))::int AS decided
       FROM otc_orders WHERE id >= 880500`,
    );
    expect(ends?.expired).toBeGreaterThan(0);
    expect(ends?.released).toBeGreaterThan(0);
    expect(ends?.decided).toBeGreaterThan(0);
  }, 240_000);
});
