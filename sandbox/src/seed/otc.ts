// The seed of OTC: four merchants with their payment accounts, their ads on both sides in CNY, USD
// and HKD (the contract's examples 3101, 3102, 3107, 3204 among them), and Lina's orders: 880412
// (buying 500 USDT, waiting for her payment, 15 minutes from three minutes ago), two sell orders the
// merchants have paid that wait for her release (880398 paid 25 minutes ago, so it can be
// appealed; 880415 paid 4 minutes ago), and finished ones. The ads' `available` is what is left
// after the orders still running. Past completed orders are not replayed in the ledger (the
// opening balances include them); the USDT of the two running sell orders is frozen in Lina's
// legal account.
import { scheduleJob } from '../domain/jobs';
import Big from 'big.js';
import type { Queryable } from '../db/db';
import { freeze } from '../domain/ledger';
import { fiatTotal, OTC_JOBS, orderNo } from '../domain/market-otc';
import { DEMO } from './core';

const MIN = 60e3;
const H = 3600e3;
const D = 86400e3;

const MERCHANTS = [
  { id: 5012, nickname: 'Golden Bridge OTC', orders: 1286, rate: '99.20', release: 3 },
  { id: 5020, nickname: 'Harbor Trade', orders: 432, rate: '97.50', release: 6 },
  { id: 5033, nickname: 'Summit Capital', orders: 2051, rate: '99.80', release: 2 },
  { id: 5041, nickname: 'Pacific Coin Desk', orders: 318, rate: '96.90', release: 8 },
];

type Method = 'bank' | 'alipay' | 'wechat';
interface Account {
  owner: { merchant: number } | { user: number };
  method: Method;
  name: string;
  account: string;
  bank?: string;
}

const ACCOUNTS: Account[] = [
  {
    owner: { merchant: 5012 },
    method: 'bank',
    name: 'Zhang Wei',
    account: '6222021001123456789',
    bank: 'ICBC Shanghai Pudong Branch',
  },
  { owner: { merchant: 5012 }, method: 'alipay', name: 'Zhang Wei', account: 'goldenbridge@alipay.test' },
  { owner: { merchant: 5020 }, method: 'alipay', name: 'Chen Jie', account: 'harbortrade@alipay.test' },
  { owner: { merchant: 5020 }, method: 'wechat', name: 'Chen Jie', account: 'harbortrade_pay' },
  {
    owner: { merchant: 5020 },
    method: 'bank',
    name: 'Chen Jie',
    account: '6214830215567780',
    bank: 'China Merchants Bank Ningbo Branch',
  },
  {
    owner: { merchant: 5033 },
    method: 'bank',
    name: 'Summit Capital Ltd',
    account: '6228480012345678901',
    bank: 'Agricultural Bank of China Beijing Chaoyang Branch',
  },
  {
    owner: { merchant: 5041 },
    method: 'bank',
    name: 'Pacific Coin Desk LLC',
    account: '4471920385',
    bank: 'Bank of America, New York',
  },
  {
    owner: { user: DEMO.id },
    method: 'bank',
    name: 'Lina Chen',
    account: '6217003810024567812',
    bank: 'China Construction Bank Hangzhou Branch',
  },
  { owner: { user: DEMO.id }, method: 'alipay', name: 'Lina Chen', account: 'lina@alipay.test' },
];

const ADS = [
  // the user buys USDT
  {
    id: 3101,
    merchant: 5012,
    side: 'buy',
    fiat: 'CNY',
    price: '7.25',
    available: '12500',
    min: '100',
    max: '50000',
    methods: ['bank', 'alipay'],
    minutes: 15,
  },
  {
    id: 3102,
    merchant: 5020,
    side: 'buy',
    fiat: 'CNY',
    price: '7.26',
    available: '3200.50',
    min: '500',
    max: '20000',
    methods: ['alipay', 'wechat'],
    minutes: 15,
  },
  {
    id: 3107,
    merchant: 5033,
    side: 'buy',
    fiat: 'CNY',
    price: '7.28',
    available: '860000',
    min: '10000',
    max: '1000000',
    methods: ['bank'],
    minutes: 30,
  },
  {
    id: 3110,
    merchant: 5041,
    side: 'buy',
    fiat: 'USD',
    price: '1.002',
    available: '45000',
    min: '50',
    max: '10000',
    methods: ['bank'],
    minutes: 20,
  },
  {
    id: 3112,
    merchant: 5041,
    side: 'buy',
    fiat: 'HKD',
    price: '7.83',
    available: '20000',
    min: '200',
    max: '50000',
    methods: ['bank'],
    minutes: 20,
  },
  // the user sells USDT
  {
    id: 3201,
    merchant: 5012,
    side: 'sell',
    fiat: 'CNY',
    price: '7.20',
    available: '8000',
    min: '100',
    max: '30000',
    methods: ['bank', 'alipay'],
    minutes: 15,
  },
  {
    id: 3204,
    merchant: 5020,
    side: 'sell',
    fiat: 'CNY',
    price: '7.21',
    available: '5000',
    min: '100',
    max: '20000',
    methods: ['alipay', 'wechat', 'bank'],
    minutes: 15,
  },
  {
    id: 3206,
    merchant: 5033,
    side: 'sell',
    fiat: 'CNY',
    price: '7.18',
    available: '500000',
    min: '5000',
    max: '800000',
    methods: ['bank'],
    minutes: 30,
  },
  {
    id: 3211,
    merchant: 5041,
    side: 'sell',
    fiat: 'USD',
    price: '0.995',
    available: '30000',
    min: '50',
    max: '10000',
    methods: ['bank'],
    minutes: 20,
  },
] as const;

interface SeedOrder {
  id: number;
  user: number;
  ad: number;
  price: string;
  number: string;
  status: 1 | 2 | 3 | 4;
  createdAgo: number;
  paidAfter?: number;
  finishedAfter?: number;
  cancelledBy?: 'user' | 'expired';
}

const ORDERS: SeedOrder[] = [
  { id: 880412, user: DEMO.id, ad: 3101, price: '7.25', number: '500', status: 1, createdAgo: 3 * MIN },
  {
    id: 880398,
    user: DEMO.id,
    ad: 3204,
    price: '7.21',
    number: '120',
    status: 2,
    createdAgo: 40 * MIN,
    paidAfter: 15 * MIN,
  },
  {
    id: 880415,
    user: DEMO.id,
    ad: 3201,
    price: '7.20',
    number: '250',
    status: 2,
    createdAgo: 12 * MIN,
    paidAfter: 8 * MIN,
  },
  {
    id: 880405,
    user: 100452,
    ad: 3107,
    price: '7.28',
    number: '2000',
    status: 3,
    createdAgo: D + 2 * H,
    paidAfter: 9 * MIN,
    finishedAfter: 11 * MIN,
  },
  {
    id: 880377,
    user: DEMO.id,
    ad: 3102,
    price: '7.26',
    number: '300',
    status: 3,
    createdAgo: 3 * D,
    paidAfter: 6 * MIN,
    finishedAfter: 12 * MIN,
  },
  {
    id: 880360,
    user: DEMO.id,
    ad: 3201,
    price: '7.22',
    number: '300',
    status: 3,
    createdAgo: 5 * D,
    paidAfter: 4 * MIN,
    finishedAfter: 9 * MIN,
  },
  {
    id: 880351,
    user: DEMO.id,
    ad: 3101,
    price: '7.24',
    number: '200',
    status: 4,
    createdAgo: 6 * D,
    finishedAfter: 15 * MIN,
    cancelledBy: 'expired',
  },
  {
    id: 880340,
    user: DEMO.id,
    ad: 3110,
    price: '1.003',
    number: '150',
    status: 4,
    createdAgo: 9 * D,
    finishedAfter: 4 * MIN,
    cancelledBy: 'user',
  },
];

export async function seedOtc(q: Queryable, now: number): Promise<void> {
  for (const m of MERCHANTS)
    await q.query(
      `INSERT INTO otc_merchants (id, nickname, orders_30d, completion_rate, release_minutes) VALUES ($1, $2, $3, $4, $5)`,
      [m.id, m.nickname, m.orders, m.rate, m.release],
    );
  for (const a of ACCOUNTS)
    await q.query(
      `INSERT INTO otc_payment_accounts (merchant_id, user_id, method, account_name, account, bank_name)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        'merchant' in a.owner ? a.owner.merchant : null,
        'user' in a.owner ? a.owner.user : null,
        a.method,
        a.name,
        a.account,
        a.bank ?? null,
      ],
    );
  for (const a of ADS)
    await q.query(
      `INSERT INTO otc_ads (id, merchant_id, side, fiat, price, available, min_amount, max_amount, pay_methods, pay_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [a.id, a.merchant, a.side, a.fiat, a.price, a.available, a.min, a.max, a.methods.join(','), a.minutes],
    );
  const ads = new Map<number, (typeof ADS)[number]>(ADS.map((a) => [a.id, a]));
  for (const o of ORDERS) {
    const ad = ads.get(o.ad)!;
    const createdAt = now - o.createdAgo;
    const paidAt = o.paidAfter === undefined ? null : createdAt + o.paidAfter;
    await q.query(
      `INSERT INTO otc_orders (id, order_no, user_id, ad_id, merchant_id, side, fiat, price, number, total, status,
         created_at, expires_at, paid_at, finished_at, cancelled_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        o.id,
        orderNo(o.id, createdAt),
        o.user,
        ad.id,
        ad.merchant,
        ad.side,
        ad.fiat,
        o.price,
        o.number,
        fiatTotal(o.number, o.price).toFixed(),
        o.status,
        createdAt,
        createdAt + ad.minutes * MIN,
        paidAt,
        o.finishedAfter === undefined ? null : createdAt + o.finishedAfter,
        o.cancelledBy ?? null,
      ],
    );
    if (o.status === 1) await scheduleJob(q, OTC_JOBS.expire, createdAt + ad.minutes * MIN, { orderId: o.id });
    if (ad.side === 'sell' && (o.status === 1 || o.status === 2))
      await freeze(q, {
        userId: o.user,
        account: 'legal',
        currencyId: 1,
        value: new Big(o.number),
        kind: 'otc_sell',
        ref: `otc:${o.id}`,
        at: createdAt,
      });
  }
}
