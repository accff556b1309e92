// The account area: the signed-in user's profile, uploaded images, avatar, nickname, pay password
// and phone, and the account notices the other areas write (world.notify).
import { resolve } from 'node:path';
import type {
  User as UserInfo,
  UserIsRealname,
  UserLevel,
  UserReviewStatus,
  UserStatus,
} from '../../../generated/model';
import { checkCode, consumeCode, isPhone, recipientOf } from '../domain/identity-codes';
import { imageKind, isUsableImage, storeImage, UPLOAD_MAX_BYTES } from '../domain/identity-uploads';
import { pagesPage, paging, seconds } from '../domain/money-format';
import { hashPassword } from '../seed/core';
import { ROOT } from '../wire/contract';
import { fail } from '../wire/errors';
import { translate } from '../wire/messages';
import type { Area } from '../world';
import { me } from '../world';
import { accountSafety } from './account-safety';

/** The site's own images (the seed's avatars, documents, banners), served under /upload as well. */
export const SITE_IMAGES = resolve(ROOT, 'mock/upload');

const NICKNAME = /^[\u4e00-\u9fa5A-Za-z0-9]{2,10}$/;

/** The heading of an account notice by its kind (the area that wrote it). */
export const NOTICE_TITLES: Record<string, string> = {
  deposit: 'accountNoticeDeposit',
  withdraw: 'accountNoticeWithdraw',
  spot: 'accountNoticeSpot',
  contract: 'accountNoticeContract',
  seconds: 'accountNoticeSeconds',
  kyc: 'accountNoticeKyc',
  invest: 'accountNoticeInvest',
  loans: 'accountNoticeLoans',
  ieo: 'accountNoticeIeo',
  'copy-trade': 'accountNoticeCopyTrade',
  mining: 'accountNoticeMining',
  otc: 'accountNoticeOtc',
  nft: 'accountNoticeNft',
  rebate: 'accountNoticeRebate',
  coupon: 'accountNoticeCoupon',
  alert: 'accountNoticeAlert',
  security: 'accountNoticeSecurity',
};

/** A row of `notifications`: `title` is a message key, `body` the JSON of its variables. */
interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  is_read: boolean;
  created_at: number;
  anti_phishing_code: string | null;
}

function variables(body: string): Record<string, string | number> {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export const account: Area = {
  handlers: {
    ...accountSafety,
    // users.review_status is the basic level's state and advanced_review_status the advanced one's
    // (0 none, 1 in review, 2 approved, 3 refused): the contract's is_realname and review_status.
    async getUserInfo(ctx): Promise<UserInfo> {
      const u = me(ctx);
      return {
        id: u.id,
        account_number: u.email ?? u.phone ?? String(u.id),
        phone: u.phone,
        email: u.email,
        nickname: u.nickname,
        signature: u.signature === '' ? null : u.signature,
        head_portrait: u.head_portrait,
        extension_code: u.extension_code,
        credit_score: u.credit_score,
        status: u.status as UserStatus,
        level: u.level as UserLevel,
        is_realname: u.review_status as UserIsRealname,
        review_status: u.advanced_review_status as UserReviewStatus,
        name: u.review_status === 2 ? u.real_name : null,
        create_time: Math.floor(u.created_at / 1000),
      };
    },

    async uploadFile(ctx) {
      const user = me(ctx);
      const file = ctx.file;
      const kind = file ? imageKind(file.data) : null;
      if (!file || !kind) return fail('uploadFailed');
      if (file.data.length > UPLOAD_MAX_BYTES) return fail('accountUploadTooLarge', { mb: UPLOAD_MAX_BYTES / 1048576 });
      return storeImage(ctx.world.db, {
        dir: ctx.world.uploadDir,
        userId: user.id,
        data: file.data,
        kind,
        now: ctx.now,
      });
    },

    async updateHeadPortrait(ctx) {
      const user = me(ctx);
      const path = str(ctx.input.head_portrait);
      if (!(await isUsableImage(ctx.world.db, path, user.id, SITE_IMAGES))) return fail('accountImageUnknown');
      await ctx.world.db.query('UPDATE users SET head_portrait = $2 WHERE id = $1', [user.id, path]);
      return ctx.t('avatarChanged');
    },

    async updateNickname(ctx) {
      const user = me(ctx);
      const nickname = str(ctx.input.nickname);
      if (!NICKNAME.test(nickname)) return fail('noSpecialCharacters');
      await ctx.world.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [user.id, nickname]);
      return ctx.t('nicknameChanged');
    },

    // The pay password (the login password changes through resetPassword), with a code sent to the
    // bound e-mail address or phone.
    async updatePassword(ctx) {
      const user = me(ctx);
      const { world, input, now } = ctx;
      if (str(input.password) !== str(input.re_password)) return fail('passwordsInconsistent');
      const recipients = [user.email, user.phone].filter((r): r is string => Boolean(r)).map(recipientOf);
      const checked = await checkCode(world.db, { recipients, scene: 'update_password', code: str(input.code), now });
      await world.db.tx(async (q) => {
        await consumeCode(q, checked);
        await q.query('UPDATE users SET pay_password = $2 WHERE id = $1', [user.id, hashPassword(str(input.password))]);
      });
      return ctx.t('payPasswordSet');
    },

    // The app sends only `mobile` and `code`: the dialling code is the one the SMS went to.
    async bindMobile(ctx) {
      const user = me(ctx);
      const { world, input, now } = ctx;
      const mobile = str(input.mobile);
      const holder = await world.db.one<{ id: number }>('SELECT id FROM users WHERE phone = $1', [mobile]);
      if (holder && holder.id !== user.id) return fail('accountPhoneTaken');
      const checked = await checkCode(world.db, { recipients: [mobile], scene: 'bind', code: str(input.code), now });
      const areaCode = str(input.area_code) || checked.areaCode || '86';
      if (!isPhone(mobile, areaCode)) return fail('authPhoneInvalid');
      await world.db.tx(async (q) => {
        await consumeCode(q, checked);
        await q.query('UPDATE users SET phone = $2, area_code = $3 WHERE id = $1', [user.id, mobile, areaCode]);
      });
      return ctx.t('phoneBound');
    },

    // The notices the other areas wrote for this user, newest first, translated into the
    // request's language: the kind's heading as the title, the message key with its variables as
    // the content.
    async listNotifications(ctx) {
      const user = me(ctx);
      const p = paging(ctx.input);
      const { db } = ctx.world;
      const counts = await db.one<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT is_read)::int AS unread
         FROM notifications WHERE user_id = $1`,
        [user.id],
      );
      const rows = await db.query<NotificationRow>(
        `SELECT id, kind, title, body, is_read, created_at, anti_phishing_code FROM notifications WHERE user_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [user.id, p.limit, p.offset],
      );
      const data = rows.map((n) => ({
        id: Number(n.id),
        kind: n.kind,
        title: translate(ctx.lang, NOTICE_TITLES[n.kind] ?? 'accountNoticeOther'),
        content: translate(ctx.lang, n.title, variables(n.body)),
        is_read: n.is_read ? 1 : 0,
        created_at: seconds(Number(n.created_at)),
        ...(n.anti_phishing_code ? { anti_phishing_code: n.anti_phishing_code } : {}),
      }));
      return { ...pagesPage(data, p, counts?.total ?? 0), unread: counts?.unread ?? 0 };
    },

    // One notice (`id`) or all of them; an id that is not the user's is refused, changing nothing.
    async readNotifications(ctx) {
      const user = me(ctx);
      const { db } = ctx.world;
      if (ctx.input.id === undefined || ctx.input.id === null || ctx.input.id === '') {
        await db.query('UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read', [user.id]);
        return ctx.t('accountNotificationsRead');
      }
      const id = Number(ctx.input.id);
      const own = Number.isSafeInteger(id)
        ? await db.one<{ id: number }>('SELECT id FROM notifications WHERE id = $1 AND user_id = $2', [id, user.id])
        : undefined;
      if (!own) return fail('accountNotificationNotFound');
      await db.query('UPDATE notifications SET is_read = true WHERE id = $1', [id]);
      return ctx.t('accountNotificationsRead');
    },
  },
};
