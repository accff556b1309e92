// The seed of the auth area: the codes the invited friends of the demo user signed up with, used,
// and the e-mails that carried them (what the control API's mail log shows of the past).
import type { Queryable } from '../db/db';
import { USERS } from './core';

const DAY = 86400e3;

/** Registration codes of the seed's newer users: address, code, and how long before sign-up it was sent. */
const PAST_CODES = [
  { email: 'omar.h@example.com', code: '731904', sentBeforeMs: 95e3 },
  { email: 'mei.lin@example.com', code: '268415', sentBeforeMs: 140e3 },
];

export async function seedAuth(q: Queryable, now: number): Promise<void> {
  for (const past of PAST_CODES) {
    const user = USERS.find((u) => u.email === past.email);
    if (!user) continue;
    const sentAt = now - user.createdDaysAgo * DAY - past.sentBeforeMs;
    await q.query(
      `INSERT INTO codes (recipient, scene, code, channel, created_at, used) VALUES ($1, 'register', $2, 'email', $3, true)`,
      [past.email, past.code, sentAt],
    );
    await q.query(
      `INSERT INTO mail_log (user_id, recipient, channel, scene, code, subject, body, created_at)
       VALUES (NULL, $1, 'email', 'register', $2, 'Your verification code', $3, $4)`,
      [
        past.email,
        past.code,
        `Your verification code is ${past.code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
        sentAt,
      ],
    );
  }
}
