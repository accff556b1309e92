// IEO with the generated MSW handlers: the projects with their state, live countdown, issuance
// price, total and progress; subscribing to a live project (cost, balance, confirmation, one
// request); a warm-up project refused with the reason; my subscriptions.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCreateProjectOrderMockHandler,
  getGetProjectMockHandler,
  getGetProjectResponseMock,
  getListProjectOrdersMockHandler,
  getListProjectsMockHandler,
} from '@generated/api/ieo/ieo.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { IeoOrderScreen } from '@/features/ieo/order-screen';
import { IeoScreen } from '@/features/ieo/ieo-screen';
import { IeoSubscribeScreen } from '@/features/ieo/subscribe-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

useUiKitShims();

beforeAll(async () => {
  await i18next.loadNamespaces(['ieo']);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
});

describe('IeoScreen', () => {
  it('shows each window with a live countdown, the price, the total and the progress', async () => {
    // The clock stands still until the test moves it (a loaded machine cannot shift the figures);
    // setTimeout stays real so that findBy/waitFor keep polling.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
    server.use(getListProjectsMockHandler(), getGetProjectMockHandler());
    renderScreen(<IeoScreen />, { path: '/pages/ieo/ieo', route: '/pages/ieo/ieo' });
    const live = await screen.findByRole('article', { name: 'Nova Token (NVT) launch' });
    expect(live).toHaveTextContent('In progress');
    expect(within(live).getByRole('timer')).toHaveTextContent('Ends in 6 d 14:00:00');
    expect(live).toHaveTextContent('10,000,000 NVT');
    expect(live).toHaveTextContent('62.50% subscribed');
    await waitFor(() => expect(live).toHaveTextContent('0.05 USDT'));
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(within(live).getByRole('timer')).toHaveTextContent('Ends in 6 d 13:59:58'));
    const warm = screen.getByRole('article', { name: 'Lumen Pay (LMP) token launch' });
    expect(warm).toHaveTextContent('Warm-up');
    expect(within(warm).getByRole('timer')).toHaveTextContent(/^Starts in 8 d 13:59:58$/);
    expect(screen.getByRole('article', { name: 'Orbit Chain (ORB) launch' })).toHaveTextContent(
      'Subscription has ended',
    );
  });
});

describe('IeoSubscribeScreen', () => {
  it('subscribes to a live project: cost against the balance, confirmation, one request', async () => {
    const bodies: URLSearchParams[] = [];
    server.use(
      getGetProjectMockHandler(),
      getListWalletsMockHandler(),
      getCreateProjectOrderMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Subscription succeeded' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<IeoSubscribeScreen />, { path: '/pages/ieo/subscribe', route: '/pages/ieo/subscribe?project_id=7' });
    const tokens = await screen.findByLabelText('Tokens');
    await waitFor(() => expect(screen.getByTestId('ieo-available')).toHaveTextContent('12,480.50 USDT'));
    await user.click(screen.getByRole('button', { name: 'Apply for subscription' }));
    expect(await screen.findByText('Enter the number of tokens')).toBeInTheDocument();
    await user.type(tokens, '300000');
    // 300000 × 0.05 = 15000 USDT > 12480.5
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(tokens);
    await user.type(tokens, '2000');
    expect(screen.getByTestId('ieo-cost')).toHaveTextContent('100.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Apply for subscription' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the subscription' });
    expect(within(dialog).getByTestId('ieo-confirm')).toHaveTextContent('100.00 USDT');
    expect(bodies).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({
      project_id: '7',
      amount: '2000',
      pay_currency: '1',
      price: '100',
    });
  });

  it('explains why a warm-up project cannot be subscribed', async () => {
    const mock = getGetProjectResponseMock();
    if (mock.type !== 'ok') throw new Error('the mock is not a success');
    server.use(
      getListWalletsMockHandler(),
      getGetProjectMockHandler({ type: 'ok', message: { info: { ...mock.message.info, time_status: 1 } } }),
    );
    renderScreen(<IeoSubscribeScreen />, { path: '/pages/ieo/subscribe', route: '/pages/ieo/subscribe?project_id=7' });
    expect(await screen.findByTestId('ieo-refused')).toHaveTextContent('Subscription has not started yet');
    expect(screen.queryByRole('button', { name: 'Apply for subscription' })).not.toBeInTheDocument();
  });
});

describe('IeoOrderScreen', () => {
  it('lists my subscriptions with applied and allotted tokens', async () => {
    server.use(getListProjectOrdersMockHandler());
    renderScreen(<IeoOrderScreen />, { path: '/pages/ieo/order', route: '/pages/ieo/order' });
    const nvt = await screen.findByRole('article', { name: 'NVT subscription of 2026-11-21 10:24:05' });
    expect(nvt).toHaveTextContent('Waiting for allotment');
    const orb = screen.getByRole('article', { name: 'ORB subscription of 2026-10-28 14:02:51' });
    expect(orb).toHaveTextContent('4,000 ORB');
  });
});
