// The transfer area: moves between the four accounts and conversions between currencies, read
// back through the wallets and the history; and a property over random sequences of transfers,
// conversions, deposits and withdrawals: no balance goes negative, and a user's total of each
// currency changes only by what was deposited, withdrawn (the fee inside) and converted.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeze, unfreeze } from '../src/domain/ledger';
import { startSandbox } from './harness';

const s = await startSandbox();
const HOUR = 3600e3;

type AccountName = 'legal' | 'change' | 'lever' | 'micro';
const ACCOUNTS: AccountName[] = ['legal', 'change', 'lever', 'micro'];
type Overview = Record<`${AccountName}_wallet`, { balance: Array<Record<string, string>> }>;

/** [available, frozen] of a coin in an account, through /wallet/list. */
async function wallets(token?: string) {
  const o = await s.ok<Overview>('listWallets', {}, { token });
  return (account: AccountName, coin: string) => {
    const row = o[`${account}_wallet`].balance.find((r) => r.currency_name === coin);
    return {
      available: new Big(row?.[`${account}_balance`] ?? 0),
      frozen: new Big(row?.[`lock_${account}_balance`] ?? 0),
    };
  };
}

interface HistoryPage {
  current_page: number;
  data: Array<{ id: number; value: string; type: number; info: string; before: string; after: string }>;
  total: number;
  last_page: number;
  next_page_url: string | null;
}

describe('every operation on a fresh seed', () => {
  it('answers the contract examples for the demo user', async () => {
    await s.ok('listTransferHistory', { page: 1 });
    const pairs = await s.ok<{ transfer: Array<{ name: string }>; wallet: Array<Record<string, string>> }>(
      'listTransferPairs',
    );
    expect(pairs.transfer.map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(pairs.wallet.map((w) => w.currency_name)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(await s.ok('getTransferFee', { from_currency_id: 1, to_currency_id: 2 })).toEqual({
      form_price: '1.00',
      to_price: s.sandbox.world.feed.price(1),
      fee: '0.002',
    });
    expect(
      await s.call('transferBetweenAccounts', { currency_id: 1, number: '1000', from_field: 2, to_field: 3 }),
    ).toEqual({ type: 'ok', message: 'Transfer completed' });
    expect(await s.call('transferFunds', { number: '1000', from_currency_id: 1, to_currency_id: 2 })).toEqual({
      type: 'ok',
      message: 'Conversion succeeded',
    });
  });
});

describe('between accounts', () => {
  it('moves exactly the amount, writes a debit and a credit, and nothing else moves', async () => {
    const before = await wallets();
    const history = await s.ok<HistoryPage>('listTransferHistory');
    await s.ok('transferBetweenAccounts', { currency_id: 1, number: '1234.5678', from_field: 2, to_field: 4 });
    const after = await wallets();
    expect(before('change', 'USDT').available.minus(after('change', 'USDT').available).toFixed()).toBe('1234.5678');
    expect(after('micro', 'USDT').available.minus(before('micro', 'USDT').available).toFixed()).toBe('1234.5678');
    for (const [account, coin] of [
      ['legal', 'USDT'],
      ['lever', 'USDT'],
      ['change', 'BTC'],
    ] as const)
      expect(after(account, coin).available.toFixed()).toBe(before(account, coin).available.toFixed());

    const page = await s.ok<HistoryPage>('listTransferHistory');
    expect(page.total).toBe(history.total + 2);
    expect(page.data.slice(0, 2).map((r) => [r.type, r.value, r.info])).toEqual([
      [15, '1234.56780000', 'Transfer from spot account to options account'],
      [12, '-1234.56780000', 'Transfer from spot account to options account'],
    ]);
    expect(page.data[1]!.after).toBe(after('change', 'USDT').available.toFixed(8));
  });

  it('takes the accounts by name as well as by id', async () => {
    const before = await wallets();
    await s.ok('transferBetweenAccounts', { currency_id: 1, number: '250', from_field: 'legal', to_field: 'change' });
    await s.ok('transferBetweenAccounts', { currency_id: 1, number: '50', from_field: '4', to_field: 'legal' });
    const after = await wallets();
    expect(after('legal', 'USDT').available.minus(before('legal', 'USDT').available).toFixed()).toBe('-200');
    expect(after('change', 'USDT').available.minus(before('change', 'USDT').available).toFixed()).toBe('250');
    expect(after('micro', 'USDT').available.minus(before('micro', 'USDT').available).toFixed()).toBe('-50');
  });

  it('refuses beyond the available balance, the same account, a coin the target does not hold', async () => {
    const before = await wallets();
    const history = (await s.ok<HistoryPage>('listTransferHistory')).total;
    const balance = before('legal', 'USDT').available;
    const send = (input: Record<string, unknown>) =>
      s.call('transferBetweenAccounts', { currency_id: 1, number: '1', from_field: 1, to_field: 2, ...input });
    expect(await send({ number: balance.plus('0.0001').toFixed() })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect(await send({ to_field: 'legal' })).toEqual({ type: 'error', message: 'Choose two different accounts' });
    expect(await send({ currency_id: 2, from_field: 2, to_field: 3, number: '0.01' })).toEqual({
      type: 'error',
      message: 'BTC cannot be moved into this account',
    });
    expect(await send({ currency_id: 4242 })).toEqual({ type: 'error', message: 'This currency does not exist' });
    for (const number of ['0', '-1', '1.12345678901', 'x'])
      expect(await send({ number })).toEqual({ type: 'error', message: 'Parameter error' });
    expect((await send({ from_field: 7 })).type).toBe('error');

    const after = await wallets();
    for (const account of ACCOUNTS)
      expect(after(account, 'USDT').available.toFixed()).toBe(before(account, 'USDT').available.toFixed());
    expect((await s.ok<HistoryPage>('listTransferHistory')).total).toBe(history);
  });

  it('keeps money in the contract account while a margin is frozen there', async () => {
    const { world } = s.sandbox;
    const user = await newUser();
    const token = user.token;
    await s.ok('transferBetweenAccounts', { currency_id: 1, number: '300', from_field: 2, to_field: 3 }, { token });
    const margin = { userId: user.id, account: 'lever' as const, currencyId: 1, value: '100', kind: 'test_margin' };
    await world.db.tx((q) => freeze(q, { ...margin, at: world.clock.now() }));
    const out = { currency_id: 1, number: '10', from_field: 3, to_field: 2 };
    expect(await s.call('transferBetweenAccounts', out, { token })).toEqual({
      type: 'error',
      message: 'Close your contract positions before moving money out of the contract account',
    });
    await world.db.tx((q) => unfreeze(q, { ...margin, at: world.clock.now() }));
    await s.ok('transferBetweenAccounts', out, { token });
  });

  it('pages the history in the Laravel shape', async () => {
    const first = await s.ok<HistoryPage>('listTransferHistory', { page: 1, limit: 4 });
    expect(first.data).toHaveLength(4);
    expect(first.next_page_url).toBe('/api/wallet/hzhistory?page=2&limit=4');
    const last = await s.ok<HistoryPage>('listTransferHistory', { page: first.last_page, limit: 4 });
    expect(last.next_page_url).toBeNull();
    expect(last.data.length).toBe(first.total - (first.last_page - 1) * 4);
  });
});

describe('conversions', () => {
  it('converts at the feed prices: number x from / to (10 decimals) received, number x fee paid on top', async () => {
    await s.setPrice('ETH/USDT', 3412.75);
    const terms = await s.ok<{ form_price: string; to_price: string; fee: string }>('getTransferFee', {
      from_currency_id: 1,
      to_currency_id: 3,
    });
    expect(terms).toEqual({ form_price: '1.00', to_price: '3412.75', fee: '0.002' });
    const before = await wallets();
    await s.ok('transferFunds', { number: '1000', from_currency_id: 1, to_currency_id: 3 });
    const after = await wallets();
    expect(before('change', 'USDT').available.minus(after('change', 'USDT').available).toFixed()).toBe('1002');
    const received = new Big(1000).times(1).div('3412.75').round(10, Big.roundDown);
    expect(after('change', 'ETH').available.minus(before('change', 'ETH').available).toFixed()).toBe(
      received.toFixed(),
    );
    const log = await s.ok<{ list: Array<{ type: number; value: string }> }>('listLegalLog', { type: 2, limit: 3 });
    expect(log.list.map((e) => e.type)).toEqual([701, 703, 702]);
    expect(log.list.map((e) => e.value)).toEqual([received.toFixed(), '-2.00000000', '-1000.00000000']);
  });

  it('refuses beyond the balance (fee included), the same currency and a coin not offered', async () => {
    const before = await wallets();
    const btc = before('change', 'BTC').available;
    expect(await s.call('transferFunds', { number: btc.toFixed(), from_currency_id: 2, to_currency_id: 1 })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect(await s.call('transferFunds', { number: '1', from_currency_id: 1, to_currency_id: 1 })).toEqual({
      type: 'error',
      message: 'Choose two different currencies',
    });
    expect(await s.call('getTransferFee', { from_currency_id: 1, to_currency_id: 4 })).toEqual({
      type: 'error',
      message: 'These currencies cannot be converted into each other',
    });
    const after = await wallets();
    expect(after('change', 'BTC').available.toFixed()).toBe(btc.toFixed());
    expect(after('change', 'USDT').available.toFixed()).toBe(before('change', 'USDT').available.toFixed());
  });
});

// ---------------------------------------------------------------------------------------------
// The property: random sequences of money movements for a fresh user.

const COINS = [
  {
    id: 1,
    name: 'USDT',
    unit: new Big('0.01'),
    address: 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5',
    out: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  {
    id: 2,
    name: 'BTC',
    unit: new Big('0.000001'),
    address: 'bc1qw3rk8z5d0h2jn6ctp4vya9sgm7lx2fe5qu8d3k',
    out: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  },
] as const;

const coin = fc.constantFrom(0, 1);
const account = fc.constantFrom<AccountName>(...ACCOUNTS);
/** Up to about a third of the opening balance, sometimes more than there is. */
const units = fc.integer({ min: 1, max: 300000 });

const action = fc.oneof(
  fc.record({ kind: fc.constant('transfer' as const), coin, from: account, to: account, units }),
  fc.record({ kind: fc.constant('convert' as const), coin, units }),
  fc.record({ kind: fc.constant('deposit' as const), coin, units, real: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), coin, units, real: fc.boolean() }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
);

/** A fresh verified user (pay password 260518) funded through the control API, withdrawing without a code. */
async function newUser(): Promise<{ id: number; token: string }> {
  const control = (url: string, payload: object) => s.sandbox.app.inject({ method: 'POST', url, payload });
  const user = (await control('/__sandbox/users', {})).json() as { id: number; token: string };
  await s.sandbox.world.db.query(
    'INSERT INTO withdraw_security (user_id, whitelist, code_required, updated_at) VALUES ($1, false, false, 0)',
    [user.id],
  );
  for (const [account, currency, amount] of [
    ['change', 'USDT', '5000'],
    ['change', 'BTC', '0.3'],
    ['micro', 'USDT', '400'],
    ['legal', 'USDT', '800'],
  ])
    await control(`/__sandbox/users/${user.id}/fund`, { account, currency, amount });
  return user;
}

/** Every balance of the user, summed per coin over the four accounts (available + frozen). */
async function totals(token: string): Promise<{ totals: Record<string, Big>; negative: boolean; frozen: Big }> {
  const read = await wallets(token);
  const out: Record<string, Big> = {};
  let negative = false;
  let frozen = new Big(0);
  for (const c of COINS) {
    out[c.name] = new Big(0);
    for (const a of ACCOUNTS) {
      const w = read(a, c.name);
      if (w.available.lt(0) || w.frozen.lt(0)) negative = true;
      frozen = frozen.plus(w.frozen);
      out[c.name] = out[c.name]!.plus(w.available).plus(w.frozen);
    }
  }
  return { totals: out, negative, frozen };
}

describe('the money property', () => {
  it('keeps every balance >= 0 and changes a total only by deposits, withdrawals, fees and conversions', async () => {
    const refusals = new Set([
      'Insufficient balance',
      'Choose two different accounts',
      'BTC cannot be moved into this account',
      'The minimum withdrawal is 10 USDT',
      'The minimum withdrawal is 0.001 BTC',
    ]);
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const user = await newUser();
        const opening = await totals(user.token);
        // what conversions added and took, per coin (deposits and withdrawals are read back at the end)
        const converted: Record<string, Big> = { USDT: new Big(0), BTC: new Big(0) };
        for (const a of actions) {
          if (a.kind === 'advance') {
            await s.advance(a.minutes * 60e3);
            continue;
          }
          const c = COINS[a.coin]!;
          const number = c.unit.times(a.units).toFixed();
          const options = { token: user.token };
          let answer;
          if (a.kind === 'transfer')
            answer = await s.call(
              'transferBetweenAccounts',
              { currency_id: c.id, number, from_field: a.from, to_field: a.to },
              options,
            );
          else if (a.kind === 'convert') {
            const other = COINS[1 - a.coin]!;
            const terms = await s.ok<{ form_price: string; to_price: string; fee: string }>(
              'getTransferFee',
              { from_currency_id: c.id, to_currency_id: other.id },
              options,
            );
            answer = await s.call(
              'transferFunds',
              { number, from_currency_id: c.id, to_currency_id: other.id },
              options,
            );
            if (answer.type === 'ok') {
              converted[c.name] = converted[c.name]!.minus(new Big(number).times(new Big(1).plus(terms.fee)));
              converted[other.name] = converted[other.name]!.plus(
                new Big(number).times(terms.form_price).div(terms.to_price).round(10, Big.roundDown),
              );
            }
          } else if (a.kind === 'deposit')
            answer = await s.call(
              'createChargeRequest',
              { account: a.real ? c.address : 'nowhere-at-all', amount: number, currency: c.id },
              options,
            );
          else
            answer = await s.call(
              'createWithdrawal',
              {
                currency: c.id,
                ...(c.id === 1 ? { type: 'trc20' } : {}),
                // an address the review refuses (0 is not base58, b not bech32)
                address: a.real ? c.out : c.id === 1 ? `T${'0'.repeat(33)}` : `bc1q${'b'.repeat(38)}`,
                number,
                pay_password: '260518',
              },
              options,
            );
          if (answer.type !== 'ok') expect(refusals).toContain(answer.message);
          const now = await totals(user.token);
          expect(now.negative).toBe(false);
        }
        // Everything pending is settled two hours later.
        await s.advance(2 * HOUR);
        const deposits = await s.ok<{ data: Array<{ currency_id: number; amount: string; status: number }> }>(
          'listRechargeLog',
          { limit: 100 },
          { token: user.token },
        );
        const withdrawals = await s.ok<{ data: Array<{ currency: number; number: string; status: number }> }>(
          'listWithdrawals',
          { limit: 100 },
          { token: user.token },
        );
        const end = await totals(user.token);
        expect(end.negative).toBe(false);
        expect(end.frozen.toFixed()).toBe('0');
        expect(deposits.data.every((d) => d.status !== 1)).toBe(true);
        expect(withdrawals.data.every((w) => w.status !== 1)).toBe(true);
        for (const c of COINS) {
          const deposited = deposits.data
            .filter((d) => d.currency_id === c.id && d.status === 2)
            .reduce((sum, d) => sum.plus(d.amount), new Big(0));
          const withdrawn = withdrawals.data
            .filter((w) => w.currency === c.id && w.status === 2)
            .reduce((sum, w) => sum.plus(w.number), new Big(0));
          const expected = opening.totals[c.name]!.plus(deposited).minus(withdrawn).plus(converted[c.name]!);
          expect(end.totals[c.name]!.toFixed()).toBe(expected.toFixed());
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
