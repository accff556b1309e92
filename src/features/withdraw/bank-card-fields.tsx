// The form of a bank card (domestic or international) on the form kit: the card on file (masked),
// a hint, one labelled input per field with its translated message, and the submit button.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { maskAccount } from '@/lib/masking';

export interface CardFieldSpec<N extends string> {
  name: N;
  label: string;
  placeholder: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

type CommonCardField = 'real_name' | 'bank_account' | 'bank_name' | 'bank_branch' | 'bank_dizhi' | 'phone';

/** The fields every bank card has, in their order, with the card's own account field and phone hint. */
export function useCommonCardFields(
  account: CardFieldSpec<'bank_account'>,
  phonePlaceholder: string,
): CardFieldSpec<CommonCardField>[] {
  const { t } = useTranslation('withdraw');
  return [
    { name: 'real_name', label: t('bank.realName'), placeholder: t('bank.realNamePlaceholder'), autoComplete: 'name' },
    account,
    { name: 'bank_name', label: t('bank.bankName'), placeholder: t('bank.bankNamePlaceholder') },
    { name: 'bank_branch', label: t('bank.branch'), placeholder: t('bank.branchPlaceholder') },
    { name: 'bank_dizhi', label: t('bank.bankAddress'), placeholder: t('bank.bankAddressPlaceholder') },
    { name: 'phone', label: t('bank.phone'), placeholder: phonePlaceholder, inputMode: 'tel', autoComplete: 'tel' },
  ];
}

interface CardFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  id: string;
  busy: boolean;
  onSubmit: (values: T) => Promise<void>;
  /** The card on file, shown masked above the fields. */
  saved: { bank_name: string; bank_account: string; real_name: string } | null;
  hint: string;
  fields: readonly CardFieldSpec<string>[];
}

export function CardForm<T extends FieldValues>({ form, id, busy, onSubmit, saved, hint, fields }: CardFormProps<T>) {
  const { t } = useTranslation('withdraw');
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
      <p className="bank-form__hint">{hint}</p>
      {fields.map((spec) => (
        <TextField
          key={spec.name}
          name={spec.name}
          label={spec.label}
          placeholder={spec.placeholder}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
        />
      ))}
      <SubmitButton>{t('bank.submit')}</SubmitButton>
    </Form>
  );
}

interface CardPageProps<D> {
  query: { data: D | undefined; isSuccess: boolean } & Parameters<typeof QueryStatus>[0]['query'];
  lines: number;
  children: (data: D) => ReactNode;
}

/** The card on file loading (a placeholder, or the error with a retry), then its form. */
export function CardPage<D>({ query, lines, children }: CardPageProps<D>) {
  return (
    <div className="bank-form">
      <QueryStatus query={query} lines={lines} />
      {query.isSuccess && query.data !== undefined && children(query.data)}
    </div>
  );
}

/**
 * Saves a card with `send`: the server's answer (or "Saved") in a toast, the card on file reloaded
 * (`queryKey`), then back; a refusal is reported and the form keeps what was typed.
 */
export function useCardSave(queryKey: QueryKey): (send: () => Promise<string>) => Promise<void> {
  const { t } = useTranslation('withdraw');
  const { back } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  return async (send) => {
    try {
      const answer = await send();
      Toast.show({ content: answer || t('bank.saved') });
      void queryClient.invalidateQueries({ queryKey });
      back();
    } catch (error) {
      reportError(error);
    }
  };
}
