// The chart periods and their mapping to the k-line history call and the `kline` event.
import { describe, expect, it } from 'vitest';
import { KlinePeriod, SocketKlinePeriod } from '@generated/model';
import { toCandles, candleFromEvent } from '@/features/chart/candles';
import {
  CHART_PERIODS,
  findPeriod,
  isLiveCandleFor,
  klineHistoryParams,
  storedPeriod,
  storePeriod,
} from '@/features/chart/periods';

describe('chart periods', () => {
  it('offers 1min to 1mon, each a period of the history call and of the socket', () => {
    expect(CHART_PERIODS.map((p) => p.id)).toEqual([
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1day',
      '1week',
      '1mon',
    ]);
    for (const p of CHART_PERIODS) {
      expect(Object.values(KlinePeriod)).toContain(p.history);
      expect(Object.values(SocketKlinePeriod)).toContain(p.socket);
    }
    expect(CHART_PERIODS.map((p) => p.seconds)).toEqual([60, 300, 900, 1800, 3600, 86400, 604800, 2592000]);
  });

  it('asks for 300 candles up to now, from the start of the current candle', () => {
    const now = 1795323600 + 130; // 2026-11-22 05:00:00 UTC plus 2 min 10 s
    expect(klineHistoryParams('BTC/USDT', findPeriod('5min')!, now)).toEqual({
      symbol: 'BTC/USDT',
      period: '5min',
      from: 1795323600 - 300 * 300,
      to: now,
    });
    expect(klineHistoryParams('ETH/USDT', findPeriod('1day')!, now, 10)).toEqual({
      symbol: 'ETH/USDT',
      period: '1day',
      from: 1795305600 - 10 * 86400, // the UTC day started at 1795305600
      to: now,
    });
    expect(klineHistoryParams('BTC/USDT', findPeriod('1min')!, 1000, 300).from).toBe(0);
  });

  it('matches `kline` events by symbol and period', () => {
    const fiveMin = findPeriod('5min')!;
    expect(isLiveCandleFor({ symbol: 'BTC/USDT', period: '5min' }, 'BTC/USDT', fiveMin)).toBe(true);
    expect(isLiveCandleFor({ symbol: 'BTC/USDT', period: '1min' }, 'BTC/USDT', fiveMin)).toBe(false);
    expect(isLiveCandleFor({ symbol: 'ETH/USDT', period: '5min' }, 'BTC/USDT', fiveMin)).toBe(false);
  });

  it('remembers the chosen period on this device', () => {
    expect(storedPeriod().id).toBe('1min');
    storePeriod(findPeriod('1week')!);
    expect(storedPeriod().id).toBe('1week');
    localStorage.setItem('chart:period', 'nonsense');
    expect(storedPeriod().id).toBe('1min');
  });
});

describe('candles', () => {
  it('turns history rows into sorted candles in seconds, one per time', () => {
    const candles = toCandles([
      { open: 2, close: 3, high: 4, low: 1, volume: 5, time: 1795323540000 },
      { open: 1, close: 2, high: 3, low: 0.5, amount: 7, time: 1795323480000 },
      { open: 2, close: 2.5, high: 4, low: 1, volume: 6, time: 1795323540000 },
    ]);
    expect(candles).toEqual([
      { time: 1795323480, open: 1, close: 2, high: 3, low: 0.5, volume: 7 },
      { time: 1795323540, open: 2, close: 2.5, high: 4, low: 1, volume: 6 },
    ]);
  });

  it('reads a live candle whose values arrive as strings', () => {
    expect(
      candleFromEvent({
        type: 'kline',
        period: '1min',
        symbol: 'BTC/USDT',
        open: '96398.3',
        close: '96420.5',
        high: 96431.9,
        low: '96392.7',
        volume: '15.3307',
        time: 1795323600000,
      }),
    ).toEqual({ time: 1795323600, open: 96398.3, close: 96420.5, high: 96431.9, low: 96392.7, volume: 15.3307 });
    expect(
      candleFromEvent({
        type: 'kline',
        period: '1min',
        symbol: 'BTC/USDT',
        open: 'x',
        close: 1,
        high: 1,
        low: 1,
        time: 1,
      }),
    ).toBeNull();
  });
});
