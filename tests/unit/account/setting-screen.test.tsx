// Settings: the signed-in user, the entries of the account, the language switch, the privacy
// statement and signing out, with the generated handlers of the account, auth and content tags.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler, getListNotificationsMockHandler } from '@generated/api/account/account.msw';
import { getListFiatRatesMockHandler } from '@generated/api/assets/assets.msw';
import { getLogoutUserMockHandler } from '@generated/api/auth/auth.msw';
import {
  getGetPopupNoticeMockHandler,
  getGetSettingMockHandler,
  getListNewsMockHandler,
} from '@generated/api/content/content.msw';
import { resetFiatRates } from '@/api/fiat-rates';
import { getSession } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SettingScreen } from '@/features/account/setting-screen';
import { resetFiat } from '@/hooks/use-fiat';
import { setThemeChoice, startTheme } from '@/lib/theme';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lastDialog, lina, loadAccountLocale, signIn } from './account-fixtures';

const PATH = '/pages/setting/setting';

beforeAll(loadAccountLocale);
afterEach(async () => {
  await act(async () => {
    await i18next.changeLanguage('en');
  });
  localStorage.clear();
  resetFiatRates();
  resetFiat();
});

function setup({ stored = true } = {}) {
  const calls = { logout: 0, info: 0 };
  server.use(
    getListFiatRatesMockHandler(),
    // The unread badge of "System notifications" reads the announcements, the popup notice and
    // the account notices.
    getListNewsMockHandler(),
    getGetPopupNoticeMockHandler(),
    getListNotificationsMockHandler(),
    getGetUserInfoMockHandler(() => {
      calls.info += 1;
      return { type: 'ok', message: lina() };
    }),
    getLogoutUserMockHandler(() => {
      calls.logout += 1;
      return { type: 'ok', message: 'Logged out' };
    }),
  );
  signIn(stored ? lina() : null);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<SettingScreen />, { path: PATH, route: PATH });
  return { user, calls, ...view };
}

describe('SettingScreen', () => {
  it('shows who is signed in: nickname, masked e-mail, UID, verification, level and credit score', async () => {
    setup();
    const card = screen.getByRole('region', { name: 'Your account' });
    expect(within(card).getByText('Lina')).toBeInTheDocument();
    expect(within(card).getByText('li***@example.com')).toBeInTheDocument();
    expect(card).toHaveTextContent('UID 100238');
    expect(within(card).getByText('Basic verified')).toBeInTheDocument();
    expect(within(card).getByText('Level 1')).toBeInTheDocument();
    expect(within(card).getByText('Credit score 100')).toBeInTheDocument();
    // The invite row shows the user's own code.
    expect(screen.getByText('Invite friends').closest('.adm-list-item')).toHaveTextContent('NX7K2Q');
  });

  it('loads the user with a skeleton when none is stored, and shows the latest answer', async () => {
    const { calls } = setup({ stored: false });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Lina')).toBeInTheDocument();
    expect(calls.info).toBe(1);
    expect(getSession().user?.nickname).toBe('Lina');
  });

  it('shows an error with a retry when the user cannot be loaded', async () => {
    server.use(
      getListFiatRatesMockHandler(),
      getListNewsMockHandler(),
      getGetPopupNoticeMockHandler(),
      getListNotificationsMockHandler(),
      http.get('*/user/info', () => HttpResponse.json({ type: 'ok', message: { id: 'x' } })),
    );
    signIn(null);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<SettingScreen />, { path: PATH, route: PATH });
    expect(
      await screen.findByText('The server sent an answer this app cannot read. Please try again later.'),
    ).toBeInTheDocument();
    server.use(getGetUserInfoMockHandler({ type: 'ok', message: lina({ nickname: 'Mia' }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mia')).toBeInTheDocument();
  });

  it.each([
    ['Profile', '/pages/setting/userInfo'],
    ['Security', '/pages/setting/security'],
    ['Identity verification', '/pages/setting/real'],
    ['Invite friends', '/pages/setting/share'],
    ['Wallet addresses', '/pages/setting/wallet'],
    ['Bank cards', '/pages/setting/bank'],
    ['Bills', '/pages/setting/bill'],
    ['System notifications', '/pages/setting/notice'],
  ])('"%s" opens %s', async (label, path) => {
    const { user, location } = setup();
    await user.click(screen.getByText(label));
    expect(location()).toBe(path);
  });

  it('switches the language without a reload', async () => {
    const { user } = setup();
    expect(screen.getByText('Language').closest('.adm-list-item')).toHaveTextContent('English');
    await user.click(screen.getByText('Language'));
    await user.click(await screen.findByText('简体中文'));
    expect(await screen.findByText('设置')).toBeInTheDocument();
    expect(screen.getByText('身份认证')).toBeInTheDocument();
  });

  it('chooses the default display currency', async () => {
    const { user } = setup();
    const row = () => screen.getByText('Default currency').closest('.adm-list-item');
    expect(row()).toHaveTextContent('USD · US Dollar');
    await user.click(screen.getByText('Default currency'));
    expect(await screen.findByText('1 USDT ≈ 0.9287 EUR')).toBeInTheDocument();
    await user.click(screen.getByText('Euro'));
    await waitFor(() => expect(row()).toHaveTextContent('EUR · Euro'));
  });

  it('switches the theme at once and keeps the choice', async () => {
    const stop = startTheme(null);
    try {
      const { user } = setup();
      const row = () => screen.getByText('Theme').closest('.adm-list-item');
      expect(row()).toHaveTextContent('Follow system');
      await user.click(screen.getByText('Theme'));
      expect(await screen.findByText("Matches your device's light or dark setting")).toBeInTheDocument();
      await user.click(screen.getByText('Light'));
      await waitFor(() => expect(row()).toHaveTextContent('Light'));
      expect(document.documentElement.dataset.theme).toBe('light');
      expect(localStorage.getItem('theme')).toBe('light');
    } finally {
      setThemeChoice('system');
      stop();
    }
  });

  it('shows the privacy statement from the site settings, sanitized', async () => {
    let keyword: string | null = null;
    server.use(
      getGetSettingMockHandler(({ request }) => {
        keyword = new URL(request.url).searchParams.get('keyword');
        return { type: 'ok', message: '<p>We keep your data safe.</p><script>window.hacked = true</script>' };
      }),
    );
    const { user } = setup();
    await user.click(screen.getByText('Privacy statement'));
    expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
    expect(keyword).toBe('privacy_statement');
    expect(document.querySelector('.html-content script')).toBeNull();
  });

  it('logs out after confirming: the server is told, the session cleared, and Home opened', async () => {
    const { user, calls, location } = setup();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('You will need to log in again to trade and see your assets.');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.logout).toBe(1);
    expect(getSession()).toEqual({ token: null, user: null, ended: 'logout' });
  });

  it('keeps the session when logging out is cancelled', async () => {
    const { user, calls } = setup();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    const dialog = await lastDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.logout).toBe(0);
    expect(getSession().token).not.toBeNull();
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    const { user, location } = setup();
    server.use(http.get('*/user/logout', () => HttpResponse.error()));
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await user.click(within(await lastDialog()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(getSession().token).toBeNull();
  });
});
