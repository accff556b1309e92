// OTC (proposed operations): the merchants' ads, and the user's orders on them through their life
// (waiting for payment, paid, completed, cancelled, in appeal). The rules live in
// domain/market-otc.ts; this module reads the rows and writes them as the contract's shapes.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import {
  appealOtcOrder,
  cancelOtcOrder,
  createOtcOrder,
  markOtcPaid,
  OTC_STATUS,
  ownOrder,
  releaseOtcOrder,
  setupOtcJobs,
  type OtcAdRow,
  type OtcMerchantRow,
  type OtcOrderRow,
} from '../domain/market-otc';
import type { Area, Ctx } from '../world';
import { me } from '../world';

const PAGE = 10;
const seconds = (ms: number) => Math.floor(Number(ms) / 1000);
/** A price as the ads write it: at least two decimals. */
function price(value: Big.BigSource): string {
  const text = new Big(value).toFixed();
  const decimals = (text.split('.')[1] ?? '').length;
  return decimals >= 2 ? text : new Big(value).toFixed(2);
}
const APPEAL_REASON_KEYS: Record<string, string> = {
  not_released: 'otcAppealReasonNotReleased',
  not_received: 'otcAppealReasonNotReceived',
  wrong_amount: 'otcAppealReasonWrongAmount',
  other: 'otcAppealReasonOther',
};

function merchant(m: OtcMerchantRow) {
  return {
    id: m.id,
    nickname: m.nickname,
    head_portrait: m.head_portrait,
    orders_30d: m.orders_30d,
    completion_rate: new Big(m.completion_rate).toFixed(2),
    release_minutes: m.release_minutes,
  };
}

async function merchants(q: Queryable, ids: number[]): Promise<Map<number, OtcMerchantRow>> {
  const rows = await q.query<OtcMerchantRow>('SELECT * FROM otc_merchants WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((m) => [m.id, m]));
}

interface AccountRow {
  merchant_id: number | null;
  user_id: number | null;
  method: string;
  account_name: string;
  account: string;
  bank_name: string | null;
  qrcode: string;
}

/** Why a cancelled order ended, as the contract names it (an old row without it: the buyer). */
const cancelReason = (by: string | null): 'user' | 'expired' | 'support' =>
  by === 'expired' || by === 'support' ? by : 'user';

/** The seller's accounts of each order: the merchant's (those the ad takes) on a buy, the user's own on a sell. */
async function orderViews(ctx: Ctx, orders: OtcOrderRow[]) {
  const q = ctx.world.db;
  const byMerchant = await merchants(q, [...new Set(orders.map((o) => o.merchant_id))]);
  const accounts = await q.query<AccountRow>(
    'SELECT * FROM otc_payment_accounts WHERE merchant_id = ANY($1::int[]) OR user_id = ANY($2::int[]) ORDER BY id',
    [[...byMerchant.keys()], [...new Set(orders.map((o) => o.user_id))]],
  );
  const ads = await q.query<{ id: number; pay_methods: string }>(
    'SELECT id, pay_methods FROM otc_ads WHERE id = ANY($1::int[])',
    [[...new Set(orders.map((o) => o.ad_id))]],
  );
  const methodsOf = new Map(ads.map((a) => [a.id, a.pay_methods.split(',')]));
  return orders.map((o) => {
    const methods = methodsOf.get(o.ad_id) ?? [];
    const sellerAccounts = accounts
      .filter((a) => (o.side === 'buy' ? a.merchant_id === o.merchant_id : a.user_id === o.user_id))
      .filter((a) => methods.includes(a.method))
      .slice(0, 3);
    const waiting = o.status === OTC_STATUS.pending;
    return {
      id: o.id,
      order_no: o.order_no,
      ad_id: o.ad_id,
      side: o.side,
      coin: 'USDT',
      fiat: o.fiat,
      price: price(o.price),
      number: new Big(o.number).toFixed(2),
      total: new Big(o.total).toFixed(2),
      status: o.status,
      cancel_reason: o.status === OTC_STATUS.cancelled ? cancelReason(o.cancelled_by) : null,
      // Counted from the order's creation on the sandbox clock: re-reading never restarts it.
      expire_seconds: waiting ? Math.max(0, Math.ceil((Number(o.expires_at) - ctx.now) / 1000)) : 0,
      merchant: merchant(byMerchant.get(o.merchant_id)!),
      payment_accounts: sellerAccounts.map((a) => ({
        method: a.method,
        account_name: a.account_name,
        account: a.account,
        bank_name: a.bank_name,
        qrcode: a.qrcode,
      })),
      appeal_reason:
        o.appeal_reason === null
          ? null
          : `${ctx.t(APPEAL_REASON_KEYS[o.appeal_reason] ?? 'otcAppealReasonOther')}: ${o.appeal_remark ?? ''}`.slice(
              0,
              200,
            ),
      create_time: seconds(o.created_at),
      paid_time: o.paid_at === null ? null : seconds(o.paid_at),
      finish_time: o.finished_at === null ? null : seconds(o.finished_at),
    };
  });
}

const pageOf = (input: Record<string, unknown>) => Math.max(1, Number(input.page ?? 1));
const paged = <T>(data: T[], page: number, total: number) => ({
  data,
  page,
  pages: Math.ceil(total / PAGE),
  total,
});

async function act(ctx: Ctx, fn: (q: Queryable) => Promise<void>): Promise<string> {
  await ctx.world.db.tx(fn);
  return ctx.t('otcDone');
}

export const otc: Area = {
  setup: setupOtcJobs,
  handlers: {
    async listOtcAds(ctx) {
      const { input } = ctx;
      const params: unknown[] = [input.side, ctx.user?.id ?? null];
      const where = [
        'a.side = $1',
        'a.active',
        'a.available > 0',
        '(m.user_id IS NULL OR m.user_id IS DISTINCT FROM $2)',
      ];
      if (input.fiat !== undefined) {
        params.push(input.fiat);
        where.push(`a.fiat = $${params.length}`);
      }
      if (input.pay_method !== undefined) {
        params.push(input.pay_method);
        where.push(`$${params.length} = ANY(string_to_array(a.pay_methods, ','))`);
      }
      if (input.amount !== undefined) {
        params.push(String(input.amount));
        const n = `$${params.length}::numeric`;
        where.push(`a.min_amount <= ${n} AND a.max_amount >= ${n} AND a.available * a.price >= ${n}`);
      }
      const best = input.side === 'buy' ? 'a.price ASC' : 'a.price DESC';
      const from = `FROM otc_ads a JOIN otc_merchants m ON m.id = a.merchant_id WHERE ${where.join(' AND ')}`;
      const total = await ctx.world.db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      const page = pageOf(input);
      const rows = await ctx.world.db.query<OtcAdRow>(
        `SELECT a.* ${from} ORDER BY ${best}, m.completion_rate DESC, a.id
         LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`,
        params,
      );
      const byMerchant = await merchants(ctx.world.db, [...new Set(rows.map((r) => r.merchant_id))]);
      const data = rows.map((a) => ({
        id: a.id,
        side: a.side,
        coin: 'USDT',
        fiat: a.fiat,
        price: price(a.price),
        available: new Big(a.available).toFixed(2),
        min_amount: new Big(a.min_amount).toFixed(2),
        max_amount: new Big(a.max_amount).toFixed(2),
        pay_methods: a.pay_methods.split(','),
        pay_minutes: a.pay_minutes,
        merchant: merchant(byMerchant.get(a.merchant_id)!),
      }));
      return paged(data, page, Number(total?.n ?? 0));
    },

    async getOtcOrder(ctx) {
      const order = await ownOrder(ctx.world.db, me(ctx).id, Number(ctx.input.id), false);
      const [view] = await orderViews(ctx, [order]);
      return view;
    },

    async createOtcOrder(ctx) {
      const user = me(ctx);
      const order = await ctx.world.db.tx((q) =>
        createOtcOrder(ctx.world, q, user, Number(ctx.input.ad_id), String(ctx.input.number), ctx.now),
      );
      const [view] = await orderViews(ctx, [order]);
      return view;
    },

    async submitOtcPayment(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => markOtcPaid(ctx.world, q, user, Number(ctx.input.id), ctx.now));
    },

    async cancelOtcOrder(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => cancelOtcOrder(q, user, Number(ctx.input.id), ctx.now));
    },

    async submitOtcAppeal(ctx) {
      const user = me(ctx);
      const { input } = ctx;
      const appeal = { id: Number(input.id), reason: String(input.reason), remark: String(input.remark) };
      return act(ctx, (q) => appealOtcOrder(ctx.world, q, user, appeal, ctx.now));
    },

    async submitOtcRelease(ctx) {
      const user = me(ctx);
      return act(ctx, (q) => releaseOtcOrder(q, user, Number(ctx.input.id), String(ctx.input.pay_password), ctx.now));
    },

    async listOtcOrders(ctx) {
      const user = me(ctx);
      const statuses =
        ctx.input.status === 'finished'
          ? [OTC_STATUS.completed, OTC_STATUS.cancelled]
          : [OTC_STATUS.pending, OTC_STATUS.paid, OTC_STATUS.appeal];
      const page = pageOf(ctx.input);
      const total = await ctx.world.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM otc_orders WHERE user_id = $1 AND status = ANY($2::int[])',
        [user.id, statuses],
      );
      const rows = await ctx.world.db.query<OtcOrderRow>(
        `SELECT * FROM otc_orders WHERE user_id = $1 AND status = ANY($2::int[])
         ORDER BY created_at DESC, id DESC LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`,
        [user.id, statuses],
      );
      return paged(await orderViews(ctx, rows), page, Number(total?.n ?? 0));
    },
  },
};
