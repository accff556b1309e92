// The account's daily P/L (the proposed /user/pnl_history): a snapshot of every account's value in
// USDT at each 00:00 UTC of the sandbox clock (a job on the clock), and for each day
// end − start − net inflow, computed by the app's own module (src/lib/daily-pnl.ts). The value is
// what Assets' headline counts: the four accounts' coins (frozen included) at the feed's prices,
// plus what lock mining, dual investment and unfinished IEO subscriptions hold. The net inflow is
// the ledger's money from or to outside the accounts and those products.
import Big from 'big.js';
import { dailyPnl, signedPnl, summarizePnl, type PnlDayRow } from '../../../src/lib/daily-pnl';
import type { Queryable } from '../db/db';
import type { Ctx, Handler, World } from '../world';
import { me } from '../world';
import type { Feed } from './feed';

export const DAY_MS = 86400e3;
export const PNL_SNAPSHOT_JOB = 'pnl_snapshot';
const VALUE_DECIMALS = 2;

/**
 * Ledger kinds that bring money in from outside the accounts or take it out (the rest, trading
 * results, fees, price moves, interest and rebates, is P/L). Moves between the user's own accounts
 * and into or out of the earn products the value counts are neither (they change no value). Loans
 * borrowed and repaid, OTC trades (fiat), NFT purchases, sales and deposits are flows: the value
 * holds neither the debt, the fiat nor the works.
 */
export const FLOW_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_refused',
  'sandbox_fund',
  'sandbox_empty',
  'otc_buy',
  'otc_sell',
  'otc_sell_cancel',
  'loan_credit',
  'loan_repay',
  'nft_buy',
  'nft_sale',
  'nft_margin',
  'nft_margin_refund',
] as const;

/** The USDT price of a currency: its USDT pair on the feed, else its core price, else 0. */
export type PriceOf = (currencyId: number) => Big;

export async function livePrices(q: Queryable, feed: Feed): Promise<PriceOf> {
  const rows = await q.query<{ id: number; usdt_price: string | null }>('SELECT id, usdt_price FROM currencies');
  const core = new Map(rows.map((r) => [Number(r.id), r.usdt_price]));
  return (currencyId) => {
    const live = feed.usdtPrice(currencyId);
    if (live > 0) return new Big(live);
    const fallback = core.get(currencyId);
    return fallback ? new Big(fallback) : new Big(0);
  };
}

/** Prices of the seed (the pairs' own prices), for the history written before the feed runs. */
export async function seedPrices(q: Queryable): Promise<PriceOf> {
  const rows = await q.query<{ id: number; usdt_price: string | null; pair_price: string | null }>(
    `SELECT c.id, c.usdt_price, p.price AS pair_price FROM currencies c
     LEFT JOIN pairs p ON p.currency_id = c.id AND p.legal_id = 1`,
  );
  const prices = new Map(rows.map((r) => [Number(r.id), r.pair_price ?? r.usdt_price]));
  return (currencyId) => (currencyId === 1 ? new Big(1) : new Big(prices.get(currencyId) ?? 0));
}

/** Amounts per currency -> their USDT value. */
function valueOf(rows: Array<{ currency_id: number; amount: string }>, priceOf: PriceOf): Big {
  return rows.reduce((sum, r) => sum.plus(new Big(r.amount).times(priceOf(Number(r.currency_id)))), new Big(0));
}

/** What the user owns now in USDT (2 decimals): accounts, lock mining, dual investment, IEO. */
export async function accountValue(q: Queryable, userId: number, priceOf: PriceOf): Promise<Big> {
  const rows = await q.query<{ currency_id: number; amount: string }>(
    `SELECT currency_id, SUM(amount) AS amount FROM (
       SELECT currency_id, balance + locked AS amount FROM wallets WHERE user_id = $1
       UNION ALL SELECT currency_id, amount FROM mining_orders WHERE user_id = $1 AND status = 1
       UNION ALL SELECT pay_currency_id, total FROM dual_orders WHERE user_id = $1 AND status IN (1, 2)
       UNION ALL SELECT pay_currency_id, pay_amount - refund FROM ieo_orders WHERE user_id = $1 AND status IN (1, 2)
     ) held GROUP BY currency_id`,
    [userId],
  );
  return valueOf(rows, priceOf).round(VALUE_DECIMALS, Big.roundHalfUp);
}

/** The flows of each day in [fromDay, toDay] (days since 1970): amount per currency. */
async function flowRows(
  q: Queryable,
  userId: number,
  fromDay: number,
  toDay: number,
): Promise<Map<number, Array<{ currency_id: number; amount: string }>>> {
  const rows = await q.query<{ day: number; currency_id: number; amount: string }>(
    `SELECT floor(created_at / ${DAY_MS})::int AS day, currency_id, SUM(amount + locked) AS amount
     FROM ledger WHERE user_id = $1 AND kind = ANY($2) AND created_at >= $3 AND created_at < $4
     GROUP BY 1, 2`,
    [userId, [...FLOW_KINDS], fromDay * DAY_MS, (toDay + 1) * DAY_MS],
  );
  const out = new Map<number, Array<{ currency_id: number; amount: string }>>();
  for (const r of rows) {
    const day = Number(r.day);
    out.set(day, [...(out.get(day) ?? []), r]);
  }
  return out;
}

/** The net inflow of each day in [fromDay, toDay] in USDT at `priceOf` (the seed's past days). */
export async function dayInflows(
  q: Queryable,
  userId: number,
  fromDay: number,
  toDay: number,
  priceOf: PriceOf,
): Promise<Map<number, Big>> {
  const flows = await flowRows(q, userId, fromDay, toDay);
  return new Map([...flows].map(([day, rows]) => [day, valueOf(rows, priceOf)]));
}

/** Every currency's USDT price by `priceOf`, to keep with a snapshot. */
export async function priceTable(q: Queryable, priceOf: PriceOf): Promise<string> {
  const rows = await q.query<{ id: number }>('SELECT id FROM currencies ORDER BY id');
  return JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, priceOf(Number(r.id)).toFixed()])));
}

/** The prices a snapshot kept, falling back to `live` for a currency it does not have. */
function keptPrices(json: string, live: PriceOf): PriceOf {
  let kept: Record<string, string> = {};
  try {
    kept = JSON.parse(json) as Record<string, string>;
  } catch {
    // an unreadable table: the live prices
  }
  return (currencyId) => {
    const price = kept[String(currencyId)];
    return price === undefined ? live(currencyId) : new Big(price);
  };
}

const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

/**
 * Records the value at the start of `day` for one user (kept when already there), with the prices
 * then (`prices`, JSON), which value the inflows of the day before.
 */
export async function snapshot(q: Queryable, userId: number, day: number, value: Big, prices = '{}'): Promise<void> {
  await q.query(
    `INSERT INTO pnl_snapshots (user_id, day, value, prices) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, day) DO NOTHING`,
    [userId, day, value.toFixed(), prices],
  );
}

/** The day's snapshot of every user (the job at each 00:00 on the clock). */
export async function snapshotAll(q: Queryable, at: number, priceOf: PriceOf): Promise<void> {
  const users = await q.query<{ id: number }>('SELECT id FROM users ORDER BY id');
  const prices = await priceTable(q, priceOf);
  for (const u of users)
    await snapshot(q, Number(u.id), dayOf(at), await accountValue(q, Number(u.id), priceOf), prices);
}

/**
 * The start of today for a user the history has never seen: 0 for an account opened today (all it
 * holds came in or was earned since), else today's value less today's inflow (today's P/L so far
 * is not known: it starts from here).
 */
async function firstStart(q: Queryable, userId: number, today: number, current: Big, priceOf: PriceOf): Promise<Big> {
  const user = await q.one<{ created_at: string }>('SELECT created_at FROM users WHERE id = $1', [userId]);
  if (user && dayOf(Number(user.created_at)) >= today) return new Big(0);
  const flows = valueOf((await flowRows(q, userId, today, today)).get(today) ?? [], priceOf);
  return current.minus(flows).round(VALUE_DECIMALS, Big.roundHalfUp);
}

/**
 * The last `days` days of the user's P/L, oldest first, today last. A day's start is its snapshot
 * (a day the clock jumped over has none: it starts where the next snapshot does, so the whole
 * move lands on the day the clock left); its end is the next day's start, or the value now.
 * History begins at the user's first snapshot, which is taken now when there is none yet.
 */
export async function pnlHistory(
  q: Queryable,
  userId: number,
  now: number,
  days: number,
  priceOf: PriceOf,
): Promise<PnlDayRow[]> {
  const today = dayOf(now);
  const current = await accountValue(q, userId, priceOf);
  const first = await q.one<{ day: number | null }>('SELECT min(day) AS day FROM pnl_snapshots WHERE user_id = $1', [
    userId,
  ]);
  const firstDay = first?.day === null || first?.day === undefined ? null : Number(first.day);
  if (firstDay === null)
    await snapshot(
      q,
      userId,
      today,
      await firstStart(q, userId, today, current, priceOf),
      await priceTable(q, priceOf),
    );
  const from = Math.max(today - days + 1, firstDay ?? today);
  const rows = await q.query<{ day: number; value: string; prices: string }>(
    'SELECT day, value, prices FROM pnl_snapshots WHERE user_id = $1 AND day >= $2 AND day <= $3 ORDER BY day',
    [userId, from, today],
  );
  const snapshots = new Map(rows.map((r) => [Number(r.day), new Big(r.value)]));
  const closePrices = new Map(rows.map((r) => [Number(r.day) - 1, keptPrices(r.prices, priceOf)]));
  // the start of each day from `from` to tomorrow: its snapshot, or the next one (now for tomorrow)
  const starts: Big[] = [];
  let next = current;
  for (let day = today + 1; day >= from; day -= 1) {
    if (day <= today) next = snapshots.get(day) ?? next;
    starts.unshift(next);
  }
  const flows = await flowRows(q, userId, from, today);
  const out: PnlDayRow[] = [];
  for (let day = from; day <= today; day += 1) {
    const start = starts[day - from]!;
    const end = starts[day - from + 1]!;
    // a day's inflows at its closing prices (the next day's snapshot), today's at the live ones
    const inflow = valueOf(flows.get(day) ?? [], closePrices.get(day) ?? priceOf).round(
      VALUE_DECIMALS,
      Big.roundHalfUp,
    );
    out.push({
      date: dateOf(day),
      start_value: start.toFixed(VALUE_DECIMALS),
      end_value: end.toFixed(VALUE_DECIMALS),
      net_inflow: inflow.toFixed(VALUE_DECIMALS),
      pnl: signedPnl(dailyPnl({ start, end, inflow })),
    });
  }
  return out;
}

/** `/user/pnl_history`: the last 7, 30 or 90 days, in one transaction (a first snapshot may be written). */
async function getPnlHistory(ctx: Ctx) {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const days = Number(ctx.input.days ?? 7);
  const rows = await db.tx(async (q) => pnlHistory(q, user.id, ctx.now, days, await livePrices(q, feed)));
  return { currency_name: 'USDT', days: rows };
}

export const pnlHandlers: Record<string, Handler> = { getPnlHistory };

/**
 * The snapshot job: at each 00:00 UTC of the clock every user's value is recorded, then the next
 * one is scheduled. The first one is scheduled when none is waiting (a fresh world, or a data
 * folder older than the job).
 */
export function setupPnlSnapshots(world: World): void {
  const { jobs, db, feed } = world;
  jobs.on(PNL_SNAPSHOT_JOB, async (_payload, q, job) => {
    await snapshotAll(q, Math.max(job.dueAt, world.clock.now()), await livePrices(q, feed));
    await jobs.schedule(q, PNL_SNAPSHOT_JOB, (dayOf(world.clock.now()) + 1) * DAY_MS);
  });
  void (async () => {
    const waiting = await db.one('SELECT 1 FROM jobs WHERE kind = $1 AND done_at IS NULL', [PNL_SNAPSHOT_JOB]);
    if (!waiting) await jobs.schedule(db, PNL_SNAPSHOT_JOB, (dayOf(world.clock.now()) + 1) * DAY_MS);
  })().catch((error: unknown) => console.error('[sandbox] pnl snapshots:', error));
}

/**
 * The account's P/L today and since its history began (the sum of every day), the figures of
 * `/user/profit` (Assets' "Today's PnL" and "Total PnL"): the same days /user/pnl_history lists.
 */
export async function accountPnl(
  q: Queryable,
  userId: number,
  now: number,
  priceOf: PriceOf,
): Promise<{ today: Big; total: Big }> {
  const days = await pnlHistory(q, userId, now, Number.MAX_SAFE_INTEGER, priceOf);
  const summary = summarizePnl(days);
  return { today: summary.today ?? new Big(0), total: summary.total };
}
