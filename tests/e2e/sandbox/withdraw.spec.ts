// Withdrawals against the sandbox: a wrong pay password is refused with the server's message, the
// form keeps its values and nothing is frozen; the right one sends the withdrawal once, which
// freezes its quantity in the spot account (the available balance drops on Assets and on the
// withdraw screen) and waits for the review on the sandbox clock (10 minutes for an address,
// sandbox/src/domain/money-withdrawals.ts); after it the record is completed and the frozen
// quantity is gone. An unverified user gets the 998 flow: its message, then identity verification.
// A new account's withdrawals carry the e-mail code the form asks for (read from the mail log).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { advance, mailedCode, newUser, signInAs, wallets, test, type SandboxUser } from './sandbox';

/** A valid Tron address, so that the review sends the withdrawal. */
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** The review of an address withdrawal ends 10 minutes after the request; a little more, to be past it. */
const ADDRESS_REVIEW_MS = 10 * 60e3 + 5e3;

async function spotUsdt(page: Page) {
  await page.getByRole('tab', { name: 'Spot' }).click();
  return page
    .getByRole('list', { name: 'Coins in the Spot account' })
    .getByTestId('coin-row')
    .filter({ hasText: 'USDT' });
}

/** Types the 6 digits into the pay password cells, after clearing what they hold. */
async function typePayPassword(page: Page, digits: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay password', exact: true }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type(digits);
}

/** Asks for the withdrawal's e-mail code (a new account's withdrawals carry one) and types it. */
async function typeMailedCode(page: Page, request: APIRequestContext, user: SandboxUser): Promise<void> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('E-mail verification code').fill(await mailedCode(request, user.email, 'withdraw'));
}

const filledCells = (page: Page) => page.locator('.pay-password .adm-passcode-input-cell-dot');

/**
 * The refusal's toast has gone: the user read it. (A form ignores a second press within 500 ms
 * of the last one, its double-tap guard; a toast stays longer than that.)
 */
async function toastGone(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
}

test('a wrong pay password freezes nothing; the right one freezes the amount until the review sends it', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '500' } });
  await signInAs(page, user);
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/wallet/out')) requests += 1;
  });

  await page.goto('#/pages/fund/assets');
  const before = await spotUsdt(page);
  await expect(before).toContainText('Available 500.00');
  await expect(before).toContainText('Frozen 0.00');

  await page.getByRole('navigation', { name: 'Asset actions' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);
  await expect(page.getByText('Available: 500.00 USDT')).toBeVisible();
  const address = page.getByLabel('Withdrawal address');
  const amount = page.getByLabel('Amount', { exact: true });
  await address.fill(TRC20);
  await amount.fill('100');
  // TRC20: a fixed fee of 1 USDT and no percentage.
  await expect(page.getByTestId('withdraw-receive')).toHaveText('99.00 USDT');

  // A wrong pay password: the server's message, the form as it was, nothing frozen.
  await typeMailedCode(page, request, user);
  await typePayPassword(page, '111111');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Wrong pay password');
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);
  await expect(page.getByRole('dialog', { name: 'Confirm withdrawal' })).toHaveCount(0);
  await expect(address).toHaveValue(TRC20);
  await expect(amount).toHaveValue('100');
  await expect(filledCells(page)).toHaveCount(6);
  await expect(page.getByText('Available: 500.00 USDT')).toBeVisible();
  expect(requests).toBe(1);
  let held = (await wallets(request, user))('change', 'USDT');
  expect([Number(held.balance), Number(held.locked)]).toEqual([500, 0]);
  await toastGone(page);

  // The right one (the control API's default pay password), confirmed once even with a double click.
  await typePayPassword(page, '260518');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toContainText('100.00 USDT');
  await expect(dialog).toContainText('1.00 USDT');
  await expect(dialog).toContainText('99.00 USDT');
  await expect(dialog).toContainText('USDT-TRC20');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await confirm.click({ force: true, timeout: 1000 }).catch(() => {});
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=withdrawals$/);
  await expectToast(page, 'Withdrawal submitted');
  expect(requests).toBe(2);

  const records = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem');
  await expect(records).toHaveCount(1);
  const record = records.first();
  await expect(record).toContainText('Processing');
  await expect(record).toContainText('TRC20');
  await expect(record).toContainText('100.00 USDT');
  await expect(record).toContainText('1.00 USDT');
  await expect(record).toContainText('99.00 USDT');
  await expect(record).toContainText('TQn9Y2…KcbLSE');

  // The 100 are frozen: 400 available on Assets and on the withdraw screen.
  held = (await wallets(request, user))('change', 'USDT');
  expect([Number(held.balance), Number(held.locked)]).toEqual([400, 100]);
  // Back (the records replaced the withdraw screen) to Assets, in the same app: its balances reload.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  const frozen = await spotUsdt(page);
  await expect(frozen).toContainText('Available 400.00');
  await expect(frozen).toContainText('Frozen 100.00');
  await expect(page.getByTestId('assets-total')).toHaveText('$500.00');
  await page.getByRole('navigation', { name: 'Asset actions' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Available: 400.00 USDT')).toBeVisible();

  // The review sends it: completed, the frozen 100 gone (99 sent, 1 the fee).
  await advance(request, ADDRESS_REVIEW_MS);
  await page.goto('#/pages/fund/receive_withdraw_record?tab=withdrawals');
  await page.reload();
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Completed');
  await expect(records.first()).toContainText('99.00 USDT');
  held = (await wallets(request, user))('change', 'USDT');
  expect([Number(held.balance), Number(held.locked)]).toEqual([400, 0]);
  await page.goto('#/pages/fund/assets');
  const after = await spotUsdt(page);
  await expect(after).toContainText('Available 400.00');
  await expect(after).toContainText('Frozen 0.00');
  await expect(page.getByTestId('assets-total')).toHaveText('$400.00');
  expect(requests).toBe(2);
});

test('an unverified user gets the 998 flow: its message, then identity verification', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '500' } }, { verified: 0 });
  await signInAs(page, user);
  await page.goto('#/pages/fund/withdraw');
  await expect(page.getByText('Available: 500.00 USDT')).toBeVisible();
  await page.getByLabel('Withdrawal address').fill(TRC20);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await typeMailedCode(page, request, user);
  await typePayPassword(page, '260518');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Please complete identity verification first');
  await expect(page).toHaveURL(/#\/pages\/setting\/real_mark$/);
  await expect(page.getByText('Verify your identity to continue')).toBeVisible();
  const held = (await wallets(request, user))('change', 'USDT');
  expect([Number(held.balance), Number(held.locked)]).toEqual([500, 0]);
});
