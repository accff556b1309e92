// Form rules of sign-in, registration and password recovery: the contract's own constraints
// (generated) plus the shared validators, with i18n keys (namespace `auth`) as messages.
import * as z from 'zod/mini';
import { AccountStringMax } from '@generated/zod/schemas/accountString.zod';
import { PasswordMax, PasswordMin } from '@generated/zod/schemas/password.zod';
import { VerificationCodeRegExp } from '@generated/zod/schemas/verificationCode.zod';
import { isEmail, isMainlandMobile, isPhoneNumber } from '@/lib/validators';

export type AccountKind = 'email' | 'phone';

const trimmed = (v: string) => v.trim();

/** The account field: an e-mail address, or a phone number valid for its area code. */
export function accountRule(kind: AccountKind, dial: string) {
  return z.string().check(
    z.refine((v) => trimmed(v) !== '', kind === 'email' ? 'validation.emailRequired' : 'validation.phoneRequired'),
    z.refine((v) => trimmed(v) === '' || trimmed(v).length <= AccountStringMax, 'validation.accountTooLong'),
    z.refine(
      (v) =>
        trimmed(v) === '' ||
        (kind === 'email'
          ? isEmail(trimmed(v))
          : dial === '86'
            ? isMainlandMobile(trimmed(v))
            : isPhoneNumber(trimmed(v))),
      kind === 'email' ? 'validation.emailInvalid' : 'validation.phoneInvalid',
    ),
  );
}

const newPassword = z.string().check(
  z.refine((v) => v !== '', 'validation.passwordRequired'),
  z.refine(
    (v) => v === '' || (v.length >= PasswordMin && v.length <= PasswordMax && !/\s/.test(v)),
    'validation.passwordRule',
  ),
);

const code = z.string().check(
  z.refine((v) => v !== '', 'validation.codeRequired'),
  z.refine((v) => v === '' || VerificationCodeRegExp.test(v), 'validation.codeInvalid'),
);

export function loginSchema(kind: AccountKind, dial: string) {
  return z.object({
    account: accountRule(kind, dial),
    password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  });
}

export function registerSchema(kind: AccountKind, dial: string) {
  return z
    .object({
      account: accountRule(kind, dial),
      code,
      password: newPassword,
      rePassword: z.string().check(z.minLength(1, 'validation.rePasswordRequired')),
      inviteCode: z.string().check(z.refine((v) => /^[A-Za-z0-9]{0,12}$/.test(v.trim()), 'validation.inviteInvalid')),
      agree: z.boolean().check(z.refine((v) => v, 'validation.agreeRequired')),
    })
    .check(
      z.refine((form) => form.rePassword === '' || form.password === form.rePassword, {
        message: 'validation.passwordsMismatch',
        path: ['rePassword'],
      }),
    );
}

export function forgetSchema(kind: AccountKind, dial: string) {
  return z
    .object({
      account: accountRule(kind, dial),
      code,
      password: newPassword,
      rePassword: z.string().check(z.minLength(1, 'validation.rePasswordRequired')),
    })
    .check(
      z.refine((form) => form.rePassword === '' || form.password === form.rePassword, {
        message: 'validation.passwordsMismatch',
        path: ['rePassword'],
      }),
    );
}

export type LoginForm = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterForm = z.infer<ReturnType<typeof registerSchema>>;
export type ForgetForm = z.infer<ReturnType<typeof forgetSchema>>;
