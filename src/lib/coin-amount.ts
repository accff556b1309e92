// Coin amounts for display, on decimals (big.js, never binary floats): grouped for the locale,
// cut (not rounded up) to a number of decimals, and signed for balance changes. Shared by the
// assets screens and the bills ledger.
import Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';

export type DecimalLike = Big | string | number | null | undefined;

/**
 * A coin amount for display: cut to `maxDecimals` (8 by default), at least 2 decimals, grouped
 * for the locale ("12,480.50", "0.125").
 */
export function formatCoin(value: DecimalLike, locale: string, maxDecimals = 8, minDecimals = 2): string {
  const cut = toDecimal(value).round(maxDecimals, Big.roundDown);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(minDecimals, maxDecimals),
    maximumFractionDigits: maxDecimals,
  });
  return format.format(cut.toFixed(maxDecimals) as `${number}`);
}

/** A signed coin amount: "+2,000.00", "-500.00", "0.00" (the sign is never the colour alone). */
export function formatSignedCoin(value: DecimalLike, locale: string, maxDecimals = 8): string {
  const number = toDecimal(value);
  const magnitude = formatCoin(number.abs(), locale, maxDecimals);
  if (number.round(maxDecimals, Big.roundDown).eq(0)) return magnitude;
  return `${number.lt(0) ? '-' : '+'}${magnitude}`;
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOfDecimal(value: DecimalLike): Trend {
  const number = toDecimal(value);
  return number.gt(0) ? 'up' : number.lt(0) ? 'down' : 'flat';
}
