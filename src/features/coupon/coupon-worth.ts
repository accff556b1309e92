// What a coupon is worth, as shown on its card: a percentage off the trading fee for a fee
// discount, USDT for a voucher or a deposit bonus (on decimals, cut to two places).
import type { Coupon } from '@generated/model';
import { formatAmount } from '@/lib/format';

export interface CouponWorth {
  unit: 'percent' | 'usdt';
  value: string;
}

export function couponWorth(coupon: Pick<Coupon, 'type' | 'value'>, locale: string): CouponWorth {
  return coupon.type === 'fee_discount'
    ? { unit: 'percent', value: formatAmount(coupon.value, locale, 2, 0) }
    : { unit: 'usdt', value: formatAmount(coupon.value, locale, 2, 0) };
}
