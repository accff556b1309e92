// Terms of a dual-currency product as the screens show them: holding days (maturity − start),
// whether it is still on sale, and the progress in percent.
import type { DualProduct } from '@generated/model';
import { dayNumber, todayNumber } from '@/lib/lock-penalty';

/** Holding days: maturity date − start date (0 when unreadable). */
export function holdingDays(product: Pick<DualProduct, 'start_time' | 'end_time'>): number {
  const start = dayNumber(product.start_time);
  const end = dayNumber(product.end_time);
  return start === null || end === null ? 0 : Math.max(0, end - start);
}

/** On sale while `status` is 1, shares remain and the maturity date is still ahead. */
export function isOnSale(product: DualProduct, now: number = Date.now()): boolean {
  const end = dayNumber(product.end_time);
  return Number(product.status) === 1 && product.remaining_number > 0 && end !== null && end > todayNumber(now);
}

/** purchased / total × 100, from purchased_number or total − remaining; 0 to 100. */
export function progressPercent(product: DualProduct): number {
  if (product.total_number <= 0) return 0;
  const sold = product.purchased_number ?? product.total_number - product.remaining_number;
  return Math.min(100, Math.max(0, Math.round((sold / product.total_number) * 100)));
}

/** The coins the product list offers, each a tab. */
export const DUAL_COINS = ['BTC', 'ETH'] as const;
export type DualCoin = (typeof DUAL_COINS)[number];
export type DualType = 'call' | 'put';

/** Days from today to the maturity date, at most the holding days: what a purchase today holds. */
export function daysToMaturity(
  product: Pick<DualProduct, 'start_time' | 'end_time'>,
  now: number = Date.now(),
): number {
  const end = dayNumber(product.end_time);
  if (end === null) return 0;
  return Math.min(holdingDays(product), Math.max(0, end - todayNumber(now)));
}
