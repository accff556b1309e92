import { expect } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, preferExample, signedIn, TOKEN, watchProblems } from './helpers';
import { intercept } from './intercept';

test('signs in on the mock and lands on Home', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('#/pages/common/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('E-mail').fill('lina.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Tr4de!safe');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(TOKEN);
  expect(problems).toEqual([]);
});

test('bad input is refused before any request, in the user language', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/login')) loginCalls += 1;
  });
  await page.goto('#/pages/common/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your e-mail address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  await preferExample(page, '/user/login', 'error');
  await page.goto('#/pages/common/login');
  await page.getByLabel('E-mail').fill('lina.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Login failed, wrong account or password');
  await expect(page).toHaveURL(/pages\/common\/login/);
  await expect(page.getByLabel('E-mail')).toHaveValue('lina.chen@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
});

test('a network failure shows an error and keeps what was typed', async ({ page }) => {
  await intercept(page, '**/api/user/login*', (route) => route.abort('internetdisconnected'));
  await page.goto('#/pages/common/login');
  await page.getByLabel('E-mail').fill('lina.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Tr4de!safe');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Network error. Check your connection and try again.');
  await expect(page.getByLabel('E-mail')).toHaveValue('lina.chen@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Tr4de!safe');
});

test('999 clears the session and sends the user to login', async ({ page }) => {
  await signedIn(page);
  await preferExample(page, '/user/info', 'sessionExpired');
  await page.goto('#/');
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an expired token on a returning visit to Assets: one message, sign-in, and back on Assets', async ({ page }) => {
  const problems = watchProblems(page);
  // Prism answers 401 to a call that needs a session and carries none.
  const withoutSession: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) withoutSession.push(response.url());
  });
  await signedIn(page);
  // The entry's first call for Assets (its balances) is answered 999 before the page has opened.
  const expired = await preferExample(page, '/wallet/list', 'sessionExpired');
  await page.goto('#/pages/fund/assets');
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Ffund%2Fassets$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expired();
  await page.getByLabel('E-mail').fill('lina.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Tr4de!safe');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(page.getByText('$52,301.99')).toBeVisible();
  expect(withoutSession).toEqual([]);
  expect(problems).toEqual([]);
});

test('998 sends the user to identity verification', async ({ page }) => {
  await signedIn(page);
  const body = contractExample('VerificationRequired');
  await intercept(page, '**/api/user/info*', (route) => route.fulfill({ json: body }));
  await page.goto('#/');
  await expectToast(page, 'Please complete identity verification first');
  await expect(page).toHaveURL(/#\/pages\/setting\/real_mark$/, { timeout: 5_000 });
  await expect(page.getByText('Verify your identity to continue')).toBeVisible();
  await expect(page.getByText('Withdraw up to 500 BTC per 24 hours')).toBeVisible();
});

test('a page that needs a session asks to log in first and comes back after sign-in', async ({ page }) => {
  await page.goto('#/pages/fund/assets');
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/pages\/common\/login\?redirect=%2Fpages%2Ffund%2Fassets/, { timeout: 5_000 });
  await page.getByLabel('E-mail').fill('lina.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Tr4de!safe');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(page.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
});

test('registers with an e-mail code and returns to login with the account filled in', async ({ page }) => {
  await page.goto('#/pages/common/register');
  await page.getByLabel('E-mail').fill('new.trader@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill('482913');
  await page.getByLabel('Password', { exact: true }).fill('Tr4de!safe');
  await page.getByLabel('Confirm password').fill('Tr4de!safe');
  await page.getByText('I have read and agree to the').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Registration succeeded');
  await expect(page).toHaveURL(/pages\/common\/login\?account=new.trader%40example.com/);
  await expect(page.getByLabel('E-mail')).toHaveValue('new.trader@example.com');
});
