// Form rules of the withdraw screen: the contract's constraints (generated), the shared validators
// and the money checks, with i18n keys (namespace `withdraw`) as messages. The amount and the pay
// password follow the same rules whether the money goes to an address or to a bank card.
import * as z from 'zod/mini';
import { addressWithdrawalRequestRemarkMax } from '@generated/zod/schemas/addressWithdrawalRequest.zod';
import { isPayPassword, isVerificationCode } from '@/lib/validators';
import { addressRule, memoRule } from './address-rules';
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

/** What the user's account and the network add to a withdrawal (`GET /user/withdraw/settings`, `memo_required`). */
export interface WithdrawGuards {
  /** The network needs the destination's memo/tag. */
  memo: boolean;
  /** The account sends a 6-digit code with every withdrawal. */
  code: boolean;
}

export const NO_GUARDS: WithdrawGuards = { memo: false, code: false };

/** The withdrawal code, where the account requires one. */
function codeRule(required: boolean) {
  return z.string().check(
    z.refine((v) => !required || v !== '', 'validation.codeRequired'),
    z.refine((v) => !required || v === '' || isVerificationCode(v), 'validation.codeInvalid'),
  );
}

/**
 * To an address: the address of the network, the amount, the memo/tag where the network needs
 * one, an optional note of the user's own (never sent on chain), the pay password and the code.
 */
export function withdrawSchema(network: string | null, limits: AmountLimits | null, guards = NO_GUARDS) {
  return z.object({
    address: addressRule(network),
    amount: amountRule(limits),
    memo: memoRule(guards.memo),
    remark: z.string().check(z.maxLength(addressWithdrawalRequestRemarkMax, 'validation.remarkTooLong')),
    payPassword: payPasswordRule,
    code: codeRule(guards.code),
  });
}

export type WithdrawForm = z.infer<ReturnType<typeof withdrawSchema>>;

/** To a bound bank card: the amount, the pay password and the code (the card is chosen, not typed). */
export function cardWithdrawSchema(limits: AmountLimits | null, guards = NO_GUARDS) {
  return z.object({ amount: amountRule(limits), payPassword: payPasswordRule, code: codeRule(guards.code) });
}

export type CardWithdrawForm = z.infer<ReturnType<typeof cardWithdrawSchema>>;

/** A change of the withdrawal security: the pay password, and the code where the account requires one. */
export function securitySchema(code: boolean) {
  return z.object({ payPassword: payPasswordRule, code: codeRule(code) });
}

export type SecurityForm = z.infer<ReturnType<typeof securitySchema>>;
