// Coupons in use: granted (a new account's welcome pack, the inviter's reward when a friend signs
// up with their code, the control API), claimed by one order that names it (`coupon_id` of
// /coin/trade and /lever/submit) and given back when a limit order is cancelled before it filled.
// A coupon is usable from its start to its end on the sandbox clock, once, by its owner, in its
// scope (or `all`), on an order worth at least its minimum (USDT). What it does to the order is
// decided here: a fee discount lowers the fee rate of the order, a trade voucher pays that much of
// a contract order's margin (credited to the contract account as the order opens), a deposit bonus
// is used by the next deposit credited that reaches its minimum (its value credited with it).
import Big from 'big.js';
import { writeNotice } from './notices';
import type { Queryable } from '../db/db';
import { COUPON_TYPES, couponFloor, lessPercent, type CouponArea } from '../../../src/lib/coupon-use';
import { BusinessError } from '../wire/errors';
import { move } from './ledger';

export type CouponType = 'fee_discount' | 'trade_voucher' | 'deposit_bonus';
/**
 * Where a coupon applies. The contract also names `seconds` and `otc` (the deployed coupon centre
 * lists them), but no order of either takes one: options charge no fee and OTC trades have none.
 */
export type CouponScope = 'spot' | 'contract' | 'deposit' | 'all';
export type CouponReason = 'seed' | 'signup' | 'invite' | 'control';

const DAY = 86400e3;
/** USDT's currency id: minimums are in USDT. */
export const USDT_ID = 1;

export interface CouponRow {
  id: number;
  user_id: number;
  type: CouponType;
  value: string;
  min_amount: string;
  scope: CouponScope;
  start_at: number;
  end_at: number;
  used_at: number | null;
  used_ref: string | null;
  reason: CouponReason;
  created_at: number;
}

export interface CouponGrant {
  type: CouponType;
  value: string;
  min: string;
  scope: CouponScope;
  /** Valid this many days from the grant. */
  days: number;
}

/** What a new account finds in its coupons. */
export const SIGNUP_COUPONS: readonly CouponGrant[] = [
  { type: 'fee_discount', value: '50', min: '100', scope: 'spot', days: 30 },
  { type: 'trade_voucher', value: '10', min: '100', scope: 'contract', days: 30 },
];
/** What an inviter earns when a friend signs up with their code. */
export const INVITE_COUPON: CouponGrant = { type: 'fee_discount', value: '30', min: '0', scope: 'contract', days: 30 };

const GRANTED_KEYS: Record<CouponType, string> = {
  fee_discount: 'couponGrantedFeeDiscount',
  trade_voucher: 'couponGrantedTradeVoucher',
  deposit_bonus: 'couponGrantedDepositBonus',
};

/** An account notice (as world.notify writes it) from the domain, which has no world. */
export const notify = (
  q: Queryable,
  userId: number,
  kind: 'coupon' | 'rebate',
  key: string,
  vars: Record<string, string | number>,
  at: number,
): Promise<void> => writeNotice(q, { userId, kind, key, vars, at });

/** Grants one coupon, valid from `startAt` (default now) for `days`, with its notice. Answers its id. */
export async function grantCoupon(
  q: Queryable,
  g: CouponGrant & { userId: number; reason: CouponReason; at: number; startAt?: number },
): Promise<number> {
  const value = new Big(g.value);
  if (value.lte(0) || (g.type === 'fee_discount' && value.gt(100))) throw new Error(`bad coupon value ${g.value}`);
  const start = g.startAt ?? g.at;
  const row = await q.one<{ id: number }>(
    `INSERT INTO coupons (user_id, type, value, min_amount, scope, start_at, end_at, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [g.userId, g.type, value.toFixed(), new Big(g.min).toFixed(), g.scope, start, start + g.days * DAY, g.reason, g.at],
  );
  await notify(q, g.userId, 'coupon', GRANTED_KEYS[g.type], { value: value.toFixed() }, g.at);
  return Number(row!.id);
}

/**
 * The coupon `couponId` of `userId`, locked, if this order may use it now; otherwise the business
 * error that says why (not found, used, not started, expired, another area, below its minimum).
 * `orderValue` is what the order is worth in USDT (a spot order's amount × price, a contract
 * order's margin).
 */
export async function usableCoupon(
  q: Queryable,
  c: { userId: number; couponId: number; area: CouponArea; orderValue: Big; now: number },
): Promise<CouponRow> {
  const row = await q.one<CouponRow>('SELECT * FROM coupons WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    c.couponId,
    c.userId,
  ]);
  if (!row) throw new BusinessError('couponNotFound');
  if (row.used_at !== null) throw new BusinessError('couponUsed');
  if (Number(row.start_at) > c.now) throw new BusinessError('couponNotStarted');
  if (Number(row.end_at) <= c.now) throw new BusinessError('couponExpired');
  if ((row.scope !== c.area && row.scope !== 'all') || !COUPON_TYPES[c.area].includes(row.type))
    throw new BusinessError('couponWrongArea');
  // The order forms offer a coupon by the same rules (src/lib/coupon-use.ts).
  const floor = couponFloor(row);
  if (c.orderValue.lt(floor)) throw new BusinessError('couponBelowMinimum', { min: floor.toFixed() });
  return row;
}

/**
 * The coupon a contract order names, checked against the order's margin (USDT). A fee discount
 * answers its percent for the order's fee; a voucher is credited to the contract account at once
 * (kind `coupon`), so that it pays that much of the margin frozen next. Mark it used once the
 * position has its id.
 */
export async function couponForLever(
  q: Queryable,
  c: { userId: number; couponId: number; margin: Big; legalId: number; now: number },
): Promise<{ id: number; feeDiscount?: string }> {
  if (c.legalId !== USDT_ID) throw new BusinessError('couponWrongArea');
  const coupon = await usableCoupon(q, { ...c, area: 'contract', orderValue: c.margin });
  if (coupon.type === 'fee_discount') return { id: coupon.id, feeDiscount: new Big(coupon.value).toFixed() };
  await move(q, {
    userId: c.userId,
    account: 'lever',
    currencyId: c.legalId,
    amount: coupon.value,
    kind: 'coupon',
    ref: `coupon:${coupon.id}`,
    memo: 'trade voucher',
    at: c.now,
  });
  return { id: coupon.id };
}

/** Marks a coupon used by `ref` ('spot_order:<id>', 'lever:<id>'). */
export async function markCouponUsed(q: Queryable, couponId: number, ref: string, at: number): Promise<void> {
  await q.query('UPDATE coupons SET used_at = $2, used_ref = $3 WHERE id = $1 AND used_at IS NULL', [
    couponId,
    at,
    ref,
  ]);
}

/** Gives back the coupon an order used (the order was cancelled before it filled); answers it, if any. */
export async function releaseCoupon(q: Queryable, ref: string): Promise<CouponRow | undefined> {
  return q.one<CouponRow>(
    'UPDATE coupons SET used_at = NULL, used_ref = NULL WHERE used_ref = $1 AND used_at IS NOT NULL RETURNING *',
    [ref],
  );
}

/** A fee rate lowered by a fee discount of `percent` (cut to 18 places, as stored). */
export function discountedRate(rate: Big.BigSource, percent: Big.BigSource): Big {
  return lessPercent(rate, percent).round(18, Big.roundDown);
}

/**
 * The deposit bonus a credited deposit earns: of the user's deposit bonuses usable now (scope
 * `deposit` or `all`, started, not ended, unused) whose minimum the deposit reaches, valued in
 * USDT at the pair's reference price, the largest is used by this deposit and its value credited
 * in USDT to the spot account the deposit went to, with a notice. A coupon is used once, and a
 * deposit uses one coupon. Answers the coupon used, if any.
 */
export async function applyDepositBonus(
  q: Queryable,
  d: { userId: number; depositId: number; currencyId: number; amount: Big.BigSource; at: number },
): Promise<CouponRow | undefined> {
  const price =
    d.currencyId === USDT_ID
      ? '1'
      : (
          await q.one<{ price: string }>('SELECT price FROM pairs WHERE currency_id = $1 AND legal_id = $2', [
            d.currencyId,
            USDT_ID,
          ])
        )?.price;
  if (price === undefined) return undefined;
  const worth = new Big(d.amount).times(price);
  const coupon = await q.one<CouponRow>(
    `SELECT * FROM coupons
     WHERE user_id = $1 AND type = 'deposit_bonus' AND scope IN ('deposit', 'all') AND used_at IS NULL
       AND start_at <= $2::bigint AND end_at > $2::bigint AND min_amount <= $3::numeric
     ORDER BY value DESC, end_at, id LIMIT 1 FOR UPDATE`,
    [d.userId, d.at, worth.toFixed()],
  );
  if (!coupon) return undefined;
  await markCouponUsed(q, coupon.id, `deposit:${d.depositId}`, d.at);
  await move(q, {
    userId: d.userId,
    account: 'change',
    currencyId: USDT_ID,
    amount: coupon.value,
    kind: 'coupon',
    ref: `coupon:${coupon.id}`,
    memo: 'deposit bonus',
    at: d.at,
  });
  await notify(q, d.userId, 'coupon', 'couponDepositBonusCredited', { value: new Big(coupon.value).toFixed() }, d.at);
  return coupon;
}
