// MA, EMA and BOLL against values computed by hand, and the one-index updates used for live
// candles against the full computation.
import { describe, expect, it } from 'vitest';
import { boll, bollAt, ema, emaAt, overlaySeries, overlayValuesAt, sma, smaAt } from '@/features/chart/indicators';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('MA (simple moving average)', () => {
  it('is the mean of the last n closes, undefined before n closes', () => {
    const closes = range(1, 10);
    const ma5 = sma(closes, 5);
    expect(ma5.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(ma5[4]).toBe(3); // (1+2+3+4+5)/5
    expect(ma5[5]).toBe(4); // (2+3+4+5+6)/5
    expect(ma5[9]).toBe(8); // (6+7+8+9+10)/5
  });

  it('MA10 and MA30 of real-looking prices', () => {
    const closes = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    expect(smaAt(closes, 9, 10)).toBe(14.5); // (10+...+19)/10
    expect(smaAt(closes, 10, 10)).toBe(15.5); // (11+...+20)/10
    expect(smaAt(range(1, 30), 29, 30)).toBe(15.5); // (1+...+30)/30
    expect(smaAt(range(1, 29), 28, 30)).toBeUndefined();
  });

  it('answers undefined outside the data and for a zero period', () => {
    expect(smaAt([1, 2, 3], 5, 2)).toBeUndefined();
    expect(smaAt([1, 2, 3], 2, 0)).toBeUndefined();
  });
});

describe('EMA (exponential moving average)', () => {
  it('starts with the MA of the first n closes, then weighs each close by 2/(n+1)', () => {
    // n = 3: alpha = 0.5, seed (1+2+3)/3 = 2, then 0.5*4 + 0.5*2 = 3, then 0.5*5 + 0.5*3 = 4.
    expect(ema([1, 2, 3, 4, 5], 3)).toEqual([undefined, undefined, 2, 3, 4]);
    // n = 3 on 10, 20, 30, 10: seed 20, then 0.5*10 + 0.5*20 = 15.
    expect(ema([10, 20, 30, 10], 3)).toEqual([undefined, undefined, 20, 15]);
  });

  it('EMA12 and EMA26', () => {
    // EMA12 of 1..13: seed 6.5 at index 11, then 2/13*13 + 11/13*6.5 = 2 + 5.5 = 7.5.
    const ema12 = ema(range(1, 13), 12);
    expect(ema12[10]).toBeUndefined();
    expect(ema12[11]).toBeCloseTo(6.5, 12);
    expect(ema12[12]).toBeCloseTo(7.5, 12);
    // EMA26 of 1..27: seed 13.5 at index 25, then 2/27*27 + 25/27*13.5 = 2 + 12.5 = 14.5.
    const ema26 = ema(range(1, 27), 26);
    expect(ema26[25]).toBeCloseTo(13.5, 12);
    expect(ema26[26]).toBeCloseTo(14.5, 12);
  });

  it('needs the previous value after the seed', () => {
    expect(emaAt([1, 2, 3, 4], undefined, 3, 3)).toBeUndefined();
    expect(emaAt([1, 2, 3, 4], 2, 3, 3)).toBe(3);
  });
});

describe('BOLL (Bollinger bands)', () => {
  it('is the MA plus and minus k population standard deviations', () => {
    // The textbook set 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population deviation 2.
    expect(bollAt([2, 4, 4, 4, 5, 5, 7, 9], 7, 8, 2)).toEqual({ middle: 5, upper: 9, lower: 1 });
    expect(bollAt([2, 4, 4, 4, 5, 5, 7, 9], 7, 8, 1)).toEqual({ middle: 5, upper: 7, lower: 3 });
  });

  it('BOLL(20, 2): twenty closes alternating 1 and 3 give 2 +/- 2', () => {
    const closes = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 1 : 3));
    const bands = boll(closes, 20, 2);
    expect(bands[18]).toBeUndefined();
    expect(bands[19]).toEqual({ middle: 2, upper: 4, lower: 0 });
  });

  it('a flat market has no width', () => {
    expect(bollAt(Array(20).fill(96420.5), 19, 20, 2)).toEqual({ middle: 96420.5, upper: 96420.5, lower: 96420.5 });
  });
});

describe('overlays of a live candle', () => {
  const closes = Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i / 3) * 5 + i * 0.1);

  it('gives every line of MA(5, 10, 30), EMA(12, 26) and BOLL(20, 2)', () => {
    const series = overlaySeries(closes);
    expect(Object.keys(series).sort()).toEqual(
      ['bollLower', 'bollMid', 'bollUpper', 'ema12', 'ema26', 'ma10', 'ma30', 'ma5'].sort(),
    );
    expect(series.ma30?.[28]).toBeUndefined();
    expect(series.ma30?.[29]).toBeCloseTo(smaAt(closes, 29, 30)!, 12);
    expect(series.bollMid?.[19]).toBeCloseTo(smaAt(closes, 19, 20)!, 12);
  });

  it('updating the last candle in place equals recomputing everything', () => {
    const before = overlaySeries(closes.slice(0, 59));
    const after = overlaySeries(closes);
    const at = overlayValuesAt(closes, 59, before);
    for (const [key, value] of Object.entries(at)) expect(value).toBeCloseTo(after[key]![59]!, 9);

    // The same last candle ticking: its close changes, the EMA still starts from the candle before.
    const ticked = [...closes.slice(0, 59), closes[59]! + 3];
    const recomputed = overlaySeries(ticked);
    const live = overlayValuesAt(ticked, 59, after);
    for (const [key, value] of Object.entries(live)) expect(value).toBeCloseTo(recomputed[key]![59]!, 9);
    expect(live.ma5).not.toBeCloseTo(after.ma5![59]!, 6);
  });
});
