// OTC, quick buy and coupons against Prism: every route renders its real screen signed in; an
// order is placed on an ad within its limits after the confirmation, its payment countdown runs,
// and "I have paid" is confirmed; quick buy picks the best ad for an amount; coupons list.
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { expectToast, signedIn, watchProblems } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

const SCREENS: readonly [string, string][] = [
  ['pages/otc/otc', 'OTC'],
  ['pages/otc/orders', 'My orders'],
  ['pages/otc/order?id=880412', 'OTC order'],
  ['pages/otc/quick', 'Quick buy'],
  ['pages/setting/coupon', 'Coupons'],
];

for (const [route, title] of SCREENS) {
  test(`${route} renders its screen`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`#/${route}`);
    await expect(page.locator('.page-nav')).toContainText(title);
    await expect(page.locator('.page-body .adm-skeleton, .page-body [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.page-body')).not.toContainText(/coming soon|Could not load/i);
    expect(problems).toEqual([]);
  });
}

test('buy USDT from an ad within its limits, then say it was paid', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/otc\/order$/.test(request.url())) orders.push(request.postData() ?? '');
  });
  await page.goto('#/pages/otc/otc');
  await expect(page.getByText('7.25 CNY').first()).toBeVisible();
  await page.getByRole('button', { name: 'Buy with Golden Bridge OTC' }).click();
  const quantity = page.getByLabel('Quantity');
  await quantity.fill('10');
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  await expect(page.getByText("The total is below this ad's minimum of 100.00 CNY")).toBeVisible();
  await quantity.fill('500');
  await expect(page.getByTestId('otc-order-total')).toContainText('3,625.00 CNY');
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  const rows = page.getByTestId('otc-order-confirm');
  await expect(rows).toContainText('500.00 USDT');
  await expect(rows).toContainText('3,625.00 CNY');
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/#\/pages\/otc\/order\?id=880412$/);
  expect(orders).toHaveLength(1);
  expect(new URLSearchParams(orders[0]).get('number')).toBe('500');

  const timer = page.getByTestId('otc-countdown');
  await expect(timer).toContainText(/1[45]:\d\d/);
  // It counts down from the 15 minutes the server gave (a loaded CI machine may take a while).
  await expect(timer).toContainText(/14:[0-5]\d/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'I have paid' }).click();
  await page.getByRole('dialog', { name: 'Have you paid?' }).getByRole('button', { name: 'Yes, I have paid' }).click();
  await expectToast(page, 'Operation succeeded');
  expect(problems).toEqual([]);
});

test('quick buy picks the best ad for the amount', async ({ page }) => {
  await page.goto('#/pages/otc/quick');
  await page.getByLabel('I want to spend').fill('500');
  await page.getByRole('button', { name: 'Find the best price' }).click();
  await expect(page.getByTestId('quick-quantity')).toHaveText('68.96 USDT');
  await expect(page.getByRole('region', { name: 'Best offer' })).toContainText('Golden Bridge OTC');
  await page.getByRole('button', { name: 'Buy USDT' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/#\/pages\/otc\/order\?id=880412$/);
});

test('coupons say what they are worth, where they apply and until when', async ({ page }) => {
  await page.goto('#/pages/setting/coupon');
  const coupon = page.getByRole('article', { name: 'Spot fee 20% off' });
  await expect(coupon).toContainText('20% off');
  await expect(coupon).toContainText('Applies to: Spot trading');
  await expect(coupon).toContainText('For orders of 100 USDT or more');
  await expect(coupon).toContainText(/Valid .+ – .+/);
});
