// The seed of the auth area: the codes the invited friends of the demo user signed up with, used,
// and the e-mails that carried them (what the control API's mail log shows of the past); and the
// codes the contract's examples type (482913), sent a moment before the seed and still waiting:
// a registration code to the friend the examples sign up, a recovery and a pay-password code to
// the demo user's address, a binding code to the phone the examples bind.
import type { Queryable } from '../db/db';
import { CODE_INTERVAL_MS } from '../domain/identity-codes';
import { DEMO, USERS } from './core';

const DAY = 86400e3;

/** The code of the contract's examples. */
export const EXAMPLE_CODE = '482913';

/**
 * The codes the examples use, waiting. Sent a little more than the minute between two sends before
 * the seed, so that a new code can go to the same address at once (the examples of /sms_mail and
 * /sms_send), and valid for the rest of their 10 minutes: a fresh sandbox answers the examples.
 * A code is kept per address and purpose, so a new code of another purpose leaves these valid.
 */
const PENDING_CODES = [
  { recipient: 'kai.tan@example.com', shownAs: 'kai.tan@example.com', channel: 'email', scene: 'register' },
  { recipient: DEMO.email, shownAs: DEMO.email, channel: 'email', scene: 'forget' },
  { recipient: DEMO.email, shownAs: DEMO.email, channel: 'email', scene: 'update_password' },
  { recipient: '13812345678', shownAs: '+86 13812345678', channel: 'sms', scene: 'bind', areaCode: '86' },
] as const;
const PENDING_SENT_BEFORE_MS = CODE_INTERVAL_MS + 30e3;

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
  const pendingAt = now - PENDING_SENT_BEFORE_MS;
  for (const c of PENDING_CODES) {
    const areaCode = 'areaCode' in c ? c.areaCode : null;
    await q.query(
      'INSERT INTO codes (recipient, scene, code, channel, area_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [c.recipient, c.scene, EXAMPLE_CODE, c.channel, areaCode, pendingAt],
    );
    await q.query(
      `INSERT INTO mail_log (user_id, recipient, channel, scene, code, subject, body, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Your verification code', $6, $7)`,
      [
        c.recipient === DEMO.email ? DEMO.id : null,
        c.shownAs,
        c.channel,
        c.scene,
        EXAMPLE_CODE,
        `Your verification code is ${EXAMPLE_CODE}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
        pendingAt,
      ],
    );
  }
}
