// Deposits against the sandbox: a declared USDT deposit on TRC20 is processing until its simulated
// confirmations end on the sandbox clock (2 minutes on TRC20, sandbox/src/seed/assets.ts), then it
// is credited to the spot account: the record says so and Assets shows the balance risen by the
// amount. A declaration from an address of no network finds no transaction: it fails and nothing
// is credited. Bad input is refused before any request and keeps what was typed.
import { expect, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { advance, newUser, signInAs, wallets, test } from './sandbox';

/** TRC20 confirmations end 2 minutes after the request; a little more, to be past them. */
const TRC20_CONFIRMATION_MS = 2 * 60e3 + 5e3;
const SENDER = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';

// The clock is shared: one test's advance would end the other's confirmations before it saw them
// processing, so they run one after the other. (The states in between are read at once after the
// request, on the screen the app opens, for the same reason.)
test.describe.configure({ mode: 'default' });

async function spotUsdt(page: Page) {
  await page.getByRole('tab', { name: 'Spot' }).click();
  return page
    .getByRole('list', { name: 'Coins in the Spot account' })
    .getByTestId('coin-row')
    .filter({ hasText: 'USDT' });
}

/** Declares a deposit of USDT on the receive screen, confirmed with a double click. */
async function declare(page: Page, from: string, amount: string): Promise<void> {
  await page.getByLabel('Sending address or account').fill(from);
  await page.getByLabel('Amount sent').fill(amount);
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(dialog).toContainText(`${amount}.00 USDT`);
  await expect(dialog).toContainText('TRC20');
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=deposits$/);
  await expectToast(page, 'Deposit submitted, it will be credited after the network confirmations');
}

test('a TRC20 deposit is processing, then credited once its confirmations end on the clock', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '200' } });
  await signInAs(page, user);
  let charges = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/wallet/charge_req')) charges += 1;
  });

  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$200.00');
  await expect(await spotUsdt(page)).toContainText('Available 200.00');

  // The app's recharge flow: the coin, the network, the user's own address.
  await page.getByRole('navigation', { name: 'Asset actions' }).getByRole('button', { name: 'Deposit' }).click();
  await page.getByRole('list', { name: 'Coins to deposit' }).getByRole('button', { name: /USDT/ }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/receive\?currency=1$/);
  await page.getByRole('radio', { name: 'TRC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

  // Bad input: the messages, what was typed kept, no request.
  await page.getByLabel('Sending address or account').fill('T#not/an$address');
  await page.getByLabel('Amount sent').fill('12.5.0');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Use only letters, digits, spaces and the signs : _ - .')).toBeVisible();
  await expect(page.getByText('Enter a correct amount: a positive number with up to 10 decimals')).toBeVisible();
  await expect(page.getByLabel('Amount sent')).toHaveValue('12.5.0');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(charges).toBe(0);

  await declare(page, SENDER, '500');
  expect(charges).toBe(1);
  const records = page.getByRole('list', { name: 'Deposit records' }).getByRole('listitem');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Processing');
  await expect(records.first()).toContainText('500.00 USDT');
  await expect(records.first()).toContainText('TRC20');
  await expect(records.first()).toContainText('TQ7mWd…uE1aR5');

  // The confirmations end: the record is completed and the spot balance rose by 500.
  await advance(request, TRC20_CONFIRMATION_MS);
  await page.goto('#/pages/fund/receive_withdraw_record?tab=deposits');
  await page.reload();
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Completed');
  await expect(records.first()).toContainText('500.00 USDT');

  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$700.00');
  await expect(await spotUsdt(page)).toContainText('Available 700.00');
  expect(Number((await wallets(request, user))('change', 'USDT').balance)).toBe(700);
});

test('a deposit declared from an address of no network fails after the confirmations, nothing credited', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '200' } });
  await signInAs(page, user);
  await page.goto('#/pages/recharge/receive?currency=1');
  await page.getByRole('radio', { name: 'TRC20' }).click();
  await declare(page, 'Bank account 4417', '80');
  const records = page.getByRole('list', { name: 'Deposit records' }).getByRole('listitem');
  await expect(records.first()).toContainText('Processing');

  await advance(request, TRC20_CONFIRMATION_MS);
  await page.reload();
  await expect(records.first()).toContainText('Failed');
  await expect(records.first()).toContainText('80.00 USDT');
  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$200.00');
  await expect(await spotUsdt(page)).toContainText('Available 200.00');
});
