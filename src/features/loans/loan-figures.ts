// Display helpers of the loan screens: rates as percentages, coin amounts with their coin, and
// liquidation prices rounded up to cents (src/lib/loan-terms.ts).
import type Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';
import { formatAmount } from '@/lib/format';
import { displayPrice, LOAN_PRICE_DECIMALS } from '@/lib/loan-terms';

/** A fraction as a percentage: "0.0005" → "0.05%", "0.65" → "65%". */
export const percentOf = (fraction: string, locale: string): string =>
  `${formatAmount(toDecimal(fraction).times(100), locale, 4, 0)}%`;

/** A coin amount with its coin: "1,015.00 USDT". */
export const coinText = (value: Big | string, coin: string, locale: string): string =>
  `${formatAmount(value, locale, 8)} ${coin}`;

/** A liquidation price in the loan coin, rounded up to cents: "49,869.42 USDT"; "--" when unknown. */
export const priceText = (value: Big | string | null, coin: string, locale: string): string =>
  value === null ? '--' : `${formatAmount(displayPrice(value), locale, LOAN_PRICE_DECIMALS)} ${coin}`;
