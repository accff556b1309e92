// The purchase form of a dual-currency product: a whole number of shares (product-spec §5: "enter
// purchase quantity", "quantity must be an integer"), at most the remaining shares and the
// per-user limit, and a cost within the balance. Messages are keys of the `invest` namespace.
import type Big from 'big.js';
import * as z from 'zod/mini';
import { buyDualProductRequestNumMax } from '@generated/zod/schemas/buyDualProductRequest.zod';
import { toDecimal } from '@/hooks/use-fiat';
import { problemChecks } from '@/lib/problem-checks';

export interface QuantityLimits {
  remaining: number;
  userLimit: number;
  /** The cost of n shares, or null while the price is unknown. */
  cost: (shares: number) => Big | null;
  /** The available balance of the pay currency; undefined while it loads. */
  balance: string | undefined;
}

export type QuantityProblem = 'required' | 'integer' | 'aboveRemaining' | 'aboveLimit' | 'insufficientBalance';

export function quantityProblem(value: string, limits: QuantityLimits): QuantityProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > buyDualProductRequestNumMax) return 'integer';
  const shares = Number(text);
  if (shares > limits.remaining) return 'aboveRemaining';
  if (limits.userLimit > 0 && shares > limits.userLimit) return 'aboveLimit';
  const cost = limits.cost(shares);
  if (cost && limits.balance !== undefined && cost.gt(toDecimal(limits.balance))) return 'insufficientBalance';
  return null;
}

const MESSAGES: Record<QuantityProblem, string> = {
  required: 'validation.quantityRequired',
  integer: 'validation.quantityInteger',
  aboveRemaining: 'validation.aboveRemaining',
  aboveLimit: 'validation.aboveLimit',
  insufficientBalance: 'validation.insufficientBalance',
};

export function purchaseSchema(limits: QuantityLimits) {
  return z.object({ quantity: z.string().check(...problemChecks((v) => quantityProblem(v, limits), MESSAGES)) });
}

export type PurchaseForm = z.infer<ReturnType<typeof purchaseSchema>>;
