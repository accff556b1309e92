// The account area: the signed-in user's profile, avatar, nickname, password and phone.
import type { Area } from '../world';
import { me } from '../world';

export const account: Area = {
  handlers: {
    async getUserInfo(ctx) {
      const u = me(ctx);
      return {
        id: u.id,
        account_number: u.email ?? u.phone ?? String(u.id),
        phone: u.phone,
        email: u.email,
        nickname: u.nickname,
        signature: u.signature,
        head_portrait: u.head_portrait,
        extension_code: u.extension_code,
        credit_score: u.credit_score,
        status: u.status,
        level: u.level,
        is_realname: u.review_status === 2 ? 2 : 1,
        review_status: u.advanced_review_status,
        name: u.real_name ?? '',
        create_time: Math.floor(u.created_at / 1000),
      };
    },
  },
};
