// Loans with the generated MSW handlers: the products and the borrow preview (collateral,
// interest, due, liquidation price), the checks before any request, one loan after the
// confirmation, a refused loan keeping the form; my loans with a partial and a full repayment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCreateLoanMockHandler,
  getListLoanOrdersMockHandler,
  getListLoanProductsMockHandler,
  getPayLoanMockHandler,
} from '@generated/api/loans/loans.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { LoansScreen } from '@/features/loans/loans-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

useUiKitShims();

const PATH = '/pages/common/borrowing';

beforeAll(async () => {
  await i18next.loadNamespaces(['loans']);
});

beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00'));
});

describe('Borrow', () => {
  function setup(answer: 'ok' | 'error' = 'ok') {
    const bodies: URLSearchParams[] = [];
    server.use(
      getListLoanProductsMockHandler(),
      getListLoanOrdersMockHandler(),
      getListWalletsMockHandler(),
      getCreateLoanMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return answer === 'ok'
          ? { type: 'ok', message: 'The loan has been credited to your spot account' }
          : { type: 'error', message: 'Insufficient collateral balance' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<LoansScreen />, { path: PATH, route: PATH });
    return { user, bodies, ...view };
  }

  it('shows the product terms and previews collateral, interest, due and the liquidation price', async () => {
    const { user } = setup();
    expect(await screen.findByText('BTC → USDT · 30 days')).toBeInTheDocument();
    expect(screen.getByText('0.05%')).toBeInTheDocument();
    expect(screen.getByText('65%')).toBeInTheDocument();
    expect(screen.getByText('85%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('loan-collateral-balance')).toHaveTextContent('0.125 BTC'));
    await user.type(screen.getByLabelText('Amount to borrow'), '1000');
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.02394489 BTC');
    expect(screen.getByTestId('loan-interest')).toHaveTextContent('15.00 USDT');
    expect(screen.getByTestId('loan-due')).toHaveTextContent('1,015.00 USDT');
    expect(screen.getByTestId('loan-liquidation-price')).toHaveTextContent('49,869.42 USDT');
    // Taken on 22 November for 30 days.
    expect(screen.getByText('2026-12-22')).toBeInTheDocument();
    // The other product: ETH for 7 days at 0.04 %, 60 % LTV, 80 % liquidation.
    await user.click(screen.getByText('ETH → USDT · 7 days'));
    await user.type(await screen.findByLabelText('Amount to borrow'), '300');
    expect(screen.getByTestId('loan-collateral')).toHaveTextContent('0.14617746 ETH');
    expect(screen.getByTestId('loan-interest')).toHaveTextContent('0.84 USDT');
  });

  it('checks the amount before any request: required, minimum, maximum, collateral balance', async () => {
    const { user, bodies } = setup();
    await waitFor(() => expect(screen.getByTestId('loan-collateral-balance')).toHaveTextContent('0.125 BTC'));
    await user.click(screen.getByRole('button', { name: 'Borrow' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount to borrow');
    await user.type(amount, '99');
    expect(await screen.findByText('The smallest loan is 100.00 USDT')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500001');
    expect(await screen.findByText('The largest loan is 500,000.00 USDT')).toBeInTheDocument();
    // 0.125 BTC × 64,250.12 × 65 % covers 5,220.32 USDT at most.
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(await screen.findByText('Not enough collateral: you have 0.125 BTC')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('confirms the figures, then sends one loan with the collateral and opens my loans', async () => {
    const { user, bodies, location } = setup();
    await user.type(await screen.findByLabelText('Amount to borrow'), '1000');
    await user.click(screen.getByRole('button', { name: 'Borrow' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the loan' });
    const rows = within(dialog).getByTestId('loan-confirm');
    expect(rows).toHaveTextContent('1,000.00 USDT');
    expect(rows).toHaveTextContent('0.02394489 BTC');
    expect(rows).toHaveTextContent('49,869.42 USDT');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm loan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('product_id')).toBe('1');
    expect(bodies[0]?.get('amount')).toBe('1000');
    expect(bodies[0]?.get('pledge_amount')).toBe('0.02394489');
    await waitFor(() => expect(location()).toBe(`${PATH}?tab=active`));
  });

  it('keeps what was typed when the server refuses the loan', async () => {
    const { user, bodies } = setup('error');
    await user.type(await screen.findByLabelText('Amount to borrow'), '1000');
    await user.click(screen.getByRole('button', { name: 'Borrow' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the loan' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm loan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByText('Insufficient collateral balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the loan' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Amount to borrow')).toHaveValue('1000');
  });
});

describe('My loans', () => {
  function setup() {
    const bodies: URLSearchParams[] = [];
    const statuses: (string | null)[] = [];
    server.use(
      getListLoanOrdersMockHandler(({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        statuses.push(status);
        return {
          type: 'ok',
          message: {
            data: [
              {
                id: 5012,
                product_id: 1,
                currency_name: 'USDT',
                pledge_currency_name: 'BTC',
                amount: '1000',
                pledge_amount: '0.02394489',
                day_rate: '0.0005',
                days: 30,
                interest: '5',
                repaid: '0',
                remaining: '1005',
                liquidation_rate: '0.85',
                liquidation_price: '49378.09032226',
                status: status === 'ended' ? 2 : 1,
                created_at: '2026-11-14 10:00:00',
                due_at: '2026-12-14 10:00:00',
              },
            ],
            page: 1,
            pages: 1,
            total: 1,
          },
        };
      }),
      getListWalletsMockHandler(),
      getPayLoanMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Repayment successful' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<LoansScreen />, { path: PATH, route: `${PATH}?tab=active` });
    return { user, bodies, statuses, ...view };
  }

  it('shows what an active loan owes and its liquidation price; a partial repayment lowers it', async () => {
    const { user, bodies, statuses } = setup();
    const card = await screen.findByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
    expect(statuses).toContain('active');
    expect(within(card).getByTestId('loan-owed-5012')).toHaveTextContent('1,005.00 USDT');
    expect(card).toHaveTextContent('49,378.10 USDT');
    expect(card).toHaveTextContent('2026-12-14 10:00:00');
    await user.click(within(card).getByRole('button', { name: 'Repay' }));
    const sheet = await screen.findByRole('region', { name: 'Repay the loan' });
    const amount = within(sheet).getByLabelText('Repayment');
    await user.type(amount, '1005.01');
    await user.tab();
    expect(await screen.findByText('You owe 1,005.00 USDT; a repayment cannot be more')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500');
    expect(screen.getByTestId('repay-remaining')).toHaveTextContent('505.00 USDT');
    expect(screen.getByTestId('repay-liquidation')).toHaveTextContent('24,811.88 USDT');
    await user.click(within(sheet).getByRole('button', { name: 'Repay' }));
    const dialog = await findOpenedDialog({ name: 'Confirm the repayment' });
    expect(within(dialog).getByTestId('repay-confirm')).toHaveTextContent('505.00 USDT');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm repayment' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('id')).toBe('5012');
    expect(bodies[0]?.get('amount')).toBe('500');
  });

  it('"All" settles the loan and says the collateral comes back', async () => {
    const { user, bodies } = setup();
    const card = await screen.findByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
    await user.click(within(card).getByRole('button', { name: 'Repay' }));
    const sheet = await screen.findByRole('region', { name: 'Repay the loan' });
    await user.click(within(sheet).getByRole('button', { name: 'All' }));
    expect(within(sheet).getByLabelText('Repayment')).toHaveValue('1005');
    expect(screen.getByTestId('repay-liquidation')).toHaveTextContent('Settled: 0.02394489 BTC returned');
    await user.click(within(sheet).getByRole('button', { name: 'Repay' }));
    const dialog = await findOpenedDialog({ name: 'Confirm full repayment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm repayment' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('amount')).toBe('1005');
  });

  it('lists ended loans under their own tab', async () => {
    const { user, statuses } = setup();
    await screen.findByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    const card = await screen.findByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
    await waitFor(() => expect(within(card).getByText('Repaid', { selector: '.earn-tag' })).toBeInTheDocument());
    expect(statuses).toContain('ended');
    expect(screen.queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });
});
