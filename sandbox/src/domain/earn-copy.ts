// Copy trading. A trader's contract orders are rows of `copy_trader_trades`; every statistic of the
// trader (followers, profit and loss, accuracy, positions) is computed from them, counting the
// orders closed before the current hour (the product's statistics refresh hourly). An order is
// either one of the trader's own contract positions (a trader who trades in the sandbox: recorded
// when the position opens, closed when it settles, by whatever closes it) or one the sandbox plays
// for a seeded trader on its clock. A follow copies each order the trader opens into the follower's
// contract account as a contract position (`lever_transactions`, order_type 2) through the one
// contract engine (margin frozen, fee spent, stops, liquidation): fixed multiple (type 1, `number` ×
// the trader's lots, at most 5) or fixed lots (type 2, `number` lots), lots that are not whole
// rounded to 2 decimals, within the follow's cap and the account's usable balance.
// When the trader's order closes, its copies still copied close at the same price.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import {
  DAY_MS,
  LEVER_JOBS,
  leverRules,
  onPositions,
  openPosition,
  orderFigures,
  settlePosition,
  type Position,
  type Side,
} from './contract-positions';
import { DAY, HOUR, dayStart } from './earn-common';
import { prng } from './feed';
import { scheduleJob } from './jobs';
import { wallet } from './ledger';

export const COPY_CLOSE_JOB = 'copy.close';
/** Tells the owners of copies closed with their trader's own position (notice, `lever_closed`). */
export const COPY_CLOSED_JOB = 'copy.closed';
/** A seeded trader's next order (the sandbox plays the seeded traders on its clock). */
export const COPY_OPEN_JOB = 'copy.open';
export const COPY_REVIEW_JOB = 'copy.review';
/** How long the platform takes to review an application to become a trader. */
export const REVIEW_DELAY = 30 * 60e3;
export const MAX_MULTIPLE = 5;
export const MIN_COPY = new Big('0.01');

export type CopyType = 1 | 2;

/** Multiples and lots carry 2 decimals at most (half up). */
export const roundCopy = (value: Big.BigSource): Big => new Big(value).round(2, Big.roundHalfUp);

/** The multiple (type 1, at most 5) or lots (type 2) asked for, rounded; or the key of what is wrong. */
export function checkCopyNumber(raw: string, type: CopyType): { value: Big } | { error: string } {
  const value = roundCopy(raw);
  if (value.lt(MIN_COPY)) return { error: 'copyNumberTooSmall' };
  if (type === 1 && value.gt(MAX_MULTIPLE)) return { error: 'copyMultipleTooHigh' };
  return { value };
}

/** Lots of a copy of a `traderLots`-lot order, 2 decimals at most (0 below 0.005: not copied). */
export const copiedLots = (traderLots: Big.BigSource, type: CopyType, number: Big.BigSource): number =>
  Number(roundCopy(type === 2 ? number : new Big(traderLots).times(number)).toFixed());

/** Profit (negative: loss) of `number` coins opened at `open`, valued at `price`: long 1, short 2. */
export const profitOf = (type: number, open: Big.BigSource, price: Big.BigSource, number: Big.BigSource): Big =>
  (type === 1 ? new Big(price).minus(open) : new Big(open).minus(price)).times(number);

export interface TraderTradeRow {
  id: number;
  trader_id: number;
  pair_id: number;
  type: number;
  price: string;
  close_price: string | null;
  share: number;
  number: string;
  multiple: number;
  fact_profits: string | null;
  open_time: number;
  close_time: number | null;
  planned_close: number | null;
  lever_transaction_id: number | null;
}

/** A copied position: a contract position with the follow and the trader's order it copies. */
export type CopiedRow = Position & { copy_follow_id: number; copy_trade_id: number };

interface FollowRow {
  id: number;
  user_id: number;
  type: CopyType;
  number: string;
  amount: string | null;
}

/**
 * Copies the trader's order `trade`, opened at the market price `originPrice`, into the contract
 * account of each of the trader's followers; returns the copies opened. A follower whose cap or
 * usable balance cannot take the copy is skipped (a copy never takes the balance below zero).
 */
export async function copyToFollowers(
  q: Queryable,
  trade: Pick<TraderTradeRow, 'id' | 'trader_id' | 'pair_id' | 'type' | 'share' | 'multiple'>,
  originPrice: Big.BigSource,
  at: number,
): Promise<CopiedRow[]> {
  const pair = await q.one<{ currency_id: number; legal_id: number }>(
    'SELECT currency_id, legal_id FROM pairs WHERE id = $1',
    [trade.pair_id],
  );
  const rules = pair && (await leverRules(q, pair.currency_id, pair.legal_id));
  if (!rules || !rules.open) return [];
  const follows = await q.query<FollowRow>(
    'SELECT id, user_id, type, number, amount FROM copy_follows WHERE trader_id = $1 AND status = 1 ORDER BY id',
    [trade.trader_id],
  );
  const copies: CopiedRow[] = [];
  for (const f of follows) {
    let share = copiedLots(trade.share, f.type, f.number);
    if (rules.maxShare > 0) share = Math.min(share, rules.maxShare);
    if (share < MIN_COPY.toNumber()) continue;
    const side = Number(trade.type) as Side;
    const figures = orderFigures(rules, side, originPrice, share, trade.multiple);
    if (f.amount !== null) {
      const held = await q.one<{ sum: string | null }>(
        `SELECT sum(caution_money) AS sum FROM lever_transactions
         WHERE copy_follow_id = $1 AND order_type = 2 AND status IN (0, 1, 2)`,
        [f.id],
      );
      if (new Big(held?.sum ?? 0).plus(figures.margin).gt(f.amount)) continue;
    }
    const usable = new Big((await wallet(q, f.user_id, 'lever', rules.legalId)).balance);
    if (usable.lt(figures.margin.plus(figures.fee))) continue;
    const row = await openPosition(q, {
      userId: f.user_id,
      rules,
      type: side,
      share,
      multiple: trade.multiple,
      originPrice,
      limit: false,
      at,
      orderType: 2,
    });
    const copy = await q.one<CopiedRow>(
      'UPDATE lever_transactions SET copy_follow_id = $2, copy_trade_id = $3 WHERE id = $1 RETURNING *',
      [row.id, f.id, trade.id],
    );
    await scheduleJob(q, LEVER_JOBS.overnight, at + DAY_MS, { id: row.id });
    if (copy) copies.push(copy);
  }
  return copies;
}

/**
 * The trader closes an order at `price` (once): its result is written and every copy still copied
 * (order_type 2, open) closes at the same price through the contract engine. Copies taken over by
 * their users (self-held) stay open. Null when the order was closed already.
 */
export async function closeTraderTrade(q: Queryable, tradeId: number, price: Big.BigSource, at: number) {
  const t = await q.one<TraderTradeRow>('SELECT * FROM copy_trader_trades WHERE id = $1 FOR UPDATE', [tradeId]);
  if (!t || t.close_time !== null) return null;
  const profit = profitOf(t.type, t.price, price, t.number);
  await q.query(
    `UPDATE copy_trader_trades SET close_price = $2, fact_profits = $3, close_time = $4, planned_close = NULL
     WHERE id = $1`,
    [t.id, new Big(price).toFixed(), profit.toFixed(), at],
  );
  const copies = await q.query<{ id: number }>(
    'SELECT id FROM lever_transactions WHERE copy_trade_id = $1 AND order_type = 2 AND status IN (1, 2) ORDER BY id',
    [t.id],
  );
  const closed: Position[] = [];
  for (const c of copies) {
    const row = await settlePosition(q, c.id, price, 'trader', at);
    if (row) closed.push(row);
  }
  return { trade: t, profit, closed };
}

/**
 * A seeded trader's next order, drawn (repeatably) from the trader's own recent orders: one of their
 * pairs, lots and multiples, long or short, at the live price, held 2 to 30 hours (a copy.close job).
 * The followers copy it at once. Returns the order, or null for a trader the sandbox does not play.
 */
export async function playTraderOrder(
  q: Queryable,
  traderId: number,
  priceOf: (pairId: number) => string,
  at: number,
): Promise<TraderTradeRow | null> {
  const trader = await q.one<{ plays_every_ms: number | null }>(
    'SELECT plays_every_ms FROM copy_traders WHERE user_id = $1',
    [traderId],
  );
  if (!trader?.plays_every_ms) return null;
  const recent = await q.query<{ pair_id: number; share: number; multiple: number }>(
    'SELECT pair_id, share, multiple FROM copy_trader_trades WHERE trader_id = $1 ORDER BY open_time DESC, id DESC LIMIT 12',
    [traderId],
  );
  if (recent.length === 0) return null;
  const random = prng(traderId * 7919 + Math.floor(at / HOUR));
  const like = recent[Math.floor(random() * recent.length)]!;
  const type = random() < 0.55 ? 1 : 2;
  const price = priceOf(like.pair_id);
  const planned = at + Math.round((2 + random() * 28) * HOUR);
  const trade = await q.one<TraderTradeRow>(
    `INSERT INTO copy_trader_trades (trader_id, pair_id, type, price, share, number, multiple, open_time, planned_close)
     SELECT $1, p.id, $3, $4, $5::int, round(p.lever_lot_size * $5::int, 18), $6, $7, $8 FROM pairs p WHERE p.id = $2
     RETURNING *`,
    [traderId, like.pair_id, type, price, like.share, like.multiple, at, planned],
  );
  if (!trade) return null;
  await scheduleJob(q, COPY_CLOSE_JOB, planned, { tradeId: trade.id });
  await copyToFollowers(q, trade, price, at);
  return trade;
}

/**
 * A trader's own contract positions are the trader's orders: one that opens is recorded and copied
 * to the followers; one that settles (closed by hand, by its stops, by a liquidation or a batch
 * close) closes the order and its copies at the same price. Copies (order_type 2) are not orders.
 */
export const traderPositions = {
  async opened(q: Queryable, row: Position, at: number) {
    if (Number(row.order_type) !== 1) return;
    if (!(await q.one('SELECT 1 FROM copy_traders WHERE user_id = $1', [row.user_id]))) return;
    const trade = await q.one<TraderTradeRow>(
      `INSERT INTO copy_trader_trades (trader_id, pair_id, type, price, share, number, multiple, open_time,
         lever_transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      // lots: numeric on the row (copies may carry decimals), whole for the trader's own orders
      [row.user_id, row.pair_id, row.type, row.price, Number(row.share), row.number, row.multiple, at, row.id],
    );
    if (trade) await copyToFollowers(q, trade, row.origin_price, at);
  },
  async settled(q: Queryable, row: Position, live: Big.BigSource, at: number) {
    if (Number(row.order_type) !== 1) return;
    const trade = await q.one<{ id: number }>(
      'SELECT id FROM copy_trader_trades WHERE lever_transaction_id = $1 AND close_time IS NULL',
      [row.id],
    );
    if (!trade) return;
    const result = await closeTraderTrade(q, trade.id, live, at);
    // Their owners hear of it from a job (notice and `lever_closed`), which has the world.
    if (result?.closed.length) await scheduleJob(q, COPY_CLOSED_JOB, at, { ids: result.closed.map((row) => row.id) });
  },
};

/** Lets the contract engine tell copy trading of its positions (once per process). */
export const watchTraderPositions = () => onPositions(traderPositions);

/**
 * The statistics of the traders, one row each (`SELECT ... FROM (TRADER_STATS) s`): $1 the start of
 * the current hour (orders closed after it count from the next hour), $2 and $3 yesterday's bounds.
 */
export const TRADER_STATS_SQL = `
  WITH closed AS (
    SELECT trader_id, count(*)::int AS total_count,
      count(*) FILTER (WHERE fact_profits > 0)::int AS profit_count,
      count(*) FILTER (WHERE fact_profits > 0 AND type = 1)::int AS rise_count,
      count(*) FILTER (WHERE fact_profits > 0 AND type = 2)::int AS fall_count,
      sum(fact_profits) AS total_profits,
      sum(price * number / multiple) AS total_margin,
      coalesce(sum(fact_profits) FILTER (WHERE close_time >= $2 AND close_time < $3), 0) AS yesterday_profits
    FROM copy_trader_trades WHERE close_time IS NOT NULL AND close_time <= $1 GROUP BY trader_id
  ), open AS (
    SELECT trader_id, count(*)::int AS position_count FROM copy_trader_trades WHERE close_time IS NULL GROUP BY trader_id
  ), followers AS (
    SELECT trader_id, count(*)::int AS follow_num FROM copy_follows WHERE status = 1 GROUP BY trader_id
  )
  SELECT t.user_id AS id, u.nickname, u.head_portrait, u.signature, t.tagline,
    coalesce(c.total_count, 0) AS total_count, coalesce(c.profit_count, 0) AS profit_count,
    coalesce(c.rise_count, 0) AS rise_count, coalesce(c.fall_count, 0) AS fall_count,
    coalesce(c.total_profits, 0) AS total_profits, coalesce(c.total_margin, 0) AS total_margin,
    coalesce(c.yesterday_profits, 0) AS yesterday_profits,
    CASE WHEN coalesce(c.total_count, 0) = 0 THEN 0 ELSE c.profit_count * 100.0 / c.total_count END AS correct_rate,
    coalesce(o.position_count, 0) AS position_count, coalesce(f.follow_num, 0) AS follow_num
  FROM copy_traders t JOIN users u ON u.id = t.user_id
  LEFT JOIN closed c ON c.trader_id = t.user_id
  LEFT JOIN open o ON o.trader_id = t.user_id
  LEFT JOIN followers f ON f.trader_id = t.user_id`;

/** The parameters $1-$3 of TRADER_STATS_SQL at `now`. */
export function statsWindow(now: number): [number, number, number] {
  const today = dayStart(now);
  return [Math.floor(now / HOUR) * HOUR, today - DAY, today];
}

export interface TraderStatsRow {
  id: number;
  nickname: string;
  head_portrait: string;
  signature: string;
  tagline: string;
  total_count: number;
  profit_count: number;
  rise_count: number;
  fall_count: number;
  total_profits: string;
  total_margin: string;
  yesterday_profits: string;
  correct_rate: string;
  position_count: number;
  follow_num: number;
}

/** Total return in percent: the profit over the margin the closed orders engaged. */
export function totalReturn(s: Pick<TraderStatsRow, 'total_profits' | 'total_margin'>): Big {
  const margin = new Big(s.total_margin);
  return margin.eq(0) ? new Big(0) : new Big(s.total_profits).times(100).div(margin);
}
