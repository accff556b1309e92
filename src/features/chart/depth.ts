// Order book levels from `market_depth` events. The push server sends `bids` and `asks` as
// `[[price, quantity], ...]` of numbers or decimal strings, and sometimes as that list
// JSON-encoded in a string. Levels become decimal strings (their precision kept), sorted best
// first (bids highest, asks lowest), cut to ten, with the running total of the quantity computed
// on decimals (big.js), never with binary floats.
import Big from 'big.js';
import type { SocketDepthLevels } from '@generated/model';

export type BookSide = 'bid' | 'ask';

export interface DepthLevel {
  price: string;
  amount: string;
  /** Quantity of this level and every better one. */
  total: string;
}

export interface DepthBook {
  bids: DepthLevel[];
  asks: DepthLevel[];
}

export const BOOK_LEVELS = 10;

/** A plain decimal string for a number or decimal from the wire; null when it is not one. */
export function toDecimal(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value).toFixed() : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/^\+/, '');
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  // Keep the digits the server sent ("96420.50" stays "96420.50"); exponents become plain text.
  return /e/i.test(text) ? new Big(text).toFixed() : text;
}

function rawLevels(levels: SocketDepthLevels | unknown): unknown[] {
  if (Array.isArray(levels)) return levels;
  if (typeof levels !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(levels);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * The best `limit` levels of one side, best first, with running totals. Malformed levels (not a
 * pair of numbers, negative or zero quantity, negative price) are skipped.
 */
export function parseDepthLevels(
  levels: SocketDepthLevels | unknown,
  side: BookSide,
  limit = BOOK_LEVELS,
): DepthLevel[] {
  const parsed: { price: string; amount: string; p: Big; a: Big }[] = [];
  for (const level of rawLevels(levels)) {
    if (!Array.isArray(level) || level.length < 2) continue;
    const price = toDecimal(level[0]);
    const amount = toDecimal(level[1]);
    if (price === null || amount === null) continue;
    const p = new Big(price);
    const a = new Big(amount);
    if (p.lte(0) || a.lte(0)) continue;
    parsed.push({ price, amount, p, a });
  }
  parsed.sort((x, y) => (side === 'bid' ? y.p.cmp(x.p) : x.p.cmp(y.p)));
  let total = new Big(0);
  return parsed.slice(0, limit).map(({ price, amount, a }) => {
    total = total.plus(a);
    return { price, amount, total: total.toFixed() };
  });
}

/** Both sides of a `market_depth` event. */
export function parseDepth(
  event: { bids: SocketDepthLevels; asks: SocketDepthLevels },
  limit = BOOK_LEVELS,
): DepthBook {
  return { bids: parseDepthLevels(event.bids, 'bid', limit), asks: parseDepthLevels(event.asks, 'ask', limit) };
}

/** The largest running total of both sides (the full width of the depth bars and chart). */
export function maxTotal(book: DepthBook): number {
  const last = (levels: DepthLevel[]) => Number(levels[levels.length - 1]?.total ?? 0);
  return Math.max(last(book.bids), last(book.asks));
}

/** Mid price and spread of the best bid and ask, as decimals; null while a side is empty. */
export function spreadOf(book: DepthBook): { spread: string; mid: string } | null {
  const bid = book.bids[0];
  const ask = book.asks[0];
  if (!bid || !ask) return null;
  const b = new Big(bid.price);
  const a = new Big(ask.price);
  return { spread: a.minus(b).toFixed(), mid: a.plus(b).div(2).toFixed() };
}

export interface DepthChartShape {
  /** SVG path of the bids' cumulative area (left of the middle). */
  bids: string;
  /** SVG path of the asks' cumulative area (right of the middle). */
  asks: string;
  minPrice: number;
  maxPrice: number;
  maxTotal: number;
}

/**
 * The depth chart's two step areas in a `width` x `height` box: price runs left to right from the
 * lowest bid to the highest ask, the height is the running total (the deeper, the higher). Null
 * while one side is empty. Coordinates only: floats are fine for pixels.
 */
export function depthChartShape(book: DepthBook, width: number, height: number): DepthChartShape | null {
  const lowest = book.bids[book.bids.length - 1];
  const highest = book.asks[book.asks.length - 1];
  if (!lowest || !highest) return null;
  const minPrice = Number(lowest.price);
  const maxPrice = Number(highest.price);
  const top = maxTotal(book);
  const span = maxPrice - minPrice || 1;
  const x = (price: string) => ((Number(price) - minPrice) / span) * width;
  const y = (total: string) => height - (top > 0 ? (Number(total) / top) * height * 0.92 : 0);
  const r = (n: number) => Math.round(n * 10) / 10;

  const side = (levels: DepthLevel[], edge: number) => {
    const first = levels[0]!;
    let d = `M${r(x(first.price))},${height}`;
    levels.forEach((level, i) => {
      if (i > 0) d += ` L${r(x(level.price))},${r(y(levels[i - 1]!.total))}`;
      d += ` L${r(x(level.price))},${r(y(level.total))}`;
    });
    d += ` L${edge},${r(y(levels[levels.length - 1]!.total))} L${edge},${height} Z`;
    return d;
  };
  return { bids: side(book.bids, 0), asks: side(book.asks, width), minPrice, maxPrice, maxTotal: top };
}
