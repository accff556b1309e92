// Transfer between the user's accounts, with the generated handlers of the assets and transfer tags.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListUserCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import { getTransferBetweenAccountsMockHandler } from '@generated/api/transfer/transfer.msw';
import { TransferScreen } from '@/features/assets/transfer-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { formBody, interactive, useAssetsTestSetup } from './helpers';
import { findOpenedDialog } from '../opened-dialog';

useAssetsTestSetup();

type Handler = Parameters<typeof server.use>[number];

function setup({ route = '/pages/fund/transfer', handlers = [] as Handler[] } = {}) {
  const bodies: Record<string, string>[] = [];
  server.use(
    ...handlers,
    getListUserCurrenciesMockHandler(),
    getTransferBetweenAccountsMockHandler(async ({ request }) => {
      bodies.push(await formBody(request));
      return { type: 'ok', message: 'Transfer succeeded' };
    }),
  );
  const user = userEvent.setup();
  const view = renderScreen(<TransferScreen />, { path: '/pages/fund/transfer', route });
  return { user, bodies, ...view };
}

const amount = () => screen.getByLabelText('Amount');
const available = () => screen.getByTestId('transfer-available');

async function ready() {
  await screen.findByTestId('transfer-available', undefined, { timeout: 8000 });
}

async function openConfirm(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.type(amount(), value);
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  const dialog = await findOpenedDialog();
  await interactive(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
  return dialog;
}

describe('TransferScreen', () => {
  it('starts from spot to contract with the first coin and its available balance', async () => {
    setup();
    await ready();
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Spot');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Contract');
    expect(screen.getByRole('button', { name: 'Coin USDT' })).toBeInTheDocument();
    expect(available()).toHaveTextContent('Available: 12,480.50 USDT');
  });

  it('asks for an amount before any request', async () => {
    const { user, bodies } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it.each(['abc', '0', '-5', '1e3', '1,000', '1.12345678901'])('refuses "%s" before any request', async (value) => {
    const { user, bodies } = setup();
    await ready();
    await user.type(amount(), value);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('Enter a correct amount: a positive number with up to 10 decimals'),
    ).toBeInTheDocument();
    expect(amount()).toHaveValue(value);
    expect(bodies).toHaveLength(0);
  });

  it('says "Insufficient balance" above the available balance, before any request', async () => {
    const { user, bodies } = setup();
    await ready();
    await user.type(amount(), '12480.50000001');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('"All" fills the available balance of the source account', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amount()).toHaveValue('12480.5');
  });

  it('swaps the accounts and shows the new source balance', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Swap the accounts' }));
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Contract');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Spot');
    expect(available()).toHaveTextContent('Available: 3,000.00 USDT');
  });

  it('chooses the source account, and choosing the target swaps them', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'From Spot' }));
    const funding = await screen.findByRole('option', { name: /^Funding/ });
    expect(funding).toHaveTextContent('Available 5,000.00 USDT');
    await interactive(funding);
    await user.click(funding);
    await waitFor(() => expect(available()).toHaveTextContent('Available: 5,000.00 USDT'));
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Funding');

    await user.click(screen.getByRole('button', { name: 'From Funding' }));
    const contract = await screen.findByRole('option', { name: /^Contract/ });
    await interactive(contract);
    await user.click(contract);
    await waitFor(() => expect(screen.getByTestId('transfer-from')).toHaveTextContent('Contract'));
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Funding');
  });

  it('chooses the coin; a never used account counts as 0', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Coin USDT' }));
    const btc = await screen.findByText('BTC');
    await interactive(btc);
    await user.click(btc);
    await waitFor(() => expect(available()).toHaveTextContent('Available: 0.125 BTC'));
    await user.click(screen.getByRole('button', { name: 'Swap the accounts' }));
    // BTC was never used in the contract account (null on the wire).
    expect(available()).toHaveTextContent('Available: 0.00 BTC');
  });

  it('takes the coin and the source account from the link', async () => {
    setup({ route: '/pages/fund/transfer?currency=3&from=1' });
    await ready();
    expect(screen.getByRole('button', { name: 'Coin ETH' })).toBeInTheDocument();
    expect(screen.getByTestId('transfer-from')).toHaveTextContent('Funding');
    expect(screen.getByTestId('transfer-to')).toHaveTextContent('Contract');
  });

  it('confirms the figures, sends once even on a double click, and returns to assets after 1.2 s', async () => {
    const { user, bodies, location } = setup();
    await ready();
    const dialog = await openConfirm(user, '1000');
    expect(within(dialog).getByText('Confirm the transfer')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('1,000.00 USDT');
    expect(within(dialog).getByText('From').nextSibling).toHaveTextContent('Spot');
    expect(within(dialog).getByText('To').nextSibling).toHaveTextContent('Contract');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Transfer completed')).toBeInTheDocument();
    expect(bodies).toEqual([{ currency_id: '1', number: '1000', from_field: '2', to_field: '3', lang: 'en' }]);
    expect(location()).toBe('/pages/fund/transfer');
    await waitFor(() => expect(location()).toBe('/pages/fund/assets'), { timeout: 8000 });
    expect(bodies).toHaveLength(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, bodies } = setup();
    await ready();
    const dialog = await openConfirm(user, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
    expect(amount()).toHaveValue('5');
  });

  it('shows the server refusal and keeps the form', async () => {
    const { user, location } = setup({
      handlers: [getTransferBetweenAccountsMockHandler({ type: 'error', message: 'Insufficient balance' })],
    });
    await ready();
    const dialog = await openConfirm(user, '100.25');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amount()).toHaveValue('100.25');
    expect(location()).toBe('/pages/fund/transfer');
  });

  it('shows a network failure and keeps the form', async () => {
    const { user } = setup({ handlers: [http.post('*/wallet/change', () => HttpResponse.error())] });
    await ready();
    const dialog = await openConfirm(user, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(amount()).toHaveValue('7');
  });

  it('shows the identity-verification demand (998) and keeps the form', async () => {
    const { user } = setup({
      handlers: [
        getTransferBetweenAccountsMockHandler({ type: '998', message: 'Please complete identity verification' }),
      ],
    });
    await ready();
    const dialog = await openConfirm(user, '7');
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' })));
    expect(await screen.findByText('Please complete identity verification')).toBeInTheDocument();
    expect(amount()).toHaveValue('7');
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    const { user } = setup({
      handlers: [http.get('*/currency/user_currency_list', () => (fail ? HttpResponse.error() : undefined))],
    });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });

  it('opens the transfer history', async () => {
    const { user, location } = setup();
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(location()).toBe('/pages/fund/transfer_history');
  });
});
