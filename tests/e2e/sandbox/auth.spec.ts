// Sign-up against the sandbox: a new e-mail address registers with the code the sandbox mailed
// (read from its mail log), then signs in with its password; the new account's Assets show every
// balance at zero. A wrong code, a wrong password and an address already registered are refused
// with the server's message, and the form keeps what was typed.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { mailedCode, newUser, test } from './sandbox';

const PASSWORD = 'Sandbox!2026';

/**
 * The refusal's toast has gone: the user read it. (A form ignores a second press within 500 ms
 * of the last one, its double-tap guard; a toast stays longer than that.)
 */
async function toastGone(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
}

/** The registration form filled for `email`, everything but the code. */
async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.goto('#/pages/common/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByText('I have read and agree to the').click();
}

/**
 * Sends the code and types it from the mail log. Done last, just before signing up: a code lasts
 * 10 minutes on the sandbox clock, which other specs move.
 */
async function typeMailedCode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await mailedCode(request, email);
  await page.getByLabel('Verification code').fill(code);
  return code;
}

test('a new e-mail registers with the mailed code, signs in, and its Assets are all zero', async ({
  page,
  request,
}) => {
  const email = `signup.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@sandbox.test`;
  await fillRegistration(page, email);

  // A wrong code (a guess, before any was sent): the server's message, the form as it was.
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'The verification code is wrong or has expired');
  await expect(page).toHaveURL(/#\/pages\/common\/register$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Verification code')).toHaveValue('000000');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await toastGone(page);

  // The mailed code: registered, and back on sign-in with the address filled in.
  await typeMailedCode(page, request, email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Registration succeeded');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?account=/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // A wrong password first: refused, the form kept.
  await page.getByLabel('Password', { exact: true }).fill('Wrong!2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Login failed, wrong account or password');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong!2026');
  await toastGone(page);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{32}$/);

  // Home greets the new account with the site's notice, read once.
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The new account: every coin of every account exists, empty.
  await page.getByRole('link', { name: 'Assets' }).click();
  await expect(page.getByTestId('assets-total')).toHaveText('$0.00');
  await expect(page.getByText('≈ 0.00 USDT').first()).toBeVisible();
  for (const account of ['Funding', 'Spot', 'Contract', 'Options']) {
    await page.getByRole('tab', { name: account }).click();
    const rows = page.getByRole('list', { name: `Coins in the ${account} account` }).getByTestId('coin-row');
    const usdt = rows.filter({ hasText: 'USDT' });
    await expect(usdt).toContainText('Available 0.00');
    await expect(usdt).toContainText('Frozen 0.00');
    expect(await rows.count()).toBeGreaterThan(0);
  }
  await page.getByRole('checkbox', { name: 'Hide zero balances' }).click();
  await expect(page.getByText('Every balance in this account is zero')).toBeVisible();
});

test('an address already registered is refused at sign-up, the form kept', async ({ page, request }) => {
  const taken = await newUser(request, {});
  await fillRegistration(page, taken.email);
  const code = await typeMailedCode(page, request, taken.email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Registration failed, this account is already registered');
  await expect(page).toHaveURL(/#\/pages\/common\/register$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(taken.email);
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
});
