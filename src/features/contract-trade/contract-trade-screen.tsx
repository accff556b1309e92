// Contract (leverage) trading: choose a pair that offers contracts, watch its live price, open a
// long or short at the market or a limit price, and manage the open positions with live profit
// and risk rate. ContractTradePanel is embedded by the Trade tab (mode "contract");
// ContractTradeScreen is the same inside a page frame (/pages/transaction/contract).
import { Empty, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLeverDeal } from '@generated/api/contract-trade/contract-trade';
import { useLiveTicker } from '@/api/live-market';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { pageOf } from '@/components/page-of';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { VerificationLevel } from '@/components/verification-level';
import { inferLotSize } from './contract-math';
import { OrderForm } from './order-form';
import { PairHeader } from './pair-header';
import { PositionsPanel } from './positions-panel';
import type { MarketCategory } from '@/lib/market-category';
import { useLeverPairs, type LeverPair } from './use-lever-pairs';
import { contractBodies, useRefreshContract } from './use-refresh-contract';
import './contract-trade.css';

function PairTrade({ pair }: { pair: LeverPair }) {
  const { t } = useTranslation('contract-trade');
  const bodies = contractBodies(pair);
  const deal = useGetLeverDeal(bodies.deal, undefined, { query: { staleTime: 10_000 } });
  const live = useLiveTicker(pair.matchId);
  const refresh = useRefreshContract(pair);
  const lotSize = useMemo(() => {
    if (!deal.data) return null;
    const { my_transaction: mine, lever_transaction: all } = deal.data;
    return inferLotSize([...mine, ...all.in, ...all.out], pair.symbol);
  }, [deal.data, pair.symbol]);

  return (
    <>
      {deal.isPending && (
        <div className="ct-form" aria-busy="true" aria-label={t('order.title')}>
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      )}
      {deal.isError && <QueryError {...retryOf(deal)} />}
      {deal.data && (
        <OrderForm
          key={pair.matchId}
          pair={pair}
          deal={deal.data}
          marketPrice={live?.price ?? deal.data.last_price}
          lotSize={lotSize}
          onPlaced={() => void refresh()}
        />
      )}
      <PositionsPanel pair={pair} />
    </>
  );
}

/** Contract trading of one market: coins (the default) or stocks (the Trade tab's stock mode). */
export function ContractTradePanel({ category = 'coin' }: { category?: MarketCategory }) {
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
          <PairTrade key={pair.matchId} pair={pair} />
        </>
      )}
    </div>
  );
}

export const ContractTradeScreen = pageOf(ContractTradePanel, 'contract-trade', 'screen.title');
