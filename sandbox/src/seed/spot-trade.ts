// The seed of the spot-trade area: the demo user's recent spot orders (filled, market and limit,
// and cancelled ones, over the last two weeks) and one open limit sell whose 0.5 ETH is frozen in
// their spot wallet through the ledger, as a live order's would be.
//
// The history is written as records only: the core seed's opening balances (12480.50 USDT,
// 0.125 BTC, 2.5 ETH, the figures the contract's examples quote) are the balances after it, so
// replaying its fills through the ledger would move them off those figures. The open order is
// placed for real (domain/spot-orders), so what it froze shows in the wallet and a cancel or a
// fill moves it back.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { findSpotPair, placeSpotOrder, SPOT_FEE_RATE, SPOT_SIDE, type SpotSide } from '../domain/spot-orders';
import { DEMO, PAIRS } from './core';

const MINUTE = 60e3;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface PastOrder {
  base: number;
  side: SpotSide;
  amount: string;
  /** Limit price; '0' for a market order. */
  target: string;
  /** Last price when placed (and the fill price of a market order). */
  last: string;
  /** Fill price, or null for a cancelled order. */
  fill: string | null;
  /** When it was placed (ago) and how long until it filled or was cancelled. */
  ago: number;
  after: number;
}

// Oldest first, so the ids grow with time as the live ones will.
const HISTORY: PastOrder[] = [
  // bought LTC at the market, sold what was received (2 less the 0.2 % fee) a day later
  { base: 4, side: SPOT_SIDE.buy, amount: '2', target: '0', last: '87.96', fill: '87.96', ago: 15 * DAY, after: 0 },
  {
    base: 4,
    side: SPOT_SIDE.sell,
    amount: '1.996',
    target: '90.10',
    last: '88.75',
    fill: '90.10',
    ago: 14 * DAY,
    after: 7 * HOUR,
  },
  {
    base: 2,
    side: SPOT_SIDE.sell,
    amount: '0.015',
    target: '0',
    last: '95012.30',
    fill: '95012.30',
    ago: 12 * DAY,
    after: 0,
  },
  {
    base: 3,
    side: SPOT_SIDE.buy,
    amount: '1.2',
    target: '0',
    last: '3361.40',
    fill: '3361.40',
    ago: 9 * DAY,
    after: 0,
  },
  {
    base: 2,
    side: SPOT_SIDE.buy,
    amount: '0.02',
    target: '95000.00',
    last: '95780.10',
    fill: null,
    ago: 6 * DAY,
    after: 2 * HOUR + 18 * MINUTE,
  },
  {
    base: 3,
    side: SPOT_SIDE.sell,
    amount: '0.5',
    target: '3400.00',
    last: '3398.20',
    fill: '3400.00',
    ago: 4 * DAY,
    after: 4 * MINUTE + 14e3,
  },
  {
    base: 5,
    side: SPOT_SIDE.buy,
    amount: '150',
    target: '2.2800',
    last: '2.3350',
    fill: null,
    ago: 3 * DAY,
    after: 26 * HOUR,
  },
  {
    base: 6,
    side: SPOT_SIDE.buy,
    amount: '5000',
    target: '0.35000',
    last: '0.36120',
    fill: null,
    ago: 2 * DAY,
    after: 9 * HOUR,
  },
];

/** The open order: a limit sell of 0.5 ETH above the market, placed yesterday. */
const OPEN = { base: 3, side: SPOT_SIDE.sell, amount: '0.5', target: '3600.00', ago: DAY - 3 * HOUR };

async function insertPast(q: Queryable, o: PastOrder, now: number): Promise<void> {
  const pair = await findSpotPair(q, o.base, 1);
  if (!pair) throw new Error(`seed: no pair for currency ${o.base}`);
  const amount = new Big(o.amount);
  const frozen = o.side === SPOT_SIDE.buy ? amount.times(o.target === '0' ? o.last : o.target) : amount;
  const received = o.fill === null ? null : o.side === SPOT_SIDE.buy ? amount : amount.times(o.fill);
  await q.query(
    `INSERT INTO spot_orders (user_id, pair_id, currency_id, legal_id, side, target_price, trade_price, amount, fee_rate,
       frozen, fill_price, fee, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      DEMO.id,
      pair.id,
      pair.currency_id,
      pair.legal_id,
      o.side,
      o.target,
      o.last,
      o.amount,
      SPOT_FEE_RATE,
      frozen.toFixed(),
      o.fill,
      received?.times(SPOT_FEE_RATE).toFixed() ?? null,
      o.fill === null ? 3 : 2,
      now - o.ago,
      now - o.ago + o.after,
    ],
  );
}

export async function seedSpotTrade(q: Queryable, now: number): Promise<void> {
  for (const order of HISTORY) await insertPast(q, order, now);
  const pair = await findSpotPair(q, OPEN.base, 1);
  const last = PAIRS.find((p) => p.id === pair?.id)?.price;
  if (!pair || !last) throw new Error('seed: no ETH/USDT pair');
  await placeSpotOrder(q, pair, {
    userId: DEMO.id,
    side: OPEN.side,
    amount: OPEN.amount,
    targetPrice: OPEN.target,
    lastPrice: last,
    now: now - OPEN.ago,
  });
}
