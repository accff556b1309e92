// Display helpers of the loan screens: rates as percentages, coin amounts with their coin.
import type Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';
import { formatCoin } from '@/lib/coin-amount';

/** A fraction as a percentage: "0.0005" → "0.05%", "0.65" → "65%". */
export const percentOf = (fraction: string, locale: string): string =>
  `${formatCoin(toDecimal(fraction).times(100), locale, 4, 0)}%`;

/** A coin amount with its coin: "1,015.00 USDT". */
export const coinText = (value: Big | string, coin: string, locale: string): string =>
  `${formatCoin(value, locale, 8)} ${coin}`;
