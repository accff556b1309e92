// The income of a lock-mining order (product-spec §9, daily yield 0.3 %-0.4 %): amount × daily
// yield each day, and amount × daily yield × lock days at expiry (1000 USDT × 0.4 % × 5 = 20
// USDT). Locking starts the day after the order, so the principal returns `day` days after that.
import type Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';

export interface LockIncome {
  daily: Big;
  total: Big;
}

/** Income of `amount` at `ratePercent` % a day for `days` days. */
export function lockIncome(amount: Big | string, ratePercent: Big | string, days: number): LockIncome {
  const daily = toDecimal(amount).times(toDecimal(ratePercent)).div(100);
  return { daily, total: daily.times(Math.max(0, Math.floor(days))) };
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Start (tomorrow) and expiry (`days` days later) of an order placed at `now`, as `Y-m-d`. */
export function lockDates(days: number, now: number = Date.now()): { start: string; expiry: string } {
  const today = new Date(now);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const expiry = new Date(start.getFullYear(), start.getMonth(), start.getDate() + Math.max(0, Math.floor(days)));
  return { start: ymd(start), expiry: ymd(expiry) };
}
