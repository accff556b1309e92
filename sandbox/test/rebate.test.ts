// Invitation and rebate: the invited users are the users whose parent is the demo user, the
// records are theirs, and the totals are exactly the sums of the records.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { creditRebate } from '../src/domain/market-rebate';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();

interface Summary {
  invite_count: number;
  verified_count: number;
  rebate_rate: string;
  total_commission: string;
  today_commission: string;
}
interface Record {
  id: number;
  account: string;
  amount: string;
  info: string;
  created_at: string;
}
interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

async function allRecords(): Promise<Record[]> {
  const first = await s.ok<Page<Record>>('listRebateRecords', {});
  const rows = [...first.data];
  for (let page = 2; page <= first.pages; page++)
    rows.push(...(await s.ok<Page<Record>>('listRebateRecords', { page })).data);
  return rows;
}

describe('rebate', () => {
  it('lists the two invited users, newest first, masked, with their commission', async () => {
    const page =
      await s.ok<Page<{ id: number; account: string; is_realname: number; commission: string }>>('listInvitedUsers');
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect(page.data.map((u) => u.id)).toEqual([100715, 100702]);
    expect(page.data[0]).toMatchObject({ account: 'me***@example.com', is_realname: 0, commission: '0' });
    expect(page.data[1]).toMatchObject({ account: 'om***@example.com', is_realname: 1 });
    const records = await allRecords();
    const omars = records.reduce((sum, r) => sum.plus(r.amount), new Big(0));
    expect(page.data[1]!.commission).toBe(omars.toFixed());
  });

  it('pages the commission records newest first', async () => {
    const first = await s.ok<Page<Record>>('listRebateRecords', {});
    expect(first).toMatchObject({ page: 1, pages: 2, total: 11 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ amount: '4.8', currency_name: 'USDT', info: 'Spot trading fee rebate' });
    expect(first.data[1]).toMatchObject({ amount: '12.25', info: 'Contract trading fee rebate' });
    const dates = first.data.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await s.ok<Page<Record>>('listRebateRecords', { page: 2 });
    expect(second.data).toHaveLength(1);
  });

  it('sums the records exactly in the summary', async () => {
    const summary = await s.ok<Summary>('getRebateSummary');
    const records = await allRecords();
    const total = records.reduce((sum, r) => sum.plus(r.amount), new Big(0));
    expect(summary).toEqual({
      invite_count: 2,
      verified_count: 1,
      rebate_rate: '0.2',
      total_commission: total.toFixed(),
      today_commission: '4.8',
    });
    expect(total.toFixed()).toBe('83.21');
  });

  it('credits a new commission to the inviter’s spot account and counts it today', async () => {
    const before = await s.wallet(DEMO.id, 'change', 'USDT');
    const id = await s.sandbox.world.db.tx((q) =>
      creditRebate(q, {
        inviteeId: 100715,
        fee: '3.5',
        currencyId: 1,
        source: 'seconds',
        at: s.sandbox.world.clock.now(),
      }),
    );
    expect(id).toBeGreaterThan(0);
    const after = await s.wallet(DEMO.id, 'change', 'USDT');
    expect(new Big(after.balance).minus(before.balance).toFixed()).toBe('0.7');
    const summary = await s.ok<Summary>('getRebateSummary');
    expect(summary.total_commission).toBe('83.91');
    expect(summary.today_commission).toBe('5.5');
    const [newest] = (await s.ok<Page<Record>>('listRebateRecords', {})).data;
    expect(newest).toMatchObject({
      id,
      amount: '0.7',
      account: 'me***@example.com',
      info: 'Options trading fee rebate',
    });
    // A user nobody invited earns nobody anything.
    expect(
      await s.sandbox.world.db.tx((q) =>
        creditRebate(q, { inviteeId: DEMO.id, fee: '1', currencyId: 1, source: 'spot', at: 0 }),
      ),
    ).toBeNull();
  });

  it('answers another user their own (empty) figures', async () => {
    const omar = await s.login('omar.h@example.com', 'Omar!2026');
    expect(await s.ok<Summary>('getRebateSummary', {}, { token: omar })).toEqual({
      invite_count: 0,
      verified_count: 0,
      rebate_rate: '0.2',
      total_commission: '0',
      today_commission: '0',
    });
    expect(await s.ok('listInvitedUsers', {}, { token: omar })).toEqual({ data: [], page: 1, pages: 0, total: 0 });
  });
});
