// The copy-trade area: the traders with statistics computed from their own orders, a trader's page
// and closed orders, following (fixed multiple or fixed lots, an optional margin cap) and
// unfollowing, changing the copy settings, the user's follows and copied positions, taking a copied
// position over, and applying to become a trader (reviewed by a job on the sandbox clock).
// The copying itself and the closing of copies with their trader are in domain/earn-copy.ts; the
// copies are contract positions (order_type 2), written on the wire as the contract area writes them.
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { announceClosed } from '../domain/contract-engine';
import { profitOf as positionProfit, type Position } from '../domain/contract-positions';
import { dec, laravelPage, seconds } from '../domain/earn-common';
import {
  checkCopyNumber,
  closeTraderTrade,
  COPY_CLOSE_JOB,
  COPY_CLOSED_JOB,
  COPY_OPEN_JOB,
  COPY_REVIEW_JOB,
  playTraderOrder,
  REVIEW_DELAY,
  statsWindow,
  totalReturn,
  TRADER_STATS_SQL,
  watchTraderPositions,
  type CopiedRow,
  type CopyType,
  type TraderStatsRow,
  type TraderTradeRow,
} from '../domain/earn-copy';
import { wallet } from '../domain/ledger';
import { positionWire } from './contract-trade';
import { fail, verificationRequired } from '../wire/errors';
import type { Queryable } from '../db/db';
import type { Area, Ctx, World } from '../world';
import { me } from '../world';

const PER_PAGE = 10;
const USDT = 1;
const ORDERS: Record<string, string> = {
  total_profits: 's.total_profits DESC',
  correct_rate: 's.correct_rate DESC',
  follow_num: 's.follow_num DESC',
};

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const money = (value: Big.BigSource) => new Big(value).toFixed(2);

/** A pair as the feed knows it: `BTC/USDT` and the decimals of its prices. */
function pairOf(world: World, pairId: number) {
  const pair = world.feed.pair(pairId);
  if (!pair) throw new Error(`no pair ${pairId}`);
  return { symbol: `${pair.base}/${pair.quote}`, decimals: pair.decimals, price: new Big(world.feed.format(pair)) };
}

async function isFollowing(ctx: Ctx, traderId: number): Promise<boolean> {
  const row = await ctx.world.db.one(
    'SELECT 1 FROM copy_follows WHERE user_id = $1 AND trader_id = $2 AND status = 1',
    [me(ctx).id, traderId],
  );
  return row !== undefined;
}

async function traderStats(ctx: Ctx, traderId: number): Promise<TraderStatsRow> {
  const row = await ctx.world.db.one<TraderStatsRow>(`SELECT * FROM (${TRADER_STATS_SQL}) s WHERE s.id = $4`, [
    ...statsWindow(ctx.now),
    traderId,
  ]);
  return row ?? fail('copyTraderNotFound');
}

/** The copy settings of a follow or an update: the rounded number, and a cap the contract account can cover. */
async function copySettings(ctx: Ctx): Promise<{ type: CopyType; number: Big; amount: Big | null }> {
  const type = Number(ctx.input.type) as CopyType;
  const checked = checkCopyNumber(String(ctx.input.number), type);
  if ('error' in checked) return fail(checked.error);
  const amount = ctx.input.amount === undefined ? null : new Big(String(ctx.input.amount));
  if (amount) {
    const lever = await wallet(ctx.world.db, me(ctx).id, 'lever', USDT);
    if (amount.gt(lever.balance)) return fail('insufficientBalance');
  }
  return { type, number: checked.value, amount };
}

/** A copy as CopiedPosition: the figures of the contract screen's position (one computation). */
function positionView(world: World, c: CopiedRow & { trader_id: number; trader_nickname: string }) {
  const p = positionWire(c, world.feed);
  return {
    id: p.id,
    trader_user_id: c.trader_id,
    trader_nickname: c.trader_nickname,
    symbol: p.symbol,
    type: p.type,
    price: p.price,
    update_price: p.update_price,
    share: String(p.share),
    number: p.number,
    multiple: p.multiple,
    caution_money: p.caution_money,
    fact_profits: p.fact_profits,
    status: p.status,
    create_time: p.create_time,
    close_time: c.closed_at === null ? null : seconds(c.closed_at),
  };
}

/** The owners of copies closed with their trader's order: a notice each, and `lever_closed`. */
async function announceCopiesClosed(world: World, q: Queryable, closed: Position[]): Promise<void> {
  for (const row of closed)
    await world.notify(q, row.user_id, 'copy-trade', 'copyPositionClosedNotice', {
      symbol: pairOf(world, row.pair_id).symbol,
      profit: money(row.fact_profits),
    });
  world.jobs.later(() => announceClosed(world, closed));
}

/**
 * Decides a pending application to become a trader (once: one decided already is left as it is):
 * `experience` as the platform's review does (a year of contract trading at least, experience 2
 * or 3, is approved), or `approve` / `reject` as support would (the control API). An approved
 * applicant becomes a trader whose own contract positions are copied; either way a notice tells
 * them. Answers the decision, or null when there was no pending application.
 */
export async function decideApplication(
  world: World,
  q: Queryable,
  applicationId: number,
  how: 'experience' | 'approve' | 'reject',
  at: number,
): Promise<'approved' | 'rejected' | null> {
  const a = await q.one<{ id: number; user_id: number; experience: number; status: string }>(
    'SELECT * FROM copy_applications WHERE id = $1 FOR UPDATE',
    [applicationId],
  );
  if (!a || a.status !== 'pending') return null;
  const approved = how === 'experience' ? a.experience >= 2 : how === 'approve';
  const reason = how === 'experience' ? 'copyApplyReasonExperience' : 'copyApplyReasonReview';
  await q.query('UPDATE copy_applications SET status = $2, reason_key = $3, reviewed_at = $4 WHERE id = $1', [
    a.id,
    approved ? 'approved' : 'rejected',
    approved ? null : reason,
    at,
  ]);
  if (approved)
    await q.query('INSERT INTO copy_traders (user_id, since) VALUES ($1, $2) ON CONFLICT DO NOTHING', [a.user_id, at]);
  await world.notify(q, a.user_id, 'copy-trade', approved ? 'copyApplyApprovedNotice' : 'copyApplyRejectedNotice');
  return approved ? 'approved' : 'rejected';
}

export const copyTrade: Area = {
  handlers: {
    async listTraders(ctx) {
      const user = me(ctx);
      const page = Number(ctx.input.page ?? 1);
      const keyword = (ctx.input.keyword as string | undefined) ?? null;
      const order = ORDERS[String(ctx.input.order ?? 'total_profits')] ?? ORDERS.total_profits;
      // The keyword is matched as plain text (no LIKE patterns).
      const where = '($4::text IS NULL OR strpos(lower(s.nickname), lower($4::text)) > 0)';
      const { db } = ctx.world;
      const window = statsWindow(ctx.now);
      const total = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM (${TRADER_STATS_SQL}) s WHERE ${where}`,
        [...window, keyword],
      );
      const rows = await db.query<TraderStatsRow & { is_followed: boolean }>(
        `SELECT s.*, EXISTS (SELECT 1 FROM copy_follows f WHERE f.trader_id = s.id AND f.user_id = $5 AND f.status = 1)
           AS is_followed
         FROM (${TRADER_STATS_SQL}) s WHERE ${where} ORDER BY ${order}, s.id LIMIT $6 OFFSET $7`,
        [...window, keyword, user.id, PER_PAGE, (page - 1) * PER_PAGE],
      );
      return laravelPage(
        '/api/follow/index',
        page,
        PER_PAGE,
        Number(total?.n ?? 0),
        rows.map((s) => ({
          id: s.id,
          nickname: s.nickname,
          head_portrait: s.head_portrait,
          total_profits: money(s.total_profits),
          correct_rate: money(s.correct_rate),
          follow_num: s.follow_num,
          is_followed: s.is_followed ? 1 : 0,
        })),
      );
    },

    async getTrader(ctx) {
      const traderId = Number(ctx.input.trader_user_id);
      const s = await traderStats(ctx, traderId);
      return {
        trader_info: {
          id: s.id,
          nickname: s.nickname,
          head_portrait: s.head_portrait,
          signature: s.signature || s.tagline || null,
        },
        data: {
          follow_num: s.follow_num,
          total_profits: money(s.total_profits),
          total_income_rate: money(totalReturn(s)),
          correct_rate: money(s.correct_rate),
          profitCount: s.profit_count,
          riseCount: s.rise_count,
          fallCount: s.fall_count,
          yesterday_profits: money(s.yesterday_profits),
          position_count: s.position_count,
          total_count: s.total_count,
        },
        is_followed: (await isFollowing(ctx, traderId)) ? 1 : 0,
      };
    },

    async listTraderHistory(ctx) {
      const traderId = Number(ctx.input.trader_user_id);
      const page = Number(ctx.input.page ?? 1);
      const { db } = ctx.world;
      if (!(await db.one('SELECT 1 FROM copy_traders WHERE user_id = $1', [traderId])))
        return fail('copyTraderNotFound');
      const total = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM copy_trader_trades WHERE trader_id = $1 AND close_time IS NOT NULL',
        [traderId],
      );
      const rows = await db.query<TraderTradeRow>(
        `SELECT * FROM copy_trader_trades WHERE trader_id = $1 AND close_time IS NOT NULL
         ORDER BY close_time DESC, id DESC LIMIT $2 OFFSET $3`,
        [traderId, PER_PAGE, (page - 1) * PER_PAGE],
      );
      return laravelPage(
        '/api/follow/historyTrade',
        page,
        PER_PAGE,
        Number(total?.n ?? 0),
        rows.map((t) => {
          const pair = pairOf(ctx.world, t.pair_id);
          return {
            id: t.id,
            symbol: pair.symbol,
            type: t.type,
            price: new Big(t.price).toFixed(pair.decimals),
            share: t.share,
            multiple: t.multiple,
            fact_profits: money(t.fact_profits ?? 0),
            transaction_time: dateTime(t.close_time ?? t.open_time),
          };
        }),
      );
    },

    async followTrader(ctx) {
      const user = me(ctx);
      const traderId = Number(ctx.input.trader_user_id);
      const { db } = ctx.world;
      if (!(await db.one('SELECT 1 FROM copy_traders WHERE user_id = $1', [traderId])))
        return fail('copyTraderNotFound');
      if (traderId === user.id) return fail('copyFollowSelf');
      if (await isFollowing(ctx, traderId)) return fail('copyAlreadyFollowing');
      const { type, number, amount } = await copySettings(ctx);
      try {
        await db.query(
          `INSERT INTO copy_follows (user_id, trader_id, type, number, amount, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6::bigint, $6::bigint)`,
          [user.id, traderId, type, number.toFixed(), amount?.toFixed() ?? null, ctx.now],
        );
      } catch (error) {
        // The same follow sent twice at once: the index keeps one.
        if (isUniqueViolation(error)) return fail('copyAlreadyFollowing');
        throw error;
      }
      return ctx.t('copyFollowed');
    },

    async unfollowTrader(ctx) {
      const row = await ctx.world.db.one(
        `UPDATE copy_follows SET status = 2, cancelled_at = $3::bigint, updated_at = $3::bigint
         WHERE user_id = $1 AND trader_id = $2 AND status = 1 RETURNING id`,
        [me(ctx).id, ctx.input.follow_user_id, ctx.now],
      );
      if (!row) return fail('copyNotFollowing');
      return ctx.t('copyUnfollowed');
    },

    async updateFollow(ctx) {
      const traderId = Number(ctx.input.trader_user_id);
      if (!(await isFollowing(ctx, traderId))) return fail('copyNotFollowing');
      const { type, number, amount } = await copySettings(ctx);
      const row = await ctx.world.db.one(
        `UPDATE copy_follows SET type = $3, number = $4, amount = $5, updated_at = $6
         WHERE user_id = $1 AND trader_id = $2 AND status = 1 RETURNING id`,
        [me(ctx).id, traderId, type, number.toFixed(), amount?.toFixed() ?? null, ctx.now],
      );
      if (!row) return fail('copyNotFollowing');
      return ctx.t('copyFollowUpdated');
    },

    async listMyFollows(ctx) {
      const user = me(ctx);
      const { world } = ctx;
      const follows = await world.db.query<{
        id: number;
        trader_id: number;
        nickname: string;
        head_portrait: string;
        type: number;
        number: string;
        amount: string | null;
        created_at: number;
      }>(
        `SELECT f.id, f.trader_id, u.nickname, u.head_portrait, f.type, f.number, f.amount, f.created_at
         FROM copy_follows f JOIN users u ON u.id = f.trader_id
         WHERE f.user_id = $1 AND f.status = 1 ORDER BY f.created_at DESC, f.id DESC LIMIT 100`,
        [user.id],
      );
      const copies = await world.db.query<CopiedRow>(
        `SELECT c.* FROM lever_transactions c JOIN copy_follows f ON f.id = c.copy_follow_id
         WHERE f.user_id = $1 AND f.status = 1 AND c.order_type = 2 AND c.status <> 4`,
        [user.id],
      );
      let totalAmount = new Big(0);
      let totalProfits = new Big(0);
      const list = follows.map((f) => {
        const mine = copies.filter((c) => c.copy_follow_id === f.id);
        const open = mine.filter((c) => c.status <= 2);
        const held = open.reduce((sum, c) => sum.plus(c.caution_money), new Big(0));
        // Realized on the closed copies, floating on the open ones at the live price.
        const profits = mine.reduce(
          (sum, c) => sum.plus(c.status <= 2 ? positionProfit(c, world.feed.price(c.pair_id)) : c.fact_profits),
          new Big(0),
        );
        totalAmount = totalAmount.plus(held);
        totalProfits = totalProfits.plus(profits);
        return {
          trader_user_id: f.trader_id,
          nickname: f.nickname,
          head_portrait: f.head_portrait,
          type: f.type,
          number: dec(f.number),
          amount: f.amount === null ? null : dec(f.amount),
          follow_amount: money(held),
          follow_profits: money(profits),
          position_count: open.length,
          create_time: seconds(f.created_at),
        };
      });
      return { total_amount: money(totalAmount), total_profits: money(totalProfits), list };
    },

    async listMyCopiedPositions(ctx) {
      const user = me(ctx);
      const page = Number(ctx.input.page ?? 1);
      const statuses = ctx.input.status === 'current' ? [0, 1, 2] : [3, 4];
      const { db } = ctx.world;
      const where =
        'c.user_id = $1 AND c.copy_follow_id IS NOT NULL AND c.order_type = 2 AND c.status = ANY($2::int[])';
      const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM lever_transactions c WHERE ${where}`, [
        user.id,
        statuses,
      ]);
      const rows = await db.query<CopiedRow & { trader_id: number; trader_nickname: string }>(
        `SELECT c.*, f.trader_id, u.nickname AS trader_nickname
         FROM lever_transactions c JOIN copy_follows f ON f.id = c.copy_follow_id JOIN users u ON u.id = f.trader_id
         WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
        [user.id, statuses, PER_PAGE, (page - 1) * PER_PAGE],
      );
      return laravelPage(
        '/api/follow/my_positions',
        page,
        PER_PAGE,
        Number(total?.n ?? 0),
        rows.map((c) => positionView(ctx.world, c)),
      );
    },

    async switchToSelfHolding(ctx) {
      // Still open and still a copy: it becomes the user's own (its trader's closing no longer applies).
      const row = await ctx.world.db.one(
        `UPDATE lever_transactions SET order_type = 1
         WHERE id = $1 AND user_id = $2 AND order_type = 2 AND copy_follow_id IS NOT NULL AND status IN (0, 1, 2)
         RETURNING id`,
        [ctx.input.transaction_id, me(ctx).id],
      );
      if (!row) return fail('copySelfHoldingNotCopied');
      return ctx.t('copySelfHoldingDone');
    },

    async getTraderApplication(ctx) {
      const a = await ctx.world.db.one<{
        status: 'pending' | 'approved' | 'rejected';
        introduction: string;
        experience: number;
        reason_key: string | null;
        created_at: number;
      }>('SELECT * FROM copy_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [me(ctx).id]);
      if (!a) return { status: 'none', introduction: null, experience: null, reason: null, create_time: null };
      return {
        status: a.status,
        introduction: a.introduction,
        experience: a.experience,
        reason: a.status === 'rejected' && a.reason_key ? ctx.t(a.reason_key) : null,
        create_time: seconds(a.created_at),
      };
    },

    async applyTrader(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      if (user.review_status !== 2) return verificationRequired();
      if (await world.db.one('SELECT 1 FROM copy_traders WHERE user_id = $1', [user.id]))
        return fail('copyApplyAlreadyTrader');
      try {
        await world.db.tx(async (q) => {
          const a = await q.one<{ id: number }>(
            `INSERT INTO copy_applications (user_id, introduction, experience, created_at) VALUES ($1, $2, $3, $4)
             RETURNING id`,
            [user.id, String(ctx.input.introduction).trim(), ctx.input.experience, now],
          );
          await world.jobs.schedule(q, COPY_REVIEW_JOB, now + REVIEW_DELAY, { applicationId: a?.id });
        });
      } catch (error) {
        // One application under review at a time (the index refuses a second).
        if (isUniqueViolation(error)) return fail('copyApplyPending');
        throw error;
      }
      return ctx.t('copyApplySent');
    },
  },

  setup(world) {
    // A trader's own contract positions are copied and close their copies (domain/earn-copy.ts).
    watchTraderPositions();
    // A seeded trader opens the next order at the live price (copied at once), and plays on.
    world.jobs.on(COPY_OPEN_JOB, async (payload, q, job) => {
      const traderId = Number(payload.traderId);
      const trade = await playTraderOrder(q, traderId, (pairId) => world.feed.price(pairId), job.dueAt);
      const every = await q.one<{ plays_every_ms: number | null }>(
        'SELECT plays_every_ms FROM copy_traders WHERE user_id = $1',
        [traderId],
      );
      if (trade && every?.plays_every_ms)
        await world.jobs.schedule(q, COPY_OPEN_JOB, job.dueAt + Number(every.plays_every_ms), { traderId });
    });
    // A seeded trader closes an order at the live price; the copies following it close with it.
    world.jobs.on(COPY_CLOSE_JOB, async (payload, q, job) => {
      const trade = await q.one<TraderTradeRow>('SELECT * FROM copy_trader_trades WHERE id = $1', [payload.tradeId]);
      if (!trade) return;
      const result = await closeTraderTrade(q, trade.id, pairOf(world, trade.pair_id).price, job.dueAt);
      if (result) await announceCopiesClosed(world, q, result.closed);
    });
    // Copies closed with a trader's own contract position (domain/earn-copy.ts schedules it).
    world.jobs.on(COPY_CLOSED_JOB, async (payload, q) => {
      const ids = Array.isArray(payload.ids) ? payload.ids.map(Number) : [];
      const rows = await q.query<Position>('SELECT * FROM lever_transactions WHERE id = ANY($1::int[]) ORDER BY id', [
        ids,
      ]);
      await announceCopiesClosed(world, q, rows);
    });
    // The platform's review: a year of contract trading at least (experience 2 or 3) is approved.
    world.jobs.on(COPY_REVIEW_JOB, async (payload, q, job) => {
      await decideApplication(world, q, Number(payload.applicationId), 'experience', job.dueAt);
    });
  },
};
