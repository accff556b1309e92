// Password recovery: the account, a code sent to it, a new password typed twice; a successful
// reset opens login with the account filled in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getResetPasswordMockHandler,
  getSendEmailCodeMockHandler,
  getSendSmsCodeMockHandler,
} from '@generated/api/auth/auth.msw';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { ForgetScreen } from '@/features/auth/forget-screen';
import { LoginScreen } from '@/features/auth/login-screen';
import { useLocation } from '@/lib/router';
import { MemoryRouter } from '@/lib/router-components';
import { Pages } from '../render';
import { server } from '../msw-server';

const FORGET = '/pages/common/forget';

/** The forget screen with the real login screen behind it, to see where a reset leads. */
function setup() {
  const resets: URLSearchParams[] = [];
  const emailCodes: URLSearchParams[] = [];
  const smsCodes: URLSearchParams[] = [];
  server.use(
    getGetSiteConfigMockHandler(),
    getResetPasswordMockHandler(async (info) => {
      resets.push(new URLSearchParams(await info.request.text()));
      return { type: 'ok', message: 'Password changed, please sign in again' };
    }),
    getSendEmailCodeMockHandler(async (info) => {
      emailCodes.push(new URLSearchParams(await info.request.text()));
      return { type: 'ok', message: 'The verification code has been sent' };
    }),
    getSendSmsCodeMockHandler(async (info) => {
      smsCodes.push(new URLSearchParams(await info.request.text()));
      return { type: 'ok', message: 'The verification code has been sent' };
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current = FORGET;
  function LocationProbe() {
    const location = useLocation();
    current = location.pathname + location.search;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[FORGET]}>
        <LocationProbe />
        <Pages pages={{ [FORGET]: <ForgetScreen />, '/pages/common/login': <LoginScreen /> }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return { user, resets, emailCodes, smsCodes, location: () => current };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { account?: string; code?: string; password?: string; rePassword?: string },
) {
  if (values.account) await user.type(screen.getByLabelText('E-mail'), values.account);
  if (values.code) await user.type(screen.getByLabelText('Verification code'), values.code);
  if (values.password) await user.type(screen.getByLabelText('New password'), values.password);
  if (values.rePassword) await user.type(screen.getByLabelText('Confirm password'), values.rePassword);
}

const submitButton = () => screen.getByRole('button', { name: 'Reset password' });

describe('ForgetScreen', () => {
  it('shows the screen with its fields', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('We will send a code to your e-mail address or phone.')).toBeInTheDocument();
    expect(await screen.findByText('Nova Exchange')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('placeholder', 'Enter your e-mail address');
    expect(screen.getByLabelText('New password')).toHaveAttribute('placeholder', '6-20 characters, no spaces');
  });

  it('shows translated messages for empty fields and sends nothing', async () => {
    const { user, resets } = setup();
    await user.click(submitButton());
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter the password again')).toBeInTheDocument();
    expect(resets).toHaveLength(0);
  });

  it('marks the inputs themselves invalid and links them to their messages', async () => {
    const { user } = setup();
    await user.click(submitButton());
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    await user.type(email, 'lina.chen@example.com');
    await user.tab();
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('checks the e-mail address, the code, the password rule and the repeated password', async () => {
    const { user, resets } = setup();
    await fill(user, { account: 'lina.chen@', code: '123', password: 'abc', rePassword: 'abd' });
    await user.click(submitButton());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The code has 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Use 6-20 characters without spaces')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(resets).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    const { user, resets } = setup();
    await fill(user, {
      account: 'lina.chen@example.com',
      code: '482913',
      password: 'N3w!pass',
      rePassword: 'N3w!pasz',
    });
    await user.click(submitButton());
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(screen.queryByText('Use 6-20 characters without spaces')).not.toBeInTheDocument();
    expect(resets).toHaveLength(0);
  });

  it('does not send a code to a malformed e-mail address', async () => {
    const { user, emailCodes } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(emailCodes).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('sends the code for the forget scene and counts down before a resend', async () => {
    const { user, emailCodes } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect(resend).toHaveTextContent('Resend in 60 s');
    expect(resend).toBeDisabled();
    expect(await screen.findByText('Code sent. It may take a minute to arrive.')).toBeInTheDocument();
    expect(Object.fromEntries(emailCodes[0]!)).toEqual({
      user_string: 'lina.chen@example.com',
      scene: 'forget',
      lang: 'en',
    });
    await user.click(resend);
    expect(emailCodes).toHaveLength(1);
  });

  it('resets the password and opens login with the account filled in', async () => {
    const { user, resets, location } = setup();
    await fill(user, {
      account: ' lina.chen@example.com ',
      code: '482913',
      password: 'N3w!pass',
      rePassword: 'N3w!pass',
    });
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/common/login?account=lina.chen%40example.com'));
    expect(resets).toHaveLength(1);
    expect(Object.fromEntries(resets[0]!)).toEqual({
      account: 'lina.chen@example.com',
      password: 'N3w!pass',
      repassword: 'N3w!pass',
      code: '482913',
      lang: 'en',
    });
    expect(await screen.findByText('Password changed, please sign in again')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('resets by phone: the code goes by SMS and login opens on the phone tab', async () => {
    const { user, resets, smsCodes, location } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(Object.fromEntries(smsCodes[0]!)).toEqual({
      area_code: '86',
      mobile: '13812345678',
      scene: 'forget',
      lang: 'en',
    });
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.type(screen.getByLabelText('New password'), 'N3w!pass');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w!pass');
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/common/login?account=13812345678&type=phone'));
    expect(resets[0]?.get('account')).toBe('13812345678');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone')).toHaveValue('13812345678');
  });

  it("shows the server's message for a refused reset and keeps what was typed", async () => {
    const { user, location } = setup();
    server.use(getResetPasswordMockHandler({ type: 'error', message: 'Verification code error' }));
    await fill(user, {
      account: 'lina.chen@example.com',
      code: '000000',
      password: 'N3w!pass',
      rePassword: 'N3w!pass',
    });
    await user.click(submitButton());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(location()).toBe(FORGET);
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
    expect(screen.getByLabelText('New password')).toHaveValue('N3w!pass');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('N3w!pass');
    expect(submitButton()).toBeEnabled();
  });

  it('shows a network error and stays on the screen', async () => {
    const { user, location } = setup();
    server.use(http.post('*/user/forget', () => HttpResponse.error()));
    await fill(user, {
      account: 'lina.chen@example.com',
      code: '482913',
      password: 'N3w!pass',
      rePassword: 'N3w!pass',
    });
    await user.click(submitButton());
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(location()).toBe(FORGET);
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
  });
});
