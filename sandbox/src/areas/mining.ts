// The mining area (lock mining): the products, the user's orders with their current
// early-redemption penalty, buying a lock (the amount leaves the spot account) and redeeming it
// early. Interest and maturity are jobs on the sandbox clock (domain/earn-mining.ts).
import Big from 'big.js';
import { dec, ymd } from '../domain/earn-common';
import {
  effectiveStatus,
  lockWindow,
  MINING_DAY_JOB,
  payDay,
  redemption,
  scheduleDays,
  type MiningOrderRow,
} from '../domain/earn-mining';
import { move } from '../domain/ledger';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

interface ConfigRow {
  id: number;
  currency_id: number;
  currency_name: string;
  currency_logo: string;
  day: number;
  interest_rate: string;
  intro: string | null;
  save_min: string;
  cancel_rate: string;
}

const CONFIG_SQL = `SELECT m.*, c.name AS currency_name, c.logo AS currency_logo
  FROM mining_configs m JOIN currencies c ON c.id = m.currency_id`;

function configView(c: ConfigRow) {
  return {
    id: c.id,
    currency_id: c.currency_id,
    currency_name: c.currency_name,
    currency_logo: c.currency_logo,
    day: c.day,
    interest_rate: dec(c.interest_rate, 2),
    intro: c.intro ?? '',
    save_min: dec(c.save_min),
  };
}

function orderView(o: MiningOrderRow & { currency_name: string }, now: number) {
  const status = effectiveStatus(o, now);
  return {
    id: o.id,
    currency_name: o.currency_name,
    amount: dec(o.amount, 2),
    day_rate: dec(o.day_rate),
    total_interest: dec(o.total_interest, 2),
    start_at: ymd(o.start_at),
    end_at: ymd(o.end_at),
    status,
    // What redeeming now would cost; 0 once the order has ended (the contract's `cancel_fee`).
    cancel_fee: Number(redemption(o, now).penalty.toFixed(8)),
  };
}

const page = (ctx: Ctx, fallback: number) => ({
  page: Number(ctx.input.page ?? 1),
  limit: Number(ctx.input.limit ?? fallback),
});

export const mining: Area = {
  handlers: {
    async listLockConfigs(ctx) {
      const { page: p, limit } = page(ctx, 10);
      const rows = await ctx.world.db.query<ConfigRow>(`${CONFIG_SQL} ORDER BY m.sort, m.id LIMIT $1 OFFSET $2`, [
        limit,
        (p - 1) * limit,
      ]);
      return rows.map(configView);
    },

    async listLockOrders(ctx) {
      const user = me(ctx);
      const { page: p, limit } = page(ctx, 20);
      const status = ctx.input.status === undefined ? null : Number(ctx.input.status);
      const onlyCancelled = Number(ctx.input.is_cancel ?? 0) === 1;
      // The state is read from the clock, as the list shows it (an order past its end is ended).
      const rows = await ctx.world.db.query<MiningOrderRow & { currency_name: string }>(
        `SELECT o.*, c.name AS currency_name FROM mining_orders o JOIN currencies c ON c.id = o.currency_id
         WHERE o.user_id = $1
           AND ($2::int IS NULL OR (CASE WHEN o.status = 1 AND o.end_at > $3 THEN 1 ELSE 2 END) = $2::int)
           AND (NOT $4 OR o.is_cancel)
         ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
        [user.id, status, ctx.now, onlyCancelled, limit, (p - 1) * limit],
      );
      return { order_list: rows.map((o) => orderView(o, ctx.now)) };
    },

    async createLockOrder(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      const config = await world.db.one<ConfigRow>(`${CONFIG_SQL} WHERE m.id = $1`, [ctx.input.config_id]);
      if (!config) return fail('miningConfigNotFound');
      const amount = new Big(String(ctx.input.amount));
      if (amount.lt(config.save_min)) return fail('miningBelowMinimum', { min: dec(config.save_min) });
      const { startAt, endAt } = lockWindow(now, config.day);
      await world.db.tx(async (q) => {
        const order = await q.one<MiningOrderRow>(
          `INSERT INTO mining_orders (user_id, config_id, currency_id, amount, day, day_rate, cancel_rate, start_at, end_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
          [
            user.id,
            config.id,
            config.currency_id,
            amount.toFixed(),
            config.day,
            // the product's yield is in percent, the order's a fraction
            new Big(config.interest_rate).div(100).toFixed(),
            config.cancel_rate,
            startAt,
            endAt,
            now,
          ],
        );
        if (!order) throw new Error('mining order not written');
        await move(q, {
          userId: user.id,
          account: 'change',
          currencyId: config.currency_id,
          amount: amount.neg(),
          kind: 'mining_lock',
          ref: order.id,
          memo: `lock mining ${config.day} days`,
          at: now,
        });
        await scheduleDays((dueAt, payload) => world.jobs.schedule(q, MINING_DAY_JOB, dueAt, payload), order);
      });
      return ctx.t('miningLockSucceeded');
    },

    async cancelLockOrder(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      await world.db.tx(async (q) => {
        const o = await q.one<MiningOrderRow>('SELECT * FROM mining_orders WHERE id = $1 AND user_id = $2 FOR UPDATE', [
          ctx.input.id,
          user.id,
        ]);
        if (!o) return fail('orderNotFound');
        if (effectiveStatus(o, now) !== 1) return fail('miningOrderNotActive');
        const { penalty, returned } = redemption(o, now);
        await move(q, {
          userId: user.id,
          account: 'change',
          currencyId: o.currency_id,
          amount: returned,
          kind: 'mining_redeem',
          ref: o.id,
          memo: `early redemption, penalty ${dec(penalty)}`,
          at: now,
        });
        await q.query(
          'UPDATE mining_orders SET status = 2, is_cancel = true, penalty = $2, ended_at = $3 WHERE id = $1',
          [o.id, penalty.toFixed(), now],
        );
      });
      return ctx.t('miningRedeemed');
    },
  },

  setup(world) {
    world.jobs.on(MINING_DAY_JOB, async (payload, q, job) => {
      const order = await payDay(q, Number(payload.orderId), Number(payload.day), job.dueAt);
      if (order && Number(payload.day) >= order.day) {
        const currency = await q.one<{ name: string }>('SELECT name FROM currencies WHERE id = $1', [
          order.currency_id,
        ]);
        await world.notify(q, order.user_id, 'mining', 'miningMaturedNotice', {
          amount: dec(order.amount),
          currency: currency?.name ?? '',
        });
      }
    });
  },
};
