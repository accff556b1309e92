// Registration: account, code (60 s resend countdown), password twice, optional invitation code
// and the user agreement; the code is checked with /user/check_email before /user/register.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCheckEmailCodeMockHandler,
  getRegisterUserMockHandler,
  getSendEmailCodeMockHandler,
  getSendSmsCodeMockHandler,
} from '@generated/api/auth/auth.msw';
import { getGetSettingMockHandler, getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { RegisterScreen } from '@/features/auth/register-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const REGISTER = '/pages/common/register';

// jsdom has no pointer capture, which the sheet's swipe-to-close handler calls on pointer down.
const capture = Element.prototype as Partial<Pick<Element, 'setPointerCapture' | 'releasePointerCapture'>>;
beforeAll(() => {
  capture.setPointerCapture ??= () => {};
  capture.releasePointerCapture ??= () => {};
});

interface Seen {
  path: string;
  body: Record<string, string>;
}

function setup(route = REGISTER) {
  const calls: Seen[] = [];
  const record = async (request: Request) => {
    calls.push({
      path: new URL(request.url).pathname,
      body: Object.fromEntries(new URLSearchParams(await request.text())),
    });
  };
  server.use(
    getGetSiteConfigMockHandler(),
    getSendEmailCodeMockHandler(async ({ request }) => {
      await record(request);
      return { type: 'ok', message: 'The verification code has been sent' };
    }),
    getSendSmsCodeMockHandler(async ({ request }) => {
      await record(request);
      return { type: 'ok', message: 'The verification code has been sent' };
    }),
    getCheckEmailCodeMockHandler(async ({ request }) => {
      await record(request);
      return { type: 'ok', message: 'Verification succeeded' };
    }),
    getRegisterUserMockHandler(async ({ request }) => {
      await record(request);
      return { type: 'ok', message: 'Registration succeeded' };
    }),
  );
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<RegisterScreen />, { path: REGISTER, route });
  const paths = () => calls.map((call) => call.path.replace(/^\/api/, ''));
  return { user, calls, paths, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes a value into the field with that label, as a user pasting from a password manager. */
async function paste(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillValid(user: User, { agree = true }: { agree?: boolean } = {}) {
  await paste(user, 'E-mail', ' lina.chen@example.com ');
  await paste(user, 'Verification code', '482913');
  await paste(user, 'Password', 'Tr4de!safe');
  await paste(user, 'Confirm password', 'Tr4de!safe');
  if (agree) await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
}

/** Lets the fake clock run second by second, rendering after each tick as the browser would. */
async function seconds(count: number) {
  for (let i = 0; i < count; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/** Waits for the agreement sheet to finish sliding in (until then it takes no clicks). */
async function popupOpened() {
  const title = await screen.findByRole('heading', { name: 'User Agreement', level: 2 });
  const sheet = title.closest<HTMLElement>('.adm-popup-body');
  expect(sheet).not.toBeNull();
  await waitFor(() => expect(sheet?.style.pointerEvents).not.toBe('none'));
}

const submitButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('RegisterScreen', () => {
  it('shows translated messages for empty fields and sends no request', async () => {
    const { user, calls } = setup();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter the password again')).toBeInTheDocument();
    expect(screen.getByText('Please read and accept the User Agreement')).toBeInTheDocument();
    // The invitation code is optional.
    expect(screen.queryByText('Invitation codes have up to 12 letters or digits')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('"Send code" with a malformed e-mail address shows the message and sends nothing', async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('"Send code" with an empty e-mail address asks for it and sends nothing', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal to send a code and keeps the button usable", async () => {
    const { user } = setup();
    server.use(getSendEmailCodeMockHandler({ type: 'error', message: 'Sending too frequently' }));
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sending too frequently')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByText('Code sent. It may take a minute to arrive.')).not.toBeInTheDocument();
  });

  it('refuses two passwords that do not match', async () => {
    const { user, calls } = setup();
    await paste(user, 'E-mail', 'lina.chen@example.com');
    await paste(user, 'Verification code', '482913');
    await user.type(screen.getByLabelText('Password'), 'Tr4de!safe');
    await user.type(screen.getByLabelText('Confirm password'), 'Tr4de!safer');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await user.click(submitButton());
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the code format, the password rule and the invitation code', async () => {
    const { user, calls } = setup();
    await paste(user, 'E-mail', 'lina.chen@example.com');
    await user.type(screen.getByLabelText('Verification code'), '48a2');
    await paste(user, 'Password', 'Tr4 de');
    await paste(user, 'Confirm password', 'Tr4 de');
    await user.type(screen.getByLabelText('Invitation code (optional)'), 'AB-12');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await user.click(submitButton());
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    // Only digits are kept in the code field.
    expect(screen.getByLabelText('Verification code')).toHaveValue('482');
    expect(screen.getByText('Use 6-20 characters without spaces')).toBeInTheDocument();
    expect(screen.getByText('Invitation codes have up to 12 letters or digits')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks to accept the agreement when it is not ticked', async () => {
    const { user, calls } = setup();
    await fillValid(user, { agree: false });
    await user.click(submitButton());
    expect(await screen.findByText('Please read and accept the User Agreement')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('checks the code, registers, and opens login with the account filled in', async () => {
    const { user, calls, paths, location } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Invitation code (optional)'), ' NX7K2Q ');
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/common/login?account=lina.chen%40example.com'));
    expect(paths()).toEqual(['/user/check_email', '/user/register']);
    expect(calls[0]?.body).toEqual({
      user_string: 'lina.chen@example.com',
      scene: 'register',
      email_code: '482913',
      lang: 'en',
    });
    expect(calls[1]?.body).toEqual({
      user_string: 'lina.chen@example.com',
      code: '482913',
      password: 'Tr4de!safe',
      re_password: 'Tr4de!safe',
      extension_code: 'NX7K2Q',
      type: 'email',
      lang: 'en',
    });
    expect(await screen.findByText('Registration succeeded')).toBeInTheDocument();
  });

  it('registers a phone number with its area code and opens login on the phone tab', async () => {
    const { user, calls, paths, location } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '13812345678');
    await paste(user, 'Verification code', '482913');
    await paste(user, 'Password', 'Tr4de!safe');
    await paste(user, 'Confirm password', 'Tr4de!safe');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe('/pages/common/login?account=13812345678&type=phone'));
    expect(paths()).toEqual(['/user/check_email', '/user/register']);
    expect(calls[0]?.body).toMatchObject({ user_string: '13812345678', country_code: '86', scene: 'register' });
    expect(calls[1]?.body).toEqual({
      user_string: '13812345678',
      code: '482913',
      password: 'Tr4de!safe',
      re_password: 'Tr4de!safe',
      extension_code: '',
      type: 'mobile',
      area_code: '86',
      lang: 'en',
    });
  });

  it('does not register when the code check is refused', async () => {
    const { user, paths, location } = setup();
    server.use(getCheckEmailCodeMockHandler({ type: 'error', message: 'Verification code error' }));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(paths()).not.toContain('/user/register');
    expect(location()).toBe(REGISTER);
  });

  it("shows the server's message when registration is refused and keeps what was typed", async () => {
    const { user, paths, location } = setup();
    server.use(getRegisterUserMockHandler({ type: 'error', message: 'This account is already registered' }));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('This account is already registered')).toBeInTheDocument();
    expect(paths()).toEqual(['/user/check_email']);
    expect(location()).toBe(REGISTER);
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
    expect(screen.getByLabelText('Verification code')).toHaveValue('482913');
    expect(screen.getByLabelText('Password')).toHaveValue('Tr4de!safe');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Tr4de!safe');
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to the' })).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it('shows a network error when registration cannot reach the server', async () => {
    const { user, location } = setup();
    server.use(http.post('*/user/register', () => HttpResponse.error()));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(location()).toBe(REGISTER);
  });

  it('prefills the invitation code from ?code=', () => {
    setup(`${REGISTER}?code=ABC123`);
    expect(screen.getByLabelText('Invitation code (optional)')).toHaveValue('ABC123');
  });

  it('prefills the invitation code from ?invite= and sends it', async () => {
    const { user, calls } = setup(`${REGISTER}?invite=XYZ789`);
    expect(screen.getByLabelText('Invitation code (optional)')).toHaveValue('XYZ789');
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body.extension_code).toBe('XYZ789');
  });

  it('"Log in" opens the login page', async () => {
    const { user, location } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location()).toBe('/pages/common/login');
  });

  describe('user agreement', () => {
    it('opens in a popup with the sanitized agreement text', async () => {
      const { user } = setup();
      const asked: URL[] = [];
      server.use(
        getGetSettingMockHandler(({ request }) => {
          asked.push(new URL(request.url));
          return {
            type: 'ok',
            message:
              '<h3>Terms of use</h3><p>You must be at least 18 years old.</p>' +
              '<img src="x" alt="seal" onerror="window.__pwned = 1">' +
              '<script>window.__pwned = 2</script>' +
              '<a href="javascript:window.__pwned = 3">Click me</a>' +
              '<a href="https://nova.test/terms">Full terms</a>' +
              '<p style="color:red" onclick="window.__pwned = 4">Risk warning</p>',
          };
        }),
      );
      expect(asked).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'User Agreement' }));

      expect(await screen.findByText('You must be at least 18 years old.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'User Agreement', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('keyword')).toBe('register_agreement');

      expect(document.querySelector('script')).toBeNull();
      expect(document.querySelector('[onerror], [onclick], [style*="color"]')).toBeNull();
      expect(screen.getByRole('img', { name: 'seal' })).not.toHaveAttribute('onerror');
      expect(screen.getByText('Click me')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
      expect(screen.getByRole('link', { name: 'Full terms' })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'Full terms' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(screen.getByText('Risk warning')).toBeInTheDocument();
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    });

    it('shows an error with a retry when the agreement cannot be loaded', async () => {
      const { user } = setup();
      server.use(http.get('*/getSetting', () => new HttpResponse(null, { status: 500 })));
      await user.click(screen.getByRole('button', { name: 'User Agreement' }));
      await popupOpened();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The service is unavailable right now (HTTP 500). Please try again later.');
      server.use(getGetSettingMockHandler());
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText(/By registering you confirm that you are at least 18 years old/),
      ).toBeInTheDocument();
    });
  });

  // Kept last: useCountdown also remembers the end time in module memory (not only in
  // sessionStorage), so a countdown started here would still run in the tests after it.
  it('"Send code" sends the register code, then counts down 60 s before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, calls, paths } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const resend = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(resend).toBeDisabled();
    expect(paths()).toEqual(['/sms_mail']);
    expect(calls[0]?.body).toEqual({ user_string: 'lina.chen@example.com', scene: 'register', lang: 'en' });
    expect(await screen.findByText('Code sent. It may take a minute to arrive.')).toBeInTheDocument();

    await seconds(1);
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Resend in/ }));
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(57_000));
    await seconds(1);
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await seconds(1);
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again).toBeEnabled();
    await user.click(again);
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(calls).toHaveLength(2);
  });
});
