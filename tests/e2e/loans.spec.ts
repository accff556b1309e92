// Loans against Prism (borrowing and repayment): the amount checked before
// any call; the preview of collateral, interest and liquidation price; one loan after the
// confirmation; a refused loan keeps the form; a partial repayment from my loans.
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { preferExample, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

// The first screen waits on the lazy chunk, the namespace and three mock answers: allow 30 s on a
// busy 2-core machine (the load average reached 27 while this was written).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
  await page.clock.resume();
  await signedIn(page);
});

test('borrow against BTC, see the figures before confirming, then repay part of a loan', async ({ page }) => {
  const problems = watchProblems(page);
  let borrows = 0;
  let repays = 0;
  await intercept(page, '**/api/loan/borrow*', (route) => {
    borrows += 1;
    return route.continue();
  });
  await intercept(page, '**/api/loan/repay*', (route) => {
    repays += 1;
    return route.continue();
  });
  await page.goto('#/pages/common/borrowing');
  await expect(page.getByText('BTC → USDT · 30 days')).toBeVisible();
  await expect(page.getByTestId('loan-collateral-balance')).toHaveText('Available collateral: 0.125 BTC');

  const amount = page.getByRole('textbox', { name: 'Amount to borrow' });
  await amount.fill('50');
  await page.getByRole('button', { name: 'Borrow', exact: true }).click();
  await expect(page.getByText('The smallest loan is 100.00 USDT')).toBeVisible();
  await amount.fill('6000');
  await expect(page.getByText('Not enough collateral: you have 0.125 BTC')).toBeVisible();
  await amount.fill('1000');
  await expect(page.getByTestId('loan-collateral')).toHaveText('0.02394489 BTC');
  await expect(page.getByTestId('loan-interest')).toHaveText('15.00 USDT');
  await expect(page.getByTestId('loan-liquidation-price')).toHaveText('49,869.42 USDT');
  expect(borrows).toBe(0);

  await page.getByRole('button', { name: 'Borrow', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the loan' });
  await expect(confirm.getByTestId('loan-confirm')).toContainText('1,015.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm loan' }).dblclick();
  await expect(page).toHaveURL(/tab=active/);
  expect(borrows).toBe(1);

  const card = page.getByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
  await expect(card.getByTestId('loan-owed-5012')).toHaveText('1,005.00 USDT');
  await card.getByRole('button', { name: 'Repay' }).click();
  const sheet = page.getByRole('region', { name: 'Repay the loan' });
  await sheet.getByRole('textbox', { name: 'Repayment' }).fill('500');
  await expect(sheet.getByTestId('repay-remaining')).toHaveText('505.00 USDT');
  await sheet.getByRole('button', { name: 'Repay', exact: true }).click();
  const repay = page.getByRole('dialog', { name: 'Confirm the repayment' });
  await expect(repay.getByTestId('repay-confirm')).toContainText('24,811.88 USDT');
  await repay.getByRole('button', { name: 'Confirm repayment' }).click();
  await expect(repay).toBeHidden();
  await expect(sheet).toBeHidden();
  expect(repays).toBe(1);
  expect(problems).toEqual([]);
});

test('a refused loan keeps the amount typed', async ({ page }) => {
  await preferExample(page, '/loan/borrow', 'error');
  await page.goto('#/pages/common/borrowing');
  const amount = page.getByRole('textbox', { name: 'Amount to borrow' });
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Borrow', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the loan' });
  const answer = page.waitForResponse('**/api/loan/borrow*');
  await confirm.getByRole('button', { name: 'Confirm loan' }).click();
  expect(await (await answer).json()).toEqual({ type: 'error', message: 'Insufficient collateral balance' });
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue('1000');
  await expect(page).not.toHaveURL(/tab=active/);
});
