// Display of live figures: prices at the pair's precision and amounts to four decimals (trailing
// zeros dropped), rounded on their decimal digits and grouped for the locale.
import { formatPrice, roundDecimal } from '@/lib/format';

/** Decimals of a price as the server writes it ("96420.50" has 2), between 0 and 10. */
export function precisionOf(price: string | undefined): number {
  const decimals = price?.split('.')[1]?.length ?? 2;
  return Math.min(10, Math.max(0, decimals));
}

export function formatLivePrice(value: string, precision: number, locale: string): string {
  return formatPrice(roundDecimal(value, precision) ?? value, locale);
}

export function formatLiveAmount(value: string, locale: string): string {
  const rounded = roundDecimal(value, 4);
  if (rounded === null) return '--';
  return formatPrice(rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded, locale);
}
