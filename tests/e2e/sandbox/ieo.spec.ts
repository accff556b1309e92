// IEO against the sandbox, asserted by what the user sees: a subscription within the window pays
// tokens × the issuance price the project states (Assets' total unchanged: the money is held by
// the subscription, the financial hub shows it), the allotment comes when the window closes, and
// the tokens reach the spot account after the lock period.
import { expect as baseExpect } from '@playwright/test';
import { comeBackLater, control, newUser, signInAs, test, wallets } from './sandbox';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const DAY = 86400e3;

test.beforeEach(async ({ request }) => {
  await control(request, 'POST', '/reset');
});
test.afterAll(async ({ request }) => {
  await control(request, 'POST', '/reset');
});

test('a subscription is paid at the stated price, allotted when the window closes, credited after the lock', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '1000' } });
  await signInAs(page, user);

  // The live project says what a token costs, and the subscription costs exactly that.
  await page.goto('#/pages/ieo/ieo');
  const nova = page.getByRole('article').filter({ hasText: 'Nova Token (NVT) launch' });
  await expect(nova).toContainText('0.05 USDT');
  await nova.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByLabel('Tokens').fill('2000');
  await expect(page.getByTestId('ieo-cost')).toHaveText('100.00 USDT');
  await page.getByRole('button', { name: 'Apply for subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the subscription' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(page).toHaveURL(/#\/pages\/ieo\/order$/);
  const order = page.getByRole('article').filter({ hasText: 'NVT' });
  await expect(order).toContainText('Pending');
  await expect(order).toContainText('100.00 USDT');

  // The money is in the subscription: Assets' total unchanged, 900 available, the hub holds 100.
  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$1,000.00');
  expect(Number((await wallets(request, user))('change', 'USDT').balance)).toBe(900);
  await page.goto('#/pages/financial/index');
  await expect(page.getByTestId('hub-ieo-held')).toHaveText('$100.00');

  // The window closes (5 days): all 2,000 allotted (the issuance was not exceeded).
  await page.goto('#/pages/ieo/order');
  await comeBackLater(page, request, user, 6 * DAY);
  await expect(order).toContainText('Allotted');
  await expect(order).toContainText('2,000 NVT');
  expect(Number((await wallets(request, user))('change', 'NVT').balance)).toBe(0);

  // After the 30-day lock the tokens are in the spot account.
  await comeBackLater(page, request, user, 31 * DAY);
  await expect(order).toContainText('Credited');
  expect(Number((await wallets(request, user))('change', 'NVT').balance)).toBe(2000);
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Spot' }).click();
  await expect(
    page.getByRole('list', { name: 'Coins in the Spot account' }).getByTestId('coin-row').filter({ hasText: 'NVT' }),
  ).toContainText('2,000');
  await page.goto('#/pages/financial/index');
  await expect(page.getByTestId('hub-ieo-held')).toHaveText('$0.00');
});
