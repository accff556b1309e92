// Form rules of sign-in, registration and password recovery: the contract's own constraints
// (generated) plus the shared validators, with i18n keys (namespace `auth`) as messages.
import * as z from 'zod/mini';
import { AccountStringMax } from '@generated/zod/schemas/accountString.zod';
import { PasswordMax, PasswordMin } from '@generated/zod/schemas/password.zod';
import { VerificationCodeRegExp } from '@generated/zod/schemas/verificationCode.zod';
import { rePasswordMatches, requiredText } from '@/lib/form-rules';
import { isEmail, isMainlandMobile, isPhoneNumber } from '@/lib/validators';

export type AccountKind = 'email' | 'phone';

/** The account field: an e-mail address, or a phone number valid for its area code. */
export function accountRule(kind: AccountKind, dial: string) {
  const valid = kind === 'email' ? isEmail : dial === '86' ? isMainlandMobile : isPhoneNumber;
  return requiredText(
    kind === 'email' ? 'validation.emailRequired' : 'validation.phoneRequired',
    [
      [(v) => v.length <= AccountStringMax, 'validation.accountTooLong'],
      [valid, kind === 'email' ? 'validation.emailInvalid' : 'validation.phoneInvalid'],
    ],
    { trim: true },
  );
}

const newPassword = requiredText('validation.passwordRequired', [
  [(v) => v.length >= PasswordMin && v.length <= PasswordMax && !/\s/.test(v), 'validation.passwordRule'],
]);

const code = requiredText('validation.codeRequired', [
  [(v) => VerificationCodeRegExp.test(v), 'validation.codeInvalid'],
]);

/** The account, the code sent to it and the new password typed twice. */
function newPasswordShape(kind: AccountKind, dial: string) {
  return {
    account: accountRule(kind, dial),
    code,
    password: newPassword,
    rePassword: z.string().check(z.minLength(1, 'validation.rePasswordRequired')),
  };
}

export function loginSchema(kind: AccountKind, dial: string) {
  return z.object({
    account: accountRule(kind, dial),
    password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  });
}

export function registerSchema(kind: AccountKind, dial: string) {
  return z
    .object({
      ...newPasswordShape(kind, dial),
      inviteCode: z.string().check(z.refine((v) => /^[A-Za-z0-9]{0,12}$/.test(v.trim()), 'validation.inviteInvalid')),
      agree: z.boolean().check(z.refine((v) => v, 'validation.agreeRequired')),
    })
    .check(rePasswordMatches);
}

export function forgetSchema(kind: AccountKind, dial: string) {
  return z.object(newPasswordShape(kind, dial)).check(rePasswordMatches);
}

export type LoginForm = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterForm = z.infer<ReturnType<typeof registerSchema>>;
export type ForgetForm = z.infer<ReturnType<typeof forgetSchema>>;
