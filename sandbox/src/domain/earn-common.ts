// What the earning areas (copy trading, lock mining, dual investment, IEO, loans) share: day
// arithmetic on the sandbox clock, the wire's decimal and date forms, the Laravel paginator, and
// the seed's helper (a user's seeded history that leaves the core seed's opening balances as they were).
import { laravelPage as tradingPage, type LaravelPage } from './contract-paging';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { dateTime } from './clock';
import { move, type Account } from './ledger';

export const HOUR = 3600e3;
export const DAY = 86400e3;

/** Midnight (UTC) of the day of `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY) * DAY;

/** `Y-m-d` (UTC), the date form of the earning lists. */
export const ymd = (ms: number): string => dateTime(ms).slice(0, 10);

/** Unix seconds. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);

/**
 * A decimal as the wire writes it: plain notation, trailing zeros dropped, but at least `min`
 * decimals (`"1000.00"`, `"0.004"`, `"18451.52"`).
 */
export function dec(value: Big.BigSource, min = 0): string {
  const big = new Big(value);
  const plain = big.toFixed();
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  return decimals >= min ? plain : big.toFixed(min);
}

/** A decimal cut (not rounded) to `places` decimals: what the platform pays never exceeds the exact figure. */
export const floorTo = (value: Big.BigSource, places: number): Big => new Big(value).round(places, Big.roundDown);

/** Laravel's length-aware paginator around one page of rows (`path` is the API path, e.g. `/api/follow/index`). */
export const laravelPage = <T>(path: string, page: number, perPage: number, total: number, rows: T[]): LaravelPage<T> =>
  tradingPage(rows, total, page, perPage, path);

export interface SeedMove {
  account: Account;
  currencyId: number;
  /** Change of the usable balance. */
  amount?: Big.BigSource;
  /** Change of the frozen part. */
  locked?: Big.BigSource;
  kind: string;
  ref?: string | number;
  memo?: string;
  at: number;
}

/**
 * Writes a user's seeded history (a lock bought and matured, a loan taken...) through the ledger,
 * so that every past order has its balance movements, while the usable balances end where the core
 * seed put them (the figures the contract's examples and other areas start from). Per wallet the
 * net of the history is balanced by one opening movement: a credit before it when the history
 * takes money, a debit after it when the history gives money, so no balance dips below zero.
 */
export async function seedHistory(q: Queryable, userId: number, moves: SeedMove[]): Promise<void> {
  if (moves.length === 0) return;
  const sorted = [...moves].sort((a, b) => a.at - b.at);
  const first = sorted[0]!.at;
  const last = sorted[sorted.length - 1]!.at;
  const net = new Map<string, { account: Account; currencyId: number; sum: Big }>();
  for (const m of sorted) {
    const key = `${m.account}:${m.currencyId}`;
    const entry = net.get(key) ?? { account: m.account, currencyId: m.currencyId, sum: new Big(0) };
    entry.sum = entry.sum.plus(m.amount ?? 0);
    net.set(key, entry);
  }
  const opening = (sum: Big, at: number) => (e: { account: Account; currencyId: number }) =>
    move(q, {
      userId,
      account: e.account,
      currencyId: e.currencyId,
      amount: sum,
      kind: 'seed',
      memo: 'opening balance (history of the seed)',
      at,
    });
  for (const e of net.values()) if (e.sum.lt(0)) await opening(e.sum.neg(), first - 1000)(e);
  for (const m of sorted) await move(q, { userId, ...m });
  for (const e of net.values()) if (e.sum.gt(0)) await opening(e.sum.neg(), last + 1000)(e);
}

/** The live price of a currency in USDT from the seed's pairs (the feed's anchors), for the seed. */
export async function seedPrice(q: Queryable, currencyId: number): Promise<Big> {
  if (currencyId === 1) return new Big(1);
  const row = await q.one<{ price: string }>('SELECT price FROM pairs WHERE currency_id = $1 AND legal_id = 1', [
    currencyId,
  ]);
  if (!row) throw new Error(`no USDT pair for currency ${currencyId}`);
  return new Big(row.price);
}
