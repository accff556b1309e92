// The seed of the deposit area: the demo user's deposit addresses (the contract's examples), the
// site's bank account for bank-transfer deposits, and the demo user's deposits: a failed BTC one,
// two credited ones (whose ledger rows are matched by the withdrawals of the withdraw seed, so the
// opening balances of the core seed still stand) and one still processing, credited half an hour
// after the seed unless the clock is advanced. Another user has a failed one.
import { scheduleJob } from '../domain/jobs';
import type { Queryable } from '../db/db';
import { confirmDeposit, createDeposit, DEPOSIT_CONFIRM_JOB, DEPOSIT_STATUS } from '../domain/money-deposits';
import { DEMO } from './core';

const MINUTE = 60e3;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo user's deposit addresses by network id (030: 1 USDT-TRC20, 2 USDT-ERC20, 3 BTC, 4 ETH). */
const DEMO_ADDRESSES: Array<[number, string]> = [
  [1, 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu'],
  [2, '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91'],
  [3, 'bc1q7h4kx2m9dwr5tzl3ygs8vfe6cqn0ja2pxu4w9r'],
  [4, '0x3b91c7e4a25f08d6b1e9f2a7c4d8053e6a1f9b27'],
];

/** Where the demo user sends from: their TRON wallet and their Bitcoin wallet. */
const DEMO_TRON = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';
const DEMO_BTC = 'bc1qw3rk8z5d0h2jn6ctp4vya9sgm7lx2fe5qu8d3k';

/** Notifications written at the time the seeded event happened. */
const notifyAt = (at: number) => ({
  async notify(q: Queryable, userId: number, kind: string, key: string, vars: Record<string, string | number> = {}) {
    await q.query('INSERT INTO notifications (user_id, kind, title, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      kind,
      key,
      JSON.stringify(vars),
      at,
    ]);
  },
});

/** History needs no job: its outcome is written here. */
const noJobs = { schedule: async () => 0 };

/** The next deposit gets `id` (the contract's example ids). */
const nextId = (q: Queryable, id: number) =>
  q.query("SELECT setval(pg_get_serial_sequence('deposits', 'id'), $1, false)", [id]);

async function deposit(
  q: Queryable,
  d: { id: number; userId: number; currency: number; amount: string; account: string; at: number },
): Promise<number> {
  await nextId(q, d.id);
  return createDeposit(q, noJobs, { type: 0, ...d });
}

async function fail(q: Queryable, id: number, reason: string, at: number): Promise<void> {
  await q.query('UPDATE deposits SET status = $2, reason = $3, updated_at = $4 WHERE id = $1', [
    id,
    DEPOSIT_STATUS.failed,
    reason,
    at,
  ]);
}

export async function seedDeposit(q: Queryable, now: number): Promise<void> {
  for (const [network, address] of DEMO_ADDRESSES)
    await q.query('INSERT INTO deposit_addresses (user_id, network_id, address, created_at) VALUES ($1, $2, $3, $4)', [
      DEMO.id,
      network,
      address,
      now - 300 * DAY,
    ]);
  await q.query(
    `INSERT INTO deposit_bank_accounts (id, currency_id, bank_name, account_number, holder, confirm_ms)
     VALUES (1, 1, 'HSBC Hong Kong', '808-123456-838', 'Exchange Services Ltd', $1)`,
    [30 * MINUTE],
  );

  // BTC: a deposit the operator found no transaction for, then 0.05 BTC credited (sent on to the
  // demo user's cold wallet by the withdraw seed).
  const failedBtcAt = now - 11 * DAY - 4 * HOUR;
  await deposit(q, { id: 3051, userId: DEMO.id, currency: 2, amount: '0.01', account: DEMO_BTC, at: failedBtcAt });
  await fail(q, 3051, 'No matching transaction was found on the BTC network', failedBtcAt + 12 * HOUR);
  const btcAt = now - 10 * DAY - 6 * HOUR;
  await deposit(q, { id: 3062, userId: DEMO.id, currency: 2, amount: '0.05', account: DEMO_BTC, at: btcAt });
  await confirmDeposit(notifyAt(btcAt + 38 * MINUTE), q, 3062, btcAt + 38 * MINUTE);

  // USDT: 2000 credited from the demo user's TRON wallet (withdrawn again by the withdraw seed).
  const usdtAt = now - 8 * DAY - 9 * HOUR;
  await deposit(q, { id: 3088, userId: DEMO.id, currency: 1, amount: '2000', account: DEMO_TRON, at: usdtAt });
  await confirmDeposit(notifyAt(usdtAt + 7 * MINUTE), q, 3088, usdtAt + 7 * MINUTE);

  // The contract's example request, still waiting for its confirmations.
  const pendingAt = now - 3 * MINUTE;
  await deposit(q, { id: 3107, userId: DEMO.id, currency: 1, amount: '500', account: DEMO_TRON, at: pendingAt });
  await scheduleJob(q, DEPOSIT_CONFIRM_JOB, now + 27 * MINUTE, { id: 3107 });

  // Omar (invited by the demo user) declared a deposit from an address of no network.
  const omarAt = now - 2 * DAY;
  const omar = await deposit(q, {
    id: 3095,
    userId: 100702,
    currency: 1,
    amount: '200',
    account: 'my-binance-wallet',
    at: omarAt,
  });
  await confirmDeposit(notifyAt(omarAt + 2 * MINUTE), q, omar, omarAt + 2 * MINUTE);
  // the sequence continues after the highest example id
  await nextId(q, 3108);
}
