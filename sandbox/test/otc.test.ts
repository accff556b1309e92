// OTC: the ads, and orders through their life on the sandbox clock: paid then released by the
// merchant (the USDT credited to the legal account), cancelled, expired, sold and released by the
// user, appealed; and the limits (the ad's, the verification level's, the user's pending orders and
// cancellations).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox, type TestSandbox } from './harness';

const MIN = 60e3;

interface Ad {
  id: number;
  side: string;
  fiat: string;
  price: string;
  available: string;
  pay_methods: string[];
}
interface Order {
  id: number;
  ad_id: number;
  side: string;
  price: string;
  number: string;
  total: string;
  status: number;
  expire_seconds: number;
  cancel_reason: string | null;
  payment_accounts: Array<{ method: string; account_name: string }>;
  appeal_reason: string | null;
  create_time: number;
  paid_time: number | null;
  finish_time: number | null;
}
interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

async function legal(s: TestSandbox, userId = DEMO.id) {
  const w = await s.wallet(userId, 'legal', 'USDT');
  return { balance: new Big(w.balance), locked: new Big(w.locked) };
}
async function available(s: TestSandbox, adId: number): Promise<string> {
  const row = await s.sandbox.world.db.one<{ available: string }>('SELECT available FROM otc_ads WHERE id = $1', [
    adId,
  ]);
  return new Big(row!.available).toFixed(2);
}
const order = (s: TestSandbox, id: number, token?: string) => s.ok<Order>('getOtcOrder', { id }, { token });

const s = await startSandbox();
const limits = await startSandbox();

describe('OTC on a fresh seed', () => {
  it('lists the ads of a side, best price first, filtered', async () => {
    const buy = await s.ok<Page<Ad>>('listOtcAds', { side: 'buy', fiat: 'CNY' });
    expect(buy).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(buy.data.map((a) => [a.id, a.price, a.available])).toEqual([
      [3101, '7.25', '12500.00'],
      [3102, '7.26', '3200.50'],
      [3107, '7.28', '860000.00'],
    ]);
    const sell = await s.ok<Page<Ad>>('listOtcAds', { side: 'sell', fiat: 'CNY' });
    expect(sell.data.map((a) => a.id)).toEqual([3204, 3201, 3206]);
    const ids = async (q: Record<string, unknown>) =>
      (await s.ok<Page<Ad>>('listOtcAds', { side: 'buy', ...q })).data.map((a) => a.id);
    expect(await ids({ fiat: 'CNY', amount: '600' })).toEqual([3101, 3102]);
    expect(await ids({ pay_method: 'wechat' })).toEqual([3102]);
    expect(await ids({ fiat: 'USD' })).toEqual([3110]);
    expect(await ids({ fiat: 'EUR' })).toEqual([]);
    expect(await s.ok('listOtcAds', { side: 'buy', fiat: 'EUR' })).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    expect(await s.call('listOtcAds', { side: 'both' })).toEqual({ type: 'error', message: 'Parameter error' });
  });

  it('reads the orders of the demo user, ongoing and finished', async () => {
    const ongoing = await s.ok<Page<Order>>('listOtcOrders', { status: 'ongoing' });
    expect(ongoing.data.map((o) => [o.id, o.side, o.status])).toEqual([
      [880412, 'buy', 1],
      [880415, 'sell', 2],
      [880398, 'sell', 2],
    ]);
    const finished = await s.ok<Page<Order>>('listOtcOrders', { status: 'finished' });
    expect(finished.data.map((o) => o.id)).toEqual([880377, 880360, 880351, 880340]);
    // Of the seed's two cancelled orders, one ran out of time and the user cancelled the other.
    expect(
      finished.data
        .filter((o) => o.status === 4)
        .map((o) => o.cancel_reason)
        .sort(),
    ).toEqual(['expired', 'user']);
    expect(finished.data.filter((o) => o.status !== 4).every((o) => o.cancel_reason === null)).toBe(true);
    const waiting = await order(s, 880412);
    expect(waiting).toMatchObject({ number: '500.00', price: '7.25', total: '3625.00', status: 1 });
    // placed 3 minutes before the seed with a 15-minute timer: counting from then, never restarted
    // (how much of the 12 minutes left has passed depends on how long the machine took to get here)
    expect(waiting.expire_seconds).toBeGreaterThan(0);
    expect(waiting.expire_seconds).toBeLessThanOrEqual(720);
    expect(waiting.payment_accounts.map((a) => [a.method, a.account_name])).toEqual([
      ['bank', 'Zhang Wei'],
      ['alipay', 'Zhang Wei'],
    ]);
    // On a sell order the buyer pays to the user's own accounts.
    expect((await order(s, 880398)).payment_accounts.map((a) => a.account_name)).toEqual(['Lina Chen', 'Lina Chen']);
    expect(await s.call('getOtcOrder', { id: 880405 })).toEqual({ type: 'error', message: 'Order not found' });
    expect((await s.call('listOtcOrders', { status: 'ongoing' }, { token: null })).type).toBe('999');
  });

  it('allows an appeal only 10 minutes after payment, once', async () => {
    expect(
      await s.call('submitOtcAppeal', { id: 880415, reason: 'not_received', remark: 'Nothing arrived yet.' }),
    ).toEqual({ type: 'error', message: 'You can appeal 10 minutes after payment' });
    expect(
      (await s.call('submitOtcAppeal', { id: 880412, reason: 'other', remark: 'Not paid yet, sorry.' })).message,
    ).toBe('Only a paid order can be appealed');
    expect(
      await s.ok('submitOtcAppeal', { id: 880398, reason: 'not_received', remark: 'The 865.20 CNY never arrived.' }),
    ).toBe('Operation succeeded');
    const appealed = await order(s, 880398);
    expect(appealed.status).toBe(5);
    expect(appealed.appeal_reason).toBe('The payment did not arrive: The 865.20 CNY never arrived.');
    expect((await s.call('submitOtcAppeal', { id: 880398, reason: 'other', remark: 'Second try here.' })).message).toBe(
      'This order is already in appeal',
    );
  });

  it('releases a paid sell order with the pay password, once', async () => {
    const before = await legal(s);
    expect(await s.call('submitOtcRelease', { id: 880415, pay_password: '111111' })).toEqual({
      type: 'error',
      message: 'Wrong pay password',
    });
    expect(await s.ok('submitOtcRelease', { id: 880415, pay_password: DEMO.payPassword })).toBe('Operation succeeded');
    const after = await legal(s);
    expect(after.balance.minus(before.balance).toFixed()).toBe('0');
    expect(after.locked.minus(before.locked).toFixed()).toBe('-250');
    expect(await order(s, 880415)).toMatchObject({ status: 3 });
    expect((await s.call('submitOtcRelease', { id: 880415, pay_password: DEMO.payPassword })).message).toBe(
      'This order cannot be released now',
    );
    expect((await s.call('submitOtcRelease', { id: 880412, pay_password: DEMO.payPassword })).message).toBe(
      'Only the seller can release the coin',
    );
  });

  it('buys: order -> paid -> released by the merchant, the USDT credited to the legal account', async () => {
    const before = await legal(s);
    const placed = await s.ok<Order>('createOtcOrder', { ad_id: 3101, number: '500' });
    expect(placed).toMatchObject({ ad_id: 3101, side: 'buy', number: '500.00', total: '3625.00', status: 1 });
    expect(placed.expire_seconds).toBe(900);
    expect(await available(s, 3101)).toBe('12000.00');
    expect(await s.ok('submitOtcPayment', { id: placed.id })).toBe('Operation succeeded');
    const paid = await order(s, placed.id);
    expect(paid).toMatchObject({ status: 2, expire_seconds: 0 });
    expect(paid.paid_time).toBeGreaterThanOrEqual(placed.create_time);
    expect((await s.call('submitOtcPayment', { id: placed.id })).message).toBe(
      'The order is no longer waiting for payment',
    );
    expect((await s.call('cancelOtcOrder', { id: placed.id })).message).toBe(
      'The order is no longer waiting for payment',
    );
    expect((await legal(s)).balance.minus(before.balance).toFixed()).toBe('0');

    await s.advance(3 * MIN + 1000);
    const done = await order(s, placed.id);
    expect(done.status).toBe(3);
    expect(done.finish_time).not.toBeNull();
    expect((await legal(s)).balance.minus(before.balance).toFixed()).toBe('500');
    const finished = await s.ok<Page<Order>>('listOtcOrders', { status: 'finished' });
    expect(finished.data[0]!.id).toBe(placed.id);
  });

  it('cancels a buy order and gives the ad its USDT back', async () => {
    const placed = await s.ok<Order>('createOtcOrder', { ad_id: 3102, number: '100' });
    expect(placed.total).toBe('726.00');
    expect(await available(s, 3102)).toBe('3100.50');
    expect(await s.ok('cancelOtcOrder', { id: placed.id })).toBe('Operation succeeded');
    expect(await order(s, placed.id)).toMatchObject({ status: 4, cancel_reason: 'user', expire_seconds: 0 });
    expect(await available(s, 3102)).toBe('3200.50');
    expect((await s.call('cancelOtcOrder', { id: placed.id })).message).toBe(
      'The order is no longer waiting for payment',
    );
    expect((await s.call('submitOtcPayment', { id: placed.id })).message).toBe(
      'The order is no longer waiting for payment',
    );
    expect((await s.call('cancelOtcOrder', { id: 880398 })).message).toBe('Only the buyer can do this');
  });

  it('sells: the USDT frozen, the merchant pays, the user releases', async () => {
    const before = await legal(s);
    const placed = await s.ok<Order>('createOtcOrder', { ad_id: 3204, number: '100' });
    expect(placed).toMatchObject({ side: 'sell', total: '721.00', status: 1 });
    let now = await legal(s);
    expect(now.balance.minus(before.balance).toFixed()).toBe('-100');
    expect(now.locked.minus(before.locked).toFixed()).toBe('100');
    expect((await s.call('submitOtcPayment', { id: placed.id })).message).toBe('Only the buyer can do this');
    await s.advance(6 * MIN + 1000);
    expect((await order(s, placed.id)).status).toBe(2);
    await s.ok('submitOtcRelease', { id: placed.id, pay_password: DEMO.payPassword });
    now = await legal(s);
    expect(now.balance.minus(before.balance).toFixed()).toBe('-100');
    expect(now.locked.minus(before.locked).toFixed()).toBe('0');
    expect((await order(s, placed.id)).status).toBe(3);
  });

  it('expires an unpaid order on the timer counted from its creation', async () => {
    const first = await order(s, 880412);
    expect(first.status).toBe(1);
    await s.advance(30e3);
    const again = await order(s, 880412);
    // Reading again never restarts the timer.
    expect(again.expire_seconds).toBeLessThanOrEqual(first.expire_seconds - 30);
    expect(again.create_time).toBe(first.create_time);
    const reserved = await available(s, 3101);
    await s.advance(again.expire_seconds * 1000 + 1000);
    expect(await order(s, 880412)).toMatchObject({ status: 4, cancel_reason: 'expired', expire_seconds: 0 });
    expect(new Big(await available(s, 3101)).minus(reserved).toFixed()).toBe('500');
    expect((await s.call('submitOtcPayment', { id: 880412 })).message).toBe(
      'The order is no longer waiting for payment',
    );
  });

  it('lets support decide an appeal: the seller who was not paid gets the USDT back', async () => {
    const before = await legal(s);
    await s.advance(60 * MIN);
    expect(await order(s, 880398)).toMatchObject({ status: 4, cancel_reason: 'support' });
    const after = await legal(s);
    expect(after.balance.minus(before.balance).toFixed()).toBe('120');
    expect(after.locked.minus(before.locked).toFixed()).toBe('-120');
  });
});

describe('OTC limits', () => {
  const s = limits;

  it('refuses an order above the per-trade limit of the verification level', async () => {
    expect(await s.call('createOtcOrder', { ad_id: 3107, number: '2001' })).toEqual({
      type: 'error',
      message: 'Above the per-trade limit of your verification level (2,000 USDT)',
    });
    const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
    const big = await s.ok<Order>('createOtcOrder', { ad_id: 3107, number: '2001' }, { token: marco });
    expect(big.total).toBe('14567.28');
    // No seeded ad takes that much: a whale's ad for the level 2 limit.
    await s.sandbox.world.db.query('UPDATE otc_ads SET available = 3000000, max_amount = 30000000 WHERE id = 3206');
    expect((await s.call('createOtcOrder', { ad_id: 3206, number: '1000001' }, { token: marco })).message).toBe(
      'Above the per-trade limit of your verification level (1,000,000 USDT)',
    );
  });

  it('refuses amounts outside the ad, orders without verification and sells without the USDT', async () => {
    expect(await s.call('createOtcOrder', { ad_id: 3101, number: '10' })).toEqual({
      type: 'error',
      message: "The amount is outside this ad's limits",
    });
    await s.sandbox.world.db.query('UPDATE otc_ads SET available = 150 WHERE id = 3101');
    expect((await s.call('createOtcOrder', { ad_id: 3101, number: '200' })).message).toBe(
      'This ad does not have that much USDT left',
    );
    expect((await s.call('createOtcOrder', { ad_id: 9999, number: '200' })).message).toBe(
      'This ad does not exist or is closed',
    );
    const mei = await s.login('mei.lin@example.com', 'Mei!2026');
    expect((await s.call('createOtcOrder', { ad_id: 3102, number: '100' }, { token: mei })).type).toBe('998');
    const omar = await s.login('omar.h@example.com', 'Omar!2026');
    expect(await s.call('createOtcOrder', { ad_id: 3204, number: '100' }, { token: omar })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect(await available(s, 3204)).toBe('5000.00');
  });

  it('allows three orders waiting for payment at once and three cancellations a day', async () => {
    // 880412 is already waiting.
    const a = await s.ok<Order>('createOtcOrder', { ad_id: 3102, number: '100' });
    const b = await s.ok<Order>('createOtcOrder', { ad_id: 3102, number: '100' });
    expect((await s.call('createOtcOrder', { ad_id: 3102, number: '100' })).message).toBe(
      'You have 3 orders waiting for payment: pay or cancel one first',
    );
    await s.ok('cancelOtcOrder', { id: a.id });
    await s.ok('cancelOtcOrder', { id: b.id });
    await s.ok('cancelOtcOrder', { id: 880412 });
    expect((await s.call('createOtcOrder', { ad_id: 3102, number: '100' })).message).toBe(
      'You cancelled 3 orders today: you can place OTC orders again tomorrow',
    );
    await s.advance(86400e3);
    expect((await s.ok<Order>('createOtcOrder', { ad_id: 3102, number: '100' })).status).toBe(1);
  });
});
