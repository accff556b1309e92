// The rule of every money amount typed on the assets screens, checked before any request:
// required, a positive decimal with at most 10 decimals (the shared validator), not above the
// available balance, and where a fee is charged on top, amount + fee not above it either.
// Messages are i18n keys of the `assets` namespace.
import * as z from 'zod/mini';
import { exceedsAvailable, isMoneyAmount, totalDebit, type DecimalLike } from './money';

export type AmountProblem =
  | 'validation.amountRequired'
  | 'validation.amountInvalid'
  | 'validation.insufficient'
  | 'validation.insufficientWithFee';

export interface AmountLimits {
  /** The source balance; null while it is unknown (the form cannot be sent then). */
  available: DecimalLike | null;
  /** A fee rate charged on top of the amount (conversion), if any. */
  feeRate?: DecimalLike;
}

/** The first problem of a typed amount, or null when it can be sent. */
export function checkAmount(raw: string, { available, feeRate }: AmountLimits): AmountProblem | null {
  const value = raw.trim();
  if (value === '') return 'validation.amountRequired';
  if (!isMoneyAmount(value)) return 'validation.amountInvalid';
  if (available === null || available === undefined) return null;
  if (exceedsAvailable(value, available)) return 'validation.insufficient';
  if (feeRate !== undefined && feeRate !== null && exceedsAvailable(totalDebit(value, feeRate), available)) {
    return 'validation.insufficientWithFee';
  }
  return null;
}

const PROBLEMS: readonly AmountProblem[] = [
  'validation.amountRequired',
  'validation.amountInvalid',
  'validation.insufficient',
  'validation.insufficientWithFee',
];

export function amountSchema(limits: AmountLimits) {
  return z.object({
    amount: z
      .string()
      .check(...PROBLEMS.map((problem) => z.refine<string>((v) => checkAmount(v, limits) !== problem, problem))),
  });
}

export type AmountForm = z.infer<ReturnType<typeof amountSchema>>;
