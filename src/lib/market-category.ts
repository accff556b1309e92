// The markets a pair belongs to: crypto coins or tokenised stocks (`category` of a quotation;
// servers without a stock market omit it, which means coin). Stock pairs go through the same
// trading flows as coins, shown in their own Market tab and Trade mode.
import type { Quotation } from '@generated/model';

export type MarketCategory = 'coin' | 'stock';

export const categoryOf = (pair: Pick<Quotation, 'category'>): MarketCategory =>
  pair.category === 'stock' ? 'stock' : 'coin';

export const inCategory =
  (category: MarketCategory) =>
  (pair: Pick<Quotation, 'category'>): boolean =>
    categoryOf(pair) === category;
