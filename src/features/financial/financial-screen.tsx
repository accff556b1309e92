// The financial hub: every earn product with what the user holds in it, in the chosen fiat
// currency: lock mining (locked principal, interest so far), dual investment (amount invested,
// interest at maturity), IEO (what subscriptions hold until credited, pending allotments) and copy
// trading (follow amount, follow earnings), and the loans (what they owe now, their collateral).
// The earn total is the earn part of the one holdings computation (@/hooks/use-earn-holdings) that
// Assets adds to its accounts; the net assets under it are Assets' headline (accounts + earn
// holdings − loan debt), the same figure; copy trading margin stays in the contract account and
// is shown apart.
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useListMyFollows } from '@generated/api/copy-trade/copy-trade';
import { EarnCard } from '@/components/earn-card';
import { EarnPage } from '@/components/earn-page';
import type { Figure } from '@/components/figure-list';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useEarnHoldings, type EarnHoldingsQuery } from '@/hooks/use-earn-holdings';
import { useFiat } from '@/hooks/use-fiat';
import { ROUTES } from '@/lib/routes';

interface HubProduct {
  id: 'mining' | 'invest' | 'ieo' | 'copy' | 'loans';
  to: string;
  /** The product's figures once its holdings are loaded. */
  query: EarnHoldingsQuery<Figure[]>;
  note?: string;
}

/** A holdings query whose data is drawn as figures. */
function figuresOf<T>(query: EarnHoldingsQuery<T>, figures: (data: T) => Figure[]): EarnHoldingsQuery<Figure[]> {
  return { ...query, data: query.data === undefined ? undefined : figures(query.data) };
}

function ProductRow({ product: { id, to, query, note } }: { product: HubProduct }) {
  const { t } = useTranslation('financial');
  const { navigateTo } = useAppNavigation();
  return (
    <EarnCard
      title={t(`products.${id}.title`)}
      titleId={`hub-${id}`}
      level={2}
      testId={`hub-${id}`}
      tag={
        <button type="button" className="link-button" onClick={() => navigateTo(to)}>
          {t('open')}
        </button>
      }
      intro={
        <>
          <p className="earn-muted">{t(`products.${id}.text`)}</p>
          {query.isPending && <Skeleton.Paragraph lineCount={2} animated />}
          {!query.isPending && !query.data && <QueryError compact error={query.error} onRetry={query.refetch} />}
        </>
      }
      figures={query.data}
    >
      {note && <p className="earn-card__note">{note}</p>}
    </EarnCard>
  );
}

export function FinancialScreen() {
  const { t } = useTranslation('financial');
  const { formatFiat, fiat } = useFiat();
  const holdings = useEarnHoldings();
  const follows = useListMyFollows(undefined, { query: { staleTime: 15_000 } });
  const copy: EarnHoldingsQuery<{ amount: string; profits: string; count: number }> = {
    data: follows.data
      ? { amount: follows.data.total_amount, profits: follows.data.total_profits, count: follows.data.list.length }
      : undefined,
    isPending: follows.isPending,
    error: follows.error,
    refetch: () => void follows.refetch(),
  };
  const products: HubProduct[] = [
    {
      id: 'mining',
      to: ROUTES.lockming,
      query: figuresOf(holdings.mining, (m) => [
        { label: t('figures.locked'), value: formatFiat(m.lockedUsdt), testId: 'hub-mining-locked' },
        { label: t('figures.earned'), value: formatFiat(m.earnedUsdt) },
        { label: t('figures.orders'), value: String(m.activeOrders) },
      ]),
    },
    {
      id: 'invest',
      to: ROUTES.invest,
      query: figuresOf(holdings.invest, (i) => [
        { label: t('figures.invested'), value: formatFiat(i.investedUsdt), testId: 'hub-invest-amount' },
        { label: t('figures.expected'), value: formatFiat(i.expectedUsdt) },
        { label: t('figures.orders'), value: String(i.openOrders) },
      ]),
    },
    {
      id: 'ieo',
      to: ROUTES.ieo,
      query: figuresOf(holdings.ieo, (i) => [
        { label: t('figures.held'), value: formatFiat(i.heldUsdt), testId: 'hub-ieo-held' },
        { label: t('figures.subscriptions'), value: String(i.subscriptions) },
        { label: t('figures.pending'), value: String(i.pending) },
      ]),
    },
    {
      id: 'copy',
      to: ROUTES.copyMy,
      query: figuresOf(copy, (c) => [
        { label: t('figures.followAmount'), value: formatFiat(c.amount), testId: 'hub-copy-amount' },
        { label: t('figures.followEarnings'), value: formatFiat(c.profits) },
        { label: t('figures.traders'), value: String(c.count) },
      ]),
      note: t('products.copy.note'),
    },
    {
      id: 'loans',
      to: ROUTES.borrowing,
      query: figuresOf(holdings.loans, (l) => [
        { label: t('figures.owed'), value: formatFiat(l.owedUsdt), testId: 'hub-loans-owed' },
        { label: t('figures.collateral'), value: formatFiat(l.collateralUsdt) },
        { label: t('figures.loans'), value: String(l.activeLoans) },
      ]),
      note: t('products.loans.note'),
    },
  ];
  return (
    <EarnPage title={t('title')}>
      <section className="earn-summary" aria-labelledby="hub-total">
        <p className="earn-summary__label" id="hub-total">
          {t('total', { currency: fiat.currency_code })}
        </p>
        <p className="earn-summary__value" data-testid="hub-total">
          {holdings.totalUsdt ? formatFiat(holdings.totalUsdt) : '--'}
        </p>
        <p className="earn-summary__label">{t('totalNote')}</p>
        <div className="earn-summary__part">
          <p className="earn-summary__label" id="hub-net">
            {t('net', { currency: fiat.currency_code })}
          </p>
          <p className="earn-summary__value" data-testid="hub-net" aria-labelledby="hub-net">
            {holdings.total ? formatFiat(holdings.total.totalUsdt) : '--'}
          </p>
          <p className="earn-summary__label">{t('netNote')}</p>
        </div>
      </section>
      <div className="earn-list">
        {products.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </div>
    </EarnPage>
  );
}
