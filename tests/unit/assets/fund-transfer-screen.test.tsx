// Converting one coin into another, with the generated handlers of the transfer tag.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetTransferFeeMockHandler,
  getListTransferPairsMockHandler,
  getTransferFundsMockHandler,
} from '@generated/api/transfer/transfer.msw';
import type { TransferFee } from '@generated/model';
import { FundTransferScreen } from '@/features/assets/fund-transfer-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { formBody, interactive, useAssetsTestSetup } from './helpers';
import { findOpenedDialog } from '../opened-dialog';

useAssetsTestSetup();

type Handler = Parameters<typeof server.use>[number];
const PRICES: Record<string, string> = { '1': '1.00', '2': '96420.50', '3': '3412.75' };

function setup({
  handlers = [] as Handler[],
  terms,
}: { handlers?: Handler[]; terms?: () => Partial<TransferFee> } = {}) {
  const bodies: Record<string, string>[] = [];
  const feeRequests: Record<string, string>[] = [];
  server.use(
    ...handlers,
    getListTransferPairsMockHandler(),
    getGetTransferFeeMockHandler(async ({ request }) => {
      const body = await formBody(request);
      feeRequests.push(body);
      return {
        type: 'ok',
        message: {
          form_price: PRICES[body.from_currency_id ?? ''] ?? '0',
          to_price: PRICES[body.to_currency_id ?? ''] ?? '0',
          fee: '0.002',
          ...terms?.(),
        },
      };
    }),
    getTransferFundsMockHandler(async ({ request }) => {
      bodies.push(await formBody(request));
      return { type: 'ok', message: 'Conversion succeeded' };
    }),
  );
  const user = userEvent.setup();
  const view = renderScreen(<FundTransferScreen />, {
    path: '/pages/fund/fundTransfer',
    route: '/pages/fund/fundTransfer',
  });
  return { user, bodies, feeRequests, ...view };
}

const amount = () => screen.getByLabelText('Amount to convert');
const received = () => screen.getByTestId('convert-received');

async function ready() {
  await screen.findByTestId('convert-rate', undefined, { timeout: 8000 });
}

describe('FundTransferScreen', () => {
  it('converts the first coin into the second, with the spot balance and the live terms', async () => {
    const { feeRequests } = setup();
    await ready();
    expect(screen.getByRole('button', { name: 'Pay with USDT. Choose another coin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive BTC. Choose another coin' })).toBeInTheDocument();
    expect(screen.getByTestId('convert-available')).toHaveTextContent('Available: 12,480.50 USDT');
    expect(screen.getByTestId('convert-rate')).toHaveTextContent('1 USDT ≈ 0.00001037 BTC');
    expect(screen.getByText('Fee (0.2%)')).toBeInTheDocument();
    expect(feeRequests[0]).toEqual({ from_currency_id: '1', to_currency_id: '2', lang: 'en' });
  });

  it('computes the received amount and the fee live, on decimals', async () => {
    const { user } = setup();
    await ready();
    await user.type(amount(), '1000');
    // 1000 x 1.00 / 96420.50, cut to 10 decimals.
    expect(received()).toHaveTextContent('0.0103712384');
    expect(screen.getByTestId('convert-fee')).toHaveTextContent('2.00 USDT');
    await user.clear(amount());
    await user.type(amount(), 'x');
    expect(received()).toHaveTextContent('--');
  });

  it('swaps the coins and asks the terms the other way round', async () => {
    const { user, feeRequests } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Swap the coins' }));
    await waitFor(() => expect(screen.getByTestId('convert-available')).toHaveTextContent('Available: 0.125 BTC'));
    await waitFor(() => expect(feeRequests.at(-1)).toMatchObject({ from_currency_id: '2', to_currency_id: '1' }));
    await user.type(amount(), '0.1');
    await waitFor(() => expect(received()).toHaveTextContent('9,642.05'));
  });

  it('chooses the coin to receive; choosing the paying coin swaps them', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Receive BTC. Choose another coin' }));
    let eth = await screen.findByRole('heading', { name: 'Coin to receive' });
    const option = within(eth.parentElement as HTMLElement).getByText('ETH');
    await interactive(option);
    await user.click(option);
    expect(await screen.findByRole('button', { name: 'Receive ETH. Choose another coin' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Receive ETH. Choose another coin' }));
    eth = await screen.findByRole('heading', { name: 'Coin to receive' });
    const usdt = within(eth.parentElement as HTMLElement).getByText('USDT');
    await interactive(usdt);
    await user.click(usdt);
    expect(await screen.findByRole('button', { name: 'Pay with ETH. Choose another coin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive USDT. Choose another coin' })).toBeInTheDocument();
  });

  it('refuses an amount whose fee does not fit in the balance, before any request', async () => {
    const { user, bodies } = setup();
    await ready();
    await user.type(amount(), '12480.5');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('Insufficient balance: the amount plus the fee is more than you have'),
    ).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '20000');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('"All" fills the most that fits with its fee', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'All' }));
    // 12480.5 / 1.002, cut to 10 decimals.
    expect(amount()).toHaveValue('12455.5888223552');
    expect(screen.queryByText(/Insufficient balance/)).not.toBeInTheDocument();
  });

  it('confirms amount, fee, received amount and destination, and sends once', async () => {
    const { user, bodies } = setup();
    await ready();
    await user.type(amount(), '1000');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const dialog = await findOpenedDialog();
    const value = (label: string) => within(dialog).getByText(label).nextSibling;
    expect(value('You pay')).toHaveTextContent('1,000.00 USDT');
    expect(value('Fee')).toHaveTextContent('2.00 USDT');
    expect(value('Total deducted')).toHaveTextContent('1,002.00 USDT');
    expect(value('You receive')).toHaveTextContent('0.0103712384 BTC');
    expect(value('Credited to')).toHaveTextContent('BTC, spot account');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm conversion' });
    await interactive(confirm);
    await user.dblClick(confirm);
    expect(await screen.findByText('Conversion completed')).toBeInTheDocument();
    expect(bodies).toEqual([{ number: '1000', from_currency_id: '1', to_currency_id: '2', lang: 'en' }]);
    await waitFor(() => expect(amount()).toHaveValue(''));
  });

  it('keeps the form when the server refuses', async () => {
    const { user } = setup({
      handlers: [getTransferFundsMockHandler({ type: 'error', message: 'Insufficient balance' })],
    });
    await ready();
    await user.type(amount(), '10');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const confirm = within(await findOpenedDialog()).getByRole('button', { name: 'Confirm conversion' });
    await interactive(confirm);
    await user.click(confirm);
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(amount()).toHaveValue('10');
  });

  it('refreshes the terms every 3 seconds and the received amount follows', async () => {
    let price = '96420.50';
    const { user, feeRequests } = setup({ terms: () => ({ to_price: price }) });
    await ready();
    await user.type(amount(), '1000');
    expect(received()).toHaveTextContent('0.0103712384');
    price = '97000';
    await waitFor(() => expect(received()).toHaveTextContent('0.0103092783'), { timeout: 4500 });
    expect(feeRequests.length).toBeGreaterThanOrEqual(2);
  });

  it('cannot convert without terms, and offers a retry', async () => {
    let fail = true;
    setup({ handlers: [http.post('*/user/getTransferFee', () => (fail ? HttpResponse.error() : undefined))] });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    const { user } = setup({
      handlers: [
        http.post('*/user/getTransferList', () => (fail ? new HttpResponse(null, { status: 500 }) : undefined)),
      ],
    });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 500). Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });
});
