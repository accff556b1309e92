// The form of a money order on the assets screens (transfer, conversion): submitting it only opens
// the confirmation (whose button is the guarded one), so a corrected amount is checked at once.
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import type { AmountForm } from './amount-rules';

interface MoneyFormProps {
  form: UseFormReturn<AmountForm>;
  id: string;
  /** True while the order is being sent. */
  busy: boolean;
  onSubmit: (values: AmountForm) => void;
  children: ReactNode;
}

export function MoneyForm({ form, id, busy, onSubmit, children }: MoneyFormProps) {
  return (
    <Form form={form} id={id} ns="assets" busy={busy} guard={false} onSubmit={onSubmit} className="money-form__fields">
      {children}
    </Form>
  );
}
