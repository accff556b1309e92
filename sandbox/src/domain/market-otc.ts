// OTC trades of USDT against fiat with the site's merchants. An order takes its USDT out of the
// ad (`available`) at once; on a sell the user's USDT is frozen in the legal account. The payment
// deadline is the order's creation plus the ad's minutes and never moves. Then:
//   buy:  the user says they paid -> the merchant releases (a job) -> the USDT is credited to the
//         user's legal account;
//   sell: the merchant pays (a job) -> the user releases with the pay password -> the frozen USDT
//         leaves for good.
// An order still unpaid at its deadline is cancelled (a job); a cancel or an expiry gives the ad
// its USDT back (and the seller theirs). A paid order can be appealed 10 minutes after payment;
// support then decides (a job).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { checkPassword } from '../seed/core';
import { fail, verificationRequired } from '../wire/errors';
import type { User, World } from '../world';
import { freeze, move, spendFrozen, unfreeze } from './ledger';

const USDT = 1;
const MINUTE = 60e3;
/** The largest trade of each verification level, USDT (product spec §6). */
export const OTC_LEVEL_LIMITS: Record<number, string> = { 1: '2000', 2: '1000000' };
/** Orders a user may have waiting for payment at once. */
export const OTC_MAX_PENDING = 3;
/** Cancellations in one day after which the user cannot order until the next day. */
export const OTC_MAX_CANCELS_PER_DAY = 3;
export const OTC_APPEAL_AFTER_MS = 10 * MINUTE;
/** How long support takes to decide an appeal. */
export const OTC_APPEAL_DECISION_MS = 60 * MINUTE;

export const OTC_STATUS = { pending: 1, paid: 2, completed: 3, cancelled: 4, appeal: 5 } as const;

export const OTC_JOBS = {
  expire: 'otc.expire',
  merchantRelease: 'otc.merchantRelease',
  merchantPay: 'otc.merchantPay',
  appealDecision: 'otc.appealDecision',
} as const;

export interface OtcAdRow {
  id: number;
  merchant_id: number;
  side: 'buy' | 'sell';
  fiat: string;
  price: string;
  available: string;
  min_amount: string;
  max_amount: string;
  pay_methods: string;
  pay_minutes: number;
  active: boolean;
}

export interface OtcMerchantRow {
  id: number;
  nickname: string;
  head_portrait: string;
  user_id: number | null;
  orders_30d: number;
  completion_rate: string;
  release_minutes: number;
}

export interface OtcOrderRow {
  id: number;
  order_no: string;
  user_id: number;
  ad_id: number;
  merchant_id: number;
  side: 'buy' | 'sell';
  fiat: string;
  price: string;
  number: string;
  total: string;
  status: number;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  finished_at: number | null;
  cancelled_by: string | null;
  appeal_reason: string | null;
  appeal_remark: string | null;
  appealed_at: number | null;
}

/** `OTC` + the creation time (UTC, to the second) + the id, as support reads it. */
export function orderNo(id: number, createdAt: number): string {
  return `OTC${new Date(createdAt).toISOString().slice(0, 19).replace(/\D/g, '')}${id}`;
}

/** The fiat total of an order: number x price, to the cent. */
export const fiatTotal = (number: Big.BigSource, price: Big.BigSource) =>
  new Big(number).times(price).round(2, Big.roundHalfUp);

export const startOfDay = (ms: number) => Math.floor(ms / 86400e3) * 86400e3;

export async function ownOrder(q: Queryable, userId: number, id: number, forUpdate = true): Promise<OtcOrderRow> {
  const row = await q.one<OtcOrderRow>(
    `SELECT * FROM otc_orders WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return row ?? fail('otcOrderNotFound');
}

/**
 * Places an order on an ad: the checks of the contract in its order (verification, the user's
 * pending orders and cancellations, the ad's limits and stock, the level's limit), then the
 * reservation, the seller's freeze and the deadline job.
 */
export async function createOtcOrder(
  world: World,
  q: Queryable,
  user: User,
  adId: number,
  requested: string,
  now: number,
): Promise<OtcOrderRow> {
  if (user.review_status !== 2) verificationRequired();
  const ad = await q.one<OtcAdRow & { merchant_user_id: number | null; release_minutes: number }>(
    `SELECT a.*, m.user_id AS merchant_user_id, m.release_minutes FROM otc_ads a
     JOIN otc_merchants m ON m.id = a.merchant_id WHERE a.id = $1 FOR UPDATE OF a`,
    [adId],
  );
  if (!ad || !ad.active || ad.merchant_user_id === user.id) return fail('otcAdNotFound');
  const pending = await q.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM otc_orders WHERE user_id = $1 AND status = $2',
    [user.id, OTC_STATUS.pending],
  );
  if (Number(pending?.n) >= OTC_MAX_PENDING) fail('otcTooManyPending', { max: OTC_MAX_PENDING });
  const cancels = await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM otc_orders WHERE user_id = $1 AND cancelled_by = 'user' AND finished_at >= $2`,
    [user.id, startOfDay(now)],
  );
  if (Number(cancels?.n) >= OTC_MAX_CANCELS_PER_DAY) fail('otcCancelledTooOften');

  // The platform trades whole cents of USDT.
  const number = new Big(requested).round(2, Big.roundDown);
  if (number.lte(0)) fail('enterCorrectAmount');
  const total = fiatTotal(number, ad.price);
  if (total.lt(ad.min_amount) || total.gt(ad.max_amount)) fail('otcOutsideLimits');
  if (number.gt(ad.available)) fail('otcAboveAvailable');
  const limit = OTC_LEVEL_LIMITS[user.level] ?? OTC_LEVEL_LIMITS[2]!;
  if (number.gt(limit)) fail('otcAboveLevelLimit', { limit: Number(limit).toLocaleString('en-US') });

  await q.query('UPDATE otc_ads SET available = available - $2 WHERE id = $1', [ad.id, number.toFixed()]);
  const expiresAt = now + ad.pay_minutes * MINUTE;
  const inserted = await q.one<{ id: number }>(
    `INSERT INTO otc_orders (order_no, user_id, ad_id, merchant_id, side, fiat, price, number, total, created_at, expires_at)
     VALUES ('', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [user.id, ad.id, ad.merchant_id, ad.side, ad.fiat, ad.price, number.toFixed(), total.toFixed(), now, expiresAt],
  );
  const id = Number(inserted?.id);
  const order = await q.one<OtcOrderRow>('UPDATE otc_orders SET order_no = $2 WHERE id = $1 RETURNING *', [
    id,
    orderNo(id, now),
  ]);
  if (ad.side === 'sell')
    await freeze(q, {
      userId: user.id,
      account: 'legal',
      currencyId: USDT,
      value: number,
      kind: 'otc_sell',
      ref: `otc:${id}`,
      at: now,
    });
  await world.jobs.schedule(q, OTC_JOBS.expire, expiresAt, { orderId: id });
  if (ad.side === 'sell') {
    // The merchant pays within their usual time, always before the deadline.
    const pays = Math.min(Math.max(ad.release_minutes, 1), ad.pay_minutes - 1) * MINUTE;
    await world.jobs.schedule(q, OTC_JOBS.merchantPay, now + pays, { orderId: id });
  }
  return order!;
}

/** Gives the ad its USDT back and the seller's frozen USDT back: the order is cancelled. */
async function cancel(q: Queryable, order: OtcOrderRow, by: 'user' | 'expired' | 'support', at: number) {
  await q.query('UPDATE otc_orders SET status = $2, finished_at = $3, cancelled_by = $4 WHERE id = $1', [
    order.id,
    OTC_STATUS.cancelled,
    at,
    by,
  ]);
  await q.query('UPDATE otc_ads SET available = available + $2 WHERE id = $1', [order.ad_id, order.number]);
  if (order.side === 'sell')
    await unfreeze(q, {
      userId: order.user_id,
      account: 'legal',
      currencyId: USDT,
      value: order.number,
      kind: 'otc_sell_cancel',
      ref: `otc:${order.id}`,
      at,
    });
}

/** Completes the order: the buyer's USDT arrives, or the seller's frozen USDT leaves. */
async function complete(q: Queryable, order: OtcOrderRow, at: number) {
  await q.query('UPDATE otc_orders SET status = $2, finished_at = $3 WHERE id = $1', [
    order.id,
    OTC_STATUS.completed,
    at,
  ]);
  if (order.side === 'buy')
    await move(q, {
      userId: order.user_id,
      account: 'legal',
      currencyId: USDT,
      amount: order.number,
      kind: 'otc_buy',
      ref: `otc:${order.id}`,
      at,
    });
  else
    await spendFrozen(q, {
      userId: order.user_id,
      account: 'legal',
      currencyId: USDT,
      value: order.number,
      kind: 'otc_sell',
      ref: `otc:${order.id}`,
      at,
    });
}

/** The buyer cancels their own buy order while it waits for payment. */
export async function cancelOtcOrder(q: Queryable, user: User, id: number, now: number): Promise<void> {
  const order = await ownOrder(q, user.id, id);
  if (order.side !== 'buy') fail('otcOnlyBuyer');
  if (order.status !== OTC_STATUS.pending) fail('otcOrderNotPending');
  await cancel(q, order, 'user', now);
}

/** The buyer says the fiat was sent; the merchant releases after their usual minutes. */
export async function markOtcPaid(world: World, q: Queryable, user: User, id: number, now: number): Promise<void> {
  const order = await ownOrder(q, user.id, id);
  if (order.side !== 'buy') fail('otcOnlyBuyer');
  if (order.status !== OTC_STATUS.pending || now >= Number(order.expires_at)) fail('otcOrderNotPending');
  await q.query('UPDATE otc_orders SET status = $2, paid_at = $3 WHERE id = $1', [order.id, OTC_STATUS.paid, now]);
  const merchant = await q.one<{ release_minutes: number }>('SELECT release_minutes FROM otc_merchants WHERE id = $1', [
    order.merchant_id,
  ]);
  await world.jobs.schedule(q, OTC_JOBS.merchantRelease, now + Number(merchant?.release_minutes ?? 5) * MINUTE, {
    orderId: order.id,
  });
}

/** The user, as the seller, releases the frozen USDT of a paid (or appealed) sell order. */
export async function releaseOtcOrder(q: Queryable, user: User, id: number, payPassword: string, now: number) {
  const order = await ownOrder(q, user.id, id);
  if (order.side !== 'sell') fail('otcOnlySeller');
  if (!user.pay_password) fail('payPasswordNotSet');
  if (!checkPassword(payPassword, user.pay_password)) fail('payPasswordWrong');
  if (order.status !== OTC_STATUS.paid && order.status !== OTC_STATUS.appeal) fail('otcOrderNotReleasable');
  await complete(q, order, now);
}

/** Either side asks support to decide a paid order, from 10 minutes after the payment. */
export async function appealOtcOrder(
  world: World,
  q: Queryable,
  user: User,
  a: { id: number; reason: string; remark: string },
  now: number,
): Promise<void> {
  const order = await ownOrder(q, user.id, a.id);
  if (order.status === OTC_STATUS.appeal) fail('otcAppealExists');
  if (order.status !== OTC_STATUS.paid || order.paid_at === null) fail('otcAppealNotPaid');
  if (now - Number(order.paid_at) < OTC_APPEAL_AFTER_MS) fail('otcAppealTooEarly');
  await q.query(
    'UPDATE otc_orders SET status = $2, appeal_reason = $3, appeal_remark = $4, appealed_at = $5 WHERE id = $1',
    [order.id, OTC_STATUS.appeal, a.reason, a.remark, now],
  );
  await world.jobs.schedule(q, OTC_JOBS.appealDecision, now + OTC_APPEAL_DECISION_MS, { orderId: order.id });
}

async function lockOrder(q: Queryable, id: number): Promise<OtcOrderRow | undefined> {
  return q.one<OtcOrderRow>('SELECT * FROM otc_orders WHERE id = $1 FOR UPDATE', [id]);
}

/** The merchant releases the USDT of a paid buy order: it arrives in the buyer's legal account. */
export async function merchantReleases(world: World, q: Queryable, orderId: number, at: number): Promise<boolean> {
  const order = await lockOrder(q, orderId);
  if (!order || order.side !== 'buy' || order.status !== OTC_STATUS.paid) return false;
  await complete(q, order, at);
  await world.notify(q, order.user_id, 'otc', 'otcOrderReleasedNotice', {
    orderNo: order.order_no,
    number: new Big(order.number).toFixed(2),
  });
  return true;
}

/** The merchant says they paid the fiat of a sell order: the user may release. */
export async function merchantPays(world: World, q: Queryable, orderId: number, at: number): Promise<boolean> {
  const order = await lockOrder(q, orderId);
  if (!order || order.side !== 'sell' || order.status !== OTC_STATUS.pending) return false;
  await q.query('UPDATE otc_orders SET status = $2, paid_at = $3 WHERE id = $1', [order.id, OTC_STATUS.paid, at]);
  await world.notify(q, order.user_id, 'otc', 'otcOrderPaidNotice', {
    orderNo: order.order_no,
    total: new Big(order.total).toFixed(2),
    fiat: order.fiat,
  });
  return true;
}

/** Registers the OTC jobs: the deadline, the merchant's release and payment, support's decision. */
export function setupOtcJobs(world: World): void {
  world.jobs.on(OTC_JOBS.expire, async (payload, q, job) => {
    const order = await lockOrder(q, Number(payload.orderId));
    if (!order || order.status !== OTC_STATUS.pending) return;
    await cancel(q, order, 'expired', job.dueAt);
    await world.notify(q, order.user_id, 'otc', 'otcOrderExpiredNotice', { orderNo: order.order_no });
  });
  world.jobs.on(OTC_JOBS.merchantRelease, async (payload, q, job) => {
    await merchantReleases(world, q, Number(payload.orderId), job.dueAt);
  });
  world.jobs.on(OTC_JOBS.merchantPay, async (payload, q, job) => {
    await merchantPays(world, q, Number(payload.orderId), job.dueAt);
  });
  world.jobs.on(OTC_JOBS.appealDecision, async (payload, q, job) => {
    const order = await lockOrder(q, Number(payload.orderId));
    if (!order || order.status !== OTC_STATUS.appeal) return;
    // Support sides with the buyer who paid, unless the seller shows the money never arrived.
    if (order.side === 'sell' && order.appeal_reason === 'not_received') await cancel(q, order, 'support', job.dueAt);
    else await complete(q, order, job.dueAt);
    await world.notify(q, order.user_id, 'otc', 'otcAppealDecidedNotice', { orderNo: order.order_no });
  });
}
