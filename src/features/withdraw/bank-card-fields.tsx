// The form of a bank card (domestic or international) on the form kit: the card on file (masked),
// a hint, one labelled input per field with its translated message, and the submit button.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Page } from '@/components/page';
import { QueryStatus } from '@/components/query-status';
import { maskAccount } from '@/lib/masking';

export interface CardFieldSpec<N extends string> {
  name: N;
  label: string;
  placeholder: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/** The fields of a kind of card, in their order: every card's, the international ones after them. */
function useCardFields(kind: CardKind): readonly CardFieldSpec<string>[] {
  const { t } = useTranslation('withdraw');
  const domestic = kind === 'domestic';
  const account: CardFieldSpec<string> = domestic
    ? {
        name: 'bank_account',
        label: t('bank.cardNumber'),
        placeholder: t('bank.cardNumberPlaceholder'),
        inputMode: 'numeric',
        maxLength: 40,
      }
    : { name: 'bank_account', label: t('bank.iban'), placeholder: t('bank.ibanPlaceholder'), maxLength: 42 };
  const common: CardFieldSpec<string>[] = [
    { name: 'real_name', label: t('bank.realName'), placeholder: t('bank.realNamePlaceholder'), autoComplete: 'name' },
    account,
    { name: 'bank_name', label: t('bank.bankName'), placeholder: t('bank.bankNamePlaceholder') },
    { name: 'bank_branch', label: t('bank.branch'), placeholder: t('bank.branchPlaceholder') },
    { name: 'bank_dizhi', label: t('bank.bankAddress'), placeholder: t('bank.bankAddressPlaceholder') },
    {
      name: 'phone',
      label: t('bank.phone'),
      placeholder: domestic ? t('bank.phonePlaceholder') : t('bank.phoneIntlPlaceholder'),
      inputMode: 'tel',
      autoComplete: 'tel',
    },
  ];
  if (domestic) return common;
  return [
    ...common,
    {
      name: 'aba_number',
      label: t('bank.aba'),
      placeholder: t('bank.abaPlaceholder'),
      inputMode: 'numeric',
      maxLength: 12,
    },
    { name: 'swift_code', label: t('bank.swift'), placeholder: t('bank.swiftPlaceholder'), maxLength: 14 },
    {
      name: 'cardholder_address',
      label: t('bank.holderAddress'),
      placeholder: t('bank.holderAddressPlaceholder'),
      autoComplete: 'street-address',
    },
  ];
}

type CardKind = 'domestic' | 'international';

/** The ids of a kind's form and the hint above a new card's fields. */
const CARD_FORMS: Record<CardKind, { id: string; hint: string }> = {
  domestic: { id: 'bank', hint: 'bank.hint' },
  international: { id: 'intl-bank', hint: 'bank.intlHint' },
};

interface CardFormProps<T extends FieldValues> {
  kind: CardKind;
  form: UseFormReturn<T>;
  busy: boolean;
  onSubmit: (values: T) => Promise<void>;
  /** The card on file, shown masked above the fields. */
  saved: { bank_name: string; bank_account: string; real_name: string } | null;
}

export function CardForm<T extends FieldValues>({ kind, form, busy, onSubmit, saved }: CardFormProps<T>) {
  const { t } = useTranslation('withdraw');
  const fields = useCardFields(kind);
  const { id, hint } = CARD_FORMS[kind];
  return (
    <Form form={form} id={id} ns="withdraw" busy={busy} onSubmit={onSubmit} className="bank-form__form">
      {saved && (
        <section className="bank-summary" aria-label={t('bank.current')}>
          <h2 className="bank-summary__title">{t('bank.current')}</h2>
          <p className="bank-summary__bank">{saved.bank_name}</p>
          <p className="bank-summary__number mono">{maskAccount(saved.bank_account)}</p>
          <p className="bank-summary__holder">{saved.real_name}</p>
        </section>
      )}
      <p className="bank-form__hint">{saved ? t('bank.replaceHint') : t(hint)}</p>
      {fields.map((spec) => (
        <TextField key={spec.name} {...spec} />
      ))}
      <SubmitButton>{t('bank.submit')}</SubmitButton>
    </Form>
  );
}

interface CardPageProps<D> {
  title: string;
  query: { data: D | undefined; isSuccess: boolean } & Parameters<typeof QueryStatus>[0]['query'];
  lines: number;
  children: (data: D) => ReactNode;
}

/** The page of a card: the card on file loading (a placeholder, or the error with a retry), then its form. */
export function CardPage<D>({ title, query, lines, children }: CardPageProps<D>) {
  return (
    <Page title={title}>
      <div className="bank-form">
        <QueryStatus query={query} lines={lines} />
        {query.isSuccess && query.data !== undefined && children(query.data)}
      </div>
    </Page>
  );
}
