// The contract-trade area: the order form of a pair (/lever/deal), opening a position at the
// market or as a limit order (/lever/submit), the open positions with the account's risk
// (/lever/dealall), closing one (/lever/close) or many (/lever/batch_close, queued for a job),
// take-profit / stop-loss (/lever/setstop) and the history (/lever/my_trade). Prices come from the
// feed; the money moves in domain/contract-positions.ts, the reactions to prices in
// domain/contract-engine.ts.
import Big from 'big.js';
import { hazardText, startContractEngine } from '../domain/contract-engine';
import { decimalText, laravelPage, paging } from '../domain/contract-paging';
import {
  accountRisk,
  cancelPending,
  DAY_MS,
  LEVER_JOBS,
  LEVER_STATUS,
  leverChoices,
  leverRules,
  liquidationRate,
  openPosition,
  orderFigures,
  profitOf,
  settlePosition,
  stopsValid,
  type LeverRules,
  type Position,
  type Side,
} from '../domain/contract-positions';
import type { Feed } from '../domain/feed';
import { wallet } from '../domain/ledger';
import { couponForLever, markCouponUsed } from '../domain/market-coupon';
import { fail, verificationRequired } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

const PAGE_SIZE = 10;
/** Rows of `lever_transaction` (all users' latest open longs and shorts) on the order form. */
const MARKET_ROWS = 5;
/** The user's own open positions on the order form. */
const MY_ROWS = 10;

/** A position as the wire writes it (LeverPosition): open ones at the live price. */
export function positionWire(row: Position, feed: Feed) {
  const pair = feed.pair(row.pair_id);
  if (!pair) throw new Error(`position ${row.id} on unknown pair ${row.pair_id}`);
  const places = pair.decimals;
  const live = row.status <= LEVER_STATUS.closing;
  const updatePrice = live ? feed.price(pair.id) : (row.update_price ?? row.price);
  const profit =
    row.status === LEVER_STATUS.open || row.status === LEVER_STATUS.closing
      ? profitOf(row, updatePrice)
      : row.status === LEVER_STATUS.closed
        ? new Big(row.fact_profits)
        : new Big(0);
  return {
    id: row.id,
    type: row.type,
    symbol: `${pair.base}/${pair.quote}`,
    legal: row.legal_id,
    currency: row.currency_id,
    origin_price: decimalText(row.origin_price, places),
    price: decimalText(row.price, places),
    update_price: decimalText(updatePrice, places),
    target_profit_price: decimalText(row.target_profit_price, places),
    stop_loss_price: decimalText(row.stop_loss_price, places),
    // numeric: a copied position's lots may carry 2 decimals (copy trading)
    share: Number(row.share),
    number: decimalText(row.number),
    multiple: row.multiple,
    caution_money: decimalText(row.caution_money, 2),
    origin_caution_money: decimalText(row.caution_money, 2),
    fact_profits: decimalText(profit, 2),
    trade_fee: decimalText(row.trade_fee, 2),
    overnight_money: decimalText(row.overnight_money, 2),
    status: row.status,
    order_type: row.order_type,
    create_time: Math.floor(row.created_at / 1000),
  };
}

/** The pair of a request (`currency_id`/`legal_id`), refused when unknown or closed to contracts. */
async function rulesOf(ctx: Ctx): Promise<LeverRules> {
  const rules = await leverRules(ctx.world.db, Number(ctx.input.currency_id), Number(ctx.input.legal_id));
  if (!rules) return fail('pairNotFound');
  if (!rules.open) return fail('pairClosed');
  return rules;
}

/** The user's position `id` (an error when it is someone else's or does not exist). */
async function ownPosition(ctx: Ctx): Promise<Position> {
  const row = await ctx.world.db.one<Position>('SELECT * FROM lever_transactions WHERE id = $1 AND user_id = $2', [
    Number(ctx.input.id),
    me(ctx).id,
  ]);
  return row ?? fail('orderNotFound');
}

/** Balances as the wallet lists write them: eight places, never more than there is. */
const balanceText = (value: Big.BigSource) => new Big(value).round(8, Big.roundDown).toFixed(8);
/** A sum of the overview: a decimal, or the number 0 when nothing is open (as the backend answers). */
const sumOrZero = (value: Big, any: boolean) => (any ? decimalText(value, 2) : 0);

export const contractTrade: Area = {
  setup: startContractEngine,
  handlers: {
    async getLeverDeal(ctx) {
      const { db, feed } = ctx.world;
      const user = me(ctx);
      const rules = await rulesOf(ctx);
      const latest = (type: Side) =>
        db.query<Position>(
          `SELECT * FROM (SELECT * FROM lever_transactions WHERE pair_id = $1 AND status = 1 AND type = $2
             ORDER BY id DESC LIMIT $3) t ORDER BY price DESC, id DESC`,
          [rules.pairId, type, MARKET_ROWS],
        );
      const [longs, shorts, mine, choices, account, threshold] = await Promise.all([
        latest(1),
        latest(2),
        db.query<Position>(
          'SELECT * FROM lever_transactions WHERE user_id = $1 AND pair_id = $2 AND status = 1 ORDER BY id DESC',
          [user.id, rules.pairId],
        ),
        leverChoices(db),
        wallet(db, user.id, 'lever', rules.legalId),
        liquidationRate(db),
      ]);
      const allLevers = mine.reduce((sum, p) => sum.plus(new Big(p.number).times(p.price)), new Big(0));
      return {
        lever_transaction: {
          in: longs.map((p) => positionWire(p, feed)),
          out: shorts.map((p) => positionWire(p, feed)),
        },
        my_transaction: mine.slice(0, MY_ROWS).map((p) => positionWire(p, feed)),
        lever_share_limit: { min: rules.minShare, max: rules.maxShare },
        multiple: {
          muit: choices.multiples.map((value) => ({ value: String(value) })),
          share: choices.shares.map((value) => ({ value: String(value) })),
        },
        last_price: feed.price(rules.pairId),
        user_lever: balanceText(account.balance),
        all_levers: decimalText(allLevers, 2),
        ustd_price: decimalText(String(feed.usdtPrice(rules.legalId))),
        lever_lot_size: decimalText(rules.lotSize),
        lever_burst_hazard_rate: decimalText(threshold),
      };
    },

    async createLeverOrder(ctx) {
      const { db, feed, jobs } = ctx.world;
      const user = me(ctx);
      // As the deployed servers do: contracts need the basic identity verification.
      if (user.review_status !== 2) verificationRequired();
      const input = ctx.input as {
        share: number;
        multiple: number;
        type: Side;
        status?: 0 | 1;
        target_price?: string;
        coupon_id?: number;
        target_profit_price?: string;
        stop_loss_price?: string;
      };
      const rules = await rulesOf(ctx);
      if (input.share < rules.minShare || (rules.maxShare > 0 && input.share > rules.maxShare))
        fail('sharesOutOfRange', { min: rules.minShare, max: rules.maxShare || '∞' });
      if (!(await leverChoices(db)).multiples.includes(input.multiple)) fail('multipleNotAllowed');
      const closing = await db.one('SELECT id FROM lever_transactions WHERE user_id = $1 AND status = 2 LIMIT 1', [
        user.id,
      ]);
      if (closing) fail('contractTradeClosingPending');
      const market = feed.price(rules.pairId);
      const limit = input.status === 0;
      if (limit) {
        if (!input.target_price) fail('enterCorrectPrice');
        const side = new Big(input.target_price!).cmp(market);
        if (input.type === 1 ? side >= 0 : side <= 0) fail('contractTradeLimitSide', { price: market });
      }
      const originPrice = limit ? input.target_price! : market;
      // Stops set with the order (proposed): on the right side of the opening price and of the
      // market price (the limit price, where a limit order opens), as /lever/setstop checks them.
      const stops = { takeProfit: input.target_profit_price, stopLoss: input.stop_loss_price };
      if (stops.takeProfit !== undefined || stops.stopLoss !== undefined) {
        const opening = orderFigures(rules, input.type, originPrice, input.share, input.multiple).price;
        if (!stopsValid({ type: input.type, price: opening.toFixed() }, originPrice, stops.takeProfit, stops.stopLoss))
          fail('contractTradeStopSide');
      }
      await db.tx(async (q) => {
        // A coupon the order names: a fee discount lowers its fee, a voucher pays part of its margin.
        const coupon =
          input.coupon_id === undefined
            ? undefined
            : await couponForLever(q, {
                userId: user.id,
                couponId: Number(input.coupon_id),
                margin: orderFigures(rules, input.type, originPrice, input.share, input.multiple).margin,
                legalId: rules.legalId,
                now: ctx.now,
              });
        const row = await openPosition(q, {
          userId: user.id,
          rules,
          type: input.type,
          share: input.share,
          multiple: input.multiple,
          originPrice,
          limit,
          at: ctx.now,
          feeDiscount: coupon?.feeDiscount,
          ...stops,
        });
        if (coupon) await markCouponUsed(q, coupon.id, `lever:${row.id}`, ctx.now);
        if (row.status === LEVER_STATUS.open)
          await jobs.schedule(q, LEVER_JOBS.overnight, ctx.now + DAY_MS, { id: row.id });
      });
      return limit ? ctx.t('contractTradeLimitPlaced', { price: input.target_price! }) : ctx.t('positionOpened');
    },

    async listLeverPositions(ctx) {
      const { db, feed } = ctx.world;
      const user = me(ctx);
      const rules = await rulesOf(ctx);
      const { page, limit } = paging(ctx.input, PAGE_SIZE);
      const risk = await accountRisk(db, user.id, rules.legalId, (pairId) => feed.price(pairId));
      const onPair = risk.positions.filter((p) => p.row.pair_id === rules.pairId);
      const pairMargin = onPair.reduce((sum, p) => sum.plus(p.row.caution_money), new Big(0));
      const pairProfit = onPair.reduce((sum, p) => sum.plus(p.profit), new Big(0));
      const any = risk.positions.length > 0;
      const rows = onPair.slice((page - 1) * limit, page * limit).map((p) => positionWire(p.row, feed));
      return {
        balance: balanceText(risk.balance),
        hazard_rate: risk.hazardRate ? hazardText(risk.hazardRate) : 0,
        caution_money_total: sumOrZero(risk.cautionTotal, any),
        origin_caution_money_total: sumOrZero(risk.cautionTotal, any),
        profits_total: sumOrZero(risk.profitsTotal, any),
        caution_money: sumOrZero(pairMargin, onPair.length > 0),
        origin_caution_money: sumOrZero(pairMargin, onPair.length > 0),
        profits: sumOrZero(pairProfit, onPair.length > 0),
        order: laravelPage(rows, onPair.length, page, limit, '/api/lever/dealall'),
      };
    },

    async closeLeverPosition(ctx) {
      const { db, feed } = ctx.world;
      const row = await ownPosition(ctx);
      // A limit order still waiting for its price is withdrawn: margin and fee go back.
      if (row.status === LEVER_STATUS.pending) {
        const cancelled = await db.tx((q) => cancelPending(q, row.id, feed.price(row.pair_id), ctx.now));
        if (!cancelled) fail('positionNotOpen');
        return ctx.t('orderCancelled');
      }
      if (row.status !== LEVER_STATUS.open) fail('positionNotOpen');
      const closed = await db.tx((q) => settlePosition(q, row.id, feed.price(row.pair_id), 'user', ctx.now));
      if (!closed) fail('positionNotOpen');
      // No `lever_closed`: the contract pushes it for the server's closes (TP/SL, liquidation, a
      // copied position closed with its trader's), not for the user's own, which the answer tells.
      return ctx.t('positionClosed');
    },

    async setLeverStop(ctx) {
      const { db, feed } = ctx.world;
      const row = await ownPosition(ctx);
      if (row.status !== LEVER_STATUS.open) fail('positionNotOpen');
      const input = ctx.input as { target_profit_price: string; stop_loss_price: string };
      if (!stopsValid(row, feed.price(row.pair_id), input.target_profit_price, input.stop_loss_price))
        fail('contractTradeStopSide');
      const saved = await db.one(
        `UPDATE lever_transactions SET target_profit_price = $2, stop_loss_price = $3
         WHERE id = $1 AND status = 1 RETURNING id`,
        [row.id, input.target_profit_price, input.stop_loss_price],
      );
      if (!saved) fail('positionNotOpen');
      return ctx.t('stopSet');
    },

    async closeLeverPositions(ctx) {
      const { db, jobs } = ctx.world;
      const user = me(ctx);
      const input = ctx.input as { type?: 0 | 1 | 2; legal_id?: number; currency_id?: number };
      const ids = await db.tx(async (q) => {
        const rows = await q.query<{ id: number }>(
          `UPDATE lever_transactions SET status = 2, closed_type = 'batch'
           WHERE user_id = $1 AND status = 1 AND ($2 = 0 OR type = $2)
             AND ($3::int IS NULL OR legal_id = $3) AND ($4::int IS NULL OR currency_id = $4)
           RETURNING id`,
          [user.id, input.type ?? 0, input.legal_id ?? null, input.currency_id ?? null],
        );
        const marked = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
        // The closing job runs at once (the runner's next pass), at the market price of that moment.
        if (marked.length > 0) await jobs.schedule(q, LEVER_JOBS.close, ctx.now, { ids: marked });
        return marked;
      });
      if (ids.length === 0) fail('nothingToClose');
      return ctx.t('contractTradeCloseQueued');
    },

    async listLeverTrades(ctx) {
      const { db, feed } = ctx.world;
      const user = me(ctx);
      const input = ctx.input as { currency_id?: number; legal_id?: number; status?: number };
      const { page, limit } = paging(ctx.input, PAGE_SIZE);
      const where = `user_id = $1 AND ($2 = 0 OR currency_id = $2) AND ($3 = 0 OR legal_id = $3) AND ($4 = -1 OR status = $4)`;
      const params = [user.id, input.currency_id ?? 0, input.legal_id ?? 0, input.status ?? -1];
      const [count, rows] = await Promise.all([
        db.one<{ n: number }>(`SELECT count(*)::int AS n FROM lever_transactions WHERE ${where}`, params),
        db.query<Position>(`SELECT * FROM lever_transactions WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`, [
          ...params,
          limit,
          (page - 1) * limit,
        ]),
      ]);
      return laravelPage(
        rows.map((p) => positionWire(p, feed)),
        Number(count?.n ?? 0),
        page,
        limit,
        '/api/lever/my_trade',
      );
    },
  },
};
