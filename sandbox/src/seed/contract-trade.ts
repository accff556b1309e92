// The seed of the contract-trade area: lot sizes of the pairs, the leverage multiples and preset
// lots of the order form (the contract's /lever/deal example), the liquidation threshold, and
// positions made through the same domain code as the app's calls, so that the ledger and the
// wallets tell the same story: Lina's history (a take-profit on LTC, a loss on ETH closed by
// hand, a cancelled XRP limit short, a BTC short stopped out, an ETH short closed with "close
// all"), her open BTC/USDT long 5121 of the examples (5 lots at 10x from 96,000.00, stops at
// 99,000 / 94,000, two overnight fees accrued) and her open LTC/USDT short 5120 (the one the
// /lever/close example closes), and the other traders' open positions that the order form lists
// (5127 is the examples' BTC short).
import { scheduleJob } from '../domain/jobs';
import type { Queryable } from '../db/db';
import {
  chargeOvernight,
  cancelPending,
  DAY_MS,
  DEFAULT_LIQUIDATION_RATE,
  LEVER_JOBS,
  LIQUIDATION_SETTING,
  leverRules,
  openPosition,
  settlePosition,
  type CloseReason,
  type Side,
} from '../domain/contract-positions';
import { DEMO } from './core';

const HOUR = 3_600_000;

/** Coins per lot, by pair id (BTC, ETH, LTC, XRP, AAPL, TSLA). */
const LOT_SIZES: Record<number, string> = { 1: '0.01', 2: '0.1', 3: '1', 4: '10', 8: '1', 9: '1' };
const MULTIPLES = [5, 10, 20, 50, 100];
const PRESET_LOTS = [1, 5, 10, 50, 100];

interface SeedPosition {
  id: number;
  user: number;
  /** base currency id (2 BTC, 3 ETH, 4 LTC, 5 XRP); all quoted in USDT */
  coin: number;
  type: Side;
  share: number;
  multiple: number;
  origin: string;
  /** opened (or placed, for a limit order) this long ago */
  ago: number;
  limit?: boolean;
  stops?: [string, string];
  /** overnight fees accrued while it was open */
  nights?: number;
  /** how it ended: closed at a price, or a limit order cancelled */
  close?: { price: string; after: number; reason: CloseReason };
  cancel?: { price: string; after: number };
}

const POSITIONS: SeedPosition[] = [
  // Lina's history
  {
    id: 5098,
    user: DEMO.id,
    coin: 4,
    type: 1,
    share: 20,
    multiple: 10,
    origin: '86.00',
    ago: 9 * DAY_MS,
    stops: ['88.10', '84.00'],
    nights: 1,
    close: { price: '88.10', after: DAY_MS + 3 * HOUR, reason: 'take_profit' },
  },
  {
    id: 5104,
    user: DEMO.id,
    coin: 3,
    type: 1,
    share: 10,
    multiple: 20,
    origin: '3391.40',
    ago: 6 * DAY_MS,
    close: { price: '3362.15', after: 5 * HOUR, reason: 'user' },
  },
  {
    id: 5110,
    user: DEMO.id,
    coin: 5,
    type: 2,
    share: 100,
    multiple: 5,
    origin: '2.4000',
    ago: 5 * DAY_MS,
    limit: true,
    cancel: { price: '2.3350', after: 20 * HOUR },
  },
  {
    id: 5115,
    user: DEMO.id,
    coin: 2,
    type: 2,
    share: 3,
    multiple: 20,
    origin: '95180.00',
    ago: 4 * DAY_MS,
    stops: ['92500.00', '96600.00'],
    close: { price: '96600.00', after: 11 * HOUR, reason: 'stop_loss' },
  },
  {
    id: 5119,
    user: DEMO.id,
    coin: 3,
    type: 2,
    share: 4,
    multiple: 10,
    origin: '3455.10',
    ago: 3 * DAY_MS,
    close: { price: '3401.20', after: 7 * HOUR, reason: 'batch' },
  },
  // Lina's open BTC/USDT long (the contract's example position)
  {
    id: 5121,
    user: DEMO.id,
    coin: 2,
    type: 1,
    share: 5,
    multiple: 10,
    origin: '96000.00',
    ago: 2 * DAY_MS + 6 * HOUR,
    stops: ['99000.00', '94000.00'],
    nights: 2,
  },
  // Lina's open LTC/USDT short, the one the contract's /lever/close example closes (the examples'
  // requests, sent as the demo user, close this one and leave 5121 to /lever/setstop)
  { id: 5120, user: DEMO.id, coin: 4, type: 2, share: 10, multiple: 10, origin: '88.40', ago: 20 * HOUR },
  // Other traders' open positions (the order form's latest longs and shorts)
  { id: 5122, user: 100001, coin: 3, type: 2, share: 20, multiple: 10, origin: '3440.00', ago: 30 * HOUR, nights: 1 },
  { id: 5123, user: 100587, coin: 2, type: 1, share: 10, multiple: 20, origin: '95850.00', ago: 26 * HOUR, nights: 1 },
  { id: 5125, user: 100001, coin: 2, type: 1, share: 3, multiple: 50, origin: '96210.00', ago: 5 * HOUR },
  {
    id: 5126,
    user: 100611,
    coin: 2,
    type: 2,
    share: 8,
    multiple: 10,
    origin: '96830.00',
    ago: 3 * HOUR,
    stops: ['93000.00', '99500.00'],
  },
  { id: 5127, user: 100452, coin: 2, type: 2, share: 2, multiple: 20, origin: '96500.00', ago: HOUR },
];

export async function seedContractTrade(q: Queryable, now: number): Promise<void> {
  for (const [pairId, lot] of Object.entries(LOT_SIZES))
    await q.query('UPDATE pairs SET lever_lot_size = $2 WHERE id = $1', [Number(pairId), lot]);
  for (const value of MULTIPLES) await q.query('INSERT INTO lever_multiples (kind, value) VALUES (1, $1)', [value]);
  for (const value of PRESET_LOTS) await q.query('INSERT INTO lever_multiples (kind, value) VALUES (2, $1)', [value]);
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    LIQUIDATION_SETTING,
    DEFAULT_LIQUIDATION_RATE,
  ]);

  for (const p of POSITIONS) {
    const rules = await leverRules(q, p.coin, 1);
    if (!rules) throw new Error(`seed: no contract pair for currency ${p.coin}`);
    const opened = now - p.ago;
    const row = await openPosition(q, {
      id: p.id,
      userId: p.user,
      rules,
      type: p.type,
      share: p.share,
      multiple: p.multiple,
      originPrice: p.origin,
      limit: p.limit ?? false,
      at: opened,
    });
    if (p.stops)
      await q.query('UPDATE lever_transactions SET target_profit_price = $2, stop_loss_price = $3 WHERE id = $1', [
        row.id,
        ...p.stops,
      ]);
    for (let night = 0; night < (p.nights ?? 0); night += 1) await chargeOvernight(q, row.id);
    if (p.close) await settlePosition(q, row.id, p.close.price, p.close.reason, opened + p.close.after);
    else if (p.cancel) await cancelPending(q, row.id, p.cancel.price, opened + p.cancel.after);
    // Still open: its next overnight fee falls due on the clock (as jobs.schedule would write it).
    else if (!p.limit)
      await scheduleJob(q, LEVER_JOBS.overnight, opened + ((p.nights ?? 0) + 1) * DAY_MS, { id: row.id });
  }
}
