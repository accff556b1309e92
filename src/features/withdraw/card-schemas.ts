// Form rules of the address and bank-card screens: the contract's constraints (generated) and the
// shared validators, with i18n keys (namespace `withdraw`) as messages. No money arithmetic here,
// so these screens do not load the decimal library.
import * as z from 'zod/mini';
import {
  saveBankCardRequestBankAccountRegExp,
  saveBankCardRequestPhoneRegExp,
} from '@generated/zod/schemas/saveBankCardRequest.zod';
import {
  saveInternationalBankCardRequestAbaNumberRegExp,
  saveInternationalBankCardRequestBankAccountRegExp,
  saveInternationalBankCardRequestSwiftCodeRegExp,
} from '@generated/zod/schemas/saveInternationalBankCardRequest.zod';
import { saveWalletAddressRequestNameMax } from '@generated/zod/schemas/saveWalletAddressRequest.zod';
import { hasSpecialCharacters } from '@/lib/validators';
import { addressRule, memoRule } from './address-rules';

const blank = (v: string) => v.trim() === '';

/** A saved address: its label, the address of the network, and the memo/tag where the network needs one. */
export function walletAddressSchema(network: string | null, memo = false) {
  return z.object({
    memo: memoRule(memo),
    name: z.string().check(
      z.refine((v) => !blank(v), 'validation.labelRequired'),
      z.refine((v) => blank(v) || v.trim().length <= saveWalletAddressRequestNameMax, 'validation.labelTooLong'),
      z.refine((v) => blank(v) || !hasSpecialCharacters(v.trim()), 'validation.labelSpecial'),
    ),
    address: addressRule(network),
  });
}

export type WalletAddressForm = z.infer<ReturnType<typeof walletAddressSchema>>;

/** Card and account numbers are typed with spaces; they are checked and sent without. */
export const compact = (v: string) => v.replace(/\s+/g, '');

/** The fields every bank card has, as sent (in this order): names trimmed, the phone without spaces. */
export function commonCardValues(values: BankCardForm, bankAccount: string) {
  return {
    real_name: values.real_name.trim(),
    bank_account: bankAccount,
    bank_name: values.bank_name.trim(),
    bank_branch: values.bank_branch.trim(),
    bank_dizhi: values.bank_dizhi.trim(),
    phone: compact(values.phone),
  };
}
const upper = (v: string) => compact(v).toUpperCase();

function text(required: string, min = 2, max = 200) {
  return z.string().check(
    z.refine((v) => !blank(v), required),
    z.refine((v) => blank(v) || v.trim().length >= min, 'validation.tooShort'),
    z.refine((v) => blank(v) || v.trim().length <= max, 'validation.tooLong'),
  );
}

function pattern(required: string, invalid: string, re: RegExp, normalize: (v: string) => string) {
  return z.string().check(
    z.refine((v) => !blank(v), required),
    z.refine((v) => blank(v) || re.test(normalize(v)), invalid),
  );
}

const domesticFields = {
  real_name: text('validation.realNameRequired', 2, 64),
  bank_account: pattern(
    'validation.cardNumberRequired',
    'validation.cardNumberInvalid',
    saveBankCardRequestBankAccountRegExp,
    compact,
  ),
  bank_name: text('validation.bankNameRequired', 2, 100),
  bank_branch: text('validation.branchRequired', 2, 100),
  bank_dizhi: text('validation.bankAddressRequired', 2, 200),
  phone: pattern('validation.phoneRequired', 'validation.phoneInvalid', saveBankCardRequestPhoneRegExp, compact),
};

export const bankCardSchema = z.object(domesticFields);
export type BankCardForm = z.infer<typeof bankCardSchema>;

export const internationalBankCardSchema = z.object({
  ...domesticFields,
  bank_account: pattern(
    'validation.ibanRequired',
    'validation.ibanInvalid',
    saveInternationalBankCardRequestBankAccountRegExp,
    upper,
  ),
  aba_number: pattern(
    'validation.abaRequired',
    'validation.abaInvalid',
    saveInternationalBankCardRequestAbaNumberRegExp,
    compact,
  ),
  swift_code: pattern(
    'validation.swiftRequired',
    'validation.swiftInvalid',
    saveInternationalBankCardRequestSwiftCodeRegExp,
    upper,
  ),
  cardholder_address: text('validation.holderAddressRequired', 2, 200),
});
export type InternationalBankCardForm = z.infer<typeof internationalBankCardSchema>;

export const normalizeUpper = upper;
