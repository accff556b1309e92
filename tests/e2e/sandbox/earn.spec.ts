// Lock mining and dual investment against the sandbox, asserted by what the user sees afterwards:
// a lock moves money from "available" into the lock (Assets' total unchanged, the financial hub
// holds it), a day on the clock pays its income, an early redemption charges exactly the penalty
// the dialog previewed, and a lock past its maturity is back with its income and never "In
// progress". A dual purchase pays at maturity what its preview said, in the coin or in USDT by the
// settlement price.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { comeBackLater, control, newUser, setPrice, signInAs, test, wallets } from './sandbox';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const DAY = 86400e3;

/** Milliseconds from the sandbox clock's now to `days` days after its next midnight (UTC), plus a minute. */
async function untilDay(request: APIRequestContext, days: number): Promise<number> {
  const { now } = (await control<{ clock: { now: number } }>(request, 'GET', '')).clock;
  return Math.floor(now / DAY) * DAY + DAY + days * DAY - now + 60e3;
}

async function assetsSpot(page: Page) {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Spot' }).click();
  return page
    .getByRole('list', { name: 'Coins in the Spot account' })
    .getByTestId('coin-row')
    .filter({ hasText: 'USDT' });
}

async function buyLock(page: Page, configId: number, amount: string) {
  await page.goto(`#/pages/lockming/buy?id=${configId}`);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm the lock' }).getByRole('button', { name: 'Lock now' }).click();
  await expect(page).toHaveURL(/#\/pages\/lockming\/order$/);
}

// These journeys move the lane's clock by days: each starts from the seed's world (products on
// sale, windows open) and the last leaves it so for the lane's next test.
test.beforeEach(async ({ page, request }) => {
  await control(request, 'POST', '/reset');
  await page.addInitScript(() => localStorage.setItem('lockmingWelcomed', '1'));
});
test.afterAll(async ({ request }) => {
  await control(request, 'POST', '/reset');
});

test('a lock moves money into the lock, pays its income, and an early redemption charges the previewed penalty', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '5000' } });
  await signInAs(page, user);
  let spot = await assetsSpot(page);
  await expect(page.getByTestId('assets-total')).toHaveText('$5,000.00');
  await expect(spot).toContainText('Available 5,000.00');

  // 1,000 USDT for 7 days at 0.32 % a day.
  await buyLock(page, 4, '1000');
  const card = page.getByRole('article', { name: 'Order of 1,000.00 USDT' });
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('7 days');

  // Assets: the total is unchanged, the available fell by the lock; the hub holds it.
  spot = await assetsSpot(page);
  await expect(spot).toContainText('Available 4,000.00');
  await expect(page.getByTestId('assets-total')).toHaveText('$5,000.00');
  await expect(page.getByTestId('assets-earn-total')).toHaveText('$1,000.00');
  await page.goto('#/pages/financial/index');
  await expect(page.getByTestId('hub-mining-locked')).toHaveText('$1,000.00');
  await expect(page.getByTestId('hub-total')).toHaveText('$1,000.00');

  // A day of the lock passes: 3.20 USDT paid, 6 days left.
  await page.goto('#/pages/lockming/order');
  await comeBackLater(page, request, user, await untilDay(request, 1));
  await expect(card).toContainText('3.20 USDT');
  await expect(card).toContainText('6 days');
  await card.getByRole('button', { name: 'Redeem early' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem early?' });
  const figures = redeem.getByTestId('redeem-figures');
  // 0.32 % × 6 days × 1,000 = 19.20; 980.80 come back.
  await expect(figures).toContainText('Penalty19.20 USDT');
  await expect(figures).toContainText('You get back980.80 USDT');
  await redeem.getByRole('button', { name: 'Redeem' }).dblclick();
  await expectToast(page, 'Early redemption succeeded');

  // What came back is what the dialog said: 4,000 + 3.20 + 980.80; the lock is redeemed.
  const held = await wallets(request, user);
  expect(Number(held('change', 'USDT').balance)).toBe(4984);
  await page.getByRole('tab', { name: 'Redeemed' }).click();
  await expect(page.getByRole('article', { name: 'Order of 1,000.00 USDT' })).toContainText('Redeemed');
  spot = await assetsSpot(page);
  await expect(spot).toContainText('Available 4,984.00');
  await expect(page.getByTestId('assets-total')).toHaveText('$4,984.00');
});

test('a lock past its maturity is back with its income and is never shown in progress', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '2000' } });
  await signInAs(page, user);
  await buyLock(page, 4, '1000');
  await expect(page.getByRole('article', { name: 'Order of 1,000.00 USDT' })).toContainText('In progress');

  await comeBackLater(page, request, user, await untilDay(request, 7));
  await expect(page.getByText('No order in progress')).toBeVisible();
  await page.getByRole('tab', { name: 'Redeemed' }).click();
  const ended = page.getByRole('article', { name: 'Order of 1,000.00 USDT' });
  // 7 days × 3.20 USDT.
  await expect(ended).toContainText('22.40 USDT');
  await expect(ended.getByRole('button', { name: 'Redeem early' })).toHaveCount(0);
  const spot = await assetsSpot(page);
  await expect(spot).toContainText('Available 2,022.40');
  await expect(page.getByTestId('assets-total')).toHaveText('$2,022.40');
  await page.goto('#/pages/financial/index');
  await expect(page.getByTestId('hub-mining-locked')).toHaveText('$0.00');
});

test('a dual investment pays at maturity what its preview said', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '50000', BTC: '1' } });
  await signInAs(page, user);
  await page.goto('#/pages/invest/invest');
  await page.getByRole('button', { name: 'Purchase' }).first().click();
  await expect(page).toHaveURL(/#\/pages\/invest\/purchase\?id=\d+/);
  await page.getByLabel('Quantity').fill('2');
  const coin = (await page.getByTestId('payoff-coin').textContent())!.trim();
  const usdt = (await page.getByTestId('payoff-usdt').textContent())!.trim();
  expect(coin).toMatch(/^[\d,.]+ BTC$/);
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the purchase' })
    .getByRole('button', { name: 'Purchase now' })
    .click();
  // The position lists the same two outcomes the preview showed.
  await page.goto('#/pages/invest/mine');
  const position = page.getByRole('list', { name: 'Positions: Purchased' }).getByRole('article');
  await expect(position).toHaveCount(1);
  await expect(position).toContainText(coin);
  await expect(position).toContainText(usdt);
  // Paid in BTC: 0.2 BTC left the spot account.
  expect(Number((await wallets(request, user))('change', 'BTC').balance)).toBeCloseTo(0.8, 8);

  // Settled above the linked price: USDT, the preview's figure, in the spot account.
  await setPrice(request, 'BTC/USDT', 250000);
  await comeBackLater(page, request, user, 30 * DAY);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText(`Settled: +${usdt}`)).toBeVisible();
  const usdtPaid = Number(usdt.replace(/[^\d.]/g, ''));
  expect(Number((await wallets(request, user))('change', 'USDT').balance)).toBeCloseTo(50000 + usdtPaid, 8);
});
