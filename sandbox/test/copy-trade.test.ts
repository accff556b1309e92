// Copy trading: traders' statistics computed from their own orders, each trader's history their
// own, following and unfollowing (fixed multiple up to 5 or fixed lots, a cap the contract account
// can cover; twice refused), changing the settings, copied positions (taken over, closed with
// their trader on the clock) and the application to become a trader, reviewed by a job.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';
import { example, ledgerMoved } from './ledger-and-examples';

const s = await startSandbox();
/** A second world, left as the seed made it, for the contract's examples. */
const fresh = await startSandbox();
const HOUR = 3600e3;
const MARCO = 100452;
const AIKO = 100587;
const SOMCHAI = 100611;
const NADIA = 100001;
/** The traders of the contract's examples, followed by nobody on the seed. */
const ALPHAWOLF = 200517;
const MEI_TRADES = 200633;

interface Trader {
  id: number;
  nickname: string;
  total_profits: string;
  correct_rate: string;
  follow_num: number;
  is_followed: number | boolean;
}
interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  next_page_url: string | null;
}
interface Trade {
  id: number;
  symbol: string;
  type: number;
  price: string;
  share: number;
  fact_profits: string;
  transaction_time: string;
}
interface Detail {
  trader_info: { id: number; nickname: string; signature: string | null };
  data: {
    follow_num: number;
    total_profits: string;
    correct_rate: string;
    profitCount: number;
    riseCount: number;
    fallCount: number;
    position_count: number;
    total_count: number;
  };
  is_followed: number | boolean;
}
interface Follow {
  trader_user_id: number;
  type: number;
  number: string;
  amount: string | null;
  follow_amount: string;
  follow_profits: string;
  position_count: number;
}
interface Copied {
  id: number;
  trader_user_id: number;
  symbol: string;
  type: number;
  price: string;
  update_price: string;
  number: string;
  caution_money: string;
  fact_profits: string;
  status: number;
}

const traders = async (input: Record<string, unknown> = {}) => (await s.ok<Page<Trader>>('listTraders', input)).data;
const detail = (id: number) => s.ok<Detail>('getTrader', { trader_user_id: id });
const follows = () => s.ok<{ total_amount: string; total_profits: string; list: Follow[] }>('listMyFollows');
const copied = (status: 'current' | 'history', page = 1) =>
  s.ok<Page<Copied>>('listMyCopiedPositions', { status, page });
async function allHistory(id: number): Promise<Trade[]> {
  const out: Trade[] = [];
  for (let page = 1; ; page++) {
    const p = await s.ok<Page<Trade>>('listTraderHistory', { trader_user_id: id, page });
    out.push(...p.data);
    if (!p.next_page_url) return out;
  }
}

const moved = (userId: number, coin: string, filter: { ref?: number; kinds?: string[]; since?: number }) =>
  ledgerMoved(s, userId, coin, filter);

describe('the contract examples on a fresh seed', () => {
  it('answers every operation of the area with its example input, in the order of the contract', async () => {
    // The examples follow AlphaWolf, stop copying Marco, take Marco's copy 5124 over and change
    // AlphaWolf's copy settings.
    const calls: Array<[string, Record<string, unknown>]> = [
      ['listTraders', example('listTraders')],
      ['listTraders', { page: 1 }],
      ['followTrader', example('followTrader')],
      ['unfollowTrader', example('unfollowTrader')],
      ['getTrader', example('getTrader')],
      ['switchToSelfHolding', example('switchToSelfHolding')],
      ['listTraderHistory', example('listTraderHistory')],
      ['listMyFollows', {}],
      ['updateFollow', example('updateFollow')],
      ['listMyCopiedPositions', example('listMyCopiedPositions')],
      ['getTraderApplication', {}],
      ['applyTrader', example('applyTrader')],
    ];
    for (const [id, input] of calls) expect((await fresh.call(id, input)).type, id).toBe('ok');
  });
});

describe('traders and their figures', () => {
  it('lists the seeded traders with distinct figures, ranked by profit, the followed one marked', async () => {
    const list = await traders();
    expect(list.map((t) => t.id).sort()).toEqual([NADIA, MARCO, AIKO, SOMCHAI, ALPHAWOLF, MEI_TRADES].sort());
    const profits = list.map((t) => Number(t.total_profits));
    expect(profits).toEqual([...profits].sort((a, b) => b - a));
    expect(new Set(list.map((t) => t.total_profits)).size).toBe(6);
    expect(new Set(list.map((t) => t.correct_rate)).size).toBe(6);
    const by = new Map(list.map((t) => [t.id, t]));
    expect(by.get(MARCO)).toMatchObject({ is_followed: 1, follow_num: 3 });
    expect(by.get(AIKO)).toMatchObject({ is_followed: 0, follow_num: 1 });
    expect(by.get(SOMCHAI)!.follow_num).toBe(0);
    expect(by.get(ALPHAWOLF)).toMatchObject({ nickname: 'AlphaWolf', is_followed: 0, follow_num: 0 });
    expect(by.get(MEI_TRADES)).toMatchObject({ nickname: 'Mei Trades', is_followed: 0, follow_num: 0 });
  });

  it('ranks by accuracy or followers and filters by nickname', async () => {
    const rates = (await traders({ order: 'correct_rate' })).map((t) => Number(t.correct_rate));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect((await traders({ order: 'follow_num' }))[0]!.id).toBe(MARCO);
    expect((await traders({ keyword: 'AIK' })).map((t) => t.id)).toEqual([AIKO]);
    expect(await traders({ keyword: '%' })).toEqual([]);
  });

  it("computes each trader's figures from their own closed orders", async () => {
    const seen = new Set<number>();
    for (const id of [MARCO, AIKO, SOMCHAI, NADIA]) {
      const history = await allHistory(id);
      expect(history.length).toBeGreaterThanOrEqual(20);
      expect(history.length).toBeLessThanOrEqual(60);
      for (const t of history) {
        expect(seen.has(t.id)).toBe(false);
        seen.add(t.id);
      }
      const times = history.map((t) => t.transaction_time);
      expect(times).toEqual([...times].sort().reverse());
      const d = await detail(id);
      const wins = history.filter((t) => Number(t.fact_profits) > 0);
      expect(d.data.total_count).toBe(history.length);
      expect(d.data.profitCount).toBe(wins.length);
      expect(d.data.riseCount + d.data.fallCount).toBe(d.data.profitCount);
      expect(d.data.riseCount).toBe(wins.filter((t) => t.type === 1).length);
      expect(d.data.correct_rate).toBe(new Big(wins.length).times(100).div(history.length).toFixed(2));
      // The sum of the rows (each shown to 2 decimals) is within a cent per row of the total.
      const sum = history.reduce((acc, t) => acc.plus(t.fact_profits), new Big(0));
      expect(sum.minus(d.data.total_profits).abs().lte(new Big(history.length).times('0.005'))).toBe(true);
    }
    expect((await detail(MARCO)).data.position_count).toBe(1);
    expect((await detail(SOMCHAI)).data.position_count).toBe(2);
    expect((await detail(NADIA)).data.position_count).toBe(0);
    expect((await detail(MARCO)).trader_info.signature).toBe('Trend follower, BTC and ETH');
  });

  it('refuses a user who is not a trader', async () => {
    expect((await s.call('getTrader', { trader_user_id: DEMO.id })).type).toBe('error');
    expect((await s.call('listTraderHistory', { trader_user_id: 999 })).type).toBe('error');
  });
});

describe('following', () => {
  it('refuses a multiple above 5, a cap above the contract balance and a non-trader', async () => {
    expect(await s.call('followTrader', { trader_user_id: AIKO, number: '5.5', type: 1 })).toEqual({
      type: 'error',
      message: 'The copy multiple cannot exceed 5',
    });
    expect(await s.call('followTrader', { trader_user_id: AIKO, number: '2', type: 1, amount: '99999' })).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect((await s.call('followTrader', { trader_user_id: 100702, number: '1', type: 1 })).type).toBe('error');
    expect((await s.call('followTrader', { trader_user_id: AIKO, number: '0.001', type: 2 })).type).toBe('error');
  });

  it('follows Aiko with fixed lots (1.234 rounded to 1.23); a second follow is refused', async () => {
    expect(await s.ok('followTrader', { trader_user_id: AIKO, number: '1.234', type: 2 })).toBe(
      'Followed successfully',
    );
    const aiko = (await follows()).list.find((f) => f.trader_user_id === AIKO);
    expect(aiko).toMatchObject({ type: 2, number: '1.23', amount: null, position_count: 0, follow_amount: '0.00' });
    expect((await traders()).find((t) => t.id === AIKO)).toMatchObject({ is_followed: 1, follow_num: 2 });
    expect((await detail(AIKO)).is_followed).toBe(1);
    expect(await s.call('followTrader', { trader_user_id: AIKO, number: '1', type: 2 })).toEqual({
      type: 'error',
      message: 'You are already following this trader',
    });
  });

  it('changes the copy settings of a followed trader only', async () => {
    expect(await s.ok('updateFollow', { trader_user_id: AIKO, number: '1.234', type: 1, amount: '500' })).toBe(
      'Copy settings updated',
    );
    expect((await follows()).list.find((f) => f.trader_user_id === AIKO)).toMatchObject({
      type: 1,
      number: '1.23',
      amount: '500',
    });
    expect(await s.call('updateFollow', { trader_user_id: NADIA, number: '1', type: 2 })).toEqual({
      type: 'error',
      message: 'You are not following this trader',
    });
    expect((await s.call('updateFollow', { trader_user_id: AIKO, number: '6', type: 1 })).message).toBe(
      'The copy multiple cannot exceed 5',
    );
  });

  it('unfollows; unfollowing again is refused', async () => {
    expect(await s.ok('unfollowTrader', { follow_user_id: AIKO })).toBe('Follow cancelled');
    expect(await s.call('unfollowTrader', { follow_user_id: AIKO })).toEqual({
      type: 'error',
      message: 'You are not following this trader',
    });
    expect((await follows()).list.map((f) => f.trader_user_id)).toEqual([MARCO]);
    expect((await traders()).find((t) => t.id === AIKO)).toMatchObject({ is_followed: 0, follow_num: 1 });
  });
});

describe('copied positions', () => {
  it("shows the demo user's copies of Marco: one open (margin held, floating result), the rest closed", async () => {
    const current = await copied('current');
    expect(current.data.map((c) => c.id)).toEqual([5124]);
    const open = current.data[0]!;
    expect(open).toMatchObject({ trader_user_id: MARCO, symbol: 'BTC/USDT', type: 1, status: 1 });
    const row = await s.sandbox.world.db.one<{ caution_money: string; trade_fee: string; order_type: number }>(
      'SELECT caution_money, trade_fee, order_type FROM lever_transactions WHERE id = 5124',
    );
    expect(row?.order_type).toBe(2);
    const margin = new Big(row!.caution_money);
    expect(margin.eq(new Big(open.price).times(open.number).div(10))).toBe(true);
    expect(new Big(open.caution_money).eq(margin)).toBe(true);
    expect(new Big(open.fact_profits).eq(new Big(open.update_price).minus(open.price).times(open.number))).toBe(true);
    const marco = (await follows()).list[0]!;
    expect(marco).toMatchObject({ trader_user_id: MARCO, type: 1, number: '2', amount: '2500', position_count: 1 });
    expect(marco.follow_amount).toBe(margin.toFixed(2));
    // A contract position of the contract account: the margin frozen, the fee spent.
    expect(await moved(DEMO.id, 'USDT', { ref: 5124 })).toEqual({
      amount: margin.plus(row!.trade_fee).neg().toFixed(),
      locked: margin.toFixed(),
    });
    const positions = await s.ok<{ order: { data: Array<{ id: number; order_type: number; caution_money: string }> } }>(
      'listLeverPositions',
      { currency_id: 2, legal_id: 1 },
    );
    expect(positions.order.data.find((p) => p.id === 5124)).toMatchObject({
      order_type: 2,
      caution_money: open.caution_money,
    });
    const history = await copied('history');
    expect(history.total).toBeGreaterThan(0);
    expect(history.data.every((c) => c.status === 3 && c.trader_user_id === MARCO)).toBe(true);
  });

  it('takes the open copy over: it leaves the copied lists and stays open when Marco closes', async () => {
    expect(await s.ok('switchToSelfHolding', { transaction_id: 5124 })).toBe('Switched to self-holding');
    expect((await copied('current')).data).toEqual([]);
    expect(await s.call('switchToSelfHolding', { transaction_id: 5124 })).toEqual({
      type: 'error',
      message: 'This position is not a copied position',
    });
    const since = s.sandbox.world.clock.now();
    await s.advance(54 * HOUR);
    // Marco's order that 5124 copied has closed (Marco plays on: other orders may be open now).
    const source = await s.sandbox.world.db.one<{ close_time: number | null }>(
      'SELECT t.close_time FROM copy_trader_trades t JOIN lever_transactions c ON c.copy_trade_id = t.id WHERE c.id = 5124',
    );
    expect(source?.close_time).not.toBeNull();
    expect(await moved(DEMO.id, 'USDT', { ref: 5124, since })).toEqual({ amount: '0', locked: '0' });
    const row = await s.sandbox.world.db.one<{ status: number; order_type: number }>(
      'SELECT status, order_type FROM lever_transactions WHERE id = 5124',
    );
    expect(row).toEqual({ status: 1, order_type: 1 });
  });

  it("closes a follower's copy with its trader: margin back with the result", async () => {
    // Nadia copies Aiko, whose open ETH short closed meanwhile (9 hours after the seed), and the
    // orders Aiko opened since (the sandbox plays the seeded traders on its clock).
    const row = await s.sandbox.world.db.one<{
      id: number;
      caution_money: string;
      trade_fee: string;
      overnight_money: string;
      fact_profits: string;
      status: number;
      closed_type: string;
    }>(
      `SELECT id, caution_money, trade_fee, overnight_money, fact_profits, status, closed_type FROM lever_transactions
       WHERE user_id = $1 AND closed_type = 'trader' ORDER BY closed_at DESC LIMIT 1`,
      [NADIA],
    );
    expect(row).toMatchObject({ status: 3, closed_type: 'trader' });
    // Opened (margin frozen, fee spent) and closed (margin back with the result, overnight fees paid):
    // the net is the result less the fees.
    expect(await moved(NADIA, 'USDT', { ref: row!.id })).toEqual({
      amount: new Big(row!.fact_profits).minus(row!.trade_fee).minus(row!.overnight_money).toFixed(),
      locked: '0',
    });
    expect(await moved(NADIA, 'USDT', { ref: row!.id, kinds: ['lever_close', 'lever_profit', 'lever_loss'] })).toEqual({
      amount: new Big(row!.caution_money).plus(row!.fact_profits).toFixed(),
      locked: new Big(row!.caution_money).neg().toFixed(),
    });
    const nadia = await s.login('nadia.v@example.com', 'Nadia!2026');
    const mine = await s.ok<{ list: Follow[] }>('listMyFollows', {}, { token: nadia });
    const open = await s.sandbox.world.db.query<{ caution_money: string }>(
      'SELECT caution_money FROM lever_transactions WHERE user_id = $1 AND order_type = 2 AND status = 1',
      [NADIA],
    );
    const held = open.reduce((sum, r) => sum.plus(r.caution_money), new Big(0));
    expect(mine.list[0]).toMatchObject({
      trader_user_id: AIKO,
      position_count: open.length,
      follow_amount: held.toFixed(2),
    });
  });
});

describe('becoming a trader', () => {
  it('has no application at first; applies; a second application is refused while under review', async () => {
    expect(await s.ok('getTraderApplication')).toEqual({
      status: 'none',
      introduction: null,
      experience: null,
      reason: null,
      create_time: null,
    });
    const intro = 'Trend following on BTC and ETH with tight stops, 10x at most.';
    expect(await s.ok('applyTrader', { introduction: intro, experience: 2 })).toBe(
      'Application submitted, please wait for review',
    );
    expect(await s.ok('getTraderApplication')).toMatchObject({ status: 'pending', introduction: intro, experience: 2 });
    expect(await s.call('applyTrader', { introduction: intro, experience: 2 })).toEqual({
      type: 'error',
      message: 'Your application is under review',
    });
  });

  it('is approved by the review on the clock, and listed among the traders', async () => {
    await s.advance(31 * 60e3);
    expect((await s.ok<{ status: string }>('getTraderApplication')).status).toBe('approved');
    expect((await traders()).find((t) => t.id === DEMO.id)).toMatchObject({ total_profits: '0.00', follow_num: 0 });
    expect((await s.call('applyTrader', { introduction: 'Once more, with feeling.', experience: 3 })).message).toBe(
      'You are already a trader',
    );
  });

  it('refuses less than a year of experience with the reason; unverified users get 998', async () => {
    const omar = await s.login('omar.h@example.com', 'Omar!2026');
    await s.ok('applyTrader', { introduction: 'I trade BTC every day.', experience: 1 }, { token: omar });
    await s.advance(31 * 60e3);
    expect(await s.ok('getTraderApplication', {}, { token: omar })).toMatchObject({
      status: 'rejected',
      reason: 'At least one year of contract trading is required',
    });
    const mei = await s.login('mei.lin@example.com', 'Mei!2026');
    expect(
      (await s.call('applyTrader', { introduction: 'I trade BTC every day.', experience: 3 }, { token: mei })).type,
    ).toBe('998');
  });

  it('is decided at once by the control API, approved or rejected whatever the experience, with a notice', async () => {
    const decide = async (user: number, decision: string) => {
      const answer = await s.sandbox.app.inject({
        method: 'POST',
        url: `/__sandbox/users/${user}/trader-application`,
        payload: { decision },
      });
      return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
    };
    const made = async () =>
      (await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: { verified: 2 } })).json() as {
        id: number;
        token: string;
      };
    const notices = (userId: number) =>
      s.sandbox.world.db.query<{ title: string }>(
        "SELECT title FROM notifications WHERE user_id = $1 AND kind = 'copy-trade' ORDER BY id",
        [userId],
      );
    // Three years of experience, rejected by support: the reason says it was the review.
    const seasoned = await made();
    expect((await decide(seasoned.id, 'approve')).status).toBe(404);
    await s.ok('applyTrader', { introduction: 'Swing trades on ETH.', experience: 3 }, { token: seasoned.token });
    expect(await decide(seasoned.id, 'reject')).toEqual({
      status: 200,
      body: { id: expect.any(Number), user: seasoned.id, decision: 'rejected' },
    });
    expect(await s.ok('getTraderApplication', {}, { token: seasoned.token })).toMatchObject({
      status: 'rejected',
      reason: "Your application did not pass the platform's review",
    });
    expect((await notices(seasoned.id)).map((n) => n.title)).toEqual(['copyApplyRejectedNotice']);
    // Less than a year, approved: a trader at once, and the review on the clock changes nothing.
    const novice = await made();
    await s.ok('applyTrader', { introduction: 'New to contracts.', experience: 1 }, { token: novice.token });
    expect((await decide(novice.id, 'approve')).body.decision).toBe('approved');
    expect((await decide(novice.id, 'approve')).status).toBe(404);
    await s.advance(31 * 60e3);
    expect((await s.ok<{ status: string }>('getTraderApplication', {}, { token: novice.token })).status).toBe(
      'approved',
    );
    expect(await s.sandbox.world.db.one('SELECT 1 AS n FROM copy_traders WHERE user_id = $1', [novice.id])).toEqual({
      n: 1,
    });
    expect((await notices(novice.id)).map((n) => n.title)).toEqual(['copyApplyApprovedNotice']);
    expect((await decide(novice.id, 'maybe')).status).toBe(400);
  });
});
