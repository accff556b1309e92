// The last prices of each pair for the mini price line, outside React: `daymarket` ticks are
// collected as they arrive and published at most once per animation frame; a component reads one
// pair with usePriceLine(matchId) (useSyncExternalStore), so a tick re-renders only that line.
import { useSyncExternalStore } from 'react';
import type { SocketDaymarket } from '@generated/model';
import { onSocketEvent } from '@/api/socket';

export const PRICE_LINE_POINTS = 60;
const EMPTY: readonly number[] = [];
const lines = new Map<number, readonly number[]>();
const pending = new Map<number, number[]>();
const listeners = new Set<() => void>();
let frame: number | null = null;
let unsubscribeSocket: (() => void) | null = null;

const schedule: (fn: () => void) => number =
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn) => setTimeout(fn, 16) as unknown as number;

function flush(): void {
  frame = null;
  if (pending.size === 0) return;
  pending.forEach((prices, matchId) => {
    const next = [...(lines.get(matchId) ?? EMPTY), ...prices];
    lines.set(matchId, next.length > PRICE_LINE_POINTS ? next.slice(-PRICE_LINE_POINTS) : next);
  });
  pending.clear();
  listeners.forEach((listener) => listener());
}

/** Takes one price of a pair (exported for tests). */
export function pushPrice(matchId: number, price: number): void {
  if (!Number.isFinite(price) || price <= 0) return;
  const list = pending.get(matchId);
  if (list) list.push(price);
  else pending.set(matchId, [price]);
  if (frame === null) frame = schedule(flush);
}

function onDaymarket(event: SocketDaymarket): void {
  pushPrice(event.match_id, Number(event.now_price ?? event.close));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  unsubscribeSocket ??= onSocketEvent('daymarket', onDaymarket);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && unsubscribeSocket) {
      unsubscribeSocket();
      unsubscribeSocket = null;
    }
  };
}

/** The last prices of a pair, oldest first (at most 60). */
export function usePriceLine(matchId: number): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => lines.get(matchId) ?? EMPTY,
    () => EMPTY,
  );
}
