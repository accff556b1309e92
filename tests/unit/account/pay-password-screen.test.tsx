// Set the pay password in passcode boxes: six digits, once more, the code, then /safe/update_password.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler, getUpdatePasswordMockHandler } from '@generated/api/account/account.msw';
import { getSendEmailCodeMockHandler } from '@generated/api/auth/auth.msw';
import { PayPasswordScreen } from '@/features/account/pay-password-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, loadAccountLocale, signIn } from './account-fixtures';

const PATH = '/pages/setting/payPassword';

beforeAll(loadAccountLocale);

function setup() {
  const sent = { email: 0, update: [] as URLSearchParams[] };
  server.use(
    getGetUserInfoMockHandler({ type: 'ok', message: lina() }),
    getSendEmailCodeMockHandler(() => {
      sent.email += 1;
      return { type: 'ok', message: 'Verification code sent' };
    }),
    getUpdatePasswordMockHandler(async ({ request }) => {
      sent.update.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Transaction password set successfully' };
    }),
  );
  signIn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<PayPasswordScreen />, { path: PATH, route: PATH });
  return { user, sent, ...view };
}

/** Types digits into a passcode box, as a person does: tap it, then type. */
async function typePasscode(user: ReturnType<typeof userEvent.setup>, name: string, digits: string) {
  await user.click(screen.getByRole('button', { name }));
  await user.keyboard(digits);
}

describe('PayPasswordScreen', () => {
  it('sets the pay password with six digits twice and the code', async () => {
    const { user, sent, location } = setup();
    await typePasscode(user, 'New pay password', '360147');
    await typePasscode(user, 'Confirm pay password', '360147');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent.email).toBe(1));
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transaction password set successfully')).toBeInTheDocument();
    expect(Object.fromEntries(sent.update[0]!)).toEqual({
      password: '360147',
      re_password: '360147',
      code: '482913',
      lang: 'en',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('keeps only digits in the passcode boxes', async () => {
    const { user } = setup();
    await typePasscode(user, 'New pay password', '36a0b147');
    await typePasscode(user, 'Confirm pay password', '360147');
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transaction password set successfully')).toBeInTheDocument();
  });

  it('refuses different entries and easy digits before any request', async () => {
    const { user, sent } = setup();
    await typePasscode(user, 'New pay password', '111111');
    await typePasscode(user, 'Confirm pay password', '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too easy to guess: avoid repeated or consecutive digits')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(sent.update).toHaveLength(0);
  });
});
