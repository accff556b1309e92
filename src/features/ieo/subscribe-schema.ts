// The subscription form of an IEO project: a token amount (positive, up to 10 decimals) whose
// cost in the pay currency is within the spot balance. Messages are keys of the `ieo` namespace.
import * as z from 'zod/mini';
import { toDecimal } from '@/hooks/use-fiat';
import { amountProblem, type AmountProblem } from '@/lib/amount-problem';
import { ieoCost } from '@/lib/ieo-cost';
import { AMOUNT_MESSAGES, problemChecks } from '@/lib/problem-checks';

export interface SubscribeLimits {
  unitPrice: string | undefined;
  balance: string | undefined;
}

/** The first problem of a token amount: missing, not an amount, or costing more than the balance. */
export function subscribeProblem(value: string, { unitPrice, balance }: SubscribeLimits): AmountProblem | null {
  const problem = amountProblem(value, {});
  if (problem !== null || unitPrice === undefined || balance === undefined) return problem;
  return ieoCost(value.trim(), unitPrice).gt(toDecimal(balance)) ? 'insufficientBalance' : null;
}

export function subscribeSchema(limits: SubscribeLimits) {
  return z.object({
    payCurrency: z.string().check(z.refine((v) => v !== '', 'validation.payCurrencyRequired')),
    amount: z.string().check(...problemChecks((v) => subscribeProblem(v, limits), AMOUNT_MESSAGES)),
  });
}

export type SubscribeForm = z.infer<ReturnType<typeof subscribeSchema>>;
