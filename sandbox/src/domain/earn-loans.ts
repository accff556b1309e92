// Loans against collateral. The collateral asked for is amount ÷ (price × pledge_rate) at the live
// price of the collateral in the loan coin; it stays frozen in the spot account while the loan
// owes. Interest accrues once a day on the principal still owed (amount × day_rate; a job per day
// on the sandbox clock); a repayment pays interest first, then principal, and repaying all that
// is owed releases the collateral. The loan is liquidated (the collateral taken) when its debt
// reaches liquidation_rate of the collateral's worth, i.e. at the price debt ÷ (collateral ×
// liquidation_rate) rounded up as the app shows it (src/lib/loan-terms.ts), or when it still owes
// at its due time.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { spendFrozen } from './ledger';
import { liquidationPrice as liquidationPriceOf, loanQuote } from '../../../src/lib/loan-terms';

/** The job accruing day `day` of a loan; the last day is also the due time. */
export const LOAN_DAY_JOB = 'loans.day';

export interface LoanRow {
  id: number;
  user_id: number;
  product_id: number;
  currency_id: number;
  pledge_currency_id: number;
  amount: string;
  pledge_amount: string;
  day_rate: string;
  days: number;
  liquidation_rate: string;
  interest: string;
  accrued_days: number;
  interest_paid: string;
  principal_paid: string;
  status: number;
  created_at: number;
  due_at: number;
}

/** The collateral needed for `amount` at `price` (collateral in the loan coin), rounded up to 8 decimals (the app's module). */
export const requiredPledge = (amount: Big.BigSource, price: Big.BigSource, pledgeRate: Big.BigSource): Big =>
  loanQuote({
    amount: new Big(amount),
    price: new Big(price),
    loanToValue: new Big(pledgeRate),
    dayRate: 0,
    days: 0,
    liquidationRatio: 1,
  }).collateral;

export const repaid = (o: LoanRow): Big => new Big(o.interest_paid).plus(o.principal_paid);

/** What settles the loan now: principal plus interest accrued, minus what was repaid. */
export const remaining = (o: LoanRow): Big =>
  o.status === 1 ? new Big(o.amount).plus(o.interest).minus(repaid(o)) : new Big(0);

/** The collateral price at which the loan is liquidated, rounded up (the app's module; 0 once it has ended). */
export function liquidationPrice(o: LoanRow): Big {
  return liquidationPriceOf(remaining(o), new Big(o.pledge_amount), new Big(o.liquidation_rate)) ?? new Big(0);
}

/** Whether the collateral's price has fallen to the liquidation price the loan list shows. */
export const underwater = (o: LoanRow, price: Big.BigSource): boolean =>
  o.status === 1 && remaining(o).gt(0) && new Big(price).lte(liquidationPrice(o));

/** A repayment split: interest owed first, then principal. */
export function splitRepayment(o: LoanRow, amount: Big.BigSource): { interest: Big; principal: Big } {
  const interestOwed = new Big(o.interest).minus(o.interest_paid);
  const pay = new Big(amount);
  const interest = pay.lt(interestOwed) ? pay : interestOwed;
  return { interest, principal: pay.minus(interest) };
}

/** Takes the collateral of an active loan and ends it (status 3). */
export async function liquidate(q: Queryable, o: LoanRow, at: number, why: string): Promise<void> {
  await spendFrozen(q, {
    userId: o.user_id,
    account: 'change',
    currencyId: o.pledge_currency_id,
    value: o.pledge_amount,
    kind: 'loan_liquidation',
    ref: o.id,
    memo: why,
    at,
  });
  await q.query('UPDATE loan_orders SET status = 3, ended_at = $2 WHERE id = $1', [o.id, at]);
}

/**
 * Accrues the loan's interest up to day `day` (days already accrued are skipped), on the principal
 * still owed. Answers the loan as it is afterwards, or null when it is no longer active.
 */
export async function accrue(q: Queryable, loanId: number, day: number): Promise<LoanRow | null> {
  const o = await q.one<LoanRow>('SELECT * FROM loan_orders WHERE id = $1 FOR UPDATE', [loanId]);
  if (!o || o.status !== 1) return null;
  if (o.accrued_days >= day) return o;
  const principal = new Big(o.amount).minus(o.principal_paid);
  const interest = principal.times(o.day_rate).times(day - o.accrued_days);
  const row = await q.one<LoanRow>(
    'UPDATE loan_orders SET interest = interest + $2::numeric, accrued_days = $3::int WHERE id = $1 RETURNING *',
    [o.id, interest.toFixed(), day],
  );
  return row ?? null;
}
