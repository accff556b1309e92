// Contract (leveraged) positions of the contract account ("lever"), as the contract describes
// /lever/submit and LeverPosition: the opening price is the market (or limit) price moved by the
// pair's spread, up for longs and down for shorts; number = lots × the pair's lot size; margin =
// price × number / multiple; trade fee = price × number × the pair's fee rate. Margin and fee
// leave the usable balance at once (the margin frozen, the fee spent; a limit order freezes both
// until it fills or is cancelled). Profit is (live − price) × number for a long and the reverse
// for a short. Closing returns the margin plus the profit minus the overnight fees accrued while
// open. Every balance change goes through the ledger in the caller's transaction.
import Big from 'big.js';
import { DEFAULT_LIQUIDATION_RATE, liquidationDue, type AccountState } from '../../../src/lib/liquidation';
import type { Queryable } from '../db/db';
import { freeze, move, spendFrozen, unfreeze, wallet } from './ledger';
import { releaseCoupon } from './market-coupon';
import { creditRebate } from './market-rebate';

export const LEVER_STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type Side = 1 | 2;
export const LONG: Side = 1;
export const SHORT: Side = 2;
export type CloseReason = 'user' | 'batch' | 'take_profit' | 'stop_loss' | 'liquidation' | 'trader';

/**
 * What another area does, in the same transaction, when a position opens (at the market, or a limit
 * order filled) or settles: copy trading records a trader's position and copies it to the
 * followers, and closes the copies with it (domain/earn-copy.ts). Listeners read everything they
 * need from the database, so one listener serves every sandbox of the process.
 */
export interface PositionListener {
  opened?(q: Queryable, row: Position, at: number): Promise<void>;
  settled?(q: Queryable, row: Position, live: Big.BigSource, at: number): Promise<void>;
}
const listeners = new Set<PositionListener>();
/** Adds a listener (the same object added again is kept once). */
export function onPositions(listener: PositionListener): void {
  listeners.add(listener);
}

/** Jobs of the contract account on the sandbox clock. */
export const LEVER_JOBS = {
  /** Accrues one day's overnight fee on an open position, then schedules the next day. */
  overnight: 'contract-trade.overnight',
  /** Closes positions that /lever/batch_close marked as closing (state 2). */
  close: 'contract-trade.close',
} as const;
export const DAY_MS = 86_400_000;

/**
 * The risk rate (percent) at or below which every open position of an account is liquidated: the
 * classic backend's `lever_burst_hazard_rate` setting, whose default there is 0 (the contract's
 * descriptions name no figure): positions go when the account's equity (available balance +
 * margins + floating profit) is used up. A developer may set another value in `settings`.
 */
export const LIQUIDATION_SETTING = 'lever_burst_hazard_rate';
export { DEFAULT_LIQUIDATION_RATE };

/** A row of `lever_transactions` (numeric columns as strings). */
export interface Position {
  id: number;
  user_id: number;
  pair_id: number;
  legal_id: number;
  currency_id: number;
  type: Side;
  status: number;
  order_type: number;
  origin_price: string;
  price: string;
  update_price: string | null;
  target_profit_price: string;
  stop_loss_price: string;
  share: number;
  number: string;
  multiple: number;
  caution_money: string;
  trade_fee: string;
  overnight_money: string;
  fact_profits: string;
  written_off: string;
  closed_type: string | null;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
}

/** What a pair allows for contracts (from `pairs`). */
export interface LeverRules {
  pairId: number;
  legalId: number;
  currencyId: number;
  open: boolean;
  minShare: number;
  /** 0: no upper limit. */
  maxShare: number;
  lotSize: Big;
  spread: Big;
  feeRate: Big;
  overnightRate: Big;
}

export async function leverRules(q: Queryable, currencyId: number, legalId: number): Promise<LeverRules | undefined> {
  const row = await q.one<{
    id: number;
    open_lever: number;
    lever_min_share: number;
    lever_max_share: number;
    lever_lot_size: string;
    spread: string;
    lever_trade_fee: string;
    overnight: string;
  }>(
    `SELECT id, open_lever, lever_min_share, lever_max_share, lever_lot_size, spread, lever_trade_fee, overnight
     FROM pairs WHERE currency_id = $1 AND legal_id = $2`,
    [currencyId, legalId],
  );
  if (!row) return undefined;
  return {
    pairId: Number(row.id),
    legalId,
    currencyId,
    open: Number(row.open_lever) === 1,
    minShare: Number(row.lever_min_share),
    maxShare: Number(row.lever_max_share),
    lotSize: new Big(row.lever_lot_size),
    spread: new Big(row.spread),
    feeRate: new Big(row.lever_trade_fee),
    overnightRate: new Big(row.overnight),
  };
}

/** The order form's choices: leverage multiples (`muit`) and preset lots (`share`), ascending. */
export async function leverChoices(q: Queryable): Promise<{ multiples: number[]; shares: number[] }> {
  const rows = await q.query<{ kind: number; value: number }>(
    'SELECT kind, value FROM lever_multiples ORDER BY kind, value',
  );
  return {
    multiples: rows.filter((r) => Number(r.kind) === 1).map((r) => Number(r.value)),
    shares: rows.filter((r) => Number(r.kind) === 2).map((r) => Number(r.value)),
  };
}

/** numeric(36,18) keeps 18 places: round there ourselves so the ledger and the row agree exactly. */
const stored = (value: Big) => value.round(18, Big.roundHalfUp);

export interface OrderFigures {
  price: Big;
  number: Big;
  value: Big;
  margin: Big;
  fee: Big;
}

/** The figures of an order of `share` lots at `originPrice` (the market or limit price). */
export function orderFigures(
  rules: Pick<LeverRules, 'lotSize' | 'spread' | 'feeRate'>,
  side: Side,
  originPrice: Big.BigSource,
  share: number,
  multiple: number,
): OrderFigures {
  const origin = new Big(originPrice);
  const price = stored(origin.times(side === LONG ? new Big(1).plus(rules.spread) : new Big(1).minus(rules.spread)));
  const number = stored(rules.lotSize.times(share));
  const value = price.times(number);
  return { price, number, value, margin: stored(value.div(multiple)), fee: stored(value.times(rules.feeRate)) };
}

/** Profit of a position at `live`: (live − price) × number for a long, the reverse for a short. */
export function profitOf(p: Pick<Position, 'type' | 'price' | 'number'>, live: Big.BigSource): Big {
  const diff = new Big(live).minus(p.price);
  return (p.type === LONG ? diff : diff.neg()).times(p.number);
}

export interface OpenInput {
  userId: number;
  rules: LeverRules;
  type: Side;
  share: number;
  multiple: number;
  /** The market price (market order) or the limit price (limit order). */
  originPrice: Big.BigSource;
  limit: boolean;
  at: number;
  /** 1 the user's own (default), 2 copied from a trader. */
  orderType?: 1 | 2;
  /** An explicit id (the seed's rows of the contract examples). */
  id?: number;
  /** Percent off the trade fee (a fee-discount coupon the order names). */
  feeDiscount?: Big.BigSource;
  /** Take-profit and stop-loss set with the order (proposed fields of /lever/submit). */
  takeProfit?: Big.BigSource;
  stopLoss?: Big.BigSource;
}

/**
 * Opens a position at the market, or places a limit order (state 0) that opens when the price
 * reaches it. Refuses (Insufficient balance) what the usable balance cannot pay.
 */
export async function openPosition(q: Queryable, input: OpenInput): Promise<Position> {
  const full = orderFigures(input.rules, input.type, input.originPrice, input.share, input.multiple);
  const f = input.feeDiscount
    ? { ...full, fee: stored(full.fee.times(new Big(100).minus(input.feeDiscount)).div(100)) }
    : full;
  const status = input.limit ? LEVER_STATUS.pending : LEVER_STATUS.open;
  const row = await q.one<Position>(
    `INSERT INTO lever_transactions (id, user_id, pair_id, legal_id, currency_id, type, status, order_type, origin_price,
       price, share, number, multiple, caution_money, trade_fee, created_at, opened_at, target_profit_price, stop_loss_price)
     VALUES (COALESCE($1, nextval('lever_transaction_ids')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       $18, $19)
     RETURNING *`,
    [
      input.id ?? null,
      input.userId,
      input.rules.pairId,
      input.rules.legalId,
      input.rules.currencyId,
      input.type,
      status,
      input.orderType ?? 1,
      new Big(input.originPrice).toFixed(),
      f.price.toFixed(),
      input.share,
      f.number.toFixed(),
      input.multiple,
      f.margin.toFixed(),
      f.fee.toFixed(),
      input.at,
      input.limit ? null : input.at,
      new Big(input.takeProfit ?? 0).toFixed(),
      new Big(input.stopLoss ?? 0).toFixed(),
    ],
  );
  if (!row) throw new Error('lever_transactions insert returned nothing');
  const account = accountOf(row, input.at);
  await freeze(q, { ...account, value: f.margin, kind: 'lever_margin', memo: 'contract margin' });
  // A limit order keeps its fee frozen too: it is only spent when the order fills.
  if (input.limit) await freeze(q, { ...account, value: f.fee, kind: 'lever_fee', memo: 'contract fee (limit order)' });
  else await move(q, { ...account, amount: f.fee.neg(), kind: 'lever_fee', memo: 'contract trade fee' });
  if (!input.limit) await rebateOn(q, row, input.at);
  if (!input.limit) for (const l of listeners) await l.opened?.(q, row, input.at);
  return row;
}

const accountOf = (p: Pick<Position, 'user_id' | 'legal_id' | 'id'>, at: number) => ({
  userId: p.user_id,
  account: 'lever' as const,
  currencyId: p.legal_id,
  ref: p.id,
  at,
});

/**
 * Locks the owner's contract wallet before a position row: every settlement takes its locks in the
 * same order (wallet, then position), so two of them on one account (a liquidation and a close
 * sent at that moment) wait for each other instead of deadlocking on PostgreSQL.
 */
async function lockAccount(q: Queryable, positionId: number): Promise<void> {
  await q.query(
    `SELECT 1 FROM wallets w JOIN lever_transactions t ON t.user_id = w.user_id AND t.legal_id = w.currency_id
     WHERE t.id = $1 AND w.account = 'lever' FOR UPDATE OF w`,
    [positionId],
  );
}

/** Whether the live price reached a limit order's price (a long buys at or below, a short sells at or above). */
export function limitReached(p: Pick<Position, 'type' | 'origin_price'>, live: Big.BigSource): boolean {
  const cmp = new Big(live).cmp(p.origin_price);
  return p.type === LONG ? cmp <= 0 : cmp >= 0;
}

/** A limit order whose price was reached opens: its frozen fee is spent. */
export async function fillPending(q: Queryable, id: number, at: number): Promise<Position | undefined> {
  await lockAccount(q, id);
  const row = await q.one<Position>(
    'UPDATE lever_transactions SET status = 1, opened_at = $2 WHERE id = $1 AND status = 0 RETURNING *',
    [id, at],
  );
  if (row) {
    await spendFrozen(q, { ...accountOf(row, at), value: row.trade_fee, kind: 'lever_fee', memo: 'limit filled' });
    await rebateOn(q, row, at);
    for (const l of listeners) await l.opened?.(q, row, at);
  }
  return row;
}

/** The inviter's rebate on the trade fee a position paid as it opened. */
const rebateOn = (q: Queryable, row: Position, at: number) =>
  creditRebate(q, {
    inviteeId: row.user_id,
    fee: row.trade_fee,
    currencyId: row.legal_id,
    source: 'contract',
    ref: `lever:${row.id}`,
    at,
  });

/** A limit order withdrawn before it filled: margin and fee go back (and the coupon it used). */
export async function cancelPending(q: Queryable, id: number, live: string, at: number): Promise<Position | undefined> {
  await lockAccount(q, id);
  const row = await q.one<Position>(
    `UPDATE lever_transactions SET status = 4, closed_type = 'cancelled', update_price = $2, closed_at = $3
     WHERE id = $1 AND status = 0 RETURNING *`,
    [id, live, at],
  );
  if (row) {
    await unfreeze(q, {
      ...accountOf(row, at),
      value: new Big(row.caution_money).plus(row.trade_fee),
      kind: 'lever_cancel',
      memo: 'limit order cancelled',
    });
    // A voucher that paid part of the margin is taken back with the coupon.
    const coupon = await releaseCoupon(q, `lever:${row.id}`);
    if (coupon?.type === 'trade_voucher')
      await move(q, {
        ...accountOf(row, at),
        amount: new Big(coupon.value).neg(),
        kind: 'coupon',
        memo: 'voucher returned',
      });
  }
  return row;
}

/**
 * Closes an open (or closing) position at `live`: the margin is released, the profit credited or
 * the loss debited, then the accrued overnight fees debited. A loss the account can no longer pay
 * (the price gapped past liquidation) is written off rather than taking the balance below zero,
 * and recorded on the row. Undefined when the position was not open (closed twice).
 */
export async function settlePosition(
  q: Queryable,
  id: number,
  live: Big.BigSource,
  reason: CloseReason,
  at: number,
): Promise<Position | undefined> {
  await lockAccount(q, id);
  const row = await q.one<Position>('SELECT * FROM lever_transactions WHERE id = $1 AND status IN (1, 2) FOR UPDATE', [
    id,
  ]);
  if (!row) return undefined;
  const account = accountOf(row, at);
  const profit = stored(profitOf(row, live));
  await unfreeze(q, { ...account, value: row.caution_money, kind: 'lever_close', memo: 'margin returned' });
  let writtenOff = new Big(0);
  /** Debits what the usable balance can pay of `amount`; the rest is written off. */
  const debit = async (amount: Big, kind: string, memo: string) => {
    if (amount.lte(0)) return;
    const usable = new Big((await wallet(q, row.user_id, 'lever', row.legal_id)).balance);
    const paid = amount.gt(usable) ? usable : amount;
    writtenOff = writtenOff.plus(amount.minus(paid));
    if (paid.gt(0)) await move(q, { ...account, amount: paid.neg(), kind, memo });
  };
  if (profit.gt(0)) await move(q, { ...account, amount: profit, kind: 'lever_profit', memo: reason });
  else await debit(profit.neg(), 'lever_loss', reason);
  await debit(new Big(row.overnight_money), 'lever_overnight', 'overnight fees');
  const settled = await q.one<Position>(
    `UPDATE lever_transactions SET status = 3, update_price = $2, fact_profits = $3, written_off = $4, closed_type = $5,
       closed_at = $6 WHERE id = $1 RETURNING *`,
    [id, new Big(live).toFixed(), profit.toFixed(), writtenOff.toFixed(), reason, at],
  );
  if (settled) for (const l of listeners) await l.settled?.(q, settled, live, at);
  return settled;
}

/** One day's overnight fee (price × number × the pair's rate) accrued on an open position. */
export async function chargeOvernight(q: Queryable, id: number): Promise<Position | undefined> {
  return q.one<Position>(
    `UPDATE lever_transactions t SET overnight_money = t.overnight_money + round(t.price * t.number * p.overnight, 18)
     FROM pairs p WHERE t.id = $1 AND t.status = 1 AND p.id = t.pair_id RETURNING t.*`,
    [id],
  );
}

/** Whether a take-profit or stop-loss price was reached at `live`, and which. */
export function stopReached(
  p: Pick<Position, 'type' | 'target_profit_price' | 'stop_loss_price'>,
  live: Big.BigSource,
): 'take_profit' | 'stop_loss' | null {
  const price = new Big(live);
  const tp = new Big(p.target_profit_price);
  const sl = new Big(p.stop_loss_price);
  if (p.type === LONG) {
    if (tp.gt(0) && price.gte(tp)) return 'take_profit';
    if (sl.gt(0) && price.lte(sl)) return 'stop_loss';
  } else {
    if (tp.gt(0) && price.lte(tp)) return 'take_profit';
    if (sl.gt(0) && price.gte(sl)) return 'stop_loss';
  }
  return null;
}

/**
 * Whether stops are on the right side of both the opening and the live price (the contract's rule).
 * A stop left out (`undefined`: an order's optional stops) is not checked.
 */
export function stopsValid(
  p: Pick<Position, 'type' | 'price'>,
  live: Big.BigSource,
  takeProfit: Big.BigSource | undefined,
  stopLoss: Big.BigSource | undefined,
): boolean {
  const prices = [new Big(p.price), new Big(live)];
  const high = prices[0]!.gt(prices[1]!) ? prices[0]! : prices[1]!;
  const low = prices[0]!.lt(prices[1]!) ? prices[0]! : prices[1]!;
  const tpOk = (tp: Big) => (p.type === LONG ? tp.gt(high) : tp.lt(low));
  const slOk = (sl: Big) => (p.type === LONG ? sl.lt(low) : sl.gt(high));
  return (takeProfit === undefined || tpOk(new Big(takeProfit))) && (stopLoss === undefined || slOk(new Big(stopLoss)));
}

export interface AccountRisk {
  /** Usable balance of the contract account in the quote currency. */
  balance: Big;
  cautionTotal: Big;
  profitsTotal: Big;
  /** (balance + margins + profits) / margins × 100; null without open positions. */
  hazardRate: Big | null;
  /** The open positions (state 1), newest first, with their live price and profit. */
  positions: Array<{ row: Position; live: string; profit: Big }>;
}

/** The contract account of one quote currency and its open positions at the live prices. */
export async function accountRisk(
  q: Queryable,
  userId: number,
  legalId: number,
  priceOf: (pairId: number) => string,
): Promise<AccountRisk> {
  const rows = await q.query<Position>(
    'SELECT * FROM lever_transactions WHERE user_id = $1 AND legal_id = $2 AND status = 1 ORDER BY id DESC',
    [userId, legalId],
  );
  const balance = new Big((await wallet(q, userId, 'lever', legalId)).balance);
  const positions = rows.map((row) => {
    const live = priceOf(row.pair_id);
    return { row, live, profit: profitOf(row, live) };
  });
  const cautionTotal = positions.reduce((sum, p) => sum.plus(p.row.caution_money), new Big(0));
  const profitsTotal = positions.reduce((sum, p) => sum.plus(p.profit), new Big(0));
  const hazardRate = cautionTotal.gt(0)
    ? balance.plus(cautionTotal).plus(profitsTotal).div(cautionTotal).times(100)
    : null;
  return { balance, cautionTotal, profitsTotal, hazardRate, positions };
}

/** The account as the liquidation module reads it (src/lib/liquidation.ts). */
export const accountState = (risk: AccountRisk): AccountState => ({
  balance: risk.balance,
  margin: risk.cautionTotal,
  profit: risk.profitsTotal,
});

export async function liquidationRate(q: Queryable): Promise<Big> {
  const row = await q.one<{ value: string }>('SELECT value FROM settings WHERE key = $1', [LIQUIDATION_SETTING]);
  try {
    return new Big(row?.value ?? DEFAULT_LIQUIDATION_RATE);
  } catch {
    return new Big(DEFAULT_LIQUIDATION_RATE);
  }
}

/**
 * Liquidates an account whose risk rate reached the threshold: every open position of the quote
 * currency closes at the live price, the profitable ones first (their gains pay for the losses).
 * Recomputes the risk inside the transaction; returns the closed rows (none if it recovered).
 */
export async function liquidateIfDue(
  q: Queryable,
  userId: number,
  legalId: number,
  priceOf: (pairId: number) => string,
  at: number,
): Promise<Position[]> {
  const risk = await accountRisk(q, userId, legalId, priceOf);
  if (!liquidationDue(accountState(risk), await liquidationRate(q))) return [];
  const closed: Position[] = [];
  for (const p of [...risk.positions].sort((a, b) => b.profit.cmp(a.profit))) {
    const row = await settlePosition(q, p.row.id, p.live, 'liquidation', at);
    if (row) closed.push(row);
  }
  return closed;
}
