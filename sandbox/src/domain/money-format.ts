// How the money areas (assets, deposit, transfer, withdraw) write amounts on the wire: exact
// decimal strings from the database's numeric(36,18) values, never through a binary float, except
// where the contract shows a JSON number (totals the classic backend adds up in PHP).
import Big from 'big.js';

/**
 * An amount with the currency's decimals (`12480.50000000`), or with every decimal it carries when
 * it has more (a conversion credits 10 decimals): a figure is never rounded away on the wire.
 */
export function amount(value: Big.BigSource, decimals = 8): string {
  const exact = new Big(value);
  const fixed = exact.toFixed(decimals);
  return new Big(fixed).eq(exact) ? fixed : exact.toFixed();
}

/** A decimal without padding (`0.0005`, `10`, `7.2`): fees, minimums, rates. */
export function plain(value: Big.BigSource): string {
  return new Big(value).toFixed();
}

/** A signed figure with two decimals (`+18.40`, `-3.20`, `0.00`), as the profit summary shows it. */
export function signed(value: Big.BigSource, decimals = 2): string {
  const fixed = new Big(value).toFixed(decimals);
  if (new Big(fixed).eq(0)) return new Big(0).toFixed(decimals);
  return fixed.startsWith('-') ? fixed : `+${fixed}`;
}

/** A JSON number for the totals the contract shows as numbers, rounded to `decimals` first. */
export function total(value: Big.BigSource, decimals = 8): number {
  return Number(new Big(value).round(decimals).toFixed());
}

/** Unix seconds of a sandbox-clock millisecond time. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);

/** One page of a list: the page from 1, the page size and the rows to skip. */
export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function paging(input: Record<string, unknown>, defaultLimit = 10): Paging {
  const page = Math.max(1, Math.floor(Number(input.page ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.floor(Number(input.limit ?? defaultLimit)) || defaultLimit));
  return { page, limit, offset: (page - 1) * limit };
}

/** The `{data, page, pages, total}` page shape. */
export function pagesPage<T>(data: T[], p: Paging, count: number) {
  return { data, page: p.page, pages: Math.ceil(count / p.limit), total: count };
}
