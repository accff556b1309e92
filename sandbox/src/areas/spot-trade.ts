// The spot-trade area: placing coin-to-coin orders in the spot account and listing them. The
// money rules (freeze, fill, fee, cancel) live in domain/spot-orders.ts; resting limit orders are
// filled by the feed's ticks (registered in `setup`).
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import {
  cancelPairSpotOrders,
  cancelSpotOrder,
  fillCrossingOrders,
  findSpotPair,
  listSpotOrders,
  placeSpotOrder,
  type ListedSpotOrder,
  type SpotSide,
  type SpotStatus,
} from '../domain/spot-orders';
import { fail } from '../wire/errors';
import type { Area } from '../world';
import { me } from '../world';

/** An order as `/coin/list` writes it: prices in the pair's decimals, the quantity in the coin's. */
function coinOrder(o: ListedSpotOrder) {
  const limit = new Big(o.target_price);
  return {
    id: o.id,
    u_id: o.user_id,
    currency_id: o.currency_id,
    legal_id: o.legal_id,
    symbol: `${o.base}/${o.quote}`,
    type: o.side,
    // a market order has no limit: the contract writes `0`
    target_price: limit.eq(0) ? '0' : limit.toFixed(o.decimals),
    trade_price: new Big(o.trade_price).toFixed(o.decimals),
    trade_amount: new Big(o.amount).toFixed(o.base_decimals),
    charge_fee: new Big(o.fee_rate).toFixed(),
    // the fill (proposed fields): its price in the pair's decimals, the fee in the coin received
    ...(o.status === 2 && o.fill_price !== null && o.fee !== null
      ? {
          fill_price: new Big(o.fill_price).toFixed(o.decimals),
          fee: new Big(o.fee).toFixed(o.side === 1 ? o.base_decimals : o.quote_decimals),
        }
      : {}),
    status: o.status,
    created_at: dateTime(o.created_at),
    updated_at: dateTime(o.updated_at),
  };
}

export const spotTrade: Area = {
  handlers: {
    async createCoinOrder(ctx) {
      const user = me(ctx);
      const { world } = ctx;
      const input = ctx.input as {
        amount: string;
        target_price?: string;
        currency_id: number;
        legal_id: number;
        type: SpotSide;
        coupon_id?: number;
      };
      const pair = await findSpotPair(world.db, input.currency_id, input.legal_id);
      if (!pair) return fail('pairNotFound');
      await world.db.tx((q) =>
        placeSpotOrder(q, pair, {
          userId: user.id,
          side: input.type,
          amount: String(input.amount),
          targetPrice: input.target_price === undefined ? undefined : String(input.target_price),
          lastPrice: world.feed.price(pair.id),
          couponId: input.coupon_id === undefined ? undefined : Number(input.coupon_id),
          now: ctx.now,
        }),
      );
      return ctx.t('orderPlaced');
    },

    async cancelCoinOrder(ctx) {
      const user = me(ctx);
      const { db } = ctx.world;
      const id = Number((ctx.input as { id: number }).id);
      const order = await db.tx((q) => cancelSpotOrder(q, user.id, id, ctx.now));
      const [listed] = await listSpotOrders(db, user.id, { ids: [order.id], page: 1, limit: 1 });
      return coinOrder(listed!);
    },

    async cancelAllCoinOrders(ctx) {
      const user = me(ctx);
      const { db } = ctx.world;
      const input = ctx.input as { currency_id: number; legal_id: number };
      const pair = await findSpotPair(db, Number(input.currency_id), Number(input.legal_id));
      if (!pair) return fail('pairNotFound');
      const cancelled = await db.tx((q) => cancelPairSpotOrders(q, user.id, pair, ctx.now));
      if (cancelled.length === 0) return [];
      const ids = cancelled.map((o) => o.id);
      return (await listSpotOrders(db, user.id, { ids, page: 1, limit: ids.length })).map(coinOrder);
    },

    async listCoinOrders(ctx) {
      const user = me(ctx);
      const input = ctx.input as {
        page?: number;
        limit?: number;
        status?: SpotStatus;
        currency_id?: number;
        legal_id?: number;
        type?: SpotSide;
        start_time?: number;
        end_time?: number;
      };
      const rows = await listSpotOrders(ctx.world.db, user.id, {
        status: input.status,
        currencyId: input.currency_id,
        legalId: input.legal_id,
        side: input.type,
        // the contract's times are unix seconds, the database's milliseconds
        from: input.start_time === undefined ? undefined : Number(input.start_time) * 1000,
        to: input.end_time === undefined ? undefined : Number(input.end_time) * 1000,
        page: input.page ?? 1,
        // the classic backend's default when the app sends none
        limit: input.limit ?? 20,
      });
      return rows.map(coinOrder);
    },
  },

  setup(world) {
    // Resting limit orders fill when the feed crosses their price, each in its own transaction.
    world.feed.onTick(async (moved, now) => {
      for (const pair of moved) {
        await fillCrossingOrders(world.db, pair.id, world.feed.format(pair), now, (q, fill) =>
          world.notify(q, fill.order.user_id, 'spot', 'orderFilled', {
            side: fill.order.side === 1 ? 'buy' : 'sell',
            amount: new Big(fill.order.amount).toFixed(),
            symbol: `${fill.pair.base}/${fill.pair.quote}`,
            price: new Big(fill.price).toFixed(fill.pair.decimals),
          }),
        );
      }
    });
  },
};
