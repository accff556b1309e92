// The payoff of a dual-currency investment at maturity (product-spec §9), with APR = rate / 100
// and days the holding days: if the settlement price is below the linked price the investor
// receives the coin, amount × (1 + days × APR / 365); otherwise USDT, amount × linked price ×
// (1 + days × APR / 365). `amount` is in the coin (1 share = 0.1 coin). Decimal arithmetic only.
import Big from 'big.js';
import { toDecimal } from '@/hooks/use-fiat';

/** One share is a tenth of the underlying coin. */
export const SHARE_SIZE = new Big('0.1');

export interface DualPayoffInput {
  /** Invested amount in the coin. */
  amount: Big | string | number;
  /** Linked reference price in USDT. */
  linkedPrice: Big | string | number;
  /** Holding days. */
  days: number;
  /** APR in percent (`"18.25"`). */
  ratePercent: Big | string | number;
}

export interface DualPayoff {
  /** 1 + days × APR / 365. */
  factor: Big;
  /** Paid in the coin when the settlement price is below the linked price. */
  coin: Big;
  /** Paid in USDT otherwise. */
  usdt: Big;
  /** The interest part in the coin: coin − amount. */
  coinInterest: Big;
}

export function dualPayoff({ amount, linkedPrice, days, ratePercent }: DualPayoffInput): DualPayoff {
  const principal = toDecimal(amount);
  const held = Math.max(0, Math.floor(days));
  // amount × (36500 + rate × days) / 36500: one division, last, so that only it rounds (20 places).
  const numerator = new Big(36_500).plus(toDecimal(ratePercent).times(held));
  const factor = numerator.div(36_500);
  const coin = principal.times(numerator).div(36_500);
  return {
    factor,
    coin,
    usdt: principal.times(toDecimal(linkedPrice)).times(numerator).div(36_500),
    coinInterest: coin.minus(principal),
  };
}

/** The coin amount of `shares` shares. */
export const sharesToCoin = (shares: number): Big => SHARE_SIZE.times(shares);

/**
 * What `shares` shares cost: call products are paid in the coin (0.1 a share), put products in
 * USDT at the coin's price / 10 a share.
 */
export function dualCost(type: 'call' | 'put', shares: number, coinPrice: Big | string | number): Big {
  const coin = sharesToCoin(shares);
  return type === 'call' ? coin : coin.times(toDecimal(coinPrice));
}
