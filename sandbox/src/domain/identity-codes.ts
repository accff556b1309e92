// Verification codes: six digits sent by e-mail or SMS for one purpose (`scene`), valid 10
// minutes, one send a minute to an address, burnt after five wrong tries. Only the newest code of
// an address and scene counts (the backends keep one code per session: a new send replaces it).
// The deployed backend keeps the code in a session cookie; the sandbox keeps it by address, which
// is what that cookie amounts to for a single browser.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';

export const CODE_TTL_MS = 10 * 60e3;
export const CODE_INTERVAL_MS = 60e3;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeScene = 'register' | 'forget' | 'login' | 'update_password' | 'bind' | 'anti_phishing' | 'withdraw';
/** An SMS asked for without a scene serves any purpose (the contract makes `scene` optional there). */
const ANY_SCENE = 'any';

/** The address a code is kept under: an e-mail address in lower case, a phone number as its digits. */
export function recipientOf(account: string): string {
  const value = account.trim();
  return value.includes('@') ? value.toLowerCase() : value.replace(/\D/g, '');
}

export const isEmail = (value: string): boolean => /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(value);

/** A phone number for its dialling code: mainland China's has 11 digits, a 1, then 3-9. */
export function isPhone(mobile: string, areaCode = '86'): boolean {
  if (!/^\d{5,15}$/.test(mobile)) return false;
  return areaCode !== '86' || /^1[3-9]\d{9}$/.test(mobile);
}

/** Records a new code for `recipient`; refuses a second send within a minute ("too frequent"). */
export async function issueCode(
  q: Queryable,
  c: { recipient: string; channel: 'email' | 'sms'; scene: CodeScene | undefined; areaCode?: string; now: number },
): Promise<string> {
  const last = await q.one<{ created_at: number }>(
    'SELECT created_at FROM codes WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [c.recipient],
  );
  if (last && c.now - Number(last.created_at) < CODE_INTERVAL_MS) fail('tooFrequent');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.query(
    'INSERT INTO codes (recipient, scene, code, channel, area_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [c.recipient, c.scene ?? ANY_SCENE, code, c.channel, c.areaCode ?? null, c.now],
  );
  return code;
}

export interface CheckedCode {
  id: number;
  /** The dialling code of an SMS. */
  areaCode: string | null;
}

/**
 * Checks `code` against the newest code of `scene` sent to one of `recipients` and answers it (to
 * `consumeCode` in the transaction that acts on it). A wrong guess is counted at once, outside
 * any transaction, so that the refusal which follows cannot roll the count back.
 */
export async function checkCode(
  q: Queryable,
  c: { recipients: string[]; scene: CodeScene; code: string; now: number },
): Promise<CheckedCode> {
  const row = await q.one<{
    id: number;
    code: string;
    area_code: string | null;
    created_at: number;
    attempts: number;
    used: boolean;
  }>(
    `SELECT id, code, area_code, created_at, attempts, used FROM codes
     WHERE recipient = ANY($1::text[]) AND scene IN ($2, $3) ORDER BY id DESC LIMIT 1`,
    [c.recipients, c.scene, ANY_SCENE],
  );
  const usable = row && !row.used && c.now - Number(row.created_at) <= CODE_TTL_MS && row.attempts < CODE_MAX_ATTEMPTS;
  if (!row || !usable) return fail('codeInvalid');
  if (row.code !== c.code) {
    await q.query('UPDATE codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return fail('codeInvalid');
  }
  return { id: Number(row.id), areaCode: row.area_code };
}

/** Marks a checked code used, once: a second use (two requests at once) is refused. */
export async function consumeCode(q: Queryable, code: CheckedCode): Promise<void> {
  const used = await q.one('UPDATE codes SET used = true WHERE id = $1 AND NOT used RETURNING id', [code.id]);
  if (!used) fail('codeInvalid');
}
