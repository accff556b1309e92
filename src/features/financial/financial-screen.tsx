// The financial hub: every earn product with what the user holds in it, in the chosen fiat
// currency: lock mining (locked principal, interest so far), dual investment (amount invested,
// interest at maturity), IEO (subscriptions, pending allotments) and copy trading (follow amount,
// follow earnings). The total counts the money locked in mining and dual investment; copy trading
// margin stays in the contract account and is shown apart.
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMyFollows } from '@generated/api/copy-trade/copy-trade';
import { FigureList, type Figure } from '@/components/figure-list';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useEarnHoldings, type EarnHoldingsQuery } from '@/hooks/use-earn-holdings';
import { useFiat } from '@/hooks/use-fiat';
import { ROUTES } from '@/lib/routes';
import '@/components/earn-card.css';

interface ProductRowProps<T> {
  id: string;
  to: string;
  query: EarnHoldingsQuery<T>;
  figures: (data: T) => Figure[];
  note?: ReactNode;
}

function ProductRow<T>({ id, to, query, figures, note }: ProductRowProps<T>) {
  const { t } = useTranslation('financial');
  const { navigateTo } = useAppNavigation();
  return (
    <article className="earn-card" aria-labelledby={`hub-${id}`} data-testid={`hub-${id}`}>
      <div className="earn-card__head">
        <h2 className="earn-card__title" id={`hub-${id}`}>
          {t(`products.${id}.title`)}
        </h2>
        <button type="button" className="link-button" onClick={() => navigateTo(to)}>
          {t('open')}
        </button>
      </div>
      <p className="earn-muted">{t(`products.${id}.text`)}</p>
      {query.isPending && <Skeleton.Paragraph lineCount={2} animated />}
      {!query.isPending && !query.data && <QueryError compact error={query.error} onRetry={query.refetch} />}
      {query.data !== undefined && <FigureList figures={figures(query.data)} />}
      {note && <p className="earn-card__note">{note}</p>}
    </article>
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
  return (
    <Page title={t('title')}>
      <div className="earn">
        <section className="earn-summary" aria-labelledby="hub-total">
          <p className="earn-summary__label" id="hub-total">
            {t('total', { currency: fiat.currency_code })}
          </p>
          <p className="earn-summary__value" data-testid="hub-total">
            {holdings.totalUsdt ? formatFiat(holdings.totalUsdt) : '--'}
          </p>
          <p className="earn-summary__label">{t('totalNote')}</p>
        </section>
        <div className="earn-list">
          <ProductRow
            id="mining"
            to={ROUTES.lockming}
            query={holdings.mining}
            figures={(m) => [
              { label: t('figures.locked'), value: formatFiat(m.lockedUsdt), testId: 'hub-mining-locked' },
              { label: t('figures.earned'), value: formatFiat(m.earnedUsdt) },
              { label: t('figures.orders'), value: String(m.activeOrders) },
            ]}
          />
          <ProductRow
            id="invest"
            to={ROUTES.invest}
            query={holdings.invest}
            figures={(i) => [
              { label: t('figures.invested'), value: formatFiat(i.investedUsdt), testId: 'hub-invest-amount' },
              { label: t('figures.expected'), value: formatFiat(i.expectedUsdt) },
              { label: t('figures.orders'), value: String(i.openOrders) },
            ]}
          />
          <ProductRow
            id="ieo"
            to={ROUTES.ieo}
            query={holdings.ieo}
            figures={(i) => [
              { label: t('figures.subscriptions'), value: String(i.subscriptions) },
              { label: t('figures.pending'), value: String(i.pending) },
            ]}
          />
          <ProductRow
            id="copy"
            to={ROUTES.copyMy}
            query={copy}
            figures={(c) => [
              { label: t('figures.followAmount'), value: formatFiat(c.amount), testId: 'hub-copy-amount' },
              { label: t('figures.followEarnings'), value: formatFiat(c.profits) },
              { label: t('figures.traders'), value: String(c.count) },
            ]}
            note={t('products.copy.note')}
          />
        </div>
      </div>
    </Page>
  );
}
