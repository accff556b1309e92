// Helpers the trading areas (contract-trade and seconds-trade) share, the paginator the earn areas too: Laravel's length-aware
// paginator, the shape their history lists answer in, and exact decimals written as the wire
// writes them (no exponent, trailing zeros trimmed down to a minimum number of places).
import Big from 'big.js';

export interface LaravelPage<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** One page of `total` rows, as Laravel's paginator writes it (pages count from 1). */
export function laravelPage<T>(rows: T[], total: number, page: number, perPage: number, path: string): LaravelPage<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (n: number) => `${path}?page=${n}`;
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: rows,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

/** Page and page size of a list request (the validators do not fill in defaults). */
export function paging(input: Record<string, unknown>, defaultLimit: number): { page: number; limit: number } {
  const page = Number(input.page ?? 1);
  const limit = Number(input.limit ?? defaultLimit);
  return { page: page >= 1 ? Math.floor(page) : 1, limit: limit >= 1 ? Math.floor(limit) : defaultLimit };
}

/**
 * An exact decimal as text: every significant digit, at least `minPlaces` decimals
 * (`decimalText('480.240000', 2)` is `480.24`, `decimalText('0', 2)` is `0.00`).
 */
export function decimalText(value: Big.BigSource, minPlaces = 0): string {
  const big = new Big(value);
  const [whole, fraction = ''] = (big.eq(0) ? '0' : big.toFixed()).split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(minPlaces, '0');
  return digits ? `${whole}.${digits}` : whole!;
}
