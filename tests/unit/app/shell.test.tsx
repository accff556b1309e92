// The app shell: the session guard, lazily loaded pages, the per-route error boundary and the
// bottom tab bar.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getUserInfo } from '@generated/api/account/account';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { apiEffects, setApiEffects } from '@/api/effects';
import { clearSession, setToken } from '@/api/session';
import { AuthGuard } from '@/app/auth-guard';
import { LazyPage, PAGE_LOAD_TIMEOUT, type PageLoader, type PageModule } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { TabBar } from '@/app/tab-bar';
import { server } from '../msw-server';
import { renderScreen } from '../render';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pageModule = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });

describe('AuthGuard', () => {
  const assets = (
    <AuthGuard>
      <h1>My assets</h1>
    </AuthGuard>
  );

  it('without a token asks to log in first and opens login after 1.2 s with the way back', async () => {
    // Only the timers are fake, and they move only when moved: however long the machine takes,
    // the 1.2 s are the page's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { location } = renderScreen(assets, {
      path: '/pages/fund/assets',
      route: '/pages/fund/assets?tab=usdt&from=home',
    });
    const fallback = screen.getByRole('status');
    expect(within(fallback).getByText('Please log in first')).toBeInTheDocument();
    expect(screen.queryByText('My assets')).not.toBeInTheDocument();

    // Still here 1.1 s after the page showed, on the sign-in 0.15 s later.
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(location()).toBe('/pages/fund/assets?tab=usdt&from=home');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(location()).toBe('/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets%3Ftab%3Dusdt%26from%3Dhome');
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
    // The same words came as a toast (its kit loads on demand; vi.waitFor moves the timers on).
    await vi.waitFor(() => expect(screen.getByText('Please log in first')).toBeInTheDocument(), {
      timeout: 10_000,
    });
  });

  it('opens login at once from its "Log in" button', async () => {
    const user = userEvent.setup();
    const { location } = renderScreen(assets, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
    // (The toast that comes with it is asserted in the first test.)
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Log in' }));
    expect(location()).toBe('/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets');
  });

  it('with a token shows the page and does not redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { location, container } = renderScreen(assets, {
      path: '/pages/fund/assets',
      route: '/pages/fund/assets',
    });
    expect(screen.getByRole('heading', { name: 'My assets' })).toBeInTheDocument();
    expect(within(container).queryByText('Please log in first')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/pages/fund/assets');
    expect(within(container).queryByText('Please log in first')).not.toBeInTheDocument();
  });

  it('hides the page as soon as the session ends', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    renderScreen(assets, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
    expect(screen.getByText('My assets')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByText('My assets')).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Please log in first')).toBeInTheDocument();
  });

  it.each([
    ['logout', 'the person signed out (the app goes home)'],
    ['expired', 'a 999 (the client already said so and opens login)'],
  ] as const)('leaves quietly when the session ends by %s: %s', async (ended, _why) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const { location } = renderScreen(assets, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
    act(() => clearSession(ended));
    expect(screen.queryByText('My assets')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
    expect(location()).toBe('/pages/fund/assets');
  });

  it('leaves quietly when a 999 ended the session just before the page opened (an expired token on a returning visit)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const navigated = vi.fn();
    const before = { ...apiEffects };
    onTestFinished(() => setApiEffects(before));
    setApiEffects({ toast: vi.fn(), navigate: navigated });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(getGetUserInfoMockHandler({ type: '999', message: 'Please log in again' }));
    await getUserInfo().catch(() => undefined);
    const { location } = renderScreen(assets, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
    expect(screen.queryByText('My assets')).not.toBeInTheDocument();
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    // The client's own redirect, once; the guard adds no message and no redirect of its own.
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
    expect(location()).toBe('/pages/fund/assets');
    // The page renders once more on its way out (the sign-in is no longer "pending" then): still
    // no second message for the one event.
    act(() => clearSession('expired'));
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(location()).toBe('/pages/fund/assets');
  });

  it('still asks to log in on a page opened after signing out', () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    clearSession('logout');
    renderScreen(assets, { path: '/pages/fund/assets', route: '/pages/fund/assets' });
    expect(within(screen.getByRole('status')).getByText('Please log in first')).toBeInTheDocument();
  });
});

describe('LazyPage', () => {
  it('shows nothing for 200 ms, then "Loading…", then the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const chunk = deferred<PageModule>();
    const load = vi.fn<PageLoader>(() => chunk.promise);
    const { container } = renderScreen(<LazyPage load={load} namespaces={['home']} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => chunk.resolve(pageModule('Markets page')));
    expect(screen.getByRole('heading', { name: 'Markets page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never shows the loading view for a page that arrives within 200 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn<PageLoader>(() => Promise.resolve(pageModule('Fast page')));
    renderScreen(<LazyPage load={load} namespaces={[]} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Fast page' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('offers a retry when the download fails, which loads the page again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<PageLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(pageModule('Trade page'));
    renderScreen(<LazyPage load={load} namespaces={[]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    expect(screen.queryByRole('heading', { name: 'Trade page' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trade page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });

  it('gives up after the page-load timeout and shows the error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn<PageLoader>(() => new Promise<PageModule>(() => {}));
    renderScreen(<LazyPage load={load} namespaces={[]} />);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT - 100));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(PAGE_LOAD_TIMEOUT).toBe(60_000);
  });
});

describe('RouteErrorBoundary', () => {
  it('shows the crash message instead of a blank screen, and "Try again" renders the page again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('cannot read balance of undefined (user 100238)');
      return <h1>Assets page</h1>;
    }
    renderScreen(
      <div>
        <RouteErrorBoundary>
          <Fragile />
        </RouteErrorBoundary>
        <p>Tab bar stays</p>
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page ran into a problem');
    expect(alert).toHaveTextContent('Your data is safe. Try again, or go back and reopen the page.');
    expect(screen.getByText('Tab bar stays')).toBeInTheDocument();
    // The crash is logged without the error message (it may hold personal data).
    expect(logged).toHaveBeenCalledWith('[route] a page crashed', 'Error', expect.anything());
    expect(JSON.stringify(logged.mock.calls.filter((call) => call[0] === '[route] a page crashed'))).not.toContain(
      '100238',
    );

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Assets page' })).toBeInTheDocument();
    expect(screen.queryByText('This page ran into a problem')).not.toBeInTheDocument();
  });

  it('shows the crash message again when the page still fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const render = vi.fn(() => {
      throw new Error('still broken');
    });
    function Broken() {
      return render();
    }
    renderScreen(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    const calls = render.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(render.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByRole('alert')).toHaveTextContent('This page ran into a problem');
  });
});

describe('TabBar', () => {
  it('shows the four tabs with the current one marked', () => {
    renderScreen(<TabBar activePath="/pages/market/market" />);
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Market', 'Trade', 'Assets']);
    expect(within(nav).getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Trade', 'Assets']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(within(nav).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '#/pages/fund/assets');
  });

  it.each([
    ['/', 'Home'],
    ['/pages/index/index', 'Home'],
    ['/pages/transaction/index', 'Trade'],
    ['/pages/fund/assets', 'Assets'],
  ])('marks %s as the %s tab', (activePath, name) => {
    renderScreen(<TabBar activePath={activePath} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('marks no tab on a page outside the four', () => {
    renderScreen(<TabBar activePath="/pages/common/login" />);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('switches tab on click and stays put on the current one', async () => {
    const user = userEvent.setup();
    const { location } = renderScreen(<TabBar activePath="/" />, { path: '/', route: '/' });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Trade' }));
    expect(location()).toBe('/pages/transaction/index');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
  });
});
