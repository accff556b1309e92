// The market area: quotes at the feed's prices, k-lines of the pair asked for (in the k-line
// layer's own envelope), favourites kept per user.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const feed = s.sandbox.world.feed;

interface Kline {
  code: number;
  msg: string;
  data: Array<{ id: number; open: number; close: number; high: number; low: number; time: number; amount: number }>;
}
interface Quote {
  id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  now_price: string;
}

const kline = async (operationId: string, input: Record<string, unknown>) =>
  (await s.call(operationId, input, { token: null })) as unknown as Kline;
const nowSeconds = () => Math.floor(s.sandbox.world.clock.now() / 1000);
const favourites = async (token?: string) =>
  (await s.ok<Quote[]>('listFavorites', {}, token ? { token } : undefined)).map((q) => q.currency_id);

describe('every operation answers on a fresh seed', () => {
  it('for the demo user (and anonymously for the public ones)', async () => {
    const to = nowSeconds();
    expect((await s.call('listQuotations', {}, { token: null })).type).toBe('ok');
    expect((await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1min', from: to - 300, to })).code).toBe(1);
    expect((await kline('getKlineSeries', { from: to - 300, to, size: 200 })).code).toBe(1);
    expect(await favourites()).toEqual([2, 3]);
    // The contract's request examples: add LTC (4), then remove it.
    expect(await s.ok('addFavorite', { currency_id: 4 })).toBe('Added to favourites');
    expect(await s.ok('removeFavorite', { id: 4 })).toBe('Removed from favourites');
  });

  it('asks for a session on the private ones', async () => {
    for (const [op, input] of [
      ['listFavorites', {}],
      ['addFavorite', { currency_id: 4 }],
      ['removeFavorite', { id: 2 }],
    ] as const)
      expect((await s.call(op, input, { token: null })).type).toBe('999');
  });
});

describe('quotes', () => {
  it('quote every pair at the live price, and follow the feed', async () => {
    await s.setPrice('ETH/USDT', 3450.25);
    const legals = await s.ok<Array<{ id: number; quotation: Quote[] }>>('listQuotations', {}, { token: null });
    const usdt = legals.find((l) => l.id === 1)!;
    expect(usdt.quotation.find((q) => q.id === 2)?.now_price).toBe('3450.25');
    for (const legal of legals) for (const q of legal.quotation) expect(q.now_price).toBe(feed.price(q.id));
  });
});

describe('k-lines', () => {
  it('answer the candles of the pair asked for, oldest first, inside the range', async () => {
    const to = nowSeconds();
    const from = to - 3600;
    const btc = await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1min', from, to });
    expect(btc.code).toBe(1);
    expect(btc.msg).toBe('success');
    expect(btc.data.length).toBeGreaterThanOrEqual(60);
    expect(btc.data.length).toBeLessThanOrEqual(61);
    const times = btc.data.map((c) => c.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(from * 1000 - 60e3);
    expect(times.at(-1)).toBeLessThanOrEqual(to * 1000);
    for (const c of btc.data) {
      expect(c.id).toBe(c.time / 1000);
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    }
    // The last candle closes at the live price.
    expect(btc.data.at(-1)?.close).toBe(Number(feed.price(1)));

    // Another pair's candles are that pair's (ETH/BTC trades around 0.035).
    const ethBtc = await kline('getKlineHistory', { symbol: 'ETH/BTC', period: '15min', from: to - 86400, to });
    expect(ethBtc.data.length).toBeGreaterThan(90);
    for (const c of ethBtc.data) expect(c.close).toBeLessThan(0.05);
  });

  it('take both spellings of a period', async () => {
    const to = nowSeconds();
    const long = await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1day', from: to - 30 * 86400, to });
    const short = await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1D', from: to - 30 * 86400, to });
    expect(short.data.map((c) => c.time)).toEqual(long.data.map((c) => c.time));
    expect(long.data[1]!.time - long.data[0]!.time).toBe(86400e3);
  });

  it('answer the k-line failure envelope for an unknown pair or a range that ends before it starts', async () => {
    const to = nowSeconds();
    expect(await kline('getKlineHistory', { symbol: 'ABC/USDT', period: '1min', from: to - 60, to })).toEqual({
      code: -1,
      msg: 'This trading pair does not exist',
      data: null,
    });
    const backwards = await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1min', from: to, to: to - 60 });
    expect(backwards.code).toBe(-1);
    expect((await kline('getKlineSeries', { from: to, to: to - 60, size: 5 })).code).toBe(-1);
  });

  it('answer the configured series by size (BTC/USDT, 1 min)', async () => {
    const to = nowSeconds();
    const series = await kline('getKlineSeries', { from: to - 3600, to, size: 5 });
    expect(series.data).toHaveLength(5);
    const history = await kline('getKlineHistory', { symbol: 'BTC/USDT', period: '1min', from: to - 3600, to });
    expect(series.data.map((c) => c.time)).toEqual(history.data.slice(-5).map((c) => c.time));
  });
});

describe('favourites', () => {
  it('are kept per user: added once, listed at the live price, removed', async () => {
    expect(await favourites()).toEqual([2, 3]);
    await s.ok('addFavorite', { currency_id: 6 });
    await s.ok('addFavorite', { currency_id: 6 });
    const listed = await s.ok<Quote[]>('listFavorites');
    expect(listed.map((q) => q.currency_id)).toEqual([2, 3, 6]);
    const doge = listed.find((q) => q.currency_id === 6)!;
    expect(doge).toMatchObject({ id: 5, legal_id: 1, currency_name: 'DOGE', now_price: feed.price(5) });

    // Another user's favourites are their own.
    const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
    expect(await favourites(marco)).toEqual([2, 6, 7]);
    await s.ok('removeFavorite', { id: 6 }, { token: marco });
    expect(await favourites(marco)).toEqual([2, 7]);
    expect(await favourites()).toEqual([2, 3, 6]);

    await s.ok('removeFavorite', { id: 6 });
    expect(await favourites()).toEqual([2, 3]);
    // Removing again leaves it removed.
    expect(await s.ok('removeFavorite', { id: 6 })).toBe('Removed from favourites');
    expect(await favourites()).toEqual([2, 3]);
  });

  it('follow the feed', async () => {
    await s.setPrice('BTC/USDT', 97012.4);
    const btc = (await s.ok<Quote[]>('listFavorites')).find((q) => q.currency_id === 2);
    expect(btc?.now_price).toBe('97012.40');
  });

  it('refuse a currency that does not exist or has no pair', async () => {
    expect(await s.call('addFavorite', { currency_id: 999 })).toEqual({
      type: 'error',
      message: 'This currency does not exist',
    });
    expect(await s.call('addFavorite', { currency_id: 1 })).toEqual({
      type: 'error',
      message: 'This trading pair does not exist',
    });
    expect((await s.call('removeFavorite', { id: 999 })).type).toBe('error');
    expect((await s.call('addFavorite', {})).message).toBe('Parameter error');
    expect(await favourites()).toEqual([2, 3]);
  });
});
