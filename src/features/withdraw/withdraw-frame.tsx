// The frame of a withdrawal form, to an address or to a bank card: the form with its fields in
// react-hook-form's context, the check of every field before the confirmation (500 ms click
// guard), the confirmation dialog that repeats the figures and the destination, and the single
// request once confirmed (useSubmitWithdrawal), and the error of the account's withdrawal security
// when it cannot be loaded. On a refusal the dialog closes and the form keeps
// its values.
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateWithdrawalRequest } from '@generated/model';
import { Form } from '@/components/form/form';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useSubmitWithdrawal } from './use-submit-withdrawal';
import { useWithdrawSecurity } from './use-withdraw-security';
import { WithdrawConfirmDialog, type WithdrawSummary } from './withdraw-confirm-dialog';

interface WithdrawFrameProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The prefix of the fields' ids. */
  id: string;
  /** The form's accessible name, where the screen has more than one form. */
  label?: string;
  /** The figures to confirm for checked values, or null while the terms are unknown. */
  summarize: (values: T) => WithdrawSummary | null;
  /** The body of /wallet/out for the confirmed values. */
  request: (values: T) => CreateWithdrawalRequest;
  /** The fields, given whether the withdrawal is being sent. */
  children: (pending: boolean) => ReactNode;
  /** Sheets of the form, rendered beside it. */
  after?: ReactNode;
}

export function WithdrawFrame<T extends FieldValues>({
  form,
  id,
  label,
  summarize,
  request,
  children,
  after,
}: WithdrawFrameProps<T>) {
  const { t } = useTranslation('withdraw');
  const [summary, setSummary] = useState<WithdrawSummary | null>(null);
  const { submit, pending } = useSubmitWithdrawal();
  // The account's withdrawal security (whitelist, verification code), which both forms follow:
  // unknown, the form may lack a field the server requires, so its failure is said here.
  const security = useWithdrawSecurity();

  async function send(): Promise<void> {
    if (!summary) return;
    await submit(request(form.getValues()));
    setSummary(null);
  }

  return (
    <Form
      form={form}
      id={id}
      ns="withdraw"
      busy={pending}
      label={label}
      onSubmit={(values) => setSummary(summarize(values))}
      className="withdraw__form"
    >
      {security.isError && <QueryError inline title={t('security.loadFailed')} {...retryOf(security)} />}
      {children(pending)}
      {after}
      <WithdrawConfirmDialog summary={summary} pending={pending} onConfirm={send} onCancel={() => setSummary(null)} />
    </Form>
  );
}
