// The pairs that offer spot trading (`open_coin_trade` 1) from /currency/quotation_new in one
// market (coins or stocks), and the current one: `?id=<match id>` when it names such a pair, else
// BTC/USDT, else the first one.
import { useCallback, useMemo } from 'react';
import { useListQuotations } from '@generated/api/market/market';
import type { LegalCurrency, Quotation } from '@generated/model';
import { useIdParam } from '@/hooks/use-id-param';
import { inCategory, type MarketCategory } from '@/lib/market-category';

export const DEFAULT_BASE = 'BTC';
export const DEFAULT_QUOTE = 'USDT';

export const pairSymbol = (pair: Pick<Quotation, 'currency_name' | 'legal_name'>): string =>
  `${pair.currency_name}/${pair.legal_name}`;

/**
 * Quote currencies with only their spot pairs of one market; quote currencies left without pairs
 * are dropped.
 */
export function spotMarkets(legals: readonly LegalCurrency[], category: MarketCategory = 'coin'): LegalCurrency[] {
  const ofMarket = inCategory(category);
  return legals
    .map((legal) => ({
      ...legal,
      quotation: legal.quotation.filter((q) => q.open_coin_trade === 1 && ofMarket(q)),
    }))
    .filter((legal) => legal.quotation.length > 0);
}

export function choosePair(markets: readonly LegalCurrency[], id: number | null): Quotation | undefined {
  const pairs = markets.flatMap((legal) => legal.quotation);
  return (
    (id !== null ? pairs.find((q) => q.id === id) : undefined) ??
    pairs.find((q) => q.currency_name === DEFAULT_BASE && q.legal_name === DEFAULT_QUOTE) ??
    pairs[0]
  );
}

export function useSpotPairs(category: MarketCategory = 'coin') {
  const quotations = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const [raw, setId] = useIdParam();
  const id = raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : null;
  const markets = useMemo(() => spotMarkets(quotations.data ?? [], category), [quotations.data, category]);
  const pair = useMemo(() => choosePair(markets, id), [markets, id]);

  const selectPair = useCallback((next: Quotation) => setId(next.id), [setId]);

  return { quotations, markets, pair, selectPair };
}
