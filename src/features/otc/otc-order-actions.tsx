// What the user can do with an OTC order in its state, each confirmed and sent once:
// - a buy order waiting for payment: "I have paid" (after paying outside the app) and cancel;
// - a paid order: appeal (a reason and what happened) on either side;
// - a sell order paid or in appeal: release the USDT with the pay password.
// After each action the order is read again and the user's order lists refresh.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  getGetOtcOrderQueryKey,
  getListOtcOrdersQueryKey,
  useCancelOtcOrder,
  useSubmitOtcAppeal,
  useSubmitOtcPayment,
  useSubmitOtcRelease,
} from '@generated/api/otc/otc';
import type { AppealOtcOrderRequestReason, OtcOrder } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Form, SubmitButton } from '@/components/form/form';
import { PayPasswordField } from '@/components/form/pay-password-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { useReportError } from '@/hooks/use-report-error';
import { isPayPassword, lengthInRange } from '@/lib/validators';
import { useOtcFormat } from './otc-format';
import { OTC_STATUS } from './otc-status';

const REASONS: readonly AppealOtcOrderRequestReason[] = ['not_released', 'not_received', 'wrong_amount', 'other'];

const appealSchema = z.object({
  reason: z
    .string()
    .check(z.refine((v) => REASONS.includes(v as AppealOtcOrderRequestReason), 'appeal.reasonRequired')),
  remark: z.string().check(z.refine((v) => lengthInRange(v.trim(), 5, 200), 'appeal.remarkLength')),
});
type AppealForm = z.infer<typeof appealSchema>;

const releaseSchema = z.object({
  payPassword: z.string().check(z.refine(isPayPassword, 'release.payPasswordRequired')),
});
type ReleaseForm = z.infer<typeof releaseSchema>;

function useAfterAction(order: OtcOrder) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('otc');
  return (message?: string) => {
    Toast.show({ content: message || t('detail.done') });
    void queryClient.invalidateQueries({ queryKey: getGetOtcOrderQueryKey({ id: order.id }) });
    void queryClient.invalidateQueries({ queryKey: getListOtcOrdersQueryKey() });
  };
}

function AppealSheet({ order, onClose }: { order: OtcOrder; onClose: () => void }) {
  const { t } = useTranslation('otc');
  const appeal = useSubmitOtcAppeal();
  const reportError = useReportError();
  const after = useAfterAction(order);
  const form = useForm<AppealForm>({
    resolver: zodResolver(appealSchema),
    defaultValues: { reason: '', remark: '' },
    mode: 'onTouched',
  });
  async function send(values: AppealForm): Promise<void> {
    try {
      const message = await appeal.mutateAsync({
        data: { id: order.id, reason: values.reason as AppealOtcOrderRequestReason, remark: values.remark.trim() },
      });
      after(message);
      onClose();
    } catch (error) {
      reportError(error);
    }
  }
  return (
    <>
      <h2 className="sheet-title">{t('appeal.title')}</h2>
      <Form form={form} id="otc-appeal" ns="otc" busy={appeal.isPending} onSubmit={send}>
        <SelectField
          name="reason"
          label={t('appeal.reason')}
          title={t('appeal.reason')}
          placeholder={t('appeal.reasonPlaceholder')}
          options={REASONS.map((reason) => ({ value: reason, label: t(`appeal.reasons.${reason}`) }))}
        />
        <TextField
          name="remark"
          label={t('appeal.remark')}
          placeholder={t('appeal.remarkPlaceholder')}
          maxLength={200}
        />
        <p className="otc-hint">{t('appeal.note')}</p>
        <SubmitButton>{t('appeal.submit')}</SubmitButton>
      </Form>
    </>
  );
}

function ReleaseSheet({ order, onClose }: { order: OtcOrder; onClose: () => void }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const release = useSubmitOtcRelease();
  const after = useAfterAction(order);
  const releasing = useDraftConfirm<ReleaseForm>(release.isPending, async (draft) => {
    const message = await release.mutateAsync({ data: { id: order.id, pay_password: draft.payPassword } });
    after(message);
    onClose();
  });
  const form = useForm<ReleaseForm>({
    resolver: zodResolver(releaseSchema),
    defaultValues: { payPassword: '' },
    mode: 'onTouched',
  });
  return (
    <>
      <h2 className="sheet-title">{t('release.title')}</h2>
      <p className="otc-hint">{t('release.warning', { total: format.fiat(order.total, order.fiat) })}</p>
      <Form form={form} id="otc-release" ns="otc" busy={release.isPending} guard={false} onSubmit={releasing.open}>
        <PayPasswordField name="payPassword" label={t('release.payPassword')} />
        <SubmitButton>{t('release.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        {...releasing.dialog}
        title={t('release.confirmTitle')}
        rows={[
          { label: t('detail.received'), value: format.fiat(order.total, order.fiat) },
          { label: t('release.amount'), value: format.usdt(order.number), className: 'confirm-dialog__row--total' },
        ]}
        confirmText={t('release.confirm')}
      />
    </>
  );
}

export function OrderActions({ order }: { order: OtcOrder }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const after = useAfterAction(order);
  const paid = useSubmitOtcPayment();
  const cancel = useCancelOtcOrder();
  const confirming = useDraftConfirm<'paid' | 'cancel'>(paid.isPending || cancel.isPending, async (action) => {
    const mutation = action === 'paid' ? paid : cancel;
    after(await mutation.mutateAsync({ data: { id: order.id } }));
  });
  const asking = confirming.draft;
  const [sheet, setSheet] = useState<'appeal' | 'release' | null>(null);
  const closeSheet = () => setSheet(null);

  const buyer = order.side === 'buy';
  const canPay = buyer && order.status === OTC_STATUS.unpaid;
  const canAppeal = order.status === OTC_STATUS.paid;
  const canRelease = !buyer && (order.status === OTC_STATUS.paid || order.status === OTC_STATUS.appeal);
  if (!canPay && !canAppeal && !canRelease) return null;

  return (
    <div className="otc-actions">
      {canPay && (
        <>
          <Button fill="outline" onClick={() => confirming.open('cancel')}>
            {t('detail.cancel')}
          </Button>
          <Button color="primary" onClick={() => confirming.open('paid')}>
            {t('detail.paid')}
          </Button>
        </>
      )}
      {canAppeal && (
        <Button fill="outline" onClick={() => setSheet('appeal')}>
          {t('detail.appeal')}
        </Button>
      )}
      {canRelease && (
        <Button color="primary" onClick={() => setSheet('release')}>
          {t('detail.release')}
        </Button>
      )}
      <ConfirmDialog
        {...confirming.dialog}
        title={asking === 'cancel' ? t('detail.cancelTitle') : t('detail.paidTitle')}
        rows={[
          { label: t('detail.orderNo'), value: order.order_no },
          {
            label: t('detail.total'),
            value: format.fiat(order.total, order.fiat),
            className: 'confirm-dialog__row--total',
          },
        ]}
        confirmText={asking === 'cancel' ? t('detail.cancelConfirm') : t('detail.paidConfirm')}
        danger={asking === 'cancel'}
      >
        <p className="confirm-dialog__note">
          {asking === 'cancel' ? t('detail.cancelNote') : t('detail.paidNote', { merchant: order.merchant.nickname })}
        </p>
      </ConfirmDialog>
      <Popup visible={sheet !== null} onMaskClick={closeSheet} destroyOnClose bodyClassName="sheet otc-sheet">
        {sheet === 'appeal' && <AppealSheet order={order} onClose={closeSheet} />}
        {sheet === 'release' && <ReleaseSheet order={order} onClose={closeSheet} />}
      </Popup>
    </div>
  );
}
