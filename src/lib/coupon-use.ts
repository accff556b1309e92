// What a coupon does to an order, the one module the order forms and the sandbox read: which of
// the user's coupons an order may name (its area, its type, started and not ended, the order worth
// at least the minimum; a voucher never pays more than the margin it goes into) and what it saves
// (a fee discount: that percent of the fee; a trade voucher: its value). Pure (big.js only).
import Big from 'big.js';
import { toDecimal } from './decimal';

export type CouponArea = 'spot' | 'contract';
type CouponType = 'fee_discount' | 'trade_voucher' | 'deposit_bonus';

/** The coupon types an area's orders take. */
export const COUPON_TYPES: Readonly<Record<CouponArea, readonly CouponType[]>> = {
  spot: ['fee_discount'],
  contract: ['fee_discount', 'trade_voucher'],
};

export interface CouponTerms {
  type: CouponType;
  value: string;
  min_amount: string;
  scope: string;
  /** Unix seconds. */
  start_time: number;
  end_time: number;
  status: number;
}

/** The smallest order (USDT) a coupon applies to. */
export function couponFloor(c: Pick<CouponTerms, 'type' | 'value' | 'min_amount'>): Big {
  const min = toDecimal(c.min_amount);
  const value = toDecimal(c.value);
  return c.type === 'trade_voucher' && value.gt(min) ? value : min;
}

/** Whether an order of `area` may name the coupon now: `ok`, `min` (worth too little) or `no`. */
export function couponFit(
  c: CouponTerms,
  area: CouponArea,
  orderValue: Big | null,
  nowSeconds: number,
): 'ok' | 'min' | 'no' {
  if (c.status !== 1 || c.start_time > nowSeconds || c.end_time <= nowSeconds) return 'no';
  if ((c.scope !== area && c.scope !== 'all') || !COUPON_TYPES[area].includes(c.type)) return 'no';
  return orderValue !== null && orderValue.gte(couponFloor(c)) ? 'ok' : 'min';
}

/** `value` less `percent` % of it (a fee after a fee discount), exact. */
export function lessPercent(value: Big.BigSource, percent: Big.BigSource): Big {
  return new Big(value).times(new Big(100).minus(percent)).div(100);
}

/** What a coupon saves on an order whose fee is `fee` (in the order's quote currency). */
export function couponSaving(c: Pick<CouponTerms, 'type' | 'value'>, fee: Big.BigSource): Big {
  if (c.type === 'fee_discount') return new Big(fee).minus(lessPercent(fee, c.value));
  if (c.type === 'trade_voucher') return toDecimal(c.value);
  return new Big(0);
}
