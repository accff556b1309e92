// The deposit declaration form (/wallet/charge_req): the contract's rules with i18n keys
// (namespace `deposit`) as messages.
import * as z from 'zod/mini';
import { PositiveAmountRegExp } from '@generated/zod/schemas/positiveAmount.zod';
import { depositChargeRequestAccountRegExp } from '@generated/zod/schemas/depositChargeRequest.zod';
import { isAmount } from '@/lib/validators';

const blank = (v: string) => v.trim() === '';

/** A positive amount of up to 10 decimals (§5), as the contract's PositiveAmount accepts it. */
export const isDepositAmount = (v: string): boolean => isAmount(v) && PositiveAmountRegExp.test(v);

export const chargeSchema = z.object({
  account: z.string().check(
    z.refine((v) => !blank(v), 'charge.validation.accountRequired'),
    z.refine((v) => blank(v) || depositChargeRequestAccountRegExp.test(v.trim()), 'charge.validation.accountInvalid'),
  ),
  amount: z.string().check(
    z.refine((v) => !blank(v), 'charge.validation.amountRequired'),
    z.refine((v) => blank(v) || isDepositAmount(v.trim()), 'charge.validation.amountInvalid'),
  ),
});

export type ChargeForm = z.infer<typeof chargeSchema>;
