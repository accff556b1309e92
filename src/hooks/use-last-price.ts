// The live last price and 24 h change of a pair from the live tickers store (one narrow
// subscription per reader), falling back to the quotation until the first `daymarket` event.
import { useEffect, useRef, type RefObject } from 'react';
import type { Quotation } from '@generated/model';
import { getLiveTicker, subscribeLiveMarket, useLiveTicker } from '@/api/live-market';
import { trendOf, type Trend } from '@/lib/format';

export function useLastPrice(pair: Quotation): { price: string; change: string; trend: Trend } {
  const live = useLiveTicker(pair.id);
  const price = live?.price || pair.now_price;
  const change = live?.change || pair.change;
  return { price, change, trend: trendOf(change) };
}

/**
 * The live last price for code that acts on it rather than shows it (the order form costs a market
 * order, follows the price, checks a submit): a ref that always holds the latest price, and
 * `onChange` with it once at the start and after each change. The reader does not render again on
 * every tick.
 */
export function useLastPriceRef(pair: Quotation, onChange: (price: string) => void): RefObject<string> {
  const { id, now_price: quoted } = pair;
  const price = useRef(getLiveTicker(id)?.price || quoted);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const latest = (): string => getLiveTicker(id)?.price || quoted;
    price.current = latest();
    changed.current(price.current);
    return subscribeLiveMarket(() => {
      const next = latest();
      if (next === price.current) return;
      price.current = next;
      changed.current(next);
    });
  }, [id, quoted]);
  return price;
}
