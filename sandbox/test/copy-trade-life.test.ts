// Copy trading's life cycle with a trader who trades in the sandbox: a user applies and is approved
// on the clock, users follow (fixed multiple with a cap, fixed lots), the trader's next contract
// positions are copied into the followers' contract accounts as contract positions (order_type 2:
// the contract screen's positions, its margin summary and the wallet's frozen amount agree with
// the copy-trade lists), they close with the trader's position whatever closes it (by hand, its
// take-profit), a copy taken over stays open, an unfollowed trader is no longer copied, the
// trader's figures move with the follows and the closed orders; and a property: whatever the
// sequence of follows, unfollows, the trader's opens and closes, price moves, the followers' own
// closes and take-overs, no balance goes below zero and every account's money changes only by
// fees and realized profit and loss.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const LTC = { currency_id: 4, legal_id: 1 };
/** `lever_closed` events pushed, recorded. */
const closedPushes: Array<{ user: number; ids: unknown }> = [];
const push = s.sandbox.world.push;
const toUser = push.toUser.bind(push);
push.toUser = (user, event, payload) => {
  if (event === 'lever_closed') closedPushes.push({ user, ids: payload.id });
  toUser(user, event, payload);
};
const HOUR = 3600e3;

interface User {
  id: number;
  token: string;
}
interface LeverRow {
  id: number;
  user_id: number;
  status: number;
  order_type: number;
  share: string;
  multiple: number;
  type: number;
  price: string;
  caution_money: string;
  trade_fee: string;
  fact_profits: string;
  overnight_money: string;
  written_off: string;
  closed_type: string | null;
  copy_follow_id: number | null;
  copy_trade_id: number | null;
}
interface Overview {
  caution_money_total: string | number;
  order: { data: Array<{ id: number; order_type: number; caution_money: string; share: number; status: number }> };
}
interface Copied {
  id: number;
  trader_user_id: number;
  share: string;
  caution_money: string;
  status: number;
}
interface Detail {
  data: { follow_num: number; position_count: number; total_count: number; profitCount: number };
  is_followed: number | boolean;
}

/** A new user (verified) with `usdt` in the contract account, made by the control API. */
async function newUser(usdt: string): Promise<User> {
  const made = await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: { verified: 2 } });
  expect(made.statusCode).toBe(200);
  const user = made.json() as User;
  const funded = await s.sandbox.app.inject({
    method: 'POST',
    url: `/__sandbox/users/${user.id}/fund`,
    payload: { account: 'lever', currency: 'USDT', amount: usdt },
  });
  expect(funded.statusCode).toBe(200);
  return user;
}
const as = (u: User) => ({ token: u.token });

/** A new user who applied to become a trader and was approved by the review on the clock. */
async function newTrader(usdt: string): Promise<User> {
  const t = await newUser(usdt);
  await s.ok('applyTrader', { introduction: 'LTC swings with tight stops.', experience: 3 }, as(t));
  await s.advance(31 * 60e3);
  expect((await s.ok<{ status: string }>('getTraderApplication', {}, as(t))).status).toBe('approved');
  return t;
}

const rows = (userId: number) =>
  s.sandbox.world.db.query<LeverRow>('SELECT * FROM lever_transactions WHERE user_id = $1 ORDER BY id', [userId]);
const expectMoney = (actual: Big.BigSource, expected: Big.BigSource) =>
  expect(new Big(actual).toFixed(18)).toBe(new Big(expected).toFixed(18));

/** The account's invariants: never negative; balance + locked = start − fees + realized; locked = open margins. */
async function expectConserved(u: User, start: Big.BigSource) {
  const w = await s.wallet(u.id, 'lever', 'USDT');
  expect(new Big(w.balance).gte(0) && new Big(w.locked).gte(0)).toBe(true);
  const mine = await rows(u.id);
  const sum = (f: (r: LeverRow) => Big.BigSource) => mine.reduce((acc, r) => acc.plus(f(r)), new Big(0));
  const fees = sum((r) => r.trade_fee);
  const realized = sum((r) => (r.status === 3 ? new Big(r.fact_profits).minus(r.overnight_money) : 0));
  const writtenOff = sum((r) => r.written_off);
  const margins = sum((r) => (r.status === 1 || r.status === 2 ? r.caution_money : 0));
  expectMoney(new Big(w.balance).plus(w.locked), new Big(start).minus(fees).plus(realized).plus(writtenOff));
  expectMoney(w.locked, margins);
}

describe('a trader who trades in the sandbox, and the followers', () => {
  const detail = (t: User) => s.ok<Detail>('getTrader', { trader_user_id: t.id });
  const open = (u: User, order: Record<string, unknown>) =>
    s.ok('createLeverOrder', { ...LTC, status: 1, ...order }, as(u));

  it("copies the trader's next position into each follower's contract account, as a contract position", async () => {
    await s.setPrice('LTC/USDT', 100);
    const trader = await newTrader('5000');
    const ratio = await newUser('2000');
    const lots = await newUser('2000');
    expect((await detail(trader)).data).toMatchObject({ follow_num: 0, position_count: 0, total_count: 0 });
    await s.ok('followTrader', { trader_user_id: trader.id, type: 1, number: '2.5', amount: '1500' }, as(ratio));
    await s.ok('followTrader', { trader_user_id: trader.id, type: 2, number: '1' }, as(lots));
    expect((await detail(trader)).data.follow_num).toBe(2);
    expect((await s.ok<Detail>('getTrader', { trader_user_id: trader.id }, as(ratio))).is_followed).toBe(1);

    await open(trader, { type: 1, share: 3, multiple: 10 });
    const [own] = await rows(trader.id);
    expect((await detail(trader)).data.position_count).toBe(1);

    for (const [follower, share] of [
      [ratio, 7.5],
      [lots, 1],
    ] as const) {
      const [copy] = await rows(follower.id);
      expect(copy).toMatchObject({ status: 1, order_type: 2, multiple: 10, type: 1, price: own!.price });
      expect(Number(copy!.share)).toBe(share);
      // The contract screen lists it with its margin; the wallet holds exactly that frozen; the
      // copy-trade list shows the same position with the same margin.
      const overview = await s.ok<Overview>('listLeverPositions', LTC, as(follower));
      expect(overview.order.data).toEqual([
        expect.objectContaining({ id: copy!.id, order_type: 2, share, caution_money: expect.any(String) }),
      ]);
      const screenMargin = overview.order.data[0]!.caution_money;
      expect(new Big(screenMargin).eq(copy!.caution_money)).toBe(true);
      expect(new Big(overview.caution_money_total).eq(copy!.caution_money)).toBe(true);
      expect(new Big((await s.wallet(follower.id, 'lever', 'USDT')).locked).eq(copy!.caution_money)).toBe(true);
      const copied = await s.ok<{ data: Copied[] }>('listMyCopiedPositions', { status: 'current' }, as(follower));
      expect(copied.data).toEqual([
        expect.objectContaining({ id: copy!.id, trader_user_id: trader.id, share: String(share), status: 1 }),
      ]);
      expect(copied.data[0]!.caution_money).toBe(screenMargin);
      await expectConserved(follower, '2000');
    }

    // The trader closes at 110: both copies close at 110 with it, the margin back with the profit.
    await s.setPrice('LTC/USDT', 110);
    await s.ok('closeLeverPosition', { id: own!.id }, as(trader));
    for (const follower of [ratio, lots]) {
      const [copy] = await rows(follower.id);
      expect(copy).toMatchObject({ status: 3, closed_type: 'trader' });
      expect(new Big(copy!.fact_profits).gt(0)).toBe(true);
      expect(new Big((await s.wallet(follower.id, 'lever', 'USDT')).locked).eq(0)).toBe(true);
      expect(
        (await s.ok<{ data: Copied[] }>('listMyCopiedPositions', { status: 'current' }, as(follower))).data,
      ).toEqual([]);
      const history = await s.ok<{ data: Copied[] }>('listMyCopiedPositions', { status: 'history' }, as(follower));
      expect(history.data.map((c) => c.id)).toEqual([copy!.id]);
      await expectConserved(follower, '2000');
      // Told by the job runner: a notice (and `lever_closed` to an open socket).
      await s.sandbox.world.jobs.runDue();
      const notices = await s.sandbox.world.db.query<{ title: string }>(
        "SELECT title FROM notifications WHERE user_id = $1 AND kind = 'copy-trade'",
        [follower.id],
      );
      expect(notices.map((n) => n.title)).toEqual(['copyPositionClosedNotice']);
      expect(closedPushes.filter((p) => p.user === follower.id)).toEqual([{ user: follower.id, ids: [copy!.id] }]);
    }
    await expectConserved(trader, '5000');
    // The closed order counts in the figures from the next hour on (they refresh hourly).
    await s.advance(HOUR);
    expect((await detail(trader)).data).toMatchObject({ position_count: 0, total_count: 1, profitCount: 1 });

    // A copy taken over stays open when the trader's next position closes by its take-profit.
    await open(trader, { type: 2, share: 2, multiple: 5 });
    const traderShort = (await rows(trader.id)).at(-1)!;
    await s.ok('setLeverStop', { id: traderShort.id, target_profit_price: '100', stop_loss_price: '130' }, as(trader));
    const lotsCopy = (await rows(lots.id)).at(-1)!;
    const ratioCopy = (await rows(ratio.id)).at(-1)!;
    expect(lotsCopy).toMatchObject({ status: 1, order_type: 2, share: '1.00' });
    expect(ratioCopy).toMatchObject({ status: 1, order_type: 2, share: '5.00' });
    await s.ok('switchToSelfHolding', { transaction_id: lotsCopy.id }, as(lots));
    expect((await s.ok<Overview>('listLeverPositions', LTC, as(lots))).order.data[0]).toMatchObject({
      id: lotsCopy.id,
      order_type: 1,
    });
    await s.setPrice('LTC/USDT', 99);
    expect((await rows(trader.id)).at(-1)).toMatchObject({ status: 3, closed_type: 'take_profit' });
    expect((await rows(ratio.id)).at(-1)).toMatchObject({ status: 3, closed_type: 'trader' });
    expect((await rows(lots.id)).at(-1)).toMatchObject({ status: 1, order_type: 1 });
    await s.ok('closeLeverPosition', { id: lotsCopy.id }, as(lots));
    expect((await rows(lots.id)).at(-1)).toMatchObject({ status: 3, closed_type: 'user' });
    for (const follower of [ratio, lots]) await expectConserved(follower, '2000');

    // Unfollowed: the next position is not copied, and the follower count moves back.
    await s.ok('unfollowTrader', { follow_user_id: trader.id }, as(ratio));
    expect((await detail(trader)).data.follow_num).toBe(1);
    const before = (await rows(ratio.id)).length;
    await open(trader, { type: 1, share: 1, multiple: 10 });
    expect(await rows(ratio.id)).toHaveLength(before);
    expect((await rows(lots.id)).at(-1)).toMatchObject({ status: 1, order_type: 2 });
  });

  it('copies within the cap and the usable balance only', async () => {
    await s.setPrice('LTC/USDT', 100);
    const trader = await newTrader('5000');
    const capped = await newUser('2000');
    const poor = await newUser('5');
    await s.ok('followTrader', { trader_user_id: trader.id, type: 1, number: '1', amount: '25' }, as(capped));
    await s.ok('followTrader', { trader_user_id: trader.id, type: 2, number: '1' }, as(poor));
    // 2 lots at 10x: about 20 USDT of margin, under the cap of 25; the poor follower's 10 USDT fit.
    await open(trader, { type: 1, share: 2, multiple: 10 });
    expect(await rows(capped.id)).toHaveLength(1);
    expect(await rows(poor.id)).toHaveLength(0);
    // A second order would take the capped follower's margin above 25: not copied.
    await open(trader, { type: 1, share: 1, multiple: 10 });
    expect(await rows(capped.id)).toHaveLength(1);
    await expectConserved(capped, '2000');
    await expectConserved(poor, '5');
  });

  it('liquidates a copy through the contract engine; the trader closing later leaves it closed', async () => {
    await s.setPrice('LTC/USDT', 100);
    const trader = await newTrader('100000');
    const follower = await newUser('12');
    await s.ok('followTrader', { trader_user_id: trader.id, type: 2, number: '1' }, as(follower));
    await open(trader, { type: 1, share: 1, multiple: 10 });
    const [copy] = await rows(follower.id);
    expect(copy).toMatchObject({ status: 1, order_type: 2 });
    await s.setPrice('LTC/USDT', 88);
    expect((await rows(follower.id))[0]).toMatchObject({ status: 3, closed_type: 'liquidation' });
    const own = (await rows(trader.id))[0]!;
    expect(own.status).toBe(1);
    await s.ok('closeLeverPosition', { id: own.id }, as(trader));
    expect((await rows(follower.id))[0]).toMatchObject({ status: 3, closed_type: 'liquidation' });
    await expectConserved(follower, '12');
  });
});

describe('the seeded traders, played on the clock', () => {
  it("copies AlphaWolf's next order to a new follower and closes it with AlphaWolf's", async () => {
    const ALPHAWOLF = 200517;
    const follower = await newUser('5000');
    const followers = async () => (await s.ok<Detail>('getTrader', { trader_user_id: ALPHAWOLF })).data.follow_num;
    const before = await followers();
    await s.ok('followTrader', { trader_user_id: ALPHAWOLF, type: 2, number: '1' }, as(follower));
    expect(await followers()).toBe(before + 1);
    expect(await rows(follower.id)).toEqual([]);
    // AlphaWolf trades every 12 hours: the next order comes within them. An order is held 2 hours
    // at least, so hour by hour the copy is seen open.
    for (let hours = 0; hours < 13 && (await rows(follower.id)).length === 0; hours += 1) await s.advance(HOUR);
    const [copy] = await rows(follower.id);
    expect(copy).toMatchObject({ status: 1, order_type: 2, share: '1.00' });
    const source = await s.sandbox.world.db.one<{ trader_id: number; close_time: number | null }>(
      'SELECT trader_id, close_time FROM copy_trader_trades WHERE id = $1',
      [copy!.copy_trade_id],
    );
    expect(source).toEqual({ trader_id: ALPHAWOLF, close_time: null });
    // Held 2 to 30 hours, then closed at the live price, the copy with it.
    await s.advance(31 * HOUR);
    expect((await rows(follower.id))[0]).toMatchObject({ id: copy!.id, status: 3, closed_type: 'trader' });
    await expectConserved(follower, '5000');
  });
});

describe('the money of copy trading (property)', () => {
  type Step =
    | { kind: 'follow'; who: number; type: 1 | 2; number: string }
    | { kind: 'unfollow'; who: number }
    | { kind: 'open'; type: 1 | 2; share: number; multiple: number }
    | { kind: 'close'; pick: number }
    | { kind: 'price'; cents: number }
    | { kind: 'ownClose'; who: number; pick: number }
    | { kind: 'selfHold'; who: number; pick: number };
  const who = fc.integer({ min: 0, max: 1 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('follow' as const),
        who,
        type: fc.constantFrom(1 as const, 2 as const),
        number: fc.constantFrom('0.5', '1', '2.5', '3'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('unfollow' as const), who }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('open' as const),
        type: fc.constantFrom(1 as const, 2 as const),
        share: fc.integer({ min: 1, max: 20 }),
        multiple: fc.constantFrom(5, 10, 20, 50),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('price' as const), cents: fc.integer({ min: 6000, max: 14000 }) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('ownClose' as const), who, pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('selfHold' as const), who, pick: fc.nat() }) },
  );

  const COPIED_AND_CLOSED: Step[] = [
    { kind: 'follow', who: 0, type: 1, number: '1' },
    { kind: 'open', type: 1, share: 5, multiple: 10 },
    { kind: 'close', pick: 0 },
  ];

  it('never goes below zero; each account changes only by fees and realized profit and loss', async () => {
    const START = '2000';
    const seen: number[] = [];
    const openOf = async (u: User) => (await rows(u.id)).filter((r) => r.status === 1);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await s.setPrice('LTC/USDT', 100);
        const trader = await newTrader(START);
        const followers = [await newUser(START), await newUser(START)];
        seen.push(...followers.map((f) => f.id));
        for (const st of steps) {
          if (st.kind === 'follow') {
            // A second follow is refused ("already following").
            await s.call(
              'followTrader',
              { trader_user_id: trader.id, type: st.type, number: st.number },
              as(followers[st.who]!),
            );
          } else if (st.kind === 'unfollow') {
            await s.call('unfollowTrader', { follow_user_id: trader.id }, as(followers[st.who]!));
          } else if (st.kind === 'open') {
            await s.call(
              'createLeverOrder',
              { ...LTC, status: 1, type: st.type, share: st.share, multiple: st.multiple },
              as(trader),
            );
          } else if (st.kind === 'close') {
            const mine = await openOf(trader);
            const target = mine[st.pick % Math.max(1, mine.length)];
            if (target) await s.ok('closeLeverPosition', { id: target.id }, as(trader));
          } else if (st.kind === 'price') {
            await s.setPrice('LTC/USDT', st.cents / 100);
          } else {
            const follower = followers[st.who]!;
            const mine = await openOf(follower);
            const target = mine[st.pick % Math.max(1, mine.length)];
            if (target && st.kind === 'ownClose') await s.ok('closeLeverPosition', { id: target.id }, as(follower));
            if (target && st.kind === 'selfHold')
              await s.call('switchToSelfHolding', { transaction_id: target.id }, as(follower));
          }
          for (const u of [trader, ...followers]) await expectConserved(u, START);
          // A copy is open only while its trader's order is (or it was taken over).
          for (const f of followers)
            for (const r of await openOf(f)) {
              if (r.order_type !== 2) continue;
              const source = await s.sandbox.world.db.one<{ close_time: number | null }>(
                'SELECT close_time FROM copy_trader_trades WHERE id = $1',
                [r.copy_trade_id],
              );
              expect(source?.close_time).toBeNull();
            }
        }
        // Leave nothing open for the next run's price moves.
        for (const u of [trader, ...followers]) await s.call('closeLeverPositions', { type: 0 }, as(u));
        await s.sandbox.world.jobs.runDue();
      }),
      // A follow, then the trader's order copied and closed with it, first: whatever the random
      // runs draw, the property is not vacuous (15 random runs once made no copy at all).
      { numRuns: 15, examples: [[COPIED_AND_CLOSED]] },
    );
    // The runs did copy, and copies closed with their trader (the property was not vacuous).
    const made = await s.sandbox.world.db.one<{ copies: number; with_trader: number }>(
      `SELECT count(*)::int AS copies, count(*) FILTER (WHERE closed_type = 'trader')::int AS with_trader
       FROM lever_transactions WHERE user_id = ANY($1::int[]) AND copy_trade_id IS NOT NULL`,
      [seen],
    );
    expect(made!.copies).toBeGreaterThan(0);
    expect(made!.with_trader).toBeGreaterThan(0);
  });
});
