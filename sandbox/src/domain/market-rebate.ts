// Invitation rebates: the inviter (`users.parent_id`) of a user who pays a trading fee earns the
// fee times the rebate rate, credited to the inviter's spot account through the ledger, one
// `rebate_records` row per commission. The totals are sums of those rows, so they always agree
// with the list.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { move } from './ledger';
import { grantCoupon, INVITE_COUPON, notify, SIGNUP_COUPONS } from './market-coupon';

export const REBATE_RATE_SETTING = 'rebate_rate';
export const DEFAULT_REBATE_RATE = '0.2';
export type RebateSource = 'spot' | 'contract' | 'seconds';
const NOTICE_KEYS: Record<RebateSource, string> = {
  spot: 'rebateNoticeSpot',
  contract: 'rebateNoticeContract',
  seconds: 'rebateNoticeSeconds',
};

export async function rebateRate(q: Queryable): Promise<string> {
  const row = await q.one<{ value: string }>('SELECT value FROM settings WHERE key = $1', [REBATE_RATE_SETTING]);
  return row?.value ?? DEFAULT_REBATE_RATE;
}

/**
 * Pays the inviter of `inviteeId` their commission on a fee the invitee paid (for the trading
 * areas to call in the transaction that charges the fee). Nothing when the invitee has no
 * inviter or the commission rounds to zero. Returns the record's id.
 */
export async function creditRebate(
  q: Queryable,
  r: { inviteeId: number; fee: Big.BigSource; currencyId: number; source: RebateSource; ref?: string; at: number },
): Promise<number | null> {
  const invitee = await q.one<{ parent_id: number | null }>('SELECT parent_id FROM users WHERE id = $1', [r.inviteeId]);
  if (!invitee?.parent_id) return null;
  const rate = await rebateRate(q);
  // As stored (numeric(36,18)), so that the record's fee x rate is its amount.
  const fee = new Big(r.fee).round(18, Big.roundHalfUp);
  const amount = fee.times(rate).round(8, Big.roundDown);
  if (amount.lte(0)) return null;
  const row = await q.one<{ id: number }>(
    `INSERT INTO rebate_records (user_id, invitee_id, source, fee, rate, amount, currency_id, ref, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      invitee.parent_id,
      r.inviteeId,
      r.source,
      fee.toFixed(),
      rate,
      amount.toFixed(),
      r.currencyId,
      r.ref ?? null,
      r.at,
    ],
  );
  await move(q, {
    userId: invitee.parent_id,
    account: 'change',
    currencyId: r.currencyId,
    amount,
    kind: 'rebate',
    ref: `rebate:${row?.id}`,
    memo: `${r.source} fee of user ${r.inviteeId}`,
    at: r.at,
  });
  const coin = await q.one<{ name: string }>('SELECT name FROM currencies WHERE id = $1', [r.currencyId]);
  await notify(
    q,
    invitee.parent_id,
    'rebate',
    NOTICE_KEYS[r.source],
    { amount: amount.toFixed(), coin: coin?.name ?? '' },
    r.at,
  );
  return Number(row?.id);
}

/** `ja***@mail.com`, `138****5678`: an invited user's account as the inviter may see it. */
export function maskAccount(email: string | null, phone: string | null, id: number): string {
  if (email) {
    const [name = '', domain = ''] = email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  if (phone && phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `ID ${id}`;
}

/**
 * What a new account gets as it signs up (in the sign-up's transaction): the welcome coupons; and,
 * when it signed up with an invitation code, its inviter a coupon and a notice naming the friend.
 */
export async function welcomeNewUser(
  q: Queryable,
  u: { userId: number; inviterId?: number; email: string | null; phone: string | null; at: number },
): Promise<void> {
  for (const grant of SIGNUP_COUPONS) await grantCoupon(q, { ...grant, userId: u.userId, reason: 'signup', at: u.at });
  if (!u.inviterId) return;
  await grantCoupon(q, { ...INVITE_COUPON, userId: u.inviterId, reason: 'invite', at: u.at });
  await notify(
    q,
    u.inviterId,
    'rebate',
    'rebateNoticeJoined',
    { account: maskAccount(u.email, u.phone, u.userId) },
    u.at,
  );
}
