// The seed of the invest area: dual-currency products on BTC and ETH, call (paid in the coin) and
// put (paid in USDT), on sale, sold out and already settled, with linked prices around the feed's
// prices; and the demo user's orders of the contract's examples: 5031 (1 share of product 12, BTC
// 7-day 98000, waiting for maturity) and 4870 (2 shares of product 9 settled above 92000:
// 0.2 × 92000 × (1 + 7 × 0.146 / 365) = 18451.52 USDT), plus an ETH put. Products still running
// settle by a job at their maturity.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, dayStart, seedHistory, seedPrice, type SeedMove } from '../domain/earn-common';
import { DUAL_SETTLE_JOB, dualCost, holdingDays, USDT as USDT_ID, type DualType } from '../domain/earn-dual';
import { dualSettlement } from '../../../src/lib/dual-payoff';
import { DEMO } from './core';

const BTC = 2;
const ETH = 3;
const HOUR = 3600e3;

interface SeedProduct {
  id: number;
  coin: number;
  type: DualType;
  name: string;
  rate: string;
  linked: string;
  /** Start and maturity, in days from today's midnight (UTC). */
  from: number;
  to: number;
  total: number;
  limit: number;
  remaining: number;
  /** The settlement price of a product that matured before the seed. */
  settledAt?: string;
}

const PRODUCTS: SeedProduct[] = [
  {
    id: 9,
    coin: BTC,
    type: 'call',
    name: 'BTC 7-day 92000',
    rate: '14.60',
    linked: '92000',
    from: -17,
    to: -10,
    total: 800,
    limit: 40,
    remaining: 0,
    settledAt: '93150.00',
  },
  {
    id: 10,
    coin: ETH,
    type: 'put',
    name: 'ETH 7-day 3380 (USDT)',
    rate: '16.90',
    linked: '3380',
    from: -15,
    to: -8,
    total: 1000,
    limit: 50,
    remaining: 122,
    settledAt: '3291.40',
  },
  {
    id: 11,
    coin: BTC,
    type: 'call',
    name: 'BTC 14-day 100000',
    rate: '21.90',
    linked: '100000',
    from: -12,
    to: 2,
    total: 500,
    limit: 20,
    remaining: 0,
  },
  {
    id: 12,
    coin: BTC,
    type: 'call',
    name: 'BTC 7-day 98000',
    rate: '18.25',
    linked: '98000',
    from: -2,
    to: 5,
    total: 1000,
    limit: 50,
    remaining: 640,
  },
  {
    id: 13,
    coin: BTC,
    type: 'call',
    name: 'BTC 3-day 97500',
    rate: '12.80',
    linked: '97500',
    from: -1,
    to: 2,
    total: 600,
    limit: 30,
    remaining: 455,
  },
  {
    id: 14,
    coin: BTC,
    type: 'put',
    name: 'BTC 7-day 94000 (USDT)',
    rate: '16.40',
    linked: '94000',
    from: -1,
    to: 6,
    total: 800,
    limit: 40,
    remaining: 720,
  },
  {
    id: 15,
    coin: BTC,
    type: 'put',
    name: 'BTC 14-day 92000 (USDT)',
    rate: '19.70',
    linked: '92000',
    from: -3,
    to: 11,
    total: 400,
    limit: 20,
    remaining: 260,
  },
  {
    id: 16,
    coin: ETH,
    type: 'call',
    name: 'ETH 7-day 3500',
    rate: '20.10',
    linked: '3500',
    from: -2,
    to: 5,
    total: 1500,
    limit: 80,
    remaining: 1120,
  },
  {
    id: 17,
    coin: ETH,
    type: 'call',
    name: 'ETH 5-day 3450',
    rate: '15.30',
    linked: '3450',
    from: -1,
    to: 4,
    total: 900,
    limit: 60,
    remaining: 900,
  },
  {
    id: 18,
    coin: ETH,
    type: 'put',
    name: 'ETH 7-day 3300 (USDT)',
    rate: '17.50',
    linked: '3300',
    from: -1,
    to: 6,
    total: 1200,
    limit: 60,
    remaining: 1010,
  },
];

interface SeedOrder {
  id: number;
  product: number;
  number: number;
  /** Bought this long after the product's start (ms)... */
  after?: number;
  /** ...or this long before the seed's now. */
  ago?: number;
  /** The coin's price then: a past price as it was, or a recent one relative to the feed's price now. */
  price: { was: string } | { factor: string };
}

const ORDERS: SeedOrder[] = [
  { id: 4870, product: 9, number: 2, after: 9.5 * HOUR, price: { was: '91250.00' } },
  { id: 5031, product: 12, number: 1, ago: 1 * HOUR, price: { factor: '1' } },
  { id: 5044, product: 18, number: 3, ago: 20 * HOUR, price: { factor: '0.9962' } },
];

export async function seedInvest(q: Queryable, now: number): Promise<void> {
  const today = dayStart(now);
  const at = (p: SeedProduct) => ({ start: today + p.from * DAY, end: today + p.to * DAY });
  for (const p of PRODUCTS) {
    const { start, end } = at(p);
    await q.query(
      `INSERT INTO dual_products (id, currency_id, type, name, rate, exercise_price, start_at, end_at, total_number,
         user_limit, remaining_number, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1)`,
      [p.id, p.coin, p.type, p.name, p.rate, p.linked, start, end, p.total, p.limit, p.remaining],
    );
    if (!p.settledAt) await scheduleJob(q, DUAL_SETTLE_JOB, end, { productId: p.id });
  }

  const moves: SeedMove[] = [];
  for (const o of ORDERS) {
    const p = PRODUCTS.find((x) => x.id === o.product)!;
    const { start, end } = at(p);
    const createdAt = o.after !== undefined ? start + o.after : now - (o.ago ?? 0);
    const price = 'was' in o.price ? new Big(o.price.was) : (await seedPrice(q, p.coin)).times(o.price.factor).round(2);
    const { amount, cost, currencyId } = dualCost(p.type, o.number, p.coin, price);
    const day = holdingDays(end, createdAt);
    moves.push({
      account: 'change',
      currencyId,
      amount: cost.neg(),
      kind: 'dual_buy',
      ref: o.id,
      memo: `${p.name}: ${o.number} share(s)`,
      at: createdAt,
    });
    let success: Big | null = null;
    let successCurrency: number | null = null;
    if (p.settledAt) {
      const settlement = dualSettlement({
        amount,
        linkedPrice: p.linked,
        days: day,
        ratePercent: p.rate,
        settlePrice: p.settledAt,
      });
      const payout = { value: settlement.value, currencyId: settlement.inCoin ? p.coin : USDT_ID };
      success = payout.value;
      successCurrency = payout.currencyId;
      moves.push({
        account: 'change',
        currencyId: payout.currencyId,
        amount: payout.value,
        kind: 'dual_settle',
        ref: o.id,
        memo: `${p.name} settled at ${p.settledAt}`,
        at: end,
      });
    }
    await q.query(
      `INSERT INTO dual_orders (id, user_id, product_id, number, order_rate, exercise_price, day, price, amount, total,
         pay_currency_id, status, success, success_currency_id, created_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        o.id,
        DEMO.id,
        p.id,
        o.number,
        p.rate,
        p.linked,
        day,
        price.toFixed(),
        amount.toFixed(),
        cost.toFixed(),
        currencyId,
        success ? 3 : 1,
        success?.toFixed() ?? null,
        successCurrency,
        createdAt,
        success ? end : null,
      ],
    );
  }
  for (const p of PRODUCTS.filter((x) => x.settledAt))
    await q.query('UPDATE dual_products SET settle_price = $2, settled_at = $3 WHERE id = $1', [
      p.id,
      p.settledAt,
      at(p).end,
    ]);
  await seedHistory(q, DEMO.id, moves);
}
