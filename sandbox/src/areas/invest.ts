// The invest area (dual-currency investment): the products of a coin and type, one product, buying
// shares (paid from the spot account: the coin for a call, USDT at the live price for a put) and
// the user's orders. Orders settle at maturity by a job against the feed price (domain/earn-dual.ts).
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { dec, seconds, ymd } from '../domain/earn-common';
import {
  DUAL_SETTLE_JOB,
  dualCost,
  holdingDays,
  onSale,
  settleProduct,
  type DualOrderRow,
  type DualProductRow,
} from '../domain/earn-dual';
import { move } from '../domain/ledger';
import { fail } from '../wire/errors';
import type { Area, World } from '../world';
import { me } from '../world';

type ProductRow = DualProductRow & { currency_name: string };

const PRODUCT_SQL = `SELECT p.*, c.name AS currency_name FROM dual_products p JOIN currencies c ON c.id = p.currency_id`;
const BTC = 2;

/**
 * The underlying coin asked for. The classic app's tabs send 1 (BTC, the default) and 2 (ETH), ids
 * of the deployed backend's own table; in this dataset BTC is 2 and ETH 3. USDT (1) is never an
 * underlying, so 1 is read as the default tab, BTC; other ids are the dataset's.
 */
const underlying = (id: unknown): number => (id === undefined || Number(id) === 1 ? BTC : Number(id));

function productView(p: ProductRow, now: number) {
  return {
    id: p.id,
    name: p.name,
    currency_id: p.currency_id,
    currency_name: p.currency_name,
    type: p.type,
    rate: dec(p.rate, 2),
    exercise_price: dec(p.exercise_price, 2),
    start_time: ymd(p.start_at),
    end_time: ymd(p.end_at),
    total_number: p.total_number,
    user_limit: p.user_limit,
    remaining_number: p.remaining_number,
    purchased_number: p.total_number - p.remaining_number,
    status: onSale(p, now) ? 1 : 0,
  };
}

function orderView(o: DualOrderRow & ProductRowOfOrder) {
  return {
    id: o.id,
    user_id: o.user_id,
    dual_id: o.product_id,
    name: o.name,
    currency_id: o.currency_id,
    currency_name: o.currency_name,
    type: o.type,
    order_rate: dec(o.order_rate, 2),
    exercise_price: dec(o.exercise_price, 2),
    remaining_number: o.remaining_number,
    number: o.number,
    day: o.day,
    end_time: ymd(o.end_at),
    price: dec(o.price, 2),
    total: dec(o.total),
    ...(o.success === null ? {} : { success: dec(o.success) }),
    created: dateTime(o.created_at),
    create: seconds(o.created_at),
    status: o.status,
  };
}

interface ProductRowOfOrder {
  name: string;
  currency_id: number;
  currency_name: string;
  type: 'call' | 'put';
  remaining_number: number;
  end_at: number;
}

/** The coin's live price in USDT (the feed's), as a decimal. */
function livePrice(world: World, currencyId: number): Big {
  const pair = world.feed.byCurrencies(currencyId, 1);
  if (!pair) throw new Error(`no USDT pair for currency ${currencyId}`);
  return new Big(world.feed.format(pair));
}

export const invest: Area = {
  handlers: {
    async listDualProducts(ctx) {
      const type = ctx.input.type === 'put' ? 'put' : 'call';
      const rows = await ctx.world.db.query<ProductRow>(
        `${PRODUCT_SQL} WHERE p.currency_id = $1 AND p.type = $2 ORDER BY p.id DESC LIMIT 200`,
        [underlying(ctx.input.currency_id), type],
      );
      return { dual_currencys: rows.map((p) => productView(p, ctx.now)) };
    },

    async getDualProduct(ctx) {
      const p = await ctx.world.db.one<ProductRow>(`${PRODUCT_SQL} WHERE p.id = $1`, [ctx.input.id]);
      if (!p) return fail('investProductNotFound');
      return productView(p, ctx.now);
    },

    async buyDualProduct(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      const num = Number(ctx.input.num);
      await world.db.tx(async (q) => {
        const p = await q.one<ProductRow>(`${PRODUCT_SQL} WHERE p.id = $1 FOR UPDATE OF p`, [ctx.input.id]);
        if (!p) return fail('investProductNotFound');
        if (p.status !== 1 || now < p.start_at || now >= p.end_at) return fail('notOnSale');
        if (p.remaining_number < num) return fail('investSoldOut');
        const held = await q.one<{ n: number }>(
          'SELECT coalesce(sum(number), 0)::int AS n FROM dual_orders WHERE user_id = $1 AND product_id = $2 AND status <> 0',
          [user.id, p.id],
        );
        if (Number(held?.n ?? 0) + num > p.user_limit) return fail('investLimitExceeded');
        const price = livePrice(world, p.currency_id);
        const { amount, cost, currencyId } = dualCost(p.type, num, p.currency_id, price);
        await q.query('UPDATE dual_products SET remaining_number = remaining_number - $2 WHERE id = $1', [p.id, num]);
        const order = await q.one<{ id: number }>(
          `INSERT INTO dual_orders (user_id, product_id, number, order_rate, exercise_price, day, price, amount, total,
             pay_currency_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            user.id,
            p.id,
            num,
            p.rate,
            p.exercise_price,
            holdingDays(p.end_at, now),
            price.toFixed(),
            amount.toFixed(),
            cost.toFixed(),
            currencyId,
            now,
          ],
        );
        await move(q, {
          userId: user.id,
          account: 'change',
          currencyId,
          amount: cost.neg(),
          kind: 'dual_buy',
          ref: order?.id,
          memo: `${p.name}: ${num} share(s)`,
          at: now,
        });
      });
      return ctx.t('investBought');
    },

    async listDualOrders(ctx) {
      const user = me(ctx);
      const page = Number(ctx.input.page ?? 1);
      const limit = Number(ctx.input.limit ?? 10);
      const currency = ctx.input.currency === undefined ? null : underlying(ctx.input.currency);
      const type = (ctx.input.type as string | undefined) ?? null;
      const status = ctx.input.status === undefined ? null : Number(ctx.input.status);
      const rows = await ctx.world.db.query<DualOrderRow & ProductRowOfOrder>(
        `SELECT o.*, p.name, p.currency_id, c.name AS currency_name, p.type, p.remaining_number, p.end_at
         FROM dual_orders o JOIN dual_products p ON p.id = o.product_id JOIN currencies c ON c.id = p.currency_id
         WHERE o.user_id = $1 AND ($2::int IS NULL OR p.currency_id = $2::int) AND ($3::text IS NULL OR p.type = $3::text)
           AND ($4::int IS NULL OR o.status = $4::int)
         ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
        [user.id, currency, type, status, limit, (page - 1) * limit],
      );
      return { list: rows.map(orderView), limit };
    },
  },

  setup(world) {
    // At maturity the product's orders settle against the feed price of that moment.
    world.jobs.on(DUAL_SETTLE_JOB, async (payload, q, job) => {
      const p = await q.one<ProductRow>(`${PRODUCT_SQL} WHERE p.id = $1`, [payload.productId]);
      if (!p) return;
      const settled = await settleProduct(q, p.id, livePrice(world, p.currency_id), job.dueAt);
      for (const o of settled) {
        const currency = o.payoutCurrency === p.currency_id ? p.currency_name : 'USDT';
        await world.notify(q, o.user_id, 'invest', 'investSettledNotice', {
          name: p.name,
          amount: dec(o.payout),
          currency,
        });
      }
    });
  },
};
