// Coupons: each tab asks for its state; a coupon says what it is worth, what it is for, where it
// applies, its minimum and validity; an available one leads to where it is used.
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListCouponsMockHandler } from '@generated/api/coupon/coupon.msw';
import type { Coupon } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { CouponScreen } from '@/features/coupon/coupon-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const ROUTE = '/pages/setting/coupon';

const coupon = (id: number, patch: Partial<Coupon> = {}): Coupon => ({
  id,
  name: 'Spot fee 20% off',
  type: 'fee_discount',
  value: '20',
  min_amount: '100',
  scope: 'spot',
  description: '20% off the trading fee of one spot order of 100 USDT or more.',
  start_time: 1795219200,
  end_time: 1796428800,
  status: 1,
  used_time: null,
  ...patch,
});

beforeAll(async () => {
  await i18next.loadNamespaces(['coupon']);
});
beforeEach(() => setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5'));

describe('coupons', () => {
  it('lists each state and says what a coupon is for', async () => {
    const asked: string[] = [];
    server.use(
      getListCouponsMockHandler(({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        asked.push(status);
        const rows =
          status === 'used'
            ? [
                coupon(9, {
                  name: 'Contract voucher 10 USDT',
                  type: 'trade_voucher',
                  value: '10',
                  scope: 'contract',
                  min_amount: '0',
                  status: 2,
                  used_time: 1795400000,
                }),
              ]
            : status === 'available'
              ? [coupon(7)]
              : [];
        return { type: 'ok', message: { data: rows, page: 1, pages: rows.length ? 1 : 0, total: rows.length } };
      }),
    );
    const view = renderScreen(<CouponScreen />, { path: ROUTE, route: ROUTE });
    const card = await screen.findByRole('article', { name: 'Spot fee 20% off' });
    expect(card).toHaveTextContent('20% off');
    expect(card).toHaveTextContent('Fee discount');
    expect(card).toHaveTextContent('Applies to: Spot trading');
    expect(card).toHaveTextContent('For orders of 100 USDT or more');
    expect(card).toHaveTextContent(/Valid Nov \d+, 2026 – Dec \d+, 2026/);

    await userEvent.click(screen.getByRole('tab', { name: 'Used' }));
    const used = await screen.findByRole('article', { name: 'Contract voucher 10 USDT' });
    expect(used).toHaveTextContent('10 USDT');
    expect(used).toHaveTextContent('No minimum');
    expect(used).toHaveTextContent(/Used on /);
    expect(within(used).queryByRole('button', { name: 'Use now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByText('No expired coupons')).toBeInTheDocument();
    expect(asked).toEqual(['available', 'used', 'expired']);

    await userEvent.click(screen.getByRole('tab', { name: 'Available' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use now' }));
    await waitFor(() => expect(view.location()).toBe('/pages/transaction/currency'));
  });
});
