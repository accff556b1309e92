// The seed of the market area: favourite pairs. The demo user watches BTC and ETH (the contract's
// `/optional/add` example, LTC, is then a new favourite); a few others watch their own markets.
import type { Queryable } from '../db/db';
import { DEMO } from './core';

const DAY = 86400e3;

/** user, base currency id (2 BTC, 3 ETH, 4 LTC, 5 XRP, 6 DOGE, 7 AAPL), days since it was added. */
const FAVORITES: Array<[number, number, number]> = [
  [DEMO.id, 2, 120],
  [DEMO.id, 3, 45],
  [100452, 2, 300],
  [100452, 6, 80],
  [100452, 7, 20],
  [100587, 3, 150],
  [100611, 5, 60],
];

export async function seedMarket(q: Queryable, now: number): Promise<void> {
  for (const [userId, currencyId, daysAgo] of FAVORITES)
    await q.query('INSERT INTO market_favorites (user_id, currency_id, created_at) VALUES ($1, $2, $3)', [
      userId,
      currencyId,
      now - daysAgo * DAY,
    ]);
}
