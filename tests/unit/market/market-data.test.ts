// The market's pure rules: the sort cycle and order, search matching, hot pairs, the fiat value of
// a price and the recently viewed list.
import { describe, expect, it } from 'vitest';
import type { Quotation } from '@generated/model';
import {
  fiatValue,
  hotPairs,
  nextSort,
  parseSort,
  readFiatChoice,
  sortPairs,
  tickDirection,
} from '@/features/market/market-data';
import { normalizeQuery, searchPairs } from '@/lib/pair-search';
import { addRecentPair, clearRecentPairs, getRecentPairs } from '@/features/market/recent-pairs';
import { exampleLegals } from './market-helpers';

const pair = (id: number, base: string, price: string, change: string, volume = '1'): Quotation => ({
  id,
  legal_id: 1,
  currency_id: id + 1,
  legal_name: 'USDT',
  currency_name: base,
  now_price: price,
  change,
  volume,
});

describe('sorting', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'price')).toEqual({ field: 'price', dir: 'asc' });
    expect(nextSort({ field: 'price', dir: 'asc' }, 'price')).toEqual({ field: 'price', dir: 'desc' });
    expect(nextSort({ field: 'price', dir: 'desc' }, 'price')).toBeNull();
    expect(nextSort({ field: 'price', dir: 'desc' }, 'change')).toEqual({ field: 'change', dir: 'asc' });
  });

  it('reads a sort from the URL and refuses unknown columns', () => {
    expect(parseSort('volume', 'desc')).toEqual({ field: 'volume', dir: 'desc' });
    expect(parseSort('change', 'sideways')).toEqual({ field: 'change', dir: 'asc' });
    expect(parseSort('now_price', 'asc')).toBeNull();
    expect(parseSort(null, 'asc')).toBeNull();
  });

  it('compares decimals exactly, beyond what a float keeps', () => {
    const rows = [
      pair(1, 'AAA', '0.10000000000000000002', '0'),
      pair(2, 'BBB', '0.10000000000000000001', '0'),
      pair(3, 'CCC', '0.1', '0'),
    ];
    expect(sortPairs(rows, { field: 'price', dir: 'asc' }).map((q) => q.id)).toEqual([3, 2, 1]);
  });

  it('puts figures that are not numbers last both ways and keeps ties in server order', () => {
    const rows = [pair(1, 'A', '--', '+1'), pair(2, 'B', '5', '+1'), pair(3, 'C', '5', '-2'), pair(4, 'D', '7', '+3')];
    expect(sortPairs(rows, { field: 'price', dir: 'asc' }).map((q) => q.id)).toEqual([2, 3, 4, 1]);
    expect(sortPairs(rows, { field: 'price', dir: 'desc' }).map((q) => q.id)).toEqual([4, 2, 3, 1]);
    expect(sortPairs(rows, null).map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });

  it('signed changes sort as numbers (+ and - included)', () => {
    const rows = [
      pair(1, 'A', '1', '+10.5'),
      pair(2, 'B', '1', '-12.1'),
      pair(3, 'C', '1', '+9.99'),
      pair(4, 'D', '1', '0'),
    ];
    expect(sortPairs(rows, { field: 'change', dir: 'desc' }).map((q) => q.id)).toEqual([1, 3, 4, 2]);
  });
});

describe('search', () => {
  const pairs = exampleLegals().flatMap((legal) => legal.quotation);

  it('normalizes case and separators', () => {
    expect(normalizeQuery(' eth / usdt ')).toBe('ETHUSDT');
    expect(normalizeQuery('ÉTH-btc')).toBe('THBTC');
  });

  it('lists base-currency matches before other matches', () => {
    expect(searchPairs(pairs, 'btc').map((q) => `${q.currency_name}/${q.legal_name}`)).toEqual([
      'BTC/USDT',
      'ETH/BTC',
      'LTC/BTC',
    ]);
    expect(searchPairs(pairs, '')).toEqual([]);
    expect(searchPairs(pairs, '///')).toEqual([]);
  });

  it('ranks hot pairs by turnover in USDT', () => {
    expect(hotPairs(exampleLegals(), 3).map((q) => q.id)).toEqual([1, 2, 5]);
  });
});

describe('fiat value', () => {
  it('converts through the quote currency and the fiat rate, with big decimals', () => {
    expect(fiatValue('96420.50', '1', '1')).toBe('96420.50');
    expect(fiatValue('0.035395', '96420.50', '1')).toBe('3412.80');
    expect(fiatValue('0.1', '0.2', '1')).toBe('0.02000');
    expect(fiatValue('0.00000917', '1', '7.2')).toBe('0.00006602');
    expect(fiatValue('--', '1', '1')).toBeNull();
    expect(fiatValue('1', undefined, '1')).toBeNull();
  });

  it('reads the stored fiat choice and falls back to USD at 1', () => {
    const store = (value: string | null) => ({ getItem: () => value });
    expect(readFiatChoice(store(JSON.stringify({ currency_code: 'jpy', rate: 156.2 })))).toEqual({
      code: 'JPY',
      rate: '156.2',
    });
    expect(readFiatChoice(store(null))).toEqual({ code: 'USD', rate: '1' });
    expect(readFiatChoice(store('{"currency_code":"EURO","rate":"1"}'))).toEqual({ code: 'USD', rate: '1' });
    expect(readFiatChoice(store('{"currency_code":"EUR","rate":"-1"}'))).toEqual({ code: 'USD', rate: '1' });
    expect(readFiatChoice(store('not json'))).toEqual({ code: 'USD', rate: '1' });
  });

  it('tells which way a price moved', () => {
    expect(tickDirection('1.10', '1.2')).toBe('up');
    expect(tickDirection('1.10', '1.1')).toBe('flat');
    expect(tickDirection('1.10', '1.09')).toBe('down');
    expect(tickDirection(undefined, '1')).toBe('flat');
  });
});

describe('recently viewed', () => {
  it('keeps each pair once, newest first, ten at most', () => {
    for (let id = 1; id <= 12; id += 1) addRecentPair({ id, symbol: `C${id}/USDT` });
    addRecentPair({ id: 5, symbol: 'C5/USDT' });
    const ids = getRecentPairs().map((p) => p.id);
    expect(ids).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    addRecentPair({ id: 0, symbol: 'bad' });
    expect(getRecentPairs()).toHaveLength(10);
    clearRecentPairs();
    expect(getRecentPairs()).toEqual([]);
  });
});
