// The quick-lock PIN: 4 to 6 digits, kept only as a PBKDF2-SHA-256 hash with a random salt (Web
// Crypto), never in clear and never with the session's token. A 4-6 digit PIN has at most a million
// values, so the hash only keeps the PIN from being read off the device; what stops guessing is
// the lock itself: five wrong PINs in a row sign the user out.
import { readConfig, writeConfig, type LockConfig, type LockDelay, MAX_TRIES } from '@/lib/quick-lock';

export const PIN_MIN = 4;
export const PIN_MAX = 6;
const ITERATIONS = 100_000;

/** Web Crypto's digests exist only on a secure page (https, or localhost while developing). */
export const canHash = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle?.deriveBits === 'function';

export const isPin = (pin: string): boolean => new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`).test(pin);

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

/** Turns quick lock on (or changes the PIN) for a user: a new salt, the PIN's hash. */
export async function savePin(userId: number, pin: string, delay: LockDelay): Promise<void> {
  if (!isPin(pin)) throw new Error('A PIN is 4 to 6 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(pin, salt, ITERATIONS);
  writeConfig(userId, { hash, salt: toBase64(salt), iterations: ITERATIONS, length: pin.length, delay, failures: 0 });
}

/** Whether `pin` is the PIN of this config (in time independent of where it differs). */
export async function pinMatches(config: LockConfig, pin: string): Promise<boolean> {
  if (!isPin(pin)) return false;
  const hash = await derive(pin, fromBase64(config.salt), config.iterations);
  if (hash.length !== config.hash.length) return false;
  let diff = 0;
  for (let i = 0; i < hash.length; i += 1) diff |= hash.charCodeAt(i) ^ config.hash.charCodeAt(i);
  return diff === 0;
}

export type PinCheck = { ok: true } | { ok: false; triesLeft: number };

/**
 * Checks a PIN typed on the lock: right, the wrong count starts again; wrong, it is counted (kept
 * across reloads) and the tries left are returned; 0 left means the user must be signed out.
 */
export async function checkPin(userId: number, pin: string): Promise<PinCheck> {
  const config = readConfig(userId);
  if (!config) return { ok: true };
  if (await pinMatches(config, pin)) {
    if (config.failures) writeConfig(userId, { ...config, failures: 0 });
    return { ok: true };
  }
  const failures = config.failures + 1;
  writeConfig(userId, { ...config, failures });
  return { ok: false, triesLeft: Math.max(0, MAX_TRIES - failures) };
}

export function setDelay(userId: number, delay: LockDelay): void {
  const config = readConfig(userId);
  if (config) writeConfig(userId, { ...config, delay });
}
