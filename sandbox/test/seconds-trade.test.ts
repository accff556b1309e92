// Seconds options: the stake leaves the seconds account at opening, the order settles at expiry
// on the sandbox clock at the feed price (up wins above the opening price, down below, flat gives
// the stake back), a win pays the stake plus stake × profit ratio, the owner gets
// `closed_microorder`, and the list keeps open and settled orders apart.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

interface SecondsOrder {
  id: number;
  match_id: number;
  type: number;
  seconds: number;
  number: string;
  open_price: string;
  end_price: string | null;
  profit_ratio: string;
  fact_profits: string;
  status: number;
  profit_result: number;
  created_at: string;
  complete_at: string | null;
  symbol_name: string;
  remain_milli_seconds: number;
}
interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  next_page_url: string | null;
}

const s = await startSandbox();

const pushed: Array<{ user: number; event: string; payload: Record<string, unknown> }> = [];
const push = s.sandbox.world.push;
const toUser = push.toUser.bind(push);
push.toUser = (user, event, payload) => {
  pushed.push({ user, event, payload });
  toUser(user, event, payload);
};

interface Trader {
  id: number;
  token: string;
}
/** A new user (verified by default) with `usdt` in the seconds account, made by the control API. */
async function trader(usdt: string, verified = 2): Promise<Trader> {
  const made = await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: { verified } });
  const user = made.json() as Trader;
  const funded = await s.sandbox.app.inject({
    method: 'POST',
    url: `/__sandbox/users/${user.id}/fund`,
    payload: { account: 'micro', currency: 'USDT', amount: usdt },
  });
  expect(funded.statusCode).toBe(200);
  return user;
}
const as = (t: Trader) => ({ token: t.token });
const micro = async (t: { id: number }) => {
  const w = await s.wallet(t.id, 'micro', 'USDT');
  return [new Big(w.balance).toFixed(8), new Big(w.locked).toFixed(8)];
};
const order = (t: Trader, input: Record<string, unknown>) =>
  s.call<SecondsOrder>(
    'createSecondsOrder',
    { match_id: 1, currency_id: 1, type: 1, seconds: 60, number: '100', ...input },
    as(t),
  );
const list = (t: Trader, filter: Record<string, unknown> = {}) =>
  s.ok<Page<SecondsOrder>>('listSecondsOrders', { limit: 50, ...filter }, as(t));

describe('a fresh seed', () => {
  it('answers every operation for the demo user, the contract examples included', async () => {
    const currencies =
      await s.ok<Array<{ id: number; micro_min: string; user_wallet: { micro_balance: string } }>>(
        'listPayableCurrencies',
      );
    expect(currencies).toMatchObject([{ id: 1, name: 'USDT', micro_min: '10.00', micro_max: '10000.00' }]);
    expect(currencies[0]!.user_wallet.micro_balance).toBe('1500.00000000');
    const options = await s.ok<Array<{ seconds: number; profit_ratio: string }>>('listSecondsOptions');
    expect(options.map((o) => [o.seconds, o.profit_ratio])).toEqual([
      [30, '80.00'],
      [60, '85.00'],
      [120, '90.00'],
      [300, '95.00'],
    ]);
    const settled = await s.ok<Page<SecondsOrder>>('listSecondsOrders', { match_id: 1, status: 3, page: 1, limit: 5 });
    expect(settled.data.map((o) => o.id)).toEqual([88213, 88201, 88195]);
    expect(await s.ok('getSecondsResult', { id: 88213 })).toMatchObject({
      status: 3,
      profit_result: 1,
      open_price: '96420.50',
      end_price: '96480.00',
      fact_profits: '85.00',
      remain_milli_seconds: 0,
    });
    const created = await s.ok<SecondsOrder>('createSecondsOrder', {
      match_id: 1,
      currency_id: 1,
      type: 1,
      seconds: 60,
      number: '100',
    });
    expect(created).toMatchObject({
      status: 1,
      number: '100.00',
      open_price: s.sandbox.world.feed.price(1),
      end_price: null,
      profit_ratio: '85.00',
      profit_result: 0,
      complete_at: null,
      remain_milli_seconds: 60000,
    });
    expect(await micro({ id: DEMO.id })).toEqual(['1400.00000000', '100.00000000']);
  });

  it("keeps the demo user's seconds wallet in line with the seeded orders", async () => {
    const { db } = s.sandbox.world;
    const sums = await db.one<{ balance: string; locked: string }>(
      `SELECT sum(amount) AS balance, sum(locked) AS locked FROM ledger WHERE user_id = $1 AND account = 'micro'`,
      [DEMO.id],
    );
    const w = await s.wallet(DEMO.id, 'micro', 'USDT');
    expect(new Big(sums!.balance).eq(w.balance) && new Big(sums!.locked).eq(w.locked)).toBe(true);
  });
});

describe('an order up to its settlement', () => {
  it('wins when the price ends higher: stake + stake × 85 %, pushed to its owner', async () => {
    const t = await trader('1000');
    await s.setPrice('BTC/USDT', 96000);
    const answer = await order(t, { type: 1, seconds: 60, number: '100' });
    expect(answer.type).toBe('ok');
    const placed = answer.message;
    expect(placed).toMatchObject({
      status: 1,
      open_price: '96000.00',
      remain_milli_seconds: 60000,
      symbol_name: 'BTC/USDT',
    });
    expect(await micro(t)).toEqual(['900.00000000', '100.00000000']);
    expect((await list(t, { status: 1 })).data.map((o) => o.id)).toEqual([placed.id]);
    expect((await list(t, { status: 3 })).total).toBe(0);

    await s.advance(20_000);
    expect(
      (await s.ok<SecondsOrder>('getSecondsResult', { id: placed.id }, as(t))).remain_milli_seconds,
    ).toBeLessThanOrEqual(40_000);
    await s.setPrice('BTC/USDT', 96100);
    pushed.length = 0;
    await s.advance(40_000); // expiry: the job settles at 96,100.00 before the feed ticks again
    const result = await s.ok<SecondsOrder>('getSecondsResult', { id: placed.id }, as(t));
    expect(result).toMatchObject({
      status: 3,
      profit_result: 1,
      end_price: '96100.00',
      fact_profits: '85.00',
      remain_milli_seconds: 0,
    });
    expect(result.complete_at).not.toBeNull();
    expect(await micro(t)).toEqual(['1085.00000000', '0.00000000']);
    const events = pushed.filter((p) => p.user === t.id && p.event === 'closed_microorder');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ to: t.id, data: { id: placed.id, status: 3, profit_result: 1 } });
    expect((await list(t, { status: 1 })).total).toBe(0);
    expect((await list(t, { status: 3 })).data.map((o) => o.id)).toEqual([placed.id]);
  });

  it('loses the stake when the price moves the other way, and gives it back when it does not move', async () => {
    const t = await trader('500');
    await s.setPrice('ETH/USDT', 3400);
    const down = (await order(t, { match_id: 2, type: 2, seconds: 30, number: '200' })).message;
    const flat = (await order(t, { match_id: 2, type: 1, seconds: 120, number: '50' })).message;
    expect(await micro(t)).toEqual(['250.00000000', '250.00000000']);
    await s.setPrice('ETH/USDT', 3410.5);
    await s.advance(30_000);
    expect(await s.ok('getSecondsResult', { id: down.id }, as(t))).toMatchObject({
      status: 3,
      profit_result: -1,
      fact_profits: '-200.00',
      end_price: '3410.50',
    });
    expect(await micro(t)).toEqual(['250.00000000', '50.00000000']);
    await s.setPrice('ETH/USDT', 3400);
    await s.advance(90_000);
    expect(await s.ok('getSecondsResult', { id: flat.id }, as(t))).toMatchObject({
      status: 3,
      profit_result: 0,
      fact_profits: '0.00',
    });
    expect(await micro(t)).toEqual(['300.00000000', '0.00000000']);
  });

  it('never lists a won or lost order under "open", even when read after expiry before the job ran', async () => {
    const t = await trader('300');
    await s.setPrice('LTC/USDT', 90);
    const placed = (await order(t, { match_id: 3, type: 1, seconds: 30, number: '20' })).message;
    const open = (await order(t, { match_id: 3, type: 2, seconds: 300, number: '30' })).message;
    // The settlement job is lost (as if the runner had not passed yet): the read settles it.
    await s.sandbox.world.db.query(
      `UPDATE jobs SET done_at = 0 WHERE kind = 'seconds-trade.settle' AND (payload->>'id')::int = $1`,
      [placed.id],
    );
    await s.setPrice('LTC/USDT', 91);
    await s.advance(31_000);
    const openList = await list(t, { status: 1 });
    expect(openList.data.map((o) => o.id)).toEqual([open.id]);
    expect(openList.data.every((o) => o.status === 1 && o.profit_result === 0 && o.end_price === null)).toBe(true);
    const closed = await list(t, { status: 3 });
    expect(closed.data.map((o) => [o.id, o.profit_result, o.fact_profits])).toEqual([[placed.id, 1, '16.00']]);
    const all = await list(t);
    expect(all.data.map((o) => o.id)).toEqual([open.id, placed.id]);
    expect(await micro(t)).toEqual(['286.00000000', '30.00000000']);
  });

  it('pages newest first, 5 a page as the app asks', async () => {
    const t = await trader('1000');
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await order(t, { number: String(10 + i) })).message.id);
    const first = await s.ok<Page<SecondsOrder>>('listSecondsOrders', { page: 1, limit: 5 }, as(t));
    expect(first).toMatchObject({ total: 7, per_page: 5, current_page: 1, last_page: 2 });
    expect(first.data.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    const second = await s.ok<Page<SecondsOrder>>('listSecondsOrders', { page: 2, limit: 5 }, as(t));
    expect(second.data.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.next_page_url).toBeNull();
    expect((await s.ok<Page<SecondsOrder>>('listSecondsOrders', { match_id: 2 }, as(t))).total).toBe(0);
  });
});

describe('refusals', () => {
  it('checks the period, the stake, the pair, the currency, the balance, verification and session', async () => {
    const t = await trader('50');
    const tries: Array<[Record<string, unknown>, string]> = [
      [{ seconds: 45 }, 'This period is not offered'],
      [{ seconds: 600 }, 'This period is not offered'],
      [{ number: '5' }, 'The minimum amount is: 10.00'],
      [{ number: '20000' }, 'The maximum amount is: 10000.00'],
      [{ number: '100' }, 'Insufficient balance'],
      [{ match_id: 8, number: '10' }, 'This trading pair is not open for this kind of trade'],
      [{ match_id: 99, number: '10' }, 'This trading pair does not exist'],
      [{ currency_id: 2, number: '10' }, 'This currency does not exist'],
    ];
    for (const [input, message] of tries) expect(await order(t, input)).toEqual({ type: 'error', message });
    expect(await order(t, { number: '0' })).toEqual({ type: 'error', message: 'Parameter error' });
    expect(await micro(t)).toEqual(['50.00000000', '0.00000000']);
    expect((await list(t)).total).toBe(0);

    expect(await s.call('getSecondsResult', { id: 88213 }, as(t))).toEqual({
      type: 'error',
      message: 'The order does not exist',
    });
    expect((await order(await trader('500', 0), {})).type).toBe('998');
    expect(
      (
        await s.call(
          'createSecondsOrder',
          { match_id: 1, currency_id: 1, type: 1, seconds: 60, number: '10' },
          { token: null },
        )
      ).type,
    ).toBe('999');
  });
});
