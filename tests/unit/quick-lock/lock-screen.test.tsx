// The quick lock as the user meets it: back after the delay (or reloaded while locked) a full-screen
// dialog with a labelled PIN pad covers the app; a wrong PIN says how many tries are left, the right
// one unlocks; the fifth wrong one, or "Forgot PIN", signs out as the app's logout does and says why.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLogoutUserMockHandler } from '@generated/api/auth/auth.msw';
import { getSession } from '@/api/session';
import { i18next } from '@/app/i18n';
import { savePin } from '@/features/quick-lock/pin';
import { QuickLockGate } from '@/features/quick-lock/quick-lock-gate';
import { isLocked, readConfig, setLocked, writeConfig, writeHiddenAt } from '@/lib/quick-lock';
import { lina, signIn } from '../account/account-fixtures';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const USER = lina().id;
const PIN = '2580';

beforeAll(() => i18next.loadNamespaces(['quick-lock']));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

let signedOut = 0;
async function setup({ hiddenFor = 0, delay = 1 as const, locked = false, failures = 0 } = {}) {
  signedOut = 0;
  server.use(
    getLogoutUserMockHandler(() => {
      signedOut += 1;
      return { type: 'ok', message: 'Logged out' };
    }),
  );
  signIn(lina());
  await savePin(USER, PIN, delay);
  if (failures) writeConfig(USER, { ...readConfig(USER)!, failures });
  if (hiddenFor) writeHiddenAt(Date.now() - hiddenFor);
  if (locked) setLocked(true);
  const user = userEvent.setup();
  const view = renderScreen(<QuickLockGate />);
  return { user, ...view };
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = screen.getByRole('group', { name: 'Enter your PIN to unlock' });
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('QuickLockGate', () => {
  it('stays out of the way when the app was not away long enough', async () => {
    await setup({ hiddenFor: 30_000, delay: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isLocked()).toBe(false);
  });

  it('locks when the app comes back after the delay: wrong PIN says the tries left, the right one unlocks', async () => {
    const { user } = await setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const start = Date.now();
    setVisibility('hidden');
    vi.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    setVisibility('visible');
    const dialog = await screen.findByRole('dialog', { name: 'App locked' });
    expect(isLocked()).toBe(true);
    // a labelled pad: ten digits and delete, the dots say how many are typed
    const pad = within(dialog).getByRole('group', { name: 'Enter your PIN to unlock' });
    expect(within(pad).getAllByRole('button', { name: /^\d$/ })).toHaveLength(10);
    expect(within(pad).getByRole('button', { name: 'Delete the last digit' })).toBeInTheDocument();
    await waitFor(() => expect(pad).toHaveFocus());

    await typePin(user, '1111');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong PIN. 4 tries left before you are signed out.'),
    );
    await user.click(within(pad).getByRole('button', { name: '2' }));
    expect(within(pad).getByRole('status')).toHaveAccessibleName('1 digit typed');
    await user.click(within(pad).getByRole('button', { name: 'Delete the last digit' }));
    expect(within(pad).getByRole('status')).toHaveAccessibleName('0 digits typed');
    // the keyboard's digits work too
    await user.keyboard(PIN);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isLocked()).toBe(false);
    expect(readConfig(USER)!.failures).toBe(0);
    expect(getSession().token).not.toBeNull();
  });

  it('"immediately" locks on any return', async () => {
    await setup({ delay: 0 as never });
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByRole('dialog', { name: 'App locked' })).toBeInTheDocument();
  });

  it('a reload while locked stays locked, with the tries already used', async () => {
    await setup({ locked: true, failures: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'App locked' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('3 tries left before you are signed out.');
  });

  it('starts locked when the app was closed for longer than the delay', async () => {
    await setup({ hiddenFor: 5 * 60_000, delay: 1 });
    expect(await screen.findByRole('dialog', { name: 'App locked' })).toBeInTheDocument();
  });

  it('the fifth wrong PIN in a row signs out as the logout does, forgets the PIN and says why', async () => {
    // three wrong before a reload
    const { user, location } = await setup({ locked: true, failures: 3 });
    await screen.findByRole('dialog', { name: 'App locked' });
    await typePin(user, '9999');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN. 1 try left before you are signed out.'),
    );
    await typePin(user, '9999');
    const dialog = await screen.findByRole('dialog', { name: 'You have been signed out' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The PIN was entered wrongly 5 times, so you were signed out to protect your account.',
    );
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(signedOut).toBe(1);
    expect(readConfig(USER)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/pages/common/login');
  });

  it('"Forgot PIN" asks, then signs out', async () => {
    const { user } = await setup({ locked: true });
    await user.click(await screen.findByRole('button', { name: 'Forgot PIN?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot your PIN?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the PIN' }));
    await user.click(screen.getByRole('button', { name: 'Forgot PIN?' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'You have been signed out' })).toHaveTextContent(
      'Quick lock is off and you have been signed out.',
    );
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(readConfig(USER)).toBeNull();
  });
});
