// The account area: the signed-in user's profile, uploaded images, avatar, nickname, pay password
// and phone.
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
import { hashPassword } from '../seed/core';
import { ROOT } from '../wire/contract';
import { fail } from '../wire/errors';
import type { Area, World } from '../world';
import { me } from '../world';

/** The site's own images (the seed's avatars, documents, banners), served under /upload as well. */
export const SITE_IMAGES = resolve(ROOT, 'mock/upload');

/** Where uploads are written: the folder the sandbox serves /upload/<name> from. */
export const uploadDir = (world: World): string => world.uploadDir;

const NICKNAME = /^[\u4e00-\u9fa5A-Za-z0-9]{2,10}$/;

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export const account: Area = {
  handlers: {
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
        dir: uploadDir(ctx.world),
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
  },
};
