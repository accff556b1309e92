// Form rules of the account screens: the shared validators of src/lib/validators.ts with i18n keys
// (namespace `account`) as messages.
import * as z from 'zod/mini';
import {
  isMainlandMobile,
  isNickname,
  isPayPassword,
  isPhoneNumber,
  isSignature,
  isVerificationCode,
  lengthInRange,
  passwordsMatch,
} from '@/lib/validators';

/** Six equal digits or a run up or down (111111, 123456, 987654): refused as too easy to guess. */
export function isTrivialCode(v: string): boolean {
  if (!/^\d{2,}$/.test(v)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < v.length; i += 1) steps.add(Number(v[i]) - Number(v[i - 1]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

export const nicknameSchema = z.object({
  nickname: z.string().check(
    z.refine((v) => v.trim() !== '', 'validation.nicknameRequired'),
    z.refine((v) => v.trim() === '' || lengthInRange(v.trim(), 2, 10), 'validation.nicknameLength'),
    z.refine(
      (v) => v.trim() === '' || !lengthInRange(v.trim(), 2, 10) || isNickname(v.trim()),
      'validation.nicknameCharacters',
    ),
  ),
});

export const signatureSchema = z.object({
  signature: z.string().check(
    z.refine((v) => v.trim() !== '', 'validation.signatureRequired'),
    z.refine((v) => v.trim() === '' || lengthInRange(v.trim(), 2, 30), 'validation.signatureLength'),
    z.refine(
      (v) => v.trim() === '' || !lengthInRange(v.trim(), 2, 30) || isSignature(v.trim()),
      'validation.signatureCharacters',
    ),
  ),
});

export const codeRule = z.string().check(
  z.refine((v) => v !== '', 'validation.codeRequired'),
  z.refine((v) => v === '' || isVerificationCode(v), 'validation.codeInvalid'),
);

const payPasswordRule = z.string().check(
  z.refine((v) => v !== '', 'validation.payPasswordRequired'),
  z.refine((v) => v === '' || isPayPassword(v), 'validation.payPasswordInvalid'),
  z.refine((v) => !isPayPassword(v) || !isTrivialCode(v), 'validation.payPasswordTrivial'),
);

export const payPasswordSchema = z
  .object({
    password: payPasswordRule,
    rePassword: z.string().check(z.refine((v) => v !== '', 'validation.rePayPasswordRequired')),
    code: codeRule,
  })
  .check(
    z.refine((form) => form.rePassword === '' || passwordsMatch(form.password, form.rePassword), {
      message: 'validation.passwordsMismatch',
      path: ['rePassword'],
    }),
  );

export function bindPhoneSchema(dial: string) {
  return z.object({
    mobile: z.string().check(
      z.refine((v) => v.trim() !== '', 'validation.phoneRequired'),
      z.refine(
        (v) => v.trim() === '' || (dial === '86' ? isMainlandMobile(v.trim()) : isPhoneNumber(v.trim())),
        'validation.phoneInvalid',
      ),
    ),
    code: codeRule,
  });
}

export type NicknameForm = z.infer<typeof nicknameSchema>;
export type SignatureForm = z.infer<typeof signatureSchema>;
export type PayPasswordForm = z.infer<typeof payPasswordSchema>;
export type BindPhoneForm = z.infer<ReturnType<typeof bindPhoneSchema>>;
