// The fields of a PairOption (src/components/pair-option.tsx) read from a market-list quotation.

import type { Quotation } from '@generated/model';

/** The pair fields of a PairOption from a quotation of the market lists. */
export function quotationPair(pair: Quotation) {
  return {
    matchId: pair.id,
    base: pair.currency_name,
    quote: pair.legal_name,
    price: pair.now_price,
    change: pair.change,
  };
}
