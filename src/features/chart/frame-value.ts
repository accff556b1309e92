// A value outside React that publishes at most once per animation frame, however often it is set
// (the chart legend follows live ticks and the crosshair with it). Read with useFrameValue().
import { useSyncExternalStore } from 'react';

export interface FrameValue<T> {
  get(): T;
  /** Sets the value; listeners hear of it in the next animation frame. */
  set(next: T): void;
  /** Sets and publishes right away (for callers already running once per frame). */
  publish(next: T): void;
  subscribe(listener: () => void): () => void;
  /** Drops a publish that is still waiting for its frame. */
  dispose(): void;
}

export function createFrameValue<T>(initial: T): FrameValue<T> {
  let committed = initial;
  let next = initial;
  let frame: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const flush = () => {
    frame = null;
    if (Object.is(next, committed)) return;
    committed = next;
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => committed,
    set(value) {
      next = value;
      if (frame) return;
      if (typeof requestAnimationFrame === 'function') {
        const id = requestAnimationFrame(flush);
        frame = () => cancelAnimationFrame(id);
      } else {
        const id = setTimeout(flush, 16);
        frame = () => clearTimeout(id);
      }
    },
    publish(value) {
      next = value;
      frame?.();
      flush();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      frame?.();
      frame = null;
    },
  };
}

export function useFrameValue<T>(value: FrameValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
