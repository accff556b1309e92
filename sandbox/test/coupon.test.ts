// Coupons: the demo user's coupons in each state, read from the clock; names and terms written
// from the coupon; only the signed-in user's.
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const D = 86400e3;

interface Coupon {
  id: number;
  name: string;
  description: string;
  status: number;
  end_time: number;
  used_time: number | null;
}
interface Page {
  data: Coupon[];
  page: number;
  pages: number;
  total: number;
}
const list = (status: string, page?: number) => s.ok<Page>('listCoupons', { status, page });

describe('coupons', () => {
  it('lists the available ones, soonest to end first, with their terms', async () => {
    const page = await list('available');
    expect(page).toMatchObject({ page: 1, pages: 1, total: 5 });
    expect(page.data.map((c) => c.id)).toEqual([7005, 7001, 7002, 7003, 7004]);
    expect(page.data.every((c) => c.status === 1 && c.used_time === null)).toBe(true);
    const spot = page.data.find((c) => c.id === 7001)!;
    expect(spot).toMatchObject({
      name: 'Spot fee 20% off',
      type: 'fee_discount',
      value: '20',
      min_amount: '100',
      scope: 'spot',
      description: '20% off the trading fee of one spot order of 100 USDT or more.',
    });
    const voucher = page.data.find((c) => c.id === 7002)!;
    expect(voucher.name).toBe('Contract voucher 10 USDT');
    expect(page.data.find((c) => c.id === 7003)!.name).toBe('Deposit bonus 5 USDT');
  });

  it('lists used ones newest first and expired ones, never another user’s', async () => {
    const used = await list('used');
    expect(used.data.map((c) => c.id)).toEqual([7013, 7011, 7012]);
    expect(used.data.every((c) => c.status === 2 && typeof c.used_time === 'number')).toBe(true);
    const expired = await list('expired');
    expect(expired.data.map((c) => c.id)).toEqual([7022, 7021]);
    expect(expired.data.every((c) => c.status === 3)).toBe(true);
    const all = [...(await list('available')).data, ...used.data, ...expired.data].map((c) => c.id);
    expect(all).not.toContain(7031);
    const omar = await s.login('omar.h@example.com', 'Omar!2026');
    const his = await s.ok<Page>('listCoupons', { status: 'available' }, { token: omar });
    expect(his.data.map((c) => c.id).sort()).toEqual([7031, 7032]);
  });

  it('pages past the end come back empty; a wrong state is a parameter error', async () => {
    expect(await list('available', 2)).toEqual({ data: [], page: 2, pages: 1, total: 5 });
    expect(await s.call('listCoupons', { status: 'lost' })).toEqual({ type: 'error', message: 'Parameter error' });
    expect((await s.call('listCoupons', { status: 'used' }, { token: null })).type).toBe('999');
  });

  it('expires a coupon when the clock passes its end; the seeded deposit uses the deposit bonus', async () => {
    await s.advance(2 * D + 60e3);
    // The contract's pending 500 USDT deposit (3107) was credited half an hour on, with 7003's 5 USDT.
    expect((await list('available')).data.map((c) => c.id)).toEqual([7001, 7002, 7004]);
    expect((await list('used')).data.map((c) => c.id)).toEqual([7003, 7013, 7011, 7012]);
    const bonus = await s.sandbox.world.db.one<{ used_ref: string }>('SELECT used_ref FROM coupons WHERE id = 7003');
    expect(bonus?.used_ref).toBe('deposit:3107');
    const expired = await list('expired');
    expect(expired.data.map((c) => c.id)).toEqual([7005, 7022, 7021]);
  });
});
