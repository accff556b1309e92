// Dual-currency products (/dual/index) per coin and type (call: funded with the coin; put: funded
// with USDT): APR, linked price next to the coin's live price, holding days, maturity date,
// remaining shares and progress, and Purchase while the product is on sale.
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListDualProducts } from '@generated/api/invest/invest';
import type { DualProduct, Quotation } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { EarnCard, EarnList, EarnProgress, EarnTag } from '@/components/earn-card';
import { EarnLinks, EarnPage, EarnTabs } from '@/components/earn-page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { findUsdtPair, useLivePrice, useUsdtPairs } from '@/hooks/use-usdt-pair';
import { formatFixed, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { DUAL_COINS, holdingDays, isOnSale, progressPercent, type DualCoin, type DualType } from './dual-terms';

function LivePrice({ pair }: { pair: Quotation | undefined }) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const price = useLivePrice(pair);
  return (
    <span data-testid="dual-live-price" aria-label={t('fields.livePrice')}>
      {price ? formatPrice(price, locale) : '--'}
    </span>
  );
}

function ProductCard({ product, pair }: { product: DualProduct; pair: Quotation | undefined }) {
  const { t } = useTranslation('invest');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const onSale = isOnSale(product);
  const progress = progressPercent(product);
  return (
    <EarnCard
      title={product.name}
      titleId={`dual-${product.id}`}
      level={2}
      badge={<CoinBadge name={product.currency_name} size={28} />}
      tag={
        <EarnTag tone={onSale ? 'live' : undefined}>{onSale ? t(`types.${product.type}`) : t('list.closed')}</EarnTag>
      }
      figures={[
        { label: t('fields.apr'), value: <span className="earn-highlight">{formatFixed(product.rate, 2)}%</span> },
        { label: t('fields.holdingDays'), value: t('fields.daysValue', { count: holdingDays(product) }) },
        { label: t('fields.linkedPrice'), value: formatPrice(product.exercise_price, locale) },
        { label: t('fields.livePrice'), value: <LivePrice pair={pair} /> },
        { label: t('fields.maturity'), value: product.end_time.slice(0, 10) },
        { label: t('fields.remaining'), value: t('fields.sharesValue', { count: product.remaining_number }) },
      ]}
      action={{
        label: onSale ? t('list.purchase') : t('list.closed'),
        color: 'primary',
        disabled: !onSale,
        onClick: () => navigateTo(`${ROUTES.investPurchase}?id=${product.id}`),
      }}
    >
      <EarnProgress
        percent={progress}
        label={t('fields.progress')}
        text={t('fields.progressValue', { percent: progress })}
        style={{ '--fill-color': 'var(--app-orange)' } as React.CSSProperties}
      />
    </EarnCard>
  );
}

function Products({ coin, type }: { coin: DualCoin; type: DualType }) {
  const { t } = useTranslation('invest');
  const pairs = useUsdtPairs();
  const pair = findUsdtPair(pairs.data, coin);
  const currencyId = pair?.currency_id;
  const products = useListDualProducts(
    { currency_id: currencyId, type },
    { query: { enabled: currencyId !== undefined } },
  );
  if (pairs.isError) return <QueryError error={pairs.error} onRetry={() => void pairs.refetch()} />;
  if (pairs.data && !pair) return <p className="earn-muted">{t('list.empty')}</p>;
  if (products.isError)
    return <QueryError error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  if (!products.data) return <Skeleton.Paragraph lineCount={6} animated />;
  return (
    <EarnList
      label={t('list.products')}
      rows={products.data.dual_currencys}
      rowKey={(product) => product.id}
      emptyText={t('list.empty')}
    >
      {(product) => <ProductCard product={product} pair={pair} />}
    </EarnList>
  );
}

export function InvestScreen() {
  const { t } = useTranslation('invest');
  const [params, setParams] = useSearchParams();
  const coin: DualCoin = (DUAL_COINS as readonly string[]).includes(params.get('coin') ?? '')
    ? (params.get('coin') as DualCoin)
    : 'BTC';
  const type: DualType = params.get('type') === 'put' ? 'put' : 'call';
  const choose = (next: { coin?: DualCoin; type?: DualType }) =>
    setParams({ coin: next.coin ?? coin, type: next.type ?? type }, { replace: true });

  return (
    <EarnPage title={t('list.title')} link={{ to: ROUTES.investHelp, label: t('list.help') }}>
      <EarnLinks
        links={[
          { to: ROUTES.investMine, label: t('list.myPositions') },
          { to: ROUTES.investHelp, label: t('list.help') },
        ]}
      />
      <EarnTabs
        value={coin}
        tabs={DUAL_COINS.map((c) => ({ key: c, title: c }))}
        onChange={(c) => choose({ coin: c })}
      />
      <EarnTabs
        value={type}
        tabs={[
          { key: 'call', title: t('types.callTab', { coin }) },
          { key: 'put', title: t('types.putTab') },
        ]}
        onChange={(next) => choose({ type: next })}
      />
      <p className="earn-muted">{t(`types.${type}Hint`, { coin })}</p>
      <Products coin={coin} type={type} />
    </EarnPage>
  );
}
