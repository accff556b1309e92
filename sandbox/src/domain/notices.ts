// An account notice (the app's notifications list, the proposed GET /user/notifications): one
// row of `notifications`, its text a message key and variables the app translates. Written by
// world.notify and by domain code that has no world (coupons, rebates).
import Big from 'big.js';
import type { Queryable } from '../db/db';

export async function writeNotice(
  q: Queryable,
  notice: { userId: number; kind: string; key: string; vars?: Record<string, string | number>; at: number },
): Promise<void> {
  // amounts as a person writes them: 99.00000000 -> 99, 0.04950000 -> 0.0495
  const shown = Object.fromEntries(
    Object.entries(notice.vars ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && /^-?\d+\.\d+$/.test(value) ? new Big(value).toFixed() : value,
    ]),
  );
  // with the anti-phishing code the user has set now (a notice carries it as an e-mail does)
  await q.query(
    `INSERT INTO notifications (user_id, kind, title, body, created_at, anti_phishing_code)
     VALUES ($1, $2, $3, $4, $5, (SELECT anti_phishing_code FROM users WHERE id = $1))`,
    [notice.userId, notice.kind, notice.key, JSON.stringify(shown), notice.at],
  );
}
