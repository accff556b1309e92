// The kyc area: the two-level identity verification, its state and its submissions; the review
// itself is a job on the sandbox clock (domain/identity-kyc.ts) that notifies the user.
import type {
  RealNameRecord,
  RealNameRecordAdvancedUser,
  RealNameRecordIdType,
  RealNameRecordReviewStatus,
  RealNameState,
  RealNameStateAdvancedReviewStatus,
  RealNameStateRealStatus,
  RealNameStateReviewStatus,
} from '../../../generated/model';
import type { Queryable } from '../db/db';
import { isUsableImage } from '../domain/identity-uploads';
import { KYC_REVIEW_JOB, REVIEW, review, submitAdvanced, submitBasic, type KycLevel } from '../domain/identity-kyc';
import { fail } from '../wire/errors';
import { translate } from '../wire/messages';
import type { Area, User } from '../world';
import { me } from '../world';
import { SITE_IMAGES } from './account';

interface RecordRow {
  id: number;
  country: string;
  created_at: number;
  reviewed_at: number | null;
  advanced_created_at: number | null;
  advanced_reviewed_at: number | null;
}

const seconds = (ms: number | null): number | null => (ms === null ? null : Math.floor(Number(ms) / 1000));
const inReviewOrApproved = (status: number) => status === REVIEW.inReview || status === REVIEW.approved;

/** `real_status`: the level the latest submission reached (0 none, 1 basic, 2 advanced), refused ones not counted. */
function realStatus(u: User): RealNameStateRealStatus {
  if (inReviewOrApproved(u.advanced_review_status)) return 2;
  return inReviewOrApproved(u.review_status) ? 1 : 0;
}

/** The verification record as `/real/state` shows it (null before any submission). */
function realData(u: User, r: RecordRow | undefined): RealNameRecord | null {
  if (!r || u.review_status === REVIEW.none) return null;
  const advanced = u.advanced_review_status;
  // The latest review of either level; null while the latest submission waits.
  const reviewed = advanced !== REVIEW.none ? r.advanced_reviewed_at : r.reviewed_at;
  return {
    id: r.id,
    user_id: u.id,
    name: u.real_name ?? '',
    card_id: u.card_id ?? '',
    id_type: (u.id_type ?? 0) as RealNameRecordIdType,
    country: r.country,
    review_status: u.review_status as RealNameRecordReviewStatus,
    advanced_user: (inReviewOrApproved(advanced) ? advanced : null) as RealNameRecordAdvancedUser,
    front_pic: u.front_pic ?? '',
    reverse_pic: u.reverse_pic ?? '',
    hand_pic: '',
    create_time: seconds(advanced !== REVIEW.none ? (r.advanced_created_at ?? r.created_at) : r.created_at)!,
    review_time: seconds(reviewed),
  };
}

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

async function usablePhotos(q: Queryable, userId: number, paths: string[]): Promise<boolean> {
  for (const path of paths) if (!(await isUsableImage(q, path, userId, SITE_IMAGES))) return false;
  return true;
}

export const kyc: Area = {
  handlers: {
    async getRealNameState(ctx): Promise<RealNameState> {
      const u = me(ctx);
      const record = await ctx.world.db.one<RecordRow>('SELECT * FROM real_name_records WHERE user_id = $1', [u.id]);
      return {
        real_status: realStatus(u),
        review_status: u.review_status as RealNameStateReviewStatus,
        advanced_review_status: u.advanced_review_status as RealNameStateAdvancedReviewStatus,
        real_data: realData(u, record),
      };
    },

    async submitRealName(ctx) {
      const user = me(ctx);
      const { world, input, now, t } = ctx;
      const front = str(input.front_pic);
      const back = str(input.reverse_pic);
      const photos = [front, back].filter(Boolean);
      if (!(await usablePhotos(world.db, user.id, photos))) return fail('kycPhotoUnknown');

      if (Number(input.real_type) === 1) {
        const name = str(input.name);
        const cardId = str(input.card_id);
        if (name.length < 2 || !cardId) return fail('parameterError');
        await world.db.tx((q) =>
          submitBasic(
            q,
            world.jobs,
            user,
            {
              name,
              cardId,
              idType: Number(input.id_type ?? 0),
              country: str(input.country),
              ...(front ? { frontPic: front } : {}),
              ...(back ? { reversePic: back } : {}),
            },
            now,
          ),
        );
      } else {
        if (!front || !back) return fail('parameterError');
        await world.db.tx((q) => submitAdvanced(q, world.jobs, user, { frontPic: front, reversePic: back }, now));
      }
      return t('realNameSent');
    },
  },

  setup(world) {
    world.jobs.on(KYC_REVIEW_JOB, async (payload, q) => {
      const outcome = await review(q, Number(payload.userId), Number(payload.level) as KycLevel, world.clock.now());
      if (!outcome) return;
      // The notification keeps its variables as they are: the reason goes in English, the
      // language of the sandbox's operators.
      if (outcome.refusedFor)
        await world.notify(q, outcome.userId, 'kyc', 'realNameRefused', {
          reason: translate('en', outcome.refusedFor),
          level: outcome.level,
        });
      else await world.notify(q, outcome.userId, 'kyc', 'realNameApproved', { level: outcome.level });
    });
  },
};
