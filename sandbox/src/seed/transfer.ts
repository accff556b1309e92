// The seed of the transfer area: the demo user's recent moves between accounts, each undone by a
// later one (a top-up of the spot account from the fiat account returned two weeks later, a stake
// for seconds options brought back), so the opening balances of the core seed still stand. No
// conversion is seeded: one would change the balances every other screen starts from.
import type { Queryable } from '../db/db';
import type { Account } from '../domain/ledger';
import { transferBetweenAccounts } from '../domain/money-transfers';
import { DEMO } from './core';

const HOUR = 3600e3;
const DAY = 24 * HOUR;

// [days ago, hours, from, to, USDT]
const DEMO_TRANSFERS: Array<[number, number, Account, Account, string]> = [
  [21, 10, 'legal', 'change', '1000'],
  [14, 16, 'change', 'legal', '1000'],
  [3, 11, 'change', 'micro', '500'],
  [1, 19, 'micro', 'change', '500'],
];

export async function seedTransfer(q: Queryable, now: number): Promise<void> {
  for (const [daysAgo, hour, from, to, amount] of DEMO_TRANSFERS) {
    const day = Math.floor((now - daysAgo * DAY) / DAY) * DAY;
    await transferBetweenAccounts(q, { userId: DEMO.id, currencyId: 1, from, to, amount, at: day + hour * HOUR });
  }
}
