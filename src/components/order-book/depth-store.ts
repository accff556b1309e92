// The ten-level order book of the pairs on screen, outside React: `market_depth` events are kept
// only for the symbols someone watches, collected as they arrive and published at most once per
// animation frame. Components read one symbol with useOrderBook(symbol) (useSyncExternalStore), so
// a book re-renders only when its own pair moved.
import Big from 'big.js';
import { useCallback, useSyncExternalStore } from 'react';
import type { SocketDepthLevels, SocketMarketDepth } from '@generated/model';
import { onSocketEvent } from '@/api/socket';

export interface DepthLevel {
  price: string;
  quantity: string;
}

export interface OrderBook {
  /** Highest first. */
  bids: DepthLevel[];
  /** Lowest first. */
  asks: DepthLevel[];
}

export const BOOK_LEVELS = 10;

const committed = new Map<string, OrderBook>();
const pending = new Map<string, OrderBook>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();
let frame: number | null = null;
let unsubscribeSocket: (() => void) | null = null;

const schedule: (fn: () => void) => unknown =
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn) => setTimeout(fn, 16);

const DECIMAL = /^\d+(\.\d+)?$/;

/** The levels of one side: parsed when they came JSON-encoded, invalid rows dropped, sorted. */
export function parseLevels(levels: SocketDepthLevels, side: 'bids' | 'asks'): DepthLevel[] {
  let rows: unknown = levels;
  if (typeof levels === 'string') {
    try {
      rows = JSON.parse(levels);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(rows)) return [];
  const parsed: DepthLevel[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || row.length < 2) continue;
    const price = String(row[0]);
    const quantity = String(row[1]);
    if (!DECIMAL.test(price) || !DECIMAL.test(quantity)) continue;
    parsed.push({ price, quantity });
  }
  parsed.sort((a, b) => (side === 'bids' ? new Big(b.price).cmp(a.price) : new Big(a.price).cmp(b.price)));
  return parsed.slice(0, BOOK_LEVELS);
}

function flush(): void {
  frame = null;
  if (pending.size === 0) return;
  pending.forEach((book, symbol) => committed.set(symbol, book));
  pending.clear();
  listeners.forEach((listener) => listener());
}

/** Takes one `market_depth` event (exported for tests); ignored unless its symbol is watched. */
export function applyMarketDepth(event: SocketMarketDepth): void {
  if (!watchers.has(event.symbol)) return;
  pending.set(event.symbol, { bids: parseLevels(event.bids, 'bids'), asks: parseLevels(event.asks, 'asks') });
  if (frame === null) frame = schedule(flush) as number;
}

function watch(symbol: string, listener: () => void): () => void {
  watchers.set(symbol, (watchers.get(symbol) ?? 0) + 1);
  listeners.add(listener);
  unsubscribeSocket ??= onSocketEvent('market_depth', applyMarketDepth);
  return () => {
    listeners.delete(listener);
    const count = (watchers.get(symbol) ?? 1) - 1;
    if (count > 0) watchers.set(symbol, count);
    else {
      watchers.delete(symbol);
      committed.delete(symbol);
      pending.delete(symbol);
    }
    if (listeners.size === 0 && unsubscribeSocket) {
      unsubscribeSocket();
      unsubscribeSocket = null;
    }
  };
}

/** The latest order book of one pair (`BTC/USDT`), or undefined until its first event. */
export function useOrderBook(symbol: string): OrderBook | undefined {
  const subscribe = useCallback((listener: () => void) => watch(symbol, listener), [symbol]);
  return useSyncExternalStore(
    subscribe,
    () => committed.get(symbol),
    () => undefined,
  );
}
