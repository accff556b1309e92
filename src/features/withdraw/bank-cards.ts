// The saved bank cards as the screens use them. /user/cash_info_international answers either named
// fields or the classic backend's `{forms, data}` (labels and values of a site-configured form,
// in the order of the product spec's fields); both become the same named card here. A withdrawal
// sees a bound card only with its number masked.
import type { BankCard, InternationalBankCard, InternationalBankCardForm } from '@generated/model';
import { maskAccount } from '@/lib/masking';

export const INTERNATIONAL_FIELDS = [
  'real_name',
  'bank_account',
  'bank_name',
  'bank_branch',
  'bank_dizhi',
  'phone',
  'aba_number',
  'swift_code',
  'cardholder_address',
] as const;

export type InternationalField = (typeof INTERNATIONAL_FIELDS)[number];
export type InternationalCardValues = Record<InternationalField, string>;

const isForm = (value: object): value is InternationalBankCardForm => 'forms' in value && 'data' in value;

/** The saved international card with named fields, or null when none is saved. */
export function internationalCard(
  message: InternationalBankCard | InternationalBankCardForm | null | undefined,
): InternationalCardValues | null {
  if (!message) return null;
  if (isForm(message)) {
    if (message.data.every((value) => value.trim() === '')) return null;
    return Object.fromEntries(
      INTERNATIONAL_FIELDS.map((field, index) => [field, message.data[index] ?? '']),
    ) as InternationalCardValues;
  }
  return Object.fromEntries(
    INTERNATIONAL_FIELDS.map((field) => [field, (message[field] as string | null | undefined) ?? '']),
  ) as InternationalCardValues;
}

/** True when the classic backend answered: it reads the values as `data[0..n]` on save. */
export const isClassicForm = (message: InternationalBankCard | InternationalBankCardForm | null | undefined) =>
  Boolean(message && isForm(message));

export type DomesticCardValues = Pick<BankCard, 'real_name' | 'bank_account' | 'bank_name'> & {
  bank_branch: string;
  bank_dizhi: string;
  phone: string;
};

export function domesticCard(message: BankCard | null | undefined): DomesticCardValues | null {
  if (!message) return null;
  return {
    real_name: message.real_name,
    bank_account: message.bank_account,
    bank_name: message.bank_name,
    bank_branch: message.bank_branch ?? '',
    bank_dizhi: message.bank_dizhi ?? '',
    phone: message.phone ?? '',
  };
}

/** A bound card as a withdrawal names it: its kind (the request's `withdraw_type`), bank and masked number. */
export interface BoundCard {
  kind: 'domestic' | 'international';
  /** 1 the domestic card (/user/cash_save), 2 the international card (/user/cash_save_international). */
  withdrawType: 1 | 2;
  bank: string;
  /** The card or account number masked to its last 4 characters (`**** 6789`); never the full number. */
  account: string;
  holder: string;
}

/** The card as a withdrawal shows it, or null when none of that kind is bound. */
export function boundCard(
  kind: BoundCard['kind'],
  values: Pick<DomesticCardValues, 'real_name' | 'bank_account' | 'bank_name'> | null,
): BoundCard | null {
  if (!values || values.bank_account.trim() === '') return null;
  return {
    kind,
    withdrawType: kind === 'domestic' ? 1 : 2,
    bank: values.bank_name,
    account: maskAccount(values.bank_account),
    holder: values.real_name,
  };
}
