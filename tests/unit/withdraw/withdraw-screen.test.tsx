// Withdraw to an address: conditions from /wallet/get_info, the amount received computed live, the
// checks made before any request, the confirmation that repeats the figures, a single submit, the
// form kept on errors and 998 leading to identity verification; and the bank-card tab.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import {
  getListLegalLogQueryKey,
  getListUserCurrenciesQueryKey,
  getListWalletsQueryKey,
} from '@generated/api/assets/assets';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCreateWithdrawalMockHandler,
  getGetBankCardMockHandler,
  getGetInternationalBankCardMockHandler,
  getGetWithdrawInfoMockHandler,
  getGetWithdrawInfoResponseMock,
  getGetWithdrawSettingsMockHandler,
  getListWalletAddressesMockHandler,
} from '@generated/api/withdraw/withdraw.msw';
import type { GetWithdrawInfo200, User, WithdrawInfo } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { WithdrawScreen } from '@/features/withdraw/withdraw-screen';
import { server } from '../msw-server';
import { findOpenedDialog } from '../opened-dialog';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { heldWithdrawals, plainSecurity, recordingRedirects } from './helpers';

const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20_ADDRESS = '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d';

useUiKitShims();

const usdtInfo = (): WithdrawInfo => {
  const mock = getGetWithdrawInfoResponseMock();
  if (mock.type !== 'ok') throw new Error('the mock is not a success');
  return mock.message;
};

const ok = (message: WithdrawInfo): GetWithdrawInfo200 => ({ type: 'ok', message });

const btcInfo: WithdrawInfo = {
  name: 'BTC',
  type: 'btc',
  multi_protocol: 0,
  type_data: [],
  rate: '0',
  withdraw_fee: '0.0005',
  min_number: '0.001',
  change_balance: '0.12500000',
  level: 2,
  day_limit_btc: '500',
};

function setup({ route = '/pages/fund/withdraw', info = usdtInfo() }: { route?: string; info?: WithdrawInfo } = {}) {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  const bodies: URLSearchParams[] = [];
  const infoRequests: URLSearchParams[] = [];
  server.use(
    plainSecurity(),
    getListCurrenciesMockHandler(),
    getGetWithdrawInfoMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      infoRequests.push(body);
      return ok(body.get('currency') === '2' ? btcInfo : info);
    }),
    getListWalletAddressesMockHandler(),
    getGetBankCardMockHandler(),
    getGetInternationalBankCardMockHandler(),
    getCreateWithdrawalMockHandler(async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Withdrawal application submitted, please wait for review' };
    }),
  );
  // The kit's sheets and dialogs fade in; jsdom does not run the animation to its end.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<WithdrawScreen />, { path: '/pages/fund/withdraw', route });
  return { user, bodies, infoRequests, ...view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, amount = '100') {
  await user.type(await screen.findByLabelText('Withdrawal address'), TRC20_ADDRESS);
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.click(screen.getByRole('button', { name: 'Pay password' }));
  await user.keyboard('260518');
}

describe('WithdrawScreen', () => {
  it('shows the conditions of the coin: networks, balance, minimum, fee and the 24 h limit', async () => {
    setup();
    // The first render of the file also loads the UI kit: give it time on a busy machine.
    expect(await screen.findByText('Available: 12,480.50 USDT', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Withdraw USDT')).toBeInTheDocument();
    const networks = screen.getByRole('radiogroup', { name: 'Network' });
    expect(within(networks).getByRole('radio', { name: 'USDT-TRC20' })).toHaveAttribute('aria-checked', 'true');
    expect(within(networks).getByRole('radio', { name: 'USDT-ERC20' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Minimum withdrawal: 10.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('Network fee').nextElementSibling).toHaveTextContent('1.00 USDT');
    const limit = screen.getByRole('region', { name: '24 h withdrawal limit' });
    expect(limit).toHaveTextContent('200 BTC');
    expect(limit).toHaveTextContent('Verification level 1');
    expect(limit).toHaveTextContent('Advanced verification raises the limit to 500 BTC per 24 h.');
  });

  it('computes the amount received live, per network', async () => {
    const { user } = setup();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('--');
    await user.type(amount, '100');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('99.00 USDT');
    await user.click(screen.getByRole('radio', { name: 'USDT-ERC20' }));
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('95.00 USDT');
    expect(screen.getByText('Network fee').nextElementSibling).toHaveTextContent('5.00 USDT');
    await user.clear(amount);
    await user.type(amount, '10.3');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('5.30 USDT');
  });

  it('says what is missing before any request', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter the withdrawal address')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount')).toBeInTheDocument();
    expect(screen.getByText('Enter your 6-digit pay password')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('refuses a wrong-network address, a malformed amount, an amount above the balance or below the minimum', async () => {
    const { user, bodies } = setup();
    const address = await screen.findByLabelText('Withdrawal address');
    const amount = screen.getByLabelText('Amount');
    await user.type(address, ERC20_ADDRESS);
    await user.type(amount, '1.12345678901');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter a valid address for this coin and network')).toBeInTheDocument();
    expect(screen.getByText('Enter a correct amount: a positive number with up to 10 decimals')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12480.51');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9.99');
    expect(await screen.findByText('The minimum withdrawal is 10.00 USDT')).toBeInTheDocument();

    // The same address is fine once the ERC20 network is chosen.
    await user.click(screen.getByRole('radio', { name: 'USDT-ERC20' }));
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid address for this coin and network')).not.toBeInTheDocument(),
    );
    expect(bodies).toHaveLength(0);
  });

  it('fills the amount with Max and an address from the saved ones', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12480.5');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('12,479.50 USDT');
    await user.click(screen.getByRole('button', { name: 'Saved addresses' }));
    const saved = await screen.findByRole('button', { name: /Binance deposit TRC20/ });
    // Only the USDT address of the chosen network is offered (the BTC one is not).
    expect(screen.queryByText('Ledger cold wallet')).not.toBeInTheDocument();
    await user.click(saved);
    expect(screen.getByLabelText('Withdrawal address')).toHaveValue(TRC20_ADDRESS);
  });

  it('confirms with the figures, sends once and opens the withdrawal history', async () => {
    const { user, bodies, location } = setup();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Note (optional)'), 'To my own TRON wallet');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const dialog = await findOpenedDialog({ name: 'Confirm withdrawal' });
    expect(within(dialog).getByText('Withdrawal amount').nextElementSibling).toHaveTextContent('100.00 USDT');
    expect(within(dialog).getByText('Network fee').nextElementSibling).toHaveTextContent('1.00 USDT');
    expect(within(dialog).getByText('You will receive').nextElementSibling).toHaveTextContent('99.00 USDT');
    expect(within(dialog).getByText('To address').nextElementSibling).toHaveTextContent('TQn9Y2…KcbLSE');
    expect(within(dialog).getByText('Network').nextElementSibling).toHaveTextContent('USDT-TRC20');
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=withdrawals'));
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      currency: '1',
      type: 'trc20',
      address: TRC20_ADDRESS,
      number: '100',
      pay_password: '260518',
      remark: 'To my own TRON wallet',
      lang: 'en',
    });
    expect(await screen.findByText('Withdrawal application submitted, please wait for review')).toBeInTheDocument();
  });

  it('marks the balances stale once sent: the quantity is frozen in the spot account', async () => {
    const { user, location, queryClient } = setup();
    const balances = [
      getListWalletsQueryKey(),
      getListUserCurrenciesQueryKey(),
      getListLegalLogQueryKey({ currency: 1, type: 2 }),
    ];
    for (const key of balances) queryClient.setQueryData(key, {});
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=withdrawals'));
    for (const key of balances) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('keeps the balances when the server refuses', async () => {
    const { user, queryClient } = setup();
    server.use(getCreateWithdrawalMockHandler({ type: 'error', message: 'Wrong pay password' }));
    queryClient.setQueryData(getListWalletsQueryKey(), {});
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong pay password')).toBeInTheDocument();
    expect(queryClient.getQueryState(getListWalletsQueryKey())?.isInvalidated).toBe(false);
  });

  it('sends one withdrawal for a burst of clicks on Confirm', async () => {
    const { user, bodies } = setup();
    const { handler, release } = heldWithdrawals(bodies);
    server.use(handler);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(confirm).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
  });

  it('in whitelist mode takes only a saved address past its cooling period, and asks for the mailed code', async () => {
    const { user, bodies } = setup();
    server.use(
      getGetWithdrawSettingsMockHandler({
        type: 'ok',
        message: {
          whitelist: 1,
          cooling_hours: 24,
          code_required: 1,
          code_channel: 'email',
          code_to: 'li***@example.com',
          email: 'lina.chen@example.com',
          mobile: '',
          area_code: '',
        },
      }),
      getListWalletAddressesMockHandler({
        type: 'ok',
        message: {
          data: [
            { id: 320, currency: 1, name: 'New wallet', address: ERC20_ADDRESS, type: 'trc20', cooling_seconds: 5400 },
            {
              id: 312,
              currency: 1,
              name: 'Binance deposit TRC20',
              address: TRC20_ADDRESS,
              type: 'trc20',
              cooling_seconds: 0,
            },
          ],
          page: 1,
          pages: 1,
          total: 2,
        },
      }),
    );
    expect(await screen.findByText('Whitelist on: saved addresses only')).toBeInTheDocument();
    expect(screen.getByLabelText('Withdrawal address')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Paste' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved addresses' }));
    const cooling = await screen.findByRole('button', { name: /New wallet/ });
    expect(cooling).toBeDisabled();
    expect(cooling).toHaveTextContent('Usable in 1 h 30 min');
    await user.click(screen.getByRole('button', { name: /Binance deposit TRC20/ }));
    expect(screen.getByLabelText('Withdrawal address')).toHaveValue(TRC20_ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await user.keyboard('260518');
    // the code is asked for before anything is sent
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter the 6-digit verification code')).toBeInTheDocument();
    expect(screen.getByText('The code goes to li***@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await findOpenedDialog({ name: 'Confirm withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('code')).toBe('482913');
    expect(bodies[0]!.get('address')).toBe(TRC20_ADDRESS);
  });

  it('keeps the form when the server refuses, and shows its message', async () => {
    const { user, location } = setup();
    server.use(getCreateWithdrawalMockHandler({ type: 'error', message: 'Pay password is wrong' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pay password is wrong')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Withdrawal address')).toHaveValue(TRC20_ADDRESS);
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    expect(location()).toBe('/pages/fund/withdraw');
  });

  it('a network failure says so and keeps the form', async () => {
    const { user } = setup();
    server.use(http.post('*/wallet/out', () => HttpResponse.error()));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
  });

  it('a 998 answer leads to identity verification', async () => {
    await recordingRedirects(async (navigated) => {
      const { user } = setup();
      server.use(
        getCreateWithdrawalMockHandler({ type: '998', message: 'Please complete identity verification first' }),
      );
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Please complete identity verification first')).toBeInTheDocument();
      await waitFor(() => expect(navigated).toEqual(['/pages/setting/real_mark']));
    });
  });

  it('enters the pay password with the number keyboard', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Withdrawal address'), TRC20_ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    for (const digit of '135790') {
      await user.click(await screen.findByRole('button', { name: digit }));
    }
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await findOpenedDialog({ name: 'Confirm withdrawal' })).toBeInTheDocument();
    expect(screen.queryByText('Enter your 6-digit pay password')).not.toBeInTheDocument();
  });

  it('withdraws BTC on its own chain with its own minimum and fee', async () => {
    const { user, bodies } = setup({ route: '/pages/fund/withdraw?currency=2' });
    expect(await screen.findByText('Available: 0.125 BTC')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Minimum withdrawal: 0.001 BTC')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '24 h withdrawal limit' })).toHaveTextContent('500 BTC');
    await user.type(screen.getByLabelText('Withdrawal address'), 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await user.type(screen.getByLabelText('Amount'), '0.05');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('0.0495 BTC');
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await user.keyboard('260518');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('currency')).toBe('2');
    expect(bodies[0]?.get('type')).toBe('btc');
    expect(bodies[0]?.get('number')).toBe('0.05');
  });

  it('switches coin from the picker', async () => {
    const { user, location, infoRequests } = setup();
    await user.click(await screen.findByRole('button', { name: /Coin USDT/ }));
    await user.click(await screen.findByRole('button', { name: 'BTC' }));
    expect(await screen.findByText('Available: 0.125 BTC')).toBeInTheDocument();
    expect(location()).toBe('/pages/fund/withdraw?currency=2');
    expect(infoRequests.map((body) => body.get('currency'))).toEqual(['1', '2']);
  });

  it('applies the limit of the level of /user/info when /wallet/get_info does not say', async () => {
    const unverified: User = {
      id: 100238,
      account_number: 'lina.chen@example.com',
      nickname: 'Lina',
      head_portrait: '',
      extension_code: 'NX7K2Q',
      status: 1,
      level: 0,
      is_realname: 0,
      review_status: 0,
    };
    const { level: _level, day_limit_btc: _limit, ...classic } = usdtInfo();
    server.use(getGetUserInfoMockHandler({ type: 'ok', message: unverified }));
    const { user, location } = setup({ info: classic });
    const limit = await screen.findByRole('region', { name: '24 h withdrawal limit' });
    expect(limit).toHaveTextContent('Not verified');
    expect(limit).toHaveTextContent('Verify your identity to withdraw up to 200 BTC per 24 h.');
    await user.click(within(limit).getByRole('button', { name: 'Verify now' }));
    expect(location()).toBe('/pages/setting/real_mark');
  });

  it('uses the stored user level without asking again', async () => {
    setUser({
      id: 100238,
      account_number: 'lina.chen@example.com',
      nickname: 'Lina',
      head_portrait: '',
      extension_code: 'NX7K2Q',
      status: 1,
      level: 2,
      is_realname: 2,
      review_status: 2,
    });
    const { level: _level, day_limit_btc: _limit, ...classic } = usdtInfo();
    setup({ info: classic });
    const limit = await screen.findByRole('region', { name: '24 h withdrawal limit' });
    expect(limit).toHaveTextContent('500 BTC');
    expect(limit).toHaveTextContent('Verification level 2');
  });

  it('shows an error with a retry when the conditions cannot be loaded', async () => {
    const { user } = setup();
    let fail = true;
    server.use(
      http.post('*/wallet/get_info', () =>
        fail ? HttpResponse.json({ type: 'ok', message: { name: 'USDT' } }) : HttpResponse.json(ok(usdtInfo())),
      ),
    );
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Available: 12,480.50 USDT')).toBeInTheDocument();
  });

  it('shows the saved bank cards masked on the bank-card tab', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Bank card' }));
    const domestic = await screen.findByRole('region', { name: 'Domestic bank card' });
    expect(domestic).toHaveTextContent('**** 6789');
    expect(domestic).not.toHaveTextContent('6222021001123456789');
    const international = await screen.findByRole('region', { name: 'International bank card' });
    expect(international).toHaveTextContent('**** 3456');
    expect(international).toHaveTextContent('Bank of America');
  });

  it('offers to bind a card when none is saved', async () => {
    const { user, location } = setup({ route: '/pages/fund/withdraw?method=bank' });
    server.use(
      getGetBankCardMockHandler({ type: 'ok', message: null }),
      getGetInternationalBankCardMockHandler({ type: 'ok', message: null }),
    );
    const domestic = await screen.findByRole('region', { name: 'Domestic bank card' });
    expect(domestic).toHaveTextContent('No card bound yet');
    await user.click(within(domestic).getByRole('button', { name: 'Bind a card' }));
    expect(location()).toBe('/pages/setting/bank');
  });
});
