// How OTC shows its figures: USDT and fiat amounts to the cent, prices, merchant percentages and
// times, all on decimals through the shared formatters.
import { useCallback } from 'react';
import { type DecimalLike, formatAmount, formatCount, formatFixed } from '@/lib/format';
import { useLocale } from '@/hooks/use-locale';

export function useOtcFormat() {
  const locale = useLocale();
  const usdt = useCallback((value: DecimalLike) => `${formatAmount(value, locale, 2)} USDT`, [locale]);
  const fiat = useCallback((value: DecimalLike, code: string) => `${formatAmount(value, locale, 2)} ${code}`, [locale]);
  const price = useCallback(
    (value: DecimalLike, code: string) => `${formatAmount(value, locale, 4)} ${code}`,
    [locale],
  );
  const percent = useCallback((value: string) => `${formatFixed(value, 2)}%`, []);
  const count = useCallback((value: number) => formatCount(value, locale), [locale]);
  const dateTime = useCallback(
    (seconds: number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(seconds * 1000)),
    [locale],
  );
  return { usdt, fiat, price, percent, count, dateTime };
}
