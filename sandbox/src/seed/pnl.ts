// The P/L history of the demo user: 90 days of start-of-day values (pnl_snapshots) ending at what
// her accounts and earn products are worth when the world is seeded, each day a repeatable move
// of -1.5 % .. +1.8 %, so that the P/L chart has a past. No deposits in those days: each day's
// P/L is the move. Written after every other area (the value reads their wallets and orders).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { prng } from '../domain/feed';
import { accountValue, dayOf, seedPrices, snapshot } from '../domain/pnl-history';
import { DEMO } from './core';

const HISTORY_DAYS = 90;

export async function seedPnl(q: Queryable, now: number): Promise<void> {
  const today = dayOf(now);
  const random = prng(DEMO.id);
  let value = await accountValue(q, DEMO.id, await seedPrices(q));
  await snapshot(q, DEMO.id, today, value);
  for (let day = today - 1; day > today - HISTORY_DAYS; day -= 1) {
    const move = -0.015 + random() * 0.033;
    value = value.div(1 + move).round(2, Big.roundHalfUp);
    await snapshot(q, DEMO.id, day, value);
  }
}
