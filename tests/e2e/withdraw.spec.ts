import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { expectToast, preferExample, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const CARD_NUMBER = '6222021001123456789';

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

async function fillWithdrawal(page: Page): Promise<void> {
  await page.goto('#/pages/fund/withdraw');
  await expect(page.getByText('Available: 12,480.50 USDT')).toBeVisible();
  await page.getByLabel('Withdrawal address').fill(TRC20);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('withdraw-receive')).toHaveText('99.00 USDT');
  await page.getByRole('button', { name: 'Pay password', exact: true }).click();
  await page.keyboard.type('260518');
}

test('a withdrawal is confirmed once even with rapid double clicks', async ({ page }) => {
  const problems = watchProblems(page);
  let requests = 0;
  await intercept(page, '**/api/wallet/out*', async (route) => {
    requests += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await fillWithdrawal(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toContainText('100.00 USDT');
  await expect(dialog).toContainText('1.00 USDT');
  await expect(dialog).toContainText('99.00 USDT');
  await expect(dialog).toContainText('TQn9Y2…KcbLSE');
  await expect(dialog).toContainText('USDT-TRC20');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await confirm.click({ force: true, timeout: 1000 }).catch(() => {});
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=withdrawals$/);
  await expectToast(page, 'Withdrawal application submitted, please wait for review');
  expect(requests).toBe(1);
  // Neither the address nor the pay password ever goes into the URL.
  expect(page.url()).not.toContain(TRC20);
  expect(page.url()).not.toContain('260518');
  expect(problems).toEqual([]);
});

test('withdraw to a bound domestic card: confirmed once even with rapid double clicks, the dialog shows the masked card', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const bodies: URLSearchParams[] = [];
  await intercept(page, '**/api/wallet/out*', async (route) => {
    bodies.push(new URLSearchParams(route.request.postData ?? ''));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('#/pages/fund/withdraw?method=bank');
  const domestic = page.getByRole('radio', { name: /Industrial and Commercial Bank of China/ });
  await expect(domestic).toHaveAttribute('aria-checked', 'true');
  await expect(domestic).toContainText('**** 6789');
  await expect(page.getByRole('radio', { name: /Bank of America/ })).toContainText('**** 3456');
  const form = page.getByRole('form', { name: 'Withdraw to the chosen bank card' });
  await expect(form.getByText('Available: 12,480.50 USDT')).toBeVisible();
  await form.getByLabel('Amount', { exact: true }).fill('500');
  await expect(form.getByTestId('withdraw-receive')).toHaveText('499.00 USDT');
  await form.getByRole('button', { name: 'Pay password', exact: true }).click();
  await page.keyboard.type('260518');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();

  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toContainText('Industrial and Commercial Bank of China **** 6789');
  await expect(dialog).toContainText('500.00 USDT');
  await expect(dialog).toContainText('499.00 USDT');
  await expect(dialog).not.toContainText(CARD_NUMBER);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await confirm.click({ force: true, timeout: 1000 }).catch(() => {});
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=withdrawals$/);
  await expectToast(page, 'Withdrawal application submitted, please wait for review');
  expect(bodies).toHaveLength(1);
  // Prism checked the body against the bank-card variant of the contract: the card by its kind.
  expect(bodies[0]?.get('withdraw_type')).toBe('1');
  expect(bodies[0]?.has('address')).toBe(false);
  // The full card number and the pay password never go into the URL or onto the page.
  expect(page.url()).not.toContain(CARD_NUMBER);
  expect(page.url()).not.toContain('260518');
  await expect(page.locator('body')).not.toContainText(CARD_NUMBER);
  expect(problems).toEqual([]);
});

test('a 998 from the withdrawal lands on identity verification', async ({ page }) => {
  await preferExample(page, '/wallet/out', 'verificationRequired');
  await fillWithdrawal(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Please complete identity verification first');
  await expect(page).toHaveURL(/#\/pages\/setting\/real_mark$/);
});

test('a refused withdrawal keeps the form and shows the server message', async ({ page }) => {
  await preferExample(page, '/wallet/out', 'error');
  await fillWithdrawal(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Insufficient balance');
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);
  await expect(page.getByLabel('Withdrawal address')).toHaveValue(TRC20);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('100');
});

test('insufficient balance and the minimum are refused before any request', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/out')) requests += 1;
  });
  await page.goto('#/pages/fund/withdraw');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('20000');
  await amount.blur();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await amount.fill('5');
  await expect(page.getByText('The minimum withdrawal is 10.00 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Enter the withdrawal address')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toBe(0);
});

test('domestic bank card: every field has its own message', async ({ page }) => {
  await preferExample(page, '/user/cash_info', 'none');
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/cash_save')) saves += 1;
  });
  await page.goto('#/pages/setting/bank');
  await page.getByRole('button', { name: 'Save card' }).click();
  for (const message of [
    "Enter the card holder's real name",
    'Enter the card number',
    'Enter the bank name',
    'Enter the branch',
    "Enter the bank's city and address",
    'Enter the phone number',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Card number').fill('12ab');
  await expect(page.getByText('The card number is 8 to 30 digits')).toBeVisible();
  expect(saves).toBe(0);
});

test('international bank card: ABA, SWIFT and holder address are checked too, then saved', async ({ page }) => {
  await preferExample(page, '/user/cash_info_international', 'none');
  await page.goto('#/pages/setting/bank_international');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Enter the ABA routing number')).toBeVisible();
  await expect(page.getByText('Enter the SWIFT or BIC code')).toBeVisible();
  await expect(page.getByText("Enter the card holder's address")).toBeVisible();
  await page.getByLabel("Card holder's real name").fill('Lina Chen');
  await page.getByLabel('Account number or IBAN').fill('026009593000123456');
  await page.getByLabel('Bank name').fill('Bank of America');
  await page.getByLabel('Branch').fill('New York Main Office');
  await page.getByLabel('Bank city and address').fill('100 West 33rd Street, New York, NY 10001');
  await page.getByLabel('Phone number').fill('+12125550148');
  await page.getByLabel('ABA routing number').fill('0260');
  await page.getByLabel('SWIFT or BIC code').fill('bofaus3n');
  await page.getByLabel("Card holder's address").fill('55 Water Street, Apt 12B, New York, NY 10041');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('The ABA routing number is 9 digits')).toBeVisible();
  await page.getByLabel('ABA routing number').fill('026009593');
  await expect(page.getByText('The ABA routing number is 9 digits')).toBeHidden();
  // The click guard ignores a second tap within 500 ms of the first (product-spec §9).
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expectToast(page, 'Saved successfully');
});

test('saved addresses: listed, and a new one is added from the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('#/pages/setting/wallet');
  const list = page.getByRole('list', { name: 'Saved withdrawal addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('No more data')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/addWallet$/);
  await page.getByRole('radio', { name: 'TRC20' }).click();
  await page.getByLabel('Label').fill('Binance');
  await page.evaluate((address) => navigator.clipboard.writeText(address), TRC20);
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByLabel('Withdrawal address')).toHaveValue(TRC20);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Added successfully');
  await expect(page).toHaveURL(/#\/pages\/setting\/wallet$/);
});
