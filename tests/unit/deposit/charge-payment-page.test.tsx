// The payment page a deposit declaration may answer with (/wallet/charge_req's top-level `url`):
// the client hands it to the screen next to the message, the screen opens it in a new tab only on
// an allow-listed https origin (from the user's tap), keeps app routes in the app, and otherwise
// says why it did not open it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListCurrenciesMockHandler } from '@generated/api/assets/assets.msw';
import { getCreateChargeRequestMockHandler, getGetDepositAddressMockHandler } from '@generated/api/deposit/deposit.msw';
import { createChargeRequest, listRechargeLog } from '@generated/api/deposit/deposit';
import { getListRechargeLogMockHandler } from '@generated/api/deposit/deposit.msw';
import { setToken } from '@/api/session';
import { DepositReceiveScreen } from '@/features/deposit/deposit-receive-screen';
import { httpsOrigins, paymentTarget } from '@/features/deposit/payment-page';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { useUiKitShims } from '../ui-kit-shims';
import { findOpenedDialog } from '../opened-dialog';

const SENDER = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';
const PAY_URL = 'https://pay.exchange.test/cashier/CR20261122044100';
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

useUiKitShims();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('paymentTarget', () => {
  const allowed = ['https://pay.exchange.test', 'https://h5.exchange.test'];
  const page = 'https://h5.exchange.test';

  it('opens an https page on an allow-listed origin, also a same-site path', () => {
    expect(paymentTarget(PAY_URL, allowed, page)).toEqual({ kind: 'open', url: PAY_URL, host: 'pay.exchange.test' });
    expect(paymentTarget('/cashier/42', allowed, page)).toEqual({
      kind: 'open',
      url: 'https://h5.exchange.test/cashier/42',
      host: 'h5.exchange.test',
    });
  });

  it('keeps a known app route in the app, and refuses an unknown one', () => {
    expect(paymentTarget('/pages/fund/assets', allowed, page)).toEqual({ kind: 'route', path: '/pages/fund/assets' });
    expect(paymentTarget('#/pages/fund/receive_withdraw_record?tab=deposits', allowed, page)).toEqual({
      kind: 'route',
      path: '/pages/fund/receive_withdraw_record?tab=deposits',
    });
    expect(paymentTarget('/pages/evil/page', allowed, page).kind).toBe('refused');
  });

  it.each([
    ['another origin', 'https://pay.evil.test/cashier/1', 'pay.evil.test'],
    ['plain http', 'http://pay.exchange.test/cashier/1', 'pay.exchange.test'],
    ['user info', 'https://pay.exchange.test@evil.test/x', 'evil.test'],
    ['protocol-relative', '//evil.test/x', '//evil.test/x'],
    ['javascript:', 'javascript:alert(1)', 'javascript:alert(1)'],
    ['a look-alike port', 'https://pay.exchange.test:8443/x', 'pay.exchange.test:8443'],
    ['white space', 'https://pay.exchange.test/a b', 'pay.exchange.test'],
  ])('refuses %s and names its host', (_, url, host) => {
    expect(paymentTarget(url, allowed, page)).toEqual({ kind: 'refused', host });
  });

  it('does nothing without a url', () => {
    expect(paymentTarget('', allowed, page)).toEqual({ kind: 'none' });
    expect(paymentTarget(undefined, allowed, page)).toEqual({ kind: 'none' });
  });

  it('keeps only https origins of the configured lists', () => {
    expect(
      httpsOrigins(['http://localhost:3000', '/api', 'https://pay.exchange.test, https://h5.exchange.test/api', 'x']),
    ).toEqual(['https://pay.exchange.test', 'https://h5.exchange.test']);
  });
});

describe('the client and /wallet/charge_req', () => {
  it('resolves with the message and the top-level url; other calls still resolve with the payload', async () => {
    setToken(TOKEN);
    server.use(
      getCreateChargeRequestMockHandler({ type: 'ok', message: 'Application submitted', url: PAY_URL }),
      getListRechargeLogMockHandler({ type: 'ok', message: { data: [], page: 1, pages: 1, total: 0 } }),
    );
    await expect(createChargeRequest({ account: SENDER, amount: '500', currency: 1, type: 0 })).resolves.toEqual({
      message: 'Application submitted',
      url: PAY_URL,
    });
    await expect(listRechargeLog({ page: 1, limit: 10 })).resolves.toEqual({ data: [], page: 1, pages: 1, total: 0 });
  });

  it('still checks the answer against the contract (a url over 512 characters is refused)', async () => {
    setToken(TOKEN);
    server.use(
      getCreateChargeRequestMockHandler({
        type: 'ok',
        message: 'Application submitted',
        url: `${PAY_URL}/${'x'.repeat(520)}`,
      }),
    );
    await expect(createChargeRequest({ account: SENDER, amount: '500', currency: 1, type: 0 })).rejects.toMatchObject({
      kind: 'contract',
    });
  });
});

describe('ChargeRequestForm with a payment page', () => {
  function setup(url: string) {
    setToken(TOKEN);
    const charges: URLSearchParams[] = [];
    server.use(
      getListCurrenciesMockHandler(),
      getGetDepositAddressMockHandler(),
      getCreateChargeRequestMockHandler(async ({ request }) => {
        charges.push(new URLSearchParams(await request.text()));
        return { type: 'ok', message: 'Application submitted, waiting for confirmation', url };
      }),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderScreen(<DepositReceiveScreen />, {
      path: '/pages/fund/receive',
      route: '/pages/fund/receive?currency=1',
    });
    return { user, charges, open, ...view };
  }

  async function declare(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Sending address or account'), SENDER);
    await user.type(screen.getByLabelText('Amount sent'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await user.click(
      within(await findOpenedDialog({ name: 'Confirm deposit' })).getByRole('button', { name: 'Confirm' }),
    );
  }

  it('offers an allow-listed payment page and opens it in a new tab from the tap', async () => {
    vi.stubEnv('VITE_PAYMENT_ORIGINS', 'https://pay.exchange.test');
    const { user, charges, open, location } = setup(PAY_URL);
    await declare(user);
    const dialog = await findOpenedDialog({ name: 'Complete the payment' });
    expect(dialog).toHaveTextContent(
      'Your deposit was recorded. Finish paying on the payment page of pay.exchange.test.',
    );
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Open the payment page' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank', 'noopener');
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=deposits'));
    expect(charges).toHaveLength(1);
  });

  it('does not open a page on an origin that is not allow-listed, and says so', async () => {
    const { user, open, location } = setup('https://pay.evil.test/cashier/1');
    await declare(user);
    expect(
      await screen.findByText(
        'The payment page pay.evil.test is not a trusted address, so the app did not open it. Please contact customer service to complete the payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Complete the payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=deposits'));
    expect(open).not.toHaveBeenCalled();
  });

  it('"Later" leaves the page closed and opens the history', async () => {
    vi.stubEnv('VITE_PAYMENT_ORIGINS', 'https://pay.exchange.test');
    const { user, open, location } = setup(PAY_URL);
    await declare(user);
    const dialog = await findOpenedDialog({ name: 'Complete the payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(location()).toBe('/pages/fund/receive_withdraw_record?tab=deposits'));
    expect(open).not.toHaveBeenCalled();
  });
});
