// The quick-lock PIN and when the app locks: the PIN kept only as a salted PBKDF2 hash (never in
// clear, never with the token), wrong PINs counted across reloads up to the sign-out, and the
// delay after which an app that was hidden locks.
import { afterEach, describe, expect, it } from 'vitest';
import { checkPin, isPin, pinMatches, savePin, setDelay } from '@/features/quick-lock/pin';
import { lockDue, MAX_TRIES, readConfig, removeConfig, setLocked, isLocked } from '@/lib/quick-lock';

const USER = 100238;
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

afterEach(() => localStorage.clear());

describe('the PIN', () => {
  it('is 4 to 6 digits', () => {
    expect(['1234', '12345', '123456'].every(isPin)).toBe(true);
    expect(['123', '1234567', '12a4', ' 1234', ''].some(isPin)).toBe(false);
  });

  it('is stored only as a salted hash: not the PIN, not the token; a new salt each time', async () => {
    localStorage.setItem('token', TOKEN);
    await savePin(USER, '482913', 5);
    const stored = localStorage.getItem(`quick-lock:${USER}`)!;
    expect(stored).not.toContain('482913');
    expect(stored).not.toContain(TOKEN);
    const first = readConfig(USER)!;
    expect(first).toMatchObject({ length: 6, delay: 5, failures: 0, iterations: 100_000 });
    expect(atob(first.salt)).toHaveLength(16);
    expect(atob(first.hash)).toHaveLength(32);
    await savePin(USER, '482913', 5);
    const second = readConfig(USER)!;
    expect(second.salt).not.toBe(first.salt);
    expect(second.hash).not.toBe(first.hash);
    expect(await pinMatches(second, '482913')).toBe(true);
    expect(await pinMatches(second, '482914')).toBe(false);
    expect(await pinMatches(second, '48291')).toBe(false);
  });

  it('refuses to save what is not a PIN', async () => {
    await expect(savePin(USER, '12', 1)).rejects.toThrow();
    expect(readConfig(USER)).toBeNull();
  });

  it('counts wrong PINs (kept in storage, so a reload gives no new tries) until the sign-out; a right one starts again', async () => {
    await savePin(USER, '2580', 1);
    expect(await checkPin(USER, '0000')).toEqual({ ok: false, triesLeft: 4 });
    expect(await checkPin(USER, '1111')).toEqual({ ok: false, triesLeft: 3 });
    expect(readConfig(USER)!.failures).toBe(2);
    expect(await checkPin(USER, '2580')).toEqual({ ok: true });
    expect(readConfig(USER)!.failures).toBe(0);
    const results = [];
    for (let i = 0; i < MAX_TRIES; i += 1) results.push(await checkPin(USER, '9999'));
    expect(results.map((r) => (r.ok ? 'ok' : r.triesLeft))).toEqual([4, 3, 2, 1, 0]);
  });

  it('keeps its delay choice; turning off forgets it and unlocks', async () => {
    await savePin(USER, '2580', 1);
    setDelay(USER, 15);
    expect(readConfig(USER)!.delay).toBe(15);
    expect(await pinMatches(readConfig(USER)!, '2580')).toBe(true);
    setLocked(true);
    removeConfig(USER);
    expect(readConfig(USER)).toBeNull();
    expect(isLocked()).toBe(false);
  });

  it('belongs to one user: another user on this device has none', async () => {
    await savePin(USER, '2580', 1);
    expect(readConfig(100452)).toBeNull();
    expect(readConfig(undefined)).toBeNull();
  });
});

describe('when the app locks', () => {
  const hiddenAt = 1_800_000_000_000;
  it('immediately: on any return; otherwise once the delay has passed', () => {
    expect(lockDue(hiddenAt, hiddenAt + 1, 0)).toBe(true);
    expect(lockDue(hiddenAt, hiddenAt + 59_999, 1)).toBe(false);
    expect(lockDue(hiddenAt, hiddenAt + 60_000, 1)).toBe(true);
    expect(lockDue(hiddenAt, hiddenAt + 4 * 60_000, 5)).toBe(false);
    expect(lockDue(hiddenAt, hiddenAt + 15 * 60_000, 15)).toBe(true);
  });

  it('never when the app was not hidden', () => {
    expect(lockDue(null, hiddenAt, 0)).toBe(false);
  });
});
