// The USDT pair of a coin (BTC/USDT for BTC) from the quotations, and its live price: the last
// `daymarket` tick of the shared live store, else the quotation's price.
import { useListQuotations } from '@generated/api/market/market';
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';

export function useUsdtPairs() {
  return useListQuotations(undefined, { query: { staleTime: 30_000 } });
}

/** The `<coin>/USDT` quotation among the answer of /currency/quotation_new. */
export function findUsdtPair(data: ReturnType<typeof useUsdtPairs>['data'], coin: string): Quotation | undefined {
  const usdt = data?.find((legal) => legal.name.toUpperCase() === 'USDT');
  return usdt?.quotation.find((q) => q.currency_name.toUpperCase() === coin.toUpperCase());
}

/** The live price of a pair (string as the server sent it), or undefined without a pair. */
export function useLivePrice(pair: Quotation | undefined): string | undefined {
  const live = useLiveTicker(pair?.id ?? -1);
  if (!pair) return undefined;
  return live?.price || pair.now_price;
}
