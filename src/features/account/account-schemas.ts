// Form rules of the account screens: the shared validators of src/lib/validators.ts with i18n keys
// (namespace `account`) as messages.
import * as z from 'zod/mini';
import {
  isAlphanumeric,
  isMainlandMobile,
  isNickname,
  isPayPassword,
  isPhoneNumber,
  isSignature,
  isVerificationCode,
  lengthInRange,
} from '@/lib/validators';
import { rePasswordMatches, requiredText } from '@/lib/form-rules';

/** Six equal digits or a run up or down (111111, 123456, 987654): refused as too easy to guess. */
export function isTrivialCode(v: string): boolean {
  if (!/^\d{2,}$/.test(v)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < v.length; i += 1) steps.add(Number(v[i]) - Number(v[i - 1]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

/** A name the user chooses: 2 to `max` characters (trimmed) that `allowed` accepts. */
function chosenText(field: 'nickname' | 'signature', max: number, allowed: (v: string) => boolean) {
  return requiredText(
    `validation.${field}Required`,
    [
      [(v) => lengthInRange(v, 2, max), `validation.${field}Length`],
      [allowed, `validation.${field}Characters`],
    ],
    { trim: true },
  );
}

export const nicknameSchema = z.object({ nickname: chosenText('nickname', 10, isNickname) });

export const signatureSchema = z.object({ signature: chosenText('signature', 30, isSignature) });

export const codeRule = requiredText('validation.codeRequired', [[isVerificationCode, 'validation.codeInvalid']]);

const payPasswordRule = requiredText('validation.payPasswordRequired', [
  [isPayPassword, 'validation.payPasswordInvalid'],
  [(v) => !isTrivialCode(v), 'validation.payPasswordTrivial'],
]);

export const payPasswordSchema = z
  .object({
    password: payPasswordRule,
    rePassword: z.string().check(z.refine((v) => v !== '', 'validation.rePayPasswordRequired')),
    code: codeRule,
  })
  .check(rePasswordMatches);

export function bindPhoneSchema(dial: string) {
  return z.object({
    mobile: requiredText(
      'validation.phoneRequired',
      [[dial === '86' ? isMainlandMobile : isPhoneNumber, 'validation.phoneInvalid']],
      { trim: true },
    ),
    code: codeRule,
  });
}

/**
 * The anti-phishing form: the code, confirmed as the backend asks (`confirm_with` of
 * /safe/anti_phishing): the pay password, or a code sent to the e-mail address or phone.
 */
export function antiPhishingSchema(confirmWith: 'pay_password' | 'code') {
  return z.object({
    antiPhishing: requiredText(
      'validation.antiPhishingRequired',
      [
        [(v) => lengthInRange(v, 4, 20), 'validation.antiPhishingLength'],
        [isAlphanumeric, 'validation.antiPhishingCharacters'],
      ],
      { trim: true },
    ),
    payPassword:
      confirmWith === 'pay_password'
        ? requiredText('validation.payPasswordRequired', [[isPayPassword, 'validation.payPasswordInvalid']])
        : z.string(),
    code: confirmWith === 'code' ? codeRule : z.string(),
  });
}

export type NicknameForm = z.infer<typeof nicknameSchema>;
export type SignatureForm = z.infer<typeof signatureSchema>;
export type PayPasswordForm = z.infer<typeof payPasswordSchema>;
export type BindPhoneForm = z.infer<ReturnType<typeof bindPhoneSchema>>;
export type AntiPhishingForm = z.infer<ReturnType<typeof antiPhishingSchema>>;
