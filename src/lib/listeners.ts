// The listeners of a store read with useSyncExternalStore: `subscribe` (returns the unsubscribe)
// and `emit`. A store that needs a source only while someone listens (a socket event) gives
// `start`, called on the first subscription; what it returns is called when the last one leaves.

export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  emit: () => void;
  readonly size: number;
}

export function createListeners(start?: () => () => void): Listeners {
  const set = new Set<() => void>();
  let stop: (() => void) | null = null;
  return {
    subscribe(listener) {
      set.add(listener);
      if (start && !stop) stop = start();
      return () => {
        set.delete(listener);
        if (set.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
    emit: () => set.forEach((listener) => listener()),
    get size() {
      return set.size;
    },
  };
}
