// Spot orders: coin-to-coin trades in the spot (change) account, against the sandbox itself at
// the feed's prices. Placing an order freezes what it may spend (a buy: amount * price of the
// quote currency; a sell: amount of the base currency). A market order fills at once at the last
// price. A limit order fills at once too when the last price already crosses it (at the last
// price, never worse than the limit); otherwise it rests until the feed crosses it and then fills
// at its limit price. The fill spends the frozen sum (any part not spent goes back) and credits
// what is received less the 0.2 % fee (less with a fee-discount coupon the order names; the
// inviter of the user earns a rebate on the fee). A cancel releases the frozen sum (and the coupon).
// Every step is one transaction through the ledger, so a balance never goes below zero and two
// orders cannot spend the same money.
import Big from 'big.js';
import type { Db, Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';
import { freeze, move, spendFrozen, unfreeze, type Account } from './ledger';
import { discountedRate, markCouponUsed, releaseCoupon, usableCoupon, USDT_ID } from './market-coupon';
import { creditRebate } from './market-rebate';

/** The fee, a fraction of what the user receives (the contract: 0.2 %). */
export const SPOT_FEE_RATE = '0.002';
export const SPOT_ACCOUNT: Account = 'change';
export const SPOT_STATUS = { open: 1, filled: 2, cancelled: 3 } as const;
export type SpotStatus = (typeof SPOT_STATUS)[keyof typeof SPOT_STATUS];
export const SPOT_SIDE = { buy: 1, sell: 2 } as const;
export type SpotSide = (typeof SPOT_SIDE)[keyof typeof SPOT_SIDE];

/** The ledger's `kind` of an order's movements; the fee is a movement of its own. */
const KIND = 'spot_order';
const FEE_KIND = 'fee';
/** numeric(36,18) holds 18 integer digits: a larger sum is more than anyone holds. */
const MAX_SUM = new Big('1e17');

/** A row of `spot_orders`. */
export interface SpotOrder {
  id: number;
  user_id: number;
  pair_id: number;
  currency_id: number;
  legal_id: number;
  side: SpotSide;
  target_price: string;
  trade_price: string;
  amount: string;
  fee_rate: string;
  frozen: string;
  fill_price: string | null;
  fee: string | null;
  status: SpotStatus;
  created_at: number;
  updated_at: number;
}

/** A pair as spot trading sees it. */
export interface SpotPair {
  id: number;
  currency_id: number;
  legal_id: number;
  /** Decimals of the pair's prices. */
  decimals: number;
  /** Decimals of the base currency (the quantity). */
  base_decimals: number;
  base: string;
  quote: string;
  open_coin_trade: number;
}

export interface PlaceSpotOrder {
  userId: number;
  side: SpotSide;
  /** Quantity of the base currency, as typed. */
  amount: string;
  /** Limit price as typed; empty, absent or 0 for a market order. */
  targetPrice?: string | null;
  /** The pair's last price now (the feed's), as a decimal string. */
  lastPrice: string;
  /** A fee-discount coupon of the user for this order (proposed `coupon_id`): the order's fee rate is lowered. */
  couponId?: number;
  now: number;
}

/** A fill: the order as filled, its pair, the price it filled at and the fee taken (in the currency received). */
export interface SpotFill {
  order: SpotOrder;
  pair: SpotPair;
  price: string;
  fee: string;
}

/** The pair of `currencyId` (base) quoted in `legalId`, or undefined. */
export async function findSpotPair(q: Queryable, currencyId: number, legalId: number): Promise<SpotPair | undefined> {
  return q.one<SpotPair>(
    `SELECT p.id, p.currency_id, p.legal_id, p.decimals, b.decimals AS base_decimals, b.name AS base, l.name AS quote,
            p.open_coin_trade
     FROM pairs p JOIN currencies b ON b.id = p.currency_id JOIN currencies l ON l.id = p.legal_id
     WHERE p.currency_id = $1 AND p.legal_id = $2`,
    [currencyId, legalId],
  );
}

async function pairById(q: Queryable, pairId: number): Promise<SpotPair> {
  const pair = await q.one<SpotPair>(
    `SELECT p.id, p.currency_id, p.legal_id, p.decimals, b.decimals AS base_decimals, b.name AS base, l.name AS quote,
            p.open_coin_trade
     FROM pairs p JOIN currencies b ON b.id = p.currency_id JOIN currencies l ON l.id = p.legal_id
     WHERE p.id = $1`,
    [pairId],
  );
  if (!pair) throw new Error(`no pair ${pairId}`);
  return pair;
}

/**
 * Locks the user's spot wallets of both currencies of a pair, in currency order, before an order
 * touches them: a fill moves two wallets, so two transactions taking them in opposite orders (a
 * buy's fill and a sell placed at once) would deadlock on PostgreSQL.
 */
async function lockWallets(q: Queryable, userId: number, pair: Pick<SpotPair, 'currency_id' | 'legal_id'>) {
  await q.query(
    `SELECT 1 FROM wallets WHERE user_id = $1 AND account = $2 AND currency_id IN ($3, $4)
     ORDER BY currency_id FOR UPDATE`,
    [userId, SPOT_ACCOUNT, pair.currency_id, pair.legal_id],
  );
}

/** Digits after the decimal point of a typed number ("0.0100" has 4). */
function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A positive decimal typed by the user, or undefined. */
function positive(text: string): Big | undefined {
  try {
    const value = new Big(text);
    return value.gt(0) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Empty, absent or zero: the contract's market order. */
const isMarketPrice = (text: string | null | undefined) =>
  text === undefined || text === null || /^\s*0*\.?0*\s*$/.test(text);

/** Whether the last price reaches a limit: a buy at or below it, a sell at or above it. */
export function crosses(side: SpotSide, limit: Big.BigSource, last: Big.BigSource): boolean {
  return side === SPOT_SIDE.buy ? new Big(last).lte(limit) : new Big(last).gte(limit);
}

/**
 * Places an order of `pair` in the caller's transaction: checks the quantity and the price, freezes
 * the funds, and fills it at once when it is a market order or its limit is already crossed.
 * Throws the contract's business errors (Please enter a correct number / price, Insufficient
 * balance, pair closed). Answers the order as it stands after placing.
 */
export async function placeSpotOrder(q: Queryable, pair: SpotPair, input: PlaceSpotOrder): Promise<SpotOrder> {
  if (Number(pair.open_coin_trade) !== 1) throw new BusinessError('pairClosed');
  const amount = positive(input.amount);
  // More decimals than the coin has cannot be held (0.000000001 BTC), so the number is wrong.
  if (!amount || decimalsOf(input.amount) > pair.base_decimals) throw new BusinessError('enterCorrectNumber');
  const market = isMarketPrice(input.targetPrice);
  const limit = market ? undefined : positive(String(input.targetPrice));
  if (!market && (!limit || decimalsOf(String(input.targetPrice)) > pair.decimals))
    throw new BusinessError('enterCorrectPrice');
  const last = new Big(input.lastPrice);
  // A buy reserves the most it may pay: its limit, or the last price for a market order.
  const frozen = input.side === SPOT_SIDE.buy ? amount.times(limit ?? last) : amount;
  if (frozen.gte(MAX_SUM)) throw new BusinessError('insufficientBalance');
  // A coupon's minimum is in USDT: only the USDT pairs' orders are worth a known sum of it.
  if (input.couponId !== undefined && pair.legal_id !== USDT_ID) throw new BusinessError('couponWrongArea');
  const coupon =
    input.couponId === undefined
      ? undefined
      : await usableCoupon(q, {
          userId: input.userId,
          couponId: input.couponId,
          area: 'spot',
          orderValue: amount.times(limit ?? last),
          now: input.now,
        });

  await lockWallets(q, input.userId, pair);
  const order = await q.one<SpotOrder>(
    `INSERT INTO spot_orders (user_id, pair_id, currency_id, legal_id, side, target_price, trade_price, amount, fee_rate,
       frozen, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11)
     RETURNING *`,
    [
      input.userId,
      pair.id,
      pair.currency_id,
      pair.legal_id,
      input.side,
      (limit ?? new Big(0)).toFixed(),
      last.toFixed(),
      amount.toFixed(),
      coupon ? discountedRate(SPOT_FEE_RATE, coupon.value).toFixed() : SPOT_FEE_RATE,
      frozen.toFixed(),
      input.now,
    ],
  );
  if (!order) throw new Error('spot order insert returned nothing');
  if (coupon) await markCouponUsed(q, coupon.id, `spot_order:${order.id}`, input.now);
  await freeze(q, {
    userId: input.userId,
    account: SPOT_ACCOUNT,
    currencyId: frozenCurrency(order),
    value: frozen,
    kind: KIND,
    ref: order.id,
    memo: `${sideName(order.side)} ${amount.toFixed()} ${pair.base}/${pair.quote}: frozen`,
    at: input.now,
  });
  if (!limit || crosses(input.side, limit, last)) {
    const fill = await fillSpotOrder(q, order.id, last.toFixed(), input.now);
    if (fill) return fill.order;
  }
  return order;
}

/** The currency an order freezes: the quote for a buy, the base for a sell. */
const frozenCurrency = (o: Pick<SpotOrder, 'side' | 'currency_id' | 'legal_id'>) =>
  o.side === SPOT_SIDE.buy ? o.legal_id : o.currency_id;
const sideName = (side: SpotSide) => (side === SPOT_SIDE.buy ? 'buy' : 'sell');

/**
 * Fills an open order at `price` in the caller's transaction; undefined when it is no longer open
 * (a fill and a cancel may race: the status update decides, once). A buy pays amount * price of
 * the frozen quote (the rest of the frozen sum goes back) and receives amount less the fee; a sell
 * gives the frozen amount and receives amount * price less the fee.
 */
export async function fillSpotOrder(
  q: Queryable,
  orderId: number,
  price: string,
  now: number,
): Promise<SpotFill | undefined> {
  const open = await q.one<SpotOrder>('SELECT * FROM spot_orders WHERE id = $1 AND status = 1 FOR UPDATE', [orderId]);
  if (!open) return undefined;
  await lockWallets(q, open.user_id, open);
  const amount = new Big(open.amount);
  const rate = new Big(open.fee_rate);
  const buy = open.side === SPOT_SIDE.buy;
  const received = buy ? amount : amount.times(price);
  const fee = received.times(rate);
  const order = await q.one<SpotOrder>(
    `UPDATE spot_orders SET status = 2, fill_price = $2, fee = $3, updated_at = $4 WHERE id = $1 AND status = 1 RETURNING *`,
    [orderId, new Big(price).toFixed(), fee.toFixed(), now],
  );
  if (!order) return undefined;
  const pair = await pairById(q, order.pair_id);
  const base = { userId: order.user_id, account: SPOT_ACCOUNT, ref: order.id, at: now } as const;
  const symbol = `${pair.base}/${pair.quote}`;
  const memo = `${sideName(order.side)} ${amount.toFixed()} ${symbol} at ${new Big(price).toFixed()}`;
  const paid = buy ? amount.times(price) : amount;
  const paidIn = buy ? order.legal_id : order.currency_id;
  const receivedIn = buy ? order.currency_id : order.legal_id;
  await spendFrozen(q, { ...base, currencyId: paidIn, value: paid, kind: KIND, memo: `${memo}: paid` });
  const unspent = new Big(order.frozen).minus(paid);
  if (unspent.lt(0))
    throw new Error(`spot order ${order.id} froze ${order.frozen}, less than its fill ${paid.toFixed()}`);
  if (unspent.gt(0))
    await unfreeze(q, { ...base, currencyId: paidIn, value: unspent, kind: KIND, memo: `${memo}: unspent, released` });
  await move(q, { ...base, currencyId: receivedIn, amount: received, kind: KIND, memo: `${memo}: received` });
  if (fee.gt(0)) {
    await move(q, { ...base, currencyId: receivedIn, amount: fee.neg(), kind: FEE_KIND, memo: `${memo}: fee` });
    // The inviter's rebate, on the fee valued in the quote currency (a buy's fee is in the coin).
    await creditRebate(q, {
      inviteeId: order.user_id,
      fee: buy ? fee.times(price) : fee,
      currencyId: order.legal_id,
      source: 'spot',
      ref: `spot_order:${order.id}`,
      at: now,
    });
  }
  return { order, pair, price: new Big(price).toFixed(), fee: fee.toFixed() };
}

/**
 * Fills every open order of a pair that `price` crosses, each in its own transaction, at its
 * limit price (a resting order is filled at the price it asked). `onFill` runs inside the fill's
 * transaction (a notification). Answers the fills.
 */
export async function fillCrossingOrders(
  db: Db,
  pairId: number,
  price: string,
  now: number,
  onFill?: (q: Queryable, fill: SpotFill) => Promise<void>,
): Promise<SpotFill[]> {
  const crossing = await db.query<{ id: number; target_price: string }>(
    `SELECT id, target_price FROM spot_orders
     WHERE pair_id = $1 AND status = 1 AND ((side = 1 AND target_price >= $2) OR (side = 2 AND target_price <= $2))
     ORDER BY id`,
    [pairId, price],
  );
  const fills: SpotFill[] = [];
  for (const { id, target_price } of crossing) {
    const fill = await db.tx(async (q) => {
      const done = await fillSpotOrder(q, id, target_price, now);
      if (done && onFill) await onFill(q, done);
      return done;
    });
    if (fill) fills.push(fill);
  }
  return fills;
}

/**
 * Cancels a user's open order and releases what it froze, in the caller's transaction (the
 * proposed `/coin/cancel`). The status update decides once, so a cancel racing a fill or another
 * cancel releases nothing twice. Throws orderNotFound or orderNotOpen.
 */
export async function cancelSpotOrder(q: Queryable, userId: number, orderId: number, now: number): Promise<SpotOrder> {
  const order = await q.one<SpotOrder>(
    'UPDATE spot_orders SET status = 3, updated_at = $3 WHERE id = $1 AND user_id = $2 AND status = 1 RETURNING *',
    [orderId, userId, now],
  );
  if (!order) {
    const exists = await q.one('SELECT 1 FROM spot_orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
    throw new BusinessError(exists ? 'orderNotOpen' : 'orderNotFound');
  }
  await releaseCoupon(q, `spot_order:${order.id}`);
  await unfreeze(q, {
    userId,
    account: SPOT_ACCOUNT,
    currencyId: frozenCurrency(order),
    value: order.frozen,
    kind: KIND,
    ref: order.id,
    memo: `${sideName(order.side)} ${new Big(order.amount).toFixed()}: cancelled, released`,
    at: now,
  });
  return order;
}

/** The most orders one cancel-all cancels (the contract's `CancelledCoinOrders`). */
export const CANCEL_ALL_MAX = 200;

/**
 * Cancels every open order of a user in one pair (the proposed `/coin/cancel_all`), newest
 * first, at most CANCEL_ALL_MAX, each released as cancelSpotOrder does, in the caller's
 * transaction. Answers the orders cancelled (none when the pair had no open order).
 */
export async function cancelPairSpotOrders(
  q: Queryable,
  userId: number,
  pair: Pick<SpotPair, 'id'>,
  now: number,
): Promise<SpotOrder[]> {
  const open = await q.query<{ id: number }>(
    `SELECT id FROM spot_orders WHERE user_id = $1 AND pair_id = $2 AND status = 1
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [userId, pair.id, CANCEL_ALL_MAX],
  );
  const cancelled: SpotOrder[] = [];
  for (const { id } of open) cancelled.push(await cancelSpotOrder(q, userId, id, now));
  return cancelled;
}

export interface SpotOrderFilter {
  status?: SpotStatus;
  currencyId?: number;
  legalId?: number;
  /** Only buys or only sells. */
  side?: SpotSide;
  /** Placed at or after this time (ms). */
  from?: number;
  /** Placed before this time (ms). */
  to?: number;
  /** Only these orders. */
  ids?: number[];
  page: number;
  limit: number;
}

/** An order with what the wire needs to write it (the pair's symbol and decimals). */
export type ListedSpotOrder = SpotOrder & {
  base: string;
  quote: string;
  decimals: number;
  base_decimals: number;
  quote_decimals: number;
};

/** One page of a user's orders, newest first, filtered by status, pair currencies, side and time placed. */
export async function listSpotOrders(q: Queryable, userId: number, f: SpotOrderFilter): Promise<ListedSpotOrder[]> {
  return q.query<ListedSpotOrder>(
    `SELECT o.*, b.name AS base, l.name AS quote, p.decimals, b.decimals AS base_decimals, l.decimals AS quote_decimals
     FROM spot_orders o JOIN pairs p ON p.id = o.pair_id
       JOIN currencies b ON b.id = o.currency_id JOIN currencies l ON l.id = o.legal_id
     WHERE o.user_id = $1 AND ($2::int IS NULL OR o.status = $2) AND ($3::int IS NULL OR o.currency_id = $3)
       AND ($4::int IS NULL OR o.legal_id = $4) AND ($7::int IS NULL OR o.side = $7)
       AND ($8::bigint IS NULL OR o.created_at >= $8) AND ($9::bigint IS NULL OR o.created_at < $9)
       AND ($10::text IS NULL OR o.id = ANY(string_to_array($10, ',')::int[]))
     ORDER BY o.created_at DESC, o.id DESC
     LIMIT $5 OFFSET $6`,
    [
      userId,
      f.status ?? null,
      f.currencyId ?? null,
      f.legalId ?? null,
      f.limit,
      (f.page - 1) * f.limit,
      f.side ?? null,
      f.from ?? null,
      f.to ?? null,
      f.ids ? f.ids.join(',') : null,
    ],
  );
}
