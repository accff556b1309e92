// No silent failure: a screen whose secondary call fails keeps the rest of the page and says what
// is missing with a retry where the user relies on it (favourites, the account behind live
// updates, pending orders, order currencies, the message check); the site configuration (logo and
// name) falls back quietly. Every screen talks to the generated MSW handlers of every area, with
// the one call under test answering an HTTP 500, a business error or a broken answer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAccountMock } from '@generated/api/account/account.msw';
import { getAssetsMock } from '@generated/api/assets/assets.msw';
import { getAuthMock } from '@generated/api/auth/auth.msw';
import { getContentMock } from '@generated/api/content/content.msw';
import { getContractTradeMock } from '@generated/api/contract-trade/contract-trade.msw';
import { getMarketMock } from '@generated/api/market/market.msw';
import { getSecondsTradeMock } from '@generated/api/seconds-trade/seconds-trade.msw';
import { clearSession, setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { SettingScreen } from '@/features/account/setting-screen';
import { ForgetScreen } from '@/features/auth/forget-screen';
import { LoginScreen } from '@/features/auth/login-screen';
import { RegisterScreen } from '@/features/auth/register-screen';
import { AboutUsScreen } from '@/features/content/about-us-screen';
import { ContractTradeScreen } from '@/features/contract-trade/contract-trade-screen';
import { HomeScreen } from '@/features/home/home-screen';
import { MarketScreen } from '@/features/market/market-screen';
import { MarketSearchScreen } from '@/features/market/market-search-screen';
import { SecondsOrdersScreen } from '@/features/seconds-trade/seconds-orders-screen';
import { SecondsTradeScreen } from '@/features/seconds-trade/seconds-trade-screen';
import { ROUTES } from '@/lib/routes';
import { server } from '../msw-server';
import { renderScreen } from '../render';

const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const NAMESPACES = ['common', 'home', 'market', 'auth', 'content', 'account', 'contract-trade', 'seconds-trade'];

beforeAll(async () => {
  await i18next.loadNamespaces(NAMESPACES);
});
afterEach(clearSession);

type Failure = 'http500' | 'business' | 'broken';
const FAILURES: Failure[] = ['http500', 'business', 'broken'];

/** The generated handlers of every area these screens call, answering normally. */
function healthyWorld() {
  server.use(
    ...getAccountMock(),
    ...getAssetsMock(),
    ...getAuthMock(),
    ...getContentMock(),
    ...getContractTradeMock(),
    ...getMarketMock(),
    ...getSecondsTradeMock(),
  );
}

/** Every area's generated handlers, with `path` answering `failure`. */
function world(path: string, failure: Failure) {
  healthyWorld();
  server.use(
    http.all(`*${path}`, () => {
      if (failure === 'http500') return new HttpResponse(null, { status: 500 });
      if (failure === 'business') return HttpResponse.json({ type: 'error', message: 'Service busy, try later' });
      return HttpResponse.json({ type: 'ok', message: '<html>not the data</html>' });
    }),
  );
}

/** Lets the failing call answer normally again (what a retry then finds). */
function heal() {
  server.resetHandlers();
  healthyWorld();
}

interface RelyPair {
  call: string;
  screen: string;
  ui: ReactElement;
  route: string;
  missing: string;
}

const RELIED: RelyPair[] = [
  {
    call: '/optional/list',
    screen: 'Market',
    ui: <MarketScreen />,
    route: ROUTES.market,
    missing: 'Your favourites could not be loaded.',
  },
  {
    call: '/optional/list',
    screen: 'market search',
    ui: <MarketSearchScreen />,
    route: ROUTES.marketSearch,
    missing: 'Your favourites could not be loaded.',
  },
  {
    call: '/user/info',
    screen: 'Home',
    ui: <HomeScreen />,
    route: ROUTES.home,
    missing: 'Your account details could not be refreshed.',
  },
  {
    call: '/user/info',
    screen: 'Contract',
    ui: <ContractTradeScreen />,
    route: ROUTES.contractTrade,
    missing: 'Your account could not be loaded, so live updates of your orders are paused.',
  },
  {
    call: '/user/info',
    screen: 'Seconds',
    ui: <SecondsTradeScreen />,
    route: ROUTES.secondsTrade,
    missing: 'Your account could not be loaded, so live updates of your orders are paused.',
  },
  {
    call: '/user/info',
    screen: 'seconds orders',
    ui: <SecondsOrdersScreen />,
    route: ROUTES.secondsOrders,
    missing: 'Your account could not be loaded, so live updates of your orders are paused.',
  },
  {
    call: '/lever/my_trade',
    screen: 'Contract',
    ui: <ContractTradeScreen />,
    route: ROUTES.contractTrade,
    missing: 'Your pending orders could not be loaded.',
  },
  {
    call: '/microtrade/payable_currencies',
    screen: 'seconds orders',
    ui: <SecondsOrdersScreen />,
    route: ROUTES.secondsOrders,
    missing: 'The currencies and balances of your orders could not be loaded.',
  },
  {
    call: '/news/list',
    screen: 'Settings',
    ui: <SettingScreen />,
    route: ROUTES.setting,
    missing: 'New messages could not be checked.',
  },
  {
    call: '/news/index_pop',
    screen: 'Settings',
    ui: <SettingScreen />,
    route: ROUTES.setting,
    missing: 'New messages could not be checked.',
  },
  {
    call: '/user/notifications',
    screen: 'Settings',
    ui: <SettingScreen />,
    route: ROUTES.setting,
    missing: 'New messages could not be checked.',
  },
];

describe('a failed call the user relies on says what is missing, with a retry', () => {
  it.each(RELIED.map((pair, i) => ({ ...pair, failure: FAILURES[i % FAILURES.length]! })))(
    '$call on $screen ($failure)',
    async ({ call, ui, route, missing, failure }) => {
      setToken(TOKEN);
      world(call, failure);
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      renderScreen(ui, { path: route, route });
      const alert = await screen.findByText(missing, {}, { timeout: 8000 });
      const box = alert.closest('[role="alert"]') as HTMLElement;
      expect(box).not.toBeNull();
      heal();
      await user.click(within(box).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText(missing)).not.toBeInTheDocument(), { timeout: 8000 });
    },
  );
});

const DECORATIVE: { screen: string; ui: ReactElement; route: string; shown: string }[] = [
  { screen: 'Home', ui: <HomeScreen />, route: ROUTES.home, shown: 'Home' },
  { screen: 'login', ui: <LoginScreen />, route: ROUTES.login, shown: 'Welcome back' },
  { screen: 'register', ui: <RegisterScreen />, route: ROUTES.register, shown: 'Create your account' },
  { screen: 'forget', ui: <ForgetScreen />, route: ROUTES.forget, shown: 'Reset your password' },
  { screen: 'about', ui: <AboutUsScreen />, route: ROUTES.aboutUs, shown: `Version ${__APP_VERSION__}` },
];

describe('a failed site configuration (logo and name) falls back quietly', () => {
  it.each(DECORATIVE.map((pair, i) => ({ ...pair, failure: FAILURES[i % FAILURES.length]! })))(
    '/getSiteConfig on $screen ($failure)',
    async ({ ui, route, shown, failure }) => {
      let asked = 0;
      world('/getSiteConfig', failure);
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/getSiteConfig')) asked += 1;
      });
      renderScreen(ui, { path: route, route });
      expect(await screen.findByText(shown)).toBeInTheDocument();
      await waitFor(() => expect(asked).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Nova Exchange')).not.toBeInTheDocument();
      expect(screen.queryByText('Service busy, try later')).not.toBeInTheDocument();
      expect(document.querySelector('.adm-toast-main')).toBeNull();
      expect(screen.queryByText('Could not load this')).not.toBeInTheDocument();
      server.events.removeAllListeners();
    },
  );
});
