// The seconds-trade area: the currencies that pay for seconds options and the user's seconds
// wallet in them, the durations offered, opening an order at the feed price, the order list and
// one order's result. Each order settles at expiry by a job on the sandbox clock (or at once when
// it is read after its expiry), then `closed_microorder` goes to its owner.
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { decimalText, laravelPage, paging } from '../domain/contract-paging';
import type { Queryable } from '../db/db';
import {
  placeSecondsOrder,
  SECONDS_SETTLE_JOB,
  settleSecondsOrder,
  type Direction,
  type PayableCurrency,
  type SecondsOption,
  type SecondsOrder,
} from '../domain/seconds-orders';
import { fail, verificationRequired } from '../wire/errors';
import type { Area, World } from '../world';
import { me } from '../world';

/** The deployed backend's own page size (the app always sends 5). */
const PAGE_SIZE = 10;

/** An order as the wire writes it (SecondsOrder), its countdown from `now` on the sandbox clock. */
export function secondsOrderWire(row: SecondsOrder, world: World, now = world.clock.now()) {
  const pair = world.feed.pair(row.match_id);
  if (!pair) throw new Error(`seconds order ${row.id} on unknown pair ${row.match_id}`);
  const places = pair.decimals;
  return {
    id: row.id,
    match_id: row.match_id,
    currency_id: row.currency_id,
    type: row.type,
    seconds: row.seconds,
    number: decimalText(row.number, 2),
    open_price: decimalText(row.open_price, places),
    end_price: row.end_price === null ? null : decimalText(row.end_price, places),
    fee: decimalText(row.fee, 2),
    profit_ratio: decimalText(row.profit_ratio, 2),
    fact_profits: decimalText(row.fact_profits, 2),
    status: row.status,
    profit_result: row.profit_result,
    created_at: dateTime(row.created_at),
    complete_at: row.complete_at === null ? null : dateTime(row.complete_at),
    symbol_name: `${pair.base}/${pair.quote}`,
    remain_milli_seconds: row.status === 1 ? Math.max(0, row.due_at - now) : 0,
  };
}

/**
 * Settles an order at the feed price of this moment (its `complete_at` is its expiry) and writes
 * the owner's notification, in the caller's transaction. Undefined when it was already settled.
 */
async function settleOrder(
  world: World,
  q: Queryable,
  order: Pick<SecondsOrder, 'id' | 'match_id' | 'due_at'>,
): Promise<SecondsOrder | undefined> {
  const done = await settleSecondsOrder(q, order.id, world.feed.price(order.match_id), order.due_at);
  if (done) {
    const result = done.profit_result === 1 ? 'won' : done.profit_result === -1 ? 'lost' : 'flat';
    await world.notify(q, done.user_id, 'seconds', 'secondsSettled', {
      symbol: secondsOrderWire(done, world).symbol_name,
      result,
    });
  }
  return done;
}

function pushSettled(world: World, row: SecondsOrder): void {
  world.push.toUser(row.user_id, 'closed_microorder', { to: row.user_id, data: secondsOrderWire(row, world) });
}

/** Settles the user's orders whose seconds have run out (before a read, so no expired order looks open). */
async function settleExpired(world: World, userId: number): Promise<void> {
  const due = await world.db.query<Pick<SecondsOrder, 'id' | 'match_id' | 'due_at'>>(
    'SELECT id, match_id, due_at FROM seconds_orders WHERE user_id = $1 AND status = 1 AND due_at <= $2 ORDER BY due_at',
    [userId, world.clock.now()],
  );
  for (const order of due) {
    const done = await world.db.tx((q) => settleOrder(world, q, order));
    if (done) pushSettled(world, done);
  }
}

export const secondsTrade: Area = {
  setup(world) {
    world.jobs.on(SECONDS_SETTLE_JOB, async (payload, q) => {
      const order = await q.one<SecondsOrder>('SELECT * FROM seconds_orders WHERE id = $1 AND status = 1', [
        Number(payload.id),
      ]);
      // Already settled when it was read after its expiry.
      const done = order && (await settleOrder(world, q, order));
      if (done) world.jobs.later(() => pushSettled(world, done));
    });
  },
  handlers: {
    async listPayableCurrencies(ctx) {
      const { db } = ctx.world;
      const user = me(ctx);
      const currencies = await db.query<PayableCurrency & { name: string; logo: string }>(
        `SELECT s.*, c.name, c.logo FROM seconds_currencies s JOIN currencies c ON c.id = s.currency_id
         ORDER BY s.sort, s.currency_id`,
      );
      const presets = await db.query<{ id: number; currency_id: number; number: string }>(
        'SELECT id, currency_id, number FROM seconds_presets ORDER BY currency_id, number, id',
      );
      return Promise.all(
        currencies.map(async (c) => {
          const own = await db.one<{ balance: string; locked: string }>(
            "SELECT balance, locked FROM wallets WHERE user_id = $1 AND account = 'micro' AND currency_id = $2",
            [user.id, c.currency_id],
          );
          return {
            id: c.currency_id,
            name: c.name,
            logo: c.logo,
            micro_min: decimalText(c.micro_min, 2),
            micro_max: decimalText(c.micro_max, 2),
            micro_trade_fee: decimalText(c.micro_trade_fee, 2),
            micro_numbers: presets
              .filter((p) => p.currency_id === c.currency_id)
              .map((p) => ({ id: p.id, currency_id: p.currency_id, number: decimalText(p.number) })),
            user_wallet: own
              ? {
                  currency: c.currency_id,
                  micro_balance: new Big(own.balance).round(8, Big.roundDown).toFixed(8),
                  lock_micro_balance: new Big(own.locked).round(8, Big.roundDown).toFixed(8),
                }
              : null,
          };
        }),
      );
    },

    async listSecondsOptions(ctx) {
      const options = await ctx.world.db.query<SecondsOption>(
        'SELECT id, seconds, profit_ratio, status FROM seconds_options WHERE status = 1 ORDER BY sort, seconds',
      );
      if (options.length === 0) fail('featureDeveloping');
      return options.map((o) => ({
        id: o.id,
        seconds: o.seconds,
        status: o.status,
        profit_ratio: decimalText(o.profit_ratio, 2),
      }));
    },

    async createSecondsOrder(ctx) {
      const { world } = ctx;
      const { db, feed, jobs } = world;
      const user = me(ctx);
      // As the deployed servers do: options need the basic identity verification.
      if (user.review_status !== 2) verificationRequired();
      const input = ctx.input as {
        match_id: number;
        currency_id: number;
        type: Direction;
        seconds: number;
        number: string;
      };
      const pair = feed.pair(input.match_id);
      if (!pair) fail('pairNotFound');
      if (Number(pair!.config.open_microtrade) !== 1) fail('pairClosed');
      const currency = await db.one<PayableCurrency>('SELECT * FROM seconds_currencies WHERE currency_id = $1', [
        input.currency_id,
      ]);
      if (!currency) fail('currencyNotFound');
      const option = await db.one<SecondsOption>('SELECT * FROM seconds_options WHERE seconds = $1 AND status = 1', [
        input.seconds,
      ]);
      if (!option) fail('secondsNotOffered');
      const stake = new Big(input.number);
      if (stake.lt(currency!.micro_min)) fail('secondsBelowMinimum', { min: decimalText(currency!.micro_min, 2) });
      if (stake.gt(currency!.micro_max)) fail('secondsTradeAboveMaximum', { max: decimalText(currency!.micro_max, 2) });
      const row = await db.tx(async (q) => {
        const placed = await placeSecondsOrder(q, {
          userId: user.id,
          matchId: pair!.id,
          currencyId: input.currency_id,
          type: input.type,
          seconds: option!.seconds,
          number: stake,
          profitRatio: option!.profit_ratio,
          feeRate: currency!.micro_trade_fee,
          openPrice: feed.price(pair!.id),
          at: ctx.now,
        });
        await jobs.schedule(q, SECONDS_SETTLE_JOB, placed.due_at, { id: placed.id });
        return placed;
      });
      return secondsOrderWire(row, world, ctx.now);
    },

    async listSecondsOrders(ctx) {
      const { world } = ctx;
      const user = me(ctx);
      await settleExpired(world, user.id);
      const input = ctx.input as { match_id?: number; currency_id?: number; status?: number };
      const { page, limit } = paging(ctx.input, PAGE_SIZE);
      const where = `user_id = $1 AND ($2 = 0 OR match_id = $2) AND ($3 = 0 OR currency_id = $3) AND ($4 = -1 OR status = $4)`;
      const params = [user.id, input.match_id ?? 0, input.currency_id ?? 0, input.status ?? -1];
      const [count, rows] = await Promise.all([
        world.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM seconds_orders WHERE ${where}`, params),
        world.db.query<SecondsOrder>(
          `SELECT * FROM seconds_orders WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`,
          [...params, limit, (page - 1) * limit],
        ),
      ]);
      return laravelPage(
        rows.map((r) => secondsOrderWire(r, world, ctx.now)),
        Number(count?.n ?? 0),
        page,
        limit,
        '/api/microtrade/lists',
      );
    },

    async getSecondsResult(ctx) {
      const { world } = ctx;
      const user = me(ctx);
      await settleExpired(world, user.id);
      const row = await world.db.one<SecondsOrder>('SELECT * FROM seconds_orders WHERE id = $1 AND user_id = $2', [
        Number(ctx.input.id),
        user.id,
      ]);
      if (!row) fail('orderNotFound');
      return secondsOrderWire(row!, world, ctx.now);
    },
  },
};
