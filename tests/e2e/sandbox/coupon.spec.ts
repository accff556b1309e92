// Coupons against the sandbox, asserted by their consequences: a spot fee discount granted to the
// user is offered by the order form (a warning while the order is worth less than its minimum),
// named by the order, and the fee really falls (2 LTC bought at 50 % off the 0.2 % fee: 1.998 LTC
// received); the coupon then shows as used, and no longer as available. A contract voucher pays
// 10 USDT of a position's margin: the confirmation deducts margin + fee less 10, and the contract
// account's available balance is exactly that much lower.
import Big from 'big.js';
import { expect, type Page } from '@playwright/test';
import { expectToast, watchProblems } from '../helpers';
import { control, newUser, SANDBOX, setPrice, signInAs, syncClock, test, wallets } from './sandbox';

const TRADE = '#/pages/transaction/currency?id=3';
test.describe.configure({ timeout: 120_000 });

const orderForm = (page: Page) => page.getByRole('form', { name: 'Place an order' });

test('a spot fee discount lowers the fee of the order that names it, once', async ({ page, request }) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { change: { USDT: '1000' } });
  await control(request, 'POST', `/users/${user.id}/coupons`, {
    type: 'fee_discount',
    value: '50',
    min: '100',
    scope: 'spot',
  });
  await setPrice(request, 'LTC/USDT', 80);
  await syncClock(page, request);
  await signInAs(page, user);
  const sent: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/coin/trade'))
      sent.push(new URLSearchParams(r.postData() ?? ''));
  });

  // The coupons screen lists it, available.
  await page.goto('#/pages/setting/coupon');
  await expect(page.getByRole('article', { name: 'Spot fee 50% off' })).toContainText('For orders of 100 USDT or more');

  await page.goto(TRADE);
  await expect(page.getByTestId('spot-available')).toHaveText('1,000.00 USDT', { timeout: 20_000 });
  await page.getByRole('radio', { name: 'Market' }).click();
  const coupon = page.getByTestId('coupon-select-spot');
  await expect(coupon).toContainText('Available: 1');
  const sheet = page.getByLabel('Use a coupon');
  const offered = sheet.getByRole('button', { name: /Spot fee 50% off/ });

  // 1 LTC (80 USDT) is worth less than the coupon's minimum: shown, not offered.
  await page.getByLabel('Amount (LTC)').fill('1');
  await coupon.click();
  await expect(offered).toBeDisabled();
  await expect(offered).toContainText('Needs an order of 100 USDT or more');
  await sheet.getByRole('button', { name: 'No coupon' }).click();

  // 2 LTC (160 USDT): offered and chosen.
  await page.getByLabel('Amount (LTC)').fill('2');
  await coupon.click();
  await offered.click();
  await expect(coupon).toContainText('Spot fee 50% off');
  // Back under the minimum with the coupon chosen: said on the form.
  await page.getByLabel('Amount (LTC)').fill('1');
  await expect(orderForm(page).getByText('Needs an order of 100 USDT or more')).toBeVisible();
  await page.getByLabel('Amount (LTC)').fill('2');
  await expect(orderForm(page).getByText('Needs an order of 100 USDT or more')).toHaveCount(0);

  await orderForm(page).getByRole('button', { name: 'Buy LTC' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Spot fee 50% off' });
  await expect(dialog).toContainText('Coupon');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order placed');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.get('coupon_id')).toMatch(/^\d+$/);

  // 2 LTC less 0.1 % (the 0.2 % fee halved).
  await page.getByRole('radio', { name: 'Sell' }).click();
  await expect(page.getByTestId('spot-available')).toHaveText('1.998 LTC');
  await page.getByRole('radio', { name: 'Buy' }).click();
  // Used: the form offers it no more (the row keeps its place, and says so).
  await expect(page.getByTestId('coupon-select-spot')).toHaveText('CouponNo coupon');
  await expect(page.getByTestId('coupon-select-spot').getByRole('button')).toHaveCount(0);

  await page.goto('#/pages/setting/coupon');
  await expect(page.getByText('No coupons to use right now')).toBeVisible();
  await page.getByRole('tab', { name: 'Used' }).click();
  const used = page.getByRole('article', { name: 'Spot fee 50% off' });
  await expect(used).toContainText('Used on');
  const held = await wallets(request, user);
  expect(held('change', 'LTC').balance).toMatch(/^1\.998(0*)$/);
  expect(problems).toEqual([]);
});

/** As the app's formatMoney: two decimals, half up, grouped. */
const money = (value: Big) => {
  const [int = '0', frac = ''] = value.round(2, Big.roundHalfUp).toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

test('a contract voucher pays part of the margin of the position that names it', async ({ page, request }) => {
  const problems = watchProblems(page);
  const user = await newUser(request, { lever: { USDT: '2000' } });
  await control(request, 'POST', `/users/${user.id}/coupons`, {
    type: 'trade_voucher',
    value: '10',
    min: '50',
    scope: 'contract',
  });
  await setPrice(request, 'ETH/USDT', 3400);
  await syncClock(page, request);
  await signInAs(page, user);

  await page.goto('#/pages/transaction/contract?id=2');
  await expect(page.getByRole('button', { name: 'Choose contract pair, now ETH/USDT Perpetual' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('textbox', { name: 'Lots' }).fill('5');
  const coupon = page.getByTestId('coupon-select-contract');
  await coupon.click();
  await page
    .getByLabel('Use a coupon')
    .getByRole('button', { name: /Contract voucher 10 USDT/ })
    .click();
  await expect(coupon).toContainText('Contract voucher 10 USDT');
  await page.getByRole('button', { name: 'Open long' }).click();
  await page
    .getByRole('dialog', { name: 'Contract trading risk' })
    .getByRole('button', { name: 'I understand, continue' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm long order' });
  await expect(confirm).toContainText('Contract voucher 10 USDT (saves 10.00 USDT)');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Position opened');

  // What the position holds, as the sandbox answers it: the account paid margin + fee less 10.
  const answer = await request.post(`${SANDBOX}/lever/my_trade`, {
    headers: { Authorization: user.token },
    form: { currency_id: 3, legal_id: 1, status: 1, page: 1, limit: 10 },
  });
  const [position] = (
    (await answer.json()) as { message: { data: Array<{ caution_money: string; trade_fee: string }> } }
  ).message.data;
  const left = new Big(2000).minus(position!.caution_money).minus(position!.trade_fee).plus(10);
  await expect(
    page
      .locator('.ct-estimate .ct-figure')
      .filter({ hasText: /^Available/ })
      .locator('dd'),
  ).toHaveText(`${money(left)} USDT`);
  const held = await wallets(request, user);
  expect(new Big(held('lever', 'USDT').balance).eq(left)).toBe(true);

  // Used: no longer offered (the row keeps its place, and says so), listed as used.
  await expect(page.getByTestId('coupon-select-contract')).toHaveText('CouponNo coupon');
  await page.goto('#/pages/setting/coupon?status=used');
  await expect(page.getByRole('article', { name: 'Contract voucher 10 USDT' })).toContainText('Used on');
  expect(problems).toEqual([]);
});
