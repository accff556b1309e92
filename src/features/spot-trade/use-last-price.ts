// The live last price and 24 h change of a pair from the live tickers store (one narrow
// subscription per reader), falling back to the quotation until the first `daymarket` event.
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { trendOf, type Trend } from '@/lib/format';

export function useLastPrice(pair: Quotation): { price: string; change: string; trend: Trend } {
  const live = useLiveTicker(pair.id);
  const price = live?.price || pair.now_price;
  const change = live?.change || pair.change;
  return { price, change, trend: trendOf(change) };
}
