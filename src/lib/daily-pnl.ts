// Daily profit and loss of an account, as exchanges define it: a day's P/L is the account's value
// at the day's end less its value at the day's start less the day's net inflow (money that came in
// from outside less what went out: deposits, withdrawals, ...), so that a deposit is not a gain
// and a withdrawal not a loss. The sandbox computes every day of the proposed /user/pnl_history
// with this very module (sandbox/src/domain/pnl-history.ts) and the P/L screen sums and rates the
// days with it. Figures in USDT, cut to 2 decimals the way the screens show them. Pure: big.js only.
import Big from 'big.js';
import { toDecimal } from './decimal';

export const PNL_DECIMALS = 2;
/** The ranges the P/L screen offers (and the operation accepts). */
export const PNL_RANGES = [7, 30, 90] as const;
export type PnlRange = (typeof PNL_RANGES)[number];

type DecimalInput = Big | string | number;

export interface PnlDayInput {
  /** Value at the day's start (00:00 UTC). */
  start: DecimalInput;
  /** Value at the day's end (now, for today). */
  end: DecimalInput;
  /** Money in from outside less money out, that day. */
  inflow: DecimalInput;
}

/** One day's P/L: end − start − net inflow, rounded half-up to 2 decimals. */
export function dailyPnl({ start, end, inflow }: PnlDayInput): Big {
  return toDecimal(end).minus(toDecimal(start)).minus(toDecimal(inflow)).round(PNL_DECIMALS, Big.roundHalfUp);
}

/** A P/L with its sign always written (`+12.30`, `-4.05`, `0.00`), as the contract's SignedDecimal. */
export function signedPnl(value: Big): string {
  const text = value.toFixed(PNL_DECIMALS);
  return value.gt(0) ? `+${text}` : value.eq(0) ? new Big(0).toFixed(PNL_DECIMALS) : text;
}

/**
 * The P/L rate of a day or a range in percent: P/L over what was at stake (the value at the
 * start plus what came in during it). Null when nothing was at stake (a new, empty account).
 */
export function pnlRate(pnl: DecimalInput, start: DecimalInput, inflow: DecimalInput): Big | null {
  const inflowIn = toDecimal(inflow);
  const base = toDecimal(start).plus(inflowIn.gt(0) ? inflowIn : 0);
  if (base.lte(0)) return null;
  return toDecimal(pnl).div(base).times(100).round(PNL_DECIMALS, Big.roundHalfUp);
}

export interface PnlDayRow {
  date: string;
  start_value: string;
  end_value: string;
  net_inflow: string;
  pnl: string;
}

export interface PnlSummary {
  /** The sum of the days' P/L. */
  total: Big;
  /** Today's (the last day's) P/L; null without days. */
  today: Big | null;
  /** The range's P/L rate in percent (null when nothing was at stake). */
  rate: Big | null;
  /** Running sums of the days' P/L, one per day (the cumulative line of the chart). */
  cumulative: Big[];
  /** Days with a gain, days with a loss. */
  up: number;
  down: number;
}

/** Sums the days of a range (oldest first): total, today, rate, running sums, winning and losing days. */
export function summarizePnl(days: readonly PnlDayRow[]): PnlSummary {
  let total = new Big(0);
  let inflow = new Big(0);
  let up = 0;
  let down = 0;
  const cumulative: Big[] = [];
  for (const day of days) {
    const pnl = toDecimal(day.pnl);
    total = total.plus(pnl);
    const dayInflow = toDecimal(day.net_inflow);
    if (dayInflow.gt(0)) inflow = inflow.plus(dayInflow);
    if (pnl.gt(0)) up += 1;
    else if (pnl.lt(0)) down += 1;
    cumulative.push(total);
  }
  const first = days[0];
  return {
    total,
    today: days.length > 0 ? toDecimal(days[days.length - 1]!.pnl) : null,
    rate: first ? pnlRate(total, first.start_value, inflow) : null,
    cumulative,
    up,
    down,
  };
}
