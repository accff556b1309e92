// The buy form of a lock-mining product: the amount, at least the product's minimum single amount
// and at most the spot balance (messages are keys of the `mining` namespace).
import * as z from 'zod/mini';
import { amountProblem, type AmountLimits } from '@/lib/amount-problem';
import { AMOUNT_MESSAGES, problemChecks } from '@/lib/problem-checks';

export function buySchema(limits: AmountLimits) {
  return z.object({ amount: z.string().check(...problemChecks((v) => amountProblem(v, limits), AMOUNT_MESSAGES)) });
}

export type BuyForm = z.infer<ReturnType<typeof buySchema>>;
