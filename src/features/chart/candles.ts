// Candles as the chart draws them: time in unix seconds, prices and volume as numbers (a chart
// plots numbers; nothing here is money arithmetic). History rows come from
// /currency/new_timeshar (time in milliseconds), live candles from `kline` events whose values
// may arrive as strings.
import type { KlineRow, SocketKline } from '@generated/model';

export interface Candle {
  /** Opening time, unix seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const num = (value: number | string | undefined): number => (value === undefined ? Number.NaN : Number(value));

const isValid = (c: Candle): boolean =>
  Number.isFinite(c.time) &&
  [c.open, c.high, c.low, c.close].every((v) => Number.isFinite(v) && v >= 0) &&
  Number.isFinite(c.volume);

/** Milliseconds (thirteen digits) or seconds (ten digits) to whole seconds. */
const toSeconds = (time: number): number => Math.floor(time >= 1e11 ? time / 1000 : time);

/**
 * History rows as chart candles: oldest first, one candle per time (the later row wins), rows
 * with unusable values dropped. The chart library refuses unsorted or repeated times.
 */
export function toCandles(rows: readonly KlineRow[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const row of rows) {
    const candle: Candle = {
      time: toSeconds(row.time),
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.close,
      volume: row.volume ?? row.amount ?? 0,
    };
    if (isValid(candle)) byTime.set(candle.time, candle);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** The candle of a `kline` event, or null when its values are unusable. */
export function candleFromEvent(event: SocketKline): Candle | null {
  const candle: Candle = {
    time: toSeconds(event.time),
    open: num(event.open),
    high: num(event.high),
    low: num(event.low),
    close: num(event.close),
    volume: event.volume === undefined ? 0 : num(event.volume),
  };
  return isValid(candle) ? candle : null;
}

/** Change of a candle from its open, in percent (for the legend). */
export function candleChange(candle: Candle): number {
  return candle.open === 0 ? 0 : ((candle.close - candle.open) / candle.open) * 100;
}
