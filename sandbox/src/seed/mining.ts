// The seed of the mining area: five lock-mining products in USDT (0.30 %-0.40 % a day, 5 to 90
// days), and the demo user's orders of the contract's examples: 2041 active (1000 USDT at 0.4 %,
// 2 days paid, 3 left: redeeming now costs 0.4 % × 3 × 1000 = 12), 1987 matured (500 USDT at
// 0.3 % for 5 days = 7.50), and 2012 redeemed early; Marco holds a 30-day lock. Each order's past
// movements are in the ledger, and its remaining days are jobs on the clock.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, dayStart, seedHistory, type SeedMove } from '../domain/earn-common';
import { MINING_DAY_JOB, scheduleDays } from '../domain/earn-mining';
import { DEMO } from './core';
import { lockRedemption } from '../../../src/lib/lock-penalty';

const USDT = 1;
const HOUR = 3600e3;

// day: lock period; rate: daily yield in percent; the early-redemption ratio is the daily yield.
const CONFIGS = [
  { id: 1, day: 5, rate: '0.40', intro: '0.3%-0.4%', min: '100' },
  { id: 2, day: 15, rate: '0.35', intro: '', min: '500' },
  { id: 3, day: 30, rate: '0.38', intro: '', min: '1000' },
  { id: 4, day: 7, rate: '0.32', intro: '', min: '200' },
  { id: 5, day: 90, rate: '0.40', intro: '0.38%-0.40%', min: '5000' },
];

interface SeedOrder {
  id: number;
  userId: number;
  config: number;
  amount: string;
  /** Daily yield of the order (a fraction; a product's rate may have changed since). */
  dayRate: string;
  /** Midnight the lock started, in days before today. */
  startedDaysAgo: number;
  /** Redeemed early this long after the start (ms), or never. */
  redeemedAfter?: number;
}

const ORDERS: SeedOrder[] = [
  { id: 1987, userId: DEMO.id, config: 1, amount: '500', dayRate: '0.003', startedDaysAgo: 15 },
  {
    id: 2012,
    userId: DEMO.id,
    config: 2,
    amount: '2000',
    dayRate: '0.0035',
    startedDaysAgo: 30,
    redeemedAfter: 4 * DAY + 10 * HOUR,
  },
  { id: 2041, userId: DEMO.id, config: 1, amount: '1000', dayRate: '0.004', startedDaysAgo: 2 },
  { id: 2047, userId: 100452, config: 3, amount: '20000', dayRate: '0.0038', startedDaysAgo: 11 },
];

export async function seedMining(q: Queryable, now: number): Promise<void> {
  for (const [sort, c] of CONFIGS.entries())
    await q.query(
      `INSERT INTO mining_configs (id, currency_id, day, interest_rate, intro, save_min, cancel_rate, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [c.id, USDT, c.day, c.rate, c.intro, c.min, new Big(c.rate).div(100).toFixed(), sort],
    );

  const history = new Map<number, SeedMove[]>();
  for (const o of ORDERS) {
    const config = CONFIGS.find((c) => c.id === o.config)!;
    const startAt = dayStart(now) - o.startedDaysAgo * DAY;
    const endAt = startAt + config.day * DAY;
    const createdAt = startAt - 7 * HOUR;
    const redeemedAt = o.redeemedAfter === undefined ? null : startAt + o.redeemedAfter;
    // Days paid by now: each day's job ran at start + k days, up to the end or the redemption.
    const stop = Math.min(now, endAt, redeemedAt ?? Infinity);
    const paid = Math.min(config.day, Math.max(0, Math.floor((stop - startAt) / DAY)));
    const daily = new Big(o.amount).times(o.dayRate);
    const matured = paid >= config.day;
    const moves = history.get(o.userId) ?? [];
    const base = { account: 'change' as const, currencyId: USDT, ref: o.id };
    moves.push({
      ...base,
      amount: new Big(o.amount).neg(),
      kind: 'mining_lock',
      memo: `lock mining ${config.day} days`,
      at: createdAt,
    });
    for (let k = 1; k <= paid; k++)
      moves.push({
        ...base,
        amount: daily,
        kind: 'mining_interest',
        memo: `lock mining day ${k}/${config.day}`,
        at: startAt + k * DAY,
      });
    if (matured)
      moves.push({ ...base, amount: o.amount, kind: 'mining_principal', memo: 'lock mining matured', at: endAt });
    let penalty = new Big(0);
    if (redeemedAt !== null) {
      penalty = lockRedemption({ amount: o.amount, ratio: o.dayRate, periodDays: config.day, paidDays: paid }).penalty;
      moves.push({
        ...base,
        amount: new Big(o.amount).minus(penalty),
        kind: 'mining_redeem',
        memo: `early redemption, penalty ${penalty.toFixed()}`,
        at: redeemedAt,
      });
    }
    history.set(o.userId, moves);
    const ended = matured || redeemedAt !== null;
    await q.query(
      `INSERT INTO mining_orders (id, user_id, config_id, currency_id, amount, day, day_rate, cancel_rate, total_interest,
         paid_days, start_at, end_at, status, is_cancel, penalty, created_at, ended_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        o.id,
        o.userId,
        o.config,
        USDT,
        o.amount,
        config.day,
        o.dayRate,
        daily.times(paid).toFixed(),
        paid,
        startAt,
        endAt,
        ended ? 2 : 1,
        redeemedAt !== null,
        penalty.toFixed(),
        createdAt,
        ended ? (redeemedAt ?? endAt) : null,
      ],
    );
    if (!ended)
      await scheduleDays(
        (dueAt, payload) => scheduleJob(q, MINING_DAY_JOB, dueAt, payload),
        {
          id: o.id,
          start_at: startAt,
          day: config.day,
        },
        paid + 1,
      );
  }
  for (const [userId, moves] of history) await seedHistory(q, userId, moves);
}
