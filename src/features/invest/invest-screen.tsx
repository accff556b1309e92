// Dual-currency products (/dual/index) per coin and type (call: funded with the coin; put: funded
// with USDT): APR, linked price next to the coin's live price, holding days, maturity date,
// remaining shares and progress, and Purchase while the product is on sale.
import { Button, ProgressBar, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListDualProducts } from '@generated/api/invest/invest';
import type { DualProduct, Quotation } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { findUsdtPair, useLivePrice, useUsdtPairs } from '@/hooks/use-usdt-pair';
import { formatFixed, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { DUAL_COINS, holdingDays, isOnSale, progressPercent, type DualCoin, type DualType } from './dual-terms';
import '@/components/earn-card.css';

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
    <article className="earn-card" aria-labelledby={`dual-${product.id}`}>
      <div className="earn-card__head">
        <CoinBadge name={product.currency_name} size={28} />
        <h2 className="earn-card__title" id={`dual-${product.id}`}>
          {product.name}
        </h2>
        <span className={onSale ? 'earn-tag earn-tag--live' : 'earn-tag'}>
          {onSale ? t(`types.${product.type}`) : t('list.closed')}
        </span>
      </div>
      <FigureList
        figures={[
          { label: t('fields.apr'), value: <span className="earn-highlight">{formatFixed(product.rate, 2)}%</span> },
          { label: t('fields.holdingDays'), value: t('fields.daysValue', { count: holdingDays(product) }) },
          { label: t('fields.linkedPrice'), value: formatPrice(product.exercise_price, locale) },
          { label: t('fields.livePrice'), value: <LivePrice pair={pair} /> },
          { label: t('fields.maturity'), value: product.end_time.slice(0, 10) },
          { label: t('fields.remaining'), value: t('fields.sharesValue', { count: product.remaining_number }) },
        ]}
      />
      <div className="earn-card__note">
        <ProgressBar
          percent={progress}
          aria-label={t('fields.progress')}
          style={{ '--fill-color': 'var(--app-orange)' } as React.CSSProperties}
        />
        <span>{t('fields.progressValue', { percent: progress })}</span>
      </div>
      <div className="earn-card__actions">
        <Button
          color="primary"
          size="small"
          disabled={!onSale}
          onClick={() => navigateTo(`${ROUTES.investPurchase}?id=${product.id}`)}
        >
          {onSale ? t('list.purchase') : t('list.closed')}
        </Button>
      </div>
    </article>
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
  const rows = products.data.dual_currencys;
  if (rows.length === 0) return <p className="earn-muted">{t('list.empty')}</p>;
  return (
    <ul className="earn-list" aria-label={t('list.products')}>
      {rows.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} pair={pair} />
        </li>
      ))}
    </ul>
  );
}

export function InvestScreen() {
  const { t } = useTranslation('invest');
  const { navigateTo } = useAppNavigation();
  const [params, setParams] = useSearchParams();
  const coin: DualCoin = (DUAL_COINS as readonly string[]).includes(params.get('coin') ?? '')
    ? (params.get('coin') as DualCoin)
    : 'BTC';
  const type: DualType = params.get('type') === 'put' ? 'put' : 'call';
  const choose = (next: { coin?: DualCoin; type?: DualType }) =>
    setParams({ coin: next.coin ?? coin, type: next.type ?? type }, { replace: true });

  return (
    <Page
      title={t('list.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.investHelp)}>
          {t('list.help')}
        </button>
      }
    >
      <div className="earn">
        <div className="earn-links">
          <Button size="small" onClick={() => navigateTo(ROUTES.investMine)}>
            {t('list.myPositions')}
          </Button>
          <Button size="small" onClick={() => navigateTo(ROUTES.investHelp)}>
            {t('list.help')}
          </Button>
        </div>
        <Tabs activeKey={coin} onChange={(key) => choose({ coin: key as DualCoin })} className="earn-segment">
          {DUAL_COINS.map((c) => (
            <Tabs.Tab key={c} title={c} />
          ))}
        </Tabs>
        <Tabs activeKey={type} onChange={(key) => choose({ type: key as DualType })} className="earn-segment">
          <Tabs.Tab key="call" title={t('types.callTab', { coin })} />
          <Tabs.Tab key="put" title={t('types.putTab')} />
        </Tabs>
        <p className="earn-muted">{t(`types.${type}Hint`, { coin })}</p>
        <Products coin={coin} type={type} />
      </div>
    </Page>
  );
}
