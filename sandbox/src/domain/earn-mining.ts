// Lock mining (product-spec §9): an amount leaves the spot account for `day` days; locking starts
// the next day (midnight UTC); each day of the lock pays amount × daily yield, and the last one
// also returns the principal (one job per day on the sandbox clock). An early redemption returns
// the principal less the penalty = settlement ratio × days not yet paid × amount (0.4 % × 3 × 1000
// = 12, so 988 come back), computed by the app's module (src/lib/lock-penalty.ts) so that the
// screen's preview is the charge; interest already paid stays paid.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, dayStart } from './earn-common';
import { move } from './ledger';
import { lockRedemption } from '../../../src/lib/lock-penalty';

/** The job paying one day of a lock (`day` k of the order, 1-based); the last day matures it. */
export const MINING_DAY_JOB = 'mining.day';

export interface MiningOrderRow {
  id: number;
  user_id: number;
  currency_id: number;
  amount: string;
  day: number;
  day_rate: string;
  cancel_rate: string;
  total_interest: string;
  paid_days: number;
  start_at: number;
  end_at: number;
  status: number;
  is_cancel: boolean;
  created_at: number;
}

/** When a lock bought at `now` starts and ends: the next midnight, then `day` days. */
export function lockWindow(now: number, day: number): { startAt: number; endAt: number } {
  const startAt = dayStart(now) + DAY;
  return { startAt, endAt: startAt + day * DAY };
}

/** 1 active, 2 ended: an order whose end has passed is never active, even before its job ran. */
export const effectiveStatus = (o: Pick<MiningOrderRow, 'status' | 'end_at'>, now: number): 1 | 2 =>
  o.status === 1 && o.end_at > now ? 1 : 2;

/**
 * The early-redemption penalty now and what comes back: the app's own module (src/lib/lock-penalty.ts),
 * so the figure charged is the one the order screen previews (the days not yet paid × ratio × amount,
 * cut to 8 decimals, never more than the principal); nothing once the order has ended.
 */
export function redemption(o: MiningOrderRow, now: number): { days: number; penalty: Big; returned: Big } {
  const r = lockRedemption({
    amount: o.amount,
    ratio: o.cancel_rate,
    periodDays: effectiveStatus(o, now) === 1 ? o.day : 0,
    paidDays: o.paid_days,
  });
  return { days: r.remainingDays, penalty: r.penalty, returned: r.returned };
}

/** The daily income of an order. */
export const dailyIncome = (o: Pick<MiningOrderRow, 'amount' | 'day_rate'>): Big => new Big(o.amount).times(o.day_rate);

/** Schedules the daily jobs of an order from day `fromDay` (1-based) to its last. */
export async function scheduleDays(
  schedule: (dueAt: number, payload: Record<string, unknown>) => Promise<unknown>,
  o: Pick<MiningOrderRow, 'id' | 'start_at' | 'day'>,
  fromDay = 1,
): Promise<void> {
  for (let k = fromDay; k <= o.day; k++) await schedule(o.start_at + k * DAY, { orderId: o.id, day: k });
}

/**
 * Pays day `k` of an order (once: a day already paid, or an order redeemed meanwhile, is left as
 * it is); on the last day the principal returns too and the order ends.
 */
export async function payDay(q: Queryable, orderId: number, k: number, at: number): Promise<MiningOrderRow | null> {
  const o = await q.one<MiningOrderRow>('SELECT * FROM mining_orders WHERE id = $1 FOR UPDATE', [orderId]);
  if (!o || o.status !== 1 || o.paid_days >= k) return null;
  // Normally one day; more when an earlier day's job was lost, so no day goes unpaid.
  const income = dailyIncome(o).times(k - o.paid_days);
  await move(q, {
    userId: o.user_id,
    account: 'change',
    currencyId: o.currency_id,
    amount: income,
    kind: 'mining_interest',
    ref: o.id,
    memo: `lock mining day ${k}/${o.day}`,
    at,
  });
  const last = k >= o.day;
  if (last)
    await move(q, {
      userId: o.user_id,
      account: 'change',
      currencyId: o.currency_id,
      amount: o.amount,
      kind: 'mining_principal',
      ref: o.id,
      memo: 'lock mining matured',
      at,
    });
  await q.query(
    `UPDATE mining_orders SET total_interest = total_interest + $2::numeric, paid_days = $3::int,
       status = CASE WHEN $4::boolean THEN 2 ELSE status END,
       ended_at = CASE WHEN $4::boolean THEN $5::bigint ELSE ended_at END
     WHERE id = $1`,
    [o.id, income.toFixed(), k, last, at],
  );
  return o;
}
