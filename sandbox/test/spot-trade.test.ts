// The spot-trade area: an order freezes its funds, fills (at once at the market, or when the feed
// crosses its limit) with the 0.2 % fee taken from what is received, shows in the order list, and
// never spends money twice. A property test drives random sequences of orders and price moves
// against a model of the balances.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelSpotOrder } from '../src/domain/spot-orders';
import { DEMO, startSandbox, type TestSandbox } from './harness';

const s = await startSandbox();
const { world } = s.sandbox;

interface CoinOrder {
  id: number;
  u_id: number;
  currency_id: number;
  legal_id: number;
  symbol: string;
  type: number;
  target_price: string;
  trade_price: string;
  trade_amount: string;
  charge_fee: string;
  fill_price?: string;
  fee?: string;
  status: number;
  created_at: string;
  updated_at: string;
}

const MARCO = { email: 'marco.rossi@example.com', password: 'Marco!2026', id: 100452 };

/** The demo user's spot wallet of a coin: usable balance and frozen part, as Bigs. */
async function spot(t: TestSandbox, coin: string, userId = DEMO.id) {
  const w = await t.wallet(userId, 'change', coin);
  return { balance: new Big(w.balance), locked: new Big(w.locked) };
}
/** A page of the demo user's orders (or of the user signed in with `token`). */
const orders = (input: Record<string, unknown> = {}, token?: string) =>
  s.ok<CoinOrder[]>('listCoinOrders', input, token ? { token } : undefined);
const latest = async () => (await orders({ limit: 1 }))[0]!;
/** BTC/USDT orders of the demo user: a limit price, or none for a market order. */
const buy = (amount: string, target_price?: string) =>
  s.call('createCoinOrder', { amount, target_price, currency_id: 2, legal_id: 1, type: 1 });
const sell = (amount: string, target_price?: string) =>
  s.call('createCoinOrder', { amount, target_price, currency_id: 2, legal_id: 1, type: 2 });
const cancel = (orderId: number, userId = DEMO.id) =>
  world.db.tx((q) => cancelSpotOrder(q, userId, orderId, world.clock.now()));

describe('on a fresh seed', () => {
  it('lists the demo user history newest first: the open ETH sell, filled and cancelled orders', async () => {
    const all = await orders({ limit: 10 });
    expect(all.length).toBe(9);
    expect(all[0]).toMatchObject({
      u_id: DEMO.id,
      symbol: 'ETH/USDT',
      type: 2,
      target_price: '3600.00',
      trade_amount: '0.50000000',
      charge_fee: '0.002',
      status: 1,
    });
    expect(all.map((o) => o.status).sort()).toEqual([1, 2, 2, 2, 2, 2, 3, 3, 3]);
    const times = all.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // A market order has no limit.
    expect(all.some((o) => o.target_price === '0' && o.status === 2)).toBe(true);
  });

  it("reflects the open order's frozen ETH in the wallet", async () => {
    const eth = await spot(s, 'ETH');
    expect(eth.balance.toFixed()).toBe('2');
    expect(eth.locked.toFixed()).toBe('0.5');
  });

  it('filters by status and pair, and pages by page and limit', async () => {
    expect((await orders({ status: 1 })).map((o) => o.symbol)).toEqual(['ETH/USDT']);
    expect((await orders({ status: 2 })).length).toBe(5);
    expect((await orders({ status: 3 })).length).toBe(3);
    const btc = await orders({ currency_id: 2 });
    expect(btc.length).toBe(2);
    expect(btc.every((o) => o.symbol === 'BTC/USDT')).toBe(true);
    expect((await orders({ legal_id: 2 })).length).toBe(0);
    expect((await orders({ currency_id: 2, status: 3 })).map((o) => o.target_price)).toEqual(['95000.00']);
    const pages = [
      await orders({ page: 1, limit: 4 }),
      await orders({ page: 2, limit: 4 }),
      await orders({ page: 3, limit: 4 }),
    ];
    expect(pages.map((p) => p.length)).toEqual([4, 4, 1]);
    const ids = pages.flat().map((o) => o.id);
    expect(new Set(ids).size).toBe(9);
    expect(await orders({ page: 4, limit: 4 })).toEqual([]);
  });

  it("accepts the contract's example (a limit buy of 0.01 BTC at 96000) and freezes 960 USDT", async () => {
    const before = await spot(s, 'USDT');
    const answer = await s.call('createCoinOrder', {
      amount: '0.01',
      target_price: '96000',
      currency_id: 2,
      legal_id: 1,
      type: 1,
    });
    expect(answer).toEqual({ type: 'ok', message: 'Order placed' });
    const after = await spot(s, 'USDT');
    expect(before.balance.minus(after.balance).toFixed()).toBe('960');
    expect(after.locked.minus(before.locked).toFixed()).toBe('960');
    const order = await latest();
    expect(order).toMatchObject({
      symbol: 'BTC/USDT',
      type: 1,
      target_price: '96000.00',
      trade_price: world.feed.price(1),
      trade_amount: '0.01000000',
      status: 1,
    });
    await cancel(order.id);
  });

  it('asks for a session', async () => {
    expect((await s.call('listCoinOrders', {}, { token: null })).type).toBe('999');
    expect(
      (await s.call('createCoinOrder', { amount: '1', currency_id: 2, legal_id: 1, type: 1 }, { token: null })).type,
    ).toBe('999');
  });
});

describe('limit orders', () => {
  it('rest until the feed crosses their price, then fill at it with the fee taken from the BTC received', async () => {
    await s.setPrice('BTC/USDT', 96420.5);
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    expect((await buy('0.01', '96000')).type).toBe('ok');
    const order = await latest();
    // A move that does not reach it leaves it open.
    await s.setPrice('BTC/USDT', 96000.01);
    expect((await latest()).status).toBe(1);
    await s.setPrice('BTC/USDT', 95990.0);
    const filled = await latest();
    expect(filled).toMatchObject({ id: order.id, status: 2 });
    const usdt1 = await spot(s, 'USDT');
    const btc1 = await spot(s, 'BTC');
    // Paid 0.01 x 96000 (its limit) out of the frozen part; received 0.01 less 0.2 %.
    expect(usdt0.balance.minus(usdt1.balance).toFixed()).toBe('960');
    expect(usdt1.locked.toFixed()).toBe(usdt0.locked.toFixed());
    expect(btc1.balance.minus(btc0.balance).toFixed()).toBe('0.00998');
    // The user is told.
    const note = await world.db.one<{ title: string; body: string }>(
      "SELECT title, body FROM notifications WHERE user_id = $1 AND kind = 'spot' ORDER BY id DESC LIMIT 1",
      [DEMO.id],
    );
    expect(note?.title).toBe('orderFilled');
    expect(JSON.parse(note!.body)).toMatchObject({
      side: 'buy',
      amount: '0.01',
      symbol: 'BTC/USDT',
      price: '96000',
    });
  });

  it('a sell freezes the BTC and fills when the price rises to it, the fee taken from the USDT received', async () => {
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    expect((await sell('0.05', '97500.5')).type).toBe('ok');
    const frozen = await spot(s, 'BTC');
    expect(btc0.balance.minus(frozen.balance).toFixed()).toBe('0.05');
    expect(frozen.locked.minus(btc0.locked).toFixed()).toBe('0.05');
    await s.setPrice('BTC/USDT', 97600);
    expect((await latest()).status).toBe(2);
    const usdt1 = await spot(s, 'USDT');
    const btc1 = await spot(s, 'BTC');
    // 0.05 x 97500.5 = 4875.025, fee 0.2 % = 9.75005: 4865.27495 received.
    expect(usdt1.balance.minus(usdt0.balance).toFixed()).toBe('4865.27495');
    expect(btc1.locked.toFixed()).toBe(btc0.locked.toFixed());
    expect(btc0.balance.minus(btc1.balance).toFixed()).toBe('0.05');
  });

  it('already crossed when placed: fills at once at the last price and releases the unspent part', async () => {
    await s.setPrice('BTC/USDT', 96420.5);
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    expect((await buy('0.02', '100000')).type).toBe('ok');
    expect(await latest()).toMatchObject({ status: 2, target_price: '100000.00', trade_price: '96420.50' });
    const usdt1 = await spot(s, 'USDT');
    expect(usdt0.balance.minus(usdt1.balance).toFixed()).toBe('1928.41');
    expect(usdt1.locked.toFixed()).toBe(usdt0.locked.toFixed());
    expect((await spot(s, 'BTC')).balance.minus(btc0.balance).toFixed()).toBe('0.01996');
  });

  it("only the owner's orders fill and list: another user's order is theirs", async () => {
    const marco = await s.login(MARCO.email, MARCO.password);
    const usdt0 = await spot(s, 'USDT', MARCO.id);
    expect(
      (
        await s.call(
          'createCoinOrder',
          { amount: '0.1', target_price: '90000', currency_id: 2, legal_id: 1, type: 1 },
          { token: marco },
        )
      ).type,
    ).toBe('ok');
    const theirs = (await orders({}, marco))[0]!;
    expect(theirs).toMatchObject({ u_id: MARCO.id, status: 1 });
    expect((await orders({ status: 1 })).some((o) => o.id === theirs.id)).toBe(false);
    expect(usdt0.balance.minus((await spot(s, 'USDT', MARCO.id)).balance).toFixed()).toBe('9000');
    // The demo user cannot cancel it; its owner can.
    await expect(cancel(theirs.id)).rejects.toMatchObject({ key: 'orderNotFound' });
    await cancel(theirs.id, MARCO.id);
    expect((await spot(s, 'USDT', MARCO.id)).balance.toFixed()).toBe(usdt0.balance.toFixed());
  });
});

describe('market orders', () => {
  it('a buy fills at once at the feed price: USDT - amount x price, BTC + amount less 0.2 %', async () => {
    await s.setPrice('BTC/USDT', 96420.5);
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    expect(
      await s.ok('createCoinOrder', { amount: '0.01', target_price: '', currency_id: 2, legal_id: 1, type: 1 }),
    ).toBe('Order placed');
    const usdt1 = await spot(s, 'USDT');
    const btc1 = await spot(s, 'BTC');
    expect(usdt0.balance.minus(usdt1.balance).toFixed()).toBe('964.205');
    expect(usdt1.locked.eq(usdt0.locked)).toBe(true);
    expect(btc1.balance.minus(btc0.balance).toFixed()).toBe('0.00998');
    expect(await latest()).toMatchObject({ status: 2, target_price: '0', trade_price: '96420.50', type: 1 });
  });

  it('a sell (price 0 or absent) fills at once: BTC - amount, USDT + amount x price less 0.2 %', async () => {
    await s.setPrice('BTC/USDT', 95000);
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    expect((await sell('0.004', '0')).type).toBe('ok');
    expect((await sell('0.001')).type).toBe('ok');
    const usdt1 = await spot(s, 'USDT');
    const btc1 = await spot(s, 'BTC');
    expect(btc0.balance.minus(btc1.balance).toFixed()).toBe('0.005');
    // 0.005 x 95000 = 475, fee 0.95
    expect(usdt1.balance.minus(usdt0.balance).toFixed()).toBe('474.05');
  });

  it('trades another pair (ETH/BTC) in its own currencies', async () => {
    const btc0 = await spot(s, 'BTC');
    const eth0 = await spot(s, 'ETH');
    const price = new Big(world.feed.price(6));
    expect((await s.call('createCoinOrder', { amount: '0.4', currency_id: 3, legal_id: 2, type: 2 })).type).toBe('ok');
    const btc1 = await spot(s, 'BTC');
    expect(eth0.balance.minus((await spot(s, 'ETH')).balance).toFixed()).toBe('0.4');
    const received = price.times('0.4');
    expect(btc1.balance.minus(btc0.balance).toFixed()).toBe(received.minus(received.times('0.002')).toFixed());
    expect((await latest()).symbol).toBe('ETH/BTC');
  });
});

describe('refusals', () => {
  it('a sell of more than held, or a buy costing more than the USDT: Insufficient balance, nothing changes', async () => {
    const usdt0 = await spot(s, 'USDT');
    const btc0 = await spot(s, 'BTC');
    const count = (await orders({ limit: 100 })).length;
    expect(await sell('5')).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect(await sell('5', '120000')).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect(await buy('1')).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect(await buy('1', '90000')).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect((await orders({ limit: 100 })).length).toBe(count);
    expect((await spot(s, 'USDT')).balance.eq(usdt0.balance)).toBe(true);
    expect((await spot(s, 'BTC')).balance.eq(btc0.balance)).toBe(true);
  });

  it('two orders sent at once cannot spend the same balance', async () => {
    await s.setPrice('BTC/USDT', 96420.5);
    const usdt0 = await spot(s, 'USDT');
    // Each freezes just over half of the USDT held.
    const amount = usdt0.balance.div(2).div(90000).plus('0.00000001').round(8, Big.roundDown).toFixed();
    const both = await Promise.all([buy(amount, '90000'), buy(amount, '90000')]);
    expect(both.map((a) => a.type).sort()).toEqual(['error', 'ok']);
    expect(both.find((a) => a.type === 'error')?.message).toBe('Insufficient balance');
    const usdt1 = await spot(s, 'USDT');
    expect(usdt0.balance.minus(usdt1.balance).toFixed()).toBe(new Big(amount).times(90000).toFixed());
    expect(usdt1.balance.gte(0)).toBe(true);
    const open = await orders({ status: 1, currency_id: 2 });
    expect(open.length).toBe(1);
    await cancel(open[0]!.id);
    expect((await spot(s, 'USDT')).balance.eq(usdt0.balance)).toBe(true);
  });

  it('a wrong number or price: the contract’s messages', async () => {
    // More decimals than BTC has, or than the pair's prices have.
    expect(await buy('0.000000001', '96000')).toEqual({ type: 'error', message: 'Please enter a correct number' });
    expect(await buy('0.01', '96000.123')).toEqual({ type: 'error', message: 'Please enter a correct price' });
    // What the contract's own pattern refuses is a parameter error, as the backends answer.
    expect(await buy('0', '96000')).toEqual({ type: 'error', message: 'Parameter error' });
    expect(await buy('-1')).toEqual({ type: 'error', message: 'Parameter error' });
    expect(await buy('0.01', 'abc')).toEqual({ type: 'error', message: 'Parameter error' });
  });

  it('a pair that does not exist, or is not open for spot trading', async () => {
    expect(await s.call('createCoinOrder', { amount: '1', currency_id: 2, legal_id: 2, type: 1 })).toEqual({
      type: 'error',
      message: 'This trading pair does not exist',
    });
    await world.db.query('UPDATE pairs SET open_coin_trade = 0 WHERE id = 3');
    try {
      expect(await s.call('createCoinOrder', { amount: '1', currency_id: 4, legal_id: 1, type: 1 })).toEqual({
        type: 'error',
        message: 'This trading pair is not open for this kind of trade',
      });
    } finally {
      await world.db.query('UPDATE pairs SET open_coin_trade = 1 WHERE id = 3');
    }
    expect((await s.call('createCoinOrder', { amount: '1', currency_id: 4, legal_id: 1, type: 1 })).type).toBe('ok');
  });
});

describe('cancelling (the proposed /coin/cancel and /coin/cancel_all)', () => {
  it("releases exactly what the order froze, once; the seeded ETH sell's 0.5 ETH comes back", async () => {
    const eth0 = await spot(s, 'ETH');
    const seeded = (await orders({ status: 1, currency_id: 3 }))[0]!;
    expect(seeded.target_price).toBe('3600.00');
    const cancelled = await s.ok<CoinOrder>('cancelCoinOrder', { id: seeded.id });
    expect(cancelled).toMatchObject({ id: seeded.id, status: 3, symbol: 'ETH/USDT', trade_amount: '0.50000000' });
    const eth1 = await spot(s, 'ETH');
    expect(eth1.balance.minus(eth0.balance).toFixed()).toBe('0.5');
    expect(eth1.locked.toFixed()).toBe('0');
    expect((await orders({ currency_id: 3, limit: 100 })).find((o) => o.id === seeded.id)?.status).toBe(3);
    // A second cancel is refused with the translated message and moves nothing.
    const again = await s.call('cancelCoinOrder', { id: seeded.id }, { lang: 'zh' });
    expect(again).toEqual({ type: 'error', message: '该订单已无法撤销' });
    expect((await spot(s, 'ETH')).balance.eq(eth1.balance)).toBe(true);
    // A cancelled order never fills.
    await s.setPrice('ETH/USDT', 3700);
    expect((await orders({ currency_id: 3, limit: 100 })).find((o) => o.id === seeded.id)?.status).toBe(3);
    await s.setPrice('ETH/USDT', 3412.75);
  });

  it('refuses an order that does not exist, is already filled, or is another user’s', async () => {
    expect(await s.call('cancelCoinOrder', { id: 999999 })).toEqual({
      type: 'error',
      message: 'The order does not exist',
    });
    const filled = (await orders({ status: 2 }))[0]!;
    expect(await s.call('cancelCoinOrder', { id: filled.id })).toEqual({
      type: 'error',
      message: 'This order can no longer be cancelled',
    });
    expect(filled.fill_price).toMatch(/^\d+\.\d+$/);
    expect(filled.fee).toMatch(/^\d+\.\d+$/);
    // Another user's open order reads as not found to Marco, and stays open.
    await s.setPrice('BTC/USDT', 96000);
    expect((await buy('0.001', '50000')).type).toBe('ok');
    const mine = await latest();
    const marco = await s.login(MARCO.email, MARCO.password);
    expect(await s.call('cancelCoinOrder', { id: mine.id }, { token: marco })).toEqual({
      type: 'error',
      message: 'The order does not exist',
    });
    expect((await latest()).status).toBe(1);
    expect((await s.ok<CoinOrder>('cancelCoinOrder', { id: mine.id })).status).toBe(3);
  });

  it('cancels every open order of one pair and releases their USDT, leaving other pairs alone', async () => {
    await s.setPrice('BTC/USDT', 96000);
    const usdt0 = await spot(s, 'USDT');
    expect((await buy('0.001', '50000')).type).toBe('ok');
    expect((await buy('0.002', '60000')).type).toBe('ok');
    expect(
      (await s.call('createCoinOrder', { amount: '1', target_price: '50', currency_id: 4, legal_id: 1, type: 1 })).type,
    ).toBe('ok');
    const ltc = (await orders({ status: 1, currency_id: 4 }))[0]!;
    const frozen = await spot(s, 'USDT');
    expect(usdt0.balance.minus(frozen.balance).toFixed()).toBe('220');
    const cancelled = await s.ok<CoinOrder[]>('cancelAllCoinOrders', { currency_id: 2, legal_id: 1 });
    expect(cancelled.map((o) => [o.symbol, o.status, o.target_price])).toEqual([
      ['BTC/USDT', 3, '60000.00'],
      ['BTC/USDT', 3, '50000.00'],
    ]);
    const after = await spot(s, 'USDT');
    expect(after.balance.minus(frozen.balance).toFixed()).toBe('170');
    expect(await orders({ status: 1, currency_id: 2, legal_id: 1 })).toEqual([]);
    // Again: nothing left to cancel, nothing moves.
    expect(await s.ok('cancelAllCoinOrders', { currency_id: 2, legal_id: 1 })).toEqual([]);
    expect((await spot(s, 'USDT')).balance.eq(after.balance)).toBe(true);
    expect((await s.call('cancelAllCoinOrders', { currency_id: 2, legal_id: 99 })).type).toBe('error');
    await cancel(ltc.id);
  });
});

describe('history filters (the proposed type, start_time and end_time of /coin/list)', () => {
  it('filter by side and by the time placed, with the pair and status filters', async () => {
    const all = await orders({ limit: 100 });
    const sells = await orders({ limit: 100, type: 2 });
    expect(sells.length).toBe(all.filter((o) => o.type === 2).length);
    expect(sells.every((o) => o.type === 2)).toBe(true);
    const now = Math.floor(world.clock.now() / 1000);
    const week = await orders({ limit: 100, start_time: now - 7 * 86400, end_time: now + 60 });
    const cutoff = new Date((now - 7 * 86400) * 1000);
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(all.length);
    for (const o of week) expect(new Date(`${o.created_at.replace(' ', 'T')}Z`) >= cutoff).toBe(true);
    const ltcBuys = await orders({ limit: 100, currency_id: 4, type: 1, status: 2 });
    expect(ltcBuys.every((o) => o.symbol === 'LTC/USDT' && o.type === 1 && o.status === 2)).toBe(true);
    expect(await orders({ limit: 100, start_time: now + 3600 })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: random sequences of market and limit buys and sells, price moves and cancels, on a
// sandbox of its own, checked step by step against a model of the demo user's BTC and USDT spot
// wallets. The model knows only the rules (freeze, fill at the limit or the last price, 0.2 % fee
// off what is received); the sandbox must agree to the last digit, never go below zero, and each
// coin's total (usable + frozen) must move by exactly the fills' amounts less their fees.

type Action =
  | { kind: 'market'; side: 1 | 2; sats: number }
  | { kind: 'limit'; side: 1 | 2; sats: number; bps: number }
  | { kind: 'move'; bps: number }
  | { kind: 'cancel'; pick: number };

const FEE = new Big('0.002');

interface ModelOrder {
  side: 1 | 2;
  amount: Big;
  limit: Big;
  frozen: Big;
}
interface Model {
  price: Big;
  usdt: { balance: Big; locked: Big };
  btc: { balance: Big; locked: Big };
  open: Map<number, ModelOrder>;
  /** What the fills moved in each coin (received less fees minus paid), for the conservation check. */
  flow: { usdt: Big; btc: Big };
}

/** Applies a fill to the model: pays from the frozen part, releases the rest, credits less the fee. */
function modelFill(m: Model, o: ModelOrder, price: Big): void {
  if (o.side === 1) {
    const cost = o.amount.times(price);
    m.usdt.locked = m.usdt.locked.minus(o.frozen);
    m.usdt.balance = m.usdt.balance.plus(o.frozen.minus(cost));
    const received = o.amount.minus(o.amount.times(FEE));
    m.btc.balance = m.btc.balance.plus(received);
    m.flow.usdt = m.flow.usdt.minus(cost);
    m.flow.btc = m.flow.btc.plus(received);
  } else {
    m.btc.locked = m.btc.locked.minus(o.frozen);
    const proceeds = o.amount.times(price);
    const received = proceeds.minus(proceeds.times(FEE));
    m.usdt.balance = m.usdt.balance.plus(received);
    m.flow.btc = m.flow.btc.minus(o.amount);
    m.flow.usdt = m.flow.usdt.plus(received);
  }
}

const side = fc.constantFrom(1 as const, 2 as const);
// Up to 0.06 BTC (about 5800 USDT): most orders fit the demo user's balances, some do not.
const sats = fc.integer({ min: 1, max: 6_000_000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('market' as const), side, sats }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('limit' as const), side, sats, bps: fc.integer({ min: -250, max: 250 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), bps: fc.integer({ min: -300, max: 300 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

describe('property: spot balances', async () => {
  const p = await startSandbox();
  const pw = p.sandbox.world;

  it('never go negative and move by exactly the fills less their fees', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), async (actions) => {
        // Start each run from no open BTC order (a previous run may leave some).
        for (const o of await p.ok<CoinOrder[]>('listCoinOrders', { status: 1, currency_id: 2, limit: 100 }))
          await pw.db.tx((q) => cancelSpotOrder(q, DEMO.id, o.id, pw.clock.now()));
        const m: Model = {
          price: new Big(pw.feed.price(1)),
          usdt: await spot(p, 'USDT'),
          btc: await spot(p, 'BTC'),
          open: new Map(),
          flow: { usdt: new Big(0), btc: new Big(0) },
        };
        const start = { usdt: m.usdt.balance.plus(m.usdt.locked), btc: m.btc.balance.plus(m.btc.locked) };

        for (const a of actions) {
          if (a.kind === 'move') {
            const price = m.price
              .times(10000 + a.bps)
              .div(10000)
              .round(2);
            if (price.lt(50000) || price.gt(200000)) continue;
            await p.setPrice('BTC/USDT', Number(price.toFixed(2)));
            m.price = price;
            // Resting orders the new price crosses fill at their limit.
            for (const [id, o] of m.open)
              if (o.side === 1 ? price.lte(o.limit) : price.gte(o.limit)) {
                modelFill(m, o, o.limit);
                m.open.delete(id);
              }
          } else if (a.kind === 'cancel') {
            const ids = [...m.open.keys()];
            if (ids.length === 0) continue;
            const id = ids[a.pick % ids.length]!;
            await pw.db.tx((q) => cancelSpotOrder(q, DEMO.id, id, pw.clock.now()));
            const o = m.open.get(id)!;
            const wallet = o.side === 1 ? m.usdt : m.btc;
            wallet.locked = wallet.locked.minus(o.frozen);
            wallet.balance = wallet.balance.plus(o.frozen);
            m.open.delete(id);
          } else {
            const amount = new Big(a.sats).div(1e8);
            const limit =
              a.kind === 'limit'
                ? m.price
                    .times(10000 + a.bps)
                    .div(10000)
                    .round(2)
                : undefined;
            const frozen = a.side === 1 ? amount.times(limit ?? m.price) : amount;
            const answer = await p.call('createCoinOrder', {
              amount: amount.toFixed(),
              target_price: limit?.toFixed(2) ?? '',
              currency_id: 2,
              legal_id: 1,
              type: a.side,
            });
            const wallet = a.side === 1 ? m.usdt : m.btc;
            if (frozen.gt(wallet.balance)) {
              expect(answer).toEqual({ type: 'error', message: 'Insufficient balance' });
              continue;
            }
            expect(answer.type).toBe('ok');
            const o: ModelOrder = { side: a.side, amount, limit: limit ?? new Big(0), frozen };
            wallet.balance = wallet.balance.minus(frozen);
            wallet.locked = wallet.locked.plus(frozen);
            if (!limit || (a.side === 1 ? m.price.lte(limit) : m.price.gte(limit))) modelFill(m, o, m.price);
            else m.open.set((await p.ok<CoinOrder[]>('listCoinOrders', { limit: 1 }))[0]!.id, o);
          }

          const usdt = await spot(p, 'USDT');
          const btc = await spot(p, 'BTC');
          for (const w of [usdt, btc]) {
            expect(w.balance.gte(0)).toBe(true);
            expect(w.locked.gte(0)).toBe(true);
          }
          expect(usdt.balance.toFixed()).toBe(m.usdt.balance.toFixed());
          expect(usdt.locked.toFixed()).toBe(m.usdt.locked.toFixed());
          expect(btc.balance.toFixed()).toBe(m.btc.balance.toFixed());
          expect(btc.locked.toFixed()).toBe(m.btc.locked.toFixed());
          // Conservation: each coin's total moved by exactly the fills less their fees.
          expect(usdt.balance.plus(usdt.locked).minus(start.usdt).toFixed()).toBe(m.flow.usdt.toFixed());
          expect(btc.balance.plus(btc.locked).minus(start.btc).toFixed()).toBe(m.flow.btc.toFixed());
          const open = await p.ok<CoinOrder[]>('listCoinOrders', { status: 1, currency_id: 2, limit: 100 });
          expect(open.map((o) => o.id).sort()).toEqual([...m.open.keys()].sort());
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
