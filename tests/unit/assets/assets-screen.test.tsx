// The assets tab with the generated handlers of the assets tag and the external rates service.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetUserProfitMockHandler,
  getListFiatRatesMockHandler,
  getListFiatRatesResponseMock,
  getListWalletsMockHandler,
  getListWalletsResponseMock,
} from '@generated/api/assets/assets.msw';
import { getListProjectOrdersMockHandler } from '@generated/api/ieo/ieo.msw';
import { getListDualOrdersMockHandler } from '@generated/api/invest/invest.msw';
import { getListLoanOrdersMockHandler } from '@generated/api/loans/loans.msw';
import { getListLockOrdersMockHandler } from '@generated/api/mining/mining.msw';
import type { ListWallets200 } from '@generated/model';
import { AssetsScreen } from '@/features/assets/assets-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { interactive, useAssetsTestSetup } from './helpers';

useAssetsTestSetup();

type Handler = Parameters<typeof server.use>[number];

function setup(handlers: Handler[] = []) {
  const calls = { wallets: 0, rates: 0 };
  server.use(
    ...handlers,
    getListWalletsMockHandler(() => {
      calls.wallets += 1;
      return getListWalletsResponseMock();
    }),
    getGetUserProfitMockHandler(),
    // The earn holdings card: its calls answer, so only the call a test breaks fails.
    getListLockOrdersMockHandler(),
    getListDualOrdersMockHandler(),
    getListProjectOrdersMockHandler(),
    getListLoanOrdersMockHandler(),
    getListFiatRatesMockHandler(() => {
      calls.rates += 1;
      return getListFiatRatesResponseMock();
    }),
  );
  const user = userEvent.setup();
  const view = renderScreen(<AssetsScreen />, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
  return { user, calls, ...view };
}

const total = () => screen.findByTestId('assets-total', undefined, { timeout: 8000 });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('list', { name: `Coins in the ${name} account` });
}

function coinRow(list: HTMLElement, coin: string): HTMLElement {
  const row = within(list)
    .getAllByTestId('coin-row')
    .find((r) => within(r).queryByText(coin, { selector: '.coin-row__name' }));
  if (!row) throw new Error(`no ${coin} row`);
  return row;
}

describe('AssetsScreen', () => {
  it('shows the net holdings in USD, and in USDT: the four accounts and the earn products, less the loans', async () => {
    // 42,564.9375 in the accounts + 1,000 locked + 0.1 BTC in dual investment (9,642.05) + 100
    // USDT in an IEO subscription waiting for its allotment − 1,005 USDT the active loan owes
    // (1,000 borrowed + 5 of interest; its BTC collateral is frozen in the accounts already).
    setup();
    expect(await total()).toHaveTextContent('$52,301.99');
    expect(screen.getByText('≈ 52,301.99 USDT')).toBeInTheDocument();
    // The earn card says why: the loan's debt, and its collateral (0.02394489 BTC × 96,420.50).
    const earn = screen.getByRole('region', { name: 'Earn' });
    await waitFor(() => expect(earn).toHaveTextContent('Loans owed-$1,005.00Collateral $2,308.78'));
    expect(screen.getByRole('heading', { name: 'Total assets (USD)' })).toBeInTheDocument();
  });

  it('shows the profit with its sign', async () => {
    setup();
    expect(await screen.findByText('+18.40 USDT')).toHaveClass('trend--up');
    expect(screen.getByText('+412.36 USDT')).toBeInTheDocument();
    expect(screen.getByText("Today's PnL")).toBeInTheDocument();
  });

  it('shows a loss with a minus sign and the down colour', async () => {
    setup([getGetUserProfitMockHandler({ type: 'ok', message: { today_profit: '-3.5', total_profit: '-120.004' } })]);
    expect(await screen.findByText('-3.50 USDT')).toHaveClass('trend--down');
    expect(screen.getByText('-120.00 USDT')).toBeInTheDocument();
  });

  it('lists the coins of each account with available, frozen and the fiat value', async () => {
    const { user } = setup();
    const funding = await screen.findByRole('list', { name: 'Coins in the Funding account' });
    expect(coinRow(funding, 'USDT')).toHaveTextContent('Available 5,000.00');

    const spot = await openTab(user, 'Spot');
    const btc = coinRow(spot, 'BTC');
    expect(btc).toHaveTextContent('0.125');
    expect(btc).toHaveTextContent('≈ $12,052.56');
    expect(btc).toHaveTextContent('Frozen 0.00');
    expect(coinRow(spot, 'ETH')).toHaveTextContent('≈ $8,531.88');
    expect(coinRow(spot, 'USDT')).toHaveTextContent('Available 12,480.50');
    expect(screen.getByText('$33,064.94')).toBeInTheDocument();

    const contract = await openTab(user, 'Contract');
    expect(coinRow(contract, 'USDT')).toHaveTextContent('3,000.00');
    const options = await openTab(user, 'Options');
    expect(coinRow(options, 'USDT')).toHaveTextContent('1,500.00');
  });

  it('counts frozen funds in the amount held and its value', async () => {
    const body = getListWalletsResponseMock() as Extract<ListWallets200, { type: 'ok' }>;
    body.message.legal_wallet.balance = [
      {
        id: 1,
        currency: 2,
        currency_name: 'BTC',
        legal_balance: '0.1',
        lock_legal_balance: '0.2',
        usdt_price: '0.1',
      },
    ];
    setup([getListWalletsMockHandler(body)]);
    const funding = await screen.findByRole('list', { name: 'Coins in the Funding account' });
    const row = coinRow(funding, 'BTC');
    // 0.1 + 0.2 is 0.3 exactly (not 0.30000000000000004), worth 0.03 USDT.
    expect(row).toHaveTextContent('0.30');
    expect(row).toHaveTextContent('Frozen 0.20');
    expect(row).toHaveTextContent('≈ $0.03');
  });

  it('hides zero balances on request and says so when nothing is left', async () => {
    const body = getListWalletsResponseMock() as Extract<ListWallets200, { type: 'ok' }>;
    body.message.legal_wallet.balance = [
      {
        id: 1,
        currency: 1,
        currency_name: 'USDT',
        legal_balance: '0.00000000',
        lock_legal_balance: '0',
        usdt_price: '1',
      },
    ];
    const { user } = setup([getListWalletsMockHandler(body)]);
    await screen.findByRole('list', { name: 'Coins in the Funding account' });
    await user.click(screen.getByRole('checkbox', { name: 'Hide zero balances' }));
    expect(await screen.findByText('Every balance in this account is zero')).toBeInTheDocument();
  });

  it('hides every figure behind the eye, and keeps that choice', async () => {
    const { user, unmount } = setup();
    expect(await total()).toHaveTextContent('$52,301.99');
    await user.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(await total()).toHaveTextContent('******');
    expect(screen.queryByText('$52,301.99')).not.toBeInTheDocument();
    expect(screen.queryByText('+18.40 USDT')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show balances' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('hideBalances')).toBe('1');
    unmount();

    renderScreen(<AssetsScreen />);
    expect(await total()).toHaveTextContent('******');
    await userEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(await total()).toHaveTextContent('$52,301.99');
  });

  it('switches the display currency and converts the total', async () => {
    const { user, calls } = setup();
    expect(await total()).toHaveTextContent('$52,301.99');
    await waitFor(() => expect(calls.rates).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Display currency: USD. Change' }));
    const cny = await screen.findByText('CNY');
    await interactive(cny);
    await user.click(cny);
    // 52,301.9875 x 7.2 = 376,574.31 exactly.
    await waitFor(async () => expect(await total()).toHaveTextContent('CN¥376,574.31'));
    expect(screen.getByRole('heading', { name: 'Total assets (CNY)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('fiat') ?? '{}')).toMatchObject({ currency_code: 'CNY', rate: 7.2 });
  });

  it('opens the records of a coin in its account', async () => {
    const { user, location } = setup();
    const spot = await openTab(user, 'Spot');
    await user.click(within(coinRow(spot, 'BTC')).getByRole('button'));
    expect(location()).toBe('/pages/fund/assets_record?currency=2&account=change');
  });

  it.each([
    ['Deposit', '/pages/fund/select'],
    ['Withdraw', '/pages/fund/withdraw'],
    ['Transfer', '/pages/fund/transfer'],
    ['Convert', '/pages/fund/fundTransfer'],
  ])('"%s" opens %s', async (name, path) => {
    const { user, location } = setup();
    const actions = screen.getByRole('navigation', { name: 'Asset actions' });
    await user.click(within(actions).getByRole('button', { name }));
    expect(location()).toBe(path);
  });

  it('"Records" opens every financial record', async () => {
    const { user, location } = setup();
    const actions = screen.getByRole('navigation', { name: 'Asset actions' });
    await user.click(within(actions).getByRole('button', { name: 'Records' }));
    expect(location()).toBe('/pages/fund/assets_all_record');
  });

  it('shows a failed answer with a retry, never a blank screen', async () => {
    let fail = true;
    const { user } = setup([
      http.post('*/wallet/list', () => (fail ? new HttpResponse(null, { status: 502 }) : undefined)),
    ]);
    expect(
      (await screen.findAllByText('The service is unavailable right now (HTTP 502). Please try again later.'))[0],
    ).toBeInTheDocument();
    fail = false;
    // The balances and the earn card both read /wallet/list: each says it failed with its own retry.
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await total()).toHaveTextContent('$52,301.99');
  });

  it('shows the accounts alone, and says so, when an earn list cannot be read', async () => {
    setup([http.get('*/lh/deposit/order', () => HttpResponse.json({}, { status: 500 }))]);
    expect(await total()).toHaveTextContent('$42,564.94');
    expect(await screen.findByText('Earn holdings could not be loaded and are not included')).toBeInTheDocument();
  });

  it('shows an answer outside the contract as an error', async () => {
    setup([http.post('*/wallet/list', () => HttpResponse.json({ type: 'ok', message: { legal_wallet: 1 } }))]);
    expect(
      (await screen.findAllByText('The server sent an answer this app cannot read. Please try again later.'))[0],
    ).toBeInTheDocument();
    expect(screen.queryByTestId('assets-total')).not.toBeInTheDocument();
  });
});
