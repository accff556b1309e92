// The price feed: one live price per pair, read by the HTTP side (quotes, fills, P/L, valuations)
// and pushed by the socket side (tickers, candles, depth, trades), so both always agree. Each tick
// moves every pair by a small random walk pulled back towards its anchor (the seed's price, or the
// price a developer set), keeps the candles of every period, then tells the listeners (order
// matching, TP/SL, liquidations) which pairs moved.
import type { Db } from '../db/db';

export const PERIODS: Record<string, number> = {
  '1min': 60e3,
  '5min': 300e3,
  '15min': 900e3,
  '30min': 1800e3,
  '60min': 3600e3,
  '1day': 86400e3,
  '1week': 604800e3,
  '1mon': 2592000e3,
};
/** The k-line layer's other names for the same periods. */
export const PERIOD_ALIASES: Record<string, string> = {
  '1H': '60min',
  '1D': '1day',
  '1W': '1week',
  '1M': '1mon',
  '1Y': '1mon',
  '1week': '1week',
  '1mon': '1mon',
  '1year': '1mon',
};

export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface LivePair {
  id: number;
  legalId: number;
  currencyId: number;
  base: string;
  quote: string;
  decimals: number;
  anchor: number;
  price: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  /** Quantity traded in the last tick (for the tape and the depth). */
  lastAmount: number;
  candles: Record<string, Candle>;
  config: Record<string, unknown>;
}

export type TickListener = (moved: LivePair[], now: number) => Promise<void> | void;

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A repeatable number in [0, 1) for a pair and an integer (a candle's slot). */
function hash01(a: number, b: number): number {
  let h =
    Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b | 0, 0xc2b2ae35) ^ Math.imul((b / 4294967296) | 0, 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth repeatable noise in about [-1, 1] over time (value noise, three octaves). */
function noise(pairId: number, t: number): number {
  let total = 0;
  let amplitude = 1;
  for (const scale of [86400e3 * 7, 86400e3, 3600e3 * 4, 3600e3]) {
    const x = t / scale;
    const i = Math.floor(x);
    const f = x - i;
    const smooth = f * f * (3 - 2 * f);
    const a = hash01(pairId * 31 + scale, i) * 2 - 1;
    const b = hash01(pairId * 31 + scale, i + 1) * 2 - 1;
    total += (a + (b - a) * smooth) * amplitude;
    amplitude *= 0.5;
  }
  return total / 1.875;
}

export class Feed {
  readonly pairs = new Map<number, LivePair>();
  private listeners: TickListener[] = [];
  /** Pairs held still at a price a developer set (`hold`): the ticks leave them where they are. */
  private readonly held = new Set<number>();
  private random: () => number;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    seed = 1,
  ) {
    this.random = prng(seed);
  }

  async load(): Promise<void> {
    const rows = await this.db.query<Record<string, string | number | null>>(
      `SELECT p.*, b.name AS base, l.name AS quote FROM pairs p
       JOIN currencies b ON b.id = p.currency_id JOIN currencies l ON l.id = p.legal_id ORDER BY p.sort, p.id`,
    );
    this.held.clear();
    const saved = await this.db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'feed_prices'");
    const last = saved ? (JSON.parse(saved.value) as Record<string, number>) : {};
    this.pairs.clear();
    for (const r of rows) {
      const anchor = Number(r.price);
      const price = last[String(r.id)] ?? anchor;
      this.pairs.set(Number(r.id), {
        id: Number(r.id),
        legalId: Number(r.legal_id),
        currencyId: Number(r.currency_id),
        base: String(r.base),
        quote: String(r.quote),
        decimals: Number(r.decimals),
        anchor,
        price,
        open: Number(r.open),
        high: Math.max(Number(r.high), price),
        low: Math.min(Number(r.low), price),
        volume: Number(r.volume),
        lastAmount: 0,
        candles: {},
        config: r,
      });
    }
  }

  onTick(listener: TickListener): void {
    this.listeners.push(listener);
  }

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  pair(id: number): LivePair | undefined {
    return this.pairs.get(id);
  }

  byCurrencies(currencyId: number, legalId: number): LivePair | undefined {
    for (const p of this.pairs.values()) if (p.currencyId === currencyId && p.legalId === legalId) return p;
    return undefined;
  }

  bySymbol(symbol: string): LivePair | undefined {
    const [base, quote] = symbol.toUpperCase().split('/');
    for (const p of this.pairs.values()) if (p.base === base && p.quote === (quote ?? 'USDT')) return p;
    return undefined;
  }

  /** The pair's price as the wire writes it (its decimals). */
  format(pair: LivePair, value = pair.price): string {
    return value.toFixed(pair.decimals);
  }

  /** The live price of a pair, as a decimal string. */
  price(id: number): string {
    const p = this.pairs.get(id);
    if (!p) throw new Error(`no pair ${id}`);
    return this.format(p);
  }

  /** USDT value of one unit of a currency at the live prices (1 for USDT; 0 when no pair prices it). */
  usdtPrice(currencyId: number): number {
    if (currencyId === 1) return 1;
    const direct = this.byCurrencies(currencyId, 1);
    if (direct) return direct.price;
    return 0;
  }

  change(pair: LivePair): string {
    const value = ((pair.price - pair.open) / pair.open) * 100;
    return `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
  }

  /**
   * Moves one pair to `price` at once (and keeps it near there): fills orders, liquidates positions.
   * `hold` keeps it exactly there until the next price set without it (a figure to compare).
   */
  async setPrice(id: number, price: number, hold = false): Promise<LivePair> {
    const pair = this.pairs.get(id);
    if (!pair) throw new Error(`no pair ${id}`);
    if (hold) this.held.add(id);
    else this.held.delete(id);
    pair.anchor = price;
    this.apply(pair, price, this.now(), 0);
    await this.emit([pair]);
    return pair;
  }

  /** One tick of every pair. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const now = this.now();
      const moved: LivePair[] = [];
      for (const pair of this.pairs.values()) {
        if (this.held.has(pair.id)) continue;
        const drift = (this.random() - 0.5) * 0.002 + (0.05 * (pair.anchor - pair.price)) / pair.price;
        const price = Math.max(pair.price * (1 + drift), 10 ** -pair.decimals);
        const amount = this.random() * (price > 1000 ? 0.5 : price > 10 ? 20 : 5000);
        this.apply(pair, Number(price.toFixed(pair.decimals)), now, amount);
        moved.push(pair);
      }
      await this.emit(moved);
    } finally {
      this.ticking = false;
    }
  }

  /** Saves the live prices (a restart continues from them). */
  async save(): Promise<void> {
    const prices = Object.fromEntries([...this.pairs.values()].map((p) => [p.id, p.price]));
    await this.db.query(
      "INSERT INTO settings (key, value) VALUES ('feed_prices', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
      [JSON.stringify(prices)],
    );
  }

  private apply(pair: LivePair, price: number, now: number, amount: number): void {
    pair.price = price;
    pair.high = Math.max(pair.high, price);
    pair.low = Math.min(pair.low, price);
    pair.volume += amount;
    pair.lastAmount = amount;
    for (const [period, ms] of Object.entries(PERIODS)) {
      const start = Math.floor(now / ms) * ms;
      const c = pair.candles[period];
      if (!c || c.time !== start) {
        const open = c ? c.close : this.historyClose(pair, start - ms, ms);
        pair.candles[period] = {
          time: start,
          open,
          high: Math.max(open, price),
          low: Math.min(open, price),
          close: price,
          volume: amount,
        };
      } else {
        c.high = Math.max(c.high, price);
        c.low = Math.min(c.low, price);
        c.close = price;
        c.volume += amount;
      }
    }
  }

  private async emit(moved: LivePair[]): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(moved, this.now());
      } catch (error) {
        console.error('[sandbox] tick listener failed:', error);
      }
    }
  }

  /** The close of the history candle starting at `time`: repeatable, around the anchor (±4 %). */
  private historyClose(pair: LivePair, time: number, ms: number): number {
    const value = pair.anchor * (1 + 0.04 * noise(pair.id, time + ms));
    return Number(value.toFixed(pair.decimals));
  }

  /**
   * Candles of `period` between `from` and `to` (ms), oldest first: the past drawn from the pair's
   * repeatable history around its anchor, the current one from the live feed; at most `limit`.
   */
  candles(pair: LivePair, period: string, from: number, to: number, limit = 1000): Candle[] {
    const key = PERIODS[period] ? period : (PERIOD_ALIASES[period] ?? '1min');
    const ms = PERIODS[key] ?? 60e3;
    const now = this.now();
    const current = Math.floor(now / ms) * ms;
    let start = Math.max(Math.floor(from / ms) * ms, Math.floor(Math.min(to, now) / ms) * ms - (limit - 1) * ms);
    const out: Candle[] = [];
    for (; start <= Math.min(to, now); start += ms) {
      if (start === current && pair.candles[key]) {
        out.push({ ...pair.candles[key] });
        continue;
      }
      const open = this.historyClose(pair, start - ms, ms);
      const close = start + ms > current ? pair.price : this.historyClose(pair, start, ms);
      const wiggle = 0.002 * (1 + hash01(pair.id, start / ms));
      out.push({
        time: start,
        open,
        close,
        high: Number((Math.max(open, close) * (1 + wiggle)).toFixed(pair.decimals)),
        low: Number((Math.min(open, close) * (1 - wiggle)).toFixed(pair.decimals)),
        volume: Number((hash01(pair.id + 7, start / ms) * (pair.volume / 200)).toFixed(4)),
      });
    }
    return out;
  }
}
