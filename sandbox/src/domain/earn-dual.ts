// Dual-currency investment (product-spec §9). One share is 0.1 of the product's coin: a call is
// paid in the coin, a put in USDT at the coin's live price. At maturity, with days the order's
// holding days and APR = rate / 100, against the linked price: a settlement price below it pays
// the coin, amount × (1 + days × APR / 365); otherwise USDT, amount × linked price × (1 + days ×
// APR / 365). Payouts are cut to 8 decimals (never more than the exact figure). The figures are
// the app's own module (src/lib/dual-payoff.ts): the purchase screen's preview is the settlement.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY } from './earn-common';
import { move } from './ledger';
import { dualCost as costOfShares, dualSettlement, sharesToCoin } from '../../../src/lib/dual-payoff';

export const USDT = 1;
/** The job settling a product's orders at its maturity. */
export const DUAL_SETTLE_JOB = 'invest.settle';

export type DualType = 'call' | 'put';

export interface DualProductRow {
  id: number;
  currency_id: number;
  type: DualType;
  name: string;
  rate: string;
  exercise_price: string;
  start_at: number;
  end_at: number;
  total_number: number;
  user_limit: number;
  remaining_number: number;
  status: number;
  settle_price: string | null;
  settled_at: number | null;
}

export interface DualOrderRow {
  id: number;
  user_id: number;
  product_id: number;
  number: number;
  order_rate: string;
  exercise_price: string;
  day: number;
  price: string;
  amount: string;
  total: string;
  pay_currency_id: number;
  status: number;
  success: string | null;
  success_currency_id: number | null;
  created_at: number;
}

/** On sale: not withdrawn, started, before maturity and shares left. */
export const onSale = (p: DualProductRow, now: number): boolean =>
  p.status === 1 && p.start_at <= now && now < p.end_at && p.remaining_number > 0;

/** Holding days of an order bought at `at`: calendar days from the purchase date to the maturity date. */
export const holdingDays = (endAt: number, at: number): number =>
  Math.max(0, Math.floor(endAt / DAY) - Math.floor(at / DAY));

/** What `num` shares cost, and in which currency: the coin for a call, USDT at `price` for a put (the app's module). */
export function dualCost(type: DualType, num: number, coinId: number, price: Big.BigSource) {
  return {
    amount: sharesToCoin(num),
    cost: costOfShares(type, num, new Big(price)),
    currencyId: type === 'call' ? coinId : USDT,
  };
}

/**
 * Settles every purchased order of a product at `settlePrice` (once: a settled product is left
 * alone) and pays each user; answers the orders settled.
 */
export async function settleProduct(
  q: Queryable,
  productId: number,
  settlePrice: Big.BigSource,
  at: number,
): Promise<Array<DualOrderRow & { payout: Big; payoutCurrency: number }>> {
  const p = await q.one<DualProductRow>('SELECT * FROM dual_products WHERE id = $1 FOR UPDATE', [productId]);
  if (!p || p.settled_at !== null) return [];
  const orders = await q.query<DualOrderRow>(
    'SELECT * FROM dual_orders WHERE product_id = $1 AND status = 1 ORDER BY id FOR UPDATE',
    [productId],
  );
  const settled: Array<DualOrderRow & { payout: Big; payoutCurrency: number }> = [];
  for (const o of orders) {
    const settlement = dualSettlement({
      amount: o.amount,
      linkedPrice: o.exercise_price,
      days: o.day,
      ratePercent: o.order_rate,
      settlePrice: new Big(settlePrice),
    });
    const payout = { value: settlement.value, currencyId: settlement.inCoin ? p.currency_id : USDT };
    await move(q, {
      userId: o.user_id,
      account: 'change',
      currencyId: payout.currencyId,
      amount: payout.value,
      kind: 'dual_settle',
      ref: o.id,
      memo: `${p.name} settled at ${new Big(settlePrice).toFixed()}`,
      at,
    });
    await q.query(
      'UPDATE dual_orders SET status = 3, success = $2, success_currency_id = $3, settled_at = $4 WHERE id = $1',
      [o.id, payout.value.toFixed(), payout.currencyId, at],
    );
    settled.push({ ...o, payout: payout.value, payoutCurrency: payout.currencyId });
  }
  await q.query('UPDATE dual_products SET settle_price = $2, settled_at = $3 WHERE id = $1', [
    p.id,
    new Big(settlePrice).toFixed(),
    at,
  ]);
  return settled;
}
