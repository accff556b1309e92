// The seed of coupons: Lina's coupons in every state (the contract's three available ones 7001 to
// 7003, one that opens next week, one that runs out in two days, used ones and expired ones), and
// a few of Omar's so that lists show only the signed-in user's. Validity is relative to the clock:
// a coupon expires when the clock passes its end.
import type { Queryable } from '../db/db';
import { DEMO } from './core';

const H = 3600e3;
const D = 86400e3;

interface SeedCoupon {
  id: number;
  user: number;
  type: 'fee_discount' | 'trade_voucher' | 'deposit_bonus';
  value: string;
  min: string;
  scope: 'spot' | 'contract' | 'deposit' | 'all';
  /** Validity relative to now. */
  start: number;
  end: number;
  /** Used this long ago, with what. */
  usedAgo?: number;
  usedRef?: string;
}

const COUPONS: SeedCoupon[] = [
  { id: 7001, user: DEMO.id, type: 'fee_discount', value: '20', min: '100', scope: 'spot', start: -9 * D, end: 5 * D },
  {
    id: 7002,
    user: DEMO.id,
    type: 'trade_voucher',
    value: '10',
    min: '200',
    scope: 'contract',
    start: -9 * D,
    end: 20 * D,
  },
  {
    id: 7003,
    user: DEMO.id,
    type: 'deposit_bonus',
    value: '5',
    min: '500',
    scope: 'deposit',
    start: -9 * D,
    end: 27 * D,
  },
  // No options or OTC coupons: options charge no fee (the contract's example: 0.00) and an OTC
  // trade has none (the merchant's price is all), so no order of either could use one.
  { id: 7004, user: DEMO.id, type: 'fee_discount', value: '50', min: '0', scope: 'all', start: 6 * D, end: 36 * D },
  { id: 7005, user: DEMO.id, type: 'fee_discount', value: '10', min: '50', scope: 'spot', start: -28 * D, end: 2 * D },
  {
    id: 7011,
    user: DEMO.id,
    type: 'fee_discount',
    value: '30',
    min: '100',
    scope: 'spot',
    start: -40 * D,
    end: -10 * D,
    usedAgo: 18 * D + 3 * H,
    usedRef: 'spot_order:88102',
  },
  {
    id: 7012,
    user: DEMO.id,
    type: 'deposit_bonus',
    value: '8',
    min: '1000',
    scope: 'deposit',
    start: -60 * D,
    end: -30 * D,
    usedAgo: 44 * D,
    usedRef: 'deposit:USDT',
  },
  {
    id: 7013,
    user: DEMO.id,
    type: 'trade_voucher',
    value: '20',
    min: '300',
    scope: 'contract',
    start: -20 * D,
    end: 10 * D,
    usedAgo: 2 * D + 5 * H,
    usedRef: 'lever:contract',
  },
  {
    id: 7021,
    user: DEMO.id,
    type: 'trade_voucher',
    value: '15',
    min: '200',
    scope: 'contract',
    start: -45 * D,
    end: -15 * D,
  },
  { id: 7022, user: DEMO.id, type: 'fee_discount', value: '25', min: '0', scope: 'all', start: -35 * D, end: -5 * D },
  {
    id: 7031,
    user: 100702,
    type: 'deposit_bonus',
    value: '5',
    min: '500',
    scope: 'deposit',
    start: -5 * D,
    end: 25 * D,
  },
  { id: 7032, user: 100702, type: 'fee_discount', value: '20', min: '100', scope: 'spot', start: -5 * D, end: 25 * D },
];

export async function seedCoupon(q: Queryable, now: number): Promise<void> {
  for (const c of COUPONS)
    await q.query(
      `INSERT INTO coupons (id, user_id, type, value, min_amount, scope, start_at, end_at, used_at, used_ref, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7)`,
      [
        c.id,
        c.user,
        c.type,
        c.value,
        c.min,
        c.scope,
        now + c.start,
        now + c.end,
        c.usedAgo === undefined ? null : now - c.usedAgo,
        c.usedRef ?? null,
      ],
    );
}
