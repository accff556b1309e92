// OTC against the sandbox, asserted by what the user then sees: a buy order placed on an ad (the
// payment timer counts from the order's creation on the sandbox clock, a later visit never
// restarts it), marked paid, released by the merchant on the clock (Completed on the order screen
// without leaving it, the USDT in the Funding account on Assets); a sell order (the USDT frozen,
// the merchant pays, the user releases it with the pay password); a sell appealed and decided by
// support (the USDT unfrozen, support named); a buy left unpaid past its timer (Expired, listed as
// finished); a buy cancelled by the user (the ad's USDT back on the OTC screen).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { expectCoinRow } from './coin-row';
import { advance, control, newUser, signInAs, test, type SandboxUser } from './sandbox';

const MINUTE = 60e3;
/** Golden Bridge OTC (sandbox/src/seed/otc.ts): sells at 7.25 CNY (15 minutes to pay), buys at 7.20, releases in ~3 min. */
const MERCHANT = 'Golden Bridge OTC';
const RELEASE_MS = 3 * MINUTE;

test.describe.configure({ timeout: 120_000 });

/** Places an order on the merchant's ad of `side` from the OTC screen; the order's screen opens. */
async function placeOrder(page: Page, side: 'Buy' | 'Sell', quantity: string, total: string): Promise<number> {
  await page.goto('#/pages/otc/otc');
  await page.getByRole('tab', { name: `${side} USDT` }).click();
  await page.getByRole('button', { name: `${side} with ${MERCHANT}` }).click();
  await page.getByLabel('Quantity').fill(quantity);
  await expect(page.getByTestId('otc-order-total')).toContainText(total);
  await page
    .getByRole('button', { name: `${side} USDT` })
    .last()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MERCHANT);
  await expect(dialog).toContainText(total);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/otc\/order\?id=\d+/);
  return Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
}

const state = (page: Page) => page.getByRole('region', { name: 'Order state' });

/** mm:ss of the payment countdown, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('otc-countdown').locator('strong').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

const merchantActs = (request: APIRequestContext, id: number) => control(request, 'POST', `/otc/orders/${id}/merchant`);

async function signedIn(page: Page, request: APIRequestContext, legalUsdt?: string): Promise<SandboxUser> {
  const user = await newUser(request, legalUsdt ? { legal: { USDT: legalUsdt } } : {});
  await signInAs(page, user);
  return user;
}

test('a buy: the timer counts from the order, paid, released by the merchant, the USDT on Assets', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await signedIn(page, request);
  await placeOrder(page, 'Buy', '100', '725.00 CNY');

  await expect(state(page)).toContainText('Waiting for payment');
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(14 * 60);
  expect(first).toBeLessThanOrEqual(15 * 60);

  // Five minutes later on the sandbox clock, a new visit shows what is left of the same 15 minutes.
  await advance(request, 5 * MINUTE);
  await page.reload();
  await expect(state(page)).toContainText('Waiting for payment');
  const later = await secondsLeft(page);
  expect(later).toBeLessThanOrEqual(first - 5 * 60);
  expect(later).toBeGreaterThan(9 * 60);

  await page.getByRole('button', { name: 'I have paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, I have paid' }).click();
  await expect(state(page)).toContainText('Paid');
  await expect(state(page)).toContainText('The merchant is checking your payment');
  await expect(page.getByTestId('otc-countdown')).toHaveCount(0);

  // The merchant releases on the clock: the screen shows it by itself.
  await advance(request, RELEASE_MS);
  await expect(state(page)).toContainText('Completed', { timeout: 20_000 });
  await expect(state(page)).toContainText('The USDT is in your Funding account.');
  await expectCoinRow(page, 'Funding', 'USDT', { held: '100.00', available: '100.00', frozen: '0.00' });
  expect(problems).toEqual([]);
});

test('a sell: the USDT frozen, the merchant pays, the user releases with the pay password', async ({
  page,
  request,
}) => {
  await signedIn(page, request, '500');
  const id = await placeOrder(page, 'Sell', '200', '1,440.00 CNY');
  await expect(state(page)).toContainText('Waiting for payment');
  await expect(page.getByTestId('otc-countdown')).toContainText('The buyer pays within');
  await expectCoinRow(page, 'Funding', 'USDT', { held: '500.00', available: '300.00', frozen: '200.00' });

  await page.goto(`#/pages/otc/order?id=${id}`);
  await merchantActs(request, id);
  await expect(state(page)).toContainText('Paid', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Release USDT' }).click();
  await page.getByRole('button', { name: 'Pay password', exact: true }).click();
  await page.keyboard.type('260518');
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Release the USDT?' });
  await expect(dialog).toContainText('200.00 USDT');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expectToast(page, 'Operation succeeded');
  await expect(state(page)).toContainText('Completed');
  await expect(state(page)).toContainText('The USDT was released to the buyer.');
  await expectCoinRow(page, 'Funding', 'USDT', { held: '300.00', available: '300.00', frozen: '0.00' });
});

test('a sell appealed 10 minutes after payment, decided by support: the USDT unfrozen', async ({ page, request }) => {
  await signedIn(page, request, '500');
  const id = await placeOrder(page, 'Sell', '100', '720.00 CNY');
  await merchantActs(request, id);
  await advance(request, 10 * MINUTE);
  await page.reload();
  await expect(state(page)).toContainText('Paid');

  await page.getByRole('button', { name: 'Appeal' }).click();
  await page.getByRole('button', { name: 'Reason' }).click();
  await page.getByText('The payment did not arrive', { exact: true }).click();
  await page.getByLabel('What happened').fill('Nothing arrived in my bank account.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(state(page)).toContainText('In appeal');
  await expect(page.getByText('The payment did not arrive: Nothing arrived in my bank account.')).toBeVisible();
  await expectCoinRow(page, 'Funding', 'USDT', { held: '500.00', available: '400.00', frozen: '100.00' });

  // Support decides an hour later: the buyer never paid, the order is cancelled.
  await page.goto(`#/pages/otc/order?id=${id}`);
  await advance(request, 60 * MINUTE);
  await expect(state(page)).toContainText('Cancelled', { timeout: 20_000 });
  await expect(state(page)).toContainText('Support cancelled this order after the appeal; your USDT was unfrozen.');
  await expectCoinRow(page, 'Funding', 'USDT', { held: '500.00', available: '500.00', frozen: '0.00' });
});

test('a buy left unpaid past its timer expires and is listed as finished', async ({ page, request }) => {
  await signedIn(page, request);
  const id = await placeOrder(page, 'Buy', '50', '362.50 CNY');
  await expect(state(page)).toContainText('Waiting for payment');
  await advance(request, 15 * MINUTE);
  await page.reload();
  await expect(state(page)).toContainText('Expired');
  await expect(state(page)).toContainText('The payment time ran out before you paid');
  await expect(page.getByRole('button', { name: 'I have paid' })).toHaveCount(0);

  await page.goto('#/pages/otc/orders');
  await expect(page.getByText('No OTC orders yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Finished' }).click();
  const row = page.getByText('Buy 50.00 USDT');
  await expect(row).toBeVisible();
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`otc/order\\?id=${id}`));
});

test('a buy cancelled by the user gives the ad its USDT back', async ({ page, request }) => {
  await signedIn(page, request);
  /** The USDT the merchant's buy ad has left, as the OTC screen lists it (read afresh). */
  async function available(): Promise<number> {
    await page.goto('#/pages/otc/otc');
    await page.reload();
    const ad = page.getByRole('article', { name: MERCHANT });
    await expect(ad).toContainText('Available');
    const figure = /Available\s*([\d,]+\.\d{2}) USDT/.exec(await ad.innerText())?.[1] ?? '';
    return Number(figure.replace(/,/g, ''));
  }
  const before = await available();
  const id = await placeOrder(page, 'Buy', '20', '145.00 CNY');
  expect(await available()).toBeCloseTo(before - 20, 2);

  await page.goto(`#/pages/otc/order?id=${id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(state(page)).toContainText('Cancelled');
  await expect(state(page)).toContainText('This order was cancelled; nothing was charged.');
  expect(await available()).toBeCloseTo(before, 2);
});
