// The financial hub with the generated MSW handlers: the holdings of each earn product in the
// chosen fiat, the total of what is locked, copy trading apart, the loans and the net assets (the
// Assets headline), and a failing product with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListFiatRatesMockHandler, getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import { getListMyFollowsMockHandler } from '@generated/api/copy-trade/copy-trade.msw';
import { getListProjectOrdersMockHandler } from '@generated/api/ieo/ieo.msw';
import { getListDualOrdersMockHandler } from '@generated/api/invest/invest.msw';
import { getListLoanOrdersMockHandler } from '@generated/api/loans/loans.msw';
import { getListLockOrdersMockHandler } from '@generated/api/mining/mining.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { FinancialScreen } from '@/features/financial/financial-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

beforeAll(async () => {
  await i18next.loadNamespaces(['financial']);
});

beforeEach(() => setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5'));

describe('FinancialScreen', () => {
  it('gathers the holdings of every earn product in the chosen fiat', async () => {
    server.use(
      getListWalletsMockHandler(),
      getListFiatRatesMockHandler(),
      getListLockOrdersMockHandler(),
      getListDualOrdersMockHandler(),
      getListProjectOrdersMockHandler(),
      getListLoanOrdersMockHandler(),
      getListMyFollowsMockHandler(),
    );
    renderScreen(<FinancialScreen />, { path: '/pages/financial/index', route: '/pages/financial/index' });
    // Lock: 1000 USDT active. Dual: 1 open call share = 0.1 BTC × 96420.50 = 9642.05 USDT. IEO:
    // 100 USDT in the NVT subscription waiting for its allotment (ORB is credited: nothing held).
    await waitFor(() => expect(screen.getByTestId('hub-total')).toHaveTextContent('$10,742.05'));
    const mining = screen.getByTestId('hub-mining');
    expect(within(mining).getByTestId('hub-mining-locked')).toHaveTextContent('$1,000.00');
    expect(mining).toHaveTextContent('$15.50');
    expect(within(screen.getByTestId('hub-invest')).getByTestId('hub-invest-amount')).toHaveTextContent('$9,642.05');
    expect(screen.getByTestId('hub-ieo')).toHaveTextContent('Subscriptions2');
    expect(within(screen.getByTestId('hub-ieo')).getByTestId('hub-ieo-held')).toHaveTextContent('$100.00');
    expect(await within(screen.getByTestId('hub-copy')).findByTestId('hub-copy-amount')).toHaveTextContent('$');
    // The active loan owes 1,005 (1,000 + 5 of interest) against 0.02394489 BTC; the net assets are
    // Assets' headline: 42,564.9375 in the accounts + 10,742.05 held − 1,005 owed.
    const loans = screen.getByTestId('hub-loans');
    expect(within(loans).getByTestId('hub-loans-owed')).toHaveTextContent('$1,005.00');
    expect(loans).toHaveTextContent('Collateral$2,308.78');
    expect(loans).toHaveTextContent('Active loans1');
    expect(screen.getByTestId('hub-net')).toHaveTextContent('$52,301.99');
  });

  it('shows a failing product with a retry', async () => {
    let fail = true;
    server.use(
      getListWalletsMockHandler(),
      getListFiatRatesMockHandler(),
      http.get('*/lh/deposit/order', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(getListLockOrdersResponse()),
      ),
      getListDualOrdersMockHandler(),
      getListProjectOrdersMockHandler(),
      getListLoanOrdersMockHandler(),
      getListMyFollowsMockHandler(),
    );
    const user = userEvent.setup();
    renderScreen(<FinancialScreen />, { path: '/pages/financial/index', route: '/pages/financial/index' });
    const mining = screen.getByTestId('hub-mining');
    const retry = await within(mining).findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await within(mining).findByTestId('hub-mining-locked')).toHaveTextContent('$1,000.00');
  });
});

function getListLockOrdersResponse() {
  return {
    type: 'ok',
    message: {
      order_list: [
        {
          id: 2041,
          currency_name: 'USDT',
          amount: '1000.00',
          day_rate: '0.004',
          total_interest: '8.00',
          start_at: '2026-11-20',
          end_at: '2026-11-25',
          status: 1,
          cancel_fee: 12,
        },
      ],
    },
  };
}
