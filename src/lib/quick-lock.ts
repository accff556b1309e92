// Quick lock's state on this device (src/features/quick-lock), without React and without crypto:
// the gate in the app's shell reads it on every start, so it stays small. Whose PIN is set and
// after how long the app locks, when the app was last hidden, and whether it is locked now. The
// PIN itself is only ever kept as a salted hash (features/quick-lock/pin.ts); the session's token
// is never copied here.
import { readLocal, writeLocal } from '@/lib/local-store';

/** The delays a user can choose, in minutes (0: as soon as the app is hidden). */
export const LOCK_DELAYS = [0, 1, 5, 15] as const;
export type LockDelay = (typeof LOCK_DELAYS)[number];

/** Wrong PINs in a row that sign the user out. */
export const MAX_TRIES = 5;

/** What is stored for a user who turned quick lock on. */
export interface LockConfig {
  /** PBKDF2-SHA-256 of the PIN, base64. */
  hash: string;
  /** 16 random bytes, base64. */
  salt: string;
  iterations: number;
  /** The PIN's length (4-6): the lock checks it once that many digits are typed. */
  length: number;
  delay: LockDelay;
  /** Wrong PINs in a row on the lock (kept across reloads, so reloading gives no new tries). */
  failures: number;
}

const configKey = (userId: number): string => `quick-lock:${userId}`;
const HIDDEN_AT = 'quick-lock:hidden-at';
const LOCKED = 'quick-lock:locked';

export function readConfig(userId: number | undefined | null): LockConfig | null {
  if (!userId) return null;
  const raw = readLocal(configKey(userId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LockConfig>;
    if (typeof parsed.hash !== 'string' || typeof parsed.salt !== 'string') return null;
    const delay = LOCK_DELAYS.find((d) => d === parsed.delay) ?? 1;
    return {
      hash: parsed.hash,
      salt: parsed.salt,
      iterations: Number(parsed.iterations) || 0,
      length: Number(parsed.length) || 0,
      delay,
      failures: Number(parsed.failures) || 0,
    };
  } catch {
    return null;
  }
}

export function writeConfig(userId: number, config: LockConfig): void {
  writeLocal(configKey(userId), JSON.stringify(config));
}

/** Turns quick lock off for a user (and forgets that the app was locked). */
export function removeConfig(userId: number): void {
  try {
    localStorage.removeItem(configKey(userId));
  } catch {
    // storage unavailable: nothing was kept
  }
  setLocked(false);
}

export function readHiddenAt(): number | null {
  const value = Number(readLocal(HIDDEN_AT));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeHiddenAt(at: number | null): void {
  if (at === null) {
    try {
      localStorage.removeItem(HIDDEN_AT);
    } catch {
      // storage unavailable
    }
  } else writeLocal(HIDDEN_AT, String(at));
}

export const isLocked = (): boolean => readLocal(LOCKED) === '1';

export function setLocked(locked: boolean): void {
  if (locked) writeLocal(LOCKED, '1');
  else
    try {
      localStorage.removeItem(LOCKED);
    } catch {
      // storage unavailable
    }
}

/** Whether an app hidden at `hiddenAt` and shown again at `now` locks with this delay. */
export function lockDue(hiddenAt: number | null, now: number, delay: LockDelay): boolean {
  if (hiddenAt === null) return false;
  return now - hiddenAt >= delay * 60_000;
}
