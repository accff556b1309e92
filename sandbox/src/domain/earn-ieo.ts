// IEO subscriptions. A project's window runs from start_at to end_at on the sandbox clock (warm-up
// before, live within, ended after). A subscription pays tokens × the issuance price in the pay
// currency (USDT, or BTC/ETH at the price converted by the feed, 8 decimals) from the spot
// account. When the window closes the tokens are allotted: all of them when no more than the
// issuance was applied for, otherwise pro rata, the unallotted part of each payment returned. After
// the lock period (`day` days) the allotted tokens are credited to the spot account.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, floorTo } from './earn-common';
import { move } from './ledger';
import { ieoCost } from '../../../src/lib/ieo-cost';

export const IEO_ALLOT_JOB = 'ieo.allot';
export const IEO_CREDIT_JOB = 'ieo.credit';
/** Currencies a subscription may be paid with: USDT, BTC, ETH. */
export const PAY_CURRENCIES = [1, 2, 3] as const;

export interface ProjectRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  link: string;
  logo: string;
  currency_id: number;
  price: string;
  amount: string;
  applied: string;
  start_at: number;
  end_at: number;
  day: number;
  allot_ratio: string | null;
  allotted_at: number | null;
}

export interface IeoOrderRow {
  id: number;
  user_id: number;
  project_id: number;
  coin_amount: string;
  pay_currency_id: number;
  pay_amount: string;
  give_amount: string;
  refund: string;
  status: number;
  created_at: number;
}

/** 1 warm-up, 2 live, 3 ended. */
export const timeStatus = (p: Pick<ProjectRow, 'start_at' | 'end_at'>, now: number): 1 | 2 | 3 =>
  now < p.start_at ? 1 : now < p.end_at ? 2 : 3;

/** When the allotted tokens go to market (and reach the spot account). */
export const sellBegin = (p: Pick<ProjectRow, 'end_at' | 'day'>): number => p.end_at + p.day * DAY;

/** What has been subscribed, capped at the issuance, and the progress in percent (2 decimals). */
export function progress(p: Pick<ProjectRow, 'amount' | 'applied'>): { sold: Big; percentage: string } {
  const amount = new Big(p.amount);
  const applied = new Big(p.applied);
  const sold = applied.gt(amount) ? amount : applied;
  return { sold, percentage: sold.times(100).div(amount).toFixed(2) };
}

/** One token's price in a pay currency: USDT as issued, BTC or ETH at the coin's USDT price (8 decimals, half up). */
export function unitPrice(usdtPrice: Big.BigSource, coinUsdtPrice: Big.BigSource): Big {
  return new Big(usdtPrice).div(coinUsdtPrice).round(8, Big.roundHalfUp);
}

/** What `tokens` cost at `unit`, rounded to 8 decimals (half up): the app's own module (src/lib/ieo-cost.ts). */
export const subscriptionCost = (tokens: Big.BigSource, unit: Big.BigSource): Big =>
  ieoCost(new Big(tokens), new Big(unit));

/** The share of each subscription allotted: 1, or issuance ÷ applied when oversubscribed. */
export function allotRatio(p: Pick<ProjectRow, 'amount' | 'applied'>): Big {
  const applied = new Big(p.applied);
  return applied.gt(p.amount) ? new Big(p.amount).div(applied) : new Big(1);
}

/**
 * Allots a closed project's subscriptions and returns the unallotted part of each payment.
 * Answers the orders allotted, or null when the project was allotted already.
 */
export async function allotProject(q: Queryable, projectId: number, at: number): Promise<IeoOrderRow[] | null> {
  const p = await q.one<ProjectRow>('SELECT * FROM ieo_projects WHERE id = $1 FOR UPDATE', [projectId]);
  if (!p || p.allotted_at !== null) return null;
  const ratio = allotRatio(p);
  const orders = await q.query<IeoOrderRow>(
    'SELECT * FROM ieo_orders WHERE project_id = $1 AND status = 1 ORDER BY id FOR UPDATE',
    [projectId],
  );
  for (const o of orders) {
    const give = floorTo(new Big(o.coin_amount).times(ratio), 8);
    const refund = ratio.eq(1) ? new Big(0) : floorTo(new Big(o.pay_amount).times(new Big(1).minus(ratio)), 8);
    if (refund.gt(0))
      await move(q, {
        userId: o.user_id,
        account: 'change',
        currencyId: o.pay_currency_id,
        amount: refund,
        kind: 'ieo_refund',
        ref: o.id,
        memo: `${p.title}: unallotted part returned`,
        at,
      });
    await q.query('UPDATE ieo_orders SET give_amount = $2, refund = $3, status = 2, allotted_at = $4 WHERE id = $1', [
      o.id,
      give.toFixed(),
      refund.toFixed(),
      at,
    ]);
    o.give_amount = give.toFixed();
    o.refund = refund.toFixed();
  }
  await q.query('UPDATE ieo_projects SET allot_ratio = $2, allotted_at = $3 WHERE id = $1', [
    p.id,
    ratio.toFixed(),
    at,
  ]);
  return orders;
}

/** Credits the allotted tokens of a project (once per order) to the spot accounts. */
export async function creditProject(q: Queryable, projectId: number, at: number): Promise<IeoOrderRow[]> {
  const p = await q.one<ProjectRow>('SELECT * FROM ieo_projects WHERE id = $1', [projectId]);
  if (!p) return [];
  const orders = await q.query<IeoOrderRow>(
    'SELECT * FROM ieo_orders WHERE project_id = $1 AND status = 2 ORDER BY id FOR UPDATE',
    [projectId],
  );
  for (const o of orders) {
    await move(q, {
      userId: o.user_id,
      account: 'change',
      currencyId: p.currency_id,
      amount: o.give_amount,
      kind: 'ieo_credit',
      ref: o.id,
      memo: `${p.title}: allotted tokens`,
      at,
    });
    await q.query('UPDATE ieo_orders SET status = 3, credited_at = $2 WHERE id = $1', [o.id, at]);
  }
  return orders;
}
