// Where the session is kept (localStorage), read without React: the session store
// (src/api/session.ts) starts from it, and the entry reads the token for the calls it makes before
// the app has loaded (src/api/early.ts).
import type { User } from '../../generated/model';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'userInfo';

/** The stored token and user (none when storage is unavailable). */
export function readStoredSession(): { token: string | null; user: User | null } {
  try {
    const token = globalThis.localStorage?.getItem(TOKEN_KEY) || null;
    const raw = globalThis.localStorage?.getItem(USER_KEY);
    return { token, user: raw ? (JSON.parse(raw) as User) : null };
  } catch {
    return { token: null, user: null };
  }
}
