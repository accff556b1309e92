// Price alerts (the proposed createPriceAlert / listPriceAlerts / deletePriceAlert) and the daily
// P/L history (the proposed getPnlHistory): alerts refused with the reason, triggered once by the
// feed with a notice and a push event to their owner only; the P/L of a day is the change of the
// account's value less the money that came in, so a deposit is no gain and a price move is.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();

interface Alert {
  id: number;
  match_id: number;
  symbol: string;
  type: string;
  price: string | null;
  percent: string | null;
  base_price: string;
  status: number;
  triggered_price: string | null;
}
interface Day {
  date: string;
  start_value: string;
  end_value: string;
  net_inflow: string;
  pnl: string;
}

async function freshUser(wallets?: Record<string, Record<string, string>>): Promise<{ id: number; token: string }> {
  const response = await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: { wallets } });
  return response.json() as { id: number; token: string };
}

/** The events pushed to users while `fn` runs. */
async function pushed(fn: () => Promise<void>): Promise<Array<{ userId: number; event: string; payload: unknown }>> {
  const seen: Array<{ userId: number; event: string; payload: unknown }> = [];
  const push = s.sandbox.world.push;
  const original = push.toUser;
  push.toUser = (userId, event, payload) => {
    seen.push({ userId, event, payload });
    original(userId, event, payload);
  };
  try {
    await fn();
  } finally {
    push.toUser = original;
  }
  return seen;
}

describe('price alerts', () => {
  it('refuses an above/below price on the wrong side of the current price, and a percent out of range', async () => {
    const { token } = await freshUser();
    await s.setPrice('BTC/USDT', 90000);
    const refused = async (input: Record<string, unknown>, lang = 'en') => {
      const answer = await s.call<string>('createPriceAlert', { match_id: 1, ...input }, { token, lang });
      expect(answer.type).toBe('error');
      return answer.message;
    };
    expect(await refused({ type: 'above', price: '89000' })).toMatch(/above the current price \(90000\.\d+\)/);
    expect(await refused({ type: 'above', price: '90000' })).toMatch(/above the current price/);
    expect(await refused({ type: 'below', price: '95000' })).toMatch(/below the current price/);
    expect(await refused({ type: 'below' })).toBe('Enter the alert price');
    expect(await refused({ type: 'change', percent: '150' })).toBe(
      'The percentage must be more than 0 and at most 100',
    );
    expect(await refused({ type: 'below', price: '95000' }, 'zh')).toMatch(/提醒价格必须低于当前价格/);
    expect(await s.call('listPriceAlerts', {}, { token })).toMatchObject({ type: 'ok', message: [] });
  });

  it('triggers once when the feed crosses it: a notice and a push event to its owner, then never again', async () => {
    const owner = await freshUser();
    const other = await freshUser();
    await s.setPrice('BTC/USDT', 90000);
    const above = await s.ok<Alert>(
      'createPriceAlert',
      { match_id: 1, type: 'above', price: '91000' },
      {
        token: owner.token,
      },
    );
    const move = await s.ok<Alert>(
      'createPriceAlert',
      { match_id: 1, type: 'change', percent: '5' },
      {
        token: owner.token,
      },
    );
    expect(above).toMatchObject({ symbol: 'BTC/USDT', type: 'above', status: 1, percent: null });
    expect(new Big(above.price!).eq(91000)).toBe(true);
    expect(new Big(move.base_price).eq(90000)).toBe(true);

    // 90,500: neither meets; 91,200: the above alert (1.3 %), not the 5 % move
    expect(await pushed(() => s.setPrice('BTC/USDT', 90500))).toEqual([]);
    const events = (await pushed(() => s.setPrice('BTC/USDT', 91200))).filter((e) => e.event === 'price_alert');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: owner.id,
      payload: { id: above.id, match_id: 1, symbol: 'BTC/USDT', alert_type: 'above', target: '91000' },
    });
    expect(new Big((events[0]!.payload as { price: string }).price).eq(91200)).toBe(true);

    const listed = await s.ok<Alert[]>('listPriceAlerts', { match_id: 1 }, { token: owner.token });
    expect(listed.map((a) => [a.id, a.status])).toEqual([
      [move.id, 1],
      [above.id, 2],
    ]);
    expect(new Big(listed[1]!.triggered_price!).eq(91200)).toBe(true);
    const notices = await s.ok<{ data: Array<{ kind: string; title: string; content: string }>; unread: number }>(
      'listNotifications',
      {},
      { token: owner.token },
    );
    expect(notices.unread).toBe(1);
    expect(notices.data[0]).toMatchObject({
      kind: 'alert',
      title: 'Price alert',
      content: 'BTC/USDT rose to 91200 (your alert: above 91000)',
    });

    // one-shot: higher again, nothing more for it; the 5 % move triggers at 95,000 (+5.56 %)
    const later = (await pushed(() => s.setPrice('BTC/USDT', 95000))).filter((e) => e.event === 'price_alert');
    expect(later.map((e) => (e.payload as { id: number }).id)).toEqual([move.id]);
    expect((await pushed(() => s.setPrice('BTC/USDT', 99000))).filter((e) => e.event === 'price_alert')).toEqual([]);
    expect((await s.ok<{ unread: number }>('listNotifications', {}, { token: owner.token })).unread).toBe(2);
    expect(await s.ok('listPriceAlerts', {}, { token: other.token })).toEqual([]);
  });

  it('deletes an alert of the user once; another user cannot delete it', async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const alert = await s.ok<Alert>(
      'createPriceAlert',
      { match_id: 2, type: 'change', percent: '10' },
      {
        token: owner.token,
      },
    );
    expect((await s.call('deletePriceAlert', { id: alert.id }, { token: other.token })).type).toBe('error');
    expect(await s.ok('deletePriceAlert', { id: alert.id }, { token: owner.token })).toBe('Price alert deleted');
    expect(await s.call('deletePriceAlert', { id: alert.id }, { token: owner.token })).toMatchObject({
      type: 'error',
      message: 'This price alert does not exist',
    });
    expect(await s.ok('listPriceAlerts', {}, { token: owner.token })).toEqual([]);
  });
});

describe('daily P/L history', () => {
  it("gives the demo user 90 days of seeded history, oldest first, each day's P/L its value's move", async () => {
    const { days } = await s.ok<{ days: Day[] }>('getPnlHistory', { days: 90 });
    expect(days).toHaveLength(90);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    for (const [i, day] of days.entries()) {
      if (i > 0) expect(day.start_value).toBe(days[i - 1]!.end_value);
      const expected = new Big(day.end_value).minus(day.start_value).minus(day.net_inflow);
      expect(new Big(day.pnl.replace('+', '')).eq(expected)).toBe(true);
      // a past day's P/L is its move (at most 1.8 % of its start), the seed's deposits are inflows
      if (i < days.length - 1)
        expect(new Big(day.pnl.replace('+', '')).abs().lte(new Big(day.start_value).times('0.0181'))).toBe(true);
    }
    expect(days.some((day) => !new Big(day.net_inflow).eq(0))).toBe(true);
    expect(DEMO.id).toBe(100238);
    // Assets' headline figures are these days: today the last one, the total their sum (the history
    // begins 90 days ago; the clock has not moved on yet)
    const profit = await s.ok<{ today_profit: string; total_profit: string }>('getUserProfit');
    const sum = days.reduce((total, day) => total.plus(day.pnl.replace('+', '')), new Big(0));
    expect(profit.today_profit).toBe(days.at(-1)!.pnl);
    expect(new Big(profit.total_profit.replace('+', '')).eq(sum)).toBe(true);
    expect((await s.ok<{ days: Day[] }>('getPnlHistory', { days: 7 })).days).toHaveLength(7);
  });

  it('counts a price move as P/L and money funded as an inflow, not a gain', async () => {
    await s.setPrice('ETH/USDT', 3000);
    const user = await freshUser({ change: { USDT: '1000', ETH: '1' } });
    const history = async () =>
      (await s.ok<{ currency_name: string; days: Day[] }>('getPnlHistory', { days: 7 }, { token: user.token })).days;
    // opened today: it started from nothing, all it holds came in (valued at today's prices)
    expect((await history()).at(-1)).toMatchObject({
      start_value: '0.00',
      end_value: '4000.00',
      net_inflow: '4000.00',
      pnl: '0.00',
    });

    // the next day starts at 4,000; ETH +100 is P/L, 500 USDT funded is not
    const now = s.sandbox.world.clock.now();
    await s.advance(86400e3 - (now % 86400e3) + 60e3);
    await s.setPrice('ETH/USDT', 3100);
    await s.sandbox.app.inject({
      method: 'POST',
      url: `/__sandbox/users/${user.id}/fund`,
      payload: { amount: '500', currency: 'USDT', account: 'change' },
    });
    const days = await history();
    expect(days.slice(-2)).toMatchObject([
      { start_value: '0.00', end_value: '4000.00', net_inflow: '4000.00', pnl: '0.00' },
      { start_value: '4000.00', end_value: '4600.00', net_inflow: '500.00', pnl: '+100.00' },
    ]);
  });

  it('takes the snapshot of the next day at 00:00 on the clock', async () => {
    const user = await freshUser({ change: { USDT: '250' } });
    await s.ok('getPnlHistory', {}, { token: user.token });
    const now = s.sandbox.world.clock.now();
    await s.advance(86400e3 - (now % 86400e3) + 60e3);
    const { days } = await s.ok<{ days: Day[] }>('getPnlHistory', {}, { token: user.token });
    expect(days.slice(-2).map((d) => [d.start_value, d.end_value, d.pnl])).toEqual([
      ['0.00', '250.00', '0.00'],
      ['250.00', '250.00', '0.00'],
    ]);
  });
});
