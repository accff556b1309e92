// Recently viewed pairs, kept on this device (localStorage), newest first, at most ten. Read in
// React through useSyncExternalStore so that every screen showing them stays in step.
import { useSyncExternalStore } from 'react';

export interface RecentPair {
  /** Match id of the pair. */
  id: number;
  /** `BTC/USDT` */
  symbol: string;
}

export const RECENT_KEY = 'marketRecent';
export const RECENT_MAX = 10;

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: RecentPair[] } = { raw: null, list: [] };

const isRecent = (value: unknown): value is RecentPair =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as RecentPair).id) &&
  (value as RecentPair).id > 0 &&
  typeof (value as RecentPair).symbol === 'string' &&
  /^[A-Z0-9]{1,16}\/[A-Z0-9]{1,16}$/.test((value as RecentPair).symbol);

/** The stored list (a stable array while storage does not change). */
export function getRecentPairs(): RecentPair[] {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(RECENT_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.list;
  let list: RecentPair[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

function write(list: RecentPair[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_KEY);
    else localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: nothing is remembered.
  }
  listeners.forEach((listener) => listener());
}

/** Puts a pair first in the list (once), keeping the ten newest. */
export function addRecentPair(pair: RecentPair): void {
  if (!isRecent(pair)) return;
  const rest = getRecentPairs().filter((p) => p.id !== pair.id);
  write([{ id: pair.id, symbol: pair.symbol }, ...rest].slice(0, RECENT_MAX));
}

export function clearRecentPairs(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentPairs(): RecentPair[] {
  return useSyncExternalStore(subscribe, getRecentPairs, getRecentPairs);
}
