// The live data of the pair on screen, outside React: `kline` candles of the chosen period,
// `market_depth` order book and `match_trade` tape. Events are only collected as they arrive;
// once per animation frame the store parses what came (the latest book only, however many
// arrived), feeds the chart's candles to its subscribers (the chart calls series.update(), no
// React render) and publishes one snapshot to React, read with useSyncExternalStore through
// narrow selectors (book, trades, last candle): one commit per frame at most.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SocketDaymarket, SocketKline, SocketMarketDepth, SocketMatchTrade, SocketTrade } from '@generated/model';
import { onSocketEvent } from '@/api/socket';
import { candleFromEvent, type Candle } from './candles';
import { parseDepth, toDecimal, type DepthBook } from './depth';
import { isLiveCandleFor, type ChartPeriod } from './periods';

export interface LiveCandle extends Candle {
  /** The socket period the candle belongs to. */
  period: string;
  /**
   * A last price from the pair's ticker (`daymarket`), not a candle: `time` is when it came (unix
   * seconds) and the chart moves its current candle with it, or opens the next one. The push
   * server sends `kline` for some periods only; the ticker keeps every period's last candle live.
   */
  tick?: true;
}

export interface Trade {
  key: string;
  price: string;
  amount: string;
  direction: 'buy' | 'sell';
  /** Unix milliseconds. */
  ts: number;
}

/** How many trades the tape keeps. */
export const TRADES_KEPT = 30;

type Listener = () => void;
type CandleFeed = (candles: readonly LiveCandle[]) => void;

export interface PairLiveStore {
  /** Listens to the socket; returns the function that stops it. */
  start(): () => void;
  /** The pair and period on screen (events of others are ignored). */
  setTarget(symbol: string, period: ChartPeriod): void;
  /** React's subscription: called at most once per animation frame. */
  subscribe(listener: Listener): () => void;
  /** The chart's subscription: the candles of the frame, oldest first. */
  onCandles(feed: CandleFeed): () => void;
  getDepth(): DepthBook | null;
  getTrades(): readonly Trade[];
  getCandle(): LiveCandle | null;
  /** How many frames have published (for tests and benchmarks). */
  publishCount(): number;
}

const schedule = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
};

function toTrade(trade: SocketTrade): Trade | null {
  const price = toDecimal(trade.price);
  const amount = toDecimal(trade.amount);
  if (price === null || amount === null) return null;
  const key = trade.id === undefined ? `${trade.ts}:${price}:${amount}:${trade.direction}` : String(trade.id);
  return { key, price, amount, direction: trade.direction, ts: trade.ts };
}

export function createPairLiveStore(): PairLiveStore {
  let symbol: string | null = null;
  let period: ChartPeriod | null = null;

  let depth: DepthBook | null = null;
  let trades: readonly Trade[] = [];
  let candle: LiveCandle | null = null;
  let publishes = 0;

  let pendingDepth: SocketMarketDepth | null = null;
  let pendingTrades: Trade[] = [];
  const pendingCandles = new Map<number, LiveCandle>();
  let pendingTick: LiveCandle | null = null;
  let cancelFrame: (() => void) | null = null;

  const listeners = new Set<Listener>();
  const feeds = new Set<CandleFeed>();

  function flush(): void {
    cancelFrame = null;
    let changed = false;
    if (pendingDepth) {
      depth = parseDepth(pendingDepth);
      pendingDepth = null;
      changed = true;
    }
    if (pendingTrades.length > 0) {
      const seen = new Set<string>();
      trades = [...pendingTrades, ...trades]
        .sort((a, b) => b.ts - a.ts)
        .filter((t) => (seen.has(t.key) ? false : (seen.add(t.key), true)))
        .slice(0, TRADES_KEPT);
      pendingTrades = [];
      changed = true;
    }
    if (pendingCandles.size > 0) {
      const frame = [...pendingCandles.values()].sort((a, b) => a.time - b.time);
      pendingCandles.clear();
      pendingTick = null; // the candle of this frame is the fresher word
      candle = frame[frame.length - 1] ?? candle;
      feeds.forEach((feed) => feed(frame));
      changed = true;
    } else if (pendingTick) {
      const tick = pendingTick;
      pendingTick = null;
      feeds.forEach((feed) => feed([tick]));
    }
    if (!changed) return;
    publishes += 1;
    listeners.forEach((listener) => listener());
  }

  function request(): void {
    cancelFrame ??= schedule(flush);
  }

  function onKline(event: SocketKline): void {
    if (!symbol || !period || !isLiveCandleFor(event, symbol, period)) return;
    const next = candleFromEvent(event);
    if (!next) return;
    pendingCandles.set(next.time, { ...next, period: period.socket });
    request();
  }

  function onTicker(event: SocketDaymarket): void {
    if (event.symbol !== symbol || !period) return;
    const price = Number(event.now_price ?? event.close);
    if (!Number.isFinite(price) || price <= 0) return;
    const time = Math.floor(Date.now() / 1000);
    pendingTick = {
      period: period.socket,
      time,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: 0,
      tick: true,
    };
    request();
  }

  function onDepth(event: SocketMarketDepth): void {
    if (event.symbol !== symbol) return;
    pendingDepth = event;
    request();
  }

  function onTrades(event: SocketMatchTrade): void {
    if (event.symbol !== symbol) return;
    for (const raw of event.data) {
      const trade = toTrade(raw);
      if (trade) pendingTrades.push(trade);
    }
    if (pendingTrades.length > TRADES_KEPT * 2) pendingTrades = pendingTrades.slice(-TRADES_KEPT * 2);
    request();
  }

  return {
    start() {
      const stops = [
        onSocketEvent('kline', onKline),
        onSocketEvent('daymarket', onTicker),
        onSocketEvent('market_depth', onDepth),
        onSocketEvent('match_trade', onTrades),
      ];
      return () => {
        stops.forEach((stop) => stop());
        cancelFrame?.();
        cancelFrame = null;
      };
    },
    setTarget(nextSymbol, nextPeriod) {
      if (nextSymbol !== symbol) {
        depth = null;
        trades = [];
        pendingDepth = null;
        pendingTrades = [];
      }
      if (nextSymbol !== symbol || nextPeriod.id !== period?.id) {
        candle = null;
        pendingCandles.clear();
        pendingTick = null;
      }
      symbol = nextSymbol;
      period = nextPeriod;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCandles(feed) {
      feeds.add(feed);
      return () => feeds.delete(feed);
    },
    getDepth: () => depth,
    getTrades: () => trades,
    getCandle: () => candle,
    publishCount: () => publishes,
  };
}

/** The store of one screen, listening while the screen is shown, aimed at its pair and period. */
export function usePairLiveStore(symbol: string | undefined, period: ChartPeriod): PairLiveStore {
  const [store] = useState(createPairLiveStore);
  useEffect(() => {
    if (symbol) store.setTarget(symbol, period);
  }, [store, symbol, period]);
  useEffect(() => store.start(), [store]);
  return store;
}

export const useLiveDepth = (store: PairLiveStore): DepthBook | null =>
  useSyncExternalStore(store.subscribe, store.getDepth, store.getDepth);

export const useLiveTrades = (store: PairLiveStore): readonly Trade[] =>
  useSyncExternalStore(store.subscribe, store.getTrades, store.getTrades);

export const useLiveCandle = (store: PairLiveStore): LiveCandle | null =>
  useSyncExternalStore(store.subscribe, store.getCandle, store.getCandle);
