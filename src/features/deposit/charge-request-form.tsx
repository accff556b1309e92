// Declaring a deposit (/wallet/charge_req, type 0): the address the user sent from and the amount,
// checked before any request, confirmed in a dialog that repeats them, and sent once. When the
// answer names a payment page (its top-level `url`), the user is offered to open it, if it is on an
// allow-listed https origin, or told why it is not opened.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { getListRechargeLogQueryKey, useCreateChargeRequest } from '@generated/api/deposit/deposit';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { chargeSchema, type ChargeForm } from './deposit-schemas';
import { paymentOrigins, paymentTarget, type PaymentTarget } from './payment-page';
import { shortenAddress } from '@/lib/masking';

const RECORDS_PATH = `${ROUTES.depositWithdrawRecord}?tab=deposits`;

interface ChargeRequestFormProps {
  currencyId: number;
  coin: string;
  network: string | null;
}

export function ChargeRequestForm({ currencyId, coin, network }: ChargeRequestFormProps) {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<ChargeForm | null>(null);
  const [payment, setPayment] = useState<Extract<PaymentTarget, { kind: 'open' }> | null>(null);
  const form = useForm<ChargeForm>({
    resolver: zodResolver(chargeSchema),
    defaultValues: { account: '', amount: '' },
    mode: 'onTouched',
  });
  const charge = useCreateChargeRequest();

  async function send(): Promise<void> {
    if (!review) return;
    try {
      const answer = await charge.mutateAsync({
        data: { account: review.account, amount: review.amount, currency: currencyId, type: 0 },
      });
      setReview(null);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: getListRechargeLogQueryKey() });
      const target = paymentTarget(answer.url, paymentOrigins(), window.location.origin);
      if (target.kind === 'open') {
        // Opened from the user's tap in the next dialog: a page opened after a request is blocked
        // as a pop-up by mobile browsers.
        setPayment(target);
        return;
      }
      if (target.kind === 'refused') {
        Toast.show({ content: t('charge.payRefused', { host: target.host }), duration: 4000 });
      } else {
        Toast.show({ content: answer.message || t('charge.submitted') });
      }
      navigateTo(target.kind === 'route' ? target.path : RECORDS_PATH);
    } catch (error) {
      setReview(null);
      reportError(error);
    }
  }

  function leavePayment(open: boolean): void {
    if (open && payment) window.open(payment.url, '_blank', 'noopener');
    setPayment(null);
    navigateTo(RECORDS_PATH);
  }

  return (
    <section className="charge" aria-labelledby="charge-title">
      <h2 id="charge-title" className="charge__title">
        {t('charge.title')}
      </h2>
      <p className="charge__hint">{t('charge.hint')}</p>
      <Form
        form={form}
        id="charge"
        ns="deposit"
        busy={charge.isPending}
        onSubmit={(values) => setReview({ account: values.account.trim(), amount: values.amount.trim() })}
        className="charge__form"
      >
        <TextField name="account" label={t('charge.account')} placeholder={t('charge.accountPlaceholder')} />
        <TextField
          name="amount"
          label={t('charge.amount')}
          placeholder={t('charge.amountPlaceholder')}
          inputMode="decimal"
          extra={<span className="field-unit">{coin}</span>}
        />
        <SubmitButton>{t('charge.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        visible={review !== null}
        title={t('charge.confirmTitle')}
        rows={
          review
            ? [
                { label: t('charge.rowCoin'), value: coin },
                ...(network ? [{ label: t('charge.rowNetwork'), value: network }] : []),
                {
                  label: t('charge.rowAmount'),
                  value: t('amountWithCoin', { amount: formatAmount(review.amount, locale), coin }),
                  className: 'confirm-dialog__row--total',
                },
                { label: t('charge.rowFrom'), value: <span className="mono">{shortenAddress(review.account)}</span> },
              ]
            : []
        }
        confirmText={t('charge.confirm')}
        cancelText={t('charge.cancel')}
        pending={charge.isPending}
        onConfirm={send}
        onCancel={() => setReview(null)}
      />
      <Dialog
        visible={payment !== null}
        title={t('charge.payTitle')}
        aria-label={t('charge.payTitle')}
        content={payment && <p className="charge__pay-hint">{t('charge.payHint', { host: payment.host })}</p>}
        actions={[
          { key: 'open', text: t('charge.payOpen'), bold: true, onClick: () => leavePayment(true) },
          { key: 'later', text: t('charge.payLater'), onClick: () => leavePayment(false) },
        ]}
      />
    </section>
  );
}
