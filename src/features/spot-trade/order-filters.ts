// The filters of the spot order history: pair, side and when the order was placed (a preset
// period or a custom range of days in the user's time zone). They become the list's query (the
// proposed `type`, `start_time` and `end_time` of /coin/list, with `currency_id`/`legal_id`), so
// the history pages on the server and "no more data" means no more matching orders. Rows are
// checked again on what they carry (pair, side), so a backend that ignores a filter never shows
// an order that does not match it.
import type { CoinOrder, ListCoinOrdersParams } from '@generated/model';

export type SideFilter = 'all' | 'buy' | 'sell';
export const PERIODS = ['all', 'today', '7d', '30d', '90d', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export interface OrderFilters {
  /** `currency_id-legal_id` of one pair, or '' for every pair. */
  pair: string;
  side: SideFilter;
  period: Period;
  /** The custom range, `YYYY-MM-DD` days, both included (either may be empty). */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilters = { pair: '', side: 'all', period: 'all', from: '', to: '' };

export const pairKey = (pair: { currency_id: number; legal_id: number }) => `${pair.currency_id}-${pair.legal_id}`;

export function isFiltered(filters: OrderFilters): boolean {
  return (
    filters.pair !== '' ||
    filters.side !== 'all' ||
    (filters.period !== 'all' && (filters.period !== 'custom' || filters.from !== '' || filters.to !== ''))
  );
}

const DAY_MS = 86_400_000;
const DAYS: Partial<Record<Period, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** Midnight of the user's day `date` (a Date, or `YYYY-MM-DD`), in ms. */
function startOfDay(date: Date | string): number {
  if (typeof date === 'string') {
    const [y, m, d] = date.split('-').map(Number);
    return new Date(y!, m! - 1, d!).getTime();
  }
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The custom range is backwards (from after to). */
export function rangeInvalid(filters: Pick<OrderFilters, 'period' | 'from' | 'to'>): boolean {
  return (
    filters.period === 'custom' && DAY_TEXT.test(filters.from) && DAY_TEXT.test(filters.to) && filters.from > filters.to
  );
}

/** [start, end) in ms of the chosen period on the user's calendar, either end open. */
export function periodRange(filters: OrderFilters, now: Date): { start?: number; end?: number } {
  const days = DAYS[filters.period];
  if (days) return { start: startOfDay(now) - (days - 1) * DAY_MS };
  if (filters.period !== 'custom' || rangeInvalid(filters)) return {};
  return {
    ...(DAY_TEXT.test(filters.from) ? { start: startOfDay(filters.from) } : {}),
    // the last day included: up to the next midnight (a DST day is not 24 h: ask the calendar)
    ...(DAY_TEXT.test(filters.to) ? { end: startOfDay(new Date(startOfDay(filters.to) + 36 * 3_600_000)) } : {}),
  };
}

/** The list's query for the filters (besides page, limit and status). */
export function filterParams(filters: OrderFilters, now: Date): Partial<ListCoinOrdersParams> {
  const [currency, legal] = filters.pair ? filters.pair.split('-').map(Number) : [];
  const { start, end } = periodRange(filters, now);
  return {
    ...(currency && legal ? { currency_id: currency, legal_id: legal } : {}),
    ...(filters.side !== 'all' ? { type: filters.side === 'buy' ? 1 : 2 } : {}),
    ...(start !== undefined ? { start_time: Math.floor(start / 1000) } : {}),
    ...(end !== undefined ? { end_time: Math.floor(end / 1000) } : {}),
  };
}

/** Whether a listed order matches the pair and side filters (what a row itself says). */
export function matchesFilters(order: CoinOrder, filters: OrderFilters): boolean {
  if (filters.pair && pairKey(order) !== filters.pair) return false;
  if (filters.side !== 'all' && order.type !== (filters.side === 'buy' ? 1 : 2)) return false;
  return true;
}
