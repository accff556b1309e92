// The subscription form of an IEO project: a token amount (positive, up to 10 decimals) whose
// cost in the pay currency is within the spot balance. Messages are keys of the `ieo` namespace.
import * as z from 'zod/mini';
import { toDecimal } from '@/hooks/use-fiat';
import { amountProblem } from '@/lib/amount-problem';
import { ieoCost } from '@/lib/ieo-cost';

export interface SubscribeLimits {
  unitPrice: string | undefined;
  balance: string | undefined;
}

export function subscribeSchema({ unitPrice, balance }: SubscribeLimits) {
  return z.object({
    payCurrency: z.string().check(z.refine((v) => v !== '', 'validation.payCurrencyRequired')),
    amount: z.string().check(
      z.refine((v) => amountProblem(v, {}) !== 'required', 'validation.amountRequired'),
      z.refine((v) => amountProblem(v, {}) !== 'invalid', 'validation.amountInvalid'),
      z.refine(
        (v) =>
          amountProblem(v, {}) !== null ||
          unitPrice === undefined ||
          balance === undefined ||
          !ieoCost(v.trim(), unitPrice).gt(toDecimal(balance)),
        'validation.insufficientBalance',
      ),
    ),
  });
}

export type SubscribeForm = z.infer<ReturnType<typeof subscribeSchema>>;
