// The market area: quotes of every pair from the live feed, k-line history of each pair (in the
// k-line layer's own envelope), each user's favourite pairs and price alerts (triggered by the feed).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import type { Candle, Feed, LivePair } from '../domain/feed';
import { checkAlerts, priceAlertHandlers } from '../domain/market-alerts';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me, raw } from '../world';

/** A pair and its live quote, the row of `/currency/quotation_new` and `/optional/list`. */
function quotation(feed: Feed, p: LivePair) {
  const c = p.config;
  return {
    id: p.id,
    legal_id: p.legalId,
    currency_id: p.currencyId,
    legal_name: p.quote,
    currency_name: p.base,
    now_price: feed.format(p),
    change: feed.change(p),
    volume: p.volume.toFixed(4),
    high: feed.format(p, p.high),
    low: feed.format(p, p.low),
    open_transaction: Number(c.open_transaction),
    open_lever: Number(c.open_lever),
    open_microtrade: Number(c.open_microtrade),
    open_coin_trade: Number(c.open_coin_trade),
    lever_min_share: Number(c.lever_min_share),
    lever_max_share: Number(c.lever_max_share),
    lever_trade_fee: new Big(String(c.lever_trade_fee)).toFixed(),
    spread: new Big(String(c.spread)).toFixed(4),
    overnight: new Big(String(c.overnight)).toFixed(4),
    logo: `/upload/coin/${p.base.toLowerCase()}.svg`,
    ...(c.category ? { category: String(c.category) } : {}),
  };
}

/**
 * The pair a favourite currency stands for: the contract names a favourite by its base currency,
 * so it is that currency's main market (quoted in USDT), else its first pair.
 */
function mainPair(feed: Feed, currencyId: number): LivePair | undefined {
  const pairs = [...feed.pairs.values()].filter((p) => p.currencyId === currencyId);
  return pairs.find((p) => p.legalId === 1) ?? pairs[0];
}

async function knownCurrency(q: Queryable, id: number): Promise<void> {
  if (!(await q.one('SELECT 1 FROM currencies WHERE id = $1', [id]))) fail('currencyNotFound');
}

// The k-line layer's envelope: `{code: 1, msg, data}`, failure `{code: -1, msg, data: null}`.
const KLINE_MAX = 2000;
const klineOk = (data: unknown[]) => raw({ code: 1, msg: 'success', data });
const klineError = (ctx: Ctx, key: string) => raw({ code: -1, msg: ctx.t(key), data: null });

/** The series `/currency/new_timeshar1` answers: a setting (`kline_series`), BTC/USDT 1 min by default. */
const DEFAULT_SERIES = { symbol: 'BTC/USDT', period: '1min' };
async function configuredSeries(q: Queryable): Promise<{ symbol: string; period: string }> {
  const row = await q.one<{ value: string }>("SELECT value FROM settings WHERE key = 'kline_series'");
  if (!row) return DEFAULT_SERIES;
  try {
    return { ...DEFAULT_SERIES, ...(JSON.parse(row.value) as Partial<typeof DEFAULT_SERIES>) };
  } catch {
    return DEFAULT_SERIES;
  }
}

/** A candle as the k-line layer writes it: `time` in ms, `id` in s, `amount` base volume, `vol` quote turnover. */
function klineRow(c: Candle) {
  // The contract caps the volumes; a sandbox left running for months must not break it.
  const amount = Math.min(c.volume, 1e9);
  return {
    id: Math.floor(c.time / 1000),
    open: c.open,
    close: c.close,
    high: c.high,
    low: c.low,
    amount,
    vol: Math.min(Number((amount * c.close).toFixed(2)), 1e11),
    volume: amount,
    time: c.time,
  };
}

/** Candles of `symbol` between `from` and `to` (seconds), at most `limit`, oldest first. */
function candles(ctx: Ctx, symbol: string, period: string, from: number, to: number, limit: number) {
  if (to < from) return klineError(ctx, 'marketKlineRange');
  const pair = ctx.world.feed.bySymbol(symbol);
  if (!pair) return klineError(ctx, 'pairNotFound');
  return klineOk(ctx.world.feed.candles(pair, period, from * 1000, to * 1000, limit).map(klineRow));
}

export const market: Area = {
  handlers: {
    async listQuotations({ world }) {
      const { feed, db } = world;
      const legals = await db.query<{ id: number; name: string; logo: string }>(
        'SELECT DISTINCT c.id, c.name, c.logo FROM currencies c JOIN pairs p ON p.legal_id = c.id ORDER BY c.id',
      );
      return legals.map((legal) => ({
        id: legal.id,
        name: legal.name,
        logo: legal.logo,
        quotation: [...feed.pairs.values()].filter((p) => p.legalId === legal.id).map((p) => quotation(feed, p)),
      }));
    },

    async getKlineHistory(ctx) {
      const { symbol, period, from, to } = ctx.input as { symbol: string; period: string; from: number; to: number };
      return candles(ctx, symbol, period, from, to, KLINE_MAX);
    },

    async getKlineSeries(ctx) {
      const { from, to, size } = ctx.input as { from: number; to: number; size: number };
      const series = await configuredSeries(ctx.world.db);
      return candles(ctx, series.symbol, series.period, from, to, Math.min(size, KLINE_MAX));
    },

    async addFavorite(ctx) {
      const user = me(ctx);
      const { currency_id: currencyId } = ctx.input as { currency_id: number };
      await knownCurrency(ctx.world.db, currencyId);
      if (!mainPair(ctx.world.feed, currencyId)) fail('pairNotFound');
      // Adding an existing favourite changes nothing (it keeps its place in the list).
      await ctx.world.db.query(
        `INSERT INTO market_favorites (user_id, currency_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, currency_id) DO NOTHING`,
        [user.id, currencyId, ctx.now],
      );
      return ctx.t('favouriteAdded');
    },

    async removeFavorite(ctx) {
      const user = me(ctx);
      const { id } = ctx.input as { id: number };
      await knownCurrency(ctx.world.db, id);
      // Removing a pair that is not a favourite leaves what was asked for (an empty star): ok.
      await ctx.world.db.query('DELETE FROM market_favorites WHERE user_id = $1 AND currency_id = $2', [user.id, id]);
      return ctx.t('favouriteRemoved');
    },

    async listFavorites(ctx) {
      const user = me(ctx);
      const { feed, db } = ctx.world;
      // In the order they were added (a watch list grows at the bottom).
      const rows = await db.query<{ currency_id: number }>(
        'SELECT currency_id FROM market_favorites WHERE user_id = $1 ORDER BY created_at, currency_id',
        [user.id],
      );
      return rows.flatMap(({ currency_id }) => {
        const pair = mainPair(feed, currency_id);
        return pair ? [quotation(feed, pair)] : [];
      });
    },

    ...priceAlertHandlers,
  },
  setup(world) {
    world.feed.onTick((moved, now) => checkAlerts(world, moved, now));
  },
};
