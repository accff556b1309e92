// The chart's periods and how each maps to the k-line history call (`period`, `from`, `to`,
// `symbol` of /currency/new_timeshar) and to the `period` of the `kline` socket event.
import type { GetKlineHistoryParams, KlinePeriod, SocketKlinePeriod } from '@generated/model';

export interface ChartPeriod {
  /** The app's id of the period (also what is remembered between visits). */
  id: SocketKlinePeriod;
  /** The `period` parameter of the history call. */
  history: KlinePeriod;
  /** The `period` of the `kline` events that carry its live candle. */
  socket: SocketKlinePeriod;
  /** Length of one candle in seconds (months count as 30 days, as the push server does). */
  seconds: number;
  /** Locale key of the short label (`chart:periods.<key>`) and of the full name (`periodNames`). */
  labelKey: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CHART_PERIODS: readonly ChartPeriod[] = [
  { id: '1min', history: '1min', socket: '1min', seconds: MINUTE, labelKey: 'min1' },
  { id: '5min', history: '5min', socket: '5min', seconds: 5 * MINUTE, labelKey: 'min5' },
  { id: '15min', history: '15min', socket: '15min', seconds: 15 * MINUTE, labelKey: 'min15' },
  { id: '30min', history: '30min', socket: '30min', seconds: 30 * MINUTE, labelKey: 'min30' },
  { id: '60min', history: '60min', socket: '60min', seconds: HOUR, labelKey: 'hour1' },
  { id: '1day', history: '1day', socket: '1day', seconds: DAY, labelKey: 'day1' },
  { id: '1week', history: '1week', socket: '1week', seconds: 7 * DAY, labelKey: 'week1' },
  { id: '1mon', history: '1mon', socket: '1mon', seconds: 30 * DAY, labelKey: 'month1' },
];

export const DEFAULT_PERIOD: ChartPeriod = CHART_PERIODS[0]!;

/** How many candles the first screen asks for (the contract allows up to 2000 a call). */
export const HISTORY_BARS = 300;

export function findPeriod(id: string | null | undefined): ChartPeriod | undefined {
  return CHART_PERIODS.find((p) => p.id === id);
}

/**
 * The history call for `bars` candles of `period` up to `nowSeconds` (unix seconds, whole): the
 * window starts `bars` periods before the start of the current candle.
 */
export function klineHistoryParams(
  symbol: string,
  period: ChartPeriod,
  nowSeconds: number,
  bars = HISTORY_BARS,
): GetKlineHistoryParams {
  const to = Math.floor(nowSeconds);
  const currentStart = to - (to % period.seconds);
  return { symbol, period: period.history, from: Math.max(0, currentStart - bars * period.seconds), to };
}

/** True when a `kline` event belongs to the pair and period on screen. */
export function isLiveCandleFor(
  event: { symbol: string; period: string },
  symbol: string,
  period: ChartPeriod,
): boolean {
  return event.symbol === symbol && event.period === period.socket;
}

const STORAGE_KEY = 'chart:period';

/** The period chosen last time (kept on this device), or the default. */
export function storedPeriod(): ChartPeriod {
  try {
    return findPeriod(localStorage.getItem(STORAGE_KEY)) ?? DEFAULT_PERIOD;
  } catch {
    return DEFAULT_PERIOD;
  }
}

export function storePeriod(period: ChartPeriod): void {
  try {
    localStorage.setItem(STORAGE_KEY, period.id);
  } catch {
    // storage unavailable: the choice lasts for this visit
  }
}
