// The money rules of a withdrawal, on decimal strings with big.js (never binary floats):
// the amount rule of product-spec §5 and of the contract's PositiveAmount, the fee of
// /wallet/get_info (`fee = withdraw_fee + number * rate / 100`), the amount received
// (`number - fee`) and the checks made before any request (minimum, available balance).
import Big from 'big.js';
import { PositiveAmountRegExp } from '@generated/zod/schemas/positiveAmount.zod';
import { isAmount } from '@/lib/validators';

/** How a currency (or one of its networks) charges for a withdrawal. */
export interface FeeRule {
  /** Fixed fee per withdrawal, in the coin (`withdraw_fee`). */
  fixedFee: string;
  /** Percentage of the amount, in per cent (`rate`); `0` when the fee is fixed. */
  ratePercent: string;
}

export interface AmountLimits {
  /** Smallest amount of one withdrawal (`min_number`). */
  min: string;
  /** What the user can withdraw (`change_balance`). */
  balance: string;
  fee: FeeRule;
}

export type AmountProblem = 'required' | 'invalid' | 'insufficientBalance' | 'belowMinimum' | 'belowFee';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A decimal string as a Big, or null when the server sent something that is not a number. */
export function toBig(value: string | null | undefined): Big | null {
  const text = (value ?? '').trim();
  return DECIMAL.test(text) ? new Big(text) : null;
}

/**
 * The amount a user may type: the shared validator of §5 (positive, up to 10 decimals, or `0.`
 * with up to 20) narrowed to what the contract accepts (at most 15 whole digits, a non-zero digit
 * among the first ten decimals).
 */
export function isWithdrawAmount(value: string): boolean {
  return isAmount(value) && PositiveAmountRegExp.test(value);
}

/** The fee of withdrawing `amount`: the fixed fee plus `rate` per cent of the amount. Exact. */
export function withdrawalFee(amount: string, rule: FeeRule): string {
  const fixed = toBig(rule.fixedFee) ?? new Big(0);
  const rate = toBig(rule.ratePercent) ?? new Big(0);
  // times(0.01) instead of div(100): multiplication never rounds.
  return fixed.plus(new Big(amount).times(rate).times('0.01')).toFixed();
}

/** What arrives at the destination: `amount - fee`. Exact; negative when the fee is larger. */
export function receivedAmount(amount: string, rule: FeeRule): string {
  return new Big(amount).minus(withdrawalFee(amount, rule)).toFixed();
}

/** The most that can be typed from a balance: the balance cut (not rounded) to 10 decimals. */
export function maxWithdrawable(balance: string): string {
  const value = toBig(balance)?.round(10, Big.roundDown);
  return value && value.gt(0) ? value.toFixed() : '';
}

/**
 * The first thing wrong with an amount, checked in the order a user fixes them: empty, not an
 * amount, above the available balance, below the minimum, not even covering the fee.
 */
export function checkWithdrawAmount(raw: string, limits: AmountLimits): AmountProblem | null {
  const amount = raw.trim();
  if (amount === '') return 'required';
  if (!isWithdrawAmount(amount)) return 'invalid';
  const value = new Big(amount);
  const balance = toBig(limits.balance) ?? new Big(0);
  if (value.gt(balance)) return 'insufficientBalance';
  const min = toBig(limits.min);
  if (min && value.lt(min)) return 'belowMinimum';
  if (new Big(receivedAmount(amount, limits.fee)).lte(0)) return 'belowFee';
  return null;
}

/** A decimal string without trailing zeros (`"12480.50"` gives `"12480.5"`); `--` when not a number. */
export function plainAmount(value: string | null | undefined): string {
  const big = toBig(value);
  return big ? big.toFixed() : '--';
}
