// The loan forms' rules, checked before any request (messages are keys of the `loans` namespace):
// the amount to borrow lies within the product's limits and its collateral within the spot
// balance of the collateral coin; a repayment is at most what the loan owes and what the spot
// balance of the loan coin holds.
import * as z from 'zod/mini';
import { toDecimal } from '@/hooks/use-fiat';
import { amountProblem } from '@/lib/amount-problem';
import { loanQuote, type LoanQuoteInput } from '@/lib/loan-terms';
import { problemChecks } from '@/lib/problem-checks';

type Terms = Omit<LoanQuoteInput, 'amount'>;

export type BorrowProblem = 'required' | 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'collateralShort';

export function borrowProblem(
  value: string,
  { min, max, terms, collateralBalance }: { min: string; max: string; terms: Terms; collateralBalance?: string },
): BorrowProblem | null {
  const problem = amountProblem(value, { min });
  if (problem === 'required' || problem === 'invalid' || problem === 'belowMinimum') return problem;
  if (toDecimal(value.trim()).gt(toDecimal(max))) return 'aboveMaximum';
  if (collateralBalance !== undefined) {
    const { collateral } = loanQuote({ ...terms, amount: value.trim() });
    if (collateral.gt(toDecimal(collateralBalance))) return 'collateralShort';
  }
  return null;
}

const BORROW_PROBLEMS: readonly BorrowProblem[] = [
  'required',
  'invalid',
  'belowMinimum',
  'aboveMaximum',
  'collateralShort',
];

export function borrowSchema(limits: Parameters<typeof borrowProblem>[1]) {
  return z.object({ amount: z.string().check(...problemChecks((v) => borrowProblem(v, limits), BORROW_PROBLEMS)) });
}
export type BorrowForm = z.infer<ReturnType<typeof borrowSchema>>;

export type RepayProblem = 'required' | 'invalid' | 'aboveOwed' | 'insufficientBalance';

export function repayProblem(
  value: string,
  { owed, balance }: { owed: string; balance?: string },
): RepayProblem | null {
  const problem = amountProblem(value, {});
  if (problem === 'required' || problem === 'invalid') return problem;
  if (toDecimal(value.trim()).gt(toDecimal(owed))) return 'aboveOwed';
  if (balance !== undefined && toDecimal(value.trim()).gt(toDecimal(balance))) return 'insufficientBalance';
  return null;
}

const REPAY_PROBLEMS: readonly RepayProblem[] = ['required', 'invalid', 'aboveOwed', 'insufficientBalance'];

export function repaySchema(limits: Parameters<typeof repayProblem>[1]) {
  return z.object({ amount: z.string().check(...problemChecks((v) => repayProblem(v, limits), REPAY_PROBLEMS)) });
}
export type RepayForm = z.infer<ReturnType<typeof repaySchema>>;
