// The ieo area: token launches with their subscription window on the sandbox clock, one project's
// terms (its price in USDT, BTC and ETH from the feed), subscribing while it is live (the payment
// leaves the spot account) and the user's subscriptions. Allotment when the window closes and the
// credit of the tokens after the lock period are jobs (domain/earn-ieo.ts).
import Big from 'big.js';
import { dateTime } from '../domain/clock';
import { dec, laravelPage } from '../domain/earn-common';
import {
  allotProject,
  creditProject,
  IEO_ALLOT_JOB,
  IEO_CREDIT_JOB,
  PAY_CURRENCIES,
  progress,
  sellBegin,
  subscriptionCost,
  timeStatus,
  unitPrice,
  type ProjectRow,
} from '../domain/earn-ieo';
import { move } from '../domain/ledger';
import { fail } from '../wire/errors';
import type { Area, World } from '../world';
import { me } from '../world';

type Project = ProjectRow & { currency_name: string };

const PROJECT_SQL = `SELECT p.*, c.name AS currency_name FROM ieo_projects p JOIN currencies c ON c.id = p.currency_id`;

function projectView(p: Project, now: number) {
  const { sold, percentage } = progress(p);
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    amount: dec(p.amount),
    total_sell: dec(sold),
    start_at: dateTime(p.start_at),
    end_at: dateTime(p.end_at),
    logo: p.logo,
    currency_name: p.currency_name,
    pay_currency_name: 'USDT',
    time_status: timeStatus(p, now),
    percentage,
    day: p.day,
  };
}

/** One token's price in a pay currency (1 USDT, 2 BTC, 3 ETH), BTC and ETH at the feed's price. */
function priceIn(world: World, p: Pick<ProjectRow, 'price'>, payCurrency: number): Big {
  if (payCurrency === 1) return new Big(p.price);
  const pair = world.feed.byCurrencies(payCurrency, 1);
  if (!pair) throw new Error(`no USDT pair for currency ${payCurrency}`);
  return unitPrice(p.price, world.feed.format(pair));
}

export const ieo: Area = {
  handlers: {
    async listProjects(ctx) {
      const page = Number(ctx.input.page ?? 1);
      const limit = Number(ctx.input.limit ?? 10);
      const rows = await ctx.world.db.query<Project>(`${PROJECT_SQL} ORDER BY p.id DESC LIMIT $1 OFFSET $2`, [
        limit,
        (page - 1) * limit,
      ]);
      return { list: rows.map((p) => projectView(p, ctx.now)) };
    },

    async getProject(ctx) {
      const p = await ctx.world.db.one<Project>(`${PROJECT_SQL} WHERE p.id = $1`, [ctx.input.project_id]);
      if (!p) return fail('ieoProjectNotFound');
      return {
        info: {
          ...projectView(p, ctx.now),
          price: dec(p.price),
          btc_price: priceIn(ctx.world, p, 2).toFixed(8),
          eth_price: priceIn(ctx.world, p, 3).toFixed(8),
          link: p.link,
          content: p.content,
        },
      };
    },

    async createProjectOrder(ctx) {
      const user = me(ctx);
      const { world, now } = ctx;
      const payCurrency = Number(ctx.input.pay_currency);
      if (!(PAY_CURRENCIES as readonly number[]).includes(payCurrency)) return fail('ieoPayCurrency');
      const tokens = new Big(String(ctx.input.amount));
      await world.db.tx(async (q) => {
        const p = await q.one<Project>(`${PROJECT_SQL} WHERE p.id = $1 FOR UPDATE OF p`, [ctx.input.project_id]);
        if (!p) return fail('ieoProjectNotFound');
        if (timeStatus(p, now) !== 2) return fail('notOnSale');
        const cost = subscriptionCost(tokens, priceIn(world, p, payCurrency));
        if (cost.lte(0)) return fail('enterCorrectNumber');
        // The app sends what it showed; a price moved since (BTC, ETH) is refused rather than charged.
        if (!cost.eq(String(ctx.input.price))) return fail('ieoPriceChanged', { price: cost.toFixed() });
        const order = await q.one<{ id: number }>(
          `INSERT INTO ieo_orders (user_id, project_id, coin_amount, pay_currency_id, pay_amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [user.id, p.id, tokens.toFixed(), payCurrency, cost.toFixed(), now],
        );
        await move(q, {
          userId: user.id,
          account: 'change',
          currencyId: payCurrency,
          amount: cost.neg(),
          kind: 'ieo_subscribe',
          ref: order?.id,
          memo: `${p.title}: ${tokens.toFixed()} ${p.currency_name}`,
          at: now,
        });
        await q.query('UPDATE ieo_projects SET applied = applied + $2 WHERE id = $1', [p.id, tokens.toFixed()]);
      });
      return ctx.t('ieoSubscribed');
    },

    async listProjectOrders(ctx) {
      const user = me(ctx);
      const page = Number(ctx.input.page ?? 1);
      const limit = Number(ctx.input.limit ?? 10);
      const { db } = ctx.world;
      const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ieo_orders WHERE user_id = $1', [
        user.id,
      ]);
      const rows = await db.query<{
        id: number;
        project_id: number;
        name: string;
        coin_amount: string;
        give_amount: string;
        end_at: number;
        day: number;
        created_at: number;
        status: number;
        pay_amount: string;
        refund: string;
        pay_currency_name: string;
      }>(
        `SELECT o.id, o.project_id, c.name, o.coin_amount, o.give_amount, p.end_at, p.day, o.created_at, o.status,
           o.pay_amount, o.refund, pc.name AS pay_currency_name
         FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id JOIN currencies c ON c.id = p.currency_id
           JOIN currencies pc ON pc.id = o.pay_currency_id
         WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
        [user.id, limit, (page - 1) * limit],
      );
      return laravelPage(
        '/api/user/project/order',
        page,
        limit,
        Number(total?.n ?? 0),
        rows.map((o) => ({
          id: o.id,
          project_id: o.project_id,
          name: o.name,
          coin_amount: dec(o.coin_amount),
          give_amount: dec(o.give_amount),
          sell_begin: dateTime(sellBegin(o)),
          created_at: dateTime(o.created_at),
          status: o.status as 1 | 2 | 3,
          // what the subscription holds: paid, less the unallotted part returned
          paid: dec(new Big(o.pay_amount).minus(o.refund)),
          pay_currency_name: o.pay_currency_name,
        })),
      );
    },
  },

  setup(world) {
    world.jobs.on(IEO_ALLOT_JOB, async (payload, q, job) => {
      const projectId = Number(payload.projectId);
      const orders = await allotProject(q, projectId, job.dueAt);
      const p = await q.one<Project>(`${PROJECT_SQL} WHERE p.id = $1`, [projectId]);
      if (!p || !orders) return;
      await world.jobs.schedule(q, IEO_CREDIT_JOB, sellBegin(p), { projectId });
      for (const o of orders)
        await world.notify(q, o.user_id, 'ieo', 'ieoAllottedNotice', {
          title: p.title,
          amount: dec(o.give_amount),
          currency: p.currency_name,
        });
    });
    world.jobs.on(IEO_CREDIT_JOB, async (payload, q, job) => {
      await creditProject(q, Number(payload.projectId), job.dueAt);
    });
  },
};
