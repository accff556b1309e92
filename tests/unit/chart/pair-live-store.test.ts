// The pair's live store: events are filtered by pair and period, collected, and published once
// per animation frame (the latest book, merged trades, the frame's candles to the chart).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketKline, SocketMarketDepth, SocketMatchTrade } from '@generated/model';
import { createPairLiveStore, type LiveCandle, TRADES_KEPT } from '@/features/chart/pair-live-store';
import { findPeriod } from '@/features/chart/periods';
import { emit, listenerCount } from './fake-socket';

vi.mock('@/api/socket', () => import('./fake-socket'));

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const kline = (over: Partial<SocketKline> = {}): SocketKline => ({
  type: 'kline',
  period: '1min',
  symbol: 'BTC/USDT',
  open: 96398.3,
  close: 96420.5,
  high: 96431.9,
  low: 96392.7,
  volume: 15.3307,
  time: 1795323600000,
  ...over,
});

const depth = (bid: string, over: Partial<SocketMarketDepth> = {}): SocketMarketDepth => ({
  type: 'market_depth',
  symbol: 'BTC/USDT',
  bids: [[bid, '0.5']],
  asks: JSON.stringify([['96421.00', '0.25']]),
  ...over,
});

const trades = (ids: number[], symbol = 'BTC/USDT'): SocketMatchTrade => ({
  type: 'match_trade',
  symbol,
  data: ids.map((id) => ({
    id,
    price: '96420.50',
    amount: '0.01',
    direction: id % 2 ? 'buy' : 'sell',
    ts: 1795323600000 + id,
  })),
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function started() {
  const store = createPairLiveStore();
  stop = store.start();
  store.setTarget('BTC/USDT', findPeriod('1min')!);
  const frames: LiveCandle[][] = [];
  store.onCandles((frame) => frames.push([...frame]));
  const published = vi.fn();
  store.subscribe(published);
  return { store, frames, published };
}

describe('pair live store', () => {
  it('publishes a burst of events once, in the next animation frame', async () => {
    const { store, frames, published } = started();
    for (let i = 0; i < 50; i += 1) {
      emit('market_depth', depth(String(96000 + i)));
      emit('kline', kline({ close: 96400 + i }));
      emit('match_trade', trades([i]));
    }
    expect(published).not.toHaveBeenCalled();
    expect(store.getDepth()).toBeNull();
    await nextFrame();
    expect(published).toHaveBeenCalledTimes(1);
    expect(store.publishCount()).toBe(1);
    // The latest book only, its asks parsed from the JSON string.
    expect(store.getDepth()).toEqual({
      bids: [{ price: '96049', amount: '0.5', total: '0.5' }],
      asks: [{ price: '96421.00', amount: '0.25', total: '0.25' }],
    });
    // One candle per time: the last state of the forming candle.
    expect(frames).toHaveLength(1);
    expect(frames[0]).toEqual([expect.objectContaining({ time: 1795323600, close: 96449, period: '1min' })]);
    expect(store.getCandle()?.close).toBe(96449);
    // Trades newest first, capped.
    expect(store.getTrades()).toHaveLength(TRADES_KEPT);
    expect(store.getTrades()[0]).toMatchObject({ key: '49', direction: 'buy', price: '96420.50' });
  });

  it('ignores other pairs and other periods', async () => {
    const { store, frames, published } = started();
    emit('kline', kline({ symbol: 'ETH/USDT' }));
    emit('kline', kline({ period: '5min' }));
    emit('market_depth', depth('3400', { symbol: 'ETH/USDT' }));
    emit('match_trade', trades([1], 'ETH/USDT'));
    await nextFrame();
    expect(published).not.toHaveBeenCalled();
    expect(frames).toEqual([]);
    expect(store.getDepth()).toBeNull();
    expect(store.getTrades()).toEqual([]);
  });

  it('hands the chart a new candle after the forming one, oldest first', async () => {
    const { frames } = started();
    emit('kline', kline({ time: 1795323660000, open: 96420.5, close: 96425 }));
    emit('kline', kline({ time: 1795323600000, close: 96420.5 }));
    await nextFrame();
    expect(frames[0]?.map((c) => c.time)).toEqual([1795323600, 1795323660]);
  });

  it('keeps trades it has seen once, and adds new ones on top', async () => {
    const { store } = started();
    emit('match_trade', trades([1, 2]));
    await nextFrame();
    emit('match_trade', trades([2, 3]));
    await nextFrame();
    expect(store.getTrades().map((t) => t.key)).toEqual(['3', '2', '1']);
  });

  it('forgets the live candle when the period changes, and follows the new one', async () => {
    const { store, frames } = started();
    emit('kline', kline());
    await nextFrame();
    store.setTarget('BTC/USDT', findPeriod('5min')!);
    expect(store.getCandle()).toBeNull();
    emit('kline', kline({ close: 1 }));
    emit('kline', kline({ period: '5min', close: 2 }));
    await nextFrame();
    expect(frames[1]).toEqual([expect.objectContaining({ close: 2, period: '5min' })]);
  });

  it('stops listening to the socket when stopped', () => {
    const store = createPairLiveStore();
    const stopIt = store.start();
    expect(listenerCount('kline')).toBe(1);
    expect(listenerCount('market_depth')).toBe(1);
    expect(listenerCount('match_trade')).toBe(1);
    stopIt();
    expect(listenerCount('kline')).toBe(0);
    expect(listenerCount('market_depth')).toBe(0);
    expect(listenerCount('match_trade')).toBe(0);
  });
});
