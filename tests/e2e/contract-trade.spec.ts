// Contract trading in the built app against Prism and the socket mock: open a long at the market
// (risk notice, confirmation with the figures, success toast), the example position with its
// figures and live risk rate, take-profit / stop-loss then close all, and the order history.
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { expectToast, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

async function openContract(page: Page) {
  await signedIn(page);
  await page.goto('#/pages/transaction/index?mode=contract');
  await expect(page.getByRole('button', { name: 'Choose contract pair, now BTC/USDT Perpetual' })).toBeVisible();
}

test('the order button stays where it is while the verification level and the coupon row load above it', async ({
  page,
}) => {
  // The user (restored from the token alone) and their coupons are held back until the button has
  // been seen: neither the verification card nor the coupon row may push the button (and the
  // positions under it) down under a tap on its way.
  const hold = () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release: () => release() };
  };
  const user = hold();
  const coupons = hold();
  await intercept(page, '**/api/user/info*', async (route) => {
    await user.held;
    await route.continue();
  });
  await intercept(page, '**/api/coupon/list*', async (route) => {
    await coupons.held;
    await route.continue();
  });
  await openContract(page);
  const button = page.getByRole('button', { name: 'Open long' });
  await expect(button).toBeVisible();
  const before = (await button.boundingBox())!;
  user.release();
  await expect(page.getByTestId('verification-level')).toContainText('Basic');
  expect((await button.boundingBox())!.y).toBe(before.y);
  coupons.release();
  await expect(page.getByTestId('coupon-select-contract')).toContainText('Available: 1');
  expect((await button.boundingBox())!.y).toBe(before.y);
});

test('opens a long market order: risk notice, confirmation, success toast', async ({ page }) => {
  const problems = watchProblems(page);
  await openContract(page);
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByRole('textbox', { name: 'Lots' }).fill('5');
  await page.getByRole('button', { name: 'Open long' }).click();

  const notice = page.getByRole('dialog', { name: 'Contract trading risk' });
  await expect(notice).toContainText('Leverage multiplies both profits and losses');
  await notice.getByRole('button', { name: 'I understand, continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm long order' });
  await expect(confirm).toContainText('BTC/USDT');
  await expect(confirm).toContainText('5 lots (0.05 BTC)');
  await expect(confirm).toContainText('10x');
  await expect(confirm).toContainText('Margin');
  await expect(confirm).toContainText('USDT');
  const submitted = page.waitForRequest((r) => r.url().includes('/api/lever/submit') && r.method() === 'POST');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const body = new URLSearchParams((await submitted).postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({
    share: '5',
    multiple: '10',
    type: '1',
    legal_id: '1',
    currency_id: '2',
    status: '1',
  });
  await expectToast(page, 'Submitted successfully');
  await expect(confirm).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('contractRiskAccepted'))).toBe('1');

  // The lots are cleared for the next order; the notice is asked once, so the next order goes
  // straight to the confirmation.
  await expect(page.getByRole('textbox', { name: 'Lots' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Lots' }).fill('1');
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm long order' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Contract trading risk' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('lists the example position with its figures and a live risk rate', async ({ page }) => {
  await openContract(page);
  const position = page.getByTestId('contract-position').first();
  await expect(position).toHaveAccessibleName('BTC/USDT Long 10x');
  await expect(position).toContainText('5 (0.05 BTC)');
  await expect(position).toContainText('96,048.00');
  await expect(position).toContainText('99,000.00');
  await expect(position).toContainText('94,000.00');
  await expect(position.getByTestId('position-profit')).toHaveText(/^[+-]?\d/);
  await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
  // The socket mock pushes the account's risk (lever_trade) after the private login.
  await expect(page.getByTestId('risk-rate')).toHaveText(/^\d[\d,]*\.\d{2}%$/);
  await expect(page.getByTestId('risk-rate')).not.toHaveText('571.47%', { timeout: 15_000 });
});

test('rejects bad input before any request', async ({ page }) => {
  let submits = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/lever/submit')) submits += 1;
  });
  await openContract(page);
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByText('Enter the number of lots')).toBeVisible();
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByRole('textbox', { name: 'Lots' }).fill('40');
  await expect(page.getByText('Insufficient balance for the margin and fee')).toBeVisible();
  expect(submits).toBe(0);
});

test('sets take-profit / stop-loss, then closes all positions', async ({ page }) => {
  await openContract(page);
  const position = page.getByTestId('contract-position').first();
  const sheet = page.getByRole('dialog', { name: 'Take-profit / stop-loss' });
  // (One tap: the order form's coupon row holds its place from the first frame, so nothing pushes
  // the position down under a tap on its way.)
  await position.getByRole('button', { name: 'TP/SL' }).click();
  await expect(sheet.getByLabel('Take-profit price (USDT)')).toBeVisible();
  await sheet.getByLabel('Take-profit price (USDT)').fill('90000');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText(/The take-profit price must be above/)).toBeVisible();
  await sheet.getByLabel('Take-profit price (USDT)').fill('120000');
  await sheet.getByLabel('Stop-loss price (USDT)').fill('80000');
  const stop = page.waitForRequest((r) => r.url().includes('/api/lever/setstop'));
  await sheet.getByRole('button', { name: 'Save' }).click();
  expect(new URLSearchParams((await stop).postData() ?? '').get('target_profit_price')).toBe('120000');
  await expectToast(page, 'Set successfully');

  await page.getByRole('button', { name: 'Close all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close all positions' });
  await expect(dialog).toContainText('Close every open contract position, on every pair, at the market price?');
  const closing = page.waitForRequest((r) => r.url().includes('/api/lever/batch_close'));
  await dialog.getByRole('button', { name: 'Close positions' }).click();
  expect(new URLSearchParams((await closing).postData() ?? '').get('type')).toBe('0');
  await expectToast(page, 'Submitted successfully, please wait for the system to process');
});

test('shows the contract order history to its end', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/transaction/contract_order');
  const rows = page.getByTestId('contract-position');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText('Closed');
  await expect(rows.nth(3)).toContainText('+41.14');
  await expect(page.getByText('No more data')).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName('XRP/USDT Short 5x');
});
