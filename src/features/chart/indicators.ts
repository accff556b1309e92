// Chart overlays computed from closing prices, pure and synchronous: simple moving averages
// MA(5, 10, 30), exponential moving averages EMA(12, 26) and Bollinger bands BOLL(20, 2).
// Series are aligned with their input: index i is the value at candle i, `undefined` while there
// are not yet enough candles. The `...At` functions compute one index, so a live candle updates
// its overlays without recomputing the whole history.
//
// Definitions (as TA-Lib and the big exchanges' charts use them):
// - MA(n) at i: the mean of the n closes ending at i.
// - EMA(n): seeded with MA(n) at i = n - 1, then EMA_i = a * close_i + (1 - a) * EMA_(i-1) with
//   a = 2 / (n + 1).
// - BOLL(n, k): middle = MA(n); upper/lower = middle +/- k * the population standard deviation of
//   the same n closes.
// Prices on a chart are plotted as numbers; money arithmetic is never done here.

export type OverlayId = 'ma' | 'ema' | 'boll';

export interface OverlayLine {
  /** Key of the line (`ma5`, `ema12`, `bollUpper`, ...). */
  key: string;
  /** Short name shown in the legend: a technical symbol, the same in every language. */
  name: string;
  /** The CSS variable of its colour (one value per theme, src/styles/app.css). */
  color: `--chart-${string}`;
  /** How many candles the line needs before it has a value. */
  needs: number;
}

export interface OverlayDef {
  id: OverlayId;
  /** The indicator's symbol, the same in every language (like a ticker). */
  name: string;
  lines: readonly OverlayLine[];
}

export const MA_PERIODS = [5, 10, 30] as const;
export const EMA_PERIODS = [12, 26] as const;
export const BOLL_PERIOD = 20;
export const BOLL_WIDTH = 2;

export const OVERLAYS: readonly OverlayDef[] = [
  {
    id: 'ma',
    name: 'MA',
    lines: [
      { key: 'ma5', name: 'MA5', color: '--chart-ma5', needs: 5 },
      { key: 'ma10', name: 'MA10', color: '--chart-ma10', needs: 10 },
      { key: 'ma30', name: 'MA30', color: '--chart-ma30', needs: 30 },
    ],
  },
  {
    id: 'ema',
    name: 'EMA',
    lines: [
      { key: 'ema12', name: 'EMA12', color: '--chart-ema12', needs: 12 },
      { key: 'ema26', name: 'EMA26', color: '--chart-ema26', needs: 26 },
    ],
  },
  {
    id: 'boll',
    name: 'BOLL',
    lines: [
      { key: 'bollMid', name: 'BOLL', color: '--chart-boll', needs: BOLL_PERIOD },
      { key: 'bollUpper', name: 'UB', color: '--chart-boll-upper', needs: BOLL_PERIOD },
      { key: 'bollLower', name: 'LB', color: '--chart-boll-lower', needs: BOLL_PERIOD },
    ],
  },
];

export interface Band {
  middle: number;
  upper: number;
  lower: number;
}

/** MA(period) at `index`, or undefined with fewer than `period` closes up to it. */
export function smaAt(values: readonly number[], index: number, period: number): number | undefined {
  if (period < 1 || index < period - 1 || index >= values.length) return undefined;
  let sum = 0;
  for (let i = index - period + 1; i <= index; i += 1) sum += values[i]!;
  return sum / period;
}

/** MA(period) of every index. */
export function sma(values: readonly number[], period: number): (number | undefined)[] {
  return values.map((_, i) => smaAt(values, i, period));
}

/**
 * EMA(period) at `index` given the EMA at `index - 1` (`previous`): the seed MA at
 * `period - 1`, undefined before it or when the previous value is missing.
 */
export function emaAt(
  values: readonly number[],
  previous: number | undefined,
  index: number,
  period: number,
): number | undefined {
  if (period < 1 || index < period - 1 || index >= values.length) return undefined;
  if (index === period - 1) return smaAt(values, index, period);
  if (previous === undefined) return undefined;
  const alpha = 2 / (period + 1);
  return alpha * values[index]! + (1 - alpha) * previous;
}

/** EMA(period) of every index. */
export function ema(values: readonly number[], period: number): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  for (let i = 0; i < values.length; i += 1) out.push(emaAt(values, out[i - 1], i, period));
  return out;
}

/** BOLL(period, width) at `index`, or undefined with fewer than `period` closes up to it. */
export function bollAt(values: readonly number[], index: number, period: number, width: number): Band | undefined {
  const middle = smaAt(values, index, period);
  if (middle === undefined) return undefined;
  let squares = 0;
  for (let i = index - period + 1; i <= index; i += 1) squares += (values[i]! - middle) ** 2;
  const deviation = Math.sqrt(squares / period);
  return { middle, upper: middle + width * deviation, lower: middle - width * deviation };
}

/** BOLL(period, width) of every index. */
export function boll(values: readonly number[], period: number, width: number): (Band | undefined)[] {
  return values.map((_, i) => bollAt(values, i, period, width));
}

/** Every overlay line's values for a series of closes, keyed as in OVERLAYS. */
export function overlaySeries(closes: readonly number[]): Record<string, (number | undefined)[]> {
  const bands = boll(closes, BOLL_PERIOD, BOLL_WIDTH);
  return {
    ma5: sma(closes, 5),
    ma10: sma(closes, 10),
    ma30: sma(closes, 30),
    ema12: ema(closes, 12),
    ema26: ema(closes, 26),
    bollMid: bands.map((b) => b?.middle),
    bollUpper: bands.map((b) => b?.upper),
    bollLower: bands.map((b) => b?.lower),
  };
}

/**
 * Every overlay line's value at the last index after the last close changed or was appended,
 * from the previous EMA values (`series` as overlaySeries returned it, kept up to date).
 */
export function overlayValuesAt(
  closes: readonly number[],
  index: number,
  series: Readonly<Record<string, (number | undefined)[]>>,
): Record<string, number | undefined> {
  const band = bollAt(closes, index, BOLL_PERIOD, BOLL_WIDTH);
  return {
    ma5: smaAt(closes, index, 5),
    ma10: smaAt(closes, index, 10),
    ma30: smaAt(closes, index, 30),
    ema12: emaAt(closes, series.ema12?.[index - 1], index, 12),
    ema26: emaAt(closes, series.ema26?.[index - 1], index, 26),
    bollMid: band?.middle,
    bollUpper: band?.upper,
    bollLower: band?.lower,
  };
}
