import { expect } from '@playwright/test';
import { test } from './test';
import { expectToast, preferExample, signedIn, watchProblems } from './helpers';

const TRC20 = 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu';

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

test('shows the USDT TRC20 deposit address with its QR code, and copies it', async ({ page, context }) => {
  const problems = watchProblems(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('#/pages/fund/select');
  await page.getByRole('list', { name: 'Coins to deposit' }).getByRole('button', { name: /USDT/ }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/receive\?currency=1$/);
  await page.getByRole('radio', { name: 'TRC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(TRC20);
  const qr = page.getByRole('img', { name: 'QR code of the USDT deposit address on TRC20' });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expectToast(page, 'Address copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRC20);
  // The address never goes into the URL.
  expect(page.url()).not.toContain(TRC20);
  expect(problems).toEqual([]);
});

test('declares a deposit once and finds it in the history', async ({ page }) => {
  let charges = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/charge_req')) charges += 1;
  });
  await page.goto('#/pages/recharge/receive?currency=1');
  await page.getByLabel('Sending address or account').fill('TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5');
  await page.getByLabel('Amount sent').fill('500');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(dialog).toContainText('500.00 USDT');
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=deposits$/);
  await expectToast(page, 'Application submitted, waiting for confirmation');
  const records = page.getByRole('list', { name: 'Deposit records' });
  await expect(records.getByRole('listitem')).toHaveCount(3);
  await expect(records.getByRole('listitem').first()).toContainText('Processing');
  await expect(page.getByText('No more data')).toBeVisible();
  expect(charges).toBe(1);
});

test('a payment page whose origin is not allow-listed is not opened, and the app says why', async ({ page }) => {
  await preferExample(page, '/wallet/charge_req', 'paymentPage');
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  await page.goto('#/pages/recharge/receive?currency=1');
  await page.getByLabel('Sending address or account').fill('TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5');
  await page.getByLabel('Amount sent').fill('500');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await page.getByRole('dialog', { name: 'Confirm deposit' }).getByRole('button', { name: 'Confirm' }).click();
  // This build allow-lists no payment origin (VITE_PAYMENT_ORIGINS): the example's page is refused.
  await expectToast(page, 'The payment page pay.exchange.test is not a trusted address');
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=deposits$/);
  expect(popups).toEqual([]);
});

test('refuses a bad deposit declaration before any request', async ({ page }) => {
  let charges = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/charge_req')) charges += 1;
  });
  await preferExample(page, '/wallet/get_in_address', 'btc');
  await page.goto('#/pages/fund/receive?currency=2');
  await expect(page.getByTestId('deposit-address')).toHaveText('bc1q7h4kx2m9dwr5tzl3ygs8vfe6cqn0ja2pxu4w9r');
  await page.getByLabel('Amount sent').fill('1.123456789012');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Enter the address or account you sent from')).toBeVisible();
  await expect(page.getByText('Enter a correct amount: a positive number with up to 10 decimals')).toBeVisible();
  expect(charges).toBe(0);
});

test('the history shows withdrawals with their status, fee and amount received', async ({ page }) => {
  await page.goto('#/pages/fund/receive_withdraw_record?tab=withdrawals');
  const first = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem').first();
  await expect(first).toContainText('Processing');
  await expect(first).toContainText('100.00 USDT');
  await expect(first).toContainText('99.00 USDT');
  await expect(first).toContainText('TQn9Y2…KcbLSE');
});

test('a failed address answer shows an error with a retry', async ({ page }) => {
  await preferExample(page, '/wallet/get_in_address', 'error');
  await page.goto('#/pages/fund/receive?currency=1');
  await expectToast(page, 'Parameter error');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
