// How copy trading shows its figures: signed USDT amounts with the trend colour, percentages and
// dates, all on decimals through the one money format (@/lib/format).
import { useCallback } from 'react';
import {
  formatAmount,
  formatCount,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSigned,
  trendOf,
} from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { COPY_TYPE } from './copy-rules';

export function useCopyFormat() {
  const locale = useLocale();
  const amount = useCallback((value: string) => formatMoney(value, locale), [locale]);
  const signed = useCallback((value: string) => formatSigned(value, locale), [locale]);
  const price = useCallback((value: string) => formatPrice(value, locale), [locale]);
  const percent = useCallback((value: string) => formatPercent(value, locale), [locale]);
  const count = useCallback((value: number) => formatCount(value, locale), [locale]);
  /** A multiple or a number of lots: as many decimals as it has, none added (`2`, `0.5`). */
  const quantity = useCallback((value: string | number) => formatAmount(value, locale, 8, 0), [locale]);
  const date = useCallback(
    (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000)),
    [locale],
  );
  const dateTime = useCallback(
    (seconds: number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(seconds * 1000)),
    [locale],
  );
  /** A signed amount (or its `shown` form) in its trend colour, as a figure's value and class. */
  const trend = useCallback(
    (value: string, shown: string = signed(value)) => ({ value: shown, className: trendClass(value) }),
    [signed],
  );
  return { amount, signed, price, percent, count, quantity, date, dateTime, trend };
}

/** The class of a signed figure: up green, down red. */
export const trendClass = (value: string): string => `copy-trend copy-trend--${trendOf(value)}`;

/** A copy's type and size in words: "Fixed multiple" and "2×", or "Fixed lots" and "1.01 lots". */
export function useCopySize(): (type: number, value: string) => { type: string; size: string } {
  const { t } = useTranslation('copy-trade');
  return useCallback(
    (type, value) => {
      const key = type === COPY_TYPE.multiple ? 'multiple' : 'lots';
      return { type: t(`follow.types.${key}`), size: t(`my.${key}Value`, { value }) };
    },
    [t],
  );
}
