// The arithmetic and the rules of the spot order form, on decimal strings with big.js (never
// binary floats). Pure functions: the form, the order book and the tests share them.
import Big from 'big.js';
import { PositiveAmountRegExp } from '@generated/zod/schemas/positiveAmount.zod';
import type { CoinOrder } from '@generated/model';
import { isAmount } from '@/lib/validators';

export type Side = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market';

/** Decimals kept for amounts of the base currency and totals of the quote currency. */
export const AMOUNT_DECIMALS = 8;
export const TOTAL_DECIMALS = 8;
/** The most decimals a typed price, amount or total may have (the contract's limit). */
export const INPUT_DECIMALS = 10;
export const PERCENTS = [25, 50, 75, 100] as const;

/** A decimal string as Big, or null when it is not a plain non-negative decimal. */
export function toBig(value: string | number | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

/** Drops the trailing zeros of a fixed decimal (`"0.01000000"` → `"0.01"`, `"12.000"` → `"12"`). */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A Big rounded down to `decimals` places, without trailing zeros. */
export function floorTo(value: Big, decimals: number): string {
  return trimZeros(value.round(decimals, Big.roundDown).toFixed(decimals));
}

/** A Big rounded half up to `decimals` places, without trailing zeros. */
export function roundTo(value: Big, decimals: number): string {
  return trimZeros(value.round(decimals, Big.roundHalfUp).toFixed(decimals));
}

/**
 * Cleans what is typed into a decimal field: digits and one decimal point (a comma counts as one),
 * at most INPUT_DECIMALS decimals; a leading point becomes `0.`.
 */
export function cleanDecimalInput(raw: string): string {
  let text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot !== -1) {
    const whole = text.slice(0, dot) || '0';
    const fraction = text
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, INPUT_DECIMALS);
    text = `${whole}.${fraction}`;
  }
  return text;
}

/** A value the contract accepts as a positive amount or price (and the shared amount rule). */
export function isPositiveDecimal(value: string): boolean {
  return isAmount(value) && PositiveAmountRegExp.test(value);
}

/** amount × price in the quote currency, '' when either is missing or not a number. */
export function totalFor(amount: string, price: string): string {
  const a = toBig(amount);
  const p = toBig(price);
  if (!a || !p) return '';
  return roundTo(a.times(p), TOTAL_DECIMALS);
}

/** total ÷ price in the base currency, rounded down so that it never costs more than the total. */
export function amountFor(total: string, price: string): string {
  const t = toBig(total);
  const p = toBig(price);
  if (!t || !p || p.eq(0)) return '';
  return floorTo(t.div(p), AMOUNT_DECIMALS);
}

/**
 * The amount and total for "use `percent` % of what is available": a buy spends that share of
 * the quote balance at the price, a sell sells that share of the base balance.
 */
export function fillFromPercent(
  side: Side,
  percent: number,
  available: string,
  price: string,
): { amount: string; total: string } {
  const balance = toBig(available);
  if (!balance) return { amount: '', total: '' };
  const share = balance.times(percent).div(100);
  if (side === 'sell') {
    const amount = floorTo(share, AMOUNT_DECIMALS);
    return { amount, total: totalFor(amount, price) };
  }
  const total = floorTo(share, TOTAL_DECIMALS);
  return { amount: amountFor(total, price), total };
}

export interface OrderValues {
  price: string;
  amount: string;
  total: string;
}

export interface OrderContext {
  side: Side;
  kind: OrderKind;
  /** Available balance of the currency this order spends (quote for a buy, base for a sell). */
  available: string | undefined;
  /** The last price, used for market orders. */
  lastPrice: string | undefined;
}

/** i18n keys (namespace `spot-trade`) of the messages a field may show. */
export type OrderError =
  | 'validation.priceRequired'
  | 'validation.priceInvalid'
  | 'validation.amountRequired'
  | 'validation.amountInvalid'
  | 'validation.insufficientBalance'
  | 'validation.balanceUnknown'
  | 'validation.noMarketPrice';

/** The price an order is costed at: the limit price, or the last price for a market order. */
export function effectivePrice(values: Pick<OrderValues, 'price'>, context: OrderContext): string | undefined {
  return context.kind === 'limit' ? values.price : context.lastPrice;
}

/**
 * Checks an order before it is sent: a correct price (limit orders) and amount, then that it fits
 * the available balance (a buy costs amount × price of the quote currency, a sell spends amount
 * of the base currency). Returns the first problem of each field.
 */
export function validateOrder(
  values: OrderValues,
  context: OrderContext,
): Partial<Record<keyof OrderValues, OrderError>> {
  const errors: Partial<Record<keyof OrderValues, OrderError>> = {};
  const price = values.price.trim();
  const amount = values.amount.trim();
  if (context.kind === 'limit') {
    if (price === '') errors.price = 'validation.priceRequired';
    else if (!isPositiveDecimal(price)) errors.price = 'validation.priceInvalid';
  }
  if (amount === '') errors.amount = 'validation.amountRequired';
  else if (!isPositiveDecimal(amount)) errors.amount = 'validation.amountInvalid';
  if (errors.price || errors.amount) return errors;

  const available = toBig(context.available);
  if (!available) {
    errors.amount = 'validation.balanceUnknown';
    return errors;
  }
  if (context.side === 'sell') {
    if (new Big(amount).gt(available)) errors.amount = 'validation.insufficientBalance';
    return errors;
  }
  const at = toBig(effectivePrice({ price }, context));
  if (!at || at.eq(0)) {
    errors.amount = 'validation.noMarketPrice';
    return errors;
  }
  if (new Big(amount).times(at).gt(available)) errors.amount = 'validation.insufficientBalance';
  return errors;
}

/** The average fill price of a filled order: the server's, else the limit (a market order has none). */
export function averagePrice(order: CoinOrder): string | undefined {
  if (order.status !== 2) return undefined;
  if (order.fill_price && toBig(order.fill_price)) return order.fill_price;
  return toBig(order.target_price)?.gt(0) ? order.target_price : undefined;
}
