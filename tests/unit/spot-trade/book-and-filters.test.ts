// The order book's price grouping and cumulative depth, the order history's filters and the pair
// search by symbol or coin name: pure rules, without a screen.
import { describe, expect, it } from 'vitest';
import type { CoinOrder, Quotation } from '@generated/model';
import { groupingSteps, groupLevels, stepDecimals, withCumulativeDepth } from '@/lib/book-depth';
import { coinNames, searchPairs } from '@/lib/pair-search';
import {
  filterParams,
  isFiltered,
  matchesFilters,
  NO_FILTERS,
  periodRange,
  rangeInvalid,
} from '@/features/spot-trade/order-filters';

describe('price grouping', () => {
  it('offers the pair precision and three coarser steps', () => {
    expect(groupingSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps(5)).toEqual(['0.00001', '0.0001', '0.001', '0.01']);
    expect(groupingSteps(0)).toEqual(['1', '10', '100', '1000']);
    expect(stepDecimals('0.001')).toBe(3);
    expect(stepDecimals('10')).toBe(0);
  });

  it('rounds bids down and asks up to the step and adds the amounts of a group, best first', () => {
    const bids = [
      { price: '96418.2', quantity: '0.421' },
      { price: '96411.9', quantity: '0.5' },
      { price: '96409.99', quantity: '1.25' },
    ];
    expect(groupLevels(bids, '10', 'bids')).toEqual([
      { price: '96410', quantity: '0.921' },
      { price: '96400', quantity: '1.25' },
    ]);
    expect(groupLevels(bids, '0.01', 'bids').map((l) => l.price)).toEqual(['96418.20', '96411.90', '96409.99']);
    const asks = [
      { price: '96421.1', quantity: '0.312' },
      { price: '96424.8', quantity: '0.9001' },
      { price: '96430.01', quantity: '2' },
    ];
    // an ask never reads cheaper than its orders: 96421.10 groups at 96430, 96430.01 at 96440
    expect(groupLevels(asks, '10', 'asks')).toEqual([
      { price: '96430', quantity: '1.2121' },
      { price: '96440', quantity: '2' },
    ]);
    expect(groupLevels(asks, '1', 'asks').map((l) => l.price)).toEqual(['96422', '96425', '96431']);
  });

  it('sums exactly (no float error) and keeps an empty side empty', () => {
    expect(
      groupLevels(
        [
          { price: '0.1', quantity: '0.1' },
          { price: '0.1', quantity: '0.2' },
        ],
        '0.1',
        'bids',
      ),
    ).toEqual([{ price: '0.1', quantity: '0.3' }]);
    expect(groupLevels([], '1', 'asks')).toEqual([]);
  });
});

describe('cumulative depth', () => {
  it('runs the amount from the best level and scales both sides to the deeper one', () => {
    const { bids, asks } = withCumulativeDepth(
      [
        { price: '100', quantity: '1' },
        { price: '99', quantity: '3' },
      ],
      [
        { price: '101', quantity: '0.5' },
        { price: '102', quantity: '1.5' },
      ],
    );
    expect(bids.map((r) => [r.total, r.depth])).toEqual([
      ['1', 0.25],
      ['4', 1],
    ]);
    // the asks' whole amount is half the bids': its deepest bar is half as long
    expect(asks.map((r) => [r.total, r.depth])).toEqual([
      ['0.5', 0.125],
      ['2', 0.5],
    ]);
  });

  it('draws no bar for an empty book', () => {
    expect(withCumulativeDepth([], [])).toEqual({ bids: [], asks: [] });
    expect(withCumulativeDepth([{ price: '1', quantity: '0' }], []).bids[0]!.depth).toBe(0);
  });
});

const order = (patch: Partial<CoinOrder>): CoinOrder => ({
  id: 1,
  currency_id: 2,
  legal_id: 1,
  symbol: 'BTC/USDT',
  type: 1,
  target_price: '96000.00',
  trade_amount: '0.01',
  status: 1,
  ...patch,
});

describe('order history filters', () => {
  // Thursday 20 Nov 2026, 15:30 on the user's clock
  const now = new Date(2026, 10, 20, 15, 30);
  const midnight = (d: number) => new Date(2026, 10, d).getTime() / 1000;

  it('sends nothing without filters', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filterParams(NO_FILTERS, now)).toEqual({});
    expect(isFiltered({ ...NO_FILTERS, period: 'custom' })).toBe(false);
  });

  it('sends the pair, the side and the period from midnight of the first day', () => {
    expect(filterParams({ ...NO_FILTERS, pair: '3-1', side: 'sell', period: '7d' }, now)).toEqual({
      currency_id: 3,
      legal_id: 1,
      type: 2,
      start_time: midnight(14),
    });
    expect(filterParams({ ...NO_FILTERS, period: 'today' }, now)).toEqual({ start_time: midnight(20) });
    expect(filterParams({ ...NO_FILTERS, side: 'buy', period: '30d' }, now)).toEqual({
      type: 1,
      start_time: midnight(20) - 29 * 86400,
    });
  });

  it('takes a custom range of days, both included, and refuses one that runs backwards', () => {
    const custom = { ...NO_FILTERS, period: 'custom' as const, from: '2026-11-02', to: '2026-11-05' };
    expect(filterParams(custom, now)).toEqual({ start_time: midnight(2), end_time: midnight(6) });
    expect(filterParams({ ...custom, from: '' }, now)).toEqual({ end_time: midnight(6) });
    const backwards = { ...custom, from: '2026-11-06' };
    expect(rangeInvalid(backwards)).toBe(true);
    expect(periodRange(backwards, now)).toEqual({});
    expect(rangeInvalid(custom)).toBe(false);
  });

  it('checks the rows on the pair and side they carry', () => {
    const filters = { ...NO_FILTERS, pair: '2-1', side: 'sell' as const };
    expect(matchesFilters(order({ type: 2 }), filters)).toBe(true);
    expect(matchesFilters(order({ type: 1 }), filters)).toBe(false);
    expect(matchesFilters(order({ type: 2, currency_id: 3, symbol: 'ETH/USDT' }), filters)).toBe(false);
    expect(matchesFilters(order({ type: 1 }), NO_FILTERS)).toBe(true);
  });
});

const pair = (id: number, base: string, baseId: number, quote = 'USDT', quoteId = 1): Quotation => ({
  id,
  currency_id: baseId,
  legal_id: quoteId,
  currency_name: base,
  legal_name: quote,
  now_price: '1',
  change: '0',
  volume: '1',
});

describe('pair search by symbol or coin name', () => {
  const pairs = [
    pair(1, 'BTC', 2),
    pair(2, 'ETH', 3),
    pair(8, 'AAPL', 7),
    pair(6, 'ETH', 3, 'BTC', 2),
    pair(3, 'LTC', 4),
  ];
  const names = coinNames([
    { id: 1, full_name: 'Tether' },
    { id: 2, full_name: 'Bitcoin' },
    { id: 3, full_name: 'Ethereum' },
    { id: 4, full_name: 'Litecoin' },
    { id: 7, full_name: 'Apple Inc.' },
    { id: 9, full_name: '  ' },
  ]);
  const symbols = (query: string) => searchPairs(pairs, query, names).map((p) => `${p.currency_name}/${p.legal_name}`);

  it('finds a pair by its coin name, case and accents ignored', () => {
    // BTC itself first, then the pairs quoted in bitcoin
    expect(symbols('bitcoin')).toEqual(['BTC/USDT', 'ETH/BTC']);
    expect(symbols('litecoin')).toEqual(['LTC/USDT']);
    expect(symbols('Apple')).toEqual(['AAPL/USDT']);
    expect(symbols('ÉTHER')).toEqual(['ETH/USDT', 'ETH/BTC']);
  });

  it('finds the pairs quoted in a coin by its name, after the pairs of that coin', () => {
    expect(symbols('tether')).toEqual(['BTC/USDT', 'ETH/USDT', 'AAPL/USDT', 'LTC/USDT']);
    expect(symbols('bit')).toEqual(['BTC/USDT', 'ETH/BTC']);
  });

  it('puts symbol matches first, then names, then symbols containing the query', () => {
    expect(symbols('eth')).toEqual(['ETH/USDT', 'ETH/BTC']);
    expect(symbols('coin')).toEqual(['BTC/USDT', 'LTC/USDT']);
    expect(symbols('btc')).toEqual(['BTC/USDT', 'ETH/BTC']);
  });

  it('matches symbols alone when the server sends no names', () => {
    expect(searchPairs(pairs, 'bitcoin').map((p) => p.id)).toEqual([]);
    expect(searchPairs(pairs, 'aapl').map((p) => p.id)).toEqual([8]);
    expect(coinNames(undefined).size).toBe(0);
    expect(names.has(9)).toBe(false);
  });
});
