// Sessions as the devices screen lists them: what a sign-in sent (its User-Agent, read as a device
// and a browser, and its IP address, read as a place) and the way to end one or all the others.
// The place comes from a small static table (private and loopback ranges are the local network);
// the sandbox looks nothing up outside. The contract's example token (a session that never
// expires, so that the documentation's examples replay) is listed only to itself and is never
// ended from another session.
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';

/** A session lasts 7 days on the sandbox clock (a sign-in's, and a user made by the control API). */
export const SESSION_MS = 7 * 86400e3;

/** What a request came with: its User-Agent header and the address it came from. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

const major = (ua: string, pattern: RegExp): string | null => ua.match(pattern)?.[1] ?? null;

/** The kind of device and its system, from a User-Agent (`iPhone, iOS 18`), or null. */
export function deviceOf(ua: string | null): string | null {
  if (!ua) return null;
  const ios = major(ua, /OS (\d+)[_\d]* like Mac OS X/);
  if (/iPhone/.test(ua)) return ios ? `iPhone, iOS ${ios}` : 'iPhone';
  if (/iPad/.test(ua)) return ios ? `iPad, iPadOS ${ios}` : 'iPad';
  const android = major(ua, /Android (\d+)/);
  if (/Android/.test(ua)) return android ? `Android ${android}` : 'Android';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Windows/.test(ua)) return 'Windows PC';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  if (/Linux|X11/.test(ua)) return 'Linux PC';
  return null;
}

/** The browser and its major version, from a User-Agent (`Chrome 131`), or null. */
export function browserOf(ua: string | null): string | null {
  if (!ua) return null;
  const named: Array<[string, RegExp]> = [
    ['WeChat', /MicroMessenger\/(\d+)/],
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [name, pattern] of named) {
    const version = major(ua, pattern);
    if (version) return `${name} ${version}`;
  }
  return null;
}

/** Private, loopback and link-local addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  const parts = v4.split('.').map(Number);
  if (parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255)) {
    const [a, b] = parts as [number, number, number, number];
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || /^f[cd][0-9a-f]{2}:/.test(v6) || /^fe[89ab][0-9a-f]:/.test(v6);
}

/** The message key of where an address is: the local network, or unknown (no outside lookup). */
export const placeKey = (ip: string): string => (isLocalAddress(ip) ? 'sessionPlaceLocal' : 'sessionPlaceUnknown');

interface SessionRow {
  id: number;
  token: string;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  expires_at: number | null;
}

/** The user's valid sessions, newest sign-in first; the never-expiring example session only to itself. */
export async function listSessions(q: Queryable, userId: number, token: string | null, now: number) {
  const rows = await q.query<SessionRow>(
    `SELECT id, token, user_agent, ip, created_at, expires_at FROM sessions
     WHERE user_id = $1 AND NOT revoked AND (expires_at > $2 OR (expires_at IS NULL AND token = $3))
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId, now, token],
  );
  return rows.map((s) => ({
    id: Number(s.id),
    device: deviceOf(s.user_agent),
    browser: browserOf(s.user_agent),
    ip: s.ip ?? '127.0.0.1',
    placeKey: placeKey(s.ip ?? '127.0.0.1'),
    createdAt: Number(s.created_at),
    current: s.token === token,
  }));
}

/** Ends one other valid session of the user; the caller's own and anyone else's are refused. */
export async function closeSession(q: Queryable, userId: number, token: string | null, id: number, now: number) {
  const row = Number.isSafeInteger(id)
    ? await q.one<{ token: string }>(
        `SELECT token FROM sessions WHERE id = $1 AND user_id = $2 AND NOT revoked AND expires_at > $3`,
        [id, userId, now],
      )
    : undefined;
  if (!row) return fail('sessionNotFound');
  if (row.token === token) return fail('sessionIsCurrent');
  await q.query('UPDATE sessions SET revoked = true WHERE id = $1', [id]);
}

/** Ends every other valid session of the user (not the example token's); answers how many. */
export async function closeOtherSessions(q: Queryable, userId: number, token: string | null, now: number) {
  const rows = await q.query(
    `UPDATE sessions SET revoked = true
     WHERE user_id = $1 AND token <> $2 AND NOT revoked AND expires_at > $3 RETURNING id`,
    [userId, token ?? '', now],
  );
  return rows.length;
}

/** A new session of the user with what it signed in with. */
export async function openSession(
  q: Queryable,
  s: { token: string; userId: number; now: number; expiresAt: number | null; client?: ClientInfo },
): Promise<void> {
  await q.query(
    'INSERT INTO sessions (token, user_id, created_at, expires_at, user_agent, ip) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.token, s.userId, s.now, s.expiresAt, s.client?.userAgent?.slice(0, 400) ?? null, s.client?.ip ?? null],
  );
}
