// The contract account: what each call changes (balances to the last decimal through the ledger,
// the position lists, the risk rate), what the feed triggers (limit fills, take-profit /
// stop-loss, liquidation, the daily overnight fee, the pushes), what is refused, and a property:
// whatever the sequence of opens, closes and price moves, balance + locked never goes negative and
// always equals the start − fees + realized profit and loss.
import Big from 'big.js';
import fc from 'fast-check';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { liquidationAfterOrder, liquidationPrice, liquidationTick } from '../../src/lib/liquidation';
import { DEMO, startSandbox, type TestSandbox } from './harness';

interface Position {
  id: number;
  type: number;
  symbol: string;
  origin_price: string;
  price: string;
  update_price: string;
  target_profit_price: string;
  stop_loss_price: string;
  share: number;
  number: string;
  multiple: number;
  caution_money: string;
  fact_profits: string;
  trade_fee: string;
  overnight_money: string;
  status: number;
}
interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
interface Overview {
  balance: string;
  hazard_rate: string | number;
  caution_money_total: string | number;
  profits_total: string | number;
  caution_money?: string | number;
  profits?: string | number;
  order: Page<Position>;
}

const s = await startSandbox();
const LTC = { currency_id: 4, legal_id: 1 };
const BTC = { currency_id: 2, legal_id: 1 };

/** Pushes to users, recorded. */
const pushed: Array<{ user: number; event: string; payload: Record<string, unknown> }> = [];
const push = s.sandbox.world.push;
const toUser = push.toUser.bind(push);
push.toUser = (user, event, payload) => {
  pushed.push({ user, event, payload });
  toUser(user, event, payload);
};
const pushesTo = (user: number, event: string) => pushed.filter((p) => p.user === user && p.event === event);

interface Trader {
  id: number;
  token: string;
}
/** A new user (verified by default) with `usdt` in the contract account, made by the control API. */
async function newTrader(sandbox: TestSandbox, usdt: string, verified = 2): Promise<Trader> {
  const made = await sandbox.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: { verified } });
  expect(made.statusCode).toBe(200);
  const user = made.json() as Trader;
  const funded = await sandbox.sandbox.app.inject({
    method: 'POST',
    url: `/__sandbox/users/${user.id}/fund`,
    payload: { account: 'lever', currency: 'USDT', amount: usdt },
  });
  expect(funded.statusCode).toBe(200);
  return user;
}
const trader = (usdt: string, verified = 2) => newTrader(s, usdt, verified);
const as = (t: Trader) => ({ token: t.token });
const lever = async (t: Trader) => {
  const w = await s.wallet(t.id, 'lever', 'USDT');
  return { balance: new Big(w.balance), locked: new Big(w.locked) };
};
const expectMoney = (actual: Big.BigSource, expected: Big.BigSource) =>
  expect(new Big(actual).toFixed(18)).toBe(new Big(expected).toFixed(18));
const runJobs = () => s.sandbox.world.jobs.runDue();

async function open(t: Trader, order: Record<string, unknown>, pair = LTC) {
  return s.call<string>('createLeverOrder', { ...pair, status: 1, ...order }, as(t));
}
async function trades(t: Trader, filter: Record<string, unknown> = {}) {
  return s.ok<Page<Position>>('listLeverTrades', { limit: 100, ...filter }, as(t));
}
const newest = async (t: Trader) => (await trades(t)).data[0]!;

describe('a fresh seed', () => {
  it('answers every operation for the demo user, the contract examples included', async () => {
    const fresh = await startSandbox();
    const deal = await fresh.ok<{
      my_transaction: Position[];
      multiple: { muit: Array<{ value: string }> };
      last_price: string;
      all_levers: string;
    }>('getLeverDeal', { currency_id: 2, legal_id: 1 });
    // 5124: her copy of Marco's open order (copy trading), a contract position too.
    expect(deal.my_transaction.map((p) => p.id)).toEqual([5124, 5121]);
    expect(deal.multiple.muit.map((m) => m.value)).toEqual(['5', '10', '20', '50', '100']);
    expect(deal.last_price).toBe('96420.50');
    // Her positions' value: 96,048.00 × 0.05 of 5121, and that of her copy 5124.
    const copy = await fresh.sandbox.world.db.one<{ value: string }>(
      'SELECT price * number AS value FROM lever_transactions WHERE id = 5124',
    );
    expect(new Big(deal.all_levers).eq(new Big('4802.40').plus(copy!.value))).toBe(true);
    const overview = await fresh.ok<Overview>('listLeverPositions', { currency_id: 2, legal_id: 1, page: 1 });
    expect(overview.order.data.find((p) => p.id === 5121)).toMatchObject({
      id: 5121,
      price: '96048.00',
      caution_money: '480.24',
      trade_fee: '9.6048',
      overnight_money: '2.88144',
      fact_profits: '18.625',
    });
    const history = await fresh.ok<Page<Position>>('listLeverTrades', {
      currency_id: 0,
      legal_id: 0,
      page: 1,
      status: -1,
      limit: 100,
    });
    expect(history.data.map((p) => p.status)).toEqual(expect.arrayContaining([1, 3, 4]));
    await fresh.ok('setLeverStop', { id: 5121, target_profit_price: '99000', stop_loss_price: '94000' });
    expect(
      await fresh.ok('createLeverOrder', { share: 5, multiple: 10, type: 1, legal_id: 1, currency_id: 2, status: 1 }),
    ).toBe('Position opened');
    expect(await fresh.ok('closeLeverPosition', { id: 5121 })).toBe('Position closed');
    expect(await fresh.ok('closeLeverPositions', { type: 0 })).toBe(
      'Submitted successfully, please wait for the system to process',
    );
  });

  it("keeps the demo user's wallet in line with the seeded positions (margin frozen through the ledger)", async () => {
    const { db } = s.sandbox.world;
    const wallet = await s.wallet(DEMO.id, 'lever', 'USDT');
    const ledger = await db.one<{ balance: string; locked: string }>(
      `SELECT sum(amount) AS balance, sum(locked) AS locked FROM ledger WHERE user_id = $1 AND account = 'lever'`,
      [DEMO.id],
    );
    expectMoney(ledger!.balance, wallet.balance);
    expectMoney(ledger!.locked, wallet.locked);
    // Of what is frozen (other areas may freeze too), the contract positions hold the open long's margin,
    // that of her LTC short 5120 (10 LTC at 88.40 less the 0.08 % spread, at 10x: 88.32928) and that
    // of her copy of Marco's open order (5124).
    const contract = await db.one<{ locked: string }>(
      `SELECT sum(locked) AS locked FROM ledger WHERE user_id = $1 AND account = 'lever' AND kind LIKE 'lever\\_%'`,
      [DEMO.id],
    );
    const copy = await db.one<{ caution_money: string }>(
      'SELECT caution_money FROM lever_transactions WHERE id = 5124',
    );
    expectMoney(contract!.locked, new Big('480.24').plus('88.32928').plus(copy!.caution_money));
  });
});

describe('opening and closing at the market', () => {
  it('takes margin and fee at the feed price moved by the spread, and gives back margin + profit on close', async () => {
    const t = await trader('10000');
    await s.setPrice('LTC/USDT', 100);
    expect(await open(t, { type: 1, share: 10, multiple: 10 })).toEqual({ type: 'ok', message: 'Position opened' });
    // 100 × (1 + 0.0008) = 100.08; 10 lots × 1 LTC; value 1,000.80; margin 100.08; fee 2.0016
    const position = await newest(t);
    expect(position).toMatchObject({
      type: 1,
      symbol: 'LTC/USDT',
      origin_price: '100.00',
      price: '100.08',
      number: '10',
      caution_money: '100.08',
      trade_fee: '2.0016',
      status: 1,
    });
    let w = await lever(t);
    expectMoney(w.balance, '9897.9184');
    expectMoney(w.locked, '100.08');

    await s.setPrice('LTC/USDT', 103.5);
    const overview = await s.ok<Overview>('listLeverPositions', LTC, as(t));
    expect(overview.order.data.map((p) => p.id)).toEqual([position.id]);
    expect(overview.order.data[0]).toMatchObject({ update_price: '103.50', fact_profits: '34.20' });
    expect(overview).toMatchObject({ balance: '9897.91840000', caution_money_total: '100.08', profits_total: '34.20' });
    // (9,897.9184 + 100.08 + 34.2) / 100.08 × 100
    expect(overview.hazard_rate).toBe('10024.17');

    expect(await s.call('closeLeverPosition', { id: position.id }, as(t))).toEqual({
      type: 'ok',
      message: 'Position closed',
    });
    w = await lever(t);
    expectMoney(w.balance, '10032.1984');
    expectMoney(w.locked, 0);
    // the user's own close is answered, not pushed: `lever_closed` is for the server's closes
    expect(pushesTo(t.id, 'lever_closed')).toEqual([]);
    const closed = (await trades(t, { status: 3 })).data[0]!;
    expect(closed).toMatchObject({ id: position.id, status: 3, update_price: '103.50', fact_profits: '34.20' });
    const after = await s.ok<Overview>('listLeverPositions', LTC, as(t));
    expect(after).toMatchObject({ hazard_rate: 0, caution_money_total: 0, profits_total: 0, order: { total: 0 } });
  });

  it('refuses to close a position twice', async () => {
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 2, share: 5, multiple: 20 });
    const { id } = await newest(t);
    await s.ok('closeLeverPosition', { id }, as(t));
    const before = await lever(t);
    expect(await s.call('closeLeverPosition', { id }, as(t))).toEqual({
      type: 'error',
      message: 'This position is not open, please do not submit repeatedly',
    });
    expect(await lever(t)).toEqual(before);
  });

  it("answers an error for someone else's position", async () => {
    const t = await trader('1000');
    expect(await s.call('closeLeverPosition', { id: 5121 }, as(t))).toEqual({
      type: 'error',
      message: 'The order does not exist',
    });
    expect(
      (await s.call('setLeverStop', { id: 5121, target_profit_price: '99000', stop_loss_price: '94000' }, as(t))).type,
    ).toBe('error');
  });
});

describe('refusals of /lever/submit', () => {
  it('checks lots, multiple, pair, balance, verification and session, and moves nothing', async () => {
    const t = await trader('50');
    const tries: Array<[Record<string, unknown>, string]> = [
      [{ ...BTC, type: 1, share: 501, multiple: 10 }, 'The number of lots must be between 1 and 500'],
      [{ ...BTC, type: 1, share: 1, multiple: 7 }, 'This leverage multiple is not offered'],
      [
        { currency_id: 6, legal_id: 1, type: 1, share: 1, multiple: 10 },
        'This trading pair is not open for this kind of trade',
      ],
      [{ currency_id: 99, legal_id: 1, type: 1, share: 1, multiple: 10 }, 'This trading pair does not exist'],
      [{ ...BTC, type: 1, share: 1, multiple: 10, status: 0 }, 'Please enter a correct price'],
      [{ ...LTC, type: 1, share: 10, multiple: 5 }, 'Insufficient balance'],
    ];
    for (const [order, message] of tries)
      expect(await s.call('createLeverOrder', { status: 1, ...order }, as(t))).toEqual({ type: 'error', message });
    expect(await s.call('createLeverOrder', { ...BTC, type: 1, share: 0, multiple: 10 }, as(t))).toEqual({
      type: 'error',
      message: 'Parameter error',
    });
    const w = await lever(t);
    expectMoney(w.balance, 50);
    expectMoney(w.locked, 0);
    expect((await trades(t)).total).toBe(0);

    const unverified = await trader('5000', 0);
    expect((await s.call('createLeverOrder', { ...LTC, type: 1, share: 1, multiple: 10 }, as(unverified))).type).toBe(
      '998',
    );
    expect((await s.call('createLeverOrder', { ...LTC, type: 1, share: 1, multiple: 10 }, { token: null })).type).toBe(
      '999',
    );
  });
});

describe('take-profit and stop-loss', () => {
  it('validates the stops against the side, the opening and the current price', async () => {
    const t = await trader('5000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 10, multiple: 10 });
    const long = await newest(t);
    const wrong =
      'For a long position the take-profit price must be above, and the stop-loss price below, the opening and current prices';
    // take-profit above the current price (100) but not above the opening price (100.08)
    expect(
      await s.call('setLeverStop', { id: long.id, target_profit_price: '100.05', stop_loss_price: '95' }, as(t)),
    ).toEqual({
      type: 'error',
      message: wrong,
    });
    expect(
      (await s.call('setLeverStop', { id: long.id, target_profit_price: '110', stop_loss_price: '100.01' }, as(t)))
        .type,
    ).toBe('error');
    expect(await s.ok('setLeverStop', { id: long.id, target_profit_price: '110', stop_loss_price: '95' }, as(t))).toBe(
      'Take-profit and stop-loss set',
    );
    await open(t, { type: 2, share: 10, multiple: 10 });
    const short = await newest(t);
    expect(
      (await s.call('setLeverStop', { id: short.id, target_profit_price: '110', stop_loss_price: '95' }, as(t))).type,
    ).toBe('error');
    await s.ok('setLeverStop', { id: short.id, target_profit_price: '90', stop_loss_price: '104' }, as(t));
    expect((await trades(t, { status: 1 })).data.map((p) => [p.target_profit_price, p.stop_loss_price])).toEqual([
      ['90.00', '104.00'],
      ['110.00', '95.00'],
    ]);
    await s.ok('closeLeverPositions', { type: 0 }, as(t));
    await runJobs();
    expect(
      (await s.call('setLeverStop', { id: long.id, target_profit_price: '110', stop_loss_price: '95' }, as(t))).message,
    ).toBe('This position is not open, please do not submit repeatedly');
  });

  it('closes a long at its take-profit and a short at its stop-loss when the feed reaches them', async () => {
    const t = await trader('5000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 10, multiple: 10 }); // 100.08; margin 100.08; fee 2.0016
    const long = await newest(t);
    await s.ok('setLeverStop', { id: long.id, target_profit_price: '105', stop_loss_price: '95' }, as(t));
    await open(t, { type: 2, share: 10, multiple: 10 }); // 99.92; margin 99.92; fee 1.9984
    const short = await newest(t);
    await s.ok('setLeverStop', { id: short.id, target_profit_price: '90', stop_loss_price: '104' }, as(t));
    const start = new Big(5000).minus('100.08').minus('2.0016').minus('99.92').minus('1.9984');
    expectMoney((await lever(t)).balance, start);

    await s.setPrice('LTC/USDT', 103.9);
    expect((await trades(t, { status: 1 })).total).toBe(2);
    pushed.length = 0;
    await s.setPrice('LTC/USDT', 104.2); // the short's stop-loss (104)
    expect((await trades(t, { status: 1 })).data.map((p) => p.id)).toEqual([long.id]);
    expect(pushesTo(t.id, 'lever_closed').map((p) => p.payload.id)).toEqual([[short.id]]);
    // (99.92 − 104.2) × 10 = −42.80
    expectMoney((await lever(t)).balance, start.plus('99.92').minus('42.8'));

    await s.setPrice('LTC/USDT', 105.5); // the long's take-profit (105)
    const done = await trades(t, { status: 3 });
    expect(done.data.map((p) => [p.id, p.fact_profits, p.update_price])).toEqual([
      [short.id, '-42.80', '104.20'],
      [long.id, '54.20', '105.50'],
    ]);
    const w = await lever(t);
    expectMoney(w.balance, start.plus('99.92').minus('42.8').plus('100.08').plus('54.2'));
    expectMoney(w.locked, 0);
  });

  it('takes the stops set with an order (proposed fields), refuses them on the wrong side, and triggers them', async () => {
    const t = await trader('5000');
    await s.setPrice('LTC/USDT', 100);
    const before = await lever(t);
    // a long opens at 100.08: a take-profit of 100.05 is above the market but not above the opening price
    expect(await open(t, { type: 1, share: 10, multiple: 10, target_profit_price: '100.05' })).toMatchObject({
      type: 'error',
    });
    expect(await open(t, { type: 2, share: 10, multiple: 10, stop_loss_price: '99.95' })).toMatchObject({
      type: 'error',
    });
    expectMoney((await lever(t)).balance, before.balance);
    expect((await trades(t)).total).toBe(0);

    await s.ok(
      'createLeverOrder',
      { ...LTC, status: 1, type: 1, share: 10, multiple: 10, target_profit_price: '105' },
      as(t),
    );
    // a limit short at 102 keeps both stops until it fills (its opening price 101.9184)
    await s.ok(
      'createLeverOrder',
      {
        ...LTC,
        status: 0,
        target_price: '102',
        type: 2,
        share: 10,
        multiple: 10,
        target_profit_price: '95',
        stop_loss_price: '103',
      },
      as(t),
    );
    expect((await trades(t)).data.map((p) => [p.status, p.target_profit_price, p.stop_loss_price])).toEqual([
      [0, '95.00', '103.00'],
      [1, '105.00', '0.00'],
    ]);
    await s.setPrice('LTC/USDT', 102); // the limit short fills
    expect((await trades(t, { status: 1 })).total).toBe(2);
    await s.setPrice('LTC/USDT', 103.5); // its stop-loss
    const [short] = (await trades(t, { status: 3 })).data;
    expect(short).toMatchObject({ type: 2, update_price: '103.50' });
    await s.setPrice('LTC/USDT', 105.2); // the long's take-profit
    expect((await trades(t, { status: 3 })).data.map((p) => [p.type, p.update_price])).toEqual([
      [2, '103.50'],
      [1, '105.20'],
    ]);
  });

  it("closes the demo user's seeded long at its take-profit of 99,000", async () => {
    const fresh = await startSandbox();
    const before = await fresh.wallet(DEMO.id, 'lever', 'USDT');
    await fresh.setPrice('BTC/USDT', 99000);
    const closed = (await fresh.ok<Page<Position>>('listLeverTrades', { status: 3, limit: 100 })).data.find(
      (p) => p.id === 5121,
    );
    // (99,000 − 96,048) × 0.05 = 147.60; margin 480.24 back; two overnight fees 2.88144 paid
    expect(closed).toMatchObject({ fact_profits: '147.60', update_price: '99000.00' });
    const after = await fresh.wallet(DEMO.id, 'lever', 'USDT');
    expectMoney(after.balance, new Big(before.balance).plus('480.24').plus('147.6').minus('2.88144'));
    expectMoney(after.locked, new Big(before.locked).minus('480.24'));
  });
});

describe('liquidation', () => {
  it('closes every open position when the risk rate reaches the threshold (0 %), writing off what the account cannot pay', async () => {
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 50, multiple: 20 }); // 100.08 × 50 = 5,004; margin 250.2; fee 10.008
    const { id } = await newest(t);
    await s.setPrice('LTC/USDT', 85);
    const risky = await s.ok<Overview>('listLeverPositions', LTC, as(t));
    // (739.792 + 250.2 − 754) / 250.2 × 100 = 94.32
    expect(risky.hazard_rate).toBe('94.32');
    expect(risky.order.total).toBe(1);

    pushed.length = 0;
    await s.setPrice('LTC/USDT', 80); // loss 1,004 > 989.992 of equity
    const row = (await trades(t)).data[0]!;
    expect(row).toMatchObject({ id, status: 3, fact_profits: '-1004.00', update_price: '80.00' });
    const w = await lever(t);
    expectMoney(w.balance, 0);
    expectMoney(w.locked, 0);
    expect(pushesTo(t.id, 'lever_closed').map((p) => p.payload.id)).toEqual([[id]]);
    const note = await s.sandbox.world.db.one<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC',
      [t.id],
    );
    expect(note?.title).toBe('positionLiquidated');
  });

  it("liquidates at a site's own threshold and pays back what is left", async () => {
    const { db } = s.sandbox.world;
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 50, multiple: 20 });
    await s.setPrice('LTC/USDT', 86); // hazard (989.992 − 704) / 250.2 = 114.30 %
    expect((await trades(t, { status: 1 })).total).toBe(1);
    await db.query("UPDATE settings SET value = '120' WHERE key = 'lever_burst_hazard_rate'");
    try {
      await s.setPrice('LTC/USDT', 86);
    } finally {
      await db.query("UPDATE settings SET value = '0' WHERE key = 'lever_burst_hazard_rate'");
    }
    expect((await trades(t, { status: 3 })).total).toBe(1);
    expectMoney((await lever(t)).balance, '285.992');
  });
});

describe('the liquidation price the app shows', () => {
  /** The pair's liquidation price as the contract screen computes it, from the wire's figures. */
  async function shownLiquidation(t: Trader, pair: typeof LTC, decimals: number) {
    const view = await s.ok<Overview>('listLeverPositions', { ...pair, limit: 100 }, as(t));
    const all = await trades(t, { status: 1, legal_id: pair.legal_id });
    const others = all.data.filter((p) => !view.order.data.some((o) => o.id === p.id));
    const liquidation = liquidationPrice(
      {
        balance: view.balance,
        margin: view.caution_money_total,
        otherProfit: others.reduce((sum, p) => sum.plus(p.fact_profits), new Big(0)),
        positions: view.order.data.map((p) => ({
          side: p.type === 1 ? ('long' as const) : ('short' as const),
          price: p.price,
          quantity: p.number,
        })),
      },
      0,
    );
    return liquidation && { ...liquidation, tick: liquidationTick(liquidation, decimals) };
  }

  it('is the price at which the sandbox liquidates a long: one tick above it, it stays open', async () => {
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 1, multiple: 5 }); // 1 LTC at 100.08: the balance covers any fall
    expect(await shownLiquidation(t, LTC, 2)).toBeNull();

    await open(t, { type: 1, share: 50, multiple: 20 }); // 50 LTC at 100.08; margin 250.2; fee 10.008
    const long = await shownLiquidation(t, LTC, 2);
    // (100.08 × 51 − 719.57584 − 270.216) / 51 = 80.6728…
    expect(long?.when).toBe('falls');
    expect(long!.tick.toFixed(2)).toBe('80.67');
    await s.setPrice('LTC/USDT', 80.68);
    expect((await trades(t, { status: 1 })).total).toBe(2);
    await s.setPrice('LTC/USDT', 80.67);
    const closed = await trades(t, { status: 3 });
    expect(closed.data.map((p) => p.update_price)).toEqual(['80.67', '80.67']);
  });

  it('nets the longs and shorts of the pair and counts the positions on other pairs (a short, rising)', async () => {
    const t = await trader('2000');
    await s.setPrice('LTC/USDT', 100);
    await s.setPrice('BTC/USDT', 60000);
    await open(t, { type: 2, share: 300, multiple: 50 }); // short 300 LTC at 99.92
    await open(t, { type: 1, share: 100, multiple: 50 }); // long 100 LTC at 100.08
    await open(t, { type: 1, share: 10, multiple: 20 }, BTC); // long 0.1 BTC at 60,030, held at its live price
    await s.setPrice('BTC/USDT', 59000); // the BTC long loses 103: LTC's liquidation price comes nearer
    const short = await shownLiquidation(t, LTC, 2);
    expect(short?.when).toBe('rises');
    // 808.196 + 1,099.83 − 103 + (99.92 − p) × 300 + (p − 100.08) × 100 = 0 → p = 108.865…
    const tick = short!.tick;
    expect(tick.toFixed(2)).toBe('108.87');
    await s.setPrice('LTC/USDT', Number(tick.minus('0.01')));
    expect((await trades(t, { status: 1 })).total).toBe(3);
    await s.setPrice('LTC/USDT', Number(tick));
    // every position of the account goes, the BTC long too
    expect((await trades(t, { status: 1 })).total).toBe(0);
    const ltc = (await trades(t, { status: 3, currency_id: 4 })).data;
    expect(ltc.map((p) => p.update_price)).toEqual([tick.toFixed(2), tick.toFixed(2)]);
  });

  it('is estimated before an order from the account and the order, as the order form does', async () => {
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    const deal = await s.ok<{ user_lever: string; lever_lot_size: string; lever_burst_hazard_rate: string }>(
      'getLeverDeal',
      LTC,
      as(t),
    );
    expect(deal).toMatchObject({ lever_lot_size: '1', lever_burst_hazard_rate: '0' });
    const price = new Big('100.08'); // 100 moved by the 0.08 % spread
    const quantity = new Big(deal.lever_lot_size).times(50);
    const value = price.times(quantity);
    const estimate = liquidationAfterOrder(
      { balance: deal.user_lever, margin: 0, otherProfit: 0, positions: [] },
      { side: 'long', price, quantity, margin: value.div(20), fee: value.times('0.002') },
      deal.lever_burst_hazard_rate,
    );
    await open(t, { type: 1, share: 50, multiple: 20 });
    const after = await shownLiquidation(t, LTC, 2);
    expect(estimate && liquidationTick(estimate, 2).toFixed(2)).toBe(after!.tick.toFixed(2));
  });
});

describe('limit orders', () => {
  it('freeze margin and fee, open when the price comes, and can be withdrawn before', async () => {
    const t = await trader('1000');
    await s.setPrice('LTC/USDT', 100);
    expect(await open(t, { type: 1, share: 10, multiple: 10, status: 0, target_price: '101' })).toEqual({
      type: 'error',
      message: 'The limit price must be below the current price (100.00) to buy long and above it to sell short',
    });
    expect(await open(t, { type: 1, share: 10, multiple: 10, status: 0, target_price: '95' })).toEqual({
      type: 'ok',
      message: 'Limit order placed, it opens when the price reaches 95',
    });
    // 95 × 1.0008 = 95.076; margin 95.076; fee 1.90152, both frozen
    const order = await newest(t);
    expect(order).toMatchObject({ status: 0, origin_price: '95.00', price: '95.076', fact_profits: '0.00' });
    let w = await lever(t);
    expectMoney(w.balance, '903.02248');
    expectMoney(w.locked, '96.97752');
    expect((await trades(t, { status: 0 })).data.map((p) => p.id)).toEqual([order.id]);
    expect((await s.ok<Overview>('listLeverPositions', LTC, as(t))).order.total).toBe(0);

    await s.setPrice('LTC/USDT', 95.5);
    expect((await newest(t)).status).toBe(0);
    await s.setPrice('LTC/USDT', 94.9);
    expect(await newest(t)).toMatchObject({ id: order.id, status: 1, price: '95.076' });
    w = await lever(t);
    expectMoney(w.balance, '903.02248');
    expectMoney(w.locked, '95.076');

    await open(t, { type: 2, share: 5, multiple: 5, status: 0, target_price: '99' });
    const short = await newest(t);
    expect(await s.ok('closeLeverPosition', { id: short.id }, as(t))).toBe('Order cancelled');
    expect((await trades(t, { status: 4 })).data.map((p) => p.id)).toEqual([short.id]);
    w = await lever(t);
    expectMoney(w.balance, '903.02248');
    expectMoney(w.locked, '95.076');
    expect((await s.call('closeLeverPosition', { id: short.id }, as(t))).type).toBe('error');
  });
});

describe('/lever/batch_close', () => {
  it('queues longs, shorts or all for the closing job, then closes them at the market', async () => {
    const t = await trader('5000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 5, multiple: 10 });
    await open(t, { type: 1, share: 6, multiple: 10 });
    await open(t, { type: 2, share: 7, multiple: 10 });
    const [shortId, ...longIds] = (await trades(t)).data.map((p) => p.id);

    expect(await s.ok('closeLeverPositions', { type: 2 }, as(t))).toBe(
      'Submitted successfully, please wait for the system to process',
    );
    expect((await trades(t, { status: 2 })).data.map((p) => p.id)).toEqual([shortId]);
    expect(await open(t, { type: 1, share: 1, multiple: 10 })).toEqual({
      type: 'error',
      message: 'Some of your positions are being closed, please try again in a moment',
    });
    expect((await s.call('closeLeverPosition', { id: shortId }, as(t))).type).toBe('error');
    pushed.length = 0;
    await s.setPrice('LTC/USDT', 98); // the job runs after: the short closes at 98
    expect((await trades(t, { status: 3 })).data.map((p) => [p.id, p.fact_profits])).toEqual([[shortId, '13.44']]);
    expect(pushesTo(t.id, 'lever_closed').map((p) => p.payload.id)).toEqual([[shortId]]);

    await s.ok('closeLeverPositions', { type: 1, ...LTC }, as(t));
    await runJobs();
    expect((await trades(t, { status: 3 })).total).toBe(3);
    expect(longIds).toHaveLength(2);
    expect(await s.call('closeLeverPositions', { type: 0 }, as(t))).toEqual({
      type: 'error',
      message: 'No position to close',
    });
    expectMoney((await lever(t)).locked, 0);
  });
});

describe('the overnight fee', () => {
  it('accrues price × number × 0.03 % a day on the clock and is paid at closing', async () => {
    const t = await trader('2000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 10, multiple: 10 }); // value 1,000.80: 0.30024 a day
    const { id } = await newest(t);
    await s.advance(86_400_000 + 1000);
    expect((await newest(t)).overnight_money).toBe('0.30024');
    await s.advance(86_400_000);
    expect((await newest(t)).overnight_money).toBe('0.60048');
    await s.setPrice('LTC/USDT', 101);
    await s.ok('closeLeverPosition', { id }, as(t));
    // 2,000 − 2.0016 fee + (101 − 100.08) × 10 profit − 0.60048 overnight
    const w = await lever(t);
    expectMoney(w.balance, '2006.59792');
    expectMoney(w.locked, 0);
    await s.advance(86_400_000);
    expect((await newest(t)).overnight_money).toBe('0.60048');
  });
});

describe('pushes', () => {
  it('sends lever_trade to signed-in users with open positions about every 2 s', async () => {
    const t = await trader('3000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 1, share: 10, multiple: 10 });
    const { id } = await newest(t);
    const online = push.onlineUsers;
    push.onlineUsers = () => [t.id];
    // (the clock held: the price set after the first push comes within its 2 s on the sandbox's
    // clock, however long the checks between take on a loaded machine; only `advance` moves it)
    onTestFinished(s.sandbox.world.clock.hold());
    try {
      pushed.length = 0;
      await s.advance(2100); // the clock's jump ticks the feed, more than 2 s after the last push
      const events = pushesTo(t.id, 'lever_trade');
      expect(events).toHaveLength(1);
      const event = events[0]!.payload as { trades_cur: Array<{ update_price: string; profits: string }> };
      expect(event).toMatchObject({
        type: 'lever_trade',
        to: t.id,
        legal_id: 1,
        caution_money_all: '100.08',
        trades_cur: [{ id, type: 1, price: '100.08' }],
      });
      const row = event.trades_cur[0]!;
      expectMoney(row.profits, new Big(row.update_price).minus('100.08').times(10));
      await s.setPrice('LTC/USDT', 102); // within the 2 s: no second push
      expect(pushesTo(t.id, 'lever_trade')).toHaveLength(1);
      await s.advance(2100);
      expect(pushesTo(t.id, 'lever_trade')).toHaveLength(2);
    } finally {
      push.onlineUsers = online;
    }
  });

  it('sends lever_trade at once when a socket signs in', async () => {
    const t = await trader('3000');
    await s.setPrice('LTC/USDT', 100);
    await open(t, { type: 2, share: 4, multiple: 20 });
    const url = await s.sandbox.listen(0);
    const socket = connect(url, { transports: ['websocket'], forceNew: true });
    try {
      const event = await new Promise<Record<string, unknown>>((resolve, reject) => {
        socket.on('lever_trade', resolve);
        socket.on('connect_error', reject);
        socket.on('connect', () => socket.emit('login', t.id));
      });
      expect(event).toMatchObject({ type: 'lever_trade', to: t.id, caution_money_all: '19.984' });
    } finally {
      socket.close();
    }
  });
});

describe('the money of the contract account (property)', () => {
  type Step =
    | { kind: 'open'; type: 1 | 2; share: number; multiple: number }
    | { kind: 'close'; pick: number }
    | { kind: 'price'; cents: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('open' as const),
        type: fc.constantFrom(1 as const, 2 as const),
        share: fc.integer({ min: 1, max: 50 }),
        multiple: fc.constantFrom(5, 10, 20, 50, 100),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('price' as const), cents: fc.integer({ min: 4000, max: 16000 }) }),
    },
  );

  let quiet: TestSandbox;
  beforeAll(async () => {
    quiet = await startSandbox();
  });

  it('never goes below zero and always equals start − fees + realized profit and loss', async () => {
    const START = new Big('500');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const t = await newTrader(quiet, START.toFixed());
        await quiet.setPrice('LTC/USDT', 100);
        for (const st of steps) {
          if (st.kind === 'open')
            await quiet.call(
              'createLeverOrder',
              { ...LTC, status: 1, type: st.type, share: st.share, multiple: st.multiple },
              as(t),
            );
          else if (st.kind === 'price') await quiet.setPrice('LTC/USDT', st.cents / 100);
          else {
            const open = await quiet.ok<Page<Position>>('listLeverTrades', { status: 1, limit: 100 }, as(t));
            const target = open.data[st.pick % Math.max(1, open.data.length)];
            if (target) await quiet.ok('closeLeverPosition', { id: target.id }, as(t));
          }
          const w = await quiet.wallet(t.id, 'lever', 'USDT');
          expect(new Big(w.balance).gte(0) && new Big(w.locked).gte(0)).toBe(true);
          const rows = await quiet.sandbox.world.db.query<{
            status: number;
            trade_fee: string;
            caution_money: string;
            fact_profits: string;
            overnight_money: string;
            written_off: string;
          }>('SELECT * FROM lever_transactions WHERE user_id = $1', [t.id]);
          const sum = (f: (r: (typeof rows)[number]) => Big.BigSource) =>
            rows.reduce((acc, r) => acc.plus(f(r)), new Big(0));
          const fees = sum((r) => r.trade_fee);
          const realized = sum((r) => (r.status === 3 ? new Big(r.fact_profits).minus(r.overnight_money) : 0));
          const writtenOff = sum((r) => r.written_off);
          const margins = sum((r) => (r.status === 1 || r.status === 2 ? r.caution_money : 0));
          expectMoney(new Big(w.balance).plus(w.locked), START.minus(fees).plus(realized).plus(writtenOff));
          expectMoney(w.locked, margins);
        }
        // Leave nothing open for the next run's price moves.
        await quiet.call('closeLeverPositions', { type: 0 }, as(t));
        await quiet.sandbox.world.jobs.runDue();
      }),
      { numRuns: 30 },
    );
  });
});
