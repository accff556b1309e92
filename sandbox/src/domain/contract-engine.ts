// What the contract account does on its own, between the user's calls: on every move of the
// feed, limit orders whose price was reached open, positions whose take-profit or stop-loss was
// reached close, and accounts whose risk rate fell to the liquidation threshold are liquidated
// (`lever_closed` to their owner), decided by the app's own module (src/lib/liquidation.ts), so
// that the liquidation price the contract screen shows is the price at which this happens; every ~2 s the signed-in users get their live risk
// (`lever_trade`), and once at login. Jobs on the clock accrue the daily overnight fee and close
// what /lever/batch_close queued.
import Big from 'big.js';
import type { World } from '../world';
import { decimalText } from './contract-paging';
import { liquidationDue } from '../../../src/lib/liquidation';
import {
  accountRisk,
  accountState,
  chargeOvernight,
  DAY_MS,
  fillPending,
  LEVER_JOBS,
  limitReached,
  liquidateIfDue,
  liquidationRate,
  settlePosition,
  stopReached,
  type Position,
} from './contract-positions';
import type { LivePair } from './feed';

/** How often the signed-in users get `lever_trade` (the classic push server's rhythm). */
export const LEVER_PUSH_EVERY_MS = 2000;

export function startContractEngine(world: World): void {
  const { feed, jobs, push } = world;
  let queue: Promise<void> = Promise.resolve();
  let lastPush = Number.NEGATIVE_INFINITY;
  // One reaction at a time: a price set by hand while the timer ticks must not act twice.
  const serial = (work: () => Promise<void>): Promise<void> =>
    (queue = queue.then(work).catch((error) => console.error('[sandbox] contract-trade:', error)));

  feed.onTick((moved, now) =>
    serial(async () => {
      await reactToPrices(world, moved, now);
      // The clock may have been set back by a restart with another offset: push again at once.
      if (now - lastPush >= LEVER_PUSH_EVERY_MS || now < lastPush) {
        lastPush = now;
        for (const userId of push.onlineUsers())
          for (const event of await leverTradeEvents(world, userId)) push.toUser(userId, 'lever_trade', event);
      }
    }),
  );

  push.onLogin((userId, emit) => {
    leverTradeEvents(world, userId)
      .then((events) => events.forEach((event) => emit('lever_trade', event)))
      .catch((error) => console.error('[sandbox] lever_trade at login:', error));
  });

  jobs.on(LEVER_JOBS.overnight, async (payload, q, job) => {
    const row = await chargeOvernight(q, Number(payload.id));
    // Still open: the next day's fee is due a day later (several days run at once when the clock jumps).
    if (row) await jobs.schedule(q, LEVER_JOBS.overnight, job.dueAt + DAY_MS, { id: row.id });
  });

  jobs.on(LEVER_JOBS.close, async (payload, q) => {
    const ids = Array.isArray(payload.ids) ? payload.ids.map(Number) : [];
    const closed: Position[] = [];
    for (const id of ids) {
      const row = await q.one<Position>('SELECT * FROM lever_transactions WHERE id = $1 AND status = 2', [id]);
      if (!row) continue;
      const done = await settlePosition(q, id, feed.price(row.pair_id), 'batch', world.clock.now());
      if (done) closed.push(done);
    }
    jobs.later(() => announceClosed(world, closed));
  });
}

/** Limit fills, take-profit / stop-loss and liquidations after the prices of `moved` changed. */
async function reactToPrices(world: World, moved: LivePair[], now: number): Promise<void> {
  const { db, feed, jobs } = world;
  const priceOf = (pairId: number) => feed.price(pairId);
  const pairIds = moved.map((p) => p.id);
  const closed: Position[] = [];

  const waiting = await db.query<Position>(
    'SELECT * FROM lever_transactions WHERE status = 0 AND pair_id = ANY($1::int[]) ORDER BY id',
    [pairIds],
  );
  for (const row of waiting) {
    if (!limitReached(row, priceOf(row.pair_id))) continue;
    await db.tx(async (q) => {
      const filled = await fillPending(q, row.id, now);
      if (filled) await jobs.schedule(q, LEVER_JOBS.overnight, now + DAY_MS, { id: filled.id });
    });
  }

  const guarded = await db.query<Position>(
    `SELECT * FROM lever_transactions
     WHERE status = 1 AND pair_id = ANY($1::int[]) AND (target_profit_price > 0 OR stop_loss_price > 0) ORDER BY id`,
    [pairIds],
  );
  for (const row of guarded) {
    const live = priceOf(row.pair_id);
    const reason = stopReached(row, live);
    if (!reason) continue;
    const done = await db.tx((q) => settlePosition(q, row.id, live, reason, now));
    if (done) closed.push(done);
  }

  const legalIds = [...new Set(moved.map((p) => p.legalId))];
  const accounts = await db.query<{ user_id: number; legal_id: number }>(
    'SELECT DISTINCT user_id, legal_id FROM lever_transactions WHERE status = 1 AND legal_id = ANY($1::int[])',
    [legalIds],
  );
  const threshold = await liquidationRate(db);
  for (const { user_id: userId, legal_id: legalId } of accounts) {
    const risk = await accountRisk(db, userId, legalId, priceOf);
    if (!liquidationDue(accountState(risk), threshold)) continue;
    const gone = await db.tx(async (q) => {
      const rows = await liquidateIfDue(q, userId, legalId, priceOf, now);
      for (const symbol of new Set(rows.map((r) => symbolOf(world, r.pair_id))))
        await world.notify(q, userId, 'contract', 'positionLiquidated', { symbol });
      return rows;
    });
    closed.push(...gone);
  }
  announceClosed(world, closed);
}

const symbolOf = (world: World, pairId: number) => {
  const pair = world.feed.pair(pairId);
  return pair ? `${pair.base}/${pair.quote}` : String(pairId);
};

/** `lever_closed` with the ids of each owner's positions that closed. */
export function announceClosed(world: World, closed: Position[]): void {
  const byUser = new Map<number, number[]>();
  for (const row of closed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
  for (const [userId, ids] of byUser) world.push.toUser(userId, 'lever_closed', { to: userId, id: ids });
}

/** One `lever_trade` event per quote currency in which the user holds open positions. */
export async function leverTradeEvents(world: World, userId: number): Promise<Array<Record<string, unknown>>> {
  const { db, feed } = world;
  const legals = await db.query<{ legal_id: number }>(
    'SELECT DISTINCT legal_id FROM lever_transactions WHERE user_id = $1 AND status = 1 ORDER BY legal_id',
    [userId],
  );
  const events: Array<Record<string, unknown>> = [];
  for (const { legal_id: legalId } of legals) {
    const risk = await accountRisk(db, userId, legalId, (pairId) => feed.price(pairId));
    if (risk.positions.length === 0) continue;
    events.push({
      type: 'lever_trade',
      to: userId,
      legal_id: legalId,
      hazard_rate: risk.hazardRate ? hazardText(risk.hazardRate) : 0,
      caution_money_all: decimalText(risk.cautionTotal, 2),
      profits_all: decimalText(risk.profitsTotal, 2),
      trades_cur: risk.positions.slice(0, 200).map((p) => ({
        id: p.row.id,
        type: p.row.type,
        price: decimalText(p.row.price),
        update_price: p.live,
        profits: decimalText(p.profit, 2),
      })),
    });
  }
  return events;
}

/** The risk rate as the classic backend writes it: percent, two places, truncated (bcmath). */
export const hazardText = (rate: Big): string => rate.round(2, Big.roundDown).toFixed(2);
