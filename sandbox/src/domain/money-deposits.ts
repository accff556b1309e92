// Deposits: the user declares what they sent (a coin from an address, or a bank transfer to one of
// the site's accounts); the request is processing until its simulated confirmations end on the
// sandbox clock, then it is credited to the spot account through the ledger (success), or it
// fails when nothing could have been sent from what the user declared.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { BusinessError } from '../wire/errors';
import type { World } from '../world';
import { move } from './ledger';
import { applyDepositBonus } from './market-coupon';
import { depositAddress, networkOf, validOn } from './money-addresses';
import { currency as currencyById, depositable, networks, type Network } from './money-currencies';
import { amount as formatAmount } from './money-format';
import { KIND } from './money-log';

export const DEPOSIT_CONFIRM_JOB = 'deposit.confirm';

export const DEPOSIT_STATUS = { processing: 1, success: 2, failed: 3 } as const;

export interface DepositRequest {
  userId: number;
  /** 0 a coin deposit, 1 a bank transfer. */
  type: 0 | 1;
  /** The coin (type 0) or the site's receiving bank account (type 1). */
  currency: number;
  amount: string;
  /** The address or account the user paid from. */
  account: string;
  at: number;
}

interface Schedule {
  schedule(q: Queryable, kind: string, dueAt: number, payload: Record<string, unknown>): Promise<number>;
}

/** Records a deposit request and schedules the end of its confirmations; returns its id. */
export async function createDeposit(q: Queryable, jobs: Schedule, d: DepositRequest): Promise<number> {
  let row: { id: number } | undefined;
  let confirmMs: number;
  if (d.type === 0) {
    const c = await currencyById(q, d.currency);
    if (!c) throw new BusinessError('currencyNotFound');
    const open = (await networks(q, c.id)).filter((n) => n.deposit_open);
    if (!depositable(c, open)) throw new BusinessError('depositNotAvailable');
    // The network is the one the sender's address belongs to (USDT: a T... address is TRC20);
    // an address of no network still makes a request, on the default network, which then fails.
    const network = networkOf(open, d.account) ?? open[0]!;
    const address = await depositAddress(q, d.userId, network, d.at);
    confirmMs = Number(network.confirm_ms);
    row = await q.one<{ id: number }>(
      `INSERT INTO deposits (user_id, type, currency_id, network_id, amount, user_account, address, created_at)
       VALUES ($1, 0, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [d.userId, c.id, network.id, d.amount, d.account, address, d.at],
    );
  } else {
    const bank = await q.one<{
      id: number;
      currency_id: number;
      bank_name: string;
      account_number: string;
      confirm_ms: number;
    }>('SELECT * FROM deposit_bank_accounts WHERE id = $1 AND is_open', [d.currency]);
    if (!bank) throw new BusinessError('depositNotAvailable');
    confirmMs = Number(bank.confirm_ms);
    row = await q.one<{ id: number }>(
      `INSERT INTO deposits (user_id, type, currency_id, bank_account_id, amount, user_account, address, created_at)
       VALUES ($1, 1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [d.userId, bank.currency_id, bank.id, d.amount, d.account, `${bank.bank_name} ${bank.account_number}`, d.at],
    );
  }
  const id = Number(row?.id);
  await jobs.schedule(q, DEPOSIT_CONFIRM_JOB, d.at + confirmMs, { id });
  return id;
}

interface DepositRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
  currency_name: string;
  decimals: number;
  network_type: Network['type'] | null;
  network_name: string | null;
  min_deposit: string | null;
  amount: string;
  give: string;
  user_account: string;
  status: number;
}

/** The end of a deposit's confirmations: credit it, or fail it; a notification either way. */
export async function confirmDeposit(
  world: Pick<World, 'notify'>,
  q: Queryable,
  id: number,
  at: number,
): Promise<void> {
  const d = await q.one<DepositRow>(
    `SELECT d.*, c.name AS currency_name, c.decimals, n.type AS network_type, n.display_name AS network_name,
            n.min_deposit
     FROM deposits d JOIN currencies c ON c.id = d.currency_id LEFT JOIN currency_networks n ON n.id = d.network_id
     WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  if (!d || d.status !== DEPOSIT_STATUS.processing) return;
  const belowMinimum = d.min_deposit !== null && new Big(d.amount).lt(d.min_deposit);
  if ((d.network_type && !validOn(d.network_type, d.user_account)) || belowMinimum) {
    const reason = belowMinimum
      ? `Below the minimum deposit of ${new Big(d.min_deposit!).toFixed()} ${d.currency_name} on the ${d.network_name} network`
      : `No transaction from this address was found on the ${d.network_name} network`;
    await q.query('UPDATE deposits SET status = $2, reason = $3, updated_at = $4 WHERE id = $1', [
      d.id,
      DEPOSIT_STATUS.failed,
      reason,
      at,
    ]);
    await world.notify(q, d.user_id, 'deposit', 'depositFailedNotice', {
      amount: formatAmount(d.amount, d.decimals),
      currency: d.currency_name,
      reason,
    });
    return;
  }
  const credited = new Big(d.amount).plus(d.give);
  await move(q, {
    userId: d.user_id,
    account: 'change',
    currencyId: d.currency_id,
    amount: credited,
    kind: KIND.deposit,
    ref: d.id,
    memo: 'Deposit credited',
    at,
  });
  await q.query('UPDATE deposits SET status = $2, updated_at = $3 WHERE id = $1', [d.id, DEPOSIT_STATUS.success, at]);
  // A deposit bonus coupon the deposit reaches is used by it, its value credited too (market-coupon.ts).
  await applyDepositBonus(q, { userId: d.user_id, depositId: d.id, currencyId: d.currency_id, amount: credited, at });
  await world.notify(q, d.user_id, 'deposit', 'depositCredited', {
    amount: formatAmount(credited, d.decimals),
    currency: d.currency_name,
  });
}
