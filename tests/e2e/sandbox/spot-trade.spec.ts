// Spot trading against the sandbox, asserted by its consequences: a limit buy of LTC/USDT rests
// (listed "In progress", its total frozen on the trade screen and on Assets), fills when the price
// is moved through its limit (history "Complete", the LTC less the 0.2 % fee on both screens); a
// market sell fills at once at the live price; resting orders cancelled (one, then all of the pair)
// give their frozen USDT back on the trade form and on Assets. Its failures: a second tap on Confirm sends one
// order, a too-large amount says "Insufficient balance" and keeps what was typed.
import Big from 'big.js';
import { expect, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { newUser, SANDBOX, setPrice, signInAs, wallets, test, type SandboxUser } from './sandbox';
import type { APIRequestContext } from '@playwright/test';

/** The pair of these journeys (the only one whose price they move): LTC/USDT, match id 3. */
const PAIR = 'LTC/USDT';
const TRADE = '#/pages/transaction/currency?id=3';
/** The sandbox's spot fee: 0.2 % of what the order receives (sandbox/src/domain/spot-orders.ts). */
const FEE_RATE = '0.002';

// Both journeys move or read LTC/USDT: one after the other, so one's price move never fills the
// other's order. Each goes through several screens: room for a loaded machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** Formats as the app's formatAmount does in English: cut to 8 decimals, at least 2, grouped. */
function amountText(value: Big.BigSource): string {
  const text = new Big(value).round(8, Big.roundDown).toFixed(8).replace(/0+$/, '');
  const [int = '0', frac = ''] = text.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
}

/** Counts the orders the page sends. */
function countOrders(page: Page): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/coin/trade'))
      sent.push(new URLSearchParams(request.postData() ?? ''));
  });
  return sent;
}

async function openTrade(page: Page, available: string) {
  await page.goto(TRADE);
  await expect(page.getByRole('button', { name: `Choose a pair, now ${PAIR}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('spot-available')).toHaveText(available);
}

/** The coin rows of the Spot account on Assets. */
async function spotCoins(page: Page) {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Spot' }).click();
  return page.getByRole('list', { name: 'Coins in the Spot account' }).getByTestId('coin-row');
}

/** A coin's row on Assets: the amount held, then "Available x" and "Frozen y". */
async function expectCoin(page: Page, coin: string, held: string, available: string, frozen: string) {
  const rows = await spotCoins(page);
  const row = rows.filter({ has: page.locator('.coin-row__name', { hasText: new RegExp(`^${coin}$`) }) });
  await expect(row.locator('.coin-row__held strong')).toHaveText(held);
  await expect(row).toContainText(`Available ${available}`);
  await expect(row).toContainText(`Frozen ${frozen}`);
}

const orderForm = (page: Page) => page.getByRole('form', { name: 'Place an order' });
const openOrders = (page: Page) => page.getByRole('list', { name: 'Open orders' }).getByTestId('spot-order');

test('a limit buy rests, freezes its total, then fills when the price crosses it', async ({ page, request }) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { change: { USDT: '5000' } });
  await setPrice(request, PAIR, 90);
  await signInAs(page, user);
  const sent = countOrders(page);

  await expectCoin(page, 'USDT', '5,000.00', '5,000.00', '0.00');
  await openTrade(page, '5,000.00 USDT');
  await expect(page.getByText('No open orders for this pair')).toBeVisible();

  // More than the balance pays for: said before any request, and what was typed stays.
  await page.getByLabel('Price (USDT)').fill('85.5');
  await page.getByLabel('Amount (LTC)').fill('100');
  await expect(page.getByLabel('Total (USDT)')).toHaveValue('8550');
  await orderForm(page).getByRole('button', { name: 'Buy LTC' }).click();
  await expect(orderForm(page).getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Price (USDT)')).toHaveValue('85.5');
  await expect(page.getByLabel('Amount (LTC)')).toHaveValue('100');
  expect(sent).toHaveLength(0);

  // 10 LTC at 85.50, below the market (90): the order rests.
  await page.getByLabel('Amount (LTC)').fill('10');
  await expect(page.getByLabel('Total (USDT)')).toHaveValue('855');
  await orderForm(page).getByRole('button', { name: 'Buy LTC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('85.5 USDT');
  await expect(dialog).toContainText('10.00 LTC');
  await expect(dialog).toContainText('855.00 USDT');
  // Two taps on Confirm: one order.
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expectToast(page, 'Order placed');
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(sent[0]!)).toMatchObject({ amount: '10', target_price: '85.5', type: '1' });

  const order = openOrders(page);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('In progress');
  await expect(order).toContainText('Buy');
  await expect(order).toContainText('Limit');
  await expect(order).toContainText('85.50');
  await expect(order).toContainText('855.00');
  // amount x price leaves the available USDT (frozen)
  await expect(page.getByTestId('spot-available')).toHaveText('4,145.00 USDT');
  expect(sent).toHaveLength(1);

  await expectCoin(page, 'USDT', '5,000.00', '4,145.00', '855.00');

  // The market falls through the limit: the order fills at 85.50.
  await openTrade(page, '4,145.00 USDT');
  await expect(openOrders(page)).toHaveCount(1);
  await setPrice(request, PAIR, 84);
  await expect(page.getByText('No open orders for this pair')).toBeVisible();
  const received = new Big(10).times(new Big(1).minus(FEE_RATE)); // 9.98 LTC
  await page.getByRole('radio', { name: 'Sell' }).click();
  await expect(page.getByTestId('spot-available')).toHaveText(`${amountText(received)} LTC`);
  await page.getByRole('radio', { name: 'Buy' }).click();
  await expect(page.getByTestId('spot-available')).toHaveText('4,145.00 USDT');

  await page.goto('#/pages/transaction/currency_order');
  const list = page.getByRole('list', { name: 'Orders' }).getByTestId('spot-order');
  await expect(page.getByText('No orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Filled' }).click();
  await expect(list).toHaveCount(1);
  await expect(list).toContainText('Complete');
  await expect(list).toContainText('85.50');
  await expect(list).toContainText('10.00');

  await expectCoin(page, 'LTC', amountText(received), amountText(received), '0.00');
  await expectCoin(page, 'USDT', '4,145.00', '4,145.00', '0.00');

  const held = await wallets(request, user);
  expect(held('change', 'LTC').balance).toMatch(/^9\.98/);
  expect(sent).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a market sell fills at once at the live price, less the fee', async ({ page, request }) => {
  const user = await newUser(request, { change: { LTC: '10' } });
  await setPrice(request, PAIR, 90);
  await signInAs(page, user);
  const sent = countOrders(page);

  await page.goto(TRADE);
  await expect(page.getByRole('button', { name: `Choose a pair, now ${PAIR}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('spot-available')).toHaveText('0.00 USDT');
  await page.getByRole('radio', { name: 'Sell' }).click();
  await page.getByRole('radio', { name: 'Market' }).click();
  await expect(page.getByTestId('spot-available')).toHaveText('10.00 LTC');

  await page.getByLabel('Amount (LTC)').fill('11');
  await orderForm(page).getByRole('button', { name: 'Sell LTC' }).click();
  await expect(orderForm(page).getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByLabel('Amount (LTC)')).toHaveValue('11');
  expect(sent).toHaveLength(0);

  await page.getByLabel('Amount (LTC)').fill('4');
  await orderForm(page).getByRole('button', { name: 'Sell LTC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Market price');
  await expect(dialog).toContainText('4.00 LTC');
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expectToast(page, 'Order placed');
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(sent[0]!)).toMatchObject({ amount: '4', target_price: '0', type: '2' });

  await expect(page.getByTestId('spot-available')).toHaveText('6.00 LTC');
  await expect(page.getByText('No open orders for this pair')).toBeVisible();

  // The price it filled at, as the order history shows it.
  await page.goto('#/pages/transaction/currency_order');
  await page.getByRole('tab', { name: 'Filled' }).click();
  const row = page.getByRole('list', { name: 'Orders' }).getByTestId('spot-order');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Complete');
  await expect(row).toContainText('Sell');
  await expect(row).toContainText('Market');
  await expect(row.getByTestId('spot-order-fee')).toContainText('USDT');
  const priceText = await row.getByTestId('spot-order-average').locator('dd').textContent();
  const price = new Big((priceText ?? '').replaceAll(',', ''));
  expect(price.gt(80) && price.lt(100)).toBe(true);
  const proceeds = new Big(4).times(price).times(new Big(1).minus(FEE_RATE));
  await expect(row).toContainText(amountText(new Big(4).times(price)));

  await expectCoin(page, 'USDT', amountText(proceeds), amountText(proceeds), '0.00');
  await expectCoin(page, 'LTC', '6.00', '6.00', '0.00');
  await page.goto(TRADE);
  await expect(page.getByTestId('spot-available')).toHaveText(`${amountText(proceeds)} USDT`);

  const held = await wallets(request, user);
  expect(new Big(held('change', 'USDT').balance).eq(proceeds)).toBe(true);
  expect(sent).toHaveLength(1);
});

/** A limit order placed through the API, as another device of the user would. */
async function placeOrder(request: APIRequestContext, user: SandboxUser, amount: string, price: string) {
  const response = await request.post(`${SANDBOX}/coin/trade`, {
    headers: { Authorization: user.token },
    form: { currency_id: 4, legal_id: 1, type: 1, amount, target_price: price },
  });
  expect(await response.json()).toMatchObject({ type: 'ok' });
}

test('cancelling resting orders gives their frozen USDT back, one order and then all of the pair', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { change: { USDT: '1000' } });
  await setPrice(request, PAIR, 90);
  // 5 LTC at 80 (400 USDT) and 2 LTC at 70 (140 USDT): both rest below the market
  await placeOrder(request, user, '5', '80');
  await placeOrder(request, user, '2', '70');
  await signInAs(page, user);

  await openTrade(page, '460.00 USDT');
  await expect(openOrders(page)).toHaveCount(2);
  await openOrders(page).first().getByRole('button', { name: 'Cancel this LTC/USDT order' }).click();
  await expectToast(page, 'Order cancelled, funds released');
  await expect(page.getByTestId('spot-available')).toHaveText('600.00 USDT');
  await expect(openOrders(page)).toHaveCount(1);
  await expect(openOrders(page)).toContainText('80.00');

  await page.getByRole('button', { name: 'Cancel all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel all LTC/USDT orders?' });
  await dialog.getByRole('button', { name: 'Cancel all' }).dblclick();
  await expectToast(page, 'Orders cancelled: 1');
  await expect(page.getByText('No open orders for this pair')).toBeVisible();
  await expect(page.getByTestId('spot-available')).toHaveText('1,000.00 USDT');

  await expectCoin(page, 'USDT', '1,000.00', '1,000.00', '0.00');
  const held = await wallets(request, user);
  expect(held('change', 'USDT')).toMatchObject({ balance: expect.stringMatching(/^1000(\.0+)?$/) });
  expect(held('change', 'USDT').locked).toMatch(/^0(\.0+)?$/);
  expect(problems).toEqual([]);
});
