// Price alerts (the proposed /alert/add, /alert/list, /alert/del): a user's one-shot alerts on a
// pair, kept in `price_alerts`. Every tick of the feed checks the waiting alerts of the pairs that
// moved; the first price that meets one triggers it for good, writes an account notice (kind
// `alert`) and, once committed, pushes `price_alert` to its owner.
import Big from 'big.js';
import type { PriceAlert, PriceAlertType, SocketPriceAlert } from '../../../generated/model';
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';
import type { Ctx, Handler, World } from '../world';
import { me } from '../world';
import type { LivePair } from './feed';
import { writeNotice } from './notices';
import { seconds } from './money-format';

/** Waiting alerts a user may have at once. */
export const MAX_WAITING_ALERTS = 50;

interface AlertRow {
  id: number;
  user_id: number;
  pair_id: number;
  type: PriceAlertType;
  price: string | null;
  percent: string | null;
  base_price: string;
  status: number;
  created_at: string;
  triggered_at: string | null;
  triggered_price: string | null;
}

const decimalsOf = (pair: LivePair | undefined): number => pair?.decimals ?? 8;
const symbolOf = (pair: LivePair | undefined, pairId: number): string =>
  pair ? `${pair.base}/${pair.quote}` : `#${pairId}`;

function wire(row: AlertRow, pair: LivePair | undefined): PriceAlert {
  const places = decimalsOf(pair);
  const price = (value: string | null) => (value === null ? null : new Big(value).toFixed(places));
  return {
    id: Number(row.id),
    match_id: Number(row.pair_id),
    symbol: symbolOf(pair, Number(row.pair_id)),
    type: row.type,
    price: price(row.price),
    percent: row.percent === null ? null : new Big(row.percent).toFixed(),
    base_price: new Big(row.base_price).toFixed(places),
    status: Number(row.status) === 2 ? 2 : 1,
    created_at: seconds(Number(row.created_at)),
    triggered_at: row.triggered_at === null ? null : seconds(Number(row.triggered_at)),
    triggered_price: price(row.triggered_price),
  };
}

/** Whether `price` meets the alert. */
export function meets(alert: Pick<AlertRow, 'type' | 'price' | 'percent' | 'base_price'>, price: Big): boolean {
  if (alert.type === 'above') return price.gte(alert.price ?? Infinity);
  if (alert.type === 'below') return price.lte(alert.price ?? -Infinity);
  const base = new Big(alert.base_price);
  if (base.lte(0)) return false;
  return price
    .minus(base)
    .abs()
    .div(base)
    .times(100)
    .gte(alert.percent ?? Infinity);
}

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

async function createPriceAlert(ctx: Ctx): Promise<PriceAlert> {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const input = ctx.input as { match_id: number; type: PriceAlertType; price?: string; percent?: string };
  const pair = feed.pair(Number(input.match_id));
  if (!pair) return fail('pairNotFound');
  const current = new Big(feed.format(pair));
  const shown = { price: feed.format(pair) };
  let price: string | null = null;
  let percent: string | null = null;
  if (input.type === 'change') {
    if (str(input.percent) === '') return fail('alertPercentRequired');
    const value = new Big(str(input.percent));
    if (value.lte(0) || value.gt(100)) return fail('alertPercentRange');
    percent = value.toFixed();
  } else {
    if (str(input.price) === '') return fail('alertPriceRequired');
    const value = new Big(str(input.price));
    if (input.type === 'above' && value.lte(current)) return fail('alertAboveTooLow', shown);
    if (input.type === 'below' && value.gte(current)) return fail('alertBelowTooHigh', shown);
    price = value.toFixed();
  }
  const row = await db.tx(async (q) => {
    const waiting = await q.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND status = 1',
      [user.id],
    );
    if (Number(waiting?.n ?? 0) >= MAX_WAITING_ALERTS) fail('alertTooMany', { max: MAX_WAITING_ALERTS });
    return q.one<AlertRow>(
      `INSERT INTO price_alerts (user_id, pair_id, type, price, percent, base_price, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [user.id, pair.id, input.type, price, percent, current.toFixed(), ctx.now],
    );
  });
  if (!row) throw new Error('price alert insert returned nothing');
  return wire(row, pair);
}

async function listPriceAlerts(ctx: Ctx): Promise<PriceAlert[]> {
  const user = me(ctx);
  const { db, feed } = ctx.world;
  const pairId = ctx.input.match_id === undefined ? null : Number(ctx.input.match_id);
  const rows = await db.query<AlertRow>(
    `SELECT * FROM price_alerts WHERE user_id = $1 AND ($2::int IS NULL OR pair_id = $2)
     ORDER BY id DESC LIMIT 100`,
    [user.id, pairId],
  );
  return rows.map((row) => wire(row, feed.pair(Number(row.pair_id))));
}

async function deletePriceAlert(ctx: Ctx): Promise<string> {
  const user = me(ctx);
  const id = Number(ctx.input.id);
  const gone = await ctx.world.db.one<{ id: number }>(
    'DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, user.id],
  );
  if (!gone) return fail('alertNotFound');
  return ctx.t('alertDeleted');
}

export const priceAlertHandlers: Record<string, Handler> = { createPriceAlert, listPriceAlerts, deletePriceAlert };

/** The notice of a triggered alert: its message key and variables (translated when listed). */
function notice(row: AlertRow, pair: LivePair | undefined, price: Big) {
  const places = decimalsOf(pair);
  const vars = { pair: symbolOf(pair, Number(row.pair_id)), price: price.toFixed(places) };
  if (row.type === 'change') {
    const base = new Big(row.base_price);
    const move = price.minus(base).div(base).times(100);
    return {
      key: 'alertTriggeredChange',
      vars: {
        ...vars,
        move: `${move.gt(0) ? '+' : ''}${move.toFixed(2)}`,
        target: new Big(row.percent ?? 0).toFixed(),
        base: base.toFixed(places),
      },
    };
  }
  return {
    key: row.type === 'above' ? 'alertTriggeredAbove' : 'alertTriggeredBelow',
    vars: { ...vars, target: new Big(row.price ?? 0).toFixed(places) },
  };
}

/** Triggers the waiting alerts of the pairs that moved (one transaction per alert, each once). */
export async function checkAlerts(world: World, moved: LivePair[], now: number): Promise<void> {
  const byId = new Map(moved.map((p) => [p.id, p]));
  const waiting = await world.db.query<AlertRow>('SELECT * FROM price_alerts WHERE status = 1 AND pair_id = ANY($1)', [
    [...byId.keys()],
  ]);
  for (const row of waiting) {
    const pair = byId.get(Number(row.pair_id));
    if (!pair) continue;
    const price = new Big(world.feed.format(pair));
    if (!meets(row, price)) continue;
    const event = await world.db.tx(async (q: Queryable) => {
      const taken = await q.one<{ id: number }>(
        `UPDATE price_alerts SET status = 2, triggered_at = $2, triggered_price = $3
         WHERE id = $1 AND status = 1 RETURNING id`,
        [row.id, now, price.toFixed()],
      );
      if (!taken) return null;
      const { key, vars } = notice(row, pair, price);
      await writeNotice(q, { userId: Number(row.user_id), kind: 'alert', key, vars, at: now });
      const payload: Omit<SocketPriceAlert, 'type' | 'to'> = {
        id: Number(row.id),
        match_id: Number(row.pair_id),
        symbol: symbolOf(pair, Number(row.pair_id)),
        alert_type: row.type,
        target: row.type === 'change' ? new Big(row.percent ?? 0).toFixed() : new Big(row.price ?? 0).toFixed(),
        price: price.toFixed(decimalsOf(pair)),
        time: now,
      };
      return payload;
    });
    if (event) world.push.toUser(Number(row.user_id), 'price_alert', { ...event });
  }
}
