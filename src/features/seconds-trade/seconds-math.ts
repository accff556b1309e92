// Money arithmetic of seconds options on decimal strings (big.js, never binary floats); figures
// are shown with @/lib/format.
import Big from 'big.js';
import type { SecondsOrder } from '@generated/model';

/** A win pays stake × profit_ratio / 100 on top of the stake (100 at 85 % pays 85). */
export function expectedProfit(amount: string, profitRatioPercent: string): Big {
  return new Big(amount).times(profitRatioPercent).div(100);
}

/** True when `value` is a decimal string big.js can read. */
export function isDecimal(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
}

export type Outcome = 'win' | 'lose' | 'flat';

export function outcomeOf(order: Pick<SecondsOrder, 'profit_result'>): Outcome {
  return order.profit_result === 1 ? 'win' : order.profit_result === -1 ? 'lose' : 'flat';
}

/**
 * What a settled order made, as a sign and a money figure: `+` 160 for a win, `-` 100 for
 * a loss (the stake when the server leaves `fact_profits` at 0), no sign and 0.00 when flat.
 */
export function resultParts(order: Pick<SecondsOrder, 'profit_result' | 'fact_profits' | 'number'>): {
  sign: '+' | '-' | '';
  /** The magnitude, shown with formatAmount. */
  value: Big;
} {
  const outcome = outcomeOf(order);
  if (outcome === 'flat') return { sign: '', value: new Big(0) };
  const reported = isDecimal(order.fact_profits) ? new Big(order.fact_profits).abs() : new Big(0);
  if (outcome === 'win') return { sign: '+', value: reported };
  const lost = reported.eq(0) && isDecimal(order.number) ? new Big(order.number) : reported;
  return { sign: '-', value: lost };
}

/** Milliseconds as `m:ss` (or `h:mm:ss` from an hour), rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A duration as the trader reads it (`30s`, `5m`, `1h`): the i18n key and its count. */
export function durationText(seconds: number): {
  key: 'duration.seconds' | 'duration.minutes' | 'duration.hours';
  count: number;
} {
  if (seconds >= 3600 && seconds % 3600 === 0) return { key: 'duration.hours', count: seconds / 3600 };
  if (seconds >= 300 && seconds % 60 === 0) return { key: 'duration.minutes', count: seconds / 60 };
  return { key: 'duration.seconds', count: seconds };
}

/** Whether an open order is winning at `price`: above the open price for up, below for down. */
export function liveOutcome(type: number, openPrice: string, price: string | undefined): Outcome | null {
  if (!isDecimal(openPrice) || !isDecimal(price)) return null;
  const cmp = new Big(price).cmp(openPrice);
  if (cmp === 0) return 'flat';
  return cmp > 0 === (type === 1) ? 'win' : 'lose';
}

/** A decimal string without trailing fraction zeros: `85.00` → `85`, `80.50` → `80.5`. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
