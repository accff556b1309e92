// The figures of a bid, on decimals (big.js): the lowest acceptable bid (current bid + minimum
// raise), the raise the server takes (the deployed backend adds `price` to the current bid), the
// next bid up or down by one raise, and why a typed bid is refused.
import Big from 'big.js';
import { isAmount } from '@/lib/validators';

const decimalsOf = (value: string): number => (value.split('.')[1] ?? '').replace(/0+$/, '').length;

/** The lowest bid the auction accepts now. */
export const minimumBid = (price: string, perIncrease: string): string => new Big(price).plus(perIncrease).toString();

/** The raise sent to the server for a bid of `bid` over the current `price`. */
export const bidRaise = (bid: string, price: string): string => new Big(bid).minus(price).toString();

/** One raise more (or less, never under the minimum). */
export function stepBid(bid: string, price: string, perIncrease: string, direction: 1 | -1): string {
  const min = new Big(minimumBid(price, perIncrease));
  const base = isAmount(bid.trim()) ? new Big(bid.trim()) : min;
  const next = direction === 1 ? base.plus(perIncrease) : base.minus(perIncrease);
  return (next.lt(min) ? min : next).toString();
}

/** Why the bid is refused (the server's wording: wrong price, wrong per-increase), or null. */
export function bidProblem(bid: string, price: string, perIncrease: string): 'wrongPrice' | 'wrongPerIncrease' | null {
  const text = bid.trim();
  if (!isAmount(text) || new Big(text).lte(0)) return 'wrongPrice';
  if (new Big(text).lt(minimumBid(price, perIncrease))) return 'wrongPerIncrease';
  // No finer than the raise itself (the contract's rule for the raise).
  const step = Math.max(decimalsOf(perIncrease), decimalsOf(price));
  if (decimalsOf(text) > step) return 'wrongPrice';
  return null;
}
