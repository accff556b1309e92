// The seed of the withdraw area: the demo user's saved addresses, their two bank cards (the
// contract's examples: the domestic ICBC card and the international Bank of America one, so the
// contract's card withdrawals work on a fresh seed), and their withdrawals: one refused (released),
// three sent, which take out exactly what the deposit seed credited (the opening balances of the
// core seed still stand), and the contract's example one still in review (its 100 USDT frozen),
// reviewed 80 minutes after the seed unless the clock is advanced.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { freeze } from '../domain/ledger';
import { KIND } from '../domain/money-log';
import { orderNo, refuseWithdrawal, sendWithdrawal, WITHDRAW_REVIEW_JOB } from '../domain/money-withdrawals';
import { CURRENCIES, DEMO, PAIRS } from './core';

const MINUTE = 60e3;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const BINANCE_TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const LEDGER_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

// [id, coin, label, address, network, qrcode, days ago]
const ADDRESSES: Array<[number, number, string, string, string, string | null, number]> = [
  [305, 3, 'MetaMask main', '0x5e1b7A9c3D2f4086aB1c9E7d3F5a2B8c4D6e0F19', 'eth', null, 41],
  [311, 2, 'Ledger cold wallet', LEDGER_BTC, 'btc', '/upload/images/20261112/qr-ledger.png', 16],
  [312, 1, 'Binance deposit TRC20', BINANCE_TRC20, 'trc20', null, 16],
];

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

/** The seed's USDT price of a coin (the pairs' starting prices). */
function seedPrice(currencyId: number): Big {
  if (currencyId === 1) return new Big(1);
  return new Big(PAIRS.find((p) => p.legal === 1 && p.base === currencyId)!.price);
}

interface Seeded {
  id: number;
  currency: number;
  /** A network id (030) for an address, or the card for a card withdrawal. */
  network?: number;
  card?: { id: number; destination: 'bank' | 'international' };
  address: string;
  number: string;
  fee: string;
  notes?: string;
  at: number;
}

/** A withdrawal as createWithdrawal leaves it: recorded, its whole quantity frozen. */
async function request(q: Queryable, w: Seeded) {
  const coin = CURRENCIES.find((c) => c.id === w.currency)!;
  const number = new Big(w.number);
  const real = number.minus(w.fee);
  await q.query(
    `INSERT INTO withdrawals (id, order_no, user_id, currency_id, destination, network_id, bank_card_id, address, number,
       fee, real_number, btc_value, notes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [
      w.id,
      orderNo(w.id, w.at),
      DEMO.id,
      w.currency,
      w.card ? w.card.destination : 'address',
      w.network ?? null,
      w.card?.id ?? null,
      w.address,
      number.toFixed(),
      w.fee,
      real.toFixed(),
      number.times(seedPrice(w.currency)).div(seedPrice(2)).round(18).toFixed(),
      w.notes ?? null,
      w.at,
    ],
  );
  await freeze(q, {
    userId: DEMO.id,
    account: 'change',
    currencyId: w.currency,
    value: number,
    kind: KIND.withdraw,
    ref: w.id,
    memo: 'Withdrawal request',
    at: w.at,
  });
  return {
    id: w.id,
    user_id: DEMO.id,
    currency_id: w.currency,
    currency_name: coin.name,
    decimals: coin.decimals,
    number: number.toFixed(),
    fee: w.fee,
    real_number: real.toFixed(),
  };
}

export async function seedWithdraw(q: Queryable, now: number): Promise<void> {
  for (const [id, currency, name, address, type, qrcode, daysAgo] of ADDRESSES)
    await q.query(
      `INSERT INTO wallet_addresses (id, user_id, currency_id, name, address, type, qrcode, created_at, updated_at, usable_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8)`,
      [id, DEMO.id, currency, name, address, type, qrcode, now - daysAgo * DAY],
    );
  await q.query(
    `INSERT INTO bank_cards (id, user_id, kind, real_name, bank_account, bank_name, bank_branch, bank_dizhi, phone,
       created_at, updated_at)
     VALUES (57, $1, 'domestic', 'Lina Chen', '6222021001123456789', 'Industrial and Commercial Bank of China',
       'Shanghai Lujiazui Branch', '188 Yincheng Road, Pudong, Shanghai', '13812345678', $2, $2)`,
    [DEMO.id, now - 25 * DAY],
  );
  await q.query(
    `INSERT INTO bank_cards (id, user_id, kind, real_name, bank_account, bank_name, bank_branch, bank_dizhi, phone,
       aba_number, swift_code, cardholder_address, created_at, updated_at)
     VALUES (21, $1, 'international', 'Lina Chen', '026009593000123456', 'Bank of America', 'New York Main Office',
       '100 West 33rd Street, New York, NY 10001', '+12125550148', '026009593', 'BOFAUS3N',
       '55 Water Street, Apt 12B, New York, NY 10041', $2, $2)`,
    [DEMO.id, now - 31 * DAY],
  );

  // Refused by the review: 500 USDT on ERC20, released after 3 h 42 min.
  const refusedAt = now - 12 * DAY - 5 * HOUR;
  const refused = await request(q, {
    id: 4951,
    currency: 1,
    network: 2,
    address: '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d',
    number: '500',
    fee: '5',
    at: refusedAt,
  });
  const refusedDone = refusedAt + 3 * HOUR + 42 * MINUTE;
  await refuseWithdrawal(
    notifyAt(refusedDone),
    q,
    refused,
    'The destination address is on the compliance block list',
    refusedDone,
  );

  // Sent: the 0.05 BTC deposited the day before, to the Ledger cold wallet.
  const btcAt = now - 9 * DAY - 7 * HOUR;
  const btc = await request(q, {
    id: 4987,
    currency: 2,
    network: 3,
    address: LEDGER_BTC,
    number: '0.05',
    fee: '0.0005',
    at: btcAt,
  });
  await sendWithdrawal(notifyAt(btcAt + 85 * MINUTE), q, btc, btcAt + 85 * MINUTE);

  // Sent: the 2000 USDT deposited on TRC20, 1500 back to Binance and 500 to the domestic card.
  const binanceAt = now - 6 * DAY - 3 * HOUR;
  const binance = await request(q, {
    id: 4993,
    currency: 1,
    network: 1,
    address: BINANCE_TRC20,
    number: '1500',
    fee: '1',
    notes: 'Back to Binance',
    at: binanceAt,
  });
  await sendWithdrawal(notifyAt(binanceAt + 40 * MINUTE), q, binance, binanceAt + 40 * MINUTE);
  const cardAt = now - 4 * DAY - 8 * HOUR;
  const card = await request(q, {
    id: 4998,
    currency: 1,
    card: { id: 57, destination: 'bank' },
    address: 'Industrial and Commercial Bank of China **** 6789',
    number: '500',
    fee: '1',
    at: cardAt,
  });
  await sendWithdrawal(notifyAt(cardAt + 2 * HOUR), q, card, cardAt + 2 * HOUR);

  // The contract's example request, in review.
  await request(q, {
    id: 5012,
    currency: 1,
    network: 1,
    address: BINANCE_TRC20,
    number: '100',
    fee: '1',
    notes: 'To my own TRON wallet',
    at: now - 40 * MINUTE,
  });
  await scheduleJob(q, WITHDRAW_REVIEW_JOB, now + 80 * MINUTE, { id: 5012 });

  // The demo account was opened before withdrawal codes: they are off until the user turns them on
  // (every account opened since has them on), so that the contract's examples replay.
  await q.query(
    'INSERT INTO withdraw_security (user_id, whitelist, code_required, updated_at) VALUES ($1, false, false, $2)',
    [DEMO.id, now],
  );

  // New rows continue after the highest example ids.
  for (const table of ['wallet_addresses', 'bank_cards', 'withdrawals'])
    await q.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
}
