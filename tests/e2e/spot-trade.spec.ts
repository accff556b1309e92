import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { contractExample, expectToast, preferExample, signedIn, watchProblems } from './helpers';

/** Counts the orders the page sends. */
function countOrders(page: Page): { sent: URLSearchParams[] } {
  const counter = { sent: [] as URLSearchParams[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/coin/trade'))
      counter.sent.push(new URLSearchParams(request.postData() ?? ''));
  });
  return counter;
}

async function openSpot(page: Page, path = '#/pages/transaction/currency?id=1') {
  await signedIn(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Choose a pair, now BTC/USDT' })).toBeVisible();
  await expect(page.getByTestId('spot-available')).toHaveText('12,480.50 USDT');
}

test('places a limit buy against the mock and sees it confirmed', async ({ page }) => {
  const problems = watchProblems(page);
  const orders = countOrders(page);
  await openSpot(page);
  await page.getByLabel('Price (USDT)').fill('96000');
  await page.getByLabel('Amount (BTC)').fill('0.01');
  await expect(page.getByLabel('Total (USDT)')).toHaveValue('960');
  await page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy BTC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('96,000 USDT')).toBeVisible();
  await expect(dialog.getByText('0.01 BTC')).toBeVisible();
  await expect(dialog.getByText('960.00 USDT')).toBeVisible();
  const refreshed = page.waitForRequest((request) => request.url().includes('/api/coin/list'));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order placed');
  await refreshed;
  expect(orders.sent).toHaveLength(1);
  expect(Object.fromEntries(orders.sent[0]!)).toMatchObject({
    amount: '0.01',
    target_price: '96000',
    currency_id: '2',
    legal_id: '1',
    type: '1',
  });
  await expect(page.getByLabel('Amount (BTC)')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Open orders' }).getByTestId('spot-order').first()).toContainText(
    'In progress',
  );
  expect(problems).toEqual([]);
});

test('a too-large amount says "Insufficient balance" and sends nothing', async ({ page }) => {
  const orders = countOrders(page);
  await openSpot(page);
  await page.getByLabel('Price (USDT)').fill('96000');
  await page.getByLabel('Amount (BTC)').fill('1');
  await page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(orders.sent).toHaveLength(0);
  await expect(page.getByLabel('Amount (BTC)')).toHaveValue('1');
});

test('a refused order shows the server message and keeps the form', async ({ page }) => {
  await preferExample(page, '/coin/trade', 'wrongPrice');
  await openSpot(page);
  await page.getByLabel('Amount (BTC)').fill('0.01');
  await page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy BTC' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const refusal = contractExample('ErrorEnterCorrectPrice') as { message: string };
  await expectToast(page, refusal.message);
  await expect(page.getByText('Order placed')).toHaveCount(0);
  await expect(page.getByLabel('Amount (BTC)')).toHaveValue('0.01');
});

test('the order book fills from the socket and a level sets the price', async ({ page }) => {
  await openSpot(page);
  const bids = page.getByRole('list', { name: 'Buy orders' });
  await expect(bids.getByRole('button')).toHaveCount(10, { timeout: 10_000 });
  await expect(page.getByRole('list', { name: 'Sell orders' }).getByRole('button')).toHaveCount(10);
  const best = bids.getByRole('button').first();
  // The level shows its price grouped ("96,153.77"); the input takes it without grouping.
  const price = ((await best.locator('.spot-book__price').textContent()) ?? '').replaceAll(',', '');
  expect(price).not.toBe('');
  await best.click();
  await expect(page.getByLabel('Price (USDT)')).toHaveValue(price.includes('.') ? price.replace(/\.?0+$/, '') : price);
});

test('the Trade tab embeds spot trading and the pair selector switches pairs', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/transaction/index?mode=coins');
  await page.getByRole('button', { name: 'Choose a pair, now BTC/USDT' }).click();
  await page.getByRole('list', { name: 'Pairs quoted in USDT' }).getByRole('button', { name: /^ETH/ }).click();
  await expect(page.getByRole('button', { name: 'Choose a pair, now ETH/USDT' })).toBeVisible();
  await expect(page).toHaveURL(/mode=coins/);
  await expect(page).toHaveURL(/id=2/);
  await expect(
    page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy ETH' }),
  ).toBeVisible();
});

test('the orders screen lists orders and ends with "No more data"', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/transaction/currency_order');
  const rows = page.getByRole('list', { name: 'Orders' }).getByTestId('spot-order');
  // The mock answers its example (one open, one filled, one cancelled order) whatever is asked:
  // the Open tab shows only the open one, All shows the three.
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('In progress');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('No more data')).toBeVisible();
});

test('stock mode of the Trade tab: a limit buy of AAPL/USDT, then the contract flow of the stock pairs', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const orders = countOrders(page);
  await signedIn(page);
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: 'Stocks' }).click();
  await expect(page).toHaveURL(/mode=stock/);
  await expect(page.getByRole('tab', { name: 'Stocks', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a pair, now AAPL/USDT' })).toBeVisible();
  await expect(page.getByTestId('spot-available')).toHaveText('12,480.50 USDT');
  await page.getByLabel('Price (USDT)').fill('230');
  await page.getByLabel('Amount (AAPL)').fill('2');
  await expect(page.getByLabel('Total (USDT)')).toHaveValue('460');
  await page.getByRole('form', { name: 'Place an order' }).getByRole('button', { name: 'Buy AAPL' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order placed');
  expect(orders.sent).toHaveLength(1);
  expect(Object.fromEntries(orders.sent[0]!)).toMatchObject({
    amount: '2',
    target_price: '230',
    currency_id: '7',
    legal_id: '1',
  });

  await page.getByRole('tab', { name: 'Contract' }).last().click();
  await expect(page).toHaveURL(/flow=contract/);
  await expect(page.getByRole('button', { name: 'Choose contract pair, now AAPL/USDT' })).toBeVisible();
  expect(problems).toEqual([]);
});
