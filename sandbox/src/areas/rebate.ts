// Invitation and rebate (proposed operations): the totals, the invited users and the commission
// records of the signed-in user. Invited users are those whose `parent_id` is the user; the totals
// are sums of `rebate_records`, so they agree with the lists to the last digit.
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { startOfDay } from '../domain/market-otc';
import { maskAccount, rebateRate } from '../domain/market-rebate';
import type { Area } from '../world';
import { me } from '../world';

const PAGE = 10;
const INFO_KEYS: Record<string, string> = {
  spot: 'rebateInfoSpot',
  contract: 'rebateInfoContract',
  seconds: 'rebateInfoSeconds',
};
const pageOf = (input: Record<string, unknown>) => Math.max(1, Number(input.page ?? 1));
const paged = <T>(data: T[], page: number, total: number) => ({ data, page, pages: Math.ceil(total / PAGE), total });
const plain = (value: Big.BigSource | null | undefined) => new Big(value ?? 0).toFixed();

export const rebate: Area = {
  handlers: {
    async getRebateSummary(ctx) {
      const user = me(ctx);
      const db = ctx.world.db;
      const invited = await db.one<{ total: number; verified: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE review_status = 2)::int AS verified
         FROM users WHERE parent_id = $1`,
        [user.id],
      );
      const sums = await db.one<{ total: string | null; today: string | null }>(
        `SELECT sum(amount) AS total, sum(amount) FILTER (WHERE created_at >= $2) AS today
         FROM rebate_records WHERE user_id = $1`,
        [user.id, startOfDay(ctx.now)],
      );
      return {
        invite_count: Number(invited?.total ?? 0),
        verified_count: Number(invited?.verified ?? 0),
        rebate_rate: plain(await rebateRate(db)),
        total_commission: plain(sums?.total),
        today_commission: plain(sums?.today),
      };
    },

    async listInvitedUsers(ctx) {
      const user = me(ctx);
      const page = pageOf(ctx.input);
      const total = await ctx.world.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE parent_id = $1', [
        user.id,
      ]);
      const rows = await ctx.world.db.query<{
        id: number;
        email: string | null;
        phone: string | null;
        created_at: number;
        review_status: number;
        commission: string | null;
      }>(
        `SELECT u.id, u.email, u.phone, u.created_at, u.review_status,
           (SELECT sum(r.amount) FROM rebate_records r WHERE r.user_id = $1 AND r.invitee_id = u.id) AS commission
         FROM users u WHERE u.parent_id = $1 ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`,
        [user.id],
      );
      const data = rows.map((u) => ({
        id: u.id,
        account: maskAccount(u.email, u.phone, u.id),
        created_at: dateTime(Number(u.created_at)),
        is_realname: u.review_status === 2 ? 1 : 0,
        commission: plain(u.commission),
      }));
      return paged(data, page, Number(total?.n ?? 0));
    },

    async listRebateRecords(ctx) {
      const user = me(ctx);
      const page = pageOf(ctx.input);
      const total = await ctx.world.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM rebate_records WHERE user_id = $1',
        [user.id],
      );
      const rows = await ctx.world.db.query<{
        id: number;
        amount: string;
        source: string;
        created_at: number;
        currency_name: string;
        email: string | null;
        phone: string | null;
        invitee_id: number;
      }>(
        `SELECT r.id, r.amount, r.source, r.created_at, r.invitee_id, c.name AS currency_name, u.email, u.phone
         FROM rebate_records r JOIN currencies c ON c.id = r.currency_id JOIN users u ON u.id = r.invitee_id
         WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`,
        [user.id],
      );
      const data = rows.map((r) => ({
        id: r.id,
        account: maskAccount(r.email, r.phone, r.invitee_id),
        amount: plain(r.amount),
        currency_name: r.currency_name,
        info: ctx.t(INFO_KEYS[r.source] ?? 'rebateInfoSpot'),
        created_at: dateTime(Number(r.created_at)),
      }));
      return paged(data, page, Number(total?.n ?? 0));
    },
  },
};
