// A wall clock that ticks once a second while some component reads it (product countdowns: IEO
// windows, lock expiries). One timer for every reader, read with useSyncExternalStore, so a
// countdown re-renders only itself.
import { useSyncExternalStore } from 'react';
import { createSteppedClock } from '@/lib/stepped-clock';

const clock = createSteppedClock(1000);
const snapshot = (): number => Math.floor(clock.getNow() / 1000) * 1000;

/** Now, in milliseconds, to the second. */
export function useSecondClock(): number {
  return useSyncExternalStore(clock.subscribe, snapshot, snapshot);
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
