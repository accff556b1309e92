// How a user's withdrawals are guarded besides the pay password: the address whitelist (only saved
// addresses, each usable 24 h on the sandbox clock after it was saved or changed) and the
// verification code of scene `withdraw` (by e-mail to a bound address, else by SMS to the bound
// phone). A user without a row has the whitelist off and codes on (accounts opened since codes
// exist); the demo account's seeded row has codes off (see seed/withdraw.ts).
import type { Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';
import type { User } from '../world';

/** How long a newly saved or changed address waits before it can receive a withdrawal. */
export const COOLING_MS = 24 * 3600e3;

export interface WithdrawSecurity {
  whitelist: boolean;
  codeRequired: boolean;
}

export async function withdrawSecurity(q: Queryable, userId: number): Promise<WithdrawSecurity> {
  const row = await q.one<{ whitelist: boolean; code_required: boolean }>(
    'SELECT whitelist, code_required FROM withdraw_security WHERE user_id = $1',
    [userId],
  );
  return { whitelist: row?.whitelist ?? false, codeRequired: row?.code_required ?? true };
}

export async function saveWithdrawSecurity(q: Queryable, userId: number, s: WithdrawSecurity, at: number) {
  await q.query(
    `INSERT INTO withdraw_security (user_id, whitelist, code_required, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET whitelist = $2, code_required = $3, updated_at = $4`,
    [userId, s.whitelist, s.codeRequired, at],
  );
}

/** Where the code goes: the bound e-mail address, else the bound phone. */
export function codeChannel(u: Pick<User, 'email' | 'phone'>): 'email' | 'sms' {
  return u.email ? 'email' : u.phone ? 'sms' : 'email';
}

/** The addresses a `withdraw` code may have been sent to (the code table keys them so). */
export function codeRecipients(u: Pick<User, 'email' | 'phone'>): string[] {
  return [u.email?.toLowerCase(), u.phone?.replace(/\D/g, '')].filter((r): r is string => Boolean(r));
}

/** An address or phone as the settings show it: `li***@example.com`, `138****5678`. */
export function masked(u: Pick<User, 'email' | 'phone'>): string {
  if (codeChannel(u) === 'email' && u.email) {
    const [name = '', domain = ''] = u.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  const phone = u.phone ?? '';
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** Seconds left of a saved address's cooling period, 0 when it can receive. */
export const coolingSeconds = (usableAt: number, now: number): number =>
  Math.max(0, Math.ceil((Number(usableAt) - now) / 1000));

/**
 * In whitelist mode: the withdrawal's destination must be a saved address of the currency (on its
 * network, with its memo), past its cooling period; refused otherwise, with the time left.
 */
export async function checkWhitelisted(
  q: Queryable,
  w: { userId: number; currencyId: number; network: string; address: string; memo: string | null; at: number },
): Promise<void> {
  const rows = await q.query<{ usable_at: number }>(
    `SELECT usable_at FROM wallet_addresses
     WHERE user_id = $1 AND currency_id = $2 AND address = $3 AND (type IS NULL OR lower(type) = $4)
       AND coalesce(memo, '') = $5
     ORDER BY usable_at`,
    [w.userId, w.currencyId, w.address, w.network, w.memo ?? ''],
  );
  const first = rows[0];
  if (!first) throw new BusinessError('withdrawNotWhitelisted');
  const left = coolingSeconds(first.usable_at, w.at);
  if (left > 0) {
    const minutes = Math.ceil(left / 60);
    throw new BusinessError('withdrawAddressCooling', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  }
}
