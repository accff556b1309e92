// The figures of a crypto-backed loan, used by every loan screen (decimal arithmetic, big.js):
// - collateral = amount ÷ (price × loan-to-value), rounded up to 8 decimals (never less than the
//   product asks for);
// - interest = amount × daily rate × term days, rounded up to 8 decimals;
// - due = amount + interest;
// - liquidation price = debt ÷ (collateral × liquidation ratio), rounded up to 8 decimals: the
//   collateral price at which the debt reaches the liquidation loan-to-value. Rounding up warns
//   early, never late.
// 1000 USDT for 30 days at 0.05 % a day against BTC at 64,250.12 with 65 % LTV and 85 %
// liquidation: 0.02394489 BTC collateral, 15 USDT interest, 1015 USDT due, liquidation at
// 49,869.41460407 USDT.
// The sandbox takes its collateral, and liquidates at a price at or below the liquidation price,
// with this very module (sandbox/src/domain/earn-loans.ts). Pure: big.js only.
import Big from 'big.js';
import { toDecimal } from './decimal';

export const LOAN_DECIMALS = 8;

type DecimalInput = Big | string | number;

export interface LoanQuoteInput {
  /** Amount borrowed, in the loan coin. */
  amount: DecimalInput;
  /** Interest per day as a fraction (`"0.0005"` = 0.05 % a day). */
  dayRate: DecimalInput;
  /** Term in days. */
  days: number;
  /** Initial loan-to-value as a fraction (`"0.65"`). */
  loanToValue: DecimalInput;
  /** Loan-to-value at which the collateral is sold, as a fraction (`"0.85"`). */
  liquidationRatio: DecimalInput;
  /** Price of one collateral coin in the loan coin. */
  price: DecimalInput;
}

export interface LoanQuote {
  collateral: Big;
  interest: Big;
  due: Big;
  /** Null when it cannot be computed (no collateral or a zero ratio). */
  liquidationPrice: Big | null;
}

const up = (value: Big) => value.round(LOAN_DECIMALS, Big.roundUp);

/** The collateral coin price at which `debt` against `collateral` reaches the liquidation ratio. */
export function liquidationPrice(
  debt: DecimalInput,
  collateral: DecimalInput,
  liquidationRatio: DecimalInput,
): Big | null {
  const base = toDecimal(collateral).times(toDecimal(liquidationRatio));
  if (base.lte(0)) return null;
  const owed = toDecimal(debt);
  return owed.lte(0) ? new Big(0) : up(owed.div(base));
}

export function loanQuote({ amount, dayRate, days, loanToValue, liquidationRatio, price }: LoanQuoteInput): LoanQuote {
  const principal = toDecimal(amount);
  const worth = toDecimal(price).times(toDecimal(loanToValue));
  const collateral = worth.lte(0) || principal.lte(0) ? new Big(0) : up(principal.div(worth));
  const interest = principal.lte(0)
    ? new Big(0)
    : up(principal.times(toDecimal(dayRate)).times(Math.max(0, Math.floor(days))));
  const due = principal.plus(interest);
  return { collateral, interest, due, liquidationPrice: liquidationPrice(due, collateral, liquidationRatio) };
}

export interface RepayPreview {
  /** What is still owed after this repayment (never below 0). */
  remaining: Big;
  /** The repayment settles the loan: the collateral comes back. */
  full: boolean;
  /** Liquidation price of what is still owed; null when settled. */
  liquidationPrice: Big | null;
}

/** What a repayment of `repay` leaves of a loan owing `owed` against `collateral`. */
export function repayPreview(
  owed: DecimalInput,
  repay: DecimalInput,
  collateral: DecimalInput,
  liquidationRatio: DecimalInput,
): RepayPreview {
  const left = toDecimal(owed).minus(toDecimal(repay));
  const remaining = left.lt(0) ? new Big(0) : left;
  const full = remaining.eq(0);
  return { remaining, full, liquidationPrice: full ? null : liquidationPrice(remaining, collateral, liquidationRatio) };
}

/** Decimals a liquidation price is shown with: rounded up, so the warning is never late. */
export const LOAN_PRICE_DECIMALS = 2;

/** A liquidation price for display: rounded up to `LOAN_PRICE_DECIMALS`. */
export const displayPrice = (value: DecimalInput): Big => toDecimal(value).round(LOAN_PRICE_DECIMALS, Big.roundUp);

const pad = (n: number) => String(n).padStart(2, '0');

/** The due date (`Y-m-d`) of a loan of `days` days taken at `now`. */
export function loanDueDate(days: number, now: number = Date.now()): string {
  const taken = new Date(now);
  const due = new Date(taken.getFullYear(), taken.getMonth(), taken.getDate() + Math.max(0, Math.floor(days)));
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
