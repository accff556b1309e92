// Identity verification in two levels. The basic level (name, document type and number) comes
// first; the advanced level (both sides of the document) only once the basic one is approved.
// A submission goes "in review" and a reviewer's job on the sandbox clock decides a few minutes
// later: approved (the account's level rises) or refused with a reason (the user may submit again).
//
// The sandbox's reviewer follows documented rules, so that every outcome can be produced at will:
// - both the e-mail address and the phone number must be bound (the contract: verification passes
//   only then), else refused;
// - basic: a name containing "Refuse" is refused (the name does not match the document);
// - advanced: the same picture for both sides is refused.
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';
import type { MessageKey } from '../wire/messages';
import type { User } from '../world';
import type { Jobs } from './jobs';

export const KYC_REVIEW_MS = 3 * 60e3;
export const KYC_REVIEW_JOB = 'kyc.review';

/** Review states of each level, as users.review_status / advanced_review_status hold them. */
export const REVIEW = { none: 0, inReview: 1, approved: 2, refused: 3 } as const;

export type KycLevel = 1 | 2;

export interface BasicSubmission {
  name: string;
  cardId: string;
  idType: number;
  country: string;
  /** Deployments that take the photos with the basic level: kept when given. */
  frontPic?: string;
  reversePic?: string;
}

function refuseResubmission(status: number): void {
  if (status === REVIEW.inReview) fail('realNameSubmitted');
  if (status === REVIEW.approved) fail('kycAlreadyVerified');
}

export async function submitBasic(q: Queryable, jobs: Jobs, user: User, s: BasicSubmission, now: number) {
  refuseResubmission(user.review_status);
  const taken = await q.one(
    'SELECT 1 FROM users WHERE upper(card_id) = upper($1) AND id <> $2 AND review_status = $3',
    [s.cardId, user.id, REVIEW.approved],
  );
  if (taken) fail('kycCardIdTaken');
  await q.query(
    `UPDATE users SET real_name = $2, id_type = $3, card_id = $4, review_status = $5, review_reason = NULL,
       front_pic = COALESCE($6, front_pic), reverse_pic = COALESCE($7, reverse_pic)
     WHERE id = $1`,
    [user.id, s.name, s.idType, s.cardId, REVIEW.inReview, s.frontPic ?? null, s.reversePic ?? null],
  );
  await q.query(
    `INSERT INTO real_name_records (user_id, country, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET country = $2, created_at = $3, reviewed_at = NULL`,
    [user.id, s.country, now],
  );
  await jobs.schedule(q, KYC_REVIEW_JOB, now + KYC_REVIEW_MS, { userId: user.id, level: 1 });
}

export async function submitAdvanced(
  q: Queryable,
  jobs: Jobs,
  user: User,
  s: { frontPic: string; reversePic: string },
  now: number,
) {
  if (user.review_status !== REVIEW.approved) fail('realNameBasicFirst');
  refuseResubmission(user.advanced_review_status);
  await q.query(
    `UPDATE users SET front_pic = $2, reverse_pic = $3, advanced_review_status = $4, advanced_review_reason = NULL
     WHERE id = $1`,
    [user.id, s.frontPic, s.reversePic, REVIEW.inReview],
  );
  await q.query(
    `INSERT INTO real_name_records (user_id, created_at, advanced_created_at) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) DO UPDATE SET advanced_created_at = $2, advanced_reviewed_at = NULL`,
    [user.id, now],
  );
  await jobs.schedule(q, KYC_REVIEW_JOB, now + KYC_REVIEW_MS, { userId: user.id, level: 2 });
}

/** The reviewer's rules: null approves, else the message key of the reason for refusing. */
export function verdict(user: User, level: KycLevel): MessageKey | null {
  if (!user.email || !user.phone) return 'kycReasonBindFirst';
  if (level === 1 && /refuse/i.test(user.real_name ?? '')) return 'kycReasonNameMismatch';
  if (level === 2 && user.front_pic === user.reverse_pic) return 'kycReasonSamePhoto';
  return null;
}

export interface ReviewOutcome {
  userId: number;
  level: KycLevel;
  /** The reason's message key when refused. */
  refusedFor: MessageKey | null;
}

/** Decides the submission of `level` still in review; null when there is none (already decided). */
export async function review(
  q: Queryable,
  userId: number,
  level: KycLevel,
  now: number,
): Promise<ReviewOutcome | null> {
  const user = await q.one<User>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const status = level === 1 ? user?.review_status : user?.advanced_review_status;
  if (!user || status !== REVIEW.inReview) return null;
  const refusedFor = verdict(user, level);
  const outcome = refusedFor ? REVIEW.refused : REVIEW.approved;
  if (level === 1) {
    // An approved basic level is level 1 (the floor every account already has in this world).
    await q.query(
      `UPDATE users SET review_status = $2, review_reason = $3,
         level = CASE WHEN $2 = ${REVIEW.approved} THEN GREATEST(level, 1) ELSE level END
       WHERE id = $1`,
      [userId, outcome, refusedFor],
    );
    await q.query('UPDATE real_name_records SET reviewed_at = $2 WHERE user_id = $1', [userId, now]);
  } else {
    await q.query(
      `UPDATE users SET advanced_review_status = $2, advanced_review_reason = $3,
         level = CASE WHEN $2 = ${REVIEW.approved} THEN 2 ELSE level END
       WHERE id = $1`,
      [userId, outcome, refusedFor],
    );
    await q.query('UPDATE real_name_records SET advanced_reviewed_at = $2 WHERE user_id = $1', [userId, now]);
  }
  return { userId, level, refusedFor };
}
