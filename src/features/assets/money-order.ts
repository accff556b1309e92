// The two halves of a money form of the assets screens (transfer between accounts, conversion):
// the amount form on the current limits, and the order waiting in the confirmation dialog, sent
// once. On success the dialog closes, the amount empties, a toast says so and the queries that
// moved reload; on a refusal the dialog closes, the form keeps its values and the error is shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ConfirmDialogProps, ConfirmRow } from '@/components/confirm-dialog';
import { useReportError } from '@/hooks/use-report-error';
import { amountSchema, type AmountForm, type AmountLimits } from './amount-rules';

/** The amount form; a typed (or submitted) amount is checked again when the limits change. */
export function useAmountForm({ available, feeRate }: AmountLimits): UseFormReturn<AmountForm> {
  const form = useForm<AmountForm>({
    resolver: zodResolver(amountSchema({ available, feeRate })),
    defaultValues: { amount: '' },
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted || form.getFieldState('amount').isTouched) void form.trigger('amount');
  }, [available, feeRate, isSubmitted, form]);
  return form;
}

interface MoneyOrderOptions<O> {
  form: UseFormReturn<AmountForm>;
  /** Sends the confirmed order. */
  send: (order: O) => Promise<unknown>;
  /** True while it is being sent. */
  pending: boolean;
  /** The confirmation: its title, its button and the figures of the order. */
  title: string;
  confirmText: string;
  rows: (order: O) => ConfirmRow[];
  /** The toast once it is done. */
  success: string;
  /** The queries the order changes. */
  refresh: readonly QueryKey[];
  /** After a success, once the queries are asked to reload. */
  onSent?: () => void;
}

/** The order to confirm (`setOrder` opens the dialog) and the props of its ConfirmDialog. */
export function useMoneyOrder<O>({
  form,
  send,
  pending,
  title,
  confirmText,
  rows,
  success,
  refresh,
  onSent,
}: MoneyOrderOptions<O>): { setOrder: (order: O) => void; dialog: ConfirmDialogProps } {
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const [order, setOrder] = useState<O | null>(null);

  async function confirm(): Promise<void> {
    if (!order) return;
    try {
      await send(order);
      setOrder(null);
      form.reset({ amount: '' });
      Toast.show({ icon: 'success', content: success });
      void Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSent?.();
    } catch (error) {
      setOrder(null);
      reportError(error);
    }
  }

  const dialog: ConfirmDialogProps = {
    visible: order !== null,
    title,
    confirmText,
    rows: order ? rows(order) : [],
    pending,
    onConfirm: confirm,
    onCancel: () => setOrder(null),
  };
  return { setOrder, dialog };
}
