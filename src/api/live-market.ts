// Live market data outside React: tickers from `daymarket` events are collected as they arrive
// and published at most once per animation frame. Components read one pair each with
// useLiveTicker(matchId) (useSyncExternalStore with a narrow selector), so a tick re-renders only
// the rows whose pair changed, and all of them in one commit.
import { useSyncExternalStore } from 'react';
import type { SocketDaymarket } from '../../generated/model';
import { createListeners } from '@/lib/listeners';
import { onSocketEvent } from './socket';

export interface LiveTicker {
  matchId: number;
  symbol: string;
  price: string;
  change: string;
  volume: string;
  high: string;
  low: string;
  time: number;
}

const committed = new Map<number, LiveTicker>();
/** The match id of each symbol seen (`BTC/USDT` → 1), for screens that know a pair by its symbol. */
const bySymbol = new Map<string, number>();
const pending = new Map<number, LiveTicker>();
let frame: number | null = null;
let publishes = 0;

const schedule: (fn: () => void) => number =
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn) => setTimeout(fn, 16) as unknown as number;

const text = (value: number | string | undefined): string => (value === undefined ? '' : String(value));

function signed(value: number | string): string {
  const s = String(value);
  return /^[+-]/.test(s) || Number(s) === 0 ? s : `+${s}`;
}

function flush(): void {
  frame = null;
  if (pending.size === 0) return;
  pending.forEach((ticker, id) => {
    committed.set(id, ticker);
    bySymbol.set(ticker.symbol, id);
  });
  pending.clear();
  publishes += 1;
  listeners.emit();
}

/** Takes one `daymarket` event (exported for tests and benchmarks). */
export function applyDaymarket(event: SocketDaymarket): void {
  pending.set(event.match_id, {
    matchId: event.match_id,
    symbol: event.symbol,
    price: text(event.now_price ?? event.close),
    change: signed(event.change),
    volume: text(event.volume),
    high: text(event.high),
    low: text(event.low),
    time: event.time ?? Date.now(),
  });
  if (frame === null) frame = schedule(flush);
}

// The socket's `daymarket` events are listened to while someone reads the store.
const listeners = createListeners(() => onSocketEvent('daymarket', applyDaymarket));
const { subscribe } = listeners;

/** The live ticker of one pair, or undefined until its first event. */
export function useLiveTicker(matchId: number): LiveTicker | undefined {
  return useSyncExternalStore(
    subscribe,
    () => committed.get(matchId),
    () => undefined,
  );
}

/** The last published ticker of a pair known by its symbol, outside React. */
export function getLiveTickerBySymbol(symbol: string): LiveTicker | undefined {
  const id = bySymbol.get(symbol);
  return id === undefined ? undefined : committed.get(id);
}

/** Calls `listener` after each publish (for hooks that read several pairs at once). */
export const subscribeLiveMarket = (listener: () => void): (() => void) => subscribe(listener);

/** The live ticker of a pair known by its symbol (`BTC/USDT`), or undefined until its first event. */
export function useLiveTickerBySymbol(symbol: string): LiveTicker | undefined {
  return useSyncExternalStore(
    subscribe,
    () => getLiveTickerBySymbol(symbol),
    () => undefined,
  );
}

/** The last published ticker of one pair, outside React (sorting, snapshots). */
export const getLiveTicker = (matchId: number): LiveTicker | undefined => committed.get(matchId);

/** How many times the store has published (one per animation frame with news, at most). */
export const livePublishCount = (): number => publishes;
