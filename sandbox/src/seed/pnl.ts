// The P/L history of the demo user: 90 days of start-of-day values (pnl_snapshots) ending at what
// her accounts and earn products are worth when the world is seeded, each day's P/L a repeatable
// move of -1.5 % .. +1.8 % of its start; a day the seed's ledger brought money in (a deposit
// credited, a withdrawal) starts that much lower, so the money is an inflow, not a gain. The
// snapshots keep the seed's prices, which value those inflows. Written after every other area
// (the value reads their wallets, orders and ledger).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { prng } from '../domain/feed';
import { accountValue, dayInflows, dayOf, priceTable, seedPrices, snapshot } from '../domain/pnl-history';
import { DEMO } from './core';

const HISTORY_DAYS = 90;

export async function seedPnl(q: Queryable, now: number): Promise<void> {
  const today = dayOf(now);
  const first = today - HISTORY_DAYS + 1;
  const random = prng(DEMO.id);
  const prices = await seedPrices(q);
  const table = await priceTable(q, prices);
  const inflows = await dayInflows(q, DEMO.id, first, today - 1, prices);
  // the start of today, then each day's start from its end: (end - inflow) / (1 + move)
  let value = await accountValue(q, DEMO.id, prices);
  await snapshot(q, DEMO.id, today, value, table);
  for (let day = today - 1; day >= first; day -= 1) {
    const move = -0.015 + random() * 0.033;
    value = value
      .minus(inflows.get(day) ?? 0)
      .div(1 + move)
      .round(2, Big.roundHalfUp);
    await snapshot(q, DEMO.id, day, value, table);
  }
}
