// The early-redemption penalty of a lock-mining order (product-spec §9): penalty = default
// settlement ratio × remaining days × locked amount, and the rest of the principal comes back
// (0.4 % × 3 days × 1000 USDT = 12 USDT penalty, 988 returned). Decimal arithmetic (big.js) only.
// The penalty never exceeds the principal and never goes below 0.
import Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';

export interface LockPenaltyInput {
  /** Settlement ratio per remaining day as a fraction (`"0.004"` = 0.4 %). */
  ratio: Big | string | number;
  /** Whole days left until expiry. */
  remainingDays: number;
  /** Locked principal. */
  amount: Big | string | number;
}

export interface LockPenalty {
  penalty: Big;
  /** Principal returned: amount − penalty. */
  returned: Big;
}

export function lockPenalty({ ratio, remainingDays, amount }: LockPenaltyInput): LockPenalty {
  const principal = toDecimal(amount);
  const days = Math.max(0, Math.floor(remainingDays));
  const raw = toDecimal(ratio).times(days).times(principal);
  const penalty = raw.lt(0) ? new Big(0) : raw.gt(principal) ? principal : raw;
  return { penalty, returned: principal.minus(penalty) };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Calendar day number (days since 1970-01-01) of a server `Y-m-d[ H:i:s]` date; null when unreadable. */
export function dayNumber(value: string): number | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  return Math.floor(Date.UTC(Number(y), Number(m) - 1, Number(d)) / 86_400_000);
}

/** Today's calendar day number in the user's time zone. */
export function todayNumber(now: number = Date.now()): number {
  const date = new Date(now);
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/**
 * Whole days from today to the expiry date, between 0 and the lock period (start to end): the
 * days a redemption today gives up.
 */
export function remainingLockDays(startAt: string, endAt: string, now: number = Date.now()): number {
  const end = dayNumber(endAt);
  if (end === null) return 0;
  const start = dayNumber(startAt);
  const left = Math.max(0, end - todayNumber(now));
  return start === null ? left : Math.min(left, Math.max(0, end - start));
}
