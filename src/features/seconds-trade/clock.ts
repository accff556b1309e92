// One shared clock for every countdown of the area: a module-level "now" that ticks while some
// component listens, read with useSyncExternalStore (no timer per component, no Date.now() during
// render).
import { useSyncExternalStore } from 'react';

const TICK_MS = 250;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  const next = Date.now();
  // Publish only when the displayed second may have changed.
  if (Math.floor(next / TICK_MS) === Math.floor(now / TICK_MS)) return;
  now = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

// While no one listens the clock does not tick; a first reader must not get the time of the last
// tick (seconds or minutes old), so the snapshot catches up, in the same 250 ms steps as the tick.
const getNow = (): number => {
  if (timer === null) {
    const next = Date.now();
    if (Math.floor(next / TICK_MS) !== Math.floor(now / TICK_MS)) now = next;
  }
  return now;
};

/** The current time in milliseconds, refreshed four times a second while anyone reads it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
