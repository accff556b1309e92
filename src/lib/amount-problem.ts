// The first problem of a typed money amount, checked before any request: missing, not an amount
// (the shared validator: positive, up to 10 decimals), below a minimum, above the balance.
// Decimal comparisons (big.js).
import { toDecimal } from '@/hooks/use-fiat';
import { isAmount } from './validators';

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum' | 'insufficientBalance';

export interface AmountLimits {
  min?: string | null;
  /** The available balance; unknown (still loading) skips the check. */
  balance?: string | null;
}

export function amountProblem(value: string, { min, balance }: AmountLimits): AmountProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (!isAmount(text)) return 'invalid';
  if (min && toDecimal(text).lt(toDecimal(min))) return 'belowMinimum';
  if (balance !== undefined && balance !== null && toDecimal(text).gt(toDecimal(balance))) return 'insufficientBalance';
  return null;
}
