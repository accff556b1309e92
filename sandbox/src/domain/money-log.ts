// The account log as the wire shows it (financial records, transfer history): the ledger's rows,
// each with the balance before and after it and the reason code of the classic backend.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import type { User } from '../world';
import { dateTime } from './clock';
import type { Account } from './ledger';
import { amount } from './money-format';

/** The ledger kinds the money areas write. */
export const KIND = {
  transfer: 'transfer',
  deposit: 'deposit',
  withdraw: 'withdraw',
  withdrawDone: 'withdraw_done',
  withdrawFee: 'withdraw_fee',
  withdrawRefused: 'withdraw_refused',
  convertIn: 'convert_in',
  convertOut: 'convert_out',
  convertFee: 'convert_fee',
} as const;

// Transfers between accounts: 9/10 legal out/in, 11/12 spot in/out, 13/14 contract in/out,
// 15/16 seconds in/out (AccountLogEntry).
const TRANSFER_CODES: Record<Account, { in: number; out: number }> = {
  legal: { in: 10, out: 9 },
  change: { in: 11, out: 12 },
  lever: { in: 13, out: 14 },
  micro: { in: 15, out: 16 },
};
const CODES: Record<string, number> = {
  [KIND.withdraw]: 99,
  [KIND.withdrawDone]: 100,
  [KIND.withdrawFee]: 100,
  [KIND.withdrawRefused]: 101,
  [KIND.deposit]: 200,
  [KIND.convertIn]: 701,
  [KIND.convertOut]: 702,
  [KIND.convertFee]: 703,
};

/** The wire's reason code of a ledger row; 0 for the kinds of other areas (their `info` says why). */
export function reasonCode(kind: string, account: Account, amount: Big.BigSource): number {
  if (kind === KIND.transfer) return new Big(amount).lt(0) ? TRANSFER_CODES[account].out : TRANSFER_CODES[account].in;
  return CODES[kind] ?? 0;
}

export interface LogRow {
  id: number;
  user_id: number;
  account: Account;
  currency_id: number;
  currency_name: string;
  decimals: number;
  amount: string;
  locked: string;
  kind: string;
  memo: string;
  created_at: number;
  /** The usable and frozen balances after the row, in the order the rows happened. */
  balance_after: string;
  locked_after: string;
}

export interface LogFilter {
  userId: number;
  currencyId?: number;
  account?: Account;
  kinds?: string[];
  limit: number;
  offset: number;
}

/**
 * One page of a user's ledger, newest first. Balances before/after are running sums in time order
 * (every balance starts at 0 and changes only through the ledger), so a page reads as a chain even
 * where the seed wrote history after the opening balances.
 */
export async function logPage(q: Queryable, f: LogFilter): Promise<{ rows: LogRow[]; count: number }> {
  const where = ['l.user_id = $1'];
  const params: unknown[] = [f.userId];
  if (f.currencyId !== undefined) {
    params.push(f.currencyId);
    where.push(`l.currency_id = $${params.length}`);
  }
  if (f.account !== undefined) {
    params.push(f.account);
    where.push(`l.account = $${params.length}`);
  }
  // The running sums need every row of an account and currency, whatever the kind filter.
  const kindFilter = f.kinds ? `WHERE kind = ANY($${params.push(f.kinds)})` : '';
  const base = `
    WITH chain AS (
      SELECT l.id, l.user_id, l.account, l.currency_id, c.name AS currency_name, c.decimals, l.amount, l.locked,
             l.kind, l.memo, l.created_at,
             SUM(l.amount) OVER w AS balance_after, SUM(l.locked) OVER w AS locked_after
      FROM ledger l JOIN currencies c ON c.id = l.currency_id
      WHERE ${where.join(' AND ')}
      WINDOW w AS (PARTITION BY l.account, l.currency_id ORDER BY l.created_at, l.id ROWS UNBOUNDED PRECEDING)
    )`;
  const count = await q.one<{ n: number }>(`${base} SELECT count(*)::int AS n FROM chain ${kindFilter}`, params);
  const rows = await q.query<LogRow>(
    `${base} SELECT * FROM chain ${kindFilter} ORDER BY created_at DESC, id DESC LIMIT ${Math.floor(f.limit)} OFFSET ${Math.floor(f.offset)}`,
    params,
  );
  return { rows, count: Number(count?.n ?? 0) };
}

/**
 * What a row did, as the log shows it: the change of the usable balance with the usable balance
 * around it, or, for a row that only moved the frozen part (a withdrawal sent from frozen funds),
 * that change with the frozen balance around it.
 */
export function rowView(row: LogRow): { value: Big; before: Big; after: Big; frozen: boolean } {
  const amount = new Big(row.amount);
  if (!amount.eq(0) || new Big(row.locked).eq(0)) {
    const after = new Big(row.balance_after);
    return { value: amount, before: after.minus(amount), after, frozen: false };
  }
  const locked = new Big(row.locked);
  const after = new Big(row.locked_after);
  return { value: locked, before: after.minus(locked), after, frozen: true };
}

/** The message keys of the accounts' names. */
export const ACCOUNT_KEYS: Record<Account, string> = {
  legal: 'assetsAccountLegal',
  change: 'assetsAccountChange',
  lever: 'assetsAccountLever',
  micro: 'assetsAccountMicro',
};

/** A ledger row as an AccountLogEntry of the wire; `t` translates the account and lock names. */
export function logEntry(row: LogRow, user: User, t: (key: string) => string) {
  const view = rowView(row);
  return {
    id: Number(row.id),
    user_id: user.id,
    account_number: user.email ?? user.phone ?? String(user.id),
    account: user.email ?? '',
    currency: row.currency_id,
    currency_name: row.currency_name,
    value: amount(view.value, row.decimals),
    before: amount(view.before, row.decimals),
    after: amount(view.after, row.decimals),
    info: (row.memo || row.kind).slice(0, 200),
    type: reasonCode(row.kind, row.account, row.amount),
    balance_type_name: t(ACCOUNT_KEYS[row.account]).slice(0, 32),
    lock_type_name: t(view.frozen ? 'assetsLockYes' : 'assetsLockNo').slice(0, 16),
    created_time: dateTime(Number(row.created_at)),
  };
}
