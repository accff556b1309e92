// Binding bank cards: every field of product-spec §3 required, each with its own translated message
// before any request; the saved card number shown masked only; both international variants.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGetBankCardMockHandler,
  getGetInternationalBankCardMockHandler,
  getSaveBankCardMockHandler,
  getSaveInternationalBankCardMockHandler,
} from '@generated/api/withdraw/withdraw.msw';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { BankCardInternationalScreen } from '@/features/withdraw/bank-card-international-screen';
import { BankCardScreen } from '@/features/withdraw/bank-card-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await i18next.loadNamespaces(['withdraw']);
});

function capture() {
  const bodies: URLSearchParams[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push(new URLSearchParams(await request.text()));
    return { type: 'ok' as const, message: 'Saved successfully' };
  };
  return { bodies, record };
}

describe('BankCardScreen', () => {
  function setup(saved: 'card' | 'none' = 'none') {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { bodies, record } = capture();
    server.use(
      saved === 'card' ? getGetBankCardMockHandler() : getGetBankCardMockHandler({ type: 'ok', message: null }),
      getSaveBankCardMockHandler(record),
    );
    const user = userEvent.setup();
    const view = renderScreen(<BankCardScreen />, { path: '/pages/setting/bank', route: '/pages/setting/bank' });
    return { user, bodies, ...view };
  }

  it('requires every field, each with its own message, before any request', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    for (const message of [
      "Enter the card holder's real name",
      'Enter the card number',
      'Enter the bank name',
      'Enter the branch',
      "Enter the bank's city and address",
      'Enter the phone number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('checks the card number and the phone number', async () => {
    const { user, bodies } = setup();
    await user.type(await screen.findByLabelText('Card number'), '6222-0210');
    await user.type(screen.getByLabelText('Phone number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('The card number is 8 to 30 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number: 5 to 20 digits, with an optional +')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('saves the card (number without spaces) and goes back', async () => {
    const { user, bodies, location } = setup();
    await user.type(await screen.findByLabelText("Card holder's real name"), 'Lina Chen');
    await user.type(screen.getByLabelText('Card number'), '6222 0210 0112 3456 789');
    await user.type(screen.getByLabelText('Bank name'), 'Industrial and Commercial Bank of China');
    await user.type(screen.getByLabelText('Branch'), 'Shanghai Lujiazui Branch');
    await user.type(screen.getByLabelText('Bank city and address'), '188 Yincheng Road, Pudong, Shanghai');
    await user.type(screen.getByLabelText('Phone number'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      real_name: 'Lina Chen',
      bank_account: '6222021001123456789',
      bank_name: 'Industrial and Commercial Bank of China',
      bank_branch: 'Shanghai Lujiazui Branch',
      bank_dizhi: '188 Yincheng Road, Pudong, Shanghai',
      phone: '13812345678',
      lang: 'en',
    });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the saved card masked and asks for the full number again to replace it', async () => {
    const { user, bodies } = setup('card');
    const current = await screen.findByRole('region', { name: 'Card on file' });
    expect(current).toHaveTextContent('**** 6789');
    expect(document.body).not.toHaveTextContent('6222021001123456789');
    expect(screen.getByLabelText("Card holder's real name")).toHaveValue('Lina Chen');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter the card number')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('keeps the form when the server refuses', async () => {
    const { user, location } = setup();
    server.use(getSaveBankCardMockHandler({ type: 'error', message: 'Parameter error' }));
    await user.type(await screen.findByLabelText("Card holder's real name"), 'Lina Chen');
    await user.type(screen.getByLabelText('Card number'), '6222021001123456789');
    await user.type(screen.getByLabelText('Bank name'), 'ICBC');
    await user.type(screen.getByLabelText('Branch'), 'Lujiazui');
    await user.type(screen.getByLabelText('Bank city and address'), 'Shanghai');
    await user.type(screen.getByLabelText('Phone number'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Parameter error')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('6222021001123456789');
    expect(location()).toBe('/pages/setting/bank');
  });

  it('shows an error with a retry when the saved card cannot be loaded', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    let fail = true;
    server.use(
      http.post('*/user/cash_info', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ type: 'ok', message: null }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<BankCardScreen />, { path: '/pages/setting/bank', route: '/pages/setting/bank' });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });
});

describe('BankCardInternationalScreen', () => {
  function setup(variant: 'named' | 'classic' | 'none' = 'none') {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { bodies, record } = capture();
    const classic = {
      type: 'ok' as const,
      message: {
        forms: [
          'Real name',
          'Account number or IBAN',
          'Bank name',
          'Branch',
          'Bank city and address',
          'Phone',
          'ABA number',
          'SWIFT code',
          'Card holder address',
        ],
        data: [
          'Lina Chen',
          '026009593000123456',
          'Bank of America',
          'New York Main Office',
          '100 West 33rd Street, New York, NY 10001',
          '+12125550148',
          '026009593',
          'BOFAUS3N',
          '55 Water Street, Apt 12B, New York, NY 10041',
        ],
      },
    };
    server.use(
      variant === 'named'
        ? getGetInternationalBankCardMockHandler()
        : variant === 'classic'
          ? getGetInternationalBankCardMockHandler(classic)
          : getGetInternationalBankCardMockHandler({ type: 'ok', message: null }),
      getSaveInternationalBankCardMockHandler(record),
    );
    const user = userEvent.setup();
    const view = renderScreen(<BankCardInternationalScreen />, {
      path: '/pages/setting/bank_international',
      route: '/pages/setting/bank_international',
    });
    return { user, bodies, ...view };
  }

  async function fillAll(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
    const values: Record<string, string> = {
      "Card holder's real name": 'Lina Chen',
      'Account number or IBAN': 'de89 3704 0044 0532 0130 00',
      'Bank name': 'Deutsche Bank',
      Branch: 'Frankfurt',
      'Bank city and address': 'Taunusanlage 12, Frankfurt',
      'Phone number': '+49 69 9100 0',
      'ABA routing number': '026009593',
      'SWIFT or BIC code': 'deutdeff',
      "Card holder's address": 'Mainzer Landstrasse 1, Frankfurt',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      const input = await screen.findByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }

  it('requires the ABA number, the SWIFT code and the card holder address too', async () => {
    const { user, bodies } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    for (const message of [
      "Enter the card holder's real name",
      'Enter the account number or IBAN',
      'Enter the bank name',
      'Enter the branch',
      "Enter the bank's city and address",
      'Enter the phone number',
      'Enter the ABA routing number',
      'Enter the SWIFT or BIC code',
      "Enter the card holder's address",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(bodies).toHaveLength(0);
  });

  it('checks the formats of the ABA number and the SWIFT code', async () => {
    const { user, bodies } = setup();
    await fillAll(user, { 'ABA routing number': '12345', 'SWIFT or BIC code': 'DEUT1' });
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('The ABA routing number is 9 digits')).toBeInTheDocument();
    expect(screen.getByText('The SWIFT or BIC code is 8 or 11 letters and digits')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends named fields, the IBAN and SWIFT code in capitals without spaces', async () => {
    const { user, bodies } = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      real_name: 'Lina Chen',
      bank_account: 'DE89370400440532013000',
      bank_name: 'Deutsche Bank',
      bank_branch: 'Frankfurt',
      bank_dizhi: 'Taunusanlage 12, Frankfurt',
      phone: '+496991000',
      aba_number: '026009593',
      swift_code: 'DEUTDEFF',
      cardholder_address: 'Mainzer Landstrasse 1, Frankfurt',
      lang: 'en',
    });
  });

  it('shows the saved card masked', async () => {
    setup('named');
    const current = await screen.findByRole('region', { name: 'Card on file' });
    expect(within(current).getByText('**** 3456')).toBeInTheDocument();
    expect(screen.getByLabelText('SWIFT or BIC code')).toHaveValue('BOFAUS3N');
    expect(screen.getByLabelText('Account number or IBAN')).toHaveValue('');
  });

  it('with the classic backend, prefills from its form and also sends data[0..8]', async () => {
    const { user, bodies } = setup('classic');
    expect(await screen.findByRole('region', { name: 'Card on file' })).toHaveTextContent('**** 3456');
    expect(screen.getByLabelText('ABA routing number')).toHaveValue('026009593');
    await user.type(screen.getByLabelText('Account number or IBAN'), '026009593000123456');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0]!;
    expect(body.get('data[0]')).toBe('Lina Chen');
    expect(body.get('data[1]')).toBe('026009593000123456');
    expect(body.get('data[7]')).toBe('BOFAUS3N');
    expect(body.get('data[8]')).toBe('55 Water Street, Apt 12B, New York, NY 10041');
    expect(body.get('swift_code')).toBe('BOFAUS3N');
  });
});
