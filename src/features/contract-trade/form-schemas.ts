// The order and take-profit / stop-loss forms as zod/mini schemas for react-hook-form: the rules
// are the pure functions of contract-math.ts; the messages are i18n keys (namespace
// `contract-trade`).
import type Big from 'big.js';
import * as z from 'zod/mini';
import { validateOrder, validateStops, type OrderContext, type Side } from './contract-math';

export function orderSchema(ctx: OrderContext) {
  return z
    .object({
      side: z.enum(['long', 'short']),
      priceType: z.enum(['market', 'limit']),
      price: z.string(),
      shares: z.string(),
      multiple: z.string(),
      takeProfit: z.string(),
      stopLoss: z.string(),
    })
    .check(
      z.superRefine((value, issues) => {
        for (const error of validateOrder(value, ctx)) {
          issues.addIssue({ code: 'custom', message: error.key, path: [error.field], input: value });
        }
      }),
    );
}

export type OrderFormValues = z.infer<ReturnType<typeof orderSchema>>;

/** The stop messages carry the bound to pass as `|price` after the key (`stops.takeProfitAbove|96420.5`). */
export function stopSchema(ctx: { side: Side; markPrice: Big; openPrice?: Big | null }) {
  return z.object({ takeProfit: z.string(), stopLoss: z.string() }).check(
    z.superRefine((value, issues) => {
      const errors = validateStops(value, ctx);
      for (const field of ['takeProfit', 'stopLoss'] as const) {
        const error = errors[field];
        if (error) {
          issues.addIssue({
            code: 'custom',
            message: error.price ? `${error.key}|${error.price}` : error.key,
            path: [field],
            input: value,
          });
        }
      }
    }),
  );
}

export type StopFormValues = z.infer<ReturnType<typeof stopSchema>>;

/** Splits a stop message into its key and bound. */
export function splitMessage(message: string): { key: string; price?: string } {
  const [key = '', price] = message.split('|');
  return { key, price };
}
