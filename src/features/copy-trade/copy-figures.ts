// How copy trading shows its figures: signed USDT amounts with the trend colour, percentages and
// dates, all on decimals through the shared formatters.
import { useCallback } from 'react';
import { formatCoin, formatSignedCoin, trendOfDecimal } from '@/lib/coin-amount';
import { formatFixed } from '@/lib/format';
import { useLocale } from '@/hooks/use-locale';

export function useCopyFormat() {
  const locale = useLocale();
  const amount = useCallback((value: string) => formatCoin(value, locale, 2), [locale]);
  const signed = useCallback((value: string) => formatSignedCoin(value, locale, 2), [locale]);
  const price = useCallback((value: string) => formatCoin(value, locale, 8), [locale]);
  const percent = useCallback((value: string) => `${formatFixed(value, 2)}%`, []);
  const count = useCallback((value: number) => new Intl.NumberFormat(locale).format(value), [locale]);
  const date = useCallback(
    (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000)),
    [locale],
  );
  const dateTime = useCallback(
    (seconds: number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(seconds * 1000)),
    [locale],
  );
  return { amount, signed, price, percent, count, date, dateTime };
}

/** The class of a signed figure: up green, down red. */
export const trendClass = (value: string): string => `copy-trend copy-trend--${trendOfDecimal(value)}`;
