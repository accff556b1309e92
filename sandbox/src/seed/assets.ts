// The seed of the assets area: what each coin of the core seed is offered for, the networks coins
// travel on (USDT on TRC20 and ERC20, BTC, ETH, LTC, XRP and DOGE on their own chains; XRP needs a
// destination tag), each network's deposit facts (minimum, confirmations, how long they take),
// and the fiat rates of the external rates service (against USD; CNY 7.2 is also the site's
// USDT/CNY rate). The stocks are no coins one sends anywhere: they have no network.
import type { Queryable } from '../db/db';
import { CURRENCIES } from './core';

const MINUTE = 60e3;
const fee = (name: string) => CURRENCIES.find((c) => c.name === name)!;

// [coin, withdraw, legal, lever, spot, seconds, convertible]
const OPTIONS: Array<[string, boolean, boolean, boolean, boolean, boolean, boolean]> = [
  ['USDT', true, true, true, true, true, true],
  ['BTC', true, false, false, true, true, true],
  ['ETH', true, false, false, true, true, true],
  ['LTC', true, false, false, true, true, false],
  ['XRP', true, false, false, true, true, false],
  ['DOGE', true, false, false, true, true, false],
  // the stocks trade against USDT but are not coins one sends anywhere
  ['AAPL', false, false, false, true, false, false],
  ['TSLA', false, false, false, true, false, false],
];

/** The conversion fee of every convertible coin: 0.2 % of the converted quantity. */
const CONVERT_FEE = '0.002';

// The first network of a coin (by sort) is its default: TRC20 for USDT (the cheaper one).
const NETWORKS = [
  // USDT on Tron: 20 confirmations, about 2 minutes
  {
    id: 1,
    coin: 'USDT',
    type: 'trc20',
    sub: 'TRC20',
    display: 'USDT-TRC20',
    fee: fee('USDT').fee,
    min: '10',
    confirm: 2 * MINUTE,
    confirmations: 20,
    minDeposit: '1',
    sort: 1,
  },
  {
    id: 2,
    coin: 'USDT',
    type: 'erc20',
    sub: 'ERC20',
    display: 'USDT-ERC20',
    fee: '5',
    min: '10',
    confirm: 5 * MINUTE,
    confirmations: 12,
    minDeposit: '10',
    sort: 2,
  },
  {
    id: 3,
    coin: 'BTC',
    type: 'btc',
    sub: '',
    display: 'BTC',
    fee: fee('BTC').fee,
    min: fee('BTC').min,
    confirm: 10 * MINUTE,
    confirmations: 1,
    minDeposit: '0.0001',
    sort: 1,
  },
  {
    id: 4,
    coin: 'ETH',
    type: 'eth',
    sub: 'ERC20',
    display: 'ETH-ERC20',
    fee: fee('ETH').fee,
    min: fee('ETH').min,
    confirm: 5 * MINUTE,
    confirmations: 12,
    minDeposit: '0.005',
    sort: 1,
  },
  {
    id: 5,
    coin: 'LTC',
    type: 'ltc',
    sub: '',
    display: 'LTC',
    fee: fee('LTC').fee,
    min: fee('LTC').min,
    confirm: 15 * MINUTE,
    confirmations: 6,
    minDeposit: '0.01',
    sort: 1,
  },
  // XRP: one shared address, each user's destination tag (memo) tells their deposits apart
  {
    id: 6,
    coin: 'XRP',
    type: 'xrp',
    sub: '',
    display: 'XRP',
    fee: fee('XRP').fee,
    min: fee('XRP').min,
    confirm: 1 * MINUTE,
    confirmations: 1,
    minDeposit: '1',
    memo: true,
    sort: 1,
  },
  {
    id: 7,
    coin: 'DOGE',
    type: 'doge',
    sub: '',
    display: 'DOGE',
    fee: fee('DOGE').fee,
    min: fee('DOGE').min,
    confirm: 6 * MINUTE,
    confirmations: 6,
    minDeposit: '10',
    sort: 1,
  },
];

// Units per 1 USD, as the contract's example of the rates service.
const FIAT_RATES: Array<[string, string]> = [
  ['USD', '1'],
  ['CNY', '7.2'],
  ['GBP', '0.7894'],
  ['HKD', '7.7812'],
  ['JPY', '154.21'],
  ['EUR', '0.9287'],
  ['AED', '3.6725'],
  ['THB', '35.42'],
  ['PHP', '58.61'],
  ['SGD', '1.3412'],
  ['VND', '25410'],
];

export async function seedAssets(q: Queryable, now: number): Promise<void> {
  const ids = new Map(CURRENCIES.map((c) => [c.name, c.id]));
  for (const [coin, withdraw, legal, lever, spot, seconds, convertible] of OPTIONS)
    await q.query(
      `INSERT INTO currency_options (currency_id, is_withdraw, is_legal, is_lever, is_match, is_micro, convertible, convert_fee)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [ids.get(coin), withdraw, legal, lever, spot, seconds, convertible, convertible ? CONVERT_FEE : '0'],
    );
  for (const n of NETWORKS)
    await q.query(
      `INSERT INTO currency_networks (id, currency_id, type, sub_name, display_name, withdraw_fee, withdraw_min, confirm_ms,
         confirmations, min_deposit, memo_required, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        n.id,
        ids.get(n.coin),
        n.type,
        n.sub,
        n.display,
        n.fee,
        n.min,
        n.confirm,
        n.confirmations,
        n.minDeposit,
        'memo' in n && n.memo === true,
        n.sort,
      ],
    );
  // The rates were last refreshed at 00:00 UTC today (the service updates once a day).
  const refreshed = Math.floor(now / 86400e3) * 86400e3;
  for (const [index, [code, rate]] of FIAT_RATES.entries())
    await q.query('INSERT INTO fiat_rates (currency_code, rate, sort, updated_at) VALUES ($1, $2, $3, $4)', [
      code,
      rate,
      index + 1,
      refreshed,
    ]);
}
