// Saved withdrawal addresses: the paged list with "No more data" at the end, copy, and adding or
// changing an address with the label and address checked before any request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import {
  getListWalletAddressesMockHandler,
  getListWalletAddressesResponseMock,
  getSaveWalletAddressMockHandler,
} from '@generated/api/withdraw/withdraw.msw';
import type { WalletAddress } from '@generated/model';
import { setToken } from '@/api/session';
import { AddWalletScreen } from '@/features/withdraw/add-wallet-screen';
import { WalletAddressesScreen } from '@/features/withdraw/wallet-addresses-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';

useUiKitShims();

const savedRows = (): WalletAddress[] => {
  const mock = getListWalletAddressesResponseMock();
  if (mock.type !== 'ok') throw new Error('the mock is not a success');
  return mock.message.data;
};

const row = (id: number): WalletAddress => ({
  id,
  currency: 1,
  name: `Exchange account ${id}`,
  address: `TQn9Y2khEsLJW1ChVWFMSMeRDow5Kc${String(id).padStart(4, '0')}`,
  type: 'trc20',
});

describe('WalletAddressesScreen', () => {
  function setup() {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<WalletAddressesScreen />, {
      path: '/pages/setting/wallet',
      route: '/pages/setting/wallet',
    });
    return { user, ...view };
  }

  it('lists the saved addresses with label, network and full address, then "No more data"', async () => {
    server.use(getListWalletAddressesMockHandler());
    setup();
    const list = await screen.findByRole('list', { name: 'Saved withdrawal addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Binance deposit TRC20');
    expect(items[0]).toHaveTextContent('TRC20');
    expect(items[0]).toHaveTextContent('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(items[1]).toHaveTextContent('Ledger cold wallet');
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('loads the next page and stops at the last one', async () => {
    const pages: string[] = [];
    server.use(
      getListWalletAddressesMockHandler(({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        const first = page === '1';
        return {
          type: 'ok',
          message: {
            page: Number(page),
            pages: 2,
            total: 12,
            data: first ? Array.from({ length: 10 }, (_, i) => row(i + 1)) : [row(11), row(12)],
          },
        };
      }),
    );
    const { user } = setup();
    await screen.findByText('Exchange account 1');
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Exchange account 12')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when nothing is saved and offers to add one', async () => {
    server.use(getListWalletAddressesMockHandler({ type: 'ok', message: { page: 1, pages: 0, total: 0, data: [] } }));
    const { user, location } = setup();
    expect(await screen.findByText('You have not saved any withdrawal address yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(location()).toBe('/pages/setting/addWallet');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/user/wallet/list', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(getListWalletAddressesResponseMock()),
      ),
    );
    const { user } = setup();
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 500). Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Binance deposit TRC20')).toBeInTheDocument();
  });

  it('copies an address, and opens it for editing by id only', async () => {
    server.use(getListWalletAddressesMockHandler());
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Copy the address Ledger cold wallet' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the address Ledger cold wallet' }));
    expect(location()).toBe('/pages/setting/addWallet?id=311');
  });
});

describe('AddWalletScreen', () => {
  function setup(route = '/pages/setting/addWallet') {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const bodies: URLSearchParams[] = [];
    server.use(
      getListCurrenciesMockHandler(),
      getListWalletAddressesMockHandler(),
      getSaveWalletAddressMockHandler(async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Added successfully' };
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<AddWalletScreen />, { path: '/pages/setting/addWallet', route });
    return { user, bodies, ...view };
  }

  it('checks the label and the address before any request', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a label for this address')).toBeInTheDocument();
    expect(screen.getByText('Enter the withdrawal address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Label'), 'My <wallet>');
    // USDT starts on its first network, ERC20: a TRON address does not fit.
    await user.type(screen.getByLabelText('Withdrawal address'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(await screen.findByText('Use letters, digits and spaces only')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid address for this coin and network')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('saves a USDT address on the chosen network and goes back', async () => {
    const { user, bodies, location } = setup('/pages/setting/addWallet?currency=1');
    const networks = await screen.findByRole('radiogroup', { name: 'Network' });
    await user.click(within(networks).getByRole('radio', { name: 'ERC20' }));
    await user.type(screen.getByLabelText('Label'), 'My MetaMask');
    await user.type(screen.getByLabelText('Withdrawal address'), '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      currency: '1',
      name: 'My MetaMask',
      address: '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d',
      type: 'erc20',
      lang: 'en',
    });
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('pastes the address from the clipboard (no QR scanner in the browser)', async () => {
    const { user } = setup('/pages/setting/addWallet?currency=2');
    await navigator.clipboard.writeText(' bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh ');
    expect(await screen.findByText(/QR scanning is not available in the browser/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Withdrawal address')).toHaveValue('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'),
    );
  });

  it('says so when the clipboard cannot be read', async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Paste' }));
    expect(
      await screen.findByText('The browser did not let the app read the clipboard. Press and hold the field to paste.'),
    ).toBeInTheDocument();
  });

  it('changes a saved address: prefilled, sent with its id', async () => {
    const { user, bodies } = setup('/pages/setting/addWallet?id=311');
    const label = await screen.findByLabelText('Label');
    expect(label).toHaveValue('Ledger cold wallet');
    expect(screen.getByLabelText('Withdrawal address')).toHaveValue(savedRows()[1]!.address);
    expect(screen.getByRole('button', { name: /Coin BTC/ })).toBeInTheDocument();
    await user.clear(label);
    await user.type(label, 'Ledger Nano');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.get('id')).toBe('311');
    expect(bodies[0]?.get('name')).toBe('Ledger Nano');
    expect(bodies[0]?.get('type')).toBe('btc');
  });

  it('keeps the form when the server refuses', async () => {
    const { user, location } = setup('/pages/setting/addWallet?currency=1');
    server.use(getSaveWalletAddressMockHandler({ type: 'error', message: 'No special characters allowed' }));
    await user.type(await screen.findByLabelText('Label'), 'Binance');
    await user.type(screen.getByLabelText('Withdrawal address'), '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('No special characters allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('Binance');
    expect(location()).toBe('/pages/setting/addWallet?currency=1');
  });
});
