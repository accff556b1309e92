// The anti-phishing code: the rule of the code (4-20 letters and digits, translated messages),
// the confirmation the backend asks for (pay password, or a code sent with scene anti_phishing),
// the request sent, and the code in place shown after it is saved.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGetAntiPhishingCodeMockHandler,
  getGetUserInfoMockHandler,
  getSetAntiPhishingCodeMockHandler,
} from '@generated/api/account/account.msw';
import { getSendEmailCodeMockHandler } from '@generated/api/auth/auth.msw';
import type { AntiPhishingSetting } from '@generated/model';
import { antiPhishingSchema } from '@/features/account/account-schemas';
import { AntiPhishingScreen } from '@/features/account/anti-phishing-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, loadAccountLocale, pastClickGuard, signIn } from './account-fixtures';

const PATH = '/pages/setting/antiPhishing';

beforeAll(loadAccountLocale);

describe('antiPhishingSchema', () => {
  const messages = (antiPhishing: string) => {
    const result = antiPhishingSchema('pay_password').safeParse({ antiPhishing, payPassword: '260518', code: '' });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it.each([
    ['', 'validation.antiPhishingRequired'],
    ['   ', 'validation.antiPhishingRequired'],
    ['abc', 'validation.antiPhishingLength'],
    ['a'.repeat(21), 'validation.antiPhishingLength'],
    ['lina-2026', 'validation.antiPhishingCharacters'],
    ['密码1234', 'validation.antiPhishingCharacters'],
  ])('refuses %j with %s', (value, key) => {
    expect(messages(value)).toEqual([key]);
  });
  it.each(['LINA', 'Lina2026', 'a1b2c3d4e5f6g7h8i9j0'])('accepts %j', (value) => {
    expect(messages(value)).toEqual([]);
  });
  it('asks for what the backend confirms with, and only that', () => {
    const byPassword = antiPhishingSchema('pay_password').safeParse({
      antiPhishing: 'LINA',
      payPassword: '',
      code: '',
    });
    expect(byPassword.success ? [] : byPassword.error.issues.map((i) => i.message)).toEqual([
      'validation.payPasswordRequired',
    ]);
    const byCode = antiPhishingSchema('code').safeParse({ antiPhishing: 'LINA', payPassword: '', code: '12' });
    expect(byCode.success ? [] : byCode.error.issues.map((i) => i.message)).toEqual(['validation.codeInvalid']);
  });
});

function setup(setting: AntiPhishingSetting) {
  let current = setting;
  const sent = { set: [] as URLSearchParams[], email: [] as URLSearchParams[] };
  server.use(
    getGetUserInfoMockHandler({ type: 'ok', message: lina() }),
    getGetAntiPhishingCodeMockHandler(() => ({ type: 'ok', message: current })),
    getSetAntiPhishingCodeMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.set.push(body);
      current = { ...current, code: body.get('anti_phishing_code') };
      return { type: 'ok', message: 'Anti-phishing code saved' };
    }),
    getSendEmailCodeMockHandler(async ({ request }) => {
      sent.email.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Verification code sent' };
    }),
  );
  signIn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderScreen(<AntiPhishingScreen />, { path: PATH, route: PATH });
  return { user, sent };
}

describe('AntiPhishingScreen', () => {
  it('sets a code with the pay password, then shows it in place', async () => {
    const { user, sent } = setup({ code: null, confirm_with: 'pay_password' });
    expect(await screen.findByText('No anti-phishing code set yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Anti-phishing code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(await screen.findByText('An anti-phishing code has 4-20 characters')).toBeInTheDocument();
    // what was typed stays, and nothing was sent
    expect(screen.getByLabelText('Anti-phishing code')).toHaveValue('ab');
    expect(sent.set).toHaveLength(0);

    await user.type(screen.getByLabelText('Anti-phishing code'), '-x');
    expect(await screen.findByText('Use only letters and digits')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Anti-phishing code'));
    await user.type(screen.getByLabelText('Anti-phishing code'), 'Lina2026');
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await user.keyboard('260518');
    await pastClickGuard();
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(await screen.findByText('Anti-phishing code saved')).toBeInTheDocument();
    expect(Object.fromEntries(sent.set[0]!)).toEqual({
      anti_phishing_code: 'Lina2026',
      pay_password: '260518',
      lang: 'en',
    });
    await waitFor(() => expect(screen.getByTestId('anti-phishing-current')).toHaveTextContent('Your code: Lina2026'));
    expect(screen.getByRole('button', { name: 'Change code' })).toBeInTheDocument();
  });

  it('asks an account without a pay password for a code sent with scene anti_phishing', async () => {
    const { user, sent } = setup({ code: 'OLD1', confirm_with: 'code' });
    expect(await screen.findByTestId('anti-phishing-current')).toHaveTextContent('Your code: OLD1');
    expect(screen.queryByRole('button', { name: 'Pay password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New anti-phishing code'), 'NEW2');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent.email).toHaveLength(1));
    expect(sent.email[0]!.get('scene')).toBe('anti_phishing');
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Change code' }));
    await waitFor(() => expect(sent.set).toHaveLength(1));
    expect(Object.fromEntries(sent.set[0]!)).toEqual({ anti_phishing_code: 'NEW2', code: '482913', lang: 'en' });
  });

  it('keeps what was typed when the backend refuses', async () => {
    const { user } = setup({ code: null, confirm_with: 'pay_password' });
    server.use(getSetAntiPhishingCodeMockHandler({ type: 'error', message: 'Wrong pay password' }));
    await user.type(await screen.findByLabelText('Anti-phishing code'), 'Lina2026');
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Set code' }));
    expect(await screen.findByText('Wrong pay password')).toBeInTheDocument();
    expect(screen.getByLabelText('Anti-phishing code')).toHaveValue('Lina2026');
    expect(screen.getByText('No anti-phishing code set yet')).toBeInTheDocument();
  });
});
