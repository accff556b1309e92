// Form rules of the withdraw screen: the contract's constraints (generated), the shared validators
// and the money checks, with i18n keys (namespace `withdraw`) as messages. The amount and the pay
// password follow the same rules whether the money goes to an address or to a bank card.
import * as z from 'zod/mini';
import { addressWithdrawalRequestRemarkMax } from '@generated/zod/schemas/addressWithdrawalRequest.zod';
import { isPayPassword } from '@/lib/validators';
import { addressRule } from './address-rules';
import { checkWithdrawAmount, type AmountLimits, type AmountProblem } from './withdraw-amount';

const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  required: 'validation.amountRequired',
  invalid: 'validation.amountInvalid',
  insufficientBalance: 'validation.insufficientBalance',
  belowMinimum: 'validation.belowMinimum',
  belowFee: 'validation.belowFee',
};

/** The amount: checked against the limits once they are known (the first problem only). */
function amountRule(limits: AmountLimits | null) {
  const checks = (Object.keys(AMOUNT_MESSAGES) as AmountProblem[]).map((problem) =>
    z.refine<string>((v) => limits === null || checkWithdrawAmount(v, limits) !== problem, AMOUNT_MESSAGES[problem]),
  );
  return z.string().check(...checks);
}

const payPasswordRule = z.string().check(
  z.refine((v) => v !== '', 'validation.payPasswordRequired'),
  z.refine((v) => v === '' || isPayPassword(v), 'validation.payPasswordInvalid'),
);

/** To an address: the address of the network, the amount, an optional remark, the pay password. */
export function withdrawSchema(network: string | null, limits: AmountLimits | null) {
  return z.object({
    address: addressRule(network),
    amount: amountRule(limits),
    remark: z.string().check(z.maxLength(addressWithdrawalRequestRemarkMax, 'validation.remarkTooLong')),
    payPassword: payPasswordRule,
  });
}

export type WithdrawForm = z.infer<ReturnType<typeof withdrawSchema>>;

/** To a bound bank card: the amount and the pay password (the card is chosen, not typed). */
export function cardWithdrawSchema(limits: AmountLimits | null) {
  return z.object({ amount: amountRule(limits), payPassword: payPasswordRule });
}

export type CardWithdrawForm = z.infer<ReturnType<typeof cardWithdrawSchema>>;
