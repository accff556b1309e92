// Copy trading against Prism: every copy-trading route renders its real screen signed in, and a
// trader is followed with fixed lots, then the follow is stopped, each after its confirmation.
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

const SCREENS: readonly [string, string][] = [
  ['pages/follow/index', 'Copy trading'],
  ['pages/follow/trader?id=200517', 'Trader'],
  ['pages/copytrade/trader?id=200517', 'Trader'],
  ['pages/follow/follow?id=200517', 'Copy trading'],
  ['pages/follow/agreement_zh', 'Copy trading agreement'],
  ['pages/follow/agreement_en', 'Copy trading agreement'],
  ['pages/copytrade/my', 'My copy trading'],
  ['pages/copytrade/copy', 'My copy trading'],
  ['pages/copytrade/apply', 'Become a trader'],
];

for (const [route, title] of SCREENS) {
  test(`${route} renders its screen`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`#/${route}`);
    await expect(page.locator('.page-nav')).toContainText(title);
    await expect(page.locator('.page-body')).not.toContainText(/coming soon|Could not load/i);
    await expect(page.locator('.page-body .adm-skeleton, .page-body [aria-busy="true"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('follow a trader with fixed lots, then stop following', async ({ page }) => {
  const problems = watchProblems(page);
  const trader = contractExample('TraderDetailOk') as { message: Record<string, unknown> };
  // Prism's example is a trader the user already follows; this journey starts before that.
  await intercept(page, '**/api/follow/traderDetail*', (route) =>
    route.fulfill({ json: { ...trader, message: { ...trader.message, is_followed: 0 } } }),
  );
  const follows: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/follow/follow')) follows.push(request.postData() ?? '');
  });

  await page.goto('#/pages/follow/trader?id=200517');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/follow\/follow\?id=200517$/);
  await page.getByText('Fixed lots', { exact: true }).click();
  await page.getByLabel('Lots per order').fill('abc');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Please enter a correct number')).toBeVisible();
  await page.getByLabel('Lots per order').fill('1.5');
  await page.getByText('I have read and accept the').click();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const rows = page.getByTestId('follow-confirm');
  await expect(rows).toContainText('Fixed lots');
  await expect(rows).toContainText('1.5 lots');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Now following AlphaWolf');
  await expect(page).toHaveURL(/#\/pages\/copytrade\/my$/);
  expect(follows).toHaveLength(1);
  expect(follows[0]).toContain('type=2');
  expect(follows[0]).toContain('number=1.5');

  const card = page.getByRole('article', { name: 'AlphaWolf' });
  await card.getByRole('button', { name: 'Stop following' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop following AlphaWolf?' });
  await expect(dialog).toContainText('Positions already copied stay open');
  await dialog.getByRole('button', { name: 'Stop following' }).click();
  await expectToast(page, 'You no longer follow AlphaWolf');
  expect(problems).toEqual([]);
});
