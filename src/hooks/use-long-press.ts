// Press and hold on an element (touch, pen or mouse), or its context menu (a right click, the
// keyboard's Menu key or Shift+F10, Android's own long press): one call of `onLongPress`. The
// click that ends a held press is swallowed (`clickAfterLongPress` says so), and moving the finger
// (a scroll) cancels the hold.
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a press is held before it counts. */
export const LONG_PRESS_MS = 500;
const SLOP_PX = 10;

export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const held = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  };

  return {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return;
      cancel();
      held.current = false;
      origin.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        held.current = true;
        latest.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const from = origin.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      cancel();
      // Android's long press fires the menu after the hold already did: once is enough.
      if (held.current) {
        held.current = false;
        return;
      }
      latest.current();
    },
    /** True (once) when this click ends a held press: the hold did its work, the click does nothing. */
    clickAfterLongPress(): boolean {
      const was = held.current;
      held.current = false;
      return was;
    },
  };
}
