// Order book levels from `market_depth`: arrays of strings or numbers, or the same JSON-encoded in
// a string; best first, ten levels, exact running totals.
import { describe, expect, it } from 'vitest';
import { depthChartShape, parseDepth, parseDepthLevels, spreadOf, toDecimal } from '@/features/chart/depth';

describe('parseDepthLevels', () => {
  it('reads [price, quantity] pairs of decimal strings, keeping their digits', () => {
    expect(parseDepthLevels([['96420.50', '0.1200']], 'bid')).toEqual([
      { price: '96420.50', amount: '0.1200', total: '0.12' },
    ]);
  });

  it('reads pairs of numbers', () => {
    expect(
      parseDepthLevels(
        [
          [96420.5, 0.25],
          [96421, 1],
        ],
        'ask',
      ),
    ).toEqual([
      { price: '96420.5', amount: '0.25', total: '0.25' },
      { price: '96421', amount: '1', total: '1.25' },
    ]);
  });

  it('parses the list when it arrives JSON-encoded in a string', () => {
    const levels = JSON.stringify([
      ['96421.00', '0.5'],
      ['96422.00', '1.5'],
    ]);
    expect(parseDepthLevels(levels, 'ask')).toEqual([
      { price: '96421.00', amount: '0.5', total: '0.5' },
      { price: '96422.00', amount: '1.5', total: '2' },
    ]);
  });

  it('puts the best level first: highest bid, lowest ask', () => {
    const levels = [
      ['10', '1'],
      ['12', '1'],
      ['11', '1'],
    ];
    expect(parseDepthLevels(levels, 'bid').map((l) => l.price)).toEqual(['12', '11', '10']);
    expect(parseDepthLevels(levels, 'ask').map((l) => l.price)).toEqual(['10', '11', '12']);
  });

  it('keeps the ten best levels', () => {
    const levels = Array.from({ length: 15 }, (_, i) => [String(100 + i), '1']);
    const bids = parseDepthLevels(levels, 'bid');
    expect(bids).toHaveLength(10);
    expect(bids[0]?.price).toBe('114');
    expect(bids[9]).toEqual({ price: '105', amount: '1', total: '10' });
  });

  it('adds quantities on decimals, not binary floats', () => {
    const levels = parseDepthLevels(
      [
        ['3', '0.1'],
        ['2', '0.2'],
      ],
      'bid',
    );
    expect(levels.map((l) => l.total)).toEqual(['0.1', '0.3']);
  });

  it('skips malformed levels and unreadable strings', () => {
    expect(parseDepthLevels('not json', 'bid')).toEqual([]);
    expect(parseDepthLevels('{"a":1}', 'bid')).toEqual([]);
    expect(parseDepthLevels(undefined, 'bid')).toEqual([]);
    expect(parseDepthLevels([['abc', '1'], ['5'], ['5', '0'], ['-1', '2'], ['4', 'x'], ['6', '2']], 'bid')).toEqual([
      { price: '6', amount: '2', total: '2' },
    ]);
  });

  it('writes numbers in exponent form as plain decimals', () => {
    expect(toDecimal(1e-7)).toBe('0.0000001');
    expect(toDecimal('2.5e-3')).toBe('0.0025');
    expect(toDecimal('+1.5')).toBe('1.5');
    expect(toDecimal(Number.NaN)).toBeNull();
  });
});

describe('parseDepth', () => {
  const event = {
    bids: [
      ['96419.80', '0.2'],
      ['96420.10', '0.1'],
    ],
    asks: JSON.stringify([
      ['96420.60', '0.3'],
      ['96421.00', '0.4'],
    ]),
  };

  it('reads both sides, one of them a string, as the push server sends them', () => {
    const book = parseDepth(event);
    expect(book.bids.map((l) => [l.price, l.total])).toEqual([
      ['96420.10', '0.1'],
      ['96419.80', '0.3'],
    ]);
    expect(book.asks.map((l) => [l.price, l.total])).toEqual([
      ['96420.60', '0.3'],
      ['96421.00', '0.7'],
    ]);
    expect(spreadOf(book)).toEqual({ spread: '0.5', mid: '96420.35' });
  });

  it('draws the cumulative areas from the lowest bid to the highest ask', () => {
    const shape = depthChartShape(parseDepth(event), 100, 50);
    expect(shape).not.toBeNull();
    expect(shape!.minPrice).toBe(96419.8);
    expect(shape!.maxPrice).toBe(96421);
    expect(shape!.maxTotal).toBeCloseTo(0.7, 12);
    // Bids start at the best bid on the floor and run left to the edge.
    expect(shape!.bids.startsWith('M25,50')).toBe(true);
    expect(shape!.bids.endsWith('L0,50 Z')).toBe(true);
    // Asks run right to the edge, reaching the top (92 % of the height) at the deepest level.
    expect(shape!.asks).toContain('L100,4');
    expect(depthChartShape({ bids: [], asks: parseDepth(event).asks }, 100, 50)).toBeNull();
  });
});
