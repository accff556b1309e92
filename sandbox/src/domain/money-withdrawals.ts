// Withdrawals: to an address on one of the coin's networks or to a bound bank card. The whole
// quantity is frozen in the spot account when requested; a review job on the sandbox clock then
// sends it (the frozen quantity is spent: `number - fee` leaves, the fee is the site's) or refuses
// it (the frozen quantity is released). At most 200 BTC (basic verification) or 500 BTC (advanced)
// worth may be requested per 24 h, valued at the feed's prices (product-spec §6).
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { checkPassword } from '../seed/core';
import { BusinessError } from '../wire/errors';
import type { User, World } from '../world';
import type { Feed } from './feed';
import { freeze, spendFrozen, unfreeze } from './ledger';
import { validOn } from './money-addresses';
import { BTC_ID, currency as currencyById, networks, usdtPrice, type Currency, type Network } from './money-currencies';
import { amount as formatAmount, plain } from './money-format';
import { KIND } from './money-log';
import { checkWhitelisted } from './money-withdraw-security';

export const WITHDRAW_REVIEW_JOB = 'withdraw.review';
export const WITHDRAW_STATUS = { processing: 1, success: 2, failed: 3 } as const;
const DAY = 86400e3;
/** How long the review takes: an address withdrawal is broadcast sooner than a bank payment. */
export const REVIEW_MS = { address: 10 * 60e3, card: 60 * 60e3 } as const;

/** 0 none, 1 basic (real-name approved), 2 advanced (documents approved). */
export function verificationLevel(u: Pick<User, 'review_status' | 'advanced_review_status'>): 0 | 1 | 2 {
  if (u.review_status !== 2) return 0;
  return u.advanced_review_status === 2 ? 2 : 1;
}

/** The 24 h limit of a level, in BTC (product-spec §6). */
export const DAY_LIMIT_BTC: Record<0 | 1 | 2, string> = { 0: '0', 1: '200', 2: '500' };

/** The networks a coin is withdrawn on (open ones), the default first. */
export async function withdrawNetworks(q: Queryable, currencyId: number): Promise<Network[]> {
  return (await networks(q, currencyId)).filter((n) => n.withdraw_open);
}

/** The fee of `number`: the fixed fee plus `rate` per cent. */
export function withdrawFee(fixed: Big.BigSource, rate: Big.BigSource, number: Big.BigSource): Big {
  return new Big(fixed).plus(new Big(number).times(rate).div(100));
}

/** The BTC worth of a quantity at the feed's prices. */
export async function btcValue(q: Queryable, feed: Feed, c: Currency, number: Big.BigSource): Promise<Big> {
  if (c.id === BTC_ID) return new Big(number);
  const btc = await currencyById(q, BTC_ID);
  const btcPrice = btc ? usdtPrice(feed, btc).value : new Big(0);
  if (btcPrice.lte(0)) return new Big(0);
  return new Big(number).times(usdtPrice(feed, c).value).div(btcPrice);
}

/** The BTC worth the user requested in the 24 h before `at` (refused withdrawals do not count). */
export async function usedToday(q: Queryable, userId: number, at: number): Promise<Big> {
  const row = await q.one<{ used: string | null }>(
    'SELECT SUM(btc_value) AS used FROM withdrawals WHERE user_id = $1 AND status <> $2 AND created_at > $3',
    [userId, WITHDRAW_STATUS.failed, at - DAY],
  );
  return new Big(row?.used ?? 0);
}

export type Destination =
  { kind: 'address'; address: string; network?: string; memo?: string } | { kind: 'card'; card: 1 | 2 };

export interface WithdrawalRequest {
  user: User;
  currencyId: number;
  number: string;
  payPassword: string;
  destination: Destination;
  remark?: string;
  /** The user's whitelist mode: the address must be a saved one past its cooling period. */
  whitelist?: boolean;
  at: number;
}

interface Schedule {
  schedule(q: Queryable, kind: string, dueAt: number, payload: Record<string, unknown>): Promise<number>;
}

interface Target {
  destination: 'address' | 'bank' | 'international';
  networkId: number | null;
  cardId: number | null;
  address: string;
  /** The memo/tag on a network that needs one. */
  memo: string | null;
  /** The network's code, for the whitelist. */
  network: string | null;
  fixedFee: string;
  min: string;
}

/** Where the money goes: the network of an address, or the bound card; refusals as the contract says. */
async function target(q: Queryable, c: Currency, user: User, d: Destination): Promise<Target> {
  if (d.kind === 'card') {
    if (!c.is_legal) throw new BusinessError('withdrawCardCurrency', { currency: c.name });
    const kind = d.card === 1 ? 'domestic' : 'international';
    const card = await q.one<{ id: number; bank_name: string; bank_account: string }>(
      'SELECT id, bank_name, bank_account FROM bank_cards WHERE user_id = $1 AND kind = $2',
      [user.id, kind],
    );
    if (!card) throw new BusinessError('bankCardNotBound');
    return {
      destination: d.card === 1 ? 'bank' : 'international',
      networkId: null,
      cardId: card.id,
      address: `${card.bank_name} **** ${card.bank_account.slice(-4)}`.slice(-128),
      memo: null,
      network: null,
      fixedFee: c.withdraw_fee,
      min: c.withdraw_min,
    };
  }
  const nets = await withdrawNetworks(q, c.id);
  if (nets.length === 0) throw new BusinessError('withdrawNotAvailable');
  let network = nets[0]!;
  if (nets.length > 1) {
    const chosen = nets.find((n) => n.type === d.network?.toLowerCase());
    if (!chosen) throw new BusinessError(d.network ? 'withdrawNetworkInvalid' : 'withdrawChooseNetwork');
    network = chosen;
  }
  // A memo/tag network needs the destination's memo (an exchange cannot credit a deposit
  // without it); any other network takes none.
  const memo = d.memo?.trim() || null;
  if (network.memo_required && !memo)
    throw new BusinessError('withdrawMemoRequired', { network: network.display_name });
  if (!network.memo_required && memo) throw new BusinessError('withdrawMemoNotUsed', { network: network.display_name });
  return {
    destination: 'address',
    networkId: network.id,
    cardId: null,
    address: d.address,
    memo,
    network: network.type,
    fixedFee: network.withdraw_fee,
    min: network.withdraw_min,
  };
}

/**
 * Checks and records a withdrawal, freezing its quantity; returns its id. Nothing is written when
 * it is refused (the caller's transaction rolls back on the error).
 */
export async function createWithdrawal(
  q: Queryable,
  feed: Feed,
  jobs: Schedule,
  w: WithdrawalRequest,
): Promise<number> {
  const level = verificationLevel(w.user);
  if (level === 0) throw new BusinessError('verificationRequired', {}, '998');
  // One withdrawal of a user at a time: the 24 h limit is read, then added to.
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [w.user.id]);
  const c = await currencyById(q, w.currencyId);
  if (!c) throw new BusinessError('currencyNotFound');
  if (!c.is_withdraw) throw new BusinessError('withdrawNotAvailable');
  const to = await target(q, c, w.user, w.destination);
  if (w.whitelist && to.network)
    await checkWhitelisted(q, {
      userId: w.user.id,
      currencyId: c.id,
      network: to.network,
      address: to.address,
      memo: to.memo,
      at: w.at,
    });
  if (!w.user.pay_password) throw new BusinessError('payPasswordNotSet');
  if (!checkPassword(w.payPassword, w.user.pay_password)) throw new BusinessError('payPasswordWrong');

  const number = new Big(w.number);
  const fee = withdrawFee(to.fixedFee, c.withdraw_rate, number);
  // Below the minimum, or nothing left once the fee is taken.
  if (number.lt(to.min) || number.lte(fee))
    throw new BusinessError('withdrawBelowMinimum', {
      min: plain(fee.gt(to.min) ? fee : to.min),
      currency: c.name,
    });
  const worth = await btcValue(q, feed, c, number);
  const limit = DAY_LIMIT_BTC[level];
  if ((await usedToday(q, w.user.id, w.at)).plus(worth).gt(limit))
    throw new BusinessError('withdrawAboveLimit', { limit, currency: 'BTC' });

  // The id first: the order number the user sees is made from it.
  const next = await q.one<{ id: number }>("SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::int AS id");
  const id = Number(next?.id);
  await q.query(
    `INSERT INTO withdrawals (id, order_no, user_id, currency_id, destination, network_id, bank_card_id, address, number,
       fee, rate, real_number, btc_value, notes, created_at, updated_at, memo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16)`,
    [
      id,
      orderNo(id, w.at),
      w.user.id,
      c.id,
      to.destination,
      to.networkId,
      to.cardId,
      to.address,
      number.toFixed(),
      fee.toFixed(),
      c.withdraw_rate,
      number.minus(fee).toFixed(),
      worth.round(18).toFixed(),
      w.remark?.trim() ? w.remark.trim() : null,
      w.at,
      to.memo,
    ],
  );
  await freeze(q, {
    userId: w.user.id,
    account: 'change',
    currencyId: c.id,
    value: number,
    kind: KIND.withdraw,
    ref: id,
    memo: 'Withdrawal request',
    at: w.at,
  });
  const review = to.destination === 'address' ? REVIEW_MS.address : REVIEW_MS.card;
  await jobs.schedule(q, WITHDRAW_REVIEW_JOB, w.at + review, { id });
  return id;
}

/** The order number shown to the user: the date and the id (`2026112200005012`). */
export function orderNo(id: number, at: number): string {
  return `${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  currency_id: number;
  currency_name: string;
  decimals: number;
  destination: string;
  network_type: Network['type'] | null;
  network_name: string | null;
  address: string;
  number: string;
  fee: string;
  real_number: string;
  status: number;
}

/**
 * The review of a withdrawal: an address that is not valid on its network is refused (the frozen
 * quantity released); anything else is sent (the frozen quantity spent, the fee kept apart in the
 * ledger). A notification either way.
 */
export async function reviewWithdrawal(
  world: Pick<World, 'notify'>,
  q: Queryable,
  id: number,
  at: number,
): Promise<void> {
  const w = await q.one<WithdrawalRow>(
    `SELECT w.*, c.name AS currency_name, c.decimals, n.type AS network_type, n.display_name AS network_name
     FROM withdrawals w JOIN currencies c ON c.id = w.currency_id LEFT JOIN currency_networks n ON n.id = w.network_id
     WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  if (!w || w.status !== WITHDRAW_STATUS.processing) return;
  if (w.network_type && !validOn(w.network_type, w.address)) {
    await refuseWithdrawal(world, q, w, `The address is not valid on the ${w.network_name} network`, at);
    return;
  }
  await sendWithdrawal(world, q, w, at);
}

type Reviewed = Pick<
  WithdrawalRow,
  'id' | 'user_id' | 'currency_id' | 'currency_name' | 'decimals' | 'number' | 'fee' | 'real_number'
>;

export async function sendWithdrawal(
  world: Pick<World, 'notify'>,
  q: Queryable,
  w: Reviewed,
  at: number,
): Promise<void> {
  const common = { userId: w.user_id, account: 'change' as const, currencyId: w.currency_id, ref: w.id, at };
  await spendFrozen(q, { ...common, value: w.real_number, kind: KIND.withdrawDone, memo: 'Withdrawal sent' });
  if (new Big(w.fee).gt(0))
    await spendFrozen(q, { ...common, value: w.fee, kind: KIND.withdrawFee, memo: 'Withdrawal fee' });
  await q.query('UPDATE withdrawals SET status = $2, updated_at = $3 WHERE id = $1', [
    w.id,
    WITHDRAW_STATUS.success,
    at,
  ]);
  await world.notify(q, w.user_id, 'withdraw', 'withdrawDone', {
    amount: formatAmount(w.real_number, w.decimals),
    currency: w.currency_name,
  });
}

export async function refuseWithdrawal(
  world: Pick<World, 'notify'>,
  q: Queryable,
  w: Reviewed,
  reason: string,
  at: number,
): Promise<void> {
  await unfreeze(q, {
    userId: w.user_id,
    account: 'change',
    currencyId: w.currency_id,
    value: w.number,
    kind: KIND.withdrawRefused,
    ref: w.id,
    memo: `Withdrawal refused: ${reason}`,
    at,
  });
  await q.query('UPDATE withdrawals SET status = $2, reason = $3, updated_at = $4 WHERE id = $1', [
    w.id,
    WITHDRAW_STATUS.failed,
    reason,
    at,
  ]);
  await world.notify(q, w.user_id, 'withdraw', 'withdrawRefused', { reason });
}
