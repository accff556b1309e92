// Dual investment with the generated MSW handlers: the products with the linked price next to the
// live price, the purchase form (whole number, remaining, balance) with the §9 payoff preview of
// both cases, one request after the confirmation, and the positions by state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getBuyDualProductMockHandler,
  getGetDualProductMockHandler,
  getListDualOrdersMockHandler,
  getListDualProductsMockHandler,
} from '@generated/api/invest/invest.msw';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { applyDaymarket } from '@/api/live-market';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { InvestMineScreen } from '@/features/invest/mine-screen';
import { InvestPurchaseScreen } from '@/features/invest/purchase-screen';
import { InvestScreen } from '@/features/invest/invest-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

useUiKitShims();

beforeAll(async () => {
  await i18next.loadNamespaces(['invest']);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  // 20 November 2026: product 12 (20-27 November) is on sale with 7 days to maturity.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00'));
});

describe('InvestScreen', () => {
  it('shows APR, linked price beside the live price, days, maturity, remaining and progress', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      getListQuotationsMockHandler(),
      getListDualProductsMockHandler(async ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        const { getListDualProductsResponseMock } = await import('@generated/api/invest/invest.msw');
        return getListDualProductsResponseMock();
      }),
    );
    renderScreen(<InvestScreen />, { path: '/pages/invest/invest', route: '/pages/invest/invest' });
    const card = await screen.findByRole('article', { name: 'BTC 7-day 98000' });
    expect(card).toHaveTextContent('18.25%');
    expect(card).toHaveTextContent('98,000.00');
    expect(card).toHaveTextContent('7 days');
    expect(card).toHaveTextContent('2026-11-27');
    expect(card).toHaveTextContent('640 shares');
    expect(card).toHaveTextContent('36% sold');
    expect(within(card).getByTestId('dual-live-price')).toHaveTextContent('96,420.50');
    expect(requests[0]?.get('currency_id')).toBe('2');
    expect(requests[0]?.get('type')).toBe('call');
    act(() =>
      applyDaymarket({
        type: 'daymarket',
        match_id: 1,
        symbol: 'BTC/USDT',
        now_price: '97001.25',
        close: '97001.25',
        change: '0.5',
      } as never),
    );
    await waitFor(() => expect(within(card).getByTestId('dual-live-price')).toHaveTextContent('97,001.25'));
    const closed = screen.getByRole('article', { name: 'BTC 14-day 100000' });
    expect(within(closed).getByRole('button', { name: 'Closed' })).toBeDisabled();
  });
});

describe('InvestPurchaseScreen', () => {
  function setup() {
    const bodies: URLSearchParams[] = [];
    server.use(
      getListQuotationsMockHandler(),
      getListWalletsMockHandler(),
      getGetDualProductMockHandler(),
      getBuyDualProductMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Successful' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<InvestPurchaseScreen />, {
      path: '/pages/invest/purchase',
      route: '/pages/invest/purchase?id=12',
    });
    return { user, bodies, ...view };
  }

  it('refuses an empty, a non-integer, a too large quantity and one above the balance, before any request', async () => {
    const { user, bodies } = setup();
    const quantity = await screen.findByLabelText('Quantity');
    await waitFor(() => expect(screen.getByTestId('dual-available')).toHaveTextContent('0.125 BTC'));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Please enter the purchase quantity')).toBeInTheDocument();
    await user.type(quantity, '1.5');
    expect(await screen.findByText('The quantity must be an integer')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '51');
    expect(await screen.findByText('At most 50 shares per user')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('previews both settlement cases by the §9 formula, confirms and buys once', async () => {
    const { user, bodies } = setup();
    const quantity = await screen.findByLabelText('Quantity');
    await user.type(quantity, '1');
    expect(screen.getByTestId('dual-cost')).toHaveTextContent('0.10 BTC');
    // 0.1 × (1 + 7 × 0.1825 / 365) = 0.10035 BTC; × 98000 = 9834.3 USDT
    expect(screen.getByTestId('payoff-coin')).toHaveTextContent('0.10035 BTC');
    expect(screen.getByTestId('payoff-usdt')).toHaveTextContent('9,834.30 USDT');
    expect(screen.getByText('At maturity (held 7 days)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the purchase' });
    expect(within(dialog).getByTestId('dual-confirm')).toHaveTextContent('1 share');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Purchase now' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('id')).toBe('12');
    expect(bodies[0]?.get('num')).toBe('1');
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
  });
});

describe('InvestMineScreen', () => {
  it('lists the positions by state with the expected payoff and the settlement', async () => {
    server.use(getListDualOrdersMockHandler());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<InvestMineScreen />, { path: '/pages/invest/mine', route: '/pages/invest/mine' });
    const open = await screen.findByRole('article', { name: 'BTC 7-day 98000' });
    // 1 share, 5 days at 18.25 %: 0.10025 BTC or 9824.5 USDT
    expect(within(open).getByTestId('payoff-coin')).toHaveTextContent('0.10025 BTC');
    expect(within(open).getByTestId('payoff-usdt')).toHaveTextContent('9,824.50 USDT');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const done = await screen.findByRole('article', { name: 'BTC 7-day 92000' });
    expect(done).toHaveTextContent('Settled: +18,451.52 USDT');
  });
});
