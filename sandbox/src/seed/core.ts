// The core of the seed: the site's coins, its trading pairs (the prices every screen and the feed
// start from), the demo user and the people around them, with money in every account.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { move, type Account } from '../domain/ledger';

/**
 * Passwords are kept as scrypt hashes with a random salt, `scrypt$<log2 N>$<salt>$<hash>` (hex);
 * `<salt>:<hash>` is a hash written before the cost was recorded (N = 2^14). New hashes cost 2^14
 * (Node's default, ~35 ms each on a 2-core machine) unless SANDBOX_PASSWORD_COST gives another
 * log2 N: the sandbox's own tests and the end-to-end journeys, which create users by the hundred,
 * use 10 (~2 ms), the way test suites lower bcrypt's cost (Rails) or switch to a fast hasher
 * (Django). A stored hash is always checked at the cost it records.
 */
const DEFAULT_COST = 14;

const isCost = (cost: number) => Number.isInteger(cost) && cost >= 4 && cost <= 20;

function passwordCost(): number {
  const value = process.env.SANDBOX_PASSWORD_COST;
  if (value === undefined || value === '') return DEFAULT_COST;
  const cost = Number(value);
  if (!isCost(cost))
    throw new Error(`SANDBOX_PASSWORD_COST must be a whole number from 4 to 20 (log2 of scrypt's N), not "${value}"`);
  return cost;
}

const scryptAt = (password: string, salt: string, cost: number) =>
  scryptSync(password, salt, 32, { N: 2 ** cost, maxmem: 256 * 2 ** cost * 8 });

export function hashPassword(password: string): string {
  const cost = passwordCost();
  const salt = randomBytes(8).toString('hex');
  return `scrypt$${cost}$${salt}$${scryptAt(password, salt, cost).toString('hex')}`;
}

export function checkPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const parts = stored.startsWith('scrypt$')
    ? stored.split('$').slice(1)
    : [String(DEFAULT_COST), ...stored.split(':')];
  const [costText, salt, hash] = parts;
  const cost = Number(costText);
  if (parts.length !== 3 || !salt || !hash || !isCost(cost)) return false;
  const actual = scryptAt(password, salt, cost);
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The contract's demo user: its login example signs in as them, its token example is their session. */
export const DEMO = {
  id: 100238,
  email: 'lina.chen@example.com',
  password: 'Tr4de!safe',
  payPassword: '260518',
  token: '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5',
};

export const CURRENCIES = [
  { id: 1, name: 'USDT', full: 'Tether', decimals: 8, fee: '1', min: '10', max: '500000', price: '1' },
  { id: 2, name: 'BTC', full: 'Bitcoin', decimals: 8, fee: '0.0005', min: '0.001', max: '200', price: null },
  { id: 3, name: 'ETH', full: 'Ethereum', decimals: 8, fee: '0.005', min: '0.01', max: '2000', price: null },
  { id: 4, name: 'LTC', full: 'Litecoin', decimals: 8, fee: '0.01', min: '0.1', max: '20000', price: null },
  { id: 5, name: 'XRP', full: 'Ripple', decimals: 6, fee: '0.25', min: '20', max: '1000000', price: null },
  { id: 6, name: 'DOGE', full: 'Dogecoin', decimals: 8, fee: '5', min: '50', max: '5000000', price: null },
  { id: 7, name: 'AAPL', full: 'Apple', decimals: 4, fee: '0', min: '0', max: '0', price: null },
  { id: 8, name: 'TSLA', full: 'Tesla', decimals: 4, fee: '0', min: '0', max: '0', price: null },
];

// id = match_id; legal = quote currency; base = base currency. Prices are the contract's examples.
export const PAIRS = [
  {
    id: 1,
    legal: 1,
    base: 2,
    price: '96420.50',
    open: '94238.87',
    high: '97105.00',
    low: '93890.20',
    volume: '18422.6841',
    decimals: 2,
    lever: 1,
    micro: 1,
    minShare: 1,
    maxShare: 500,
    spread: '0.0005',
    sort: 1,
  },
  {
    id: 2,
    legal: 1,
    base: 3,
    price: '3412.75',
    open: '3376.22',
    high: '3455.10',
    low: '3350.64',
    volume: '241870.3307',
    decimals: 2,
    lever: 1,
    micro: 1,
    minShare: 1,
    maxShare: 500,
    spread: '0.0005',
    sort: 2,
  },
  {
    id: 3,
    legal: 1,
    base: 4,
    price: '88.42',
    open: '89.26',
    high: '90.11',
    low: '87.25',
    volume: '902311.5520',
    decimals: 2,
    lever: 1,
    micro: 1,
    minShare: 1,
    maxShare: 300,
    spread: '0.0008',
    sort: 3,
  },
  {
    id: 4,
    legal: 1,
    base: 5,
    price: '2.3107',
    open: '2.3851',
    high: '2.4125',
    low: '2.2980',
    volume: '48120995.1200',
    decimals: 4,
    lever: 1,
    micro: 1,
    minShare: 1,
    maxShare: 300,
    spread: '0.0010',
    sort: 4,
  },
  {
    id: 5,
    legal: 1,
    base: 6,
    price: '0.38214',
    open: '0.36186',
    high: '0.39050',
    low: '0.35870',
    volume: '612004871.0000',
    decimals: 5,
    lever: 0,
    micro: 1,
    minShare: 0,
    maxShare: 0,
    spread: '0.0010',
    sort: 5,
  },
  {
    id: 8,
    legal: 1,
    base: 7,
    price: '231.42',
    open: '229.44',
    high: '232.90',
    low: '228.15',
    volume: '152330.4100',
    decimals: 2,
    lever: 1,
    micro: 0,
    minShare: 1,
    maxShare: 200,
    spread: '0.0005',
    category: 'stock',
    sort: 6,
  },
  {
    id: 9,
    legal: 1,
    base: 8,
    price: '352.18',
    open: '357.44',
    high: '361.00',
    low: '349.80',
    volume: '98410.2200',
    decimals: 2,
    lever: 1,
    micro: 0,
    minShare: 1,
    maxShare: 200,
    spread: '0.0005',
    category: 'stock',
    sort: 7,
  },
  {
    id: 6,
    legal: 2,
    base: 3,
    price: '0.035395',
    open: '0.035827',
    high: '0.035910',
    low: '0.035102',
    volume: '5120.4410',
    decimals: 6,
    lever: 0,
    micro: 0,
    minShare: 0,
    maxShare: 0,
    spread: '0.0005',
    sort: 8,
  },
  {
    id: 7,
    legal: 2,
    base: 4,
    price: '0.000917',
    open: '0.000947',
    high: '0.000951',
    low: '0.000910',
    volume: '20311.0800',
    decimals: 6,
    lever: 0,
    micro: 0,
    minShare: 0,
    maxShare: 0,
    spread: '0.0005',
    sort: 9,
  },
];

interface SeedUser {
  id: number;
  email: string;
  nickname: string;
  password: string;
  payPassword?: string;
  signature?: string;
  avatar?: string;
  code: string;
  parent?: number;
  verified?: 0 | 1 | 2;
  level?: number;
  realName?: string;
  createdDaysAgo: number;
  wallets: Partial<Record<Account, Record<string, string>>>;
}

/** The demo user and the others of the world (traders, referred friends, buyers and sellers). */
export const USERS: SeedUser[] = [
  {
    id: DEMO.id,
    email: DEMO.email,
    nickname: 'Lina',
    password: DEMO.password,
    payPassword: DEMO.payPassword,
    signature: 'Long BTC, patient hands',
    avatar: '/upload/avatar/100238.svg',
    code: 'NX7K2Q',
    verified: 2,
    level: 1,
    realName: 'Lina Chen',
    createdDaysAgo: 330,
    wallets: {
      legal: { USDT: '5000' },
      // XRP and DOGE: small balances (worth under 20 USDT each) to convert into one coin
      change: { USDT: '12480.5', BTC: '0.125', ETH: '2.5', XRP: '7.2', DOGE: '42' },
      lever: { USDT: '3000' },
      micro: { USDT: '1500' },
    },
  },
  {
    id: 100452,
    email: 'marco.rossi@example.com',
    nickname: 'Marco',
    password: 'Marco!2026',
    avatar: '/upload/avatar/100452.svg',
    code: 'MR4Q8Z',
    verified: 2,
    realName: 'Marco Rossi',
    createdDaysAgo: 400,
    wallets: {
      change: { USDT: '250000', BTC: '3', ETH: '40' },
      lever: { USDT: '80000' },
      legal: { USDT: '50000' },
      micro: { USDT: '5000' },
    },
  },
  {
    id: 100587,
    email: 'aiko.tanaka@example.com',
    nickname: 'Aiko',
    password: 'Aiko!2026',
    avatar: '/upload/avatar/100587.svg',
    code: 'AT9W3K',
    verified: 2,
    realName: 'Aiko Tanaka',
    createdDaysAgo: 260,
    wallets: { change: { USDT: '90000', BTC: '1.2' }, lever: { USDT: '40000' }, legal: { USDT: '20000' } },
  },
  {
    id: 100611,
    email: 'somchai.k@example.com',
    nickname: 'Somchai',
    password: 'Somchai!2026',
    avatar: '/upload/avatar/100611.svg',
    code: 'SK2P7D',
    verified: 2,
    realName: 'Somchai K.',
    createdDaysAgo: 190,
    wallets: { change: { USDT: '60000', ETH: '15' }, lever: { USDT: '25000' }, legal: { USDT: '10000' } },
  },
  {
    id: 100001,
    email: 'nadia.v@example.com',
    nickname: 'Nadia',
    password: 'Nadia!2026',
    code: 'NV1A5C',
    verified: 2,
    realName: 'Nadia Volkova',
    createdDaysAgo: 700,
    wallets: { change: { USDT: '150000' }, lever: { USDT: '60000' }, legal: { USDT: '80000' } },
  },
  // The two traders of the contract's copy-trading examples (their avatars are in mock/upload/avatar).
  {
    id: 200517,
    email: 'alphawolf@example.com',
    nickname: 'AlphaWolf',
    password: 'Alpha!2026',
    avatar: '/upload/avatar/200517.svg',
    code: 'AW7P3X',
    verified: 2,
    realName: 'Viktor Lindqvist',
    createdDaysAgo: 520,
    wallets: { change: { USDT: '180000', BTC: '2' }, lever: { USDT: '120000' }, legal: { USDT: '30000' } },
  },
  {
    id: 200633,
    email: 'mei.trades@example.com',
    nickname: 'Mei Trades',
    password: 'MeiT!2026',
    avatar: '/upload/avatar/200633.svg',
    code: 'MT4H9W',
    verified: 2,
    realName: 'Mei Huang',
    createdDaysAgo: 310,
    wallets: { change: { USDT: '65000', ETH: '12' }, lever: { USDT: '35000' } },
  },
  {
    id: 100702,
    email: 'omar.h@example.com',
    nickname: 'Omar',
    password: 'Omar!2026',
    code: 'OH6T2B',
    parent: DEMO.id,
    verified: 1,
    createdDaysAgo: 40,
    wallets: { change: { USDT: '800' } },
  },
  {
    id: 100715,
    email: 'mei.lin@example.com',
    nickname: 'Mei',
    password: 'Mei!2026',
    code: 'ML8R4N',
    parent: DEMO.id,
    verified: 0,
    createdDaysAgo: 12,
    wallets: { change: { USDT: '120' } },
  },
];

const DAY = 86400e3;

export async function seedCore(q: Queryable, now: number): Promise<void> {
  for (const c of CURRENCIES)
    await q.query(
      `INSERT INTO currencies (id, name, full_name, logo, decimals, usdt_price, withdraw_fee, withdraw_min, withdraw_max, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $1)`,
      [c.id, c.name, c.full, `/upload/coin/${c.name.toLowerCase()}.svg`, c.decimals, c.price, c.fee, c.min, c.max],
    );
  for (const p of PAIRS)
    await q.query(
      `INSERT INTO pairs (id, legal_id, currency_id, price, open, high, low, volume, decimals, open_lever, open_microtrade,
         lever_min_share, lever_max_share, spread, category, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        p.id,
        p.legal,
        p.base,
        p.price,
        p.open,
        p.high,
        p.low,
        p.volume,
        p.decimals,
        p.lever,
        p.micro,
        p.minShare,
        p.maxShare,
        p.spread,
        p.category ?? null,
        p.sort,
      ],
    );
  const ids = new Map(CURRENCIES.map((c) => [c.name, c.id]));
  for (const u of USERS) {
    const verified = u.verified ?? 0;
    await q.query(
      `INSERT INTO users (id, email, password, pay_password, nickname, signature, head_portrait, extension_code, parent_id,
         level, real_name, id_type, card_id, review_status, advanced_review_status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        u.id,
        u.email,
        hashPassword(u.password),
        u.payPassword ? hashPassword(u.payPassword) : null,
        u.nickname,
        u.signature ?? '',
        u.avatar ?? '',
        u.code,
        u.parent ?? null,
        u.level ?? (verified === 2 ? 2 : 1),
        verified > 0 ? (u.realName ?? u.nickname) : null,
        verified > 0 ? 1 : null,
        verified > 0 ? `P${String(u.id).padStart(8, '0')}` : null,
        verified >= 1 ? 2 : 0,
        verified === 2 && u.id !== DEMO.id ? 2 : 0,
        now - u.createdDaysAgo * DAY,
      ],
    );
    for (const [account, coins] of Object.entries(u.wallets) as Array<[Account, Record<string, string>]>)
      for (const [coin, amount] of Object.entries(coins))
        await move(q, {
          userId: u.id,
          account,
          currencyId: ids.get(coin)!,
          amount,
          kind: 'seed',
          memo: 'opening balance',
          at: now - u.createdDaysAgo * DAY,
        });
  }
  // The contract's example token: the demo user's session, never expiring, so the docs' examples replay.
  await q.query('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, NULL)', [
    DEMO.token,
    DEMO.id,
    now,
  ]);
}
