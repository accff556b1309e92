// The payoff of a dual-currency investment at maturity (product-spec §9), with APR = rate / 100
// and days the holding days: if the settlement price is below the linked price the investor
// receives the coin, amount × (1 + days × APR / 365); otherwise USDT, amount × linked price ×
// (1 + days × APR / 365). `amount` is in the coin (1 share = 0.1 coin). What is paid is cut to 8
// decimals (never more than the exact figure). The purchase screen previews and the sandbox settles
// with this one module (sandbox/src/domain/earn-dual.ts), so the preview is the settlement. Pure:
// big.js only.
import Big from 'big.js';
import { toDecimal } from './decimal';

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

/** Decimals of a payout. */
export const DUAL_DECIMALS = 8;

/** A payout as it is paid: cut to 8 decimals. */
export const dualPaid = (value: Big): Big => value.round(DUAL_DECIMALS, Big.roundDown);

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

/**
 * The settlement at maturity: a settlement price below the linked price pays the coin, otherwise
 * USDT, each as `dualPayoff` gives it, cut to 8 decimals.
 */
export function dualSettlement(input: DualPayoffInput & { settlePrice: Big | string | number }): {
  inCoin: boolean;
  value: Big;
} {
  const payoff = dualPayoff(input);
  const inCoin = toDecimal(input.settlePrice).lt(toDecimal(input.linkedPrice));
  return { inCoin, value: dualPaid(inCoin ? payoff.coin : payoff.usdt) };
}
