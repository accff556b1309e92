// The hide-balances eye of the assets screens, kept in localStorage so that it survives a reload
// and holds on every screen that shows the user's money.
import { useSyncExternalStore } from 'react';

const KEY = 'hideBalances';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let hidden = read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getHidden = () => hidden;

export function setBalancesHidden(next: boolean): void {
  hidden = next;
  try {
    if (next) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Reads the stored choice again (a new start; used by tests). */
export function resetBalancesHidden(): void {
  hidden = read();
  listeners.forEach((listener) => listener());
}

/** What a hidden figure shows instead of the amount. */
export const MASK = '******';

export function useBalancesHidden(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(subscribe, getHidden, getHidden), setBalancesHidden];
}
