// Contract trading against the sandbox, asserted by its consequences: a long on ETH/USDT is listed
// with its margin and the available balance drops by margin + fee (trade screen and Assets); a
// price move moves the P/L shown; closing it gives back margin + P/L, and it is in the history as
// closed; a take-profit reached by a price move closes it by itself, and so does one set with the
// order; the liquidation price the screen shows is the price at which the sandbox liquidates. Its
// failures: too many lots for the balance is refused before any request and keeps what was typed;
// a double tap on a confirmation sends once.
import Big from 'big.js';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { control, newUser, SANDBOX, setPrice, signInAs, type SandboxUser, test } from './sandbox';

/** The pair of these journeys (the only one whose price they move): ETH/USDT, match id 2. */
const PAIR = 'ETH/USDT';
const TRADE = '#/pages/transaction/contract?id=2';
/** The pair's rules in the sandbox's seed: 0.1 ETH a lot, 0.05 % spread, 0.2 % fee. */
const LOT = new Big('0.1');
const SPREAD = new Big('0.0005');
const FEE_RATE = new Big('0.002');
const FUNDS = new Big(2000);

// Both journeys move ETH/USDT: one after the other. Each goes through several screens: room for a
// loaded machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const group = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** As the app's formatMoney: two decimals, half up, grouped. */
function money(value: Big): string {
  const [int = '0', frac = ''] = value.round(2, Big.roundHalfUp).toFixed(2).split('.');
  return `${int.startsWith('-') ? '-' : ''}${group(int.replace('-', ''))}.${frac}`;
}
/** As the app's formatSigned: `+12.34`, `-5.00`, `0.00`. */
const signed = (value: Big) => (value.round(2, Big.roundHalfUp).gt(0) ? `+${money(value)}` : money(value));
/** As the app's formatAmount: cut to 8 decimals, at least 2, grouped. */
function amount(value: Big): string {
  const text = value.round(8, Big.roundDown).toFixed(8).replace(/0+$/, '');
  const [int = '0', frac = ''] = text.split('.');
  return `${group(int)}.${frac.padEnd(2, '0')}`;
}
/** As a position card shows a price: at the pair's precision (ETH/USDT: 2 decimals), half up, grouped. */
function priceText(value: Big): string {
  const [int = '0', frac = ''] = value.round(2, Big.roundHalfUp).toFixed(2).split('.');
  return `${group(int)}.${frac}`;
}
/** A figure shown on screen as a Big (`3,401.70` -> 3401.7). */
const figureValue = (text: string | null) => new Big((text ?? '').replace(/[^\d.-]/g, ''));

/** The value of a label/value row (`.ct-figure`) under `scope`. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('.ct-figure')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

interface Row {
  id: number;
  origin_price: string;
  price: string;
  update_price: string;
  fact_profits: string;
  target_profit_price: string;
  status: number;
}

/** The user's ETH/USDT contract orders as the sandbox answers /lever/my_trade. */
async function leverRows(request: APIRequestContext, user: SandboxUser, status: number): Promise<Row[]> {
  const response = await request.post(`${SANDBOX}/lever/my_trade`, {
    headers: { Authorization: user.token },
    form: { currency_id: 3, legal_id: 1, status, page: 1, limit: 10 },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { message: { data: Row[] } };
  return body.message.data;
}

/** The Contract account's USDT row on Assets. */
async function expectContractUsdt(page: Page, available: string, frozen: string) {
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Contract' }).click();
  const row = page
    .getByRole('list', { name: 'Coins in the Contract account' })
    .getByTestId('coin-row')
    .filter({ has: page.locator('.coin-row__name', { hasText: /^USDT$/ }) });
  await expect(row).toContainText(`Available ${available}`);
  await expect(row).toContainText(`Frozen ${frozen}`);
}

async function openTrade(page: Page) {
  await page.goto(TRADE);
  await expect(page.getByRole('button', { name: `Choose contract pair, now ${PAIR} Perpetual` })).toBeVisible({
    timeout: 20_000,
  });
}

/** The available balance on the trade screen: the account summary and the order form. */
async function expectAvailable(page: Page, value: Big) {
  await expect(figure(page.getByLabel('Contract account'), 'Available (USDT)')).toHaveText(money(value));
  await expect(figure(page.locator('.ct-estimate'), 'Available')).toHaveText(`${money(value)} USDT`);
}

/** Counts the POSTs the page sends to an operation. */
function counter(page: Page, path: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) calls.count += 1;
  });
  return calls;
}

/** The position's figures from its opening market price (sandbox/src/domain/contract-positions.ts). */
function figuresOf(origin: string, lots: number, multiple: number) {
  const price = new Big(origin).times(new Big(1).plus(SPREAD));
  const value = price.times(LOT.times(lots));
  return { price, number: LOT.times(lots), margin: value.div(multiple), fee: value.times(FEE_RATE) };
}

/** Asks for a 10x long of `lots` lots at the market (the risk notice and the confirmation follow). */
async function openLong(page: Page, lots: string) {
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByRole('textbox', { name: 'Lots' }).fill(lots);
  await page.getByRole('button', { name: 'Open long' }).click();
}

test('a long is listed with its margin, follows the price, and closing it pays back margin and P/L', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { lever: { USDT: FUNDS.toFixed() } });
  await setPrice(request, PAIR, 3400);
  await signInAs(page, user);
  const submits = counter(page, '/api/lever/submit');
  const closes = counter(page, '/api/lever/close');

  await expectContractUsdt(page, '2,000.00', '0.00');
  await openTrade(page);
  await expectAvailable(page, FUNDS);
  await expect(page.getByText('No open positions')).toBeVisible();

  // 100 lots at 10x need some 3,400 USDT of margin: refused before any request, the lots kept.
  await openLong(page, '100');
  await expect(page.getByText('Insufficient balance for the margin and fee')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lots' })).toHaveValue('100');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(submits.count).toBe(0);

  await openLong(page, '5');
  const notice = page.getByRole('dialog', { name: 'Contract trading risk' });
  await notice.getByRole('button', { name: 'I understand, continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm long order' });
  await expect(confirm).toContainText(PAIR);
  await expect(confirm).toContainText('5 lots (0.50 ETH)');
  await expect(confirm).toContainText('10x');
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
  await expectToast(page, 'Position opened');
  await expect(confirm).toBeHidden();
  expect(submits.count).toBe(1);

  const [opened] = await leverRows(request, user, 1);
  expect(opened).toBeDefined();
  const f = figuresOf(opened!.origin_price, 5, 10);
  expect(new Big(opened!.price).eq(f.price)).toBe(true);

  const position = page.getByTestId('contract-position');
  await expect(position).toHaveCount(1);
  await expect(position).toHaveAccessibleName(`${PAIR} Long 10x`);
  await expect(position).toContainText('5 (0.50 ETH)');
  await expect(figure(position, 'Entry price')).toHaveText(priceText(f.price));
  await expect(figure(position, 'Margin')).toHaveText(`${money(f.margin)} USDT`);
  await expect(figure(position, 'Trading fee')).toHaveText(`${money(f.fee)} USDT`);
  await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
  await expect(page.getByTestId('account-margin')).toHaveText(money(f.margin));
  // margin + fee left the available balance
  const afterOpen = FUNDS.minus(f.margin).minus(f.fee);
  await expectAvailable(page, afterOpen);
  expect(submits.count).toBe(1);

  // The price rises 5 %: the P/L shown is (current - entry) x 0.5 ETH, up.
  await setPrice(request, PAIR, 3570);
  await expect(async () => {
    const current = figureValue(await figure(position, 'Current price').textContent());
    expect(current.gt(3550)).toBe(true);
    const profit = current.minus(f.price).times(f.number);
    await expect(position.getByTestId('position-profit')).toHaveText(signed(profit), { timeout: 500 });
    await expect(page.getByTestId('account-profit')).toHaveText(signed(profit), { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(position.getByTestId('position-profit')).toHaveText(/^\+\d{2,3}\.\d\d$/);

  await expectContractUsdt(page, amount(afterOpen), amount(f.margin));
  await openTrade(page);

  // Closed at the market: margin back, plus the profit.
  await position.getByRole('button', { name: 'Close', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Close position' });
  await expect(dialog).toContainText(`Close your ${PAIR} Long position of 5 lots at the market price?`);
  await dialog.getByRole('button', { name: 'Close position' }).dblclick();
  await expectToast(page, 'Position closed');
  await expect(page.getByText('No open positions')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
  expect(closes.count).toBe(1);

  const [closed] = await leverRows(request, user, 3);
  const closePrice = new Big(closed!.update_price);
  const profit = closePrice.minus(f.price).times(f.number);
  expect(new Big(closed!.fact_profits).eq(profit)).toBe(true);
  const afterClose = FUNDS.minus(f.fee).plus(profit);
  await expectAvailable(page, afterClose);
  await expect(page.getByTestId('account-margin')).toHaveText('0.00');

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('tab', { name: 'Closed' }).click();
  const history = page.getByTestId('contract-position');
  await expect(history).toHaveCount(1);
  await expect(history).toHaveAccessibleName(`${PAIR} Long 10x`);
  await expect(history.locator('.ct-position__status')).toHaveText('Closed');
  await expect(figure(history, 'Close price')).toHaveText(priceText(closePrice));
  await expect(history.getByTestId('position-profit')).toHaveText(signed(profit));
  await page.getByRole('tab', { name: 'Open', exact: true }).click();
  await expect(page.getByText('No contract orders yet')).toBeVisible();

  await expectContractUsdt(page, amount(afterClose), '0.00');
  expect(closes.count).toBe(1);
  expect(problems).toEqual([]);
});

test('a take-profit reached by a price move closes the position by itself', async ({ page, request }) => {
  const user = await newUser(request, { lever: { USDT: FUNDS.toFixed() } });
  await setPrice(request, PAIR, 3400);
  await signInAs(page, user);
  await page.addInitScript(() => localStorage.setItem('contractRiskAccepted', '1'));

  await openTrade(page);
  await expectAvailable(page, FUNDS);
  await openLong(page, '5');
  await page.getByRole('dialog', { name: 'Confirm long order' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Position opened');
  const position = page.getByTestId('contract-position');
  await expect(position).toHaveCount(1);
  const [opened] = await leverRows(request, user, 1);
  const f = figuresOf(opened!.origin_price, 5, 10);
  await expectAvailable(page, FUNDS.minus(f.margin).minus(f.fee));

  await position.getByRole('button', { name: 'TP/SL' }).click();
  const sheet = page.getByRole('dialog', { name: 'Take-profit / stop-loss' });
  await sheet.getByLabel('Take-profit price (USDT)').fill('3500');
  await sheet.getByLabel('Stop-loss price (USDT)').fill('3300');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Take-profit and stop-loss set');
  await expect(figure(position, 'Take-profit')).toHaveText('3,500.00');
  await expect(figure(position, 'Stop-loss')).toHaveText('3,300.00');

  // The market passes the take-profit: the sandbox closes the position and says so.
  await setPrice(request, PAIR, 3520);
  await expectToast(page, 'A position was closed by take-profit, stop-loss or liquidation');
  await expect(page.getByText('No open positions')).toBeVisible();
  const [closed] = await leverRows(request, user, 3);
  expect(closed?.id).toBe(opened!.id);
  const closePrice = new Big(closed!.update_price);
  expect(closePrice.gte(3500)).toBe(true);
  const profit = closePrice.minus(f.price).times(f.number);
  await expectAvailable(page, FUNDS.minus(f.fee).plus(profit));

  await page.goto('#/pages/transaction/contract_order?status=3');
  const history = page.getByTestId('contract-position');
  await expect(history).toHaveCount(1);
  await expect(history.locator('.ct-position__status')).toHaveText('Closed');
  await expect(figure(history, 'Close price')).toHaveText(priceText(closePrice));
  await expect(history.getByTestId('position-profit')).toHaveText(signed(profit));
  await expect(figure(history, 'Take-profit')).toHaveText('3,500.00');
  await expectContractUsdt(page, amount(FUNDS.minus(f.fee).plus(profit)), '0.00');
});

test('the liquidation price shown is where the sandbox liquidates, and a take-profit set with the order closes it', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { lever: { USDT: FUNDS.toFixed() } });
  await setPrice(request, PAIR, 3400);
  await signInAs(page, user);
  await page.addInitScript(() => localStorage.setItem('contractRiskAccepted', '1'));
  await openTrade(page);
  await expectAvailable(page, FUNDS);
  await expect(page.getByTestId('contract-mark-price')).toHaveText(/^\d,\d{3}\.\d\d$/);

  // A long with a take-profit set in the form: the estimate and the stop are in the confirmation.
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByRole('textbox', { name: 'Lots' }).fill('10');
  await expect(page.getByTestId('order-liquidation-price')).toHaveText(/^≈ 1,\d{3}\.\d\d$/);
  await page.getByText('Take-profit / stop-loss', { exact: true }).click();
  await page.getByLabel('Take-profit price (USDT)').fill('3600');
  await page.getByRole('button', { name: 'Open long' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm long order' });
  await expect(confirm).toContainText('Take-profit3,600.00');
  await expect(confirm.getByTestId('order-liquidation-price')).toHaveText(/^≈ 1,\d{3}\.\d\d$/);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Position opened');

  const position = page.getByTestId('contract-position');
  await expect(position).toHaveCount(1);
  await expect(figure(position, 'Take-profit')).toHaveText('3,600.00');
  const [opened] = await leverRows(request, user, 1);
  // Cross margin, nothing else open: 2,000 − fee + (p − entry) × 1 ETH = 0, at the pair's tick below.
  const f = figuresOf(opened!.origin_price, 10, 10);
  const exact = f.price.minus(FUNDS.minus(f.fee).div(f.number));
  const shown = exact.round(2, Big.roundDown);
  await expect(position.getByTestId('liquidation-price')).toHaveText(priceText(shown));

  // 5 % above it the position stays; at the price shown the sandbox liquidates it, at that price.
  await setPrice(request, PAIR, Number(shown.times('1.05').toFixed(2)));
  expect((await leverRows(request, user, 1)).map((r) => r.id)).toEqual([opened!.id]);
  await setPrice(request, PAIR, Number(shown));
  await expectToast(page, 'A position was closed by take-profit, stop-loss or liquidation');
  await expect(page.getByText('No open positions')).toBeVisible();
  const [liquidated] = await leverRows(request, user, 3);
  expect(liquidated).toMatchObject({ id: opened!.id, update_price: shown.toFixed(2) });

  // A take-profit set with the order: the next position closes at it by itself.
  await setPrice(request, PAIR, 3400);
  await expectAvailable(page, new Big(0));
  await control(request, 'POST', `/users/${user.id}/fund`, { account: 'lever', currency: 'USDT', amount: '2000' });
  await page.reload();
  await expectAvailable(page, FUNDS);
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByRole('textbox', { name: 'Lots' }).fill('5');
  await page.getByText('Take-profit / stop-loss', { exact: true }).click();
  await page.getByLabel('Take-profit price (USDT)').fill('3500');
  await page.getByRole('button', { name: 'Open long' }).click();
  await page.getByRole('dialog', { name: 'Confirm long order' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Position opened');
  await expect(figure(position, 'Take-profit')).toHaveText('3,500.00');
  await setPrice(request, PAIR, 3520);
  await expectToast(page, 'A position was closed by take-profit, stop-loss or liquidation');
  const [won] = await leverRows(request, user, 3);
  expect(won).toMatchObject({ status: 3, target_profit_price: '3500.00' });
  expect(new Big(won!.update_price).gte(3500)).toBe(true);
});
