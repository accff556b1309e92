// Money arithmetic of seconds options on decimal strings (big.js, never binary floats) and the
// display helpers that go with it.
import Big from 'big.js';
import type { SecondsOrder } from '@generated/model';

/** A win pays stake × profit_ratio / 100 on top of the stake (100 at 85 % pays 85). */
export function expectedProfit(amount: string, profitRatioPercent: string): Big {
  return new Big(amount).times(profitRatioPercent).div(100);
}

/**
 * A money figure for display: at least 2 decimals, at most 8, rounded down (never shows more
 * than the figure), trailing zeros beyond the second decimal dropped.
 */
export function money(value: Big | string): string {
  const big = typeof value === 'string' ? new Big(value) : value;
  const fixed = big.round(8, Big.roundDown).toFixed(8);
  const trimmed = fixed.replace(/(\.\d{2}\d*?)0+$/, '$1');
  return trimmed === '-0.00' ? '0.00' : trimmed;
}

/** Groups the whole part of a decimal string for the locale, without a float round trip. */
export function groupDecimal(decimal: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}${grouped}${fraction !== undefined ? `${separator}${fraction}` : ''}`;
}

/** A money figure grouped for the locale: `1,500.00`. */
export const formatMoney = (value: Big | string, locale: string): string => groupDecimal(money(value), locale);

/** True when `value` is a decimal string big.js can read. */
export function isDecimal(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
}

export type Outcome = 'win' | 'lose' | 'flat';

export function outcomeOf(order: Pick<SecondsOrder, 'profit_result'>): Outcome {
  return order.profit_result === 1 ? 'win' : order.profit_result === -1 ? 'lose' : 'flat';
}

/**
 * What a settled order made, as a sign and a money figure: `+` 160.00 for a win, `-` 100.00 for
 * a loss (the stake when the server leaves `fact_profits` at 0), no sign and 0.00 when flat.
 */
export function resultParts(order: Pick<SecondsOrder, 'profit_result' | 'fact_profits' | 'number'>): {
  sign: '+' | '-' | '';
  value: string;
} {
  const outcome = outcomeOf(order);
  if (outcome === 'flat') return { sign: '', value: '0.00' };
  const reported = isDecimal(order.fact_profits) ? new Big(order.fact_profits).abs() : new Big(0);
  if (outcome === 'win') return { sign: '+', value: money(reported) };
  const lost = reported.eq(0) && isDecimal(order.number) ? new Big(order.number) : reported;
  return { sign: '-', value: money(lost) };
}

/** The signed amount a settled order made: `+160.00`, `-100.00`, `0.00`. */
export function resultAmount(order: Pick<SecondsOrder, 'profit_result' | 'fact_profits' | 'number'>): string {
  const { sign, value } = resultParts(order);
  return `${sign}${value}`;
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
