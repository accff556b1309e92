// Pure helpers of the market screens: pair names, sorting, search, hot pairs and the fiat
// equivalent of a price. Money arithmetic on decimal strings with big.js, never binary floats.
import Big from 'big.js';
import type { LegalCurrency, Quotation } from '@generated/model';
import { formatFiat as formatFiatText } from '@/lib/format';

/** `BTC/USDT` */
export const symbolOf = (quote: Pick<Quotation, 'currency_name' | 'legal_name'>): string =>
  `${quote.currency_name}/${quote.legal_name}`;

/** A decimal string as a Big, or null when it is not a number. */
export function toBig(value: string | number | undefined | null): Big | null {
  if (value === undefined || value === null || value === '') return null;
  try {
    return new Big(typeof value === 'string' ? value.trim().replace(/^\+/, '') : value);
  } catch {
    return null;
  }
}

export type SortField = 'pair' | 'volume' | 'price' | 'change';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  field: SortField;
  dir: SortDir;
}

export const SORT_FIELDS: readonly SortField[] = ['pair', 'volume', 'price', 'change'];

/** Tapping a column header: ascending, then descending, then back to the server's order. */
export function nextSort(current: SortState | null, field: SortField): SortState | null {
  if (!current || current.field !== field) return { field, dir: 'asc' };
  if (current.dir === 'asc') return { field, dir: 'desc' };
  return null;
}

export function parseSort(field: string | null, dir: string | null): SortState | null {
  if (!field || !(SORT_FIELDS as readonly string[]).includes(field)) return null;
  return { field: field as SortField, dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** The figures a sort reads for one pair: the freshest known (live if any, else the REST row). */
export interface PairFigures {
  price: string;
  change: string;
  volume: string;
}

export type FiguresOf = (quote: Quotation) => PairFigures;

export const restFigures: FiguresOf = (quote) => ({
  price: quote.now_price,
  change: quote.change,
  volume: quote.volume,
});

/**
 * The rows in the asked order. Numbers compare as decimals; rows whose figure is not a number go
 * last either way; ties keep the server's order (the sort is stable).
 */
export function sortPairs(
  rows: readonly Quotation[],
  sort: SortState | null,
  figuresOf: FiguresOf = restFigures,
): Quotation[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  if (sort.field === 'pair') {
    return [...rows].sort((a, b) => sign * symbolOf(a).localeCompare(symbolOf(b), 'en'));
  }
  const field = sort.field;
  const keyed = rows.map((quote, index) => ({ quote, index, key: toBig(figuresOf(quote)[field]) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === null ? 1 : -1;
    }
    return sign * a.key.cmp(b.key) || a.index - b.index;
  });
  return keyed.map((k) => k.quote);
}

/** Every pair of every quote currency, once (by match id). */
export function allPairs(legals: readonly LegalCurrency[] | undefined): Quotation[] {
  const seen = new Set<number>();
  const out: Quotation[] = [];
  for (const legal of legals ?? []) {
    for (const quote of legal.quotation) {
      if (seen.has(quote.id)) continue;
      seen.add(quote.id);
      out.push(quote);
    }
  }
  return out;
}

export const USD_QUOTE = 'USDT';

/**
 * How each quote currency converts to USDT: USDT itself is 1; another quote currency (BTC) goes
 * through its own USDT pair (BTC/USDT), whose match id lets the rows follow it live.
 */
export interface QuoteRate {
  /** Match id of `<quote>/USDT`, absent for USDT itself. */
  pairId?: number;
  /** Its REST price ("1" for USDT). */
  price: string;
}

export function quoteRates(legals: readonly LegalCurrency[] | undefined): Map<string, QuoteRate> {
  const rates = new Map<string, QuoteRate>([[USD_QUOTE, { price: '1' }]]);
  for (const quote of allPairs(legals)) {
    if (quote.legal_name === USD_QUOTE && quote.currency_name !== USD_QUOTE && !rates.has(quote.currency_name)) {
      rates.set(quote.currency_name, { pairId: quote.id, price: quote.now_price });
    }
  }
  return rates;
}

/** 24 h turnover in USDT (volume × price × the quote's USDT price), for ranking hot pairs. */
export function turnoverUsdt(quote: Quotation, rates: Map<string, QuoteRate>): Big | null {
  const volume = toBig(quote.volume);
  const price = toBig(quote.now_price);
  const rate = toBig(rates.get(quote.legal_name)?.price);
  if (!volume || !price || !rate) return null;
  return volume.times(price).times(rate);
}

/** The `count` pairs with the highest USDT turnover: the hot searches. */
export function hotPairs(legals: readonly LegalCurrency[] | undefined, count = 6): Quotation[] {
  const rates = quoteRates(legals);
  return allPairs(legals)
    .map((quote) => ({ quote, turnover: turnoverUsdt(quote, rates) }))
    .filter((entry): entry is { quote: Quotation; turnover: Big } => entry.turnover !== null)
    .sort((a, b) => b.turnover.cmp(a.turnover))
    .slice(0, count)
    .map((entry) => entry.quote);
}

/** The chosen display fiat (product-spec §3: `fiat` in local storage, default USD at rate 1). */
export interface FiatChoice {
  code: string;
  /** Units of the fiat per USD. */
  rate: string;
}

export const DEFAULT_FIAT: FiatChoice = { code: 'USD', rate: '1' };

export function readFiatChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): FiatChoice {
  try {
    const raw = storage?.getItem('fiat');
    if (!raw) return DEFAULT_FIAT;
    const value = JSON.parse(raw) as { currency_code?: unknown; rate?: unknown };
    const code = typeof value.currency_code === 'string' ? value.currency_code.toUpperCase() : '';
    const rate = toBig(typeof value.rate === 'number' || typeof value.rate === 'string' ? value.rate : null);
    if (!/^[A-Z]{3}$/.test(code) || !rate || rate.lte(0)) return DEFAULT_FIAT;
    return { code, rate: rate.toString() };
  } catch {
    return DEFAULT_FIAT;
  }
}

/**
 * A price in the chosen fiat: price × quote's USDT price × fiat rate, rounded to 2 decimals from 1
 * up and to four significant decimals below (0.0003821). Null when a figure is missing.
 */
export function fiatValue(price: string, quoteUsdt: string | undefined, fiatRate: string): string | null {
  const p = toBig(price);
  const q = toBig(quoteUsdt);
  const r = toBig(fiatRate);
  if (!p || !q || !r) return null;
  const value = p.times(q).times(r);
  if (value.gte(1) || value.eq(0)) return value.round(2, Big.roundHalfUp).toFixed(2);
  const zeros = /^0\.(0*)/.exec(value.toFixed(20))?.[1]?.length ?? 0;
  const dp = Math.min(zeros + 4, 10);
  return value.round(dp, Big.roundHalfUp).toFixed(dp);
}

/** Formats a fiat amount from `fiatValue` with its currency sign, keeping its decimals. */
export function formatFiat(amount: string, code: string, locale: string): string {
  return formatFiatText(amount, code, locale, amount.split('.')[1]?.length ?? 0);
}

/** Which way a price moved between two ticks. */
export function tickDirection(previous: string | undefined, next: string): 'up' | 'down' | 'flat' {
  const a = toBig(previous);
  const b = toBig(next);
  if (!a || !b) return 'flat';
  const c = b.cmp(a);
  return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
}
