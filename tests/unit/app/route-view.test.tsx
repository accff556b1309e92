// The route table as a person meets it: an unknown address says "page not found" with the way
// home (never a silent jump), a page names itself in the browser's title, and a signed-in person
// who opens the login page goes on to where they were headed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { setToken } from '@/api/session';
import { RouteView } from '@/app/route-view';
import { routeOfHash, routeOfPath } from '@/app/routes';
import { LoginScreen } from '@/features/auth/login-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';

describe('RouteView', () => {
  it('says a page does not exist, names it, and offers the way home', async () => {
    const user = userEvent.setup();
    const { location } = renderScreen(<RouteView />, { path: '*', route: '/pages/nowhere/at-all?x=1' });
    expect(
      await screen.findByText('This page does not exist in the app, or its address has changed.'),
    ).toBeInTheDocument();
    // In the navigation bar and as the result's title.
    expect(screen.getAllByText('Page not found')).toHaveLength(2);
    expect(screen.getByText('/pages/nowhere/at-all')).toBeInTheDocument();
    expect(location()).toBe('/pages/nowhere/at-all?x=1');
    await waitFor(() => expect(document.title).toBe('Page not found'));
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('opens a page whatever the case of its address and a trailing slash, as the router always did', async () => {
    server.use(getGetSiteConfigMockHandler());
    renderScreen(<RouteView />, { path: '*', route: '/Pages/Common/LOGIN/?redirect=%2F' });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});

describe('routeOfPath / routeOfHash', () => {
  it('finds the table entry of a path, ignoring case and a trailing slash, and nothing else', () => {
    expect(routeOfPath('/pages/fund/fundTransfer')?.path).toBe('/pages/fund/fundTransfer');
    expect(routeOfPath('/PAGES/FUND/FUNDTRANSFER/')?.path).toBe('/pages/fund/fundTransfer');
    expect(routeOfPath('/')?.path).toBe('/');
    expect(routeOfPath('/pages/fund')).toBeUndefined();
    expect(routeOfPath('/pages/fund/fundTransfer/more')).toBeUndefined();
    expect(routeOfHash('#/pages/transaction/index?type=2')?.path).toBe('/pages/transaction/index');
    expect(routeOfHash('')?.path).toBe('/');
  });
});

describe('LoginScreen signed in', () => {
  it('goes on to the allowed page it was asked for, without showing the form', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { location } = renderScreen(<LoginScreen />, {
      path: '/pages/common/login',
      route: '/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets',
    });
    await waitFor(() => expect(location()).toBe('/pages/fund/assets'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('goes home when the redirect is not one of the app pages', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { location } = renderScreen(<LoginScreen />, {
      path: '/pages/common/login',
      route: '/pages/common/login?redirect=https%3A%2F%2Fevil.test%2F',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('a signed-out person sees the form and the page title', async () => {
    server.use(getGetSiteConfigMockHandler());
    renderScreen(<LoginScreen />, { path: '/pages/common/login', route: '/pages/common/login' });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log in'));
  });
});
