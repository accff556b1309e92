// Lock mining with the generated MSW handlers: the products with the holdings, a first visit
// going to the welcome page, the buy form's checks before any request and its confirmation, and
// early redemption showing the §9 penalty before one cancel request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCancelLockOrderMockHandler,
  getCreateLockOrderMockHandler,
  getListLockConfigsMockHandler,
  getListLockOrdersMockHandler,
} from '@generated/api/mining/mining.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { LockBuyScreen } from '@/features/mining/buy-screen';
import { LockmingScreen } from '@/features/mining/lockming-screen';
import { LockOrderScreen } from '@/features/mining/order-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

useUiKitShims();

beforeAll(async () => {
  await i18next.loadNamespaces(['mining']);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  // 22 November 2026: the active example order (20-25 November) has 3 days left.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00'));
});

describe('LockmingScreen', () => {
  it('sends a first visit to the welcome page', async () => {
    server.use(getListLockConfigsMockHandler(), getListLockOrdersMockHandler());
    const view = renderScreen(<LockmingScreen />, {
      path: '/pages/lockming/lockming',
      route: '/pages/lockming/lockming',
    });
    await waitFor(() => expect(view.location()).toBe('/pages/lockming/welcome'));
  });

  it('lists the products with daily yield, lock days and minimum, and the holdings', async () => {
    localStorage.setItem('lockmingWelcomed', '1');
    server.use(getListLockConfigsMockHandler(), getListLockOrdersMockHandler());
    renderScreen(<LockmingScreen />, { path: '/pages/lockming/lockming', route: '/pages/lockming/lockming' });
    const list = await screen.findByRole('list', { name: 'Lock-mining products' });
    const first = within(list).getByRole('article', { name: 'USDT · 5 days' });
    expect(first).toHaveTextContent('0.3%-0.4%');
    expect(first).toHaveTextContent('5 days');
    expect(first).toHaveTextContent('100.00 USDT');
    expect(within(list).getByRole('article', { name: 'USDT · 15 days' })).toHaveTextContent('0.35%');
    expect(await screen.findByTestId('lock-locked')).toHaveTextContent('1,000.00 USDT');
  });
});

describe('LockBuyScreen', () => {
  function setup() {
    const bodies: URLSearchParams[] = [];
    server.use(
      getListLockConfigsMockHandler(),
      getListWalletsMockHandler(),
      getCreateLockOrderMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'success' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<LockBuyScreen />, { path: '/pages/lockming/buy', route: '/pages/lockming/buy?id=1' });
    return { user, bodies, ...view };
  }

  it('checks the amount before any request: required, a number, the minimum, the balance', async () => {
    const { user, bodies } = setup();
    await waitFor(() => expect(screen.getByTestId('lock-available')).toHaveTextContent('12,480.50 USDT'));
    const submit = screen.getByRole('button', { name: 'Lock' });
    await user.click(submit);
    expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '99.5');
    expect(await screen.findByText('The minimum amount is 100.00 USDT')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12480.51');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows the earnings and expiry, confirms, then sends one order', async () => {
    const { user, bodies } = setup();
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '1000');
    expect(screen.getByTestId('lock-daily-income')).toHaveTextContent('4.00 USDT');
    expect(screen.getByTestId('lock-total-income')).toHaveTextContent('20.00 USDT');
    expect(screen.getByTestId('lock-expiry')).toHaveTextContent('2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the lock' });
    expect(within(dialog).getByTestId('lock-confirm')).toHaveTextContent('1,000.00 USDT');
    const confirm = within(dialog).getByRole('button', { name: 'Lock now' });
    await user.dblClick(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('config_id')).toBe('1');
    expect(bodies[0]?.get('amount')).toBe('1000');
  });
});

describe('LockOrderScreen', () => {
  it('shows the penalty by the formula before the user confirms, then redeems once', async () => {
    // The days left are the order's own (5 days, 2 paid: 8.00 USDT), whatever the device's date:
    // the server's clock may differ from it, and the penalty it charges is computed the same way.
    vi.setSystemTime(new Date('2027-02-01T10:00:00'));
    let cancels = 0;
    server.use(
      getListLockOrdersMockHandler(),
      getListWalletsMockHandler(),
      getCancelLockOrderMockHandler(() => {
        cancels += 1;
        return { type: 'ok', message: 'Early redemption succeeded' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<LockOrderScreen />, { path: '/pages/lockming/order', route: '/pages/lockming/order' });
    const card = await screen.findByRole('article', { name: 'Order of 1,000.00 USDT' });
    expect(card).toHaveTextContent('8.00 USDT');
    expect(card).toHaveTextContent('3 days');
    // The ended order is on the other tab.
    expect(screen.queryByRole('article', { name: 'Order of 500.00 USDT' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Redeem early' }));
    const dialog = await findOpenedDialog({ name: 'Redeem early?' });
    const figures = within(dialog).getByTestId('redeem-figures');
    expect(figures).toHaveTextContent('Penalty12.00 USDT');
    expect(figures).toHaveTextContent('You get back988.00 USDT');
    expect(dialog).toHaveTextContent('0.40% × 3 days × 1,000.00 = 12.00');
    expect(cancels).toBe(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(cancels).toBe(1));
  });

  it('lists the redeemed orders on their tab', async () => {
    server.use(getListLockOrdersMockHandler());
    renderScreen(<LockOrderScreen />, { path: '/pages/lockming/order', route: '/pages/lockming/order?tab=ended' });
    const card = await screen.findByRole('article', { name: 'Order of 500.00 USDT' });
    expect(card).toHaveTextContent('Redeemed');
    expect(within(card).queryByRole('button', { name: 'Redeem early' })).not.toBeInTheDocument();
  });
});
