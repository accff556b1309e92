// The seed of rebates: the rate (20 % of the invited users' trading fees) and the commissions Lina
// earned from Omar (100702, verified), one row per fee he paid since he registered 40 days ago, one
// of them today; Mei (100715, not verified) has not traded yet. Each commission is the fee times
// the rate, computed here from the fee. Past commissions are not replayed in the ledger (Lina's
// opening balances include them); new ones are credited by domain/market-rebate.ts.
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { DEFAULT_REBATE_RATE, REBATE_RATE_SETTING, type RebateSource } from '../domain/market-rebate';
import { startOfDay } from '../domain/market-otc';
import { DEMO } from './core';

const H = 3600e3;
const D = 86400e3;
const OMAR = 100702;

/** Fees Omar paid (USDT), newest first; `ago` null: today, an hour ago at most. */
const FEES: Array<{ source: RebateSource; fee: string; ago: number | null; ref: string }> = [
  { source: 'spot', fee: '24', ago: null, ref: 'spot_order:88230' },
  { source: 'contract', fee: '61.25', ago: D + 3 * H, ref: 'lever:30912' },
  { source: 'spot', fee: '18.6', ago: 3 * D + 7 * H, ref: 'spot_order:88177' },
  { source: 'contract', fee: '45', ago: 6 * D + 2 * H, ref: 'lever:30840' },
  { source: 'seconds', fee: '7.35', ago: 9 * D + 5 * H, ref: 'micro:55120' },
  { source: 'contract', fee: '120.4', ago: 15 * D + H, ref: 'lever:30611' },
  { source: 'spot', fee: '12.5', ago: 22 * D + 8 * H, ref: 'spot_order:87902' },
  { source: 'spot', fee: '33', ago: 29 * D + 4 * H, ref: 'spot_order:87815' },
  { source: 'spot', fee: '9.9', ago: 36 * D + 6 * H, ref: 'spot_order:87702' },
  { source: 'contract', fee: '80', ago: 37 * D + 2 * H, ref: 'lever:30187' },
  { source: 'spot', fee: '4.05', ago: 38 * D + 9 * H, ref: 'spot_order:87655' },
];

export async function seedRebate(q: Queryable, now: number): Promise<void> {
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    REBATE_RATE_SETTING,
    DEFAULT_REBATE_RATE,
  ]);
  // Oldest first, so that ids grow with time.
  for (const f of [...FEES].reverse()) {
    const at = f.ago === null ? Math.max(startOfDay(now), now - H) : now - f.ago;
    await q.query(
      `INSERT INTO rebate_records (user_id, invitee_id, source, fee, rate, amount, currency_id, ref, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
      [
        DEMO.id,
        OMAR,
        f.source,
        f.fee,
        DEFAULT_REBATE_RATE,
        new Big(f.fee).times(DEFAULT_REBATE_RATE).toFixed(),
        f.ref,
        at,
      ],
    );
  }
}
