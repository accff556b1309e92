// Dual-currency investment: the products, buying shares (the wallet pays the per-share price ×
// shares, remaining shares drop, per-user limits), and the settlement at maturity by the feed
// price against the linked price (product-spec §9).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';
import { example, ledgerMoved } from './ledger-and-examples';

const s = await startSandbox();
/** A second world, left as the seed made it, for the contract's examples. */
const fresh = await startSandbox();
const DAY = 86400e3;

interface Product {
  id: number;
  name: string;
  currency_name: string;
  type: string;
  rate: string;
  exercise_price: string;
  end_time: string;
  remaining_number: number;
  purchased_number: number;
  status: number;
}
interface Order {
  id: number;
  dual_id: number;
  type: string;
  number: number;
  day: number;
  total: string;
  success?: string;
  status: number;
}

const products = async (input: Record<string, unknown> = {}) =>
  (await s.ok<{ dual_currencys: Product[] }>('listDualProducts', input)).dual_currencys;
const orders = async (input: Record<string, unknown> = {}) =>
  (await s.ok<{ list: Order[]; limit: number }>('listDualOrders', { page: 1, ...input })).list;
const balance = async (coin: string) => new Big((await s.wallet(DEMO.id, 'change', coin)).balance);

const moved = (userId: number, coin: string, filter: { ref?: number; kinds?: string[]; since?: number }) =>
  ledgerMoved(s, userId, coin, filter);

describe('the contract examples on a fresh seed', () => {
  it('answers every operation of the area with its example input', async () => {
    for (const id of ['listDualProducts', 'getDualProduct', 'buyDualProduct', 'listDualOrders'])
      expect((await fresh.call(id, example(id))).type, id).toBe('ok');
  });
});

describe('dual-currency products', () => {
  it('lists the products of a coin and type, newest first (BTC call by default)', async () => {
    const btcCalls = await products();
    expect(btcCalls.map((p) => p.id)).toEqual([13, 12, 11, 9]);
    expect(btcCalls.every((p) => p.currency_name === 'BTC' && p.type === 'call')).toBe(true);
    expect((await products({ currency_id: 2, type: 'call' })).map((p) => p.id)).toEqual([13, 12, 11, 9]);
    const ethPuts = await products({ currency_id: 3, type: 'put' });
    expect(ethPuts.map((p) => p.id)).toEqual([18, 10]);
    expect(ethPuts[1]!.status).toBe(0);
  });

  it('answers one product as the contract example shows it', async () => {
    const p = await s.ok<Product>('getDualProduct', { id: 12 });
    expect(p).toMatchObject({
      name: 'BTC 7-day 98000',
      rate: '18.25',
      exercise_price: '98000.00',
      remaining_number: 640,
      purchased_number: 360,
      status: 1,
    });
    expect((await s.ok<Product>('getDualProduct', { id: 11 })).status).toBe(0);
    expect((await s.call('getDualProduct', { id: 999 })).type).toBe('error');
  });

  it("lists the demo user's orders: one purchased, one completed", async () => {
    const list = await orders();
    expect(list.map((o) => o.id)).toEqual([5044, 5031, 4870]);
    expect(list.find((o) => o.id === 4870)).toMatchObject({ status: 3, success: '18451.52', total: '0.2' });
    expect(list.find((o) => o.id === 5031)).toMatchObject({ status: 1, number: 1, total: '0.1' });
    expect((await orders({ type: 'put' })).map((o) => o.id)).toEqual([5044]);
    expect((await orders({ status: 3 })).map((o) => o.id)).toEqual([4870]);
    expect(await orders({ page: 2 })).toEqual([]);
  });
});

describe('buying shares', () => {
  it('buys 1 share of product 12: 0.1 BTC from the spot account, one share fewer for sale', async () => {
    const before = await balance('BTC');
    expect(await s.ok('buyDualProduct', { id: 12, num: 1 })).toBe('Successful');
    expect(before.minus(await balance('BTC')).toFixed()).toBe('0.1');
    expect((await s.ok<Product>('getDualProduct', { id: 12 })).remaining_number).toBe(639);
    expect((await orders())[0]).toMatchObject({ dual_id: 12, number: 1, status: 1, total: '0.1' });
  });

  it('pays a put in USDT at the live price: 2 shares of ETH at 3400 cost 680 USDT', async () => {
    await s.setPrice('ETH/USDT', 3400);
    const before = await balance('USDT');
    await s.ok('buyDualProduct', { id: 18, num: 2 });
    expect(before.minus(await balance('USDT')).toFixed()).toBe('680');
    expect((await orders())[0]).toMatchObject({ dual_id: 18, type: 'put', total: '680' });
  });

  it('refuses ended products, more shares than remain, the per-user limit and a short balance', async () => {
    expect(await s.call('buyDualProduct', { id: 9, num: 1 })).toEqual({
      type: 'error',
      message: 'This item is not on sale or has ended',
    });
    expect(await s.call('buyDualProduct', { id: 11, num: 1 })).toEqual({ type: 'error', message: 'Sold out!' });
    expect(await s.call('buyDualProduct', { id: 13, num: 456 })).toEqual({ type: 'error', message: 'Sold out!' });
    // The demo user holds 2 shares of product 12 (limit 50).
    expect(await s.call('buyDualProduct', { id: 12, num: 49 })).toEqual({
      type: 'error',
      message: 'Purchase limit exceeded!',
    });
    expect(await s.call('buyDualProduct', { id: 13, num: 1 })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect((await s.call('buyDualProduct', { id: 12, num: 0 })).message).toBe('Parameter error');
    expect((await s.ok<Product>('getDualProduct', { id: 12 })).remaining_number).toBe(639);
  });
});

describe('settlement at maturity', () => {
  it('pays USDT when BTC settles at or above the linked price, the coin when ETH settles below it', async () => {
    const mine = await orders({ limit: 50 });
    const btc = mine.filter((o) => o.dual_id === 12);
    const eth = mine.filter((o) => o.dual_id === 18);
    const since = s.sandbox.world.clock.now();
    await s.setPrice('BTC/USDT', 99000);
    await s.setPrice('ETH/USDT', 3200);
    await s.advance(7 * DAY);
    // Each payout is cut to 8 decimals.
    const cut = (x: Big) => x.round(8, Big.roundDown);
    // BTC above 98000: amount × 98000 × (1 + days × 18.25 % / 365) in USDT.
    const usdt = btc.reduce(
      (sum, o) =>
        sum.plus(
          cut(
            new Big(o.total)
              .times(98000)
              .times(new Big(36500).plus(new Big('18.25').times(o.day)))
              .div(36500),
          ),
        ),
      new Big(0),
    );
    // ETH below 3300: amount × (1 + days × 17.5 % / 365) in ETH.
    const ethPaid = eth.reduce(
      (sum, o) =>
        sum.plus(
          cut(
            new Big(o.number)
              .times('0.1')
              .times(new Big(36500).plus(new Big('17.5').times(o.day)))
              .div(36500),
          ),
        ),
      new Big(0),
    );
    const settled = { kinds: ['dual_settle'], since };
    expect(new Big((await moved(DEMO.id, 'USDT', settled)).amount).toFixed(8)).toBe(usdt.toFixed(8));
    expect(new Big((await moved(DEMO.id, 'ETH', settled)).amount).toFixed(8)).toBe(ethPaid.toFixed(8));
    const after = await orders({ limit: 50 });
    for (const o of after.filter((x) => x.dual_id === 12 || x.dual_id === 18)) {
      expect(o.status).toBe(3);
      expect(o.success).toBeDefined();
    }
    const paid = after.filter((o) => o.dual_id === 12).reduce((sum, o) => sum.plus(o.success!), new Big(0));
    expect(paid.toFixed(8)).toBe(usdt.toFixed(8));
    expect((await s.ok<Product>('getDualProduct', { id: 12 })).status).toBe(0);
  });
});
