// A clock shared by every countdown that reads it: one timer while someone listens (none
// otherwise), publishing only when the time moved to the next step, read with
// useSyncExternalStore (no timer per component, no Date.now() during render).
import { createListeners } from './listeners';

export interface SteppedClock {
  subscribe: (listener: () => void) => () => void;
  /** The time of the last step, in milliseconds; a first reader gets the current step's time. */
  getNow: () => number;
}

export function createSteppedClock(stepMs: number): SteppedClock {
  let now = Date.now();
  const step = (time: number) => Math.floor(time / stepMs);
  /** Takes the current time if it is in another step; says whether it did. */
  const advance = (): boolean => {
    const next = Date.now();
    if (step(next) === step(now)) return false;
    now = next;
    return true;
  };
  const listeners = createListeners(() => {
    advance();
    const timer = setInterval(() => advance() && listeners.emit(), stepMs);
    return () => clearInterval(timer);
  });
  // While no one listens the clock does not tick: a first reader must not get the time of the
  // last tick (seconds or minutes old), so the snapshot catches up, in the same steps.
  const getNow = (): number => {
    if (listeners.size === 0) advance();
    return now;
  };
  return { subscribe: listeners.subscribe, getNow };
}
