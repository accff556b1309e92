// Purchase a dual-currency product (/dual/detail, then /dual/buyDual): a whole number of shares,
// the cost (0.1 coin a share for call, the live price / 10 in USDT for put) against the balance,
// a payoff preview of both settlement cases by the §9 formula, a confirmation, then one request.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getListDualOrdersQueryKey,
  getListDualProductsQueryKey,
  useBuyDualProduct,
  useGetDualProduct,
} from '@generated/api/invest/invest';
import type { DualProduct } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FigureList, ProductFigures } from '@/components/figure-list';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { spotBalanceQueryKey, useSpotBalance } from '@/hooks/use-spot-balance';
import { findUsdtPair, useLivePrice, useUsdtPairs } from '@/hooks/use-usdt-pair';
import { formatAmount } from '@/lib/format';
import { dualCost, sharesToCoin } from '@/lib/dual-payoff';
import { formatFixed, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { daysToMaturity, holdingDays, isOnSale, progressPercent } from './dual-terms';
import { PayoffPreview } from './payoff-preview';
import { purchaseSchema, quantityProblem, type PurchaseForm } from './purchase-schema';
import '@/components/earn-card.css';

const REDIRECT_MS = 1200;

function PurchaseForm({ product }: { product: DualProduct }) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { redirectTo } = useAppNavigation();
  const pairs = useUsdtPairs();
  const livePrice = useLivePrice(findUsdtPair(pairs.data, product.currency_name));
  const coin = product.currency_name;
  const payCoin = product.type === 'call' ? coin : 'USDT';
  const { available } = useSpotBalance({ name: payCoin });
  const buy = useBuyDualProduct();
  const [draft, setDraft] = useState<number | null>(null);
  const days = daysToMaturity(product);
  const onSale = isOnSale(product);

  const cost = useMemo(
    () => (shares: number) =>
      product.type === 'call' ? dualCost('call', shares, 0) : livePrice ? dualCost('put', shares, livePrice) : null,
    [product.type, livePrice],
  );
  const limits = useMemo(
    () => ({ remaining: product.remaining_number, userLimit: product.user_limit, cost, balance: available }),
    [product.remaining_number, product.user_limit, cost, available],
  );
  const form = useForm<PurchaseForm>({
    resolver: zodResolver(purchaseSchema(limits)),
    defaultValues: { quantity: '' },
    mode: 'onTouched',
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' }) ?? '';
  const shares =
    quantityProblem(quantity, { ...limits, remaining: Infinity, userLimit: 0, balance: undefined }) === null
      ? Number(quantity)
      : 0;
  const payCost = cost(shares);
  const money = (value: Parameters<typeof formatAmount>[0], unit: string) =>
    `${formatAmount(value, locale, 8)} ${unit}`;
  const payoffInput = (n: number) => ({
    amount: sharesToCoin(n),
    linkedPrice: product.exercise_price,
    days,
    ratePercent: product.rate,
  });

  async function send(): Promise<void> {
    if (draft === null) return;
    try {
      const answer = await buy.mutateAsync({ data: { id: product.id, num: draft } });
      setDraft(null);
      Toast.show({ content: answer || t('purchase.done') });
      void queryClient.invalidateQueries({ queryKey: getListDualOrdersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListDualProductsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: spotBalanceQueryKey() });
      setTimeout(() => redirectTo(ROUTES.investMine), REDIRECT_MS);
    } catch (error) {
      setDraft(null);
      reportError(error);
    }
  }

  return (
    <>
      <ProductFigures
        label={product.name}
        figures={[
          { label: t('fields.apr'), value: <span className="earn-highlight">{formatFixed(product.rate, 2)}%</span> },
          { label: t('fields.holdingDays'), value: t('fields.daysValue', { count: holdingDays(product) }) },
          { label: t('fields.linkedPrice'), value: formatPrice(product.exercise_price, locale) },
          {
            label: t('fields.livePrice'),
            value: <span data-testid="dual-live-price">{livePrice ? formatPrice(livePrice, locale) : '--'}</span>,
          },
          { label: t('fields.maturity'), value: product.end_time.slice(0, 10) },
          { label: t('fields.remaining'), value: t('fields.sharesValue', { count: product.remaining_number }) },
          { label: t('fields.progress'), value: t('fields.progressValue', { percent: progressPercent(product) }) },
          { label: t('fields.userLimit'), value: t('fields.sharesValue', { count: product.user_limit }) },
        ]}
      />
      {!onSale && (
        <p className="earn-card__note" role="status">
          {t('purchase.notOnSale')}
        </p>
      )}
      <Form
        form={form}
        id="dual-purchase"
        ns="invest"
        busy={buy.isPending}
        onSubmit={(values) => setDraft(Number(values.quantity.trim()))}
        className="earn-form"
      >
        <TextField
          name="quantity"
          label={t('purchase.quantity')}
          placeholder={t('purchase.quantityPlaceholder')}
          inputMode="numeric"
          extra={<span className="field-unit">{t('purchase.sharesUnit')}</span>}
          errorValues={{ remaining: product.remaining_number, limit: product.user_limit }}
        />
        <p className="earn-muted">{t('purchase.shareSize', { coin })}</p>
        <FigureList
          figures={[
            {
              label: t('purchase.cost'),
              value: payCost ? money(payCost, payCoin) : '--',
              testId: 'dual-cost',
            },
            {
              label: t('purchase.available'),
              value: available === undefined ? '--' : money(available, payCoin),
              testId: 'dual-available',
            },
          ]}
        />
        <div className="earn-preview">
          <h2 className="earn-preview__title">{t('purchase.payoffTitle', { count: days })}</h2>
          <PayoffPreview input={payoffInput(shares)} coin={coin} linkedPrice={product.exercise_price} />
        </div>
        {onSale && <SubmitButton className="earn-form__submit">{t('purchase.submit')}</SubmitButton>}
      </Form>
      <ConfirmDialog
        visible={draft !== null}
        title={t('purchase.confirmTitle')}
        rowsTestId="dual-confirm"
        rows={
          draft === null
            ? []
            : [
                { label: t('purchase.product'), value: product.name },
                { label: t('purchase.quantity'), value: t('fields.sharesValue', { count: draft }) },
                { label: t('purchase.cost'), value: cost(draft) ? money(cost(draft), payCoin) : '--' },
                { label: t('fields.apr'), value: `${formatFixed(product.rate, 2)}%` },
                { label: t('fields.maturity'), value: product.end_time.slice(0, 10) },
              ]
        }
        confirmText={t('purchase.confirm')}
        pending={buy.isPending}
        onConfirm={send}
        onCancel={() => setDraft(null)}
      >
        {draft !== null && (
          <PayoffPreview input={payoffInput(draft)} coin={coin} linkedPrice={product.exercise_price} />
        )}
      </ConfirmDialog>
    </>
  );
}

export function InvestPurchaseScreen() {
  const { t } = useTranslation('invest');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const product = useGetDualProduct({ id }, { query: { enabled: valid } });
  return (
    <Page title={product.data?.name ?? t('purchase.title')}>
      <div className="earn">
        {!valid && <p className="earn-muted">{t('purchase.notFound')}</p>}
        {valid && product.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {product.isError && (
          <QueryError error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
        )}
        {product.data && <PurchaseForm product={product.data} />}
      </div>
    </Page>
  );
}
