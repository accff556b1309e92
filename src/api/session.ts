// The session: the token from /user/login and the last known user. Kept in localStorage so that a
// reload keeps the user signed in; read in React with useSession(). The token is only ever sent in
// the Authorization header: never put it in a URL or a log line.
import { useSyncExternalStore } from 'react';
import type { User } from '../../generated/model';
import { readStoredSession, TOKEN_KEY, USER_KEY } from './stored-session';

export interface Session {
  token: string | null;
  user: User | null;
  /**
   * How the last session ended here, when it did: `logout` (the person signed out, the app goes
   * home) or `expired` (a 999, the client says so and opens login). Pages open at that moment
   * leave quietly instead of also asking to log in. Unset after a sign-in and in other tabs.
   */
  ended?: 'logout' | 'expired';
}

const listeners = new Set<() => void>();

const read = (): Session => readStoredSession();

let snapshot: Session = read();

function write(next: Session): void {
  snapshot = next;
  try {
    if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
    else localStorage.removeItem(TOKEN_KEY);
    if (next.user) localStorage.setItem(USER_KEY, JSON.stringify(next.user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export const getSession = (): Session => snapshot;
export const getToken = (): string | null => snapshot.token;

export function setToken(token: string): void {
  write({ token, user: snapshot.user });
}

export function setUser(user: User): void {
  write({ token: snapshot.token, user });
}

export function clearSession(ended?: 'logout' | 'expired'): void {
  write({ token: null, user: null, ...(ended ? { ended } : {}) });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps tabs in step: signing out in one tab signs out the others. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) {
      snapshot = read();
      listeners.forEach((listener) => listener());
    }
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
