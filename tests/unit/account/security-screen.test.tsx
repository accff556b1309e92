// Security: the protections in place, the ways to the password screens, and phone binding (SMS code
// with its countdown, then /safe/mobile), with the generated handlers of the account and auth tags.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBindMobileMockHandler, getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getSendSmsCodeMockHandler } from '@generated/api/auth/auth.msw';
import type { User } from '@generated/model';
import { getSession } from '@/api/session';
import { getPhoneDraft, resetPhoneDraft, updatePhoneDraft } from '@/features/account/phone-binding-store';
import { SecurityScreen } from '@/features/account/security-screen';
import { AREA_CODES } from '@/lib/area-codes';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, loadAccountLocale, pastClickGuard, signIn } from './account-fixtures';

const PATH = '/pages/setting/security';

beforeAll(loadAccountLocale);
afterEach(() => act(() => resetPhoneDraft()));

function setup(user: User = lina(), route = PATH) {
  const sent = { sms: [] as URLSearchParams[], bind: [] as URLSearchParams[] };
  let current = user;
  server.use(
    getGetUserInfoMockHandler(() => ({ type: 'ok', message: current })),
    getSendSmsCodeMockHandler(async ({ request }) => {
      sent.sms.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Verification code sent' };
    }),
    getBindMobileMockHandler(async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.bind.push(body);
      current = { ...current, phone: body.get('mobile') };
      return { type: 'ok', message: 'Phone number bound successfully' };
    }),
  );
  signIn(user);
  const events = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<SecurityScreen />, { path: PATH, route });
  return { user: events, sent, ...view };
}

/** The phone row of the bindings list (the summary above names the phone too). */
const phoneItem = () =>
  screen
    .getAllByText('Phone')
    .find((el) => el.closest('.adm-list-item'))!
    .closest('.adm-list-item') as HTMLElement;

describe('SecurityScreen', () => {
  it('shows how well the account is protected, with colour not the only signal', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Security level: medium' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 protections on')).toBeInTheDocument();
    // Each protection says whether this user has it: e-mail and basic verification only.
    const summary = screen.getByRole('heading', { name: 'Security level: medium' }).closest('section')!;
    const states = [...summary.querySelectorAll('li')].map((li) => li.textContent);
    expect(states).toEqual(['E-mailOn', 'PhoneNot set up', 'Basic verificationOn', 'Advanced verificationNot set up']);
    expect(screen.getByText('li***@example.com')).toBeInTheDocument();
    expect(phoneItem()).toHaveTextContent('Bind now');
    expect(screen.getByText('Identity verification').closest('.adm-list-item')).toHaveTextContent('Basic verified');
  });

  it('says "high" when every protection is on', () => {
    setup(lina({ phone: '13812345678', review_status: 2 }));
    expect(screen.getByRole('heading', { name: 'Security level: high' })).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
  });

  it.each([
    ['Login password', '/pages/common/forget'],
    ['Set pay password', '/pages/setting/payPassword'],
    ['Change pay password', '/pages/setting/password'],
    ['Identity verification', '/pages/setting/real'],
    ['Withdrawal security', '/pages/setting/withdrawSecurity'],
    ['Quick lock', '/pages/setting/quickLock'],
  ])('"%s" opens %s', async (label, path) => {
    const { user, location } = setup();
    await user.click(screen.getByText(label));
    expect(location()).toBe(path);
  });

  it('says whether quick lock is on for this user on this device', () => {
    localStorage.removeItem(`quick-lock:${lina().id}`);
    const { unmount } = setup();
    const item = () => screen.getByText('Quick lock').closest('.adm-list-item') as HTMLElement;
    expect(item()).toHaveTextContent('A PIN when you come back to the app');
    expect(item()).toHaveTextContent('Off');
    unmount();
    localStorage.setItem(`quick-lock:${lina().id}`, JSON.stringify({ hash: 'aGFzaA==', salt: 'c2FsdA==', delay: 1 }));
    setup();
    expect(item()).toHaveTextContent('On');
    localStorage.removeItem(`quick-lock:${lina().id}`);
  });

  it('binds a phone: checks the number, texts the code with a countdown, then binds', async () => {
    const { user, sent, location } = setup();
    await user.click(phoneItem());
    const sheet = await screen.findByRole('heading', { name: 'Bind phone' });
    const form = sheet.parentElement as HTMLElement;
    expect(location()).toBe(`${PATH}?bind=phone`);

    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Enter your phone number')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Phone number'), '12345678901');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(sent.sms).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone number'));
    await user.type(within(form).getByLabelText('Phone number'), '13812345678');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    expect(Object.fromEntries(sent.sms[0]!)).toEqual({
      area_code: '86',
      mobile: '13812345678',
      scene: 'bind',
      lang: 'en',
    });

    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect(await within(form).findByText('Enter the verification code')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Verification code'), '482913');
    await pastClickGuard();
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Phone number bound successfully')).toBeInTheDocument();
    expect(Object.fromEntries(sent.bind[0]!)).toEqual({
      mobile: '13812345678',
      code: '482913',
      area_code: '86',
      lang: 'en',
    });
    await waitFor(() => expect(location()).toBe(PATH));
    await waitFor(() => expect(getSession().user?.phone).toBe('13812345678'));
  });

  it('keeps the number and the code when the code is refused', async () => {
    const { user } = setup(lina(), `${PATH}?bind=phone`);
    server.use(getBindMobileMockHandler({ type: 'error', message: 'Verification code error' }));
    const form = (await screen.findByRole('heading', { name: 'Bind phone' })).parentElement as HTMLElement;
    await user.type(within(form).getByLabelText('Phone number'), '13812345678');
    await user.type(within(form).getByLabelText('Verification code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone number')).toHaveValue('13812345678');
    expect(within(form).getByLabelText('Verification code')).toHaveValue('000000');
    expect(getSession().user?.phone).toBeNull();
  });

  it('opens the area code page with the typed number kept, and uses the chosen code', async () => {
    const japan = AREA_CODES.find((a) => a.iso === 'JP')!;
    const { user, location, sent } = setup(lina(), `${PATH}?bind=phone`);
    const form = (await screen.findByRole('heading', { name: 'Bind phone' })).parentElement as HTMLElement;
    await user.type(within(form).getByLabelText('Phone number'), '9012345678');
    await user.click(within(form).getByRole('button', { name: /Country code \+86/ }));
    expect(location()).toBe('/pages/setting/areas');
    expect(getPhoneDraft().mobile).toBe('9012345678');
    act(() => updatePhoneDraft({ area: japan }));
    expect(getPhoneDraft()).toEqual({ area: japan, mobile: '9012345678' });
    expect(sent.sms).toHaveLength(0);
  });

  it('sends the chosen area code with a non-mainland number', async () => {
    const japan = AREA_CODES.find((a) => a.iso === 'JP')!;
    act(() => updatePhoneDraft({ area: japan, mobile: '9012345678' }));
    const { user, sent } = setup(lina(), `${PATH}?bind=phone`);
    const form = (await screen.findByRole('heading', { name: 'Bind phone' })).parentElement as HTMLElement;
    expect(within(form).getByLabelText('Phone number')).toHaveValue('9012345678');
    expect(within(form).getByRole('button', { name: /Country code \+81/ })).toHaveTextContent('+81');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent.sms).toHaveLength(1));
    expect(sent.sms[0]?.get('area_code')).toBe('81');
    expect(sent.sms[0]?.get('mobile')).toBe('9012345678');
  });
});
