// Converting small balances ("dust") into one coin: which balances count as dust, and what each
// gives. A coin gives amount × its USDT price ÷ the target's USDT price; the fee is `feeRate` of
// that, kept by the site; what arrives is the rest, cut (never rounded up) to the target's
// decimals, and so is the fee. The totals are the sums of the rows as shown. The small-balances
// screen previews with this module and the sandbox settles with it
// (sandbox/src/domain/money-dust.ts), from the same figures: the preview is the result.
// Pure: big.js only.
import Big from 'big.js';
import { toDecimal } from './decimal';

type DecimalInput = Big | string | number;

/** A balance worth more than 0 and less than `thresholdUsdt` at its USDT price is dust. */
export function isDust(amount: DecimalInput, usdtPrice: DecimalInput, thresholdUsdt: DecimalInput): boolean {
  const value = toDecimal(amount).times(toDecimal(usdtPrice));
  return toDecimal(amount).gt(0) && toDecimal(usdtPrice).gt(0) && value.lt(toDecimal(thresholdUsdt));
}

export interface DustItem {
  currency: number;
  amount: DecimalInput;
  usdtPrice: DecimalInput;
}

export interface DustTerms {
  /** USDT price of one unit of the target coin. */
  toPrice: DecimalInput;
  /** The fee as a fraction of what a coin gives (`0.02` = 2 %). */
  feeRate: DecimalInput;
  /** Decimals the target coin is cut to. */
  decimals: number;
}

export interface DustRow {
  currency: number;
  amount: Big;
  /** What the coin is worth in USDT. */
  valueUsdt: Big;
  /** The fee, in the target coin. */
  fee: Big;
  /** What arrives, in the target coin. */
  received: Big;
}

export interface DustPreview {
  rows: DustRow[];
  fee: Big;
  received: Big;
}

/** What converting `items` into the target gives, row by row and in total. */
export function dustPreview(items: readonly DustItem[], terms: DustTerms): DustPreview {
  const toPrice = toDecimal(terms.toPrice);
  const rate = toDecimal(terms.feeRate);
  const rows = items.map((item) => {
    const amount = toDecimal(item.amount);
    const valueUsdt = amount.times(toDecimal(item.usdtPrice));
    const gross = toPrice.gt(0) ? valueUsdt.div(toPrice) : new Big(0);
    const fee = gross.times(rate).round(terms.decimals, Big.roundDown);
    const received = gross.minus(fee).round(terms.decimals, Big.roundDown);
    return { currency: item.currency, amount, valueUsdt, fee, received };
  });
  return {
    rows,
    fee: rows.reduce((sum, r) => sum.plus(r.fee), new Big(0)),
    received: rows.reduce((sum, r) => sum.plus(r.received), new Big(0)),
  };
}

/** Whether `given` is within `tolerance` (a fraction) of `live`: a preview's price still holds. */
export function priceHolds(given: DecimalInput, live: DecimalInput, tolerance: DecimalInput): boolean {
  const l = toDecimal(live);
  if (l.lte(0)) return false;
  return toDecimal(given).minus(l).abs().div(l).lte(toDecimal(tolerance));
}
