// The NFT market's rules: fixed-price sales, auctions with deposits, the winner's one-day order,
// blind boxes, favourites and resales. Every money change goes through the ledger in the caller's
// transaction: prices are paid from and to the spot (`change`) account in the NFT's currency,
// deposits are USDT frozen in the spot account. The sale state is read from the sandbox clock
// (`saleStatus`), so a window opens and closes by itself; the end of an auction and the deadline
// of its order are jobs.
import Big from 'big.js';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { fail, verificationRequired } from '../wire/errors';
import type { User, World } from '../world';
import { freeze, move, spendFrozen, unfreeze, wallet } from './ledger';

export const USDT = 1;
/** The winner of an auction has one day to pay. */
export const PAY_WINDOW_MS = 86400e3;
/** Bids on one NFT closer than this are refused. */
export const BID_INTERVAL_MS = 2000;
/** Favourite toggles of one NFT closer than this are refused. */
export const COLLECT_INTERVAL_MS = 1000;
/** The deposit of a resold auction when the work never had one, USDT. */
export const DEFAULT_MARGIN = '50';

export const NFT_JOBS = { auctionEnd: 'nft.auctionEnd', orderExpire: 'nft.orderExpire' } as const;

/** A row of `nft_items`. */
export interface NftRow {
  id: number;
  code: string;
  type: number;
  name: string;
  description: string | null;
  image: string;
  file: string;
  author_id: number;
  owner_id: number;
  owned_at: number;
  currency_id: number;
  pay_type: number;
  price: string;
  per_increase: string;
  margin: string;
  rarity: string;
  box_series: string | null;
  opened: boolean;
  on_sale: boolean;
  resale: boolean;
  lock_order: boolean;
  round: number;
  start_at: number;
  end_at: number;
  created_at: number;
  updated_at: number | null;
}

/** A row of `nft_orders`. */
export interface NftOrderRow {
  id: number;
  nft_id: number;
  round: number;
  bid_id: number;
  margin_id: number | null;
  user_id: number;
  seller_id: number;
  currency_id: number;
  price: string;
  is_read: boolean;
  paid_at: number | null;
  expired: boolean;
  deadline_at: number;
  created_at: number;
}

/**
 * The sale flag as the wire carries it: 0 sold or ended, 2 not started, 1 on sale. SQL twin:
 * `saleStatusSql`.
 */
export function saleStatus(n: Pick<NftRow, 'on_sale' | 'start_at' | 'end_at'>, now: number): 0 | 1 | 2 {
  if (!n.on_sale) return 0;
  if (now < Number(n.start_at)) return 2;
  if (now >= Number(n.end_at)) return 0;
  return 1;
}
/** `saleStatus` in SQL, for filters and ordering; `$now` is the placeholder of the clock. */
export const saleStatusSql = (alias: string, now: string) =>
  `(CASE WHEN NOT ${alias}.on_sale THEN 0 WHEN ${now} < ${alias}.start_at THEN 2 WHEN ${now} >= ${alias}.end_at THEN 0 ELSE 1 END)`;

/** Whether the owner's resale is running (announced or open): it cannot be withdrawn. */
export const isReselling = (n: NftRow, now: number) => n.resale && n.on_sale && now < Number(n.end_at);

/** An amount as the NFT screens write it: at least two decimals, more when it has them. */
export function nftAmount(value: Big.BigSource): string {
  const text = new Big(value).toFixed();
  const [whole, decimals = ''] = text.split('.');
  return decimals.length >= 2 ? text : `${whole}.${decimals.padEnd(2, '0')}`;
}

const decimalsOf = (text: string) => (text.split('.')[1] ?? '').length;

/** The money actions of the NFT market need a passed identity verification (998 otherwise). */
export function requireVerified(user: User): void {
  if (user.review_status !== 2) verificationRequired();
}

export async function nftByCode(q: Queryable, code: string, forUpdate = false): Promise<NftRow> {
  const row = await q.one<NftRow>(`SELECT * FROM nft_items WHERE code = $1${forUpdate ? ' FOR UPDATE' : ''}`, [code]);
  return row ?? fail('nftNotFound');
}

/** The NFT on sale now, in one of `payTypes`, that `user` may trade (not their own). */
function onSaleFor(n: NftRow, user: User, now: number, payTypes: number[]): void {
  if (!payTypes.includes(n.pay_type) || saleStatus(n, now) !== 1) fail('notOnSale');
  if (n.owner_id === user.id) fail('nftOwnItem');
}

/** Hands the NFT to a new owner: the sale of the round is over. */
async function transfer(q: Queryable, nftId: number, ownerId: number, now: number): Promise<void> {
  await q.query(
    `UPDATE nft_items SET owner_id = $2, owned_at = $3, on_sale = false, resale = false, lock_order = false
     WHERE id = $1`,
    [nftId, ownerId, now],
  );
}

/** Pays `price` of the NFT's currency from the buyer's spot account to the seller's. */
async function payFor(
  q: Queryable,
  m: { buyerId: number; sellerId: number; currencyId: number; price: Big.BigSource; ref: string; at: number },
): Promise<void> {
  await move(q, {
    userId: m.buyerId,
    account: 'change',
    currencyId: m.currencyId,
    amount: new Big(m.price).neg(),
    kind: 'nft_buy',
    ref: m.ref,
    at: m.at,
  });
  await move(q, {
    userId: m.sellerId,
    account: 'change',
    currencyId: m.currencyId,
    amount: m.price,
    kind: 'nft_sale',
    ref: m.ref,
    at: m.at,
  });
}

/** Buys a fixed-price NFT or a blind box at its price. */
export async function buyNft(q: Queryable, user: User, code: string, now: number): Promise<void> {
  requireVerified(user);
  const n = await nftByCode(q, code, true);
  onSaleFor(n, user, now, [1, 3]);
  await payFor(q, {
    buyerId: user.id,
    sellerId: n.owner_id,
    currencyId: n.currency_id,
    price: n.price,
    ref: `nft:${n.id}`,
    at: now,
  });
  await transfer(q, n.id, user.id, now);
}

interface MarginRow {
  id: number;
  user_id: number;
  amount: string;
  state: string;
}

async function heldMargin(q: Queryable, n: NftRow, userId: number): Promise<MarginRow | undefined> {
  return q.one<MarginRow>('SELECT * FROM nft_margins WHERE nft_id = $1 AND round = $2 AND user_id = $3', [
    n.id,
    n.round,
    userId,
  ]);
}

/** Freezes the auction's USDT deposit in the bidder's spot account (once per bidder and round). */
async function takeMargin(q: Queryable, n: NftRow, userId: number, now: number): Promise<MarginRow> {
  const row = await q.one<MarginRow>(
    `INSERT INTO nft_margins (nft_id, round, user_id, amount, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [n.id, n.round, userId, n.margin, now],
  );
  if (!row) throw new Error('margin insert returned nothing');
  await freeze(q, {
    userId,
    account: 'change',
    currencyId: USDT,
    value: n.margin,
    kind: 'nft_margin',
    ref: `nft_margin:${row.id}`,
    at: now,
  });
  return row;
}

/** Pays the deposit of a live auction before bidding. */
export async function payNftMargin(q: Queryable, user: User, code: string, now: number): Promise<void> {
  requireVerified(user);
  const n = await nftByCode(q, code, true);
  onSaleFor(n, user, now, [2]);
  if (await heldMargin(q, n, user.id)) fail('nftMarginPaid');
  await takeMargin(q, n, user.id, now);
}

/**
 * A bid: `raise` over the current price (the deployed wire's meaning of `price`). It must be at
 * least `per_increase`, with no more decimals than the price is written with; the deposit is
 * taken on the first bid when it was not paid; the spot balance must cover the new bid.
 */
export async function bidNft(q: Queryable, user: User, code: string, raise: string, now: number): Promise<void> {
  requireVerified(user);
  const n = await nftByCode(q, code, true);
  onSaleFor(n, user, now, [2]);
  const step = new Big(raise);
  if (step.lte(0) || decimalsOf(raise) > Math.max(2, decimalsOf(new Big(n.per_increase).toFixed()))) fail('wrongPrice');
  if (step.lt(n.per_increase)) fail('wrongPerIncrease');
  const last = await q.one<{ created_at: number }>(
    'SELECT created_at FROM nft_bids WHERE nft_id = $1 AND round = $2 ORDER BY id DESC LIMIT 1',
    [n.id, n.round],
  );
  if (last && now - Number(last.created_at) < BID_INTERVAL_MS) fail('nftBidTooFrequent');

  const margin = (await heldMargin(q, n, user.id)) ?? (await takeMargin(q, n, user.id, now));
  const bid = new Big(n.price).plus(step);
  const own = await wallet(q, user.id, 'change', n.currency_id);
  if (new Big(own.balance).lt(bid)) fail('insufficientBalance');

  await q.query('UPDATE nft_bids SET status = 0 WHERE nft_id = $1 AND round = $2 AND status = 1', [n.id, n.round]);
  await q.query('UPDATE nft_bids SET retired = true WHERE nft_id = $1 AND round = $2 AND user_id = $3', [
    n.id,
    n.round,
    user.id,
  ]);
  await q.query(
    `INSERT INTO nft_bids (nft_id, round, user_id, margin_id, price, currency_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
    [n.id, n.round, user.id, margin.id, bid.toFixed(), n.currency_id, now],
  );
  await q.query('UPDATE nft_items SET price = $2 WHERE id = $1', [n.id, bid.toFixed()]);
}

/** Settles the deposits of a round: every held one but the winner's goes back. */
async function refundMargins(q: Queryable, n: NftRow, exceptUserId: number | null, at: number): Promise<void> {
  const held = await q.query<MarginRow>(
    `SELECT * FROM nft_margins WHERE nft_id = $1 AND round = $2 AND state = 'held' AND user_id IS DISTINCT FROM $3`,
    [n.id, n.round, exceptUserId],
  );
  for (const m of held) await refundMargin(q, m, at);
}

async function refundMargin(q: Queryable, m: MarginRow, at: number): Promise<void> {
  await unfreeze(q, {
    userId: m.user_id,
    account: 'change',
    currencyId: USDT,
    value: m.amount,
    kind: 'nft_margin_refund',
    ref: `nft_margin:${m.id}`,
    at,
  });
  await q.query("UPDATE nft_margins SET state = 'refunded', settled_at = $2 WHERE id = $1", [m.id, at]);
}

/**
 * The end of an auction round (a job at `end_at`): the leading bidder gets an order to pay within
 * one day, the other bidders' deposits go back, every bid is retired. Without a bid the sale just
 * ends. A round that was already settled, or replaced by a resale, is left alone.
 */
export async function settleAuction(world: World, q: Queryable, nftId: number, round: number, at: number) {
  const n = await q.one<NftRow>('SELECT * FROM nft_items WHERE id = $1 FOR UPDATE', [nftId]);
  if (!n || n.round !== round || n.pay_type !== 2 || !n.on_sale) return;
  const winner = await q.one<{ id: number; user_id: number; price: string; margin_id: number | null }>(
    'SELECT * FROM nft_bids WHERE nft_id = $1 AND round = $2 AND status = 1 ORDER BY id DESC LIMIT 1',
    [n.id, n.round],
  );
  await refundMargins(q, n, winner?.user_id ?? null, at);
  await q.query('UPDATE nft_bids SET retired = true WHERE nft_id = $1 AND round = $2', [n.id, n.round]);
  await q.query('UPDATE nft_items SET on_sale = false, lock_order = $2 WHERE id = $1', [n.id, Boolean(winner)]);
  if (!winner) return;
  const order = await q.one<{ id: number }>(
    `INSERT INTO nft_orders (nft_id, round, bid_id, margin_id, user_id, seller_id, currency_id, price, deadline_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      n.id,
      n.round,
      winner.id,
      winner.margin_id,
      winner.user_id,
      n.owner_id,
      n.currency_id,
      winner.price,
      at + PAY_WINDOW_MS,
      at,
    ],
  );
  await world.jobs.schedule(q, NFT_JOBS.orderExpire, at + PAY_WINDOW_MS, { orderId: order?.id });
  await world.notify(q, winner.user_id, 'nft', 'nftAuctionWon', { name: n.name, price: nftAmount(winner.price) });
}

async function orderOf(q: Queryable, userId: number, orderId: number): Promise<NftOrderRow> {
  const order = await q.one<NftOrderRow>('SELECT * FROM nft_orders WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    orderId,
    userId,
  ]);
  return order ?? fail('nftOrderExpired');
}

/** Pays an auction win before its deadline: the bid is paid, the deposit returns, the NFT changes hands. */
export async function payNftOrder(q: Queryable, user: User, orderId: number, now: number): Promise<void> {
  requireVerified(user);
  const order = await orderOf(q, user.id, orderId);
  if (order.paid_at !== null || order.expired || now >= Number(order.deadline_at)) fail('nftOrderExpired');
  await payFor(q, {
    buyerId: user.id,
    sellerId: order.seller_id,
    currencyId: order.currency_id,
    price: order.price,
    ref: `nft_order:${order.id}`,
    at: now,
  });
  if (order.margin_id !== null) {
    const margin = await q.one<MarginRow>("SELECT * FROM nft_margins WHERE id = $1 AND state = 'held'", [
      order.margin_id,
    ]);
    if (margin) await refundMargin(q, margin, now);
  }
  await transfer(q, order.nft_id, user.id, now);
  await q.query('UPDATE nft_orders SET paid_at = $2 WHERE id = $1', [order.id, now]);
}

/** The deadline of an unpaid win (a job): the order expires, the deposit is forfeited, the NFT stays off sale. */
export async function expireNftOrder(world: World, q: Queryable, orderId: number, at: number): Promise<void> {
  const order = await q.one<NftOrderRow>('SELECT * FROM nft_orders WHERE id = $1 FOR UPDATE', [orderId]);
  if (!order || order.paid_at !== null || order.expired) return;
  await q.query('UPDATE nft_orders SET expired = true WHERE id = $1', [order.id]);
  await q.query('UPDATE nft_items SET lock_order = false WHERE id = $1 AND round = $2', [order.nft_id, order.round]);
  if (order.margin_id !== null) {
    const margin = await q.one<MarginRow>("SELECT * FROM nft_margins WHERE id = $1 AND state = 'held'", [
      order.margin_id,
    ]);
    if (margin) {
      // The forfeited deposit leaves the bidder for good (it goes to the platform, not a user).
      await spendFrozen(q, {
        userId: margin.user_id,
        account: 'change',
        currencyId: USDT,
        value: margin.amount,
        kind: 'nft_margin_forfeit',
        ref: `nft_margin:${margin.id}`,
        at,
      });
      await q.query("UPDATE nft_margins SET state = 'forfeited', settled_at = $2 WHERE id = $1", [margin.id, at]);
    }
  }
  const n = await q.one<{ name: string }>('SELECT name FROM nft_items WHERE id = $1', [order.nft_id]);
  await world.notify(q, order.user_id, 'nft', 'nftOrderForfeited', { name: n?.name ?? '' });
}

export async function readNftOrder(q: Queryable, user: User, orderId: number): Promise<void> {
  const row = await q.one('UPDATE nft_orders SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id', [
    orderId,
    user.id,
  ]);
  if (!row) fail('orderNotFound');
}

/** Opens the user's unopened blind box: one work of its series is drawn by weight and revealed. */
export async function openBlindBox(q: Queryable, user: User, code: string, now: number): Promise<void> {
  const n = await q.one<NftRow>('SELECT * FROM nft_items WHERE code = $1 FOR UPDATE', [code]);
  if (!n || n.owner_id !== user.id || n.box_series === null || n.opened || isReselling(n, now))
    return fail('nftBlindBoxOpened');
  const pool = await q.query<{ id: number; image: string; rarity: string; weight: number }>(
    'SELECT * FROM nft_box_items WHERE series = $1 ORDER BY id',
    [n.box_series],
  );
  if (pool.length === 0) throw new Error(`blind box series ${n.box_series} has no works`);
  const total = pool.reduce((sum, item) => sum + Number(item.weight), 0);
  let ticket = Math.random() * total;
  const drawn = pool.find((item) => (ticket -= Number(item.weight)) < 0) ?? pool[pool.length - 1]!;
  await q.query(
    `UPDATE nft_items SET opened = true, revealed_item_id = $2, image = $3, rarity = $4, updated_at = $5 WHERE id = $1`,
    [n.id, drawn.id, drawn.image, drawn.rarity, now],
  );
}

export interface ResaleInput {
  code: string;
  payType?: number;
  price: string;
  perIncrease?: string;
  startAt: number;
  endAt: number;
}

/**
 * Puts the owner's NFT on sale again as a new round: fixed price (a blind box stays a blind box)
 * or an auction from `price` with steps of `perIncrease`. Not while it is on sale or being resold,
 * nor while a win of it awaits payment.
 */
export async function resellNft(world: World, q: Queryable, user: User, r: ResaleInput, now: number): Promise<void> {
  requireVerified(user);
  const n = await nftByCode(q, r.code, true);
  if (n.owner_id !== user.id) fail('nftNotOwner');
  if (isReselling(n, now)) fail('nftAlreadyReselling');
  if (saleStatus(n, now) !== 0) fail('nftAlreadyOnSale');
  if (n.lock_order) fail('nftAwaitingPayment');
  const auction = (r.payType ?? (n.pay_type === 2 ? 2 : 1)) === 2;
  if (auction && !r.perIncrease) fail('wrongPerIncrease');
  // The app checks against the device clock; a minute of slack keeps "now" from counting as the past.
  if (r.startAt < now - 60e3) fail('nftStartInPast');
  if (r.endAt <= r.startAt) fail('endBeforeStart');
  const payType = auction ? 2 : n.box_series !== null && !n.opened ? 3 : 1;
  const margin = auction ? (new Big(n.margin).gt(0) ? n.margin : DEFAULT_MARGIN) : '0';
  const round = n.round + 1;
  await q.query(
    `UPDATE nft_items SET pay_type = $2, price = $3, per_increase = $4, margin = $5, start_at = $6, end_at = $7,
       on_sale = true, resale = true, round = $8, updated_at = $9 WHERE id = $1`,
    [n.id, payType, r.price, auction ? r.perIncrease : '0', margin, r.startAt, r.endAt, round, now],
  );
  if (auction) await world.jobs.schedule(q, NFT_JOBS.auctionEnd, r.endAt, { nftId: n.id, round });
}

const lastToggles = new WeakMap<object, Map<string, number>>();

/** Adds the NFT to the user's favourites or removes it; true when it is a favourite now. */
export async function toggleFavourite(
  world: World,
  q: Queryable,
  user: User,
  code: string,
  now: number,
): Promise<boolean> {
  const n = await nftByCode(q, code);
  if (n.owner_id === user.id) fail('nftOwnCollect');
  const toggles = lastToggles.get(world.db) ?? new Map<string, number>();
  lastToggles.set(world.db, toggles);
  const key = `${user.id}:${n.id}`;
  if (now - (toggles.get(key) ?? -Infinity) < COLLECT_INTERVAL_MS) fail('nftTooFrequent');
  toggles.set(key, now);
  const removed = await q.one('DELETE FROM nft_favourites WHERE user_id = $1 AND nft_id = $2 RETURNING nft_id', [
    user.id,
    n.id,
  ]);
  if (removed) return false;
  await q.query('INSERT INTO nft_favourites (user_id, nft_id, created_at) VALUES ($1, $2, $3)', [user.id, n.id, now]);
  return true;
}

/** The series the sandbox's new blind boxes draw from (seed/nft.ts). */
export const MINT_SERIES = 'nova-origami';
const MINT_IMAGES: Record<number, string> = {
  1: '/upload/nft/harbor-lights-12.svg',
  2: '/upload/nft/dawn-over-harbor.svg',
  5: '/upload/nft/blind-box-s1.svg',
};

export interface MintInput {
  ownerId: number;
  /** The artist (the owner when not given). */
  authorId?: number;
  name: string;
  /** 1 fixed price, 2 auction, 3 blind box (fixed price). */
  payType: 1 | 2 | 3;
  currencyId: number;
  price: string;
  perIncrease?: string;
  margin?: string;
  startAt: number;
  endAt: number;
}

/**
 * A new work on sale, as if its artist had listed it (the control API's scenarios: an auction
 * ending soon, a fixed-price work a test user buys). An auction ends by its job like any other.
 */
export async function mintNft(world: World, q: Queryable, m: MintInput, now: number): Promise<NftRow> {
  if (m.endAt <= m.startAt) fail('endBeforeStart');
  const box = m.payType === 3;
  const auction = m.payType === 2;
  const code = `0x${randomBytes(10).toString('hex')}`;
  const row = await q.one<NftRow>(
    `INSERT INTO nft_items (code, type, name, description, image, author_id, owner_id, owned_at, currency_id, pay_type,
       price, per_increase, margin, rarity, box_series, on_sale, start_at, end_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16, $17, $8) RETURNING *`,
    [
      code,
      box ? 5 : 1,
      m.name,
      box ? 'One of the Nova Studio origami works, revealed when the box is opened.' : 'A work listed by the sandbox.',
      MINT_IMAGES[box ? 5 : auction ? 2 : 1],
      m.authorId ?? m.ownerId,
      m.ownerId,
      now,
      m.currencyId,
      m.payType,
      new Big(m.price).toFixed(),
      auction ? new Big(m.perIncrease ?? '1').toFixed() : '0',
      auction ? new Big(m.margin ?? DEFAULT_MARGIN).toFixed() : '0',
      box ? '' : 'N',
      box ? MINT_SERIES : null,
      m.startAt,
      m.endAt,
    ],
  );
  if (!row) throw new Error('nft insert returned nothing');
  if (auction) await world.jobs.schedule(q, NFT_JOBS.auctionEnd, m.endAt, { nftId: row.id, round: row.round });
  return row;
}

/** Registers the jobs of the NFT market. */
export function setupNftJobs(world: World): void {
  world.jobs.on(NFT_JOBS.auctionEnd, async (payload, q, job) => {
    await settleAuction(world, q, Number(payload.nftId), Number(payload.round), job.dueAt);
  });
  world.jobs.on(NFT_JOBS.orderExpire, async (payload, q, job) => {
    await expireNftOrder(world, q, Number(payload.orderId), job.dueAt);
  });
}
