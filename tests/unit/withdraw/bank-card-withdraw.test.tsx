// Withdraw to a bound bank card: the cards to choose from (numbers masked), the same amount rules as
// to an address (checked before any request), the fee and amount received computed live, the
// confirmation that repeats the figures and the card, a single submit that names the card by its
// kind (`withdraw_type`, no address), the form kept on errors and 998 leading to verification.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getCreateWithdrawalMockHandler,
  getGetBankCardMockHandler,
  getGetInternationalBankCardMockHandler,
  getGetWithdrawInfoMockHandler,
} from '@generated/api/withdraw/withdraw.msw';
import type { WithdrawInfo } from '@generated/model';
import { setToken } from '@/api/session';
import { WithdrawScreen } from '@/features/withdraw/withdraw-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { heldWithdrawals, recordingRedirects, plainSecurity } from './helpers';
import { findOpenedDialog } from '../opened-dialog';

const DOMESTIC_NUMBER = '6222021001123456789';
const INTERNATIONAL_NUMBER = '026009593000123456';

useUiKitShims();

/** USDT as /wallet/get_info answers it: its own fee 1.00 (TRC20 5.00 would be the ERC20 one), minimum 10. */
const usdt: WithdrawInfo = {
  name: 'USDT',
  multi_protocol: 1,
  type_data: [
    { name: 'USDT-TRC20', type: 'trc20', withdraw_fee: '1.00', min_number: '10' },
    { name: 'USDT-ERC20', type: 'erc20', withdraw_fee: '5.00', min_number: '10' },
  ],
  rate: '0',
  withdraw_fee: '1.00',
  min_number: '10',
  change_balance: '12480.50',
  level: 1,
  day_limit_btc: '200',
};

type Handler = Parameters<typeof server.use>[number];

function setup(info: WithdrawInfo = usdt, overrides: Handler[] = []) {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  const bodies: URLSearchParams[] = [];
  const infoRequests: URLSearchParams[] = [];
  server.use(
    plainSecurity(),
    getListCurrenciesMockHandler(),
    getGetBankCardMockHandler(),
    getGetInternationalBankCardMockHandler(),
    getGetWithdrawInfoMockHandler(async ({ request }) => {
      infoRequests.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: info };
    }),
    getCreateWithdrawalMockHandler(async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Withdrawal application submitted, please wait for review' };
    }),
  );
  if (overrides.length > 0) server.use(...overrides);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<WithdrawScreen />, {
    path: '/pages/fund/withdraw',
    route: '/pages/fund/withdraw?method=bank',
  });
  return { user, bodies, infoRequests, ...view };
}

const form = () => screen.findByRole('form', { name: 'Withdraw to the chosen bank card' });

async function fill(user: ReturnType<typeof userEvent.setup>, amount = '500') {
  const withdrawal = await form();
  await user.type(await within(withdrawal).findByLabelText('Amount'), amount);
  await user.click(within(withdrawal).getByRole('button', { name: 'Pay password' }));
  await user.keyboard('260518');
}

describe('withdrawing to a bound bank card', () => {
  it('offers the bound cards, masked, and the fiat currency with its terms', async () => {
    const { infoRequests } = setup();
    const cards = await screen.findByRole('radiogroup', { name: 'Card that receives the money' });
    const domestic = await within(cards).findByRole('radio', { name: /Industrial and Commercial Bank of China/ });
    const international = within(cards).getByRole('radio', { name: /Bank of America/ });
    expect(domestic).toHaveAttribute('aria-checked', 'true');
    expect(international).toHaveAttribute('aria-checked', 'false');
    expect(domestic).toHaveTextContent('**** 6789');
    expect(international).toHaveTextContent('**** 3456');
    expect(document.body).not.toHaveTextContent(DOMESTIC_NUMBER);
    expect(document.body).not.toHaveTextContent(INTERNATIONAL_NUMBER);

    const withdrawal = await form();
    // Only USDT is paid out in fiat (`is_legal` 1); BTC and ETH are not offered here.
    expect(within(withdrawal).getByRole('button', { name: 'Coin USDT Change' })).toBeInTheDocument();
    expect(await within(withdrawal).findByText('Available: 12,480.50 USDT')).toBeInTheDocument();
    expect(within(withdrawal).getByText('Minimum withdrawal: 10.00 USDT')).toBeInTheDocument();
    expect(within(withdrawal).getByText('Withdrawal fee').nextElementSibling).toHaveTextContent('1.00 USDT');
    expect(within(withdrawal).getByRole('region', { name: '24 h withdrawal limit' })).toHaveTextContent('200 BTC');
    expect(within(withdrawal).queryByRole('radiogroup', { name: 'Network' })).not.toBeInTheDocument();
    expect(infoRequests.map((body) => body.get('currency'))).toEqual(['1']);
  });

  it('computes the amount received live with the currency fee and its percentage', async () => {
    const { user } = setup({ ...usdt, rate: '0.1' });
    const withdrawal = await form();
    const amount = await within(withdrawal).findByLabelText('Amount');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('--');
    await user.type(amount, '500');
    // 1.00 + 500 x 0.1 % = 1.5 USDT fee.
    expect(within(withdrawal).getByText('Withdrawal fee').nextElementSibling).toHaveTextContent('1.50 USDT');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('498.50 USDT');
    await user.click(within(withdrawal).getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('12480.5');
    // 12480.5 - (1.00 + 12480.5 x 0.1 %) = 12480.5 - 13.4805, exactly.
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('12,467.0195 USDT');
  });

  it('says what is wrong before any request: missing, malformed, above the balance, below the minimum', async () => {
    const { user, bodies } = setup();
    const withdrawal = await form();
    await user.click(await within(withdrawal).findByRole('button', { name: 'Withdraw' }));
    expect(await within(withdrawal).findByText('Enter the amount')).toBeInTheDocument();
    expect(within(withdrawal).getByText('Enter your 6-digit pay password')).toBeInTheDocument();
    const amount = within(withdrawal).getByLabelText('Amount');
    await user.type(amount, '1.12345678901');
    expect(
      await within(withdrawal).findByText('Enter a correct amount: a positive number with up to 10 decimals'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12480.51');
    expect(await within(withdrawal).findByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9.99');
    expect(await within(withdrawal).findByText('The minimum withdrawal is 10.00 USDT')).toBeInTheDocument();
    await user.click(within(withdrawal).getByRole('button', { name: 'Withdraw' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('confirms amount, fee, received amount and the masked card, sends once and opens the history', async () => {
    const { user, bodies, location } = setup();
    const { handler, release } = heldWithdrawals(bodies);
    server.use(handler);
    await fill(user);
    await user.dblClick(within(await form()).getByRole('button', { name: 'Withdraw' }));

    const dialog = await findOpenedDialog({ name: 'Confirm withdrawal' });
    expect(within(dialog).getByText('Withdrawal amount').nextElementSibling).toHaveTextContent('500.00 USDT');
    expect(within(dialog).getByText('Withdrawal fee').nextElementSibling).toHaveTextContent('1.00 USDT');
    expect(within(dialog).getByText('You will receive').nextElementSibling).toHaveTextContent('499.00 USDT');
    const card = within(dialog).getByText('To bank card').nextElementSibling;
    expect(card).toHaveTextContent('Industrial and Commercial Bank of China **** 6789');
    expect(dialog).not.toHaveTextContent(DOMESTIC_NUMBER);
    expect(within(dialog).queryByText('To address')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Check the receiving card.');
    expect(bodies).toHaveLength(0);

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(confirm).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=withdrawals'));
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      currency: '1',
      withdraw_type: '1',
      number: '500',
      pay_password: '260518',
      lang: 'en',
    });
    expect(await screen.findByText('Withdrawal application submitted, please wait for review')).toBeInTheDocument();
  });

  it('withdraws to the international card when it is chosen', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('radio', { name: /Bank of America/ }));
    expect(screen.getByRole('radio', { name: /Bank of America/ })).toHaveAttribute('aria-checked', 'true');
    await fill(user, '1000');
    await user.click(within(await form()).getByRole('button', { name: 'Withdraw' }));
    const dialog = await findOpenedDialog({ name: 'Confirm withdrawal' });
    expect(within(dialog).getByText('To bank card').nextElementSibling).toHaveTextContent('Bank of America **** 3456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('withdraw_type')).toBe('2');
    expect(bodies[0]?.get('number')).toBe('1000');
    expect(bodies[0]?.has('address')).toBe(false);
    expect(bodies[0]?.has('type')).toBe(false);
  });

  it('keeps the form and the chosen card when the server refuses', async () => {
    const { user, location } = setup();
    server.use(getCreateWithdrawalMockHandler({ type: 'error', message: 'Please bind a bank card first' }));
    await user.click(await screen.findByRole('radio', { name: /Bank of America/ }));
    await fill(user);
    await user.click(within(await form()).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please bind a bank card first')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await form()).getByLabelText('Amount')).toHaveValue('500');
    expect(screen.getByRole('radio', { name: /Bank of America/ })).toHaveAttribute('aria-checked', 'true');
    expect(location()).toBe('/pages/fund/withdraw?method=bank');
  });

  it('a 998 answer leads to identity verification', async () => {
    await recordingRedirects(async (navigated) => {
      const { user } = setup();
      server.use(
        getCreateWithdrawalMockHandler({ type: '998', message: 'Please complete identity verification first' }),
      );
      await fill(user);
      await user.click(within(await form()).getByRole('button', { name: 'Withdraw' }));
      await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Please complete identity verification first')).toBeInTheDocument();
      await waitFor(() => expect(navigated).toEqual(['/pages/setting/real_mark']));
    });
  });

  it('reads the classic backend international card too', async () => {
    setup(usdt, [
      getGetBankCardMockHandler({ type: 'ok', message: null }),
      getGetInternationalBankCardMockHandler({
        type: 'ok',
        message: {
          forms: ['Real name', 'Account number or IBAN', 'Bank name'],
          data: ['Lina Chen', INTERNATIONAL_NUMBER, 'Bank of America'],
        },
      }),
    ]);
    const international = await screen.findByRole('radio', { name: /Bank of America/ });
    expect(international).toHaveAttribute('aria-checked', 'true');
    expect(international).toHaveTextContent('**** 3456');
    expect(document.body).not.toHaveTextContent(INTERNATIONAL_NUMBER);
    expect(screen.getByRole('region', { name: 'Domestic bank card' })).toHaveTextContent('No card bound yet');
    expect(await form()).toBeInTheDocument();
  });

  it('offers no withdrawal until a card is bound, only the way to bind one', async () => {
    const { user, location } = setup(usdt, [
      getGetBankCardMockHandler({ type: 'ok', message: null }),
      getGetInternationalBankCardMockHandler({ type: 'ok', message: null }),
    ]);
    const international = await screen.findByRole('region', { name: 'International bank card' });
    expect(international).toHaveTextContent('No card bound yet');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(international).getByRole('button', { name: 'Bind a card' }));
    expect(location()).toBe('/pages/setting/bank_international');
  });
});
