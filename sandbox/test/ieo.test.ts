// IEO: the projects' windows on the sandbox clock, their figures and texts, subscribing while
// live (the payment leaves the spot account, the sold amount and progress move), and the
// allotment (pro rata when oversubscribed, the rest returned) and credit of the tokens by jobs.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';
import { example, ledgerMoved } from './ledger-and-examples';

const s = await startSandbox();
/** A second world, left as the seed made it, for the contract's examples. */
const fresh = await startSandbox();
const DAY = 86400e3;
const NADIA = 100001;

interface Project {
  id: number;
  title: string;
  summary: string;
  amount: string;
  total_sell: string;
  currency_name: string;
  time_status: number;
  percentage: string;
  day: number;
}
interface Info extends Project {
  price: string;
  btc_price: string;
  eth_price: string;
  content: string;
  start_at: string;
  end_at: string;
}
interface Order {
  id: number;
  project_id: number;
  name: string;
  coin_amount: string;
  give_amount: string;
  sell_begin: string;
  status?: number;
  paid?: string;
  pay_currency_name?: string;
}

const projects = async () => (await s.ok<{ list: Project[] }>('listProjects', { page: 1, limit: 10 })).list;
const project = async (id: number) => (await s.ok<{ info: Info }>('getProject', { project_id: id })).info;
const myOrders = async (options?: { token: string }) =>
  s.ok<{ data: Order[]; total: number }>('listProjectOrders', { page: 1, limit: 10 }, options);
const balance = async (coin: string, userId = DEMO.id) => new Big((await s.wallet(userId, 'change', coin)).balance);

const moved = (userId: number, coin: string, filter: { ref?: number; kinds?: string[]; since?: number }) =>
  ledgerMoved(s, userId, coin, filter);

describe('the contract examples on a fresh seed', () => {
  it('answers every operation of the area with its example input', async () => {
    for (const id of ['listProjects', 'getProject', 'createProjectOrder', 'listProjectOrders'])
      expect((await fresh.call(id, example(id))).type, id).toBe('ok');
  });
});

describe('IEO projects', () => {
  it('lists the projects newest first, their window read from the clock', async () => {
    const list = await projects();
    expect(list.map((p) => [p.id, p.currency_name, p.time_status])).toEqual([
      [8, 'LMP', 1],
      [7, 'NVT', 2],
      [6, 'HLO', 3],
      [5, 'ORB', 3],
    ]);
    expect(list[1]).toMatchObject({ amount: '10000000', total_sell: '6250000', percentage: '62.50', day: 30 });
    expect(list[3]).toMatchObject({ total_sell: '2000000', percentage: '100.00' });
    expect(list[0]).toMatchObject({ total_sell: '0', percentage: '0.00' });
    // Texts written from the figures.
    for (const p of list) expect(p.summary).toContain(`${Number(p.amount).toLocaleString('en-US')} ${p.currency_name}`);
  });

  it("answers a project's terms, its BTC and ETH prices from the feed", async () => {
    const nvt = await project(7);
    const btc = s.sandbox.world.feed.price(1);
    const eth = s.sandbox.world.feed.price(2);
    expect(nvt).toMatchObject({ price: '0.05', time_status: 2, currency_name: 'NVT' });
    expect(nvt.btc_price).toBe(new Big('0.05').div(btc).round(8, Big.roundHalfUp).toFixed(8));
    expect(nvt.eth_price).toBe(new Big('0.05').div(eth).round(8, Big.roundHalfUp).toFixed(8));
    expect(nvt.content).toContain('locked for 30 days');
    expect((await s.call('getProject', { project_id: 99 })).type).toBe('error');
  });

  it("lists the demo user's subscriptions: ORB allotted pro rata, HLO allotted, NVT waiting", async () => {
    const { data } = await myOrders();
    expect(data.map((o) => [o.id, o.name, o.coin_amount, o.give_amount])).toEqual([
      [3118, 'NVT', '2000', '0'],
      [3050, 'HLO', '1500', '1500'],
      [2874, 'ORB', '5000', '4000'],
    ]);
    expect((await balance('ORB')).toFixed()).toBe('4000');
    expect((await balance('HLO')).toFixed()).toBe('0');
  });
});

describe('subscribing', () => {
  it('subscribes 2000 NVT for 100 USDT: the spot account pays, the sold amount grows', async () => {
    const before = await balance('USDT');
    expect(await s.ok('createProjectOrder', { project_id: 7, amount: '2000', pay_currency: 1, price: '100' })).toBe(
      'Subscription succeeded',
    );
    expect(before.minus(await balance('USDT')).toFixed()).toBe('100');
    expect(await project(7)).toMatchObject({ total_sell: '6252000', percentage: '62.52' });
    expect((await myOrders()).data[0]).toMatchObject({
      name: 'NVT',
      coin_amount: '2000',
      give_amount: '0',
      status: 1,
      paid: '100',
      pay_currency_name: 'USDT',
    });
  });

  it('pays in BTC at the price converted by the feed', async () => {
    const unit = (await project(7)).btc_price;
    const cost = new Big(1000).times(unit).round(8, Big.roundHalfUp);
    const before = await balance('BTC');
    await s.ok('createProjectOrder', { project_id: 7, amount: '1000', pay_currency: 2, price: cost.toFixed() });
    expect(before.minus(await balance('BTC')).toFixed()).toBe(cost.toFixed());
  });

  it('refuses a stale price, a project not live, a foreign pay currency and a short balance', async () => {
    expect(
      (await s.call('createProjectOrder', { project_id: 7, amount: '2000', pay_currency: 1, price: '99' })).message,
    ).toMatch(/price has changed/);
    const notLive = { type: 'error', message: 'This item is not on sale or has ended' };
    expect(await s.call('createProjectOrder', { project_id: 8, amount: '100', pay_currency: 1, price: '8' })).toEqual(
      notLive,
    );
    expect(await s.call('createProjectOrder', { project_id: 5, amount: '100', pay_currency: 1, price: '2' })).toEqual(
      notLive,
    );
    expect(
      (await s.call('createProjectOrder', { project_id: 7, amount: '100', pay_currency: 4, price: '5' })).type,
    ).toBe('error');
    expect(
      await s.call('createProjectOrder', { project_id: 7, amount: '1000000', pay_currency: 1, price: '50000' }),
    ).toEqual({ type: 'error', message: 'Insufficient balance' });
    expect((await project(7)).total_sell).toBe('6253000');
  });
});

describe('allotment and credit on the clock', () => {
  it('allots NVT when its window closes (all of it: no more was applied for than issued)', async () => {
    await s.advance(6 * DAY);
    expect((await projects()).find((p) => p.id === 7)!.time_status).toBe(3);
    const nvt = (await myOrders()).data.filter((o) => o.name === 'NVT');
    expect(nvt).toHaveLength(3);
    expect(nvt.map((o) => o.give_amount)).toEqual(nvt.map((o) => o.coin_amount));
    // Locked for 30 days: nothing credited yet.
    expect((await balance('NVT')).toFixed()).toBe('0');
  });

  it('allots an oversubscribed window pro rata and returns the rest of each payment', async () => {
    await s.advance(1.5 * DAY);
    expect((await project(8)).time_status).toBe(2);
    // A small issuance for the test: 100,000 LMP, and 250,000 applied for.
    await s.sandbox.world.db.query("UPDATE ieo_projects SET amount = '100000' WHERE id = 8");
    const nadia = await s.login('nadia.v@example.com', 'Nadia!2026');
    await s.ok('createProjectOrder', { project_id: 8, amount: '100000', pay_currency: 1, price: '8000' });
    await s.ok(
      'createProjectOrder',
      { project_id: 8, amount: '150000', pay_currency: 1, price: '12000' },
      { token: nadia },
    );
    expect(await project(8)).toMatchObject({ total_sell: '100000', percentage: '100.00' });
    const since = s.sandbox.world.clock.now();
    await s.advance(14 * DAY);
    // Ratio 100,000 / 250,000 = 0.4: 40,000 LMP allotted, 60 % of 8000 USDT (4800) returned.
    // What the subscription holds is then what it paid less what came back: 8000 − 4800.
    expect((await myOrders()).data[0]).toMatchObject({
      name: 'LMP',
      coin_amount: '100000',
      give_amount: '40000',
      status: 2,
      paid: '3200',
    });
    const refunds = { kinds: ['ieo_refund'], since };
    expect(await moved(DEMO.id, 'USDT', refunds)).toEqual({ amount: '4800', locked: '0' });
    expect(await moved(NADIA, 'USDT', refunds)).toEqual({ amount: '7200', locked: '0' });
    // (sessions expire on the clock: sign in again)
    const again = await s.login('nadia.v@example.com', 'Nadia!2026');
    expect((await myOrders({ token: again })).data[0]).toMatchObject({ name: 'LMP', give_amount: '60000' });
  });

  it('credits the allotted tokens to the spot account after the lock period', async () => {
    await s.advance(30 * DAY);
    expect((await balance('NVT')).toFixed()).toBe('5000');
    expect((await balance('HLO')).toFixed()).toBe('1500');
    expect((await balance('LMP')).toFixed()).toBe('40000');
    expect((await balance('LMP', NADIA)).toFixed()).toBe('60000');
    expect((await balance('NVT', 100452)).toFixed()).toBe('50000');
    expect((await myOrders()).data.find((o) => o.name === 'LMP')).toMatchObject({ status: 3, paid: '3200' });
  });
});
