// Quick buy (Home "quick coin buy", otc/quick): buy USDT with fiat in two steps. 1: the fiat
// currency and the amount to spend. 2: the best ad for that amount (the lowest price among the
// ads whose limits and available USDT can fill it), the USDT it buys and the merchant; Buy
// confirms and places the order on that ad, which opens for payment.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Steps } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListOtcAdsQueryKey, listOtcAds } from '@generated/api/otc/otc';
import type { ListOtcAdsParams, OtcAd } from '@generated/model';
import type { FiatCode } from '@/api/fiat-rates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { isAmount } from '@/lib/validators';
import { FiatButton } from './fiat-button';
import { useOtcFormat } from './otc-format';
import { levelLimit, OTC_DECIMALS, pickBestAd, quantityForFiat, quantityProblem } from './otc-order-math';
import { DEFAULT_OTC_FIAT } from './otc-defaults';
import { useOtcLevel } from './use-otc-level';
import { usePlaceOrder } from './use-place-order';
import './otc.css';

const amountSchema = z.object({
  amount: z.string().check(
    z.refine((v) => v !== '', 'quick.amountRequired'),
    z.refine((v) => v === '' || isAmount(v), 'quick.amountInvalid'),
  ),
});
type AmountForm = z.infer<typeof amountSchema>;

interface Quote {
  fiat: FiatCode;
  amount: string;
  ad: OtcAd | null;
}

function QuoteStep({ quote, level, onBack }: { quote: Quote; level: number; onBack: () => void }) {
  const { t } = useTranslation('otc');
  const format = useOtcFormat();
  const { place, pending } = usePlaceOrder();
  const [asking, setAsking] = useState(false);
  const { ad } = quote;
  if (!ad) {
    return (
      <section className="otc-card" aria-label={t('quick.quote')}>
        <p className="otc-hint" role="alert">
          {t('quick.noAd', { amount: format.fiat(quote.amount, quote.fiat) })}
        </p>
        <Button block fill="outline" onClick={onBack}>
          {t('quick.change')}
        </Button>
      </section>
    );
  }
  const quantity = quantityForFiat(quote.amount, ad.price).toFixed(OTC_DECIMALS);
  const problem = quantityProblem(quantity, ad, level);
  const limit = levelLimit(level);
  async function send(): Promise<void> {
    if (!ad) return;
    await place(ad.id, quantity);
    setAsking(false);
  }
  return (
    <section className="otc-card" aria-label={t('quick.quote')}>
      <p className="otc-card__total">
        {t('quick.youGet')} <strong data-testid="quick-quantity">{format.usdt(quantity)}</strong>
      </p>
      <FactList
        className="otc-figures"
        facts={[
          { label: t('quick.youPay'), value: format.fiat(quote.amount, quote.fiat) },
          { label: t('ad.price'), value: format.price(ad.price, ad.fiat) },
          { label: t('order.merchant'), value: ad.merchant.nickname },
          { label: t('ad.methods'), value: ad.pay_methods.map((m) => t(`methods.${m}`)).join(' · ') },
        ]}
      />
      <p className="otc-hint">{t('quick.bestNote')}</p>
      {problem && (
        <p className="otc-error" role="alert">
          {t(`order.errors.${problem}`, {
            min: format.fiat(ad.min_amount, ad.fiat),
            max: format.fiat(ad.max_amount, ad.fiat),
            available: format.usdt(ad.available),
            limit: limit ? format.usdt(limit) : '',
          })}
        </p>
      )}
      <div className="otc-quick-actions">
        <Button fill="outline" onClick={onBack}>
          {t('quick.change')}
        </Button>
        <Button color="success" disabled={problem !== null} onClick={() => setAsking(true)}>
          {t('quick.buy')}
        </Button>
      </div>
      <ConfirmDialog
        visible={asking}
        title={t('order.confirmTitle', { side: t('side.buy') })}
        rows={[
          { label: t('order.merchant'), value: ad.merchant.nickname },
          { label: t('ad.price'), value: format.price(ad.price, ad.fiat) },
          { label: t('order.quantity'), value: format.usdt(quantity) },
          {
            label: t('order.total'),
            value: format.fiat(quote.amount, quote.fiat),
            className: 'confirm-dialog__row--total',
          },
        ]}
        confirmText={t('order.confirm')}
        pending={pending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      >
        <p className="confirm-dialog__note">{t('order.payNote', { minutes: ad.pay_minutes })}</p>
      </ConfirmDialog>
    </section>
  );
}

export function QuickBuyScreen() {
  const { t } = useTranslation('otc');
  const queryClient = useQueryClient();
  const { level, query: user } = useOtcLevel();
  const [fiat, setFiat] = useState<FiatCode>(DEFAULT_OTC_FIAT);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [finding, setFinding] = useState(false);
  const form = useForm<AmountForm>({
    resolver: zodResolver(amountSchema),
    defaultValues: { amount: '' },
    mode: 'onTouched',
  });

  async function find(values: AmountForm): Promise<void> {
    const params: ListOtcAdsParams = { side: 'buy', fiat, amount: values.amount };
    setFinding(true);
    setFailure(null);
    try {
      const page = await queryClient.fetchQuery({
        queryKey: getListOtcAdsQueryKey(params),
        queryFn: ({ signal }) => listOtcAds(params, { silent: true }, signal),
        staleTime: 0,
      });
      setQuote({ fiat, amount: values.amount, ad: pickBestAd(page.data, values.amount) });
    } catch (error) {
      setFailure(error);
    } finally {
      setFinding(false);
    }
  }

  return (
    <Page title={t('quick.title')}>
      <div className="otc-page">
        <Steps current={quote ? 1 : 0} className="otc-steps">
          <Steps.Step title={t('quick.step1')} />
          <Steps.Step title={t('quick.step2')} />
        </Steps>
        {quote && level !== undefined ? (
          <QuoteStep quote={quote} level={level} onBack={() => setQuote(null)} />
        ) : (
          <>
            {/* The level sets the per-trade limit: without it no quote can be checked. */}
            {user.isError && <QueryError inline title={t('errors.level')} {...retryOf(user)} />}
            <FiatButton fiat={fiat} onChange={setFiat} />
            <Form form={form} id="quick-buy" ns="otc" busy={finding} onSubmit={find}>
              <AmountField
                name="amount"
                label={t('quick.amount')}
                decimals={OTC_DECIMALS}
                unit={fiat}
                placeholder={t('quick.amountPlaceholder')}
              />
              <p className="otc-hint">{t('quick.note')}</p>
              <SubmitButton disabled={level === undefined}>{t('quick.next')}</SubmitButton>
            </Form>
            {failure !== null && (
              <QueryError compact error={failure} onRetry={() => void form.handleSubmit(find)()} retrying={finding} />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
