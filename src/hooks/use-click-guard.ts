// Money and account actions fire once: clicks within 500 ms of the last accepted one, or while
// the previous request still runs, are ignored.
import { useCallback, useRef } from 'react';

export const CLICK_GUARD_MS = 500;

export function useClickGuard<A extends unknown[]>(
  action: (...args: A) => unknown,
  busy: boolean,
): (...args: A) => void {
  const last = useRef(0);
  const running = useRef(false);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (busy || running.current || now - last.current < CLICK_GUARD_MS) return;
      last.current = now;
      const result = action(...args);
      if (result instanceof Promise) {
        running.current = true;
        void result.finally(() => {
          running.current = false;
        });
      }
    },
    [action, busy],
  );
}
