// Deposit: the coin list, the address with its QR code, copy and the network switch, and the
// deposit declaration checked, confirmed and sent once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListCurrenciesMockHandler, getListCurrenciesResponseMock } from '@generated/api/assets/assets.msw';
import { getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { getCreateChargeRequestMockHandler, getGetDepositAddressMockHandler } from '@generated/api/deposit/deposit.msw';
import type { User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { DepositReceiveScreen } from '@/features/deposit/deposit-receive-screen';
import { DepositSelectScreen } from '@/features/deposit/deposit-select-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

const ERC20 = '0x7a3f9c2e81b4d6052e9f1a8c3b7d4e6f0a2c5b91';
const TRC20 = 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu';
const BTC = 'bc1q7h4kx2m9dwr5tzl3ygs8vfe6cqn0ja2pxu4w9r';
const SENDER = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';

useUiKitShims();

describe('DepositSelectScreen', () => {
  function setup(route = '/pages/fund/select') {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const user = userEvent.setup();
    const view = renderScreen(<DepositSelectScreen />, { path: route.split('?')[0], route });
    return { user, ...view };
  }

  it('lists only the coins open for deposit, with their networks, and says that the others are left out', async () => {
    server.use(getListCurrenciesMockHandler());
    setup();
    const list = await screen.findByRole('list', { name: 'Coins to deposit' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['USDTERC20TRC20', 'BTC', 'ETHERC20']);
    expect(rows.every((row) => !row.hasAttribute('disabled'))).toBe(true);
    expect(
      screen.getByText(
        'Assets that cannot be deposited from a wallet, such as stocks, are not listed. Search for one to see why.',
      ),
    ).toBeInTheDocument();
  });

  it('searches coins by symbol or name and says when none matches', async () => {
    server.use(getListCurrenciesMockHandler(), getListQuotationsMockHandler());
    const { user } = setup();
    const search = await screen.findByPlaceholderText('Search coin');
    await user.type(search, 'bt');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'BTC' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ether');
    expect(screen.getByRole('button', { name: /ETH/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No coin matches your search')).toBeInTheDocument();
  });

  it('a search for a coin that cannot be deposited says why: a stock is bought here, a closed coin is closed', async () => {
    const answer = getListCurrenciesResponseMock();
    if (answer.type !== 'ok') throw new Error('the example is a success');
    const aapl = { id: 7, name: 'AAPL', full_name: 'Apple Inc.', is_charge: 0 as const, networks: [] };
    server.use(
      getListCurrenciesMockHandler({ ...answer, message: [...answer.message, aapl] }),
      getListQuotationsMockHandler(),
    );
    const { user } = setup();
    const search = await screen.findByPlaceholderText('Search coin');
    await user.type(search, 'apple');
    const group = await screen.findByRole('region', { name: 'Cannot be deposited' });
    expect(await within(group).findByText(/AAPL is a tokenised stock/)).toHaveTextContent(
      'AAPL is a tokenised stock: it is bought with USDT on the stock market here and cannot be sent from a wallet.',
    );
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('No coin matches your search')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ltc');
    expect(
      await within(screen.getByRole('region', { name: 'Cannot be deposited' })).findByText(
        'Deposits of LTC are not open at the moment. Try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coins to deposit' })).not.toBeInTheDocument();
  });

  it('opens the deposit address of the coin on the same route family', async () => {
    server.use(getListCurrenciesMockHandler());
    const fund = setup();
    await fund.user.click(await screen.findByRole('button', { name: /USDT/ }));
    expect(fund.location()).toBe('/pages/fund/receive?currency=1');
    fund.unmount();
    const recharge = setup('/pages/recharge/select');
    await recharge.user.click(await screen.findByRole('button', { name: 'BTC' }));
    expect(recharge.location()).toBe('/pages/recharge/receive?currency=2');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/currency/list', () =>
        fail
          ? HttpResponse.json({ type: 'ok', message: [{ id: 'x' }] })
          : HttpResponse.json({ type: 'ok', message: [] }),
      ),
    );
    const { user } = setup();
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No coin can be deposited right now')).toBeInTheDocument();
  });
});

describe('DepositReceiveScreen', () => {
  const lina: User = {
    id: 100238,
    account_number: 'lina.chen@example.com',
    nickname: 'Lina',
    head_portrait: '',
    extension_code: 'NX7K2Q',
    status: 1,
    level: 1,
    is_realname: 2,
    review_status: 0,
  };

  function setup(route = '/pages/fund/receive?currency=1') {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    setUser(lina);
    const addressRequests: URLSearchParams[] = [];
    const charges: URLSearchParams[] = [];
    server.use(
      getListCurrenciesMockHandler(),
      getGetDepositAddressMockHandler(async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        addressRequests.push(body);
        return body.get('currency') === '2'
          ? { type: 'ok', message: BTC }
          : { type: 'ok', message: { erc20: ERC20, trc20: TRC20 } };
      }),
      getCreateChargeRequestMockHandler(async ({ request }) => {
        charges.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Application submitted, waiting for confirmation', url: '' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<DepositReceiveScreen />, { path: route.split('?')[0], route });
    return { user, addressRequests, charges, ...view };
  }

  it('shows the USDT address and QR code per network', async () => {
    const { user, addressRequests } = setup();
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(ERC20);
    expect(screen.getByText('Deposit USDT')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the USDT deposit address on ERC20' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'TRC20' }));
    expect(screen.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('deposit-address')).toHaveTextContent(TRC20);
    expect(screen.getByRole('img', { name: 'QR code of the USDT deposit address on TRC20' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Send only USDT on the TRC20 network to this address. Other coins or networks cannot be recovered.',
      ),
    ).toBeInTheDocument();
    expect(Object.fromEntries(addressRequests[0]!)).toEqual({ currency: '1', user_id: '100238', lang: 'en' });
    expect(addressRequests).toHaveLength(1);
  });

  it('copies the address', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'TRC20' }));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(TRC20);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('shows a coin with a single address without a network switch', async () => {
    setup('/pages/recharge/receive?currency=2');
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(BTC);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the BTC deposit address' })).toBeInTheDocument();
  });

  it('shows no QR code when the site has no address for the network', async () => {
    setup();
    server.use(getGetDepositAddressMockHandler({ type: 'ok', message: { erc20: '', trc20: TRC20 } }));
    // says why, and what to do instead: another network of the coin takes deposits
    expect(
      await screen.findByText('Deposits on ERC20 are not available at the moment. Choose another network above.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/customer service/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
    // Nothing can be sent there: no "send only ... to this address" advice, no declaration form.
    expect(screen.queryByText(/to this address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit deposit' })).not.toBeInTheDocument();
  });

  it('never shows the address of another chain for a coin that is not on ERC20 or TRC20', async () => {
    setup('/pages/fund/receive?currency=2');
    server.use(getGetDepositAddressMockHandler({ type: 'ok', message: { erc20: ERC20, trc20: TRC20 } }));
    expect(
      await screen.findByText(
        'There is no deposit address on BTC at the moment, so nothing can be sent there. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(TRC20)).not.toBeInTheDocument();
  });

  it('refuses a coin whose deposits are closed, or an unknown coin, without asking for an address', async () => {
    const closed = setup('/pages/fund/receive?currency=4');
    expect(await screen.findByText('Deposits of LTC are suspended')).toBeInTheDocument();
    closed.unmount();
    const unknown = setup('/pages/fund/receive?currency=abc');
    expect(await screen.findByText('This coin is not available')).toBeInTheDocument();
    await unknown.user.click(screen.getByRole('button', { name: 'Choose a coin' }));
    expect(unknown.location()).toBe('/pages/fund/select');
    expect([...closed.addressRequests, ...unknown.addressRequests]).toHaveLength(0);
  });

  it('shows an error with a retry when the address cannot be loaded', async () => {
    const { user } = setup();
    let fail = true;
    server.use(
      http.post('*/wallet/get_in_address', () =>
        fail
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json({ type: 'ok', message: { erc20: ERC20, trc20: TRC20 } }),
      ),
    );
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(ERC20);
  });

  it('switches coin from the coin button', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Change coin, now USDT Change' }));
    await user.click(await screen.findByRole('button', { name: 'ETH' }));
    expect(location()).toBe('/pages/fund/receive?currency=3');
  });

  it('checks the deposit declaration before any request', async () => {
    const { user, charges } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Enter the address or account you sent from')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sending address or account'), 'T<script>');
    await user.type(screen.getByLabelText('Amount sent'), '0');
    expect(await screen.findByText('Use only letters, digits, spaces and the signs : _ - .')).toBeInTheDocument();
    expect(screen.getByText('Enter a correct amount: a positive number with up to 10 decimals')).toBeInTheDocument();
    expect(charges).toHaveLength(0);
  });

  it('confirms the declaration with its figures, sends it once and opens the history', async () => {
    const { user, charges, location } = setup();
    await user.click(await screen.findByRole('radio', { name: 'TRC20' }));
    await user.type(screen.getByLabelText('Sending address or account'), SENDER);
    await user.type(screen.getByLabelText('Amount sent'), '500.5');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const dialog = await findOpenedDialog({ name: 'Confirm deposit' });
    expect(within(dialog).getByText('Amount').nextElementSibling).toHaveTextContent('500.50 USDT');
    expect(within(dialog).getByText('Network').nextElementSibling).toHaveTextContent('TRC20');
    expect(within(dialog).getByText('Sent from').nextElementSibling).toHaveTextContent('TQ7mWd…uE1aR5');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=deposits'));
    expect(charges).toHaveLength(1);
    expect(Object.fromEntries(charges[0]!)).toEqual({
      account: SENDER,
      amount: '500.5',
      currency: '1',
      type: '0',
      lang: 'en',
    });
    expect(await screen.findByText('Application submitted, waiting for confirmation')).toBeInTheDocument();
  });

  it('keeps the declaration when the server refuses it', async () => {
    const { user, location } = setup();
    server.use(getCreateChargeRequestMockHandler({ type: 'error', message: 'Please enter a correct amount' }));
    await user.type(await screen.findByLabelText('Sending address or account'), SENDER);
    await user.type(screen.getByLabelText('Amount sent'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await user.click(within(await findOpenedDialog()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter a correct amount')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount sent')).toHaveValue('500');
    expect(screen.getByLabelText('Sending address or account')).toHaveValue(SENDER);
    expect(location()).toBe('/pages/fund/receive?currency=1');
  });
});
