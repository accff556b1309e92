// The deposit area: addresses, a declared deposit processing until its confirmations end on the
// sandbox clock, then credited to the spot account (ledger, notification) or failed. The flows run
// for fresh users, so that what other areas do to the demo user on the clock cannot blur a balance.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();
const MINUTE = 60e3;
const TRON = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';

interface Deposit {
  id: number;
  currency_id: number;
  sub_type: string;
  amount: string;
  user_account: string;
  address: string;
  status: number;
  updated_at: string | null;
}
interface Page {
  data: Deposit[];
  page: number;
  pages: number;
  total: number;
}

/** A fresh verified user (pay password 260518) through the control API. */
async function freshUser(): Promise<{ id: number; token: string }> {
  const response = await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} });
  return response.json() as { id: number; token: string };
}

const latest = async (token?: string) =>
  (await s.ok<Page>('listRechargeLog', { page: 1, limit: 10 }, { token })).data[0]!;

/** balance + frozen of a coin in the spot account, through /wallet/list. */
async function spot(coin: string, token: string): Promise<Big> {
  const o = await s.ok<{ change_wallet: { balance: Array<Record<string, string>> } }>('listWallets', {}, { token });
  const row = o.change_wallet.balance.find((r) => r.currency_name === coin);
  return row ? new Big(row.change_balance!).plus(row.lock_change_balance!) : new Big(0);
}

async function notifications(userId: number, key: string): Promise<string[]> {
  const rows = await s.sandbox.world.db.query<{ body: string }>(
    'SELECT body FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY id',
    [userId, key],
  );
  return rows.map((r) => r.body);
}

describe('every operation on a fresh seed', () => {
  it('answers the contract examples for the demo user', async () => {
    expect(await s.ok('getDepositAddress', { currency: 1, user_id: DEMO.id })).toEqual({
      erc20: '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91',
      trc20: 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu',
    });
    expect(await s.ok('getDepositAddress', { currency: 2 })).toBe('bc1q7h4kx2m9dwr5tzl3ygs8vfe6cqn0ja2pxu4w9r');
    // a stock travels on no network: no address
    expect(await s.ok('getDepositAddress', { currency: 7 })).toBe('');
    const page = await s.ok<Page>('listRechargeLog', { page: 1, limit: 10 });
    expect(page.data.map((d) => [d.id, d.status])).toEqual([
      [3107, 1],
      [3088, 2],
      [3062, 2],
      [3051, 3],
    ]);
    const answer = await s.call('createChargeRequest', { account: TRON, amount: '500', currency: 1, type: 0 });
    expect(answer).toMatchObject({ type: 'ok', url: '' });
  });

  it('credits the seeded request half an hour after the seed, through the ledger', async () => {
    await s.advance(30 * MINUTE);
    const seeded = (await s.ok<Page>('listRechargeLog', { limit: 100 })).data.find((d) => d.id === 3107)!;
    expect(seeded.status).toBe(2);
    const credit = await s.sandbox.world.db.one<{ amount: string; account: string }>(
      "SELECT amount, account FROM ledger WHERE user_id = $1 AND kind = 'deposit' AND ref = '3107'",
      [DEMO.id],
    );
    expect(credit && [new Big(credit.amount).toFixed(), credit.account]).toEqual(['500', 'change']);
    expect(await notifications(DEMO.id, 'depositCredited')).toContain(
      JSON.stringify({ amount: '500', currency: 'USDT' }),
    );
  });

  it('makes another user their own addresses, in each network format, and keeps them', async () => {
    const { token } = await freshUser();
    const first = await s.ok<{ erc20: string; trc20: string }>('getDepositAddress', { currency: 1 }, { token });
    expect(first.erc20).toMatch(/^0x[0-9a-f]{40}$/);
    expect(first.trc20).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(first.trc20).not.toBe('TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu');
    expect(await s.ok('getDepositAddress', { currency: 1 }, { token })).toEqual(first);
    expect(await s.ok('getDepositAddress', { currency: 2 }, { token })).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });
});

describe('a declared deposit', () => {
  it('is processing, then credited to the spot account after its confirmations (TRC20: 2 minutes)', async () => {
    const user = await freshUser();
    const { token } = user;
    const address = await s.ok<{ trc20: string }>('getDepositAddress', { currency: 1 }, { token });
    await s.ok('createChargeRequest', { account: TRON, amount: '250.75', currency: 1 }, { token });
    const pending = await latest(token);
    expect(pending).toMatchObject({
      status: 1,
      sub_type: 'TRC20',
      amount: '250.75000000',
      user_account: TRON,
      address: address.trc20,
      updated_at: null,
    });
    expect((await spot('USDT', token)).toFixed()).toBe('0');

    await s.advance(MINUTE);
    expect((await latest(token)).status).toBe(1);
    await s.advance(MINUTE + 1000);
    const done = await latest(token);
    expect(done).toMatchObject({ id: pending.id, status: 2 });
    expect(done.updated_at).not.toBeNull();
    expect((await spot('USDT', token)).toFixed()).toBe('250.75');

    const log = await s.ok<{ list: Array<{ type: number; value: string; info: string; after: string }> }>(
      'listLegalLog',
      { currency: 1, type: 2 },
      { token },
    );
    expect(log.list[0]).toMatchObject({
      type: 200,
      value: '250.75000000',
      info: 'Deposit credited',
      after: '250.75000000',
    });
    expect(await notifications(user.id, 'depositCredited')).toEqual([
      JSON.stringify({ amount: '250.75', currency: 'USDT' }),
    ]);
  });

  it('takes the network of the sending address: an ERC20 one confirms in 5 minutes', async () => {
    const { token } = await freshUser();
    const address = await s.ok<{ erc20: string }>('getDepositAddress', { currency: 1 }, { token });
    await s.ok(
      'createChargeRequest',
      { account: '0x3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d8a', amount: '40', currency: 1 },
      { token },
    );
    expect(await latest(token)).toMatchObject({ sub_type: 'ERC20', address: address.erc20 });
    await s.advance(3 * MINUTE);
    expect((await latest(token)).status).toBe(1);
    await s.advance(2 * MINUTE + 1000);
    expect((await latest(token)).status).toBe(2);
    expect((await spot('USDT', token)).toFixed()).toBe('40');
  });

  it('fails when no transaction could come from what was declared, crediting nothing', async () => {
    const user = await freshUser();
    await s.ok(
      'createChargeRequest',
      { account: 'my-exchange-account', amount: '0.2', currency: 2 },
      { token: user.token },
    );
    await s.advance(10 * MINUTE + 1000);
    expect(await latest(user.token)).toMatchObject({ status: 3, amount: '0.20000000' });
    expect((await spot('BTC', user.token)).toFixed()).toBe('0');
    expect(await notifications(user.id, 'depositFailedNotice')).toHaveLength(1);
  });

  it('credits a bank transfer to the site account after 30 minutes, in USDT', async () => {
    const { token } = await freshUser();
    await s.ok(
      'createChargeRequest',
      { account: 'HSBC 004-221-908877-001', amount: '1200', currency: 1, type: 1 },
      { token },
    );
    expect(await latest(token)).toMatchObject({ status: 1, sub_type: '', currency_id: 1 });
    await s.advance(20 * MINUTE);
    expect((await latest(token)).status).toBe(1);
    await s.advance(10 * MINUTE + 1000);
    expect((await latest(token)).status).toBe(2);
    expect((await spot('USDT', token)).toFixed()).toBe('1200');
  });

  it('refuses a coin that takes no deposits, an unknown coin or bank account, and a bad amount', async () => {
    const { token } = await freshUser();
    const declare = (input: Record<string, unknown>) =>
      s.call('createChargeRequest', { account: TRON, amount: '10', currency: 1, ...input }, { token });
    expect(await declare({ currency: 7 })).toEqual({
      type: 'error',
      message: 'Deposits of this currency are suspended',
    });
    expect(await declare({ currency: 777 })).toEqual({ type: 'error', message: 'This currency does not exist' });
    expect((await declare({ type: 1, currency: 9 })).type).toBe('error');
    for (const amount of ['0', '-5', '1e3', 'abc'])
      expect(await declare({ amount })).toEqual({ type: 'error', message: 'Parameter error' });
    expect((await s.ok<Page>('listRechargeLog', {}, { token })).total).toBe(0);
  });

  it('pages the list, newest first', async () => {
    const { token } = await freshUser();
    for (const amount of ['11', '12', '13', '14', '15'])
      await s.ok('createChargeRequest', { account: TRON, amount, currency: 1 }, { token });
    const p1 = await s.ok<Page>('listRechargeLog', { page: 1, limit: 2 }, { token });
    const p3 = await s.ok<Page>('listRechargeLog', { page: 3, limit: 2 }, { token });
    expect(p1).toMatchObject({ page: 1, pages: 3, total: 5 });
    expect(p1.data.map((d) => d.amount)).toEqual(['15.00000000', '14.00000000']);
    expect(p3.data.map((d) => d.amount)).toEqual(['11.00000000']);
    expect((await s.ok<Page>('listRechargeLog', { page: 4, limit: 2 }, { token })).data).toEqual([]);
  });
});
