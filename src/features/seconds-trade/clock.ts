// One shared clock for every countdown of the area, four steps a second (lib/stepped-clock).
import { useSyncExternalStore } from 'react';
import { createSteppedClock } from '@/lib/stepped-clock';

const clock = createSteppedClock(250);

/** The current time in milliseconds, refreshed four times a second while anyone reads it. */
export function useNow(): number {
  return useSyncExternalStore(clock.subscribe, clock.getNow, clock.getNow);
}
