// The seed of the copy-trade area: six traders of the core seed (AlphaWolf and Mei Trades, the
// traders of the contract's examples, among them), each with a style of their own (pairs, lots,
// leverage, how often and how well they trade) and 22 to 60 closed orders drawn from it (their
// statistics are computed from these rows), plus the orders they hold now, which they close later
// (jobs on the clock), and they keep trading on the clock: every trader's next order comes some
// hours after the seed, then one every `every` hours (copy.open), copied by the followers. Followers: the demo user copies Marco at a fixed 2x multiple with a 2500
// USDT cap; other users follow too (one follow cancelled); nobody follows AlphaWolf or Mei Trades
// yet. Every copy a follower got since following is replayed in order as a contract position of
// the follower (order_type 2, the figures of the contract engine: spread, margin, fee), with its
// margin, fee and result through the ledger; the demo user's copy of Marco's open order (5124, the
// contract's example) is still open.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import {
  DAY_MS,
  LEVER_JOBS,
  leverRules,
  orderFigures,
  profitOf as positionProfit,
  type LeverRules,
  type Side,
} from '../domain/contract-positions';
import { DAY, HOUR, seedHistory, type SeedMove } from '../domain/earn-common';
import { copiedLots, COPY_CLOSE_JOB, COPY_OPEN_JOB, profitOf, type CopyType } from '../domain/earn-copy';
import { prng } from '../domain/feed';
import { DEMO } from './core';

interface Style {
  id: number;
  tagline: string;
  traderDays: number;
  trades: number;
  /** Pair ids to draw from (repeats weigh). */
  pairs: number[];
  lots: [number, number];
  multiples: number[];
  /** Share of winning orders. */
  win: number;
  /** Size of a price move between opening and closing, as a fraction. */
  move: [number, number];
  /** Holding time, hours. */
  hold: [number, number];
  /** Hours between two orders. */
  every: number;
}

const STYLES: Style[] = [
  {
    id: 100452,
    tagline: 'Trend follower, BTC and ETH',
    traderDays: 320,
    trades: 60,
    pairs: [1, 1, 2],
    lots: [2, 10],
    multiples: [10, 20],
    win: 0.72,
    move: [0.004, 0.03],
    hold: [4, 30],
    every: 10,
  },
  {
    id: 100587,
    tagline: 'ETH scalper, small and often',
    traderDays: 240,
    trades: 47,
    pairs: [2],
    lots: [5, 20],
    multiples: [20],
    win: 0.8,
    move: [0.002, 0.012],
    hold: [1, 10],
    every: 8,
  },
  {
    id: 100611,
    tagline: 'Swing trades on majors',
    traderDays: 150,
    trades: 30,
    pairs: [1, 2, 3],
    lots: [1, 8],
    multiples: [5, 10, 25],
    win: 0.47,
    move: [0.005, 0.04],
    hold: [6, 48],
    every: 20,
  },
  // The traders of the contract's examples (the examples follow AlphaWolf)
  {
    id: 200517,
    tagline: 'Breakouts on BTC and ETH',
    traderDays: 480,
    trades: 54,
    pairs: [1, 2, 2],
    lots: [3, 12],
    multiples: [10],
    win: 0.76,
    move: [0.003, 0.022],
    hold: [2, 20],
    every: 12,
  },
  {
    id: 200633,
    tagline: 'ETH and LTC swings',
    traderDays: 280,
    trades: 36,
    pairs: [2, 3],
    lots: [1, 6],
    multiples: [10, 20],
    win: 0.69,
    move: [0.004, 0.02],
    hold: [6, 36],
    every: 16,
  },
  {
    id: 100001,
    tagline: 'Low leverage, BTC only',
    traderDays: 600,
    trades: 22,
    pairs: [1],
    lots: [1, 3],
    multiples: [5],
    win: 0.64,
    move: [0.006, 0.025],
    hold: [12, 72],
    every: 30,
  },
];

/** Orders the traders hold now: opened `ago` hours before the seed, closed `closeIn` hours after it. */
const OPEN_ORDERS = [
  { trader: 100452, pair: 1, type: 1, share: 5, multiple: 10, factor: '0.9968', ago: 5, closeIn: 53 },
  { trader: 100587, pair: 2, type: 2, share: 12, multiple: 20, factor: '1.0021', ago: 2, closeIn: 9 },
  { trader: 100611, pair: 3, type: 1, share: 6, multiple: 10, factor: '0.988', ago: 26, closeIn: 24 },
  { trader: 100611, pair: 2, type: 2, share: 3, multiple: 25, factor: '1.004', ago: 7, closeIn: 96 },
];

/** Who follows whom: since `ago` days (hours when below 1), cancelled `cancelledAgo` days ago. */
const FOLLOWS = [
  { user: DEMO.id, trader: 100452, type: 1 as CopyType, number: '2', amount: '2500', ago: 12 },
  { user: 100001, trader: 100587, type: 1 as CopyType, number: '0.5', amount: '5000', ago: 20 },
  { user: 100611, trader: 100001, type: 2 as CopyType, number: '1', amount: null, ago: 30 },
  { user: 100715, trader: 100611, type: 1 as CopyType, number: '1', amount: null, ago: 9, cancelledAgo: 5 },
  { user: 100587, trader: 100452, type: 2 as CopyType, number: '1', amount: null, ago: 3 / 24 },
  { user: 100702, trader: 100452, type: 1 as CopyType, number: '1', amount: null, ago: 2 / 24 },
];

/** The demo user's open copy keeps the id of the contract's example. */
const DEMO_OPEN_COPY_ID = 5124;

interface PairInfo {
  id: number;
  price: Big;
  decimals: number;
  lot: Big;
  rules: LeverRules;
}

interface Trade {
  trader: number;
  pair: number;
  type: number;
  price: Big;
  closePrice: Big | null;
  share: number;
  number: Big;
  multiple: number;
  open: number;
  close: number | null;
  id?: number;
}

const between = (r: number, [lo, hi]: [number, number]) => lo + (hi - lo) * r;

/** A trader's closed orders, oldest first, drawn from their style (repeatable). */
function history(style: Style, pairs: Map<number, PairInfo>, now: number): Trade[] {
  const random = prng(style.id);
  const trades: Trade[] = [];
  for (let i = 0; i < style.trades; i++) {
    const pair = pairs.get(style.pairs[Math.floor(random() * style.pairs.length)]!)!;
    const open = Math.round(now - (style.trades - i) * style.every * HOUR - random() * 2 * HOUR);
    // Closed some hours before the seed (before the orders held now were opened).
    const close = Math.round(Math.min(open + between(random(), style.hold) * HOUR, now - 6 * HOUR - random() * HOUR));
    const type = random() < 0.55 ? 1 : 2;
    const price = pair.price.times(1 + 0.06 * (random() - 0.5)).round(pair.decimals);
    // A win moves the price the trader's way.
    const up = (type === 1) === random() < style.win;
    const move = between(random(), style.move);
    const closePrice = price.times(up ? 1 + move : 1 - move).round(pair.decimals);
    const share = Math.round(between(random(), style.lots));
    trades.push({
      trader: style.id,
      pair: pair.id,
      type,
      price,
      closePrice,
      share,
      number: pair.lot.times(share),
      multiple: style.multiples[Math.floor(random() * style.multiples.length)]!,
      open,
      close,
    });
  }
  return trades;
}

export async function seedCopyTrade(q: Queryable, now: number): Promise<void> {
  const pairRows = await q.query<{ id: number; price: string; decimals: number; currency_id: number }>(
    'SELECT id, price, decimals, currency_id FROM pairs WHERE legal_id = 1 AND open_lever = 1',
  );
  const pairs = new Map<number, PairInfo>();
  for (const p of pairRows) {
    const rules = await leverRules(q, p.currency_id, 1);
    if (rules) pairs.set(p.id, { id: p.id, price: new Big(p.price), decimals: p.decimals, lot: rules.lotSize, rules });
  }

  for (const s of STYLES) {
    const since = now - s.traderDays * DAY;
    await q.query('INSERT INTO copy_traders (user_id, tagline, since, plays_every_ms) VALUES ($1, $2, $3, $4)', [
      s.id,
      s.tagline,
      since,
      s.every * HOUR,
    ]);
    // The next order comes some hours after the seed (the trader's rhythm), then every `every` hours.
    await scheduleJob(q, COPY_OPEN_JOB, now + Math.round(s.every * HOUR * (0.4 + (s.id % 7) / 10)), {
      traderId: s.id,
    });
    await q.query(
      `INSERT INTO copy_applications (user_id, introduction, experience, status, created_at, reviewed_at)
       VALUES ($1, $2, 3, 'approved', $3, $4)`,
      [s.id, `${s.tagline}. ${s.every} h between orders, leverage ${s.multiples.join('/')}x.`, since - 2 * HOUR, since],
    );
  }

  // Every order, oldest first, so that ids grow with time.
  const trades: Trade[] = STYLES.flatMap((s) => history(s, pairs, now));
  for (const o of OPEN_ORDERS) {
    const pair = pairs.get(o.pair)!;
    trades.push({
      trader: o.trader,
      pair: o.pair,
      type: o.type,
      price: pair.price.times(o.factor).round(pair.decimals),
      closePrice: null,
      share: o.share,
      number: pair.lot.times(o.share),
      multiple: o.multiple,
      open: now - o.ago * HOUR,
      close: null,
    });
  }
  trades.sort((a, b) => a.open - b.open);
  for (const t of trades) {
    const open = OPEN_ORDERS.find((o) => o.trader === t.trader && t.close === null && now - o.ago * HOUR === t.open);
    const planned = open ? now + open.closeIn * HOUR : null;
    const row = await q.one<{ id: number }>(
      `INSERT INTO copy_trader_trades (trader_id, pair_id, type, price, close_price, share, number, multiple, fact_profits,
         open_time, close_time, planned_close)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        t.trader,
        t.pair,
        t.type,
        t.price.toFixed(),
        t.closePrice?.toFixed() ?? null,
        t.share,
        t.number.toFixed(),
        t.multiple,
        t.closePrice ? profitOf(t.type, t.price, t.closePrice, t.number).toFixed() : null,
        t.open,
        t.close,
        planned,
      ],
    );
    t.id = Number(row?.id);
    if (planned !== null) await scheduleJob(q, COPY_CLOSE_JOB, planned, { tradeId: t.id });
  }

  for (const f of FOLLOWS) {
    const created = Math.round(now - f.ago * DAY);
    const cancelled = f.cancelledAgo === undefined ? null : Math.round(now - f.cancelledAgo * DAY);
    const follow = await q.one<{ id: number }>(
      `INSERT INTO copy_follows (user_id, trader_id, type, number, amount, status, created_at, updated_at, cancelled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [f.user, f.trader, f.type, f.number, f.amount, cancelled ? 2 : 1, created, cancelled ?? created, cancelled],
    );
    await replayCopies(q, { ...f, id: Number(follow?.id), created, cancelled }, trades, pairs, now);
  }
}

/**
 * The copies a follower got from each order the trader opened while followed, in time order: a copy
 * opens when its margin fits under the follow's cap and its margin and
 * fee in the contract account's usable USDT, and closes with the trader's order. The figures are
 * the contract engine's (orderFigures, profitOf); margins, fees and results go through the ledger
 * with the engine's kinds of movement.
 */
async function replayCopies(
  q: Queryable,
  f: {
    id: number;
    user: number;
    trader: number;
    type: CopyType;
    number: string;
    amount: string | null;
    created: number;
    cancelled: number | null;
  },
  trades: Trade[],
  pairs: Map<number, PairInfo>,
  now: number,
): Promise<void> {
  const lever = await q.one<{ balance: string }>(
    "SELECT balance FROM wallets WHERE user_id = $1 AND account = 'lever' AND currency_id = 1",
    [f.user],
  );
  let balance = new Big(lever?.balance ?? 0);
  const open: Array<{ trade: Trade; margin: Big; result: Big | null }> = [];
  const moves: SeedMove[] = [];
  const closeUntil = (t: number) => {
    for (const c of [...open].filter((x) => x.trade.close !== null && x.trade.close <= t)) {
      open.splice(open.indexOf(c), 1);
      balance = balance.plus(c.margin).plus(c.result!);
    }
  };
  const followed = trades.filter(
    (t) => t.trader === f.trader && t.open >= f.created && (f.cancelled === null || t.open < f.cancelled),
  );
  for (const t of followed) {
    closeUntil(t.open);
    const share = copiedLots(t.share, f.type, f.number);
    const pair = pairs.get(t.pair)!;
    const side = t.type as Side;
    const figures = orderFigures(pair.rules, side, t.price, share, t.multiple);
    const held = open.reduce((sum, c) => sum.plus(c.margin), new Big(0));
    if (share < 0.01 || (f.amount !== null && held.plus(figures.margin).gt(f.amount))) continue;
    if (figures.margin.plus(figures.fee).gt(balance)) continue;
    balance = balance.minus(figures.margin).minus(figures.fee);
    const result = t.closePrice
      ? positionProfit({ type: side, price: figures.price.toFixed(), number: figures.number.toFixed() }, t.closePrice)
      : null;
    open.push({ trade: t, margin: figures.margin, result });
    const id = f.user === DEMO.id && t.close === null ? DEMO_OPEN_COPY_ID : null;
    const row = await q.one<{ id: number }>(
      `INSERT INTO lever_transactions (id, user_id, pair_id, legal_id, currency_id, type, status, order_type, origin_price,
         price, update_price, share, number, multiple, caution_money, trade_fee, fact_profits, closed_type, created_at,
         opened_at, closed_at, copy_follow_id, copy_trade_id)
       VALUES (coalesce($1, nextval('lever_transaction_ids')), $2, $3, 1, $4, $5, $6, 2, $7, $8, $9, $10, $11, $12, $13,
         $14, $15, $16, $17, $17, $18, $19, $20)
       RETURNING id`,
      [
        id,
        f.user,
        t.pair,
        pair.rules.currencyId,
        t.type,
        result ? 3 : 1,
        t.price.toFixed(),
        figures.price.toFixed(),
        t.closePrice?.toFixed() ?? null,
        share,
        figures.number.toFixed(),
        t.multiple,
        figures.margin.toFixed(),
        figures.fee.toFixed(),
        result?.toFixed() ?? '0',
        result ? 'trader' : null,
        t.open,
        t.close,
        f.id,
        t.id,
      ],
    );
    const base = { account: 'lever' as const, currencyId: 1, ref: Number(row?.id) };
    moves.push(
      {
        ...base,
        amount: figures.margin.neg(),
        locked: figures.margin,
        kind: 'lever_margin',
        memo: 'contract margin',
        at: t.open,
      },
      { ...base, amount: figures.fee.neg(), kind: 'lever_fee', memo: 'contract trade fee', at: t.open },
    );
    if (result && t.close !== null)
      moves.push(
        {
          ...base,
          amount: figures.margin,
          locked: figures.margin.neg(),
          kind: 'lever_close',
          memo: 'margin returned',
          at: t.close,
        },
        { ...base, amount: result, kind: result.gt(0) ? 'lever_profit' : 'lever_loss', memo: 'trader', at: t.close },
      );
    else await scheduleJob(q, LEVER_JOBS.overnight, t.open + DAY_MS, { id: Number(row?.id) });
  }
  closeUntil(now);
  await seedHistory(q, f.user, moves);
}
