// The order form's zod/mini schema: the rules of validateOrder (order-math.ts) as field issues whose
// messages are i18n keys of the `spot-trade` namespace.
import * as z from 'zod/mini';
import { validateOrder, type OrderContext, type OrderValues } from './order-math';

export function orderSchema(context: OrderContext) {
  return z
    .object({
      price: z.string(),
      amount: z.string(),
      total: z.string(),
    })
    .check(
      z.superRefine((values: OrderValues, ctx) => {
        for (const [field, message] of Object.entries(validateOrder(values, context))) {
          ctx.issues.push({ code: 'custom', path: [field], message, input: values });
        }
      }),
    );
}

export type OrderForm = z.infer<ReturnType<typeof orderSchema>>;
