// A wall clock that ticks once a second while some component reads it (product countdowns: IEO
// windows, lock expiries). One timer for every reader, read with useSyncExternalStore, so a
// countdown re-renders only itself.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let second = Math.floor(Date.now() / 1000);
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    const next = Math.floor(Date.now() / 1000);
    if (next === second) return;
    second = next;
    listeners.forEach((l) => l());
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

// A first reader gets the current second, not the one of the last tick.
const snapshot = (): number => {
  if (timer === null) second = Math.floor(Date.now() / 1000);
  return second * 1000;
};

/** Now, in milliseconds, to the second. */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A server wall-clock time (`Y-m-d[ H:i:s]`, no zone) read as the user's local time; NaN when unreadable. */
export function parseServerTime(value: string | null | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec((value ?? '').trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until `target` split into days, hours, minutes and seconds (all 0 once passed). */
export function countdownTo(target: number, now: number): Countdown {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
