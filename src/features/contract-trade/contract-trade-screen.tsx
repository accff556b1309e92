// Contract (leverage) trading: choose a pair that offers contracts, watch its live price, mark
// price and overnight fee, its small chart (given by the app) and its order book (tap a level for a
// limit price), open a long or short at the market or a limit price with optional TP/SL, its
// margin, fee and estimated liquidation price shown before, and manage the open positions with
// live profit, risk rate and liquidation price. ContractTradePanel is embedded by the Trade tab (mode "contract");
// ContractTradeScreen is the same inside a page frame (/pages/transaction/contract).
import { Empty, Skeleton } from 'antd-mobile';
import { useCallback, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLeverDeal } from '@generated/api/contract-trade/contract-trade';
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { useLocale } from '@/hooks/use-locale';
import { ROUTES } from '@/lib/routes';
import { OrderBookView } from '@/components/order-book/order-book';
import { pageOf } from '@/components/page-of';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { VerificationLevel } from '@/components/verification-level';
import { inferLotSize, toBig } from './contract-math';
import { OrderForm, type ContractFormHandle } from './order-form';
import { PairHeader } from './pair-header';
import { PositionsPanel } from './positions-panel';
import type { MarketCategory } from '@/lib/market-category';
import { useLeverPairs, type LeverPair } from './use-lever-pairs';
import { contractBodies, useRefreshContract } from './use-refresh-contract';
import './contract-trade.css';

/** The pair's chart, given by the app (the chart is an area of its own). */
export type ContractChart = ComponentType<{ pair: Quotation; locale: string; label: string }>;

function PairTrade({ pair, chart: Chart }: { pair: LeverPair; chart?: ContractChart }) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const formRef = useRef<ContractFormHandle>(null);
  const pickPrice = useCallback((price: string) => formRef.current?.pickPrice(price), []);
  const bodies = contractBodies(pair);
  const deal = useGetLeverDeal(bodies.deal, undefined, { query: { staleTime: 10_000 } });
  const live = useLiveTicker(pair.matchId);
  const refresh = useRefreshContract(pair);
  // Coins per lot: the deal's (proposed `lever_lot_size`), else inferred from a position of the pair.
  const lotSize = useMemo(() => {
    if (!deal.data) return null;
    const { my_transaction: mine, lever_transaction: all, lever_lot_size: size } = deal.data;
    const sent = toBig(size);
    return sent?.gt(0) ? sent : inferLotSize([...mine, ...all.in, ...all.out], pair.symbol);
  }, [deal.data, pair.symbol]);
  // The site's liquidation threshold (proposed `lever_burst_hazard_rate`; the classic default 0 without it).
  const threshold = deal.data?.lever_burst_hazard_rate === undefined ? null : String(deal.data.lever_burst_hazard_rate);

  return (
    <>
      {Chart && (
        <section className="ct-chart" aria-label={t('pair.market')}>
          <Chart pair={pair.quotation} locale={locale} label={t('pair.chart', { symbol: pair.symbol })} />
          <button
            type="button"
            className="link-button ct-small ct-chart__full"
            onClick={() => navigateTo(`${ROUTES.marketDetail}?id=${pair.matchId}`)}
          >
            {t('pair.fullChart')}
          </button>
        </section>
      )}
      <div className="ct-main">
        {deal.isPending && (
          <section className="ct-form" aria-busy="true" aria-label={t('order.title')}>
            <Skeleton.Paragraph lineCount={8} animated />
          </section>
        )}
        {deal.isError && <QueryError {...retryOf(deal)} />}
        {deal.data && (
          <OrderForm
            key={pair.matchId}
            pair={pair}
            deal={deal.data}
            marketPrice={live?.price ?? deal.data.last_price}
            lotSize={lotSize}
            threshold={threshold}
            onPlaced={() => void refresh()}
            handle={formRef}
          />
        )}
        <OrderBookView pair={pair.quotation} locale={locale} onPickPrice={pickPrice} />
      </div>
      <PositionsPanel pair={pair} threshold={threshold} />
    </>
  );
}

/**
 * Contract trading of one market: coins (the default) or stocks (the Trade tab's stock mode), with
 * the pair's chart when the app gives one.
 */
export function ContractTradePanel({ category = 'coin', chart }: { category?: MarketCategory; chart?: ContractChart }) {
  const { t } = useTranslation('contract-trade');
  const { quotes, pairs, pair, selectPair } = useLeverPairs(category);
  // The private socket events (`lever_trade`, `lever_closed`) need the user id for `login`.
  const known = useFreshUser({ whenUnknown: true });

  return (
    <div className="ct">
      {quotes.isPending && (
        <div className="ct-loading" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={10} animated />
        </div>
      )}
      {quotes.isError && <QueryError {...retryOf(quotes)} />}
      {pairs && pairs.length === 0 && <Empty description={t('pair.noneOpen')} />}
      {pairs && pair && (
        <>
          <PairHeader pair={pair} pairs={pairs} onSelect={selectPair} />
          <VerificationLevel area="contract" />
          {known.isError && <QueryError inline title={t('common:partial.liveUpdates')} {...retryOf(known)} />}
          <PairTrade key={pair.matchId} pair={pair} chart={chart} />
        </>
      )}
    </div>
  );
}

export const ContractTradeScreen = pageOf(ContractTradePanel, 'contract-trade', 'screen.title');
