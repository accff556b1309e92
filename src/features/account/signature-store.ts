// The personal signature is kept on this device: the contract has no call that stores it on the
// server. It is saved per user id in localStorage and applied over the user the server sends.
import { useSyncExternalStore } from 'react';
import type { User } from '@generated/model';
import { readLocal, writeLocal } from '@/lib/local-store';

const listeners = new Set<() => void>();
const keyFor = (userId: number) => `signature:${userId}`;

export function getLocalSignature(userId: number | undefined): string | null {
  return userId === undefined ? null : readLocal(keyFor(userId));
}

/** Where storage is unavailable the signature lasts for this page only (kept in the session user). */
export function saveLocalSignature(userId: number, signature: string): void {
  writeLocal(keyFor(userId), signature);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocalSignature(userId: number | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getLocalSignature(userId),
    () => getLocalSignature(userId),
  );
}

export function withLocalSignature(user: User, local: string | null): User {
  return local === null || local === user.signature ? user : { ...user, signature: local };
}
