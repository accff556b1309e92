import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetUserInfoMockHandler, getGetUserInfoResponseMock } from '@generated/api/account/account.msw';
import { getLoginUserMockHandler } from '@generated/api/auth/auth.msw';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { getSession } from '@/api/session';
import { LoginScreen } from '@/features/auth/login-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

function setup(route = '/pages/common/login') {
  const bodies: URLSearchParams[] = [];
  server.use(
    getGetSiteConfigMockHandler(),
    getGetUserInfoMockHandler(),
    getLoginUserMockHandler(async (info) => {
      bodies.push(new URLSearchParams(await info.request.text()));
      return { type: 'ok', message: '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5' };
    }),
  );
  const user = userEvent.setup();
  const view = renderScreen(<LoginScreen />, { path: '/pages/common/login', route });
  return { user, bodies, ...view };
}

describe('LoginScreen', () => {
  it('shows translated messages for empty fields and sends nothing', async () => {
    const { user, bodies } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('rejects a malformed e-mail address before any request', async () => {
    const { user, bodies } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('checks mainland phone numbers (+86) on the phone tab', async () => {
    const { user, bodies } = setup();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '12345678901');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('signs in, stores token and user, and lands on Home', async () => {
    const { user, bodies, location } = setup();
    await user.type(screen.getByLabelText('E-mail'), ' lina.chen@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Tr4de!safe');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      user_string: 'lina.chen@example.com',
      password: 'Tr4de!safe',
      type: '1',
      lang: 'en',
    });
    expect(getSession().token).toBe('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    expect(getSession().user).toEqual(
      getGetUserInfoResponseMock().type === 'ok' ? getGetUserInfoResponseMock().message : null,
    );
  });

  it('sends the phone number with its area code id and returns to an allowed redirect', async () => {
    const { user, bodies, location } = setup('/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone'), '13812345678');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/pages/fund/assets'));
    expect(bodies[0]?.get('user_string')).toBe('13812345678');
    expect(bodies[0]?.get('area_code_id')).toBe('1');
  });

  it('ignores a redirect to another site', async () => {
    const { user, location } = setup('/pages/common/login?redirect=https%3A%2F%2Fevil.test%2F');
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { user } = setup();
    server.use(getLoginUserMockHandler({ type: 'error', message: 'Login failed, wrong account or password' }));
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed, wrong account or password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    expect(getSession().token).toBeNull();
  });

  it('shows a network error and keeps what was typed', async () => {
    const { user, location } = setup();
    server.use(http.post('*/user/login', () => HttpResponse.error()));
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('lina.chen@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(location()).toBe('/pages/common/login');
  });

  it('sends one sign-in for a burst of clicks', async () => {
    const { user, bodies } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'lina.chen@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.tripleClick(button);
    await waitFor(() => expect(getSession().token).not.toBeNull());
    expect(bodies).toHaveLength(1);
  });
});
