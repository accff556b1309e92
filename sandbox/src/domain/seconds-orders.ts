// Seconds options of the seconds account ("micro"): the user stakes `number` that the price of a
// pair is higher (type 1 up) or lower (type 2 down) after `seconds`. The stake is frozen at
// opening (plus the currency's fee, a percent of the stake, spent at once); at expiry the order
// settles at the price of that moment: a win gives back the stake plus stake × profit_ratio / 100,
// a loss spends the stake, an unchanged price gives the stake back. The fee earns the user's
// inviter their rebate, as spot and contract fees do. Every balance change goes
// through the ledger in the caller's transaction.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { freeze, move, spendFrozen, unfreeze } from './ledger';
import { creditRebate } from './market-rebate';

/** The job that settles an order when its seconds have run out on the sandbox clock. */
export const SECONDS_SETTLE_JOB = 'seconds-trade.settle';
export const SECONDS_STATUS = { open: 1, closing: 2, closed: 3 } as const;
export type Direction = 1 | 2;

/** A row of `seconds_orders` (numeric columns as strings). */
export interface SecondsOrder {
  id: number;
  user_id: number;
  match_id: number;
  currency_id: number;
  type: Direction;
  seconds: number;
  number: string;
  open_price: string;
  end_price: string | null;
  fee: string;
  profit_ratio: string;
  fact_profits: string;
  status: number;
  profit_result: number;
  created_at: number;
  due_at: number;
  complete_at: number | null;
}

export interface SecondsOption {
  id: number;
  seconds: number;
  profit_ratio: string;
  status: number;
}

export interface PayableCurrency {
  currency_id: number;
  micro_min: string;
  micro_max: string;
  micro_trade_fee: string;
}

export interface PlaceInput {
  userId: number;
  matchId: number;
  currencyId: number;
  type: Direction;
  seconds: number;
  number: Big.BigSource;
  /** Percent a win earns on top of the stake. */
  profitRatio: Big.BigSource;
  /** Percent of the stake charged at opening. */
  feeRate: Big.BigSource;
  openPrice: Big.BigSource;
  at: number;
  /** An explicit id (the seed's rows of the contract examples). */
  id?: number;
}

/** Opens an order: the stake is frozen (Insufficient balance when the account cannot pay it). */
export async function placeSecondsOrder(q: Queryable, input: PlaceInput): Promise<SecondsOrder> {
  const stake = new Big(input.number);
  const fee = stake.times(input.feeRate).div(100).round(18, Big.roundHalfUp);
  const row = await q.one<SecondsOrder>(
    `INSERT INTO seconds_orders (id, user_id, match_id, currency_id, type, seconds, number, open_price, fee, profit_ratio,
       created_at, due_at)
     VALUES (COALESCE($1, nextval('seconds_order_ids')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      input.id ?? null,
      input.userId,
      input.matchId,
      input.currencyId,
      input.type,
      input.seconds,
      stake.toFixed(),
      new Big(input.openPrice).toFixed(),
      fee.toFixed(),
      new Big(input.profitRatio).toFixed(),
      input.at,
      input.at + input.seconds * 1000,
    ],
  );
  if (!row) throw new Error('seconds_orders insert returned nothing');
  const account = { userId: input.userId, account: 'micro' as const, currencyId: input.currencyId, ref: row.id };
  await freeze(q, { ...account, value: stake, kind: 'seconds_stake', memo: 'seconds option stake', at: input.at });
  if (fee.gt(0)) {
    await move(q, { ...account, amount: fee.neg(), kind: 'seconds_fee', memo: 'seconds option fee', at: input.at });
    // The inviter's rebate on the fee, as on spot and contract fees.
    await creditRebate(q, {
      inviteeId: input.userId,
      fee,
      currencyId: input.currencyId,
      source: 'seconds',
      ref: `seconds:${row.id}`,
      at: input.at,
    });
  }
  return row;
}

/** 1 win, −1 loss, 0 flat: up wins when the price ended higher, down when it ended lower. */
export function outcomeOf(type: Direction, open: Big.BigSource, end: Big.BigSource): -1 | 0 | 1 {
  const move = new Big(end).cmp(open);
  if (move === 0) return 0;
  return (type === 1 ? move > 0 : move < 0) ? 1 : -1;
}

/**
 * Settles an open order at `endPrice`, at `at`. Undefined when it was already settled (the job
 * and a poll of /microtrade/get_result may both arrive).
 */
export async function settleSecondsOrder(
  q: Queryable,
  id: number,
  endPrice: Big.BigSource,
  at: number,
): Promise<SecondsOrder | undefined> {
  const row = await q.one<SecondsOrder>('SELECT * FROM seconds_orders WHERE id = $1 AND status IN (1, 2) FOR UPDATE', [
    id,
  ]);
  if (!row) return undefined;
  const result = outcomeOf(row.type, row.open_price, endPrice);
  const stake = new Big(row.number);
  const profit = result === 1 ? stake.times(row.profit_ratio).div(100).round(18, Big.roundHalfUp) : new Big(0);
  const account = { userId: row.user_id, account: 'micro' as const, currencyId: row.currency_id, ref: row.id, at };
  if (result === -1)
    await spendFrozen(q, { ...account, value: stake, kind: 'seconds_loss', memo: 'seconds option lost' });
  else await unfreeze(q, { ...account, value: stake, kind: 'seconds_refund', memo: 'seconds option stake back' });
  if (profit.gt(0)) await move(q, { ...account, amount: profit, kind: 'seconds_profit', memo: 'seconds option won' });
  return q.one<SecondsOrder>(
    `UPDATE seconds_orders SET status = 3, end_price = $2, profit_result = $3, fact_profits = $4, complete_at = $5
     WHERE id = $1 RETURNING *`,
    [id, new Big(endPrice).toFixed(), result, (result === -1 ? stake.neg() : profit).toFixed(), at],
  );
}
