// The seed of the kyc area: the verification records of the seed's verified users (the core seed
// sets their states), with their documents: the demo user passed the basic level with the
// contract's passport example (record 5821) and has not submitted the advanced level yet.
import type { Queryable } from '../db/db';
import { DEMO } from './core';

const HOUR = 3600e3;
const DAY = 24 * HOUR;

/** Document of each verified user (id_type 0 ID card, 1 passport, 2 driving licence). */
const DOCUMENTS: Record<number, { recordId: number; idType: number; cardId: string; country: string }> = {
  [DEMO.id]: { recordId: 5821, idType: 1, cardId: 'EA4821395', country: '' },
  100001: { recordId: 5104, idType: 2, cardId: '77 KA 402913', country: 'Latvia' },
  100452: { recordId: 5377, idType: 0, cardId: 'CA38211FR', country: 'Italy' },
  100587: { recordId: 5690, idType: 1, cardId: 'TR6620418', country: 'Japan' },
  100611: { recordId: 5712, idType: 0, cardId: '1-1037-00482-91-5', country: 'Thailand' },
  100702: { recordId: 5866, idType: 0, cardId: '784-1990-4417203-6', country: 'United Arab Emirates' },
};

export async function seedKyc(q: Queryable, _now: number): Promise<void> {
  const users = await q.query<{ id: number; created_at: number; advanced_review_status: number }>(
    'SELECT id, created_at, advanced_review_status FROM users WHERE review_status > 0 ORDER BY id',
  );
  for (const u of users) {
    const doc = DOCUMENTS[u.id];
    if (!doc) continue;
    await q.query('UPDATE users SET id_type = $2, card_id = $3 WHERE id = $1', [u.id, doc.idType, doc.cardId]);
    // Submitted the day after sign-up, reviewed ten hours later; the advanced level a week on.
    const basicAt = Number(u.created_at) + DAY;
    const advanced = u.advanced_review_status > 0;
    await q.query(
      `INSERT INTO real_name_records (id, user_id, country, created_at, reviewed_at, advanced_created_at, advanced_reviewed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        doc.recordId,
        u.id,
        doc.country,
        basicAt,
        basicAt + 10 * HOUR,
        advanced ? basicAt + 7 * DAY : null,
        advanced ? basicAt + 7 * DAY + 6 * HOUR : null,
      ],
    );
  }
}
