// The liquidation of a contract account, the one computation of it: the contract screen's
// estimate before an order, its confirmation and the open position cards, and the sandbox's
// decision to liquidate (sandbox/src/domain/contract-engine.ts) all use this module.
//
// The contract account is cross-margined (LeverPositionOverview): its risk rate is
// (balance + Σ margin + Σ floating profit) / Σ margin × 100, and every open position of the account
// is closed when it falls to the site's threshold (`lever_burst_hazard_rate`, percent, 0 by
// default). Without divisions: the account is due when
//   equity = balance + margin + profit  ≤  threshold % × margin.
// The liquidation price of a pair is the price of that pair at which this happens, the positions of
// the other pairs held at their live prices. Every position of the pair moves with it, so the
// positions of one pair share one liquidation price: with e_i the opening price, n_i the quantity
// and s_i +1 for a long, −1 for a short,
//   balance + margin + otherProfit + Σ s_i (p − e_i) n_i = threshold % × margin
//   p = (threshold % × margin − balance − margin − otherProfit + Σ s_i e_i n_i) / Σ s_i n_i.
// A net long is liquidated when the price falls to p, a net short when it rises to p; a pair
// whose longs and shorts cancel out has no liquidation price, nor has a long whose p is not above 0.
// Pure: big.js only (decimal, never binary floats).
import Big from 'big.js';
import { toDecimal } from './decimal';

type DecimalInput = Big | string | number;

/** The classic backend's default threshold (percent): positions go when the equity is used up. */
export const DEFAULT_LIQUIDATION_RATE = '0';

export interface AccountState {
  /** Available balance of the contract account. */
  balance: DecimalInput;
  /** Margin of every open position of the account. */
  margin: DecimalInput;
  /** Floating profit of every open position at the live prices. */
  profit: DecimalInput;
}

/** The threshold as a fraction of the margin (`rate` in percent; an unreadable one counts as 0). */
const fraction = (rate: DecimalInput | null | undefined) => toDecimal(rate ?? DEFAULT_LIQUIDATION_RATE).div(100);

/** Whether an account is due for liquidation: it holds margin and its equity is at or below the threshold. */
export function liquidationDue(account: AccountState, rate: DecimalInput | null | undefined): boolean {
  const margin = toDecimal(account.margin);
  if (margin.lte(0)) return false;
  const equity = toDecimal(account.balance).plus(margin).plus(toDecimal(account.profit));
  return equity.lte(margin.times(fraction(rate)));
}

export interface Exposure {
  side: 'long' | 'short';
  /** Opening price. */
  price: DecimalInput;
  /** Coins (`number`). */
  quantity: DecimalInput;
}

export interface Liquidation {
  /** The exact price of the pair at which the account is due. */
  price: Big;
  /** `falls`: due when the price falls to it (net long); `rises`: when it rises to it (net short). */
  when: 'falls' | 'rises';
}

export interface PairAccount {
  /** Available balance of the contract account. */
  balance: DecimalInput;
  /** Margin of every open position of the account, this pair's included. */
  margin: DecimalInput;
  /** Floating profit of the positions on other pairs, at their live prices. */
  otherProfit: DecimalInput;
  /** The open positions of this pair. */
  positions: readonly Exposure[];
}

/** The price of the pair at which the account is liquidated, or null when there is none. */
export function liquidationPrice(account: PairAccount, rate: DecimalInput | null | undefined): Liquidation | null {
  let net = new Big(0);
  let entries = new Big(0);
  for (const p of account.positions) {
    const quantity = toDecimal(p.quantity);
    const signed = p.side === 'long' ? quantity : quantity.neg();
    net = net.plus(signed);
    entries = entries.plus(signed.times(toDecimal(p.price)));
  }
  if (net.eq(0)) return null;
  const margin = toDecimal(account.margin);
  const price = margin
    .times(fraction(rate))
    .minus(toDecimal(account.balance))
    .minus(margin)
    .minus(toDecimal(account.otherProfit))
    .plus(entries)
    .div(net);
  if (price.lte(0)) return null;
  return { price, when: net.gt(0) ? 'falls' : 'rises' };
}

export interface NewOrder extends Exposure {
  /** Margin the order holds. */
  margin: DecimalInput;
  /** What else leaves the balance as it opens: the trade fee (less a coupon's saving). */
  fee: DecimalInput;
}

/**
 * The liquidation price the pair will have once `order` is open: its margin and fee leave the
 * balance, its margin joins the account's and its position the pair's.
 */
export function liquidationAfterOrder(
  account: PairAccount,
  order: NewOrder,
  rate: DecimalInput | null | undefined,
): Liquidation | null {
  const margin = toDecimal(order.margin);
  return liquidationPrice(
    {
      balance: toDecimal(account.balance).minus(margin).minus(toDecimal(order.fee)),
      margin: toDecimal(account.margin).plus(margin),
      otherProfit: account.otherProfit,
      positions: [...account.positions, order],
    },
    rate,
  );
}

/**
 * The liquidation price as a price of the pair's tick (`decimals` places): the first one at which
 * the account is due, rounded down for a net long and up for a net short. At this price the
 * sandbox liquidates; one tick before it, it does not.
 */
export function liquidationTick(liquidation: Liquidation, decimals: number): Big {
  return liquidation.price.round(decimals, liquidation.when === 'falls' ? Big.roundDown : Big.roundUp);
}
