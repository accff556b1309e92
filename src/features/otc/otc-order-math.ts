// The figures of an OTC order, on decimals (big.js): the fiat total of a quantity at the ad's
// price, the per-trade limit of the user's verification level, the largest quantity an ad admits,
// what is wrong with a quantity typed, the quantity a fiat amount buys, and the best ad for an
// amount (quick buy). Every OTC screen reads its figures from here.
import Big from 'big.js';
import type { OtcAd } from '@generated/model';
import { isAmount } from '@/lib/validators';

/** USDT quantities and fiat amounts carry two decimals. */
export const OTC_DECIMALS = 2;

/** Per-trade fiat-trade limit in USDT of each verification level; level 0 must verify first (998). */
const LEVEL_LIMITS: Readonly<Record<number, string>> = { 1: '2000', 2: '1000000' };

export function levelLimit(level: number): string | null {
  return LEVEL_LIMITS[level] ?? null;
}

/** The fiat to pay for `number` USDT at `price`, rounded to cents (half up, as the server does). */
export function orderTotal(number: string, price: string): Big {
  return new Big(number).times(price).round(OTC_DECIMALS, Big.roundHalfUp);
}

/** The USDT that `amount` of fiat buys at `price`, cut to two decimals (never more than paid for). */
export function quantityForFiat(amount: string, price: string): Big {
  return new Big(amount).div(price).round(OTC_DECIMALS, Big.roundDown);
}

/**
 * The most USDT one order on `ad` may take: what the ad has left, what its fiat maximum buys, and
 * the level's per-trade limit (when known), whichever is least.
 */
export function maxQuantity(ad: OtcAd, level: number): Big {
  const caps = [new Big(ad.available), quantityForFiat(ad.max_amount, ad.price)];
  const limit = levelLimit(level);
  if (limit) caps.push(new Big(limit));
  return caps.reduce((least, cap) => (cap.lt(least) ? cap : least));
}

export type OtcQuantityProblem = 'required' | 'invalid' | 'belowAdMin' | 'aboveAdMax' | 'aboveAvailable' | 'aboveLevel';

/**
 * What is wrong with `number` USDT on `ad` for a user of `level`, or null. The ad's limits are in
 * fiat (checked on the total), what it has left and the level's limit in USDT. Level 0 has no
 * limit here: the server refuses it with 998 and the app sends the user to verification.
 */
export function quantityProblem(number: string, ad: OtcAd, level: number): OtcQuantityProblem | null {
  if (number.trim() === '') return 'required';
  if (!isAmount(number) || new Big(number).lte(0)) return 'invalid';
  const total = orderTotal(number, ad.price);
  if (total.lt(ad.min_amount)) return 'belowAdMin';
  if (total.gt(ad.max_amount)) return 'aboveAdMax';
  if (new Big(number).gt(ad.available)) return 'aboveAvailable';
  const limit = levelLimit(level);
  if (limit && new Big(number).gt(limit)) return 'aboveLevel';
  return null;
}

/**
 * The ad that gives the most USDT for `amount` of fiat on the buy side: among those whose limits
 * contain the amount and whose available USDT covers it, the lowest price (the server's order
 * among equal prices). Null when none can fill it.
 */
export function pickBestAd(ads: readonly OtcAd[], amount: string): OtcAd | null {
  let best: OtcAd | null = null;
  for (const ad of ads) {
    if (ad.side !== 'buy') continue;
    if (new Big(amount).lt(ad.min_amount) || new Big(amount).gt(ad.max_amount)) continue;
    const quantity = quantityForFiat(amount, ad.price);
    if (quantity.lte(0) || quantity.gt(ad.available)) continue;
    if (!best || new Big(ad.price).lt(best.price)) best = ad;
  }
  return best;
}
