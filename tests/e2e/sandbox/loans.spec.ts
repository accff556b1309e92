// Loans against the sandbox, asserted by what the user sees: the collateral is priced at the live
// price (the market's), borrowing credits the loan and freezes the collateral (Assets shows both),
// interest accrues on the clock, repaying all releases the collateral, and a price that falls to
// the liquidation price the loan shows takes the collateral. Assets' headline and the hub's net
// assets stay as they were when a loan is credited (it is owed) and fall by its interest.
import { expect as baseExpect, type Page } from '@playwright/test';
import { comeBackLater, control, newUser, setPrice, signInAs, test, wallets } from './sandbox';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const DAY = 86400e3;

test.afterAll(async ({ request }) => {
  await control(request, 'POST', '/reset');
});

async function borrow(page: Page, amount: string) {
  await page.goto('#/pages/common/borrowing');
  await page.getByLabel('Amount to borrow').fill(amount);
  const collateral = (await page.getByTestId('loan-collateral').textContent())!.trim();
  await page.getByRole('button', { name: 'Borrow', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm the loan' }).getByRole('button', { name: 'Confirm loan' }).click();
  // The loan is listed among the active ones.
  await expect(page.getByRole('tab', { name: 'My loans' })).toHaveAttribute('aria-selected', 'true');
  return collateral;
}

async function spotRow(page: Page, coin: string) {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Spot' }).click();
  return page
    .getByRole('list', { name: 'Coins in the Spot account' })
    .getByTestId('coin-row')
    .filter({ has: page.getByText(coin, { exact: true }) });
}

test('a loan: collateral at the live price and frozen, interest on the clock, repaid in full releases it', async ({
  page,
  request,
}) => {
  await control(request, 'POST', '/reset');
  await setPrice(request, 'BTC/USDT', 80000);
  const user = await newUser(request, { change: { BTC: '0.5', USDT: '10' } });
  await signInAs(page, user);

  // The market and the loan screen show BTC at the same live price.
  await page.goto('#/pages/common/borrowing');
  await expect(page.getByText('BTC price')).toBeVisible();
  const shown = page.locator('dt', { hasText: 'BTC price' }).locator('+ dd');
  await expect(shown).toHaveText(/^(79|80),\d{3}\.\d{2} USDT$/);

  // 1,000 USDT for 30 days at 65 %: about 1,000 ÷ (80,000 × 0.65) = 0.0192 BTC locked.
  const collateral = await borrow(page, '1000');
  expect(collateral).toMatch(/^0\.019\d+ BTC$/);
  const loan = page.getByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' });
  await expect(loan).toContainText('Active');
  await expect(loan).toContainText(collateral);

  // Assets: 1,010 USDT available, the collateral frozen in BTC.
  let usdt = await spotRow(page, 'USDT');
  await expect(usdt).toContainText('Available 1,010.00');
  let btc = await spotRow(page, 'BTC');
  await expect(btc).toContainText(`Frozen ${collateral.replace(' BTC', '')}`);

  // A day later 0.05 % is owed on top: 1,000.50.
  await page.goto('#/pages/common/borrowing?tab=active');
  await comeBackLater(page, request, user, DAY + 60e3);
  await expect(loan).toContainText('1,000.50 USDT');
  await loan.getByRole('button', { name: 'Repay' }).click();
  const sheet = page.getByRole('region', { name: 'Repay the loan' });
  await sheet.getByRole('button', { name: 'All' }).click();
  await sheet.getByRole('button', { name: 'Repay', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm full repayment' })
    .getByRole('button', { name: 'Confirm repayment' })
    .click();

  // Settled: the loan is under "Ended" as repaid, the collateral is free again.
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByRole('article', { name: 'Loan of 1,000.00 USDT against BTC' })).toContainText('Repaid');
  const held = await wallets(request, user);
  expect(Number(held('change', 'BTC').locked)).toBe(0);
  expect(Number(held('change', 'BTC').balance)).toBe(0.5);
  expect(Number(held('change', 'USDT').balance)).toBeCloseTo(9.5, 8);
  usdt = await spotRow(page, 'USDT');
  await expect(usdt).toContainText('Available 9.50');
  btc = await spotRow(page, 'BTC');
  await expect(btc).toContainText('Frozen 0.00');
});

test('a price that falls to the liquidation price the loan shows takes the collateral', async ({ page, request }) => {
  await setPrice(request, 'BTC/USDT', 80000);
  const user = await newUser(request, { change: { BTC: '0.5' } });
  await signInAs(page, user);
  const collateral = await borrow(page, '2000');
  const loan = page.getByRole('article', { name: 'Loan of 2,000.00 USDT against BTC' });
  const price = loan.locator('dt', { hasText: 'Liquidation price of BTC' }).locator('+ dd');
  await expect(price).toHaveText(/USDT$/);
  const liquidation = Number((await price.textContent())!.replace(/[^\d.]/g, ''));
  expect(liquidation).toBeGreaterThan(50000);

  // Above it nothing happens; at it the collateral is sold.
  await setPrice(request, 'BTC/USDT', Math.ceil(liquidation) + 500);
  await page.reload();
  await expect(loan).toContainText('Active');
  await setPrice(request, 'BTC/USDT', Math.floor(liquidation) - 1);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByRole('article', { name: 'Loan of 2,000.00 USDT against BTC' })).toContainText('Liquidated');
  const held = await wallets(request, user);
  expect(Number(held('change', 'BTC').locked)).toBe(0);
  expect(Number(held('change', 'BTC').balance)).toBeCloseTo(0.5 - Number(collateral.replace(' BTC', '')), 8);
  // The loan itself stays with the user.
  expect(Number(held('change', 'USDT').balance)).toBe(2000);
});

test('a loan leaves the net assets as they were; its interest lowers them (Assets and the hub agree)', async ({
  page,
  request,
}) => {
  // BTC held still at 80,000, so the collateral's worth moves nothing between the readings.
  await setPrice(request, 'BTC/USDT', 80000, true);
  try {
    const user = await newUser(request, { change: { BTC: '0.5', USDT: '10' } });
    await signInAs(page, user);
    const headline = page.getByTestId('assets-total');
    await page.goto('#/pages/fund/assets');
    // 0.5 BTC × 80,000 + 10 USDT.
    await expect(headline).toHaveText('$40,010.00');

    // 1,000 USDT borrowed: in the spot account, and owed.
    await borrow(page, '1000');
    await page.goto('#/pages/fund/assets');
    await expect(headline).toHaveText('$40,010.00');
    await expect(page.getByRole('region', { name: 'Earn' })).toContainText('Loans owed-$1,000.00');
    await page.goto('#/pages/financial/index');
    await expect(page.getByTestId('hub-net')).toHaveText('$40,010.00');
    await expect(page.getByTestId('hub-loans-owed')).toHaveText('$1,000.00');

    // A day later 0.50 of interest is owed: the net assets are 0.50 lower, on both screens.
    await comeBackLater(page, request, user, DAY + 60e3);
    await expect(page.getByTestId('hub-net')).toHaveText('$40,009.50');
    await page.goto('#/pages/fund/assets');
    await expect(headline).toHaveText('$40,009.50');
  } finally {
    await setPrice(request, 'BTC/USDT', 80000);
  }
});
