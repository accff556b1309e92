// The early redemption of a lock-mining order (product-spec §9): penalty = default settlement
// ratio × remaining days × locked amount, and the rest of the principal comes back (0.4 % × 3 days
// × 1000 USDT = 12 USDT penalty, 988 returned). The remaining days are the lock period less the
// days already paid (a day's income is paid at its end), so the figure depends on the order alone,
// not on the device's clock: the order screen previews it and the sandbox charges it with this
// very module (sandbox/src/domain/earn-mining.ts). The penalty never exceeds the principal, never
// goes below 0 and is cut to 8 decimals (never more than the exact figure). Pure: big.js only.
import Big from 'big.js';
import { toDecimal } from './decimal';

export const LOCK_DECIMALS = 8;

type DecimalInput = Big | string | number;

export interface LockPenaltyInput {
  /** Settlement ratio per remaining day as a fraction (`"0.004"` = 0.4 %). */
  ratio: DecimalInput;
  /** Whole days left until expiry. */
  remainingDays: number;
  /** Locked principal. */
  amount: DecimalInput;
}

export interface LockPenalty {
  penalty: Big;
  /** Principal returned: amount − penalty. */
  returned: Big;
}

export function lockPenalty({ ratio, remainingDays, amount }: LockPenaltyInput): LockPenalty {
  const principal = toDecimal(amount);
  const days = Math.max(0, Math.floor(remainingDays));
  const raw = toDecimal(ratio).times(days).times(principal).round(LOCK_DECIMALS, Big.roundDown);
  const penalty = raw.lt(0) ? new Big(0) : raw.gt(principal) ? principal : raw;
  return { penalty, returned: principal.minus(penalty) };
}

export interface LockRedemption extends LockPenalty {
  remainingDays: number;
}

/** An active order's redemption now: `periodDays` of lock, `paidDays` of them paid. */
export function lockRedemption(input: {
  amount: DecimalInput;
  ratio: DecimalInput;
  periodDays: number;
  paidDays: number;
}): LockRedemption {
  const remainingDays = Math.max(0, Math.floor(input.periodDays) - Math.max(0, Math.floor(input.paidDays)));
  return { remainingDays, ...lockPenalty({ ratio: input.ratio, remainingDays, amount: input.amount }) };
}

/** What an order on the wire (`LockOrder`) tells of itself. */
export interface LockOrderFigures {
  amount: DecimalInput;
  /** Daily yield as a fraction, also the settlement ratio of an early redemption. */
  day_rate: DecimalInput;
  total_interest: DecimalInput;
  start_at: string;
  end_at: string;
  status: number;
}

/**
 * The redemption of an order as the list gives it: its period from its dates, the days paid from
 * the interest paid (amount × daily yield a day); nothing for an ended order.
 */
export function lockOrderRedemption(order: LockOrderFigures): LockRedemption {
  const start = dayNumber(order.start_at);
  const end = dayNumber(order.end_at);
  const daily = toDecimal(order.amount).times(toDecimal(order.day_rate));
  const periodDays = order.status === 1 && start !== null && end !== null ? Math.max(0, end - start) : 0;
  const paidDays = daily.gt(0) ? Number(toDecimal(order.total_interest).div(daily).round(0, Big.roundHalfUp)) : 0;
  return lockRedemption({ amount: order.amount, ratio: order.day_rate, periodDays, paidDays });
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
