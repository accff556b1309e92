// Moving money inside one user's funds: between the four accounts (the same currency, nothing
// gained or lost) and from one currency into another in the spot account (at the feed's USDT
// prices, a fee in the source currency on top). Each runs in the caller's transaction, through the
// ledger, so a refusal (an insufficient balance) leaves nothing behind.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';
import type { Feed } from './feed';
import { ACCOUNT_IDS, ACCOUNTS, move, wallet, type Account } from './ledger';
import { currency as currencyById, heldIn, usdtPrice, type Currency } from './money-currencies';
import { KIND } from './money-log';

/** The account of a wire value: an id (1-4, as a number or text) or a name (`change`...). */
export function accountOf(value: unknown): Account | undefined {
  const text = String(value ?? '').trim();
  return ACCOUNTS.find((a) => a === text || String(ACCOUNT_IDS[a]) === text);
}

/** The English names the ledger's memos use. */
export const ACCOUNT_NAMES: Record<Account, string> = {
  legal: 'fiat account',
  change: 'spot account',
  lever: 'contract account',
  micro: 'options account',
};

export interface AccountTransfer {
  userId: number;
  currencyId: number;
  from: Account;
  to: Account;
  amount: string;
  at: number;
}

async function knownCurrency(q: Queryable, id: number): Promise<Currency> {
  const c = await currencyById(q, id);
  if (!c) throw new BusinessError('currencyNotFound');
  return c;
}

/** Moves `amount` of a currency from one of the user's accounts to another. */
export async function transferBetweenAccounts(q: Queryable, t: AccountTransfer): Promise<number> {
  if (t.from === t.to) throw new BusinessError('sameAccount');
  const c = await knownCurrency(q, t.currencyId);
  if (!heldIn(c, t.to)) throw new BusinessError('transferNotHeld', { currency: c.name });
  // Open contract positions keep their margin frozen in the lever account: while any is frozen,
  // nothing leaves that account (the position's risk is computed on the whole balance).
  if (t.from === 'lever' && new Big((await wallet(q, t.userId, 'lever', c.id)).locked).gt(0))
    throw new BusinessError('transferLeverBusy');
  const row = await q.one<{ id: number }>(
    `INSERT INTO account_transfers (user_id, currency_id, from_account, to_account, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [t.userId, c.id, t.from, t.to, t.amount, t.at],
  );
  const id = Number(row?.id);
  const memo = `Transfer from ${ACCOUNT_NAMES[t.from]} to ${ACCOUNT_NAMES[t.to]}`;
  const common = { userId: t.userId, currencyId: c.id, kind: KIND.transfer, ref: id, memo, at: t.at };
  await move(q, { ...common, account: t.from, amount: new Big(t.amount).neg() });
  await move(q, { ...common, account: t.to, amount: t.amount });
  return id;
}

/** The terms of converting one currency into another (`/user/getTransferFee`). */
export interface ConversionTerms {
  from: Currency;
  to: Currency;
  fromPrice: { text: string; value: Big };
  toPrice: { text: string; value: Big };
  /** The fee rate, a fraction of the converted quantity, in the source currency. */
  fee: Big;
}

export async function conversionTerms(
  q: Queryable,
  feed: Feed,
  fromId: number,
  toId: number,
): Promise<ConversionTerms> {
  if (fromId === toId) throw new BusinessError('transferSameCurrency');
  const from = await knownCurrency(q, fromId);
  const to = await knownCurrency(q, toId);
  if (!from.convertible || !to.convertible) throw new BusinessError('transferNotConvertible');
  const fromPrice = usdtPrice(feed, from);
  const toPrice = usdtPrice(feed, to);
  if (fromPrice.value.lte(0) || toPrice.value.lte(0)) throw new BusinessError('transferNotConvertible');
  return { from, to, fromPrice, toPrice, fee: new Big(from.convert_fee) };
}

/** What `amount` of the source gives: amount x from / to, cut to 10 decimals; the fee on top. */
export function quote(terms: ConversionTerms, amount: Big.BigSource): { received: Big; fee: Big } {
  const qty = new Big(amount);
  return {
    received: qty.times(terms.fromPrice.value).div(terms.toPrice.value).round(10, Big.roundDown),
    fee: qty.times(terms.fee),
  };
}

export interface Conversion {
  userId: number;
  fromId: number;
  toId: number;
  amount: string;
  at: number;
}

/** Converts in the spot account: the source pays amount + fee, the target receives the quote. */
export async function convert(
  q: Queryable,
  feed: Feed,
  c: Conversion,
): Promise<{ id: number; received: Big; fee: Big }> {
  const terms = await conversionTerms(q, feed, c.fromId, c.toId);
  const { received, fee } = quote(terms, c.amount);
  if (received.lte(0)) throw new BusinessError('enterCorrectNumber');
  const row = await q.one<{ id: number }>(
    `INSERT INTO conversions (user_id, from_currency_id, to_currency_id, amount, fee, received, from_price, to_price, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      c.userId,
      c.fromId,
      c.toId,
      c.amount,
      fee.toFixed(),
      received.toFixed(),
      terms.fromPrice.value.toFixed(),
      terms.toPrice.value.toFixed(),
      c.at,
    ],
  );
  const id = Number(row?.id);
  const memo = `Conversion ${terms.from.name} to ${terms.to.name}`;
  const common = { userId: c.userId, account: 'change' as const, ref: id, at: c.at };
  await move(q, {
    ...common,
    currencyId: c.fromId,
    amount: new Big(c.amount).neg(),
    kind: KIND.convertOut,
    memo,
  });
  if (fee.gt(0))
    await move(q, {
      ...common,
      currencyId: c.fromId,
      amount: fee.neg(),
      kind: KIND.convertFee,
      memo: 'Conversion fee',
    });
  await move(q, { ...common, currencyId: c.toId, amount: received, kind: KIND.convertIn, memo });
  return { id, received, fee };
}
