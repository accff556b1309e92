// Assets against the sandbox: a transfer between accounts moves the money on the server, and the
// consequence shows on every screen that holds it (both accounts on Assets, the transfer screen's
// available balance, the transfer history). An amount above the balance is refused with the
// translated message, before any request when the screen knows the balance, and by the server
// when the balance fell meanwhile; the typed amount stays and nothing moves.
import { expect, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { control, newUser, signInAs, wallets, test } from './sandbox';

/**
 * The refusal's toast has gone: the user read it. (A form ignores a second press within 500 ms
 * of the last one, its double-tap guard; a toast stays longer than that.)
 */
async function toastGone(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
}

/** The USDT row of one account's coin list on Assets (the account's tab chosen first). */
async function usdtRow(page: Page, account: 'Funding' | 'Spot' | 'Contract' | 'Options') {
  await page.getByRole('tab', { name: account }).click();
  return page
    .getByRole('list', { name: `Coins in the ${account} account` })
    .getByTestId('coin-row')
    .filter({ hasText: 'USDT' });
}

test('a transfer from spot to contract moves both balances on Assets and is listed in the history', async ({
  page,
  request,
}) => {
  // USDT is worth 1 USDT: the total is the sum of the balances.
  const user = await newUser(request, { change: { USDT: '1000' }, lever: { USDT: '50' } });
  await signInAs(page, user);
  const transfers: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/wallet/change')) transfers.push(r.postData() ?? '');
  });

  // Before: 1,000 in spot, 50 in the contract account.
  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$1,050.00');
  let spot = await usdtRow(page, 'Spot');
  await expect(spot).toContainText('1,000.00');
  await expect(spot).toContainText('Available 1,000.00');
  let contract = await usdtRow(page, 'Contract');
  await expect(contract).toContainText('Available 50.00');

  await page.getByRole('navigation', { name: 'Asset actions' }).getByRole('button', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer$/);
  await expect(page.getByTestId('transfer-from')).toHaveText('Spot');
  await expect(page.getByTestId('transfer-to')).toHaveText('Contract');
  await expect(page.getByTestId('transfer-available')).toHaveText('Available: 1,000.00 USDT');

  // Too much: refused on the screen, the amount kept, nothing asked.
  const amount = page.getByLabel('Amount');
  const submit = page.getByRole('button', { name: 'Transfer', exact: true });
  await amount.fill('1000.01');
  await submit.click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await expect(amount).toHaveValue('1000.01');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(transfers).toHaveLength(0);

  // The balance falls on the server while the screen still shows 1,000: the server refuses, in
  // the user's language, the amount stays and nothing moved.
  await control(request, 'POST', `/users/${user.id}/fund`, { amount: '-950' });
  await amount.fill('100');
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm transfer' }).click();
  await expectToast(page, 'Insufficient balance');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(amount).toHaveValue('100');
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer$/);
  expect(transfers).toHaveLength(1);
  let held = await wallets(request, user);
  expect([held('change', 'USDT').balance, held('lever', 'USDT').balance].map(Number)).toEqual([50, 50]);
  await control(request, 'POST', `/users/${user.id}/fund`, { amount: '950' });
  await toastGone(page);

  // 100 USDT, confirmed once even with a double click.
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('100.00 USDT');
  await expect(dialog).toContainText('Spot');
  await expect(dialog).toContainText('Contract');
  await dialog.getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await expectToast(page, 'Transfer completed');
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  expect(transfers).toHaveLength(2);
  expect(Object.fromEntries(new URLSearchParams(transfers[1]))).toMatchObject({
    currency_id: '1',
    number: '100',
    from_field: '2',
    to_field: '3',
  });

  // After: 900 in spot, 150 in the contract account, the same total; the server agrees.
  await expect(page.getByTestId('assets-total')).toHaveText('$1,050.00');
  spot = await usdtRow(page, 'Spot');
  await expect(spot).toContainText('Available 900.00');
  contract = await usdtRow(page, 'Contract');
  await expect(contract).toContainText('Available 150.00');
  held = await wallets(request, user);
  expect([held('change', 'USDT').balance, held('lever', 'USDT').balance].map(Number)).toEqual([900, 150]);

  // The transfer screen shows the new spot balance, and its history lists both sides.
  await page.getByRole('navigation', { name: 'Asset actions' }).getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-available')).toHaveText('Available: 900.00 USDT');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer_history$/);
  const history = page.getByRole('list', { name: 'Transfer history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  const out = history.filter({ hasText: '-100.00 USDT' });
  const into = history.filter({ hasText: '+100.00 USDT' });
  await expect(out).toContainText('Transfer from spot account to contract account');
  await expect(out).toContainText('Balance 900.00');
  await expect(into).toContainText('Balance 150.00');
  await expect(page.getByText('No more data')).toBeVisible();
});
