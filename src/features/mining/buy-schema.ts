// The buy form of a lock-mining product: the amount, at least the product's minimum single amount
// and at most the spot balance (messages are keys of the `mining` namespace).
import * as z from 'zod/mini';
import { amountProblem, type AmountLimits, type AmountProblem } from '@/lib/amount-problem';

const MESSAGES: Record<AmountProblem, string> = {
  required: 'validation.amountRequired',
  invalid: 'validation.amountInvalid',
  belowMinimum: 'validation.belowMinimum',
  insufficientBalance: 'validation.insufficientBalance',
};

export function buySchema(limits: AmountLimits) {
  const checks = (Object.keys(MESSAGES) as AmountProblem[]).map((problem) =>
    z.refine<string>((v) => amountProblem(v, limits) !== problem, MESSAGES[problem]),
  );
  return z.object({ amount: z.string().check(...checks) });
}

export type BuyForm = z.infer<ReturnType<typeof buySchema>>;
