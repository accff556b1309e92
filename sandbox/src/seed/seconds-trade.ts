// The seed of the seconds-trade area: the durations and profit ratios of the contract's examples
// (30 s 80 %, 60 s 85 %, 120 s 90 %) plus 300 s 95 % (and a 600 s one switched off), USDT as the
// paying currency (10 to 10,000, presets 10 ... 1,000), and settled orders made through the same
// domain code as the app's calls: Lina's wins and losses of the last days, netting to zero so her
// seconds wallet still holds the examples' 1,500.00 USDT; the examples' orders 88195 (lost),
// 88207 (won 160.00) and 88213 (won 85.00, the id of /microtrade/get_result's example).
import type { Queryable } from '../db/db';
import { placeSecondsOrder, settleSecondsOrder, type Direction } from '../domain/seconds-orders';
import { DEMO } from './core';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const OPTIONS = [
  { seconds: 30, ratio: '80', status: 1 },
  { seconds: 60, ratio: '85', status: 1 },
  { seconds: 120, ratio: '90', status: 1 },
  { seconds: 300, ratio: '95', status: 1 },
  { seconds: 600, ratio: '100', status: 0 },
];
const PRESETS = ['10', '50', '100', '500', '1000'];

interface SeedOrder {
  id: number;
  user: number;
  /** match id (1 BTC/USDT, 2 ETH/USDT, 3 LTC/USDT, 4 XRP/USDT) */
  match: number;
  type: Direction;
  seconds: number;
  stake: string;
  open: string;
  end: string;
  ago: number;
}

const ORDERS: SeedOrder[] = [
  {
    id: 88190,
    user: DEMO.id,
    match: 3,
    type: 1,
    seconds: 120,
    stake: '40',
    open: '88.61',
    end: '88.47',
    ago: 2 * 24 * HOUR,
  },
  {
    id: 88192,
    user: DEMO.id,
    match: 4,
    type: 2,
    seconds: 30,
    stake: '20',
    open: '2.3211',
    end: '2.3211',
    ago: 29 * HOUR,
  },
  {
    id: 88195,
    user: DEMO.id,
    match: 1,
    type: 1,
    seconds: 60,
    stake: '100',
    open: '96450.00',
    end: '96420.50',
    ago: 3 * HOUR,
  },
  {
    id: 88198,
    user: DEMO.id,
    match: 2,
    type: 1,
    seconds: 120,
    stake: '50',
    open: '3398.60',
    end: '3405.35',
    ago: 170 * MINUTE,
  },
  {
    id: 88201,
    user: DEMO.id,
    match: 1,
    type: 2,
    seconds: 60,
    stake: '150',
    open: '96388.00',
    end: '96412.40',
    ago: 2 * HOUR,
  },
  {
    id: 88205,
    user: 100452,
    match: 1,
    type: 2,
    seconds: 300,
    stake: '500',
    open: '96500.00',
    end: '96420.50',
    ago: 95 * MINUTE,
  },
  {
    id: 88207,
    user: DEMO.id,
    match: 2,
    type: 2,
    seconds: 30,
    stake: '200',
    open: '3415.20',
    end: '3412.75',
    ago: 70 * MINUTE,
  },
  {
    id: 88213,
    user: DEMO.id,
    match: 1,
    type: 1,
    seconds: 60,
    stake: '100',
    open: '96420.50',
    end: '96480.00',
    ago: 30 * MINUTE,
  },
];

export async function seedSecondsTrade(q: Queryable, now: number): Promise<void> {
  for (const [i, o] of OPTIONS.entries())
    await q.query('INSERT INTO seconds_options (seconds, profit_ratio, status, sort) VALUES ($1, $2, $3, $4)', [
      o.seconds,
      o.ratio,
      o.status,
      i,
    ]);
  await q.query(
    'INSERT INTO seconds_currencies (currency_id, micro_min, micro_max, micro_trade_fee) VALUES (1, 10, 10000, 0)',
  );
  for (const number of PRESETS)
    await q.query('INSERT INTO seconds_presets (currency_id, number) VALUES (1, $1)', [number]);

  for (const o of ORDERS) {
    const option = OPTIONS.find((x) => x.seconds === o.seconds)!;
    const placed = await placeSecondsOrder(q, {
      id: o.id,
      userId: o.user,
      matchId: o.match,
      currencyId: 1,
      type: o.type,
      seconds: o.seconds,
      number: o.stake,
      profitRatio: option.ratio,
      feeRate: 0,
      openPrice: o.open,
      at: now - o.ago,
    });
    await settleSecondsOrder(q, placed.id, o.end, placed.due_at);
  }
}
