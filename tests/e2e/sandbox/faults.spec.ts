// Faults of the sandbox's scenario controls (POST /__sandbox/faults), each for this test's own user
// only (`user`), so that no other spec sees them: a 999 sends the user to sign-in with the
// server's message in their language and back where they were after it; an HTTP 500 shows an
// error with a retry, and the retry (the fault used up) shows the balances; a slow answer shows
// the loading state, then the data.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { control, newUser, signInAs, type SandboxUser, test } from './sandbox';

type FaultKind = '999' | 'http500' | 'slow';

function fault(
  request: APIRequestContext,
  user: SandboxUser,
  operation: string,
  kind: FaultKind,
  extra: { times?: number; delayMs?: number } = {},
) {
  return control(request, 'POST', '/faults', { operation, kind, times: 1, user: user.id, ...extra });
}

/** Counts the app's calls of one path of the API. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) calls += 1;
  });
  return () => calls;
}

async function signInAgain(page: Page, user: SandboxUser): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function expectSpotUsdt(page: Page, available: string): Promise<void> {
  await page.getByRole('tab', { name: 'Spot' }).click();
  await expect(
    page.getByRole('list', { name: 'Coins in the Spot account' }).getByTestId('coin-row').filter({ hasText: 'USDT' }),
  ).toContainText(`Available ${available}`);
}

test('a 999 on the user info ends the session: its message, then sign-in', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '300' } });
  await signInAs(page, user);
  await fault(request, user, 'getUserInfo', '999');
  await page.goto('#/pages/setting/setting');
  await expectToast(page, 'Your session has expired, please log in again');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Fsetting%2Fsetting$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed in again (the fault used up): back on Settings, as this user.
  await signInAgain(page, user);
  await expect(page).toHaveURL(/#\/pages\/setting\/setting$/);
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(`UID ${user.id}`);
});

test('a 999 on the balances sends the user to sign-in, and back to Assets with the balances', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '300' } });
  await signInAs(page, user);
  await fault(request, user, 'listWallets', '999');
  await page.goto('#/pages/fund/assets');
  await expectToast(page, 'Your session has expired, please log in again');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Ffund%2Fassets$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signInAgain(page, user);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(page.getByTestId('assets-total')).toHaveText('$300.00');
  await expectSpotUsdt(page, '300.00');
});

test('in French, the 999 says so in French', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '300' } });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang')) {
      localStorage.setItem('lang', 'fra');
      sessionStorage.setItem('e2e-lang', '1');
    }
  });
  await signInAs(page, user);
  await fault(request, user, 'listWallets', '999');
  await page.goto('#/pages/fund/assets');
  await expectToast(page, 'Votre session a expiré, veuillez vous reconnecter');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Ffund%2Fassets$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an HTTP 500 on the balances shows an error with a retry; the retry shows them', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '300' } });
  await signInAs(page, user);
  const calls = countCalls(page, '/wallet/list');
  // Two: the client retries a transport failure once by itself before it shows the error.
  await fault(request, user, 'listWallets', 'http500', { times: 2 });
  await page.goto('#/pages/fund/assets');
  // The balances' error, and the earn card's (it values holdings with the same balances).
  const errors = page.getByRole('alert').filter({ hasText: 'Could not load this' });
  await expect(errors.first()).toContainText(
    'The service is unavailable right now (HTTP 500). Please try again later.',
  );
  await expect(page.getByTestId('assets-total')).toHaveCount(0);
  expect(calls()).toBe(2);

  await errors.first().getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('assets-total')).toHaveText('$300.00');
  await expect(errors).toHaveCount(0);
  await expectSpotUsdt(page, '300.00');
  expect(calls()).toBe(3);
});

test('a slow answer shows the loading state, then the balances', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '300' } });
  await signInAs(page, user);
  await fault(request, user, 'listWallets', 'slow', { delayMs: 6000 });
  await page.goto('#/pages/fund/assets');
  const loading = page.locator('.assets > [aria-busy="true"]');
  await expect(loading).toBeVisible();
  await expect(page.getByTestId('assets-total')).toHaveCount(0);
  await expect(page.getByTestId('coin-row')).toHaveCount(0);

  await expect(page.getByTestId('assets-total')).toHaveText('$300.00');
  await expect(loading).toHaveCount(0);
  await expectSpotUsdt(page, '300.00');
});
