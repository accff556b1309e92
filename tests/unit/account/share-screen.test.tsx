// Invite friends: the invitation code and registration link, as text, copy buttons and a QR code,
// and the system share sheet where the browser offers one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { ShareScreen } from '@/features/account/share-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { lina, loadAccountLocale, signIn } from './account-fixtures';

const PATH = '/pages/setting/share';

beforeAll(loadAccountLocale);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function setup(stored = true) {
  server.use(getGetUserInfoMockHandler({ type: 'ok', message: lina() }));
  signIn(stored ? lina() : null);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<ShareScreen />, { path: PATH, route: PATH });
  return { user, ...view };
}

const link = () => `${location.origin}/h5/#/pages/common/register?code=NX7K2Q`;

describe('ShareScreen', () => {
  it('shows the invitation code, the registration link and its QR code', () => {
    setup();
    expect(screen.getByText('NX7K2Q')).toBeInTheDocument();
    expect(screen.getByText(link())).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('copies the code and the link', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('NX7K2Q');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link());
  });

  it('offers no share button where the browser has no share sheet', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('opens the system share sheet with the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me',
      text: 'Register with my invitation code NX7K2Q',
      url: link(),
    });
  });

  it('loads the user when none is stored, and shows an error with a retry on failure', async () => {
    server.use(http.get('*/user/info', () => HttpResponse.error()));
    signIn(null);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<ShareScreen />, { path: PATH, route: PATH });
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    server.use(getGetUserInfoMockHandler({ type: 'ok', message: lina() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('NX7K2Q')).toBeInTheDocument());
  });
});
