// Purchase a dual-currency product (/dual/detail, then /dual/buyDual): a whole number of shares,
// the cost (0.1 coin a share for call, the live price / 10 in USDT for put) against the balance,
// a payoff preview of both settlement cases by the §9 formula, a confirmation, then one request.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListDualOrdersQueryKey,
  getListDualProductsQueryKey,
  useBuyDualProduct,
  useGetDualProduct,
} from '@generated/api/invest/invest';
import type { DualProduct } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EarnPage } from '@/components/earn-page';
import { FigureList, ProductFigures } from '@/components/figure-list';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { QueryStatus } from '@/components/query-status';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { useLocale } from '@/hooks/use-locale';
import { useRecordId } from '@/hooks/use-record-id';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSpotBalance } from '@/hooks/use-spot-balance';
import { findUsdtPair, useLivePrice, useUsdtPairs } from '@/hooks/use-usdt-pair';
import { formatAmount, formatFixed, formatPrice } from '@/lib/format';
import { dualCost, sharesToCoin } from '@/lib/dual-payoff';
import { ROUTES } from '@/lib/routes';
import { daysToMaturity, holdingDays, isOnSale, progressPercent } from './dual-terms';
import { PayoffPreview } from './payoff-preview';
import { purchaseSchema, quantityProblem, type PurchaseForm } from './purchase-schema';
import { BalanceError } from '@/components/balance-error';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';

function PurchaseForm({ product }: { product: DualProduct }) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const pairs = useUsdtPairs();
  const livePrice = useLivePrice(findUsdtPair(pairs.data, product.currency_name));
  const coin = product.currency_name;
  const payCoin = product.type === 'call' ? coin : 'USDT';
  const { available, wallets } = useSpotBalance({ name: payCoin });
  const buy = useBuyDualProduct();
  const order = useEarnOrder<number>(buy.isPending, {
    request: (num) => buy.mutateAsync({ data: { id: product.id, num } }),
    doneText: t('purchase.done'),
    refresh: [getListDualOrdersQueryKey(), getListDualProductsQueryKey()],
    redirect: ROUTES.investMine,
  });
  const draft = order.draft;
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
  const form = useSchemaForm<PurchaseForm>(purchaseSchema(limits), { quantity: '' });
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
        onSubmit={(values) => order.open(Number(values.quantity.trim()))}
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
        <BalanceError wallets={wallets} />
        {/* The price behind the cost of a put. */}
        {pairs.isError && <QueryError inline title={t('purchase.cost')} {...retryOf(pairs)} />}
        <div className="earn-preview">
          <h2 className="earn-preview__title">{t('purchase.payoffTitle', { count: days })}</h2>
          <PayoffPreview input={payoffInput(shares)} coin={coin} linkedPrice={product.exercise_price} />
        </div>
        {onSale && <SubmitButton className="earn-form__submit">{t('purchase.submit')}</SubmitButton>}
      </Form>
      <ConfirmDialog
        {...order.dialog}
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
  const id = useRecordId();
  const product = useGetDualProduct({ id: id ?? 0 }, { query: { enabled: id !== null } });
  return (
    <EarnPage title={product.data?.name ?? t('purchase.title')}>
      {id !== null ? <QueryStatus query={product} lines={8} /> : <p className="earn-muted">{t('purchase.notFound')}</p>}
      {product.data && <PurchaseForm product={product.data} />}
    </EarnPage>
  );
}
