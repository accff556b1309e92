// The order form of one OTC ad, in a sheet: the USDT quantity (Max fills the most the ad, its
// fiat limit and the user's level allow), the fiat total as it is typed, the ad's limits and the
// user's per-trade limit. It validates first, then a confirmation shows price, quantity, total and
// the time to pay, and only its button places the order (once).
import { zodResolver } from '@hookform/resolvers/zod';
import { Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { OtcAd } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { isAmount } from '@/lib/validators';
import { useOtcFormat } from './otc-format';
import {
  levelLimit,
  maxQuantity,
  OTC_DECIMALS,
  orderTotal,
  quantityProblem,
  type OtcQuantityProblem,
} from './otc-order-math';
import { usePlaceOrder } from './use-place-order';

const PROBLEMS: readonly OtcQuantityProblem[] = [
  'required',
  'invalid',
  'belowAdMin',
  'aboveAdMax',
  'aboveAvailable',
  'aboveLevel',
];

const orderSchema = (ad: OtcAd, level: number) =>
  z.object({
    number: z
      .string()
      .check(
        ...PROBLEMS.map((problem) =>
          z.refine<string>((v) => quantityProblem(v, ad, level) !== problem, `order.errors.${problem}`),
        ),
      ),
  });
type OrderForm = z.infer<ReturnType<typeof orderSchema>>;

function Total({ ad }: { ad: OtcAd }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const number = useWatch<OrderForm, 'number'>({ name: 'number' });
  const total = isAmount(number) ? format.fiat(orderTotal(number, ad.price), ad.fiat) : '--';
  return (
    <p className="otc-sheet__total" data-testid="otc-order-total">
      {t('order.total')} <strong>{total}</strong>
    </p>
  );
}

interface OrderSheetProps {
  ad: OtcAd;
  level: number;
  onClose: () => void;
}

function OrderForm({ ad, level, onClose }: OrderSheetProps) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const { navigateTo } = useAppNavigation();
  const { place, pending } = usePlaceOrder();
  const [draft, setDraft] = useState<OrderForm | null>(null);
  const schema = useMemo(() => orderSchema(ad, level), [ad, level]);
  const form = useForm<OrderForm>({ resolver: zodResolver(schema), defaultValues: { number: '' }, mode: 'onTouched' });
  const limit = levelLimit(level);
  const max = maxQuantity(ad, level).toFixed(OTC_DECIMALS);
  const sideText = t(`side.${ad.side}`);

  async function send(): Promise<void> {
    if (!draft) return;
    const placed = await place(ad.id, draft.number);
    setDraft(null);
    if (placed) onClose();
  }

  return (
    <>
      <h2 className="sheet-title">{t('order.title', { side: sideText })}</h2>
      <p className="otc-sheet__price">
        {t('ad.price')} <strong>{format.price(ad.price, ad.fiat)}</strong>
      </p>
      <Form form={form} id="otc-order" ns="otc" busy={pending} guard={false} onSubmit={setDraft}>
        <AmountField
          name="number"
          label={t('order.quantity')}
          decimals={OTC_DECIMALS}
          unit="USDT"
          placeholder={t('order.quantityPlaceholder')}
          errorValues={{
            min: format.fiat(ad.min_amount, ad.fiat),
            max: format.fiat(ad.max_amount, ad.fiat),
            available: format.usdt(ad.available),
            limit: limit ? format.usdt(limit) : '',
          }}
          action={{ label: t('order.max'), value: max }}
        >
          <Total ad={ad} />
        </AmountField>
        <ul className="otc-sheet__limits">
          <li>
            {t('ad.limits', { min: format.fiat(ad.min_amount, ad.fiat), max: format.fiat(ad.max_amount, ad.fiat) })}
          </li>
          <li>{t('ad.available', { amount: format.usdt(ad.available) })}</li>
          <li>
            {limit ? t('order.levelLimit', { level, limit: format.usdt(limit) }) : t('order.verifyFirst')}
            {!limit && (
              <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.realMark)}>
                {t('order.verify')}
              </button>
            )}
          </li>
        </ul>
        <SubmitButton>{t('order.submit', { side: sideText })}</SubmitButton>
      </Form>
      <ConfirmDialog
        visible={draft !== null}
        title={t('order.confirmTitle', { side: sideText })}
        rowsTestId="otc-order-confirm"
        rows={[
          { label: t('order.merchant'), value: ad.merchant.nickname },
          { label: t('ad.price'), value: format.price(ad.price, ad.fiat) },
          { label: t('order.quantity'), value: format.usdt(draft?.number ?? '0') },
          {
            label: t('order.total'),
            value: format.fiat(orderTotal(draft?.number || '0', ad.price), ad.fiat),
            className: 'confirm-dialog__row--total',
          },
        ]}
        confirmText={t('order.confirm')}
        pending={pending}
        onConfirm={send}
        onCancel={() => setDraft(null)}
      >
        <p className="confirm-dialog__note">
          {ad.side === 'buy' ? t('order.payNote', { minutes: ad.pay_minutes }) : t('order.sellNote')}
        </p>
      </ConfirmDialog>
    </>
  );
}

export function OrderSheet({ ad, level, onClose }: { ad: OtcAd | null; level: number; onClose: () => void }) {
  return (
    <Popup visible={ad !== null} onMaskClick={onClose} destroyOnClose bodyClassName="sheet otc-sheet">
      {ad && <OrderForm key={ad.id} ad={ad} level={level} onClose={onClose} />}
    </Popup>
  );
}
