// Lock mining, dual investment, IEO and the financial hub against Prism: every new route renders a
// real screen signed in; buy a lock-mining product then redeem early and see the penalty before
// confirming; a non-integer dual quantity refused then an integer accepted; subscribe to a live
// IEO. The clock starts on 22 November 2026 (inside the examples' windows: the lock order has
// 3 days left, the dual product matures on the 27th, the IEO window runs 15-29 November).
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { expectToast, preferExample, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

// A first screen here waits on the lazy chunk, the language namespace and several mock answers:
// on a busy 2-core machine that alone takes 5-8 s (measured the same with and without the fake
// clock), so wait up to 15 s for what a person sees, like the other multi-answer specs, and give
// the journeys the time these waits add up to.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // The clock starts there and runs on (the click guard and the countdowns need time to pass).
  await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
  await page.clock.resume();
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('lockmingWelcomed', '1'));
});

const ROUTES: [string, string][] = [
  ['pages/lockming/lockming', 'Lock mining'],
  ['pages/lockming/buy?id=1', 'USDT · 5 days'],
  ['pages/lockming/order', 'My lock mining'],
  ['pages/lockming/welcome', 'Put idle coins to work'],
  ['pages/invest/invest', 'Dual investment'],
  ['pages/invest/purchase?id=12', 'BTC 7-day 98000'],
  ['pages/invest/mine', 'My positions'],
  ['pages/invest/help', 'How dual investment works'],
  ['pages/ieo/ieo', 'Nova Token (NVT) launch'],
  ['pages/ieo/subscribe?project_id=7', 'Nova Token (NVT) launch'],
  ['pages/ieo/order', 'My subscriptions'],
  ['pages/financial/index', 'Earn holdings (USD)'],
];

for (const [route, text] of ROUTES) {
  test(`${route} renders signed in`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`#/${route}`);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('lock mining: buy a product, then redeem early and see the penalty before confirming', async ({ page }) => {
  let cancels = 0;
  await intercept(page, '**/api/lh/deposit/order/cancel*', (route) => {
    cancels += 1;
    return route.continue();
  });
  await page.goto('#/pages/lockming/lockming');
  await page.getByRole('button', { name: 'Lock now' }).first().click();
  await expect(page.getByTestId('lock-available')).toHaveText('12,480.50 USDT');
  const amount = page.getByLabel('Amount');
  await amount.fill('50');
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText('The minimum amount is 100.00 USDT')).toBeVisible();
  await amount.fill('20000');
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await amount.fill('1000');
  await expect(page.getByTestId('lock-daily-income')).toHaveText('4.00 USDT');
  await expect(page.getByTestId('lock-total-income')).toHaveText('20.00 USDT');
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the lock' });
  await expect(confirm).toContainText('1,000.00 USDT');
  await confirm.getByRole('button', { name: 'Lock now' }).click();
  await expect(page).toHaveURL(/#\/pages\/lockming\/order$/);

  await page.getByRole('button', { name: 'Redeem early' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem early?' });
  await expect(redeem.getByTestId('redeem-figures')).toContainText('3 days');
  await expect(redeem.getByTestId('redeem-figures')).toContainText('12.00 USDT');
  await expect(redeem.getByTestId('redeem-figures')).toContainText('988.00 USDT');
  expect(cancels).toBe(0);
  await redeem.getByRole('button', { name: 'Redeem' }).dblclick();
  await expectToast(page, 'Early redemption succeeded');
  expect(cancels).toBe(1);
});

test('dual investment: a non-integer quantity is refused, an integer accepted', async ({ page }) => {
  let buys = 0;
  await intercept(page, '**/api/dual/buyDual*', (route) => {
    buys += 1;
    return route.continue();
  });
  await page.goto('#/pages/invest/invest');
  await expect(page.getByText('98,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Purchase' }).first().click();
  const quantity = page.getByLabel('Quantity');
  await quantity.fill('1.5');
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByText('The quantity must be an integer')).toBeVisible();
  expect(buys).toBe(0);
  // 2 shares cost 0.20 BTC, more than the example's 0.125 BTC in spot: refused before any call.
  await quantity.fill('2');
  await expect(page.getByTestId('dual-cost')).toHaveText('0.20 BTC');
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  expect(buys).toBe(0);
  await quantity.fill('1');
  await expect(page.getByTestId('dual-cost')).toHaveText('0.10 BTC');
  await expect(page.getByTestId('payoff-coin')).toContainText('BTC');
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the purchase' });
  await expect(confirm).toContainText('1 share');
  await confirm.getByRole('button', { name: 'Purchase now' }).click();
  await expect(page).toHaveURL(/#\/pages\/invest\/mine$/);
  expect(buys).toBe(1);
});

test('IEO: subscribe to a live project', async ({ page }) => {
  await page.goto('#/pages/ieo/ieo');
  await expect(page.getByText(/^Ends in 6 d 1[34]:\d\d:\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByLabel('Tokens').fill('2000');
  await expect(page.getByTestId('ieo-cost')).toHaveText('100.00 USDT');
  await page.getByRole('button', { name: 'Apply for subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the subscription' });
  await expect(confirm).toContainText('100.00 USDT');
  await confirm.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/#\/pages\/ieo\/order$/);
  await expect(page.getByText('Waiting for allotment')).toBeVisible();
});

test('a refused purchase keeps the form; a session expiry goes to login', async ({ page }) => {
  await preferExample(page, '/dual/buyDual', 'error');
  await page.goto('#/pages/invest/purchase?id=12');
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the purchase' })
    .getByRole('button', { name: 'Purchase now' })
    .click();
  await expectToast(page, 'Insufficient balance');
  await expect(page.getByLabel('Quantity')).toHaveValue('1');

  await preferExample(page, '/lh/deposit/order', 'sessionExpired');
  await page.goto('#/pages/lockming/order');
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
});

test('Home tiles open the hub and lock mining', async ({ page }) => {
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  // Financial is the tenth feature: the first rows show nine and More.
  const features = page.getByRole('navigation', { name: 'Features' });
  await features.getByRole('button', { name: 'More' }).click();
  await features.getByRole('button', { name: 'Financial' }).click();
  await expect(page).toHaveURL(/#\/pages\/financial\/index$/);
  await expect(page.getByTestId('hub-mining-locked')).toHaveText('$1,000.00');
});
