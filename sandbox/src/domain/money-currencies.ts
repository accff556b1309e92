// The coins as the money areas see them: the core `currencies` row with what it is offered for
// (currency_options), its networks (currency_networks), its live USDT price from the feed, and the
// site's USDT/CNY rate (the CNY row of the fiat rates).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import type { Feed } from './feed';
import type { Account } from './ledger';

export const USDT_ID = 1;
export const BTC_ID = 2;

export interface Currency {
  id: number;
  name: string;
  /** The full English name (Bitcoin, Tether, Apple): the proposed `full_name` of `/currency/list`. */
  full_name: string;
  logo: string;
  decimals: number;
  /** The core fallback price in USDT when no pair prices the currency. */
  usdt_price: string | null;
  is_charge: boolean;
  withdraw_fee: string;
  withdraw_min: string;
  sort: number;
  is_withdraw: boolean;
  is_legal: boolean;
  is_lever: boolean;
  is_match: boolean;
  is_micro: boolean;
  convertible: boolean;
  convert_fee: string;
  withdraw_rate: string;
}

export interface Network {
  id: number;
  currency_id: number;
  type: 'erc20' | 'trc20' | 'btc' | 'eth' | 'omni' | 'ltc' | 'xrp' | 'doge';
  sub_name: string;
  display_name: string;
  deposit_open: boolean;
  withdraw_open: boolean;
  withdraw_fee: string;
  withdraw_min: string;
  confirm_ms: number;
  sort: number;
  /** The network needs a memo/tag besides the address (XRP). */
  memo_required: boolean;
  /** The smallest deposit credited. */
  min_deposit: string;
  /** The confirmations a deposit waits for (its `confirm_ms` on the sandbox clock). */
  confirmations: number;
}

const CURRENCY_SQL = `
  SELECT c.id, c.name, c.full_name, c.logo, c.decimals, c.usdt_price, c.is_charge, c.withdraw_fee, c.withdraw_min, c.sort,
         COALESCE(o.is_withdraw, false) AS is_withdraw, COALESCE(o.is_legal, false) AS is_legal,
         COALESCE(o.is_lever, false) AS is_lever, COALESCE(o.is_match, false) AS is_match,
         COALESCE(o.is_micro, false) AS is_micro, COALESCE(o.convertible, false) AS convertible,
         COALESCE(o.convert_fee, 0) AS convert_fee, COALESCE(o.withdraw_rate, 0) AS withdraw_rate
  FROM currencies c LEFT JOIN currency_options o ON o.currency_id = c.id`;

export async function currencies(q: Queryable): Promise<Currency[]> {
  return q.query<Currency>(`${CURRENCY_SQL} ORDER BY c.sort, c.id`);
}

export async function currency(q: Queryable, id: number): Promise<Currency | undefined> {
  return q.one<Currency>(`${CURRENCY_SQL} WHERE c.id = $1`, [id]);
}

/** The networks of one currency (or of all), the default one first. */
export async function networks(q: Queryable, currencyId?: number): Promise<Network[]> {
  return currencyId === undefined
    ? q.query<Network>('SELECT * FROM currency_networks ORDER BY currency_id, sort, id')
    : q.query<Network>('SELECT * FROM currency_networks WHERE currency_id = $1 ORDER BY sort, id', [currencyId]);
}

/** Deposits are open when the coin takes them and one of its networks is open. */
export const depositable = (c: Currency, nets: Network[]): boolean => c.is_charge && nets.some((n) => n.deposit_open);

/** Whether an account holds this currency (transfers into it are refused otherwise). */
export function heldIn(c: Currency, account: Account): boolean {
  switch (account) {
    case 'legal':
      return c.is_legal;
    case 'change':
      return c.is_match || c.is_legal;
    case 'lever':
      return c.is_lever;
    case 'micro':
      return c.is_micro;
  }
}

/** The live USDT price of a currency: as the wire writes it, and exact. */
export interface Price {
  text: string;
  value: Big;
}

/**
 * One unit of the currency in USDT at the feed's live price (the pair's decimals; USDT is 1.00).
 * A currency no USDT pair prices takes the core fallback price, else 0.
 */
export function usdtPrice(feed: Feed, c: Pick<Currency, 'id' | 'usdt_price'>): Price {
  if (c.id === USDT_ID) return { text: '1.00', value: new Big(1) };
  const pair = feed.byCurrencies(c.id, USDT_ID);
  if (pair) {
    const text = feed.format(pair);
    return { text, value: new Big(text) };
  }
  const value = new Big(c.usdt_price ?? 0);
  return { text: value.toFixed(), value };
}

/** The site's CNY per USDT (the `ExRate` of the wallet calls): the CNY row of the fiat rates. */
export async function cnyRate(q: Queryable): Promise<Big> {
  const row = await q.one<{ rate: string }>("SELECT rate FROM fiat_rates WHERE currency_code = 'CNY'");
  return new Big(row?.rate ?? '7.2');
}

/**
 * The wallet row id of the wire: the classic backend keeps one row per user and currency holding
 * all four accounts; the sandbox keeps one per account, so the wire's id is derived from the user
 * and the currency (stable, and the same in every account's list).
 */
export const walletRowId = (userId: number, currencyId: number): number => userId * 1000 + currencyId;
