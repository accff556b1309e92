// A user's funds as the assets screens read them: every wallet row with its currency and live
// USDT price, and the trading result of the contract and options accounts.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import type { Feed } from './feed';
import type { Account } from './ledger';
import { usdtPrice, type Currency, type Price } from './money-currencies';
import { KIND } from './money-log';

export interface WalletRow {
  account: Account;
  currency_id: number;
  balance: string;
  locked: string;
}

export async function walletRows(q: Queryable, userId: number): Promise<WalletRow[]> {
  return q.query<WalletRow>(
    `SELECT w.account, w.currency_id, w.balance, w.locked FROM wallets w JOIN currencies c ON c.id = w.currency_id
     WHERE w.user_id = $1 ORDER BY c.sort, c.id`,
    [userId],
  );
}

/** (balance + locked) x price, summed exactly. */
export function usdtTotal(rows: Array<{ balance: string; locked: string; price: Price }>): Big {
  return rows.reduce((sum, r) => sum.plus(new Big(r.balance).plus(r.locked).times(r.price.value)), new Big(0));
}

/**
 * Ledger kinds that bring money into or take it out of an account without being a trading result:
 * the opening balances, moves between accounts and funds granted by the control API.
 */
const NOT_A_RESULT = ['seed', 'sandbox_fund', KIND.transfer];

export interface Profit {
  lever: Big;
  micro: Big;
  leverToday: Big;
  microToday: Big;
}

/**
 * The trading result of the contract (lever) and options (micro) accounts in USDT: every change of
 * those accounts (usable and frozen together, so a margin frozen and released nets out) except
 * money moved in or out, valued at today's prices. "Today" starts at 00:00 UTC of the sandbox clock.
 */
export async function profit(
  q: Queryable,
  feed: Feed,
  userId: number,
  now: number,
  currencies: Map<number, Currency>,
): Promise<Profit> {
  const dayStart = Math.floor(now / 86400e3) * 86400e3;
  const rows = await q.query<{ account: Account; currency_id: number; total: string; today: string }>(
    `SELECT account, currency_id, SUM(amount + locked) AS total,
            COALESCE(SUM(amount + locked) FILTER (WHERE created_at >= $3), 0) AS today
     FROM ledger WHERE user_id = $1 AND account IN ('lever', 'micro') AND NOT (kind = ANY($2))
     GROUP BY account, currency_id`,
    [userId, NOT_A_RESULT, dayStart],
  );
  const out: Profit = { lever: new Big(0), micro: new Big(0), leverToday: new Big(0), microToday: new Big(0) };
  for (const r of rows) {
    const c = currencies.get(r.currency_id);
    const price = c ? usdtPrice(feed, c).value : new Big(0);
    const total = new Big(r.total).times(price);
    const today = new Big(r.today).times(price);
    if (r.account === 'lever') {
      out.lever = out.lever.plus(total);
      out.leverToday = out.leverToday.plus(today);
    } else {
      out.micro = out.micro.plus(total);
      out.microToday = out.microToday.plus(today);
    }
  }
  return out;
}
