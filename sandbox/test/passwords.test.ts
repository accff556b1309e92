// How the sandbox keeps passwords: scrypt with a salt and the cost it was hashed at, so that a hash
// made at the tests' low cost and one made at the default cost (or before the cost was recorded)
// are each checked at their own cost.
import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from '../src/seed/core';

const saved = process.env.SANDBOX_PASSWORD_COST;
afterEach(() => {
  if (saved === undefined) delete process.env.SANDBOX_PASSWORD_COST;
  else process.env.SANDBOX_PASSWORD_COST = saved;
});

describe('passwords', () => {
  it('records the cost a hash was made at, salts each hash, and checks it at that cost', () => {
    process.env.SANDBOX_PASSWORD_COST = '10';
    const low = hashPassword('Tr4de!safe');
    delete process.env.SANDBOX_PASSWORD_COST;
    const strong = hashPassword('Tr4de!safe');
    expect(low).toMatch(/^scrypt\$10\$[0-9a-f]{16}\$[0-9a-f]{64}$/);
    expect(strong).toMatch(/^scrypt\$14\$[0-9a-f]{16}\$[0-9a-f]{64}$/);
    expect(hashPassword('Tr4de!safe')).not.toBe(strong);
    for (const stored of [low, strong]) {
      expect(checkPassword('Tr4de!safe', stored)).toBe(true);
      expect(checkPassword('Tr4de!saf', stored)).toBe(false);
    }
    // (the cost is part of what is checked: the same salt and hash under another cost fail)
    expect(checkPassword('Tr4de!safe', low.replace('scrypt$10$', 'scrypt$11$'))).toBe(false);
  });

  it('checks a hash written before the cost was recorded (salt:hash, N = 2^14)', () => {
    const legacy = `0123456789abcdef:${scryptSync('260518', '0123456789abcdef', 32).toString('hex')}`;
    expect(checkPassword('260518', legacy)).toBe(true);
    expect(checkPassword('260519', legacy)).toBe(false);
  });

  it('refuses what is not a hash, and a cost out of range in the environment', () => {
    for (const stored of [null, '', 'plain', 'scrypt$99$00$00', 'scrypt$x$00$00', 'a:']) {
      expect(checkPassword('x', stored)).toBe(false);
    }
    process.env.SANDBOX_PASSWORD_COST = '3';
    expect(() => hashPassword('x')).toThrow(/SANDBOX_PASSWORD_COST must be a whole number from 4 to 20/);
    process.env.SANDBOX_PASSWORD_COST = 'fast';
    expect(() => hashPassword('x')).toThrow(/not "fast"/);
  });
});
