// Change the pay password with a form: code by e-mail or SMS (60 s countdown), the six digits twice,
// then /safe/update_password; checked before any request, the form kept on a refusal.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler, getUpdatePasswordMockHandler } from '@generated/api/account/account.msw';
import { getSendEmailCodeMockHandler, getSendSmsCodeMockHandler } from '@generated/api/auth/auth.msw';
import type { User } from '@generated/model';
import { PasswordScreen } from '@/features/account/password-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, loadAccountLocale, pastClickGuard, signIn } from './account-fixtures';

const PATH = '/pages/setting/password';

beforeAll(loadAccountLocale);

function setup(user: User = lina()) {
  const sent = { email: [] as URLSearchParams[], sms: [] as URLSearchParams[], update: [] as URLSearchParams[] };
  server.use(
    getGetUserInfoMockHandler({ type: 'ok', message: user }),
    getSendEmailCodeMockHandler(async ({ request }) => {
      sent.email.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Verification code sent' };
    }),
    getSendSmsCodeMockHandler(async ({ request }) => {
      sent.sms.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Verification code sent' };
    }),
    getUpdatePasswordMockHandler(async ({ request }) => {
      sent.update.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Transaction password set successfully' };
    }),
  );
  signIn(user);
  const events = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<PasswordScreen />, { path: PATH, route: PATH });
  return { user: events, sent, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, again: string, code: string) {
  if (password) await user.type(screen.getByLabelText('New pay password'), password);
  if (again) await user.type(screen.getByLabelText('Confirm pay password'), again);
  if (code) await user.type(screen.getByLabelText('Verification code'), code);
}

describe('PasswordScreen', () => {
  it('says it changes the pay password, not the login password, and links the login reset', async () => {
    const { user, location } = setup();
    expect(
      screen.getByText('Your pay password confirms withdrawals and transfers. It is not your login password.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset it with a code' }));
    expect(location()).toBe('/pages/common/forget');
  });

  it('sends the code to the bound e-mail address with the update_password scene, then counts down', async () => {
    const { user, sent } = setup();
    expect(screen.getByText('The code goes to li***@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    expect(Object.fromEntries(sent.email[0]!)).toEqual({
      user_string: 'lina.chen@example.com',
      scene: 'update_password',
      lang: 'en',
    });
  });

  it.each([
    ['', '', '', ['Enter a pay password', 'Enter the pay password again', 'Enter the verification code']],
    ['12345', '12345', '482913', ['The pay password has 6 digits']],
    ['123456', '123456', '482913', ['Too easy to guess: avoid repeated or consecutive digits']],
    ['360147', '360148', '482913', ['The two passwords do not match']],
    ['360147', '360147', '4829', ['The verification code has 6 digits']],
  ])('refuses "%s" / "%s" / code "%s" before any request', async (password, again, code, messages) => {
    const { user, sent } = setup();
    await fill(user, password, again, code);
    await user.click(screen.getByRole('button', { name: 'Change pay password' }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent.update).toHaveLength(0);
  });

  it('changes the pay password and goes back', async () => {
    const { user, sent, location } = setup();
    await fill(user, '360147', '360147', '482913');
    await user.click(screen.getByRole('button', { name: 'Change pay password' }));
    expect(await screen.findByText('Transaction password set successfully')).toBeInTheDocument();
    expect(Object.fromEntries(sent.update[0]!)).toEqual({
      password: '360147',
      re_password: '360147',
      code: '482913',
      lang: 'en',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('keeps the form when the code is refused', async () => {
    const { user, location } = setup();
    server.use(getUpdatePasswordMockHandler({ type: 'error', message: 'Verification code error' }));
    await fill(user, '360147', '360147', '000000');
    await user.click(screen.getByRole('button', { name: 'Change pay password' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(screen.getByLabelText('New pay password')).toHaveValue('360147');
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
    expect(location()).toBe(PATH);
  });

  it('lets the user take the code by SMS when a phone is bound too', async () => {
    const { user, sent } = setup(lina({ phone: '13812345678' }));
    await user.click(screen.getByRole('option', { name: 'By SMS' }));
    expect(screen.getByText(/The code goes to 138\*\*\*\*5678\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent.sms).toHaveLength(1));
    expect(Object.fromEntries(sent.sms[0]!)).toEqual({
      area_code: '86',
      mobile: '13812345678',
      scene: 'update_password',
      lang: 'en',
    });
    expect(sent.email).toHaveLength(0);
  });

  it('asks to bind a phone first when there is nowhere to send a code', async () => {
    const { user, location } = setup(lina({ email: null, phone: null }));
    expect(screen.getByText('Nowhere to send a code')).toBeInTheDocument();
    expect(screen.queryByLabelText('New pay password')).not.toBeInTheDocument();
    await pastClickGuard();
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(location()).toBe('/pages/setting/security?bind=phone');
  });
});
