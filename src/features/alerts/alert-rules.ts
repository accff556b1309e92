// The rules of a price alert, as the sandbox applies them (sandbox/src/domain/market-alerts.ts):
// `above` a price above the current one, `below` a price below it, `change` a move of more than 0
// and at most 100 %. Messages are keys of the `alerts` namespace; `{{price}}` is the current price.
import Big from 'big.js';
import * as z from 'zod/mini';
import type { PriceAlertType } from '@generated/model';
import { isAmount } from '@/lib/validators';

export const ALERT_TYPES: readonly PriceAlertType[] = ['above', 'below', 'change'];
export const MAX_PERCENT = 100;

export interface AlertValues {
  type: PriceAlertType;
  price: string;
  percent: string;
}

/** The field in error and its message key, or nothing when the alert can be sent. */
export function validateAlert(
  values: AlertValues,
  current: string | null,
): Partial<Record<'price' | 'percent', string>> {
  if (values.type === 'change') {
    if (values.percent.trim() === '') return { percent: 'form.percentRequired' };
    if (!isAmount(values.percent) || new Big(values.percent).gt(MAX_PERCENT)) return { percent: 'form.percentRange' };
    return {};
  }
  if (values.price.trim() === '') return { price: 'form.priceRequired' };
  if (!isAmount(values.price)) return { price: 'form.priceInvalid' };
  // Without the current price (not read yet) the server judges the side.
  if (current === null) return {};
  const price = new Big(values.price);
  if (values.type === 'above' && price.lte(current)) return { price: 'form.aboveTooLow' };
  if (values.type === 'below' && price.gte(current)) return { price: 'form.belowTooHigh' };
  return {};
}

export function alertSchema(current: string | null) {
  return z
    .object({
      type: z.enum(['above', 'below', 'change']),
      price: z.string(),
      percent: z.string(),
    })
    .check(
      z.superRefine((values: AlertValues, ctx) => {
        for (const [field, message] of Object.entries(validateAlert(values, current))) {
          ctx.issues.push({ code: 'custom', path: [field], message, input: values });
        }
      }),
    );
}

export type AlertForm = z.infer<ReturnType<typeof alertSchema>>;

/** The request of /alert/add for validated values. */
export function alertRequest(matchId: number, values: AlertValues) {
  return values.type === 'change'
    ? { match_id: matchId, type: values.type, percent: values.percent }
    : { match_id: matchId, type: values.type, price: values.price };
}

/**
 * The prices a `change` alert fires at: the current price moved by the percent either way (for the
 * form's hint), null while either is unknown or invalid.
 */
export function changeBounds(current: string | null, percent: string): { low: Big; high: Big } | null {
  if (current === null || !isAmount(percent)) return null;
  const move = new Big(current).times(percent).div(100);
  return { low: new Big(current).minus(move), high: new Big(current).plus(move) };
}
