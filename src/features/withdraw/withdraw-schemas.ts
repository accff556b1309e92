// Form rules of the withdraw screen: the contract's constraints (generated), the shared validators
// and the money checks, with i18n keys (namespace `withdraw`) as messages.
import * as z from 'zod/mini';
import { createWithdrawalRequestRemarkMax } from '@generated/zod/schemas/createWithdrawalRequest.zod';
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

export function withdrawSchema(network: string | null, limits: AmountLimits | null) {
  const amountChecks = (Object.keys(AMOUNT_MESSAGES) as AmountProblem[]).map((problem) =>
    z.refine<string>((v) => limits === null || checkWithdrawAmount(v, limits) !== problem, AMOUNT_MESSAGES[problem]),
  );
  return z.object({
    address: addressRule(network),
    amount: z.string().check(...amountChecks),
    remark: z.string().check(z.maxLength(createWithdrawalRequestRemarkMax, 'validation.remarkTooLong')),
    payPassword: z.string().check(
      z.refine((v) => v !== '', 'validation.payPasswordRequired'),
      z.refine((v) => v === '' || isPayPassword(v), 'validation.payPasswordInvalid'),
    ),
  });
}

export type WithdrawForm = z.infer<ReturnType<typeof withdrawSchema>>;
