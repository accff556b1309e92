// Copy trading. A trader's own contract orders are rows of `copy_trader_trades`; every statistic of
// the trader (followers, profit and loss, accuracy, positions) is computed from them, counting the
// orders closed before the current hour (the product's statistics refresh hourly). A follow copies
// each order of the trader into the follower's contract account: fixed multiple (type 1,
// `number` × the trader's lots, at most 5) or fixed lots (type 2, `number` lots), rounded to 2
// decimals; the copy holds price × coins ÷ multiple of margin, frozen in the lever USDT wallet.
// When the trader closes an order, its copies close at the same price: the margin comes back
// with the profit, or less the loss (never more than the margin).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DAY, HOUR, dayStart } from './earn-common';
import { move, spendFrozen, unfreeze } from './ledger';

export const COPY_CLOSE_JOB = 'copy.close';
export const COPY_REVIEW_JOB = 'copy.review';
/** How long the platform takes to review an application to become a trader. */
export const REVIEW_DELAY = 30 * 60e3;
export const MAX_MULTIPLE = 5;
export const MIN_COPY = new Big('0.01');
const USDT = 1;

/** Coins per lot of a pair's base coin (0.01 BTC, 0.1 ETH, 1 of anything else). */
export function lotSize(base: string): Big {
  return new Big(base === 'BTC' ? '0.01' : base === 'ETH' ? '0.1' : '1');
}

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

/** Lots of a copy of a `traderLots`-lot order. */
export const copiedLots = (traderLots: Big.BigSource, type: CopyType, number: Big.BigSource): Big =>
  roundCopy(type === 2 ? number : new Big(traderLots).times(number));

/** Profit (negative: loss) of `number` coins opened at `open`, valued at `price`: long 1, short 2. */
export const profitOf = (type: number, open: Big.BigSource, price: Big.BigSource, number: Big.BigSource): Big =>
  (type === 1 ? new Big(price).minus(open) : new Big(open).minus(price)).times(number);

/** Margin of a position: price × coins ÷ multiple. */
export const marginOf = (price: Big.BigSource, number: Big.BigSource, multiple: number): Big =>
  new Big(price).times(number).div(multiple);

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
}

export interface CopyPositionRow {
  id: number;
  user_id: number;
  trader_id: number;
  follow_id: number;
  trader_trade_id: number;
  pair_id: number;
  type: number;
  price: string;
  close_price: string | null;
  share: string;
  number: string;
  multiple: number;
  caution_money: string;
  fact_profits: string;
  status: number;
  self_held: boolean;
  created_at: number;
  closed_at: number | null;
}

/** The realized result of closing a copy at `price`: a loss never takes more than the margin. */
export function copyResult(
  c: Pick<CopyPositionRow, 'type' | 'price' | 'number' | 'caution_money'>,
  price: Big.BigSource,
) {
  const margin = new Big(c.caution_money);
  const raw = profitOf(c.type, c.price, price, c.number);
  return raw.lt(margin.neg()) ? margin.neg() : raw;
}

/** Closes a copy at `price`: the margin is released with the profit, or less the loss. */
export async function closeCopy(q: Queryable, c: CopyPositionRow, price: Big.BigSource, at: number): Promise<Big> {
  const profit = copyResult(c, price);
  const base = { userId: c.user_id, account: 'lever' as const, currencyId: USDT, ref: c.id, at };
  if (profit.gte(0)) {
    await unfreeze(q, { ...base, value: c.caution_money, kind: 'copy_close', memo: 'copied position closed' });
    await move(q, { ...base, amount: profit, kind: 'copy_profit', memo: 'copied position profit' });
  } else {
    await spendFrozen(q, { ...base, value: profit.neg(), kind: 'copy_loss', memo: 'copied position loss' });
    await unfreeze(q, {
      ...base,
      value: new Big(c.caution_money).plus(profit),
      kind: 'copy_close',
      memo: 'copied position closed',
    });
  }
  await q.query(
    'UPDATE copy_positions SET status = 3, close_price = $2, fact_profits = $3, closed_at = $4 WHERE id = $1',
    [c.id, new Big(price).toFixed(), profit.toFixed(), at],
  );
  return profit;
}

/**
 * The trader closes an order at `price` (once): its result is written and every copy still
 * following it closes at the same price. Copies taken over by their users (self-held) stay open.
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
  const copies = await q.query<CopyPositionRow>(
    'SELECT * FROM copy_positions WHERE trader_trade_id = $1 AND status IN (0, 1, 2) AND NOT self_held ORDER BY id FOR UPDATE',
    [t.id],
  );
  const closed: Array<{ copy: CopyPositionRow; profit: Big }> = [];
  for (const c of copies) closed.push({ copy: c, profit: await closeCopy(q, c, price, at) });
  return { trade: t, profit, closed };
}

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
