// The pairs that offer contract trading (`open_lever` 1 in /currency/quotation_new) and the one
// chosen, kept in the URL as `id` (the match id) so that a reload or a shared link keeps it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListQuotations } from '@generated/api/market/market';
import type { ListQuotations200, Quotation } from '@generated/model';
import type { Payload } from '@/api/http-client';
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
  };
}

export function selectLeverPairs(data: Payload<ListQuotations200>): LeverPair[] {
  return data.flatMap((legal) => legal.quotation.filter((q) => q.open_lever === 1).map(toPair));
}

export function useLeverPairs() {
  const quotes = useListQuotations(undefined, { query: { staleTime: 60_000, select: selectLeverPairs } });
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('id'));
  const pairs = quotes.data;
  const pair = pairs?.find((p) => p.matchId === wanted) ?? pairs?.[0];

  const selectPair = useCallback(
    (next: LeverPair) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('id', String(next.matchId));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { quotes, pairs, pair, selectPair };
}
