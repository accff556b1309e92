// The ledger: every change of a balance is one row here and one update of the wallet, in the
// caller's transaction. A wallet's `balance` is what the user can use, `locked` what is frozen
// (orders, margin, pending withdrawals). Neither can go below zero: the database refuses it
// (CHECK), so two orders sent at once cannot spend the same balance; that refusal becomes the
// business error "Insufficient balance".
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';

export type Account = 'legal' | 'change' | 'lever' | 'micro';
export const ACCOUNTS: readonly Account[] = ['legal', 'change', 'lever', 'micro'];
/** The contract's account ids: 1 legal, 2 change, 3 lever, 4 micro. */
export const ACCOUNT_IDS: Record<Account, number> = { legal: 1, change: 2, lever: 3, micro: 4 };
export const accountById = (id: number): Account | undefined => ACCOUNTS.find((a) => ACCOUNT_IDS[a] === id);

export interface Movement {
  userId: number;
  account: Account;
  currencyId: number;
  /** Change of the usable balance (negative to take). */
  amount?: Big.BigSource;
  /** Change of the frozen part (positive to freeze). */
  locked?: Big.BigSource;
  /** What moved it: 'spot_order', 'transfer', 'deposit', 'fee' ... */
  kind: string;
  ref?: string | number;
  memo?: string;
  at: number;
}

export interface Wallet {
  balance: string;
  locked: string;
}

/** Applies one movement; refuses (Insufficient balance) what would take a balance below zero. */
export async function move(q: Queryable, m: Movement): Promise<Wallet> {
  const amount = new Big(m.amount ?? 0);
  const locked = new Big(m.locked ?? 0);
  if (amount.eq(0) && locked.eq(0)) return wallet(q, m.userId, m.account, m.currencyId);
  let row: Wallet | undefined;
  const params = [m.userId, m.account, m.currencyId, amount.toFixed(), locked.toFixed()];
  try {
    // An UPDATE first: an upsert's proposed row would hold the bare change, and PostgreSQL checks
    // the CHECK on that row before ON CONFLICT, refusing every debit. The insert is for a new wallet.
    row = await q.one<Wallet>(
      `UPDATE wallets SET balance = balance + $4, locked = locked + $5
       WHERE user_id = $1 AND account = $2 AND currency_id = $3 RETURNING balance, locked`,
      params,
    );
    row ??= await q.one<Wallet>(
      `INSERT INTO wallets (user_id, account, currency_id, balance, locked) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, account, currency_id)
       DO UPDATE SET balance = wallets.balance + EXCLUDED.balance, locked = wallets.locked + EXCLUDED.locked
       RETURNING balance, locked`,
      params,
    );
  } catch (error) {
    if (isCheckViolation(error)) throw new BusinessError('insufficientBalance');
    throw error;
  }
  if (!row) throw new Error('wallet update returned nothing');
  await q.query(
    `INSERT INTO ledger (user_id, account, currency_id, amount, locked, balance_after, kind, ref, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      m.userId,
      m.account,
      m.currencyId,
      amount.toFixed(),
      locked.toFixed(),
      row.balance,
      m.kind,
      m.ref === undefined ? null : String(m.ref),
      m.memo ?? '',
      m.at,
    ],
  );
  return row;
}

/** Freezes `amount` of the usable balance (an order, a margin, a pending withdrawal). */
export const freeze = (q: Queryable, m: Omit<Movement, 'amount' | 'locked'> & { value: Big.BigSource }) =>
  move(q, { ...m, amount: new Big(m.value).neg(), locked: m.value });

/** Releases `value` of the frozen part back to the usable balance. */
export const unfreeze = (q: Queryable, m: Omit<Movement, 'amount' | 'locked'> & { value: Big.BigSource }) =>
  move(q, { ...m, amount: m.value, locked: new Big(m.value).neg() });

/** Takes `value` out of the frozen part for good (a fill, a fee taken from a frozen sum). */
export const spendFrozen = (q: Queryable, m: Omit<Movement, 'amount' | 'locked'> & { value: Big.BigSource }) =>
  move(q, { ...m, locked: new Big(m.value).neg() });

export async function wallet(q: Queryable, userId: number, account: Account, currencyId: number): Promise<Wallet> {
  const row = await q.one<Wallet>(
    'SELECT balance, locked FROM wallets WHERE user_id = $1 AND account = $2 AND currency_id = $3',
    [userId, account, currencyId],
  );
  return row ?? { balance: '0', locked: '0' };
}

function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23514';
}
