// The order book's arithmetic, on decimal strings with big.js: the price groupings a pair offers
// (its price precision and three coarser steps: 0.01 / 0.1 / 1 / 10 for a pair priced in cents),
// the levels merged into those groups (bids rounded down, asks rounded up, as the best exchanges
// group them, so a group never promises a better price than its orders), and each level's
// cumulative amount from the best price, as a share of the deeper side's total (the depth bars of
// both sides on one scale).
import Big from 'big.js';

export interface BookLevel {
  price: string;
  quantity: string;
}

export interface DepthRow extends BookLevel {
  /** The amount from the best level to this one, included. */
  total: string;
  /** `total` as a share of the larger side's whole amount (0..1): the depth bar's length. */
  depth: number;
}

/** How many groupings a pair offers: its precision and three coarser ones. */
export const GROUPING_STEPS = 4;

/** A step of `exponent` (-2 → "0.01", 0 → "1", 1 → "10"). */
function stepText(exponent: number): string {
  return exponent < 0 ? `0.${'0'.repeat(-exponent - 1)}1` : `1${'0'.repeat(exponent)}`;
}

/**
 * The price groupings of a pair of `decimals` price precision, finest first: 2 → 0.01, 0.1, 1, 10;
 * 5 (DOGE at 0.36120) → 0.00001 … 0.01; 0 → 1 … 1000.
 */
export function groupingSteps(decimals: number): string[] {
  const finest = -Math.max(0, Math.min(10, Math.floor(decimals)));
  return Array.from({ length: GROUPING_STEPS }, (_, i) => stepText(finest + i));
}

/** The decimals a grouped price is written with: those of the step (0.01 → 2, 10 → 0). */
export function stepDecimals(step: string): number {
  return step.includes('.') ? step.length - step.indexOf('.') - 1 : 0;
}

/**
 * Levels (best first) merged into groups of `step`: a bid's price rounded down to the step, an
 * ask's rounded up, the quantities of one group added; the order stays best first.
 */
export function groupLevels(levels: readonly BookLevel[], step: string, side: 'bids' | 'asks'): BookLevel[] {
  const size = new Big(step);
  const groups = new Map<string, Big>();
  for (const level of levels) {
    const units = new Big(level.price).div(size).round(0, side === 'bids' ? Big.roundDown : Big.roundUp);
    const price = units.times(size).toFixed(stepDecimals(step));
    groups.set(price, (groups.get(price) ?? new Big(0)).plus(level.quantity));
  }
  return [...groups].map(([price, quantity]) => ({ price, quantity: quantity.toFixed() }));
}

/** The running amount of each level from the best one. */
function cumulative(levels: readonly BookLevel[]): Big[] {
  let sum = new Big(0);
  return levels.map((level) => (sum = sum.plus(level.quantity)));
}

/**
 * Both sides with each level's cumulative amount and depth bar, on one scale: the side with more
 * amount reaches 1 at its deepest level.
 */
export function withCumulativeDepth(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
): { bids: DepthRow[]; asks: DepthRow[] } {
  const bidTotals = cumulative(bids);
  const askTotals = cumulative(asks);
  const deepest = [bidTotals.at(-1), askTotals.at(-1)].reduce<Big>(
    (max, total) => (total && total.gt(max) ? total : max),
    new Big(0),
  );
  const rows = (levels: readonly BookLevel[], totals: Big[]): DepthRow[] =>
    levels.map((level, i) => ({
      ...level,
      total: totals[i]!.toFixed(),
      // a bar's length only: a float is fine for a share of the width
      depth: deepest.gt(0) ? Number(totals[i]!.div(deepest).toFixed(4)) : 0,
    }));
  return { bids: rows(bids, bidTotals), asks: rows(asks, askTotals) };
}
