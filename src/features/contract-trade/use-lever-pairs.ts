// The pairs of one market (coins or stocks) that offer contract trading (`open_lever` 1 in
// /currency/quotation_new) and the one chosen, kept in the URL as `id` (the match id) so that a reload or a shared link keeps it.
import { useCallback } from 'react';
import { useListQuotations } from '@generated/api/market/market';
import type { ListQuotations200, Quotation } from '@generated/model';
import type { Payload } from '@/api/http-client';
import { useIdParam } from '@/hooks/use-id-param';
import { inCategory, type MarketCategory } from '@/lib/market-category';
import { pairRates, type PairRates } from './contract-math';

export interface LeverPair {
  matchId: number;
  currencyId: number;
  legalId: number;
  base: string;
  quote: string;
  symbol: string;
  nowPrice: string;
  change: string;
  high?: string;
  low?: string;
  shareMin: number;
  shareMax: number;
  rates: PairRates;
  /** The pair as the quotes list sent it (the chart and the order book read it). */
  quotation: Quotation;
}

function toPair(q: Quotation): LeverPair {
  return {
    matchId: q.id,
    currencyId: q.currency_id,
    legalId: q.legal_id,
    base: q.currency_name,
    quote: q.legal_name,
    symbol: `${q.currency_name}/${q.legal_name}`,
    nowPrice: q.now_price,
    change: q.change,
    high: q.high,
    low: q.low,
    shareMin: q.lever_min_share ?? 0,
    shareMax: q.lever_max_share ?? 0,
    rates: pairRates(q.lever_trade_fee, q.overnight, q.spread),
    quotation: q,
  };
}

function leverPairsOf(category: MarketCategory) {
  const ofMarket = inCategory(category);
  return (data: Payload<ListQuotations200>): LeverPair[] =>
    data.flatMap((legal) => legal.quotation.filter((q) => q.open_lever === 1 && ofMarket(q)).map(toPair));
}

/** The coin pairs open to contract trading. */
export const selectLeverPairs = leverPairsOf('coin');
const selectStockLeverPairs = leverPairsOf('stock');

export function useLeverPairs(category: MarketCategory = 'coin') {
  const select = category === 'stock' ? selectStockLeverPairs : selectLeverPairs;
  const quotes = useListQuotations(undefined, { query: { staleTime: 60_000, select } });
  const [id, setId] = useIdParam();
  const wanted = Number(id);
  const pairs = quotes.data;
  const pair = pairs?.find((p) => p.matchId === wanted) ?? pairs?.[0];

  const selectPair = useCallback((next: LeverPair) => setId(next.matchId), [setId]);

  return { quotes, pairs, pair, selectPair };
}
