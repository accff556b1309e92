// Money arithmetic of the assets screens, on decimal strings with big.js (never binary floats):
// the amount rule, balance sums and comparisons, the conversion's received amount and fee. The
// display of coin amounts is @/lib/format's.
import Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';
import type { DecimalLike } from '@/lib/format';
import { isAmount } from '@/lib/validators';

/** Amounts carry at most 10 decimals (product-spec §5, the contract's PositiveAmount). */
export const AMOUNT_DECIMALS = 10;
const MAX_WHOLE_DIGITS = 15;

/**
 * A big.js constructor whose divisions keep exactly 10 decimals and round down (toward zero):
 * a received amount or a maximum is never more than the exact figure.
 */
const Floor10 = Big();
Floor10.DP = AMOUNT_DECIMALS;
Floor10.RM = Big.roundDown;

export type { DecimalLike };

/**
 * A positive amount as a user may type it: the shared validator's rule (isAmount), at most 10
 * decimals and at most 15 whole digits (the contract's bound). "0", "-1", "1e3", "1,000", "1." are not.
 */
export function isMoneyAmount(value: string): boolean {
  if (!isAmount(value)) return false;
  const [whole = '', fraction = ''] = value.split('.');
  return fraction.length <= AMOUNT_DECIMALS && whole.length <= MAX_WHOLE_DIGITS;
}

/** Sum of decimals from the wire (strings or JSON numbers; missing ones count as 0). */
export function sumDecimals(values: readonly DecimalLike[]): Big {
  return values.reduce<Big>((total, value) => total.plus(toDecimal(value)), new Big(0));
}

/** True when `amount` is more than `available` (a missing balance counts as 0). */
export function exceedsAvailable(amount: DecimalLike, available: DecimalLike): boolean {
  return toDecimal(amount).gt(toDecimal(available));
}

/** The USDT value of one balance row: (available + frozen) x price. */
export function rowValue(available: DecimalLike, frozen: DecimalLike, usdtPrice: DecimalLike): Big {
  return toDecimal(available).plus(toDecimal(frozen)).times(toDecimal(usdtPrice));
}

/**
 * What a conversion of `amount` source units gives: amount x fromPrice / toPrice, cut (not
 * rounded up) to 10 decimals. Null when the target has no price.
 */
export function receivedAmount(amount: DecimalLike, fromPrice: DecimalLike, toPrice: DecimalLike): Big | null {
  const to = toDecimal(toPrice);
  if (to.lte(0)) return null;
  return new Floor10(toDecimal(amount).times(toDecimal(fromPrice))).div(new Floor10(to));
}

/** The conversion fee in the source currency: amount x fee rate, exact. */
export function feeAmount(amount: DecimalLike, feeRate: DecimalLike): Big {
  return toDecimal(amount).times(toDecimal(feeRate));
}

/** What leaves the source balance: the amount plus its fee. */
export function totalDebit(amount: DecimalLike, feeRate: DecimalLike): Big {
  return toDecimal(amount).plus(feeAmount(amount, feeRate));
}

/**
 * The largest amount (10 decimals) whose amount + fee fits in `available`:
 * available / (1 + fee rate), cut to 10 decimals.
 */
export function maxWithFee(available: DecimalLike, feeRate: DecimalLike): Big {
  const balance = toDecimal(available);
  if (balance.lte(0)) return new Big(0);
  return new Floor10(balance).div(new Floor10(toDecimal(feeRate).plus(1)));
}

/** The largest typed amount that fits in `available` (10 decimals, cut). */
export function maxAmount(available: DecimalLike): Big {
  const balance = toDecimal(available);
  return balance.lte(0) ? new Big(0) : balance.round(AMOUNT_DECIMALS, Big.roundDown);
}

/** A Big as an amount string for an input: no exponent, no trailing zeros ("12480.5"). */
export function toAmountString(value: Big): string {
  const fixed = value.toFixed(AMOUNT_DECIMALS);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
