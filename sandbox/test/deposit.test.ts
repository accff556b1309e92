// The deposit area: addresses, a declared deposit processing until its confirmations end on the
// sandbox clock, then credited to the spot account (ledger, notification) or failed.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();
const MINUTE = 60e3;

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

const latest = async () => (await s.ok<Page>('listRechargeLog', { page: 1, limit: 10 })).data[0]!;

/** balance + frozen of a coin in the spot account, through /wallet/list. */
async function spot(coin: string): Promise<Big> {
  const o = await s.ok<{ change_wallet: { balance: Array<Record<string, string>> } }>('listWallets');
  const row = o.change_wallet.balance.find((r) => r.currency_name === coin);
  return row ? new Big(row.change_balance!).plus(row.lock_change_balance!) : new Big(0);
}

async function notifications(key: string): Promise<Array<{ body: string }>> {
  return s.sandbox.world.db.query('SELECT body FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY id', [
    DEMO.id,
    key,
  ]);
}

describe('every operation on a fresh seed', () => {
  it('answers the contract examples for the demo user', async () => {
    expect(await s.ok('getDepositAddress', { currency: 1, user_id: DEMO.id })).toEqual({
      erc20: '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91',
      trc20: 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu',
    });
    expect(await s.ok('getDepositAddress', { currency: 2 })).toBe('bc1q7h4kx2m9dwr5tzl3ygs8vfe6cqn0ja2pxu4w9r');
    expect(await s.ok('getDepositAddress', { currency: 4 })).toBe('');
    const page = await s.ok<Page>('listRechargeLog', { page: 1, limit: 10 });
    expect(page.data.map((d) => [d.id, d.status])).toEqual([
      [3107, 1],
      [3088, 2],
      [3062, 2],
      [3051, 3],
    ]);
    const answer = await s.call('createChargeRequest', {
      account: 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5',
      amount: '500',
      currency: 1,
      type: 0,
    });
    expect(answer).toMatchObject({ type: 'ok', url: '' });
    await s.advance(2 * MINUTE + 1000);
    expect((await latest()).status).toBe(2);
  });

  it('makes another user their own addresses, in each network format, and keeps them', async () => {
    const token = await s.login('marco.rossi@example.com', 'Marco!2026');
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
    const before = await spot('USDT');
    await s.ok('createChargeRequest', { account: 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5', amount: '250.75', currency: 1 });
    const pending = await latest();
    expect(pending).toMatchObject({
      status: 1,
      sub_type: 'TRC20',
      amount: '250.75000000',
      address: 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu',
      updated_at: null,
    });
    expect((await spot('USDT')).toFixed()).toBe(before.toFixed());

    await s.advance(MINUTE);
    expect((await latest()).status).toBe(1);
    await s.advance(MINUTE + 1000);
    const done = await latest();
    expect(done).toMatchObject({ id: pending.id, status: 2 });
    expect(done.updated_at).not.toBeNull();
    expect((await spot('USDT')).minus(before).toFixed()).toBe('250.75');

    const log = await s.ok<{ list: Array<{ type: number; value: string; info: string }> }>('listLegalLog', {
      currency: 1,
      type: 2,
    });
    expect(log.list[0]).toMatchObject({ type: 200, value: '250.75000000', info: 'Deposit credited' });
    expect((await notifications('depositCredited')).at(-1)!.body).toBe(
      JSON.stringify({ amount: '250.75000000', currency: 'USDT' }),
    );
  });

  it('takes the network of the sending address: an ERC20 one confirms in 5 minutes', async () => {
    await s.ok('createChargeRequest', {
      account: '0x3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d8a',
      amount: '40',
      currency: 1,
    });
    expect(await latest()).toMatchObject({ sub_type: 'ERC20', address: '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91' });
    await s.advance(3 * MINUTE);
    expect((await latest()).status).toBe(1);
    await s.advance(2 * MINUTE + 1000);
    expect((await latest()).status).toBe(2);
  });

  it('fails when no transaction could come from what was declared, crediting nothing', async () => {
    const before = await spot('BTC');
    await s.ok('createChargeRequest', { account: 'my-exchange-account', amount: '0.2', currency: 2 });
    await s.advance(10 * MINUTE + 1000);
    expect(await latest()).toMatchObject({ status: 3, amount: '0.20000000' });
    expect((await spot('BTC')).toFixed()).toBe(before.toFixed());
    expect((await notifications('depositFailedNotice')).length).toBeGreaterThan(0);
  });

  it('credits a bank transfer to the site account after 30 minutes, in USDT', async () => {
    const before = await spot('USDT');
    await s.ok('createChargeRequest', { account: 'HSBC 004-221-908877-001', amount: '1200', currency: 1, type: 1 });
    expect(await latest()).toMatchObject({ status: 1, sub_type: '', currency_id: 1 });
    await s.advance(30 * MINUTE + 1000);
    expect((await latest()).status).toBe(2);
    // the seeded request (500 USDT, due half an hour after the seed) was credited on the way
    expect((await spot('USDT')).minus(before).toFixed()).toBe('1700');
    const seeded = (await s.ok<Page>('listRechargeLog', { limit: 100 })).data.find((d) => d.id === 3107)!;
    expect(seeded.status).toBe(2);
  });

  it('refuses a coin that takes no deposits, an unknown coin or bank account, and a bad amount', async () => {
    const declare = (input: Record<string, unknown>) =>
      s.call('createChargeRequest', {
        account: 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5',
        amount: '10',
        currency: 1,
        ...input,
      });
    expect(await declare({ currency: 4 })).toEqual({
      type: 'error',
      message: 'Deposits of this currency are suspended',
    });
    expect(await declare({ currency: 777 })).toEqual({ type: 'error', message: 'This currency does not exist' });
    expect((await declare({ type: 1, currency: 9 })).type).toBe('error');
    for (const amount of ['0', '-5', '1e3', 'abc'])
      expect(await declare({ amount })).toEqual({ type: 'error', message: 'Parameter error' });
    const total = (await s.ok<Page>('listRechargeLog', { limit: 100 })).total;
    expect(total).toBe(9);
  });

  it('pages the list', async () => {
    const p1 = await s.ok<Page>('listRechargeLog', { page: 1, limit: 4 });
    const p3 = await s.ok<Page>('listRechargeLog', { page: 3, limit: 4 });
    expect(p1).toMatchObject({ page: 1, pages: 3, total: 9 });
    expect(p1.data).toHaveLength(4);
    expect(p3.data).toHaveLength(1);
    expect(p3.data[0]!.id).toBe(3051);
  });
});
