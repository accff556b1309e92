// Seconds options against the sandbox, asserted by their consequences: an Up order on XRP/USDT
// (30 s, +80 %) is listed as open with its stake taken from the options balance; the price is set
// above its open price and the sandbox clock moved past its expiry: "You won" with the profit, the
// balance up by stake x 80 % (trade screen and Assets), the order under History as Won and never
// under Open. A Down order the price goes against is Lost likewise. Its failures: an amount above
// the balance is refused before any request and stays typed; a double tap on Confirm sends once.
import Big from 'big.js';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { advance, newUser, setPrice, signInAs, test } from './sandbox';

/** The pair of these journeys (the only one whose price they move): XRP/USDT, match id 4. */
const PAIR = 'XRP/USDT';
const TRADE = '#/pages/transaction/index2?id=4';
const ORDERS = '#/pages/transaction/seconds_order';

// Both journeys move XRP/USDT and wait for their own settlement: one after the other. Each goes
// through several screens: room for a loaded machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });

interface PlacedOrder {
  id: number;
  open_price: string;
  remain_milli_seconds: number;
}

/** Counts the orders the page sends. */
function countOrders(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/microtrade/submit')) sent.count += 1;
  });
  return sent;
}

/** The USDT row of the Options account on Assets. */
async function expectOptionsUsdt(page: Page, available: string, frozen: string) {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Options' }).click();
  const row = page
    .getByRole('list', { name: 'Coins in the Options account' })
    .getByTestId('coin-row')
    .filter({ has: page.locator('.coin-row__name', { hasText: /^USDT$/ }) });
  await expect(row).toContainText(`Available ${available}`);
  await expect(row).toContainText(`Frozen ${frozen}`);
}

async function openTrade(page: Page, balance: string) {
  await page.goto(TRADE);
  await expect(page.getByRole('button', { name: `Choose pair, now ${PAIR}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('micro-balance')).toHaveText(balance);
}

/**
 * Confirms the order on screen (two taps) and, as soon as the sandbox has opened it, moves the
 * price to `factor` times its open price (before anything else, so that no one's clock move can
 * settle it at the price it opened at).
 */
async function confirmAndMovePrice(page: Page, request: APIRequestContext, factor: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/microtrade/submit'));
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm' }).dblclick();
  const order = ((await (await answered).json()) as { message: PlacedOrder }).message;
  const moved = new Big(order.open_price).times(factor).round(4, Big.roundHalfUp);
  await setPrice(request, PAIR, Number(moved));
  return order;
}

const openTab = (page: Page) => page.getByRole('list', { name: 'Open orders' });

test('an Up order wins when the price ends above its open price: the profit is paid', async ({ page, request }) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { micro: { USDT: '1000' } });
  await setPrice(request, PAIR, 2.5);
  await signInAs(page, user);
  await page.addInitScript(() => localStorage.setItem('secondsTrade:riskAccepted', '1'));
  const sent = countOrders(page);

  await expectOptionsUsdt(page, '1,000.00', '0.00');
  await openTrade(page, '1,000.00 USDT');
  await page.getByRole('radio', { name: '30s +80%' }).click();

  // More than the balance: refused before any request, the amount kept.
  await page.getByLabel('Amount (USDT)').fill('2000');
  await page.getByRole('button', { name: /^Up/ }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toHaveCount(0);
  await expect(page.getByLabel('Amount (USDT)')).toHaveValue('2000');
  expect(sent.count).toBe(0);

  await page.getByLabel('Amount (USDT)').fill('100');
  await page.getByRole('button', { name: /^Up/ }).click();
  const figures = page.getByRole('dialog', { name: 'Confirm order' }).getByTestId('confirm-figures');
  await expect(figures).toContainText(PAIR);
  await expect(figures).toContainText('30s');
  await expect(figures).toContainText('Expected profit+80.00 USDT');
  await expect(figures).toContainText('Possible loss-100.00 USDT');
  const order = await confirmAndMovePrice(page, request, '1.04');
  await expectToast(page, 'Order placed');
  expect(sent.count).toBe(1);

  const sheet = page.getByTestId('countdown-sheet');
  await expect(sheet.getByRole('heading', { name: `${PAIR} order in progress` })).toBeVisible();
  await expect(sheet.getByText(`Order ${order.id}`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('tab', { name: 'Open (1)' })).toBeVisible();
  const row = openTab(page).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(PAIR);
  await expect(row).toContainText('Up');
  await expect(row).toContainText('100.00 USDT');
  // the stake left the balance
  await expect(page.getByTestId('micro-balance')).toHaveText('900.00 USDT');

  // The orders screen lists it as open, counting down.
  await page.goto(ORDERS);
  const open = openTab(page).getByTestId('seconds-order');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(PAIR);
  await expect(open.getByRole('timer')).toBeVisible();

  // Past its expiry on the sandbox clock: settled above the open price, a win.
  await advance(request, 31_000);
  const result = page.getByRole('dialog', { name: 'You won' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('+80.00 USDT');
  await expect(result).toContainText(PAIR);
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('No open orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Closed' }).click();
  const closed = page.getByRole('list', { name: 'History' }).getByTestId('seconds-order');
  await expect(closed).toHaveCount(1);
  await expect(closed).toContainText('Won');
  await expect(closed).toContainText('+80.00 USDT');

  // stake back plus stake x 80 %
  await openTrade(page, '1,080.00 USDT');
  await expect(page.getByRole('tab', { name: 'Open (0)' })).toBeVisible();
  await expect(page.getByText('No open orders')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' }).getByTestId('seconds-order');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Won');
  await expect(history).toContainText('+80.00 USDT');
  await expectOptionsUsdt(page, '1,080.00', '0.00');
  expect(sent.count).toBe(1);
  expect(problems).toEqual([]);
});

test('a Down order loses when the price ends above its open price: the stake is gone', async ({ page, request }) => {
  const user = await newUser(request, { micro: { USDT: '1000' } });
  await setPrice(request, PAIR, 2.5);
  await signInAs(page, user);
  await page.addInitScript(() => localStorage.setItem('secondsTrade:riskAccepted', '1'));
  const sent = countOrders(page);

  await openTrade(page, '1,000.00 USDT');
  await page.getByRole('radio', { name: '30s +80%' }).click();
  await page.getByLabel('Amount (USDT)').fill('50');
  await page.getByRole('button', { name: /^Down/ }).click();
  await confirmAndMovePrice(page, request, '1.04');
  await expectToast(page, 'Order placed');
  await page.getByTestId('countdown-sheet').getByRole('button', { name: 'Hide' }).click();
  await expect(openTab(page).getByRole('listitem')).toContainText('Down');
  await expect(page.getByTestId('micro-balance')).toHaveText('950.00 USDT');

  await advance(request, 31_000);
  const result = page.getByRole('dialog', { name: 'You lost' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('-50.00 USDT');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('tab', { name: 'Open (0)' })).toBeVisible();
  await expect(page.getByText('No open orders')).toBeVisible();
  await expect(page.getByTestId('micro-balance')).toHaveText('950.00 USDT');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' }).getByTestId('seconds-order');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Lost');
  await expect(history).toContainText('-50.00 USDT');

  await page.goto(ORDERS);
  await expect(page.getByText('No open orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByRole('list', { name: 'History' }).getByTestId('seconds-order')).toContainText('Lost');
  await expectOptionsUsdt(page, '950.00', '0.00');
  expect(sent.count).toBe(1);
});
