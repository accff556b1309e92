// The latest `daymarket` figures of every pair, kept without publishing anything to React: the
// sort of the market list reads them when the user taps a column, so that "highest change" means
// the change the rows show right now, not the one of the last REST answer. Rows themselves tick
// through the shared live store (useLiveTicker); this only remembers values.
import { useEffect } from 'react';
import { onSocketEvent } from '@/api/socket';
import type { PairFigures } from './market-data';

const latest = new Map<number, PairFigures>();
let holders = 0;
let unsubscribe: (() => void) | null = null;

/** Remembers the figures of one `daymarket` event. */
export function rememberTicker(event: {
  match_id: number;
  now_price?: number | string;
  close?: number | string;
  change?: number | string;
  volume?: number | string;
}): void {
  const previous = latest.get(event.match_id);
  const price = event.now_price ?? event.close;
  latest.set(event.match_id, {
    price: price === undefined ? (previous?.price ?? '') : String(price),
    change: event.change === undefined ? (previous?.change ?? '') : String(event.change),
    volume: event.volume === undefined ? (previous?.volume ?? '') : String(event.volume),
  });
}

/** The last figures pushed for a pair, if any arrived while a market screen was open. */
export const latestFigures = (matchId: number): PairFigures | undefined => latest.get(matchId);

/** Keeps the snapshot listening while the calling screen is mounted. */
export function useLiveSnapshot(): void {
  useEffect(() => {
    holders += 1;
    unsubscribe ??= onSocketEvent('daymarket', rememberTicker);
    return () => {
      holders -= 1;
      if (holders === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };
  }, []);
}
