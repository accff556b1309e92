// The assets area: the four accounts at live prices, one balance, the account log, the coins with
// their deposit networks, CNY values, the user's currencies, the trading result and the external
// fiat rates, read back as the app reads them.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { move } from '../src/domain/ledger';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();

interface Row {
  id: number;
  currency: number;
  currency_name: string;
  usdt_price: string;
  [field: string]: unknown;
}
interface Wallet {
  balance: Row[];
  totle: number | string;
  usdt_totle: number | string;
}
type Overview = Record<'legal_wallet' | 'change_wallet' | 'lever_wallet' | 'micro_wallet', Wallet> & {
  ExRate: string;
};
interface LogEntry {
  id: number;
  value: string;
  before: string;
  after: string;
  info: string;
  type: number;
  lock_type_name: string;
  created_time: string;
}

const ACCOUNTS = ['legal', 'change', 'lever', 'micro'] as const;

/** balance + frozen of a coin in an account, as /wallet/list shows it. */
function held(o: Overview, account: (typeof ACCOUNTS)[number], coin: string): Big {
  const row = o[`${account}_wallet`].balance.find((r) => r.currency_name === coin);
  if (!row) return new Big(0);
  return new Big(row[`${account}_balance`] as string).plus(row[`lock_${account}_balance`] as string);
}

describe('every operation on a fresh seed', () => {
  it('answers ok for the demo user, with the contract example inputs', async () => {
    await s.ok('listWallets');
    await s.ok('listWalletDetail', { currency: 1, type: 'change' });
    await s.ok('listLegalLog', { currency: 1, type: 2, page: 1 });
    await s.ok('listCurrencies');
    await s.ok('getRateCurrency', { id: 2 });
    await s.ok('listUserCurrencies');
    await s.ok('getUserProfit');
    const rates = await s.call('listFiatRates', { base: 'USD' }, { token: null });
    expect(rates).toHaveProperty('rates');
  });
});

describe('the four accounts', () => {
  it('shows every wallet row as the database holds it', async () => {
    const o = await s.ok<Overview>('listWallets');
    const rows = await s.sandbox.world.db.query<{ account: string; name: string; balance: string; locked: string }>(
      `SELECT w.account, c.name, w.balance, w.locked FROM wallets w JOIN currencies c ON c.id = w.currency_id
       WHERE w.user_id = $1`,
      [DEMO.id],
    );
    for (const account of ACCOUNTS) {
      const listed = o[`${account}_wallet`].balance;
      const mine = rows.filter((r) => r.account === account);
      expect(listed.map((r) => r.currency_name).sort()).toEqual(mine.map((r) => r.name).sort());
      for (const r of mine) {
        const row = listed.find((l) => l.currency_name === r.name)!;
        expect(new Big(row[`${account}_balance`] as string).eq(r.balance)).toBe(true);
        expect(new Big(row[`lock_${account}_balance`] as string).eq(r.locked)).toBe(true);
        // only the account's own pair in each list
        for (const other of ACCOUNTS.filter((a) => a !== account)) expect(row).not.toHaveProperty(`${other}_balance`);
      }
    }
    // the pending withdrawal's 100 USDT is frozen, not gone
    const usdt = o.change_wallet.balance.find((r) => r.currency_name === 'USDT')!;
    expect(new Big(usdt.lock_change_balance as string).gte(100)).toBe(true);
  });

  it("leaves the core seed's opening balances as they were: the seeded money history nets to zero", async () => {
    const rows = await s.sandbox.world.db.query<{ currency_id: number; net: string }>(
      `SELECT currency_id, SUM(amount + locked) AS net FROM ledger
       WHERE user_id = $1 AND kind IN ('deposit', 'withdraw', 'withdraw_done', 'withdraw_fee', 'withdraw_refused',
         'transfer', 'convert_in', 'convert_out', 'convert_fee')
       GROUP BY currency_id`,
      [DEMO.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(new Big(r.net).toFixed()).toBe('0');
  });

  it('totals every account at the live prices: usdt_totle = sum (balance + lock) x usdt_price, totle = x ExRate', async () => {
    const check = (o: Overview) => {
      for (const account of ACCOUNTS) {
        const w = o[`${account}_wallet`];
        const usdt = w.balance.reduce(
          (sum, r) =>
            sum.plus(
              new Big(r[`${account}_balance`] as string)
                .plus(r[`lock_${account}_balance`] as string)
                .times(r.usdt_price),
            ),
          new Big(0),
        );
        expect(Number(w.usdt_totle)).toBeCloseTo(Number(usdt.toFixed(8)), 6);
        expect(Number(w.totle)).toBeCloseTo(Number(usdt.times(o.ExRate).toFixed(8)), 6);
      }
    };
    const before = await s.ok<Overview>('listWallets');
    check(before);
    expect(before.ExRate).toBe('7.2');
    const btc = before.change_wallet.balance.find((r) => r.currency_name === 'BTC')!;
    expect(btc.usdt_price).toBe(s.sandbox.world.feed.price(1));

    await s.setPrice('BTC/USDT', 100000);
    const after = await s.ok<Overview>('listWallets');
    check(after);
    const moved = new Big(after.change_wallet.usdt_totle).minus(before.change_wallet.usdt_totle);
    const btcHeld = held(before, 'change', 'BTC');
    expect(moved.toFixed(6)).toBe(btcHeld.times(new Big(100000).minus(btc.usdt_price)).toFixed(6));
    expect(await s.ok('getRateCurrency', { id: 2 })).toEqual({ rmb: 720000 });
  });

  it('narrows the lists to a coin symbol', async () => {
    const o = await s.ok<Overview>('listWallets', { currency_name: 'eth' });
    expect(o.change_wallet.balance.map((r) => r.currency_name)).toEqual(['ETH']);
    for (const account of ACCOUNTS)
      for (const row of o[`${account}_wallet`].balance) expect(row.currency_name).toContain('ETH');
  });
});

describe('one balance and the user currencies', () => {
  it('answers only the requested account pair, and refuses a coin never held or unknown', async () => {
    const lever = await s.ok<Record<string, unknown>>('listWalletDetail', { currency: 1, type: 'lever' });
    expect(lever).toMatchObject({ currency: 1, currency_name: 'USDT', ExRate: '7.2', coin_trade_fee: '0.2' });
    expect(new Big(lever.lever_balance as string).eq((await s.wallet(DEMO.id, 'lever', 'USDT')).balance)).toBe(true);
    expect(lever).not.toHaveProperty('change_balance');
    const fresh = (await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} })).json() as {
      token: string;
    };
    expect(await s.call('listWalletDetail', { currency: 4 }, { token: fresh.token })).toEqual({
      type: 'error',
      message: 'You do not hold any LTC yet',
    });
    expect((await s.call('listWalletDetail', { currency: 999 })).type).toBe('error');
  });

  it('lists the held currencies with null for an account never used', async () => {
    const list =
      await s.ok<Array<{ id: number; name: string; wallet: Record<string, string | null> }>>('listUserCurrencies');
    expect(list.map((c) => c.name).slice(0, 3)).toEqual(['USDT', 'BTC', 'ETH']);
    for (const coin of list)
      for (const account of ACCOUNTS) {
        const row = await s.sandbox.world.db.one<{ balance: string }>(
          'SELECT balance FROM wallets WHERE user_id = $1 AND account = $2 AND currency_id = $3',
          [DEMO.id, account, coin.id],
        );
        const shown = coin.wallet[`${account}_balance`];
        if (row) expect(new Big(shown!).eq(row.balance)).toBe(true);
        else expect(shown).toBeNull();
      }
  });
});

describe('the account log', () => {
  it('pages the ledger newest first, each usable-balance row continuing the one before', async () => {
    const all = await s.ok<{ list: LogEntry[]; count: number; limit: number }>('listLegalLog', {
      currency: 1,
      type: 2,
      limit: 100,
    });
    expect(all.count).toBe(all.list.length);
    const usable = all.list.filter((e) => e.lock_type_name === 'No');
    for (let i = 0; i + 1 < usable.length; i++) expect(usable[i]!.before).toBe(usable[i + 1]!.after);
    const current = await s.ok<Record<string, string>>('listWalletDetail', { currency: 1 });
    expect(usable[0]!.after).toBe(current.change_balance);
    // the seeded deposit (200), the withdrawal request (99), its fee (100) and the transfers (11/12)
    expect(all.list.some((e) => e.type === 200 && e.value === '2000.00000000')).toBe(true);
    expect(all.list.some((e) => e.type === 99 && e.value === '-100.00000000')).toBe(true);
    expect(all.list.some((e) => e.type === 100 && e.info === 'Withdrawal fee' && e.lock_type_name === 'Yes')).toBe(
      true,
    );

    const page2 = await s.ok<{ list: LogEntry[]; count: number; limit: number }>('listLegalLog', {
      currency: 1,
      type: 2,
      page: 2,
      limit: 3,
    });
    expect(page2.count).toBe(all.count);
    expect(page2.limit).toBe(3);
    expect(page2.list.map((e) => e.id)).toEqual(all.list.slice(3, 6).map((e) => e.id));
  });

  it('widens to every account and currency without filters', async () => {
    const page = await s.ok<{ list: Array<LogEntry & { currency: number }>; count: number }>('listLegalLog', {
      limit: 100,
    });
    const currencies = new Set(page.list.map((e) => e.currency));
    for (const id of [1, 2, 3]) expect(currencies.has(id)).toBe(true);
  });
});

describe('the coins', () => {
  it('gives every depositable coin an address on its default network, and the user the count of saved addresses', async () => {
    const coins = await s.ok<
      Array<{
        name: string;
        is_charge: number;
        is_withdraw: number;
        has_address_num: number;
        price: string;
        networks: Array<{ type: string; status: number; address: string }>;
      }>
    >('listCurrencies');
    for (const coin of coins.filter((c) => c.is_charge === 1)) {
      expect(coin.networks[0]!.status).toBe(1);
      expect(coin.networks[0]!.address).not.toBe('');
    }
    const usdt = coins.find((c) => c.name === 'USDT')!;
    expect(usdt.networks.map((n) => [n.type, n.address])).toEqual([
      ['trc20', 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu'],
      ['erc20', '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91'],
    ]);
    expect(usdt.has_address_num).toBe(1);
    expect(coins.find((c) => c.name === 'AAPL')).toMatchObject({ is_charge: 0, is_withdraw: 0, networks: [] });
    expect(coins.find((c) => c.name === 'ETH')!.price).toBe(s.sandbox.world.feed.price(2));
  });

  it('values a coin in CNY at the feed price, an unknown one at 1 USDT', async () => {
    await s.setPrice('ETH/USDT', 3500);
    expect(await s.ok('getRateCurrency', { id: 3 })).toEqual({ rmb: 25200 });
    expect(await s.ok('getRateCurrency', { id: 9999 })).toEqual({ rmb: 7.2 });
  });
});

describe("the P/L of Assets' headline", () => {
  it('counts what the contract and options accounts won or lost, not money moved between accounts', async () => {
    const figures = async () => {
      const p = await s.ok<Record<string, string>>('getUserProfit');
      expect(p.currency_name).toBe('USDT');
      for (const key of ['today_profit', 'total_profit', 'lever_profit', 'micro_profit'])
        expect(p[key]).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/);
      const n = (key: string) => new Big(p[key]!.replace('+', ''));
      // today's and the total P/L are the days of the P/L history (today the last one, the total their sum)
      const { days } = await s.ok<{ days: Array<{ pnl: string }> }>('getPnlHistory', { days: 90 });
      expect(n('today_profit').toFixed(2)).toBe(new Big(days.at(-1)!.pnl.replace('+', '')).toFixed(2));
      return n;
    };
    const before = await figures();
    const { world } = s.sandbox;
    // a closed contract position that gained 12.50 and an option that lost 3.20
    await world.db.tx(async (q) => {
      const at = world.clock.now();
      await move(q, { userId: DEMO.id, account: 'lever', currencyId: 1, amount: '12.5', kind: 'lever_close', at });
      await move(q, { userId: DEMO.id, account: 'micro', currencyId: 1, amount: '-3.2', kind: 'micro_order', at });
    });
    await s.ok('transferBetweenAccounts', { currency_id: 1, number: '100', from_field: 2, to_field: 3 });
    const after = await figures();
    const delta = (key: string) => after(key).minus(before(key)).toFixed(2);
    expect([delta('lever_profit'), delta('micro_profit'), delta('total_profit'), delta('today_profit')]).toEqual([
      '12.50',
      '-3.20',
      '9.30',
      '9.30',
    ]);
  });
});

describe('the external fiat rates', () => {
  it('answers its own plain JSON against USD, or against another base', async () => {
    const usd = (await s.call('listFiatRates', {}, { token: null })) as unknown as {
      base: string;
      rates: Array<{ currency_code: string; rate: number }>;
    };
    expect(usd.base).toBe('USD');
    expect(usd.rates.map((r) => r.currency_code)).toEqual([
      'USD',
      'CNY',
      'GBP',
      'HKD',
      'JPY',
      'EUR',
      'AED',
      'THB',
      'PHP',
      'SGD',
      'VND',
    ]);
    expect(usd.rates.find((r) => r.currency_code === 'CNY')!.rate).toBe(7.2);
    const cny = (await s.call('listFiatRates', { base: 'CNY' }, { token: null })) as unknown as typeof usd;
    expect(cny.rates.find((r) => r.currency_code === 'CNY')!.rate).toBe(1);
    expect(cny.rates.find((r) => r.currency_code === 'USD')!.rate).toBeCloseTo(1 / 7.2, 5);
  });
});
