// Invitation and rebate against the sandbox, asserted on the inviter's screens: a friend signs up
// through the app with the inviter's code (the invitation link's ?code=), trades, and the inviter
// sees the friend among the invited users, the commission (20 % of the fee) in the totals, the
// records, the spot balance and the account notices.
import Big from 'big.js';
import { expect } from '@playwright/test';
import { expectToast } from '../helpers';
import { control, mailedCode, newUser, SANDBOX, setPrice, test } from './sandbox';

const PASSWORD = 'Tr4de!safe';
test.describe.configure({ timeout: 150_000 });

test("an invited friend's trade earns the inviter a rebate, shown on the rebate screen", async ({ page, request }) => {
  const inviter = await newUser(request, {});
  const code = `S${inviter.id.toString(36).toUpperCase()}`;
  const email = `friend.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@sandbox.test`;

  // The friend signs up from the invitation link: the code is filled in.
  await page.goto(`#/pages/common/register?code=${code}`);
  await expect(page.getByLabel('Invitation code')).toHaveValue(code);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByText('I have read and agree to the').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(request, email));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Registration succeeded');

  // The friend trades (through the API, as the app sends it): a market buy of 2 LTC at 80.
  const [friend] = await control<Array<{ id: number }>>(request, 'GET', `/users?q=${encodeURIComponent(email)}`);
  await control(request, 'POST', `/users/${friend!.id}/fund`, { account: 'change', currency: 'USDT', amount: '500' });
  const login = await request.post(`${SANDBOX}/user/login`, {
    form: { user_string: email, password: PASSWORD, type: '1' },
  });
  const token = ((await login.json()) as { message: string }).message;
  await setPrice(request, 'LTC/USDT', 80);
  const order = await request.post(`${SANDBOX}/coin/trade`, {
    headers: { authorization: token },
    form: { amount: '2', target_price: '0', currency_id: '4', legal_id: '1', type: '1', lang: 'en' },
  });
  expect(((await order.json()) as { type: string }).type).toBe('ok');
  // The fee: 0.004 LTC at the fill price; the rebate 20 % of it, in USDT.
  const fills = await control<Array<{ account: string; currency: string; balance: string }>>(
    request,
    'GET',
    `/users/${inviter.id}/wallets`,
  );
  const rebate = new Big(fills.find((w) => w.account === 'change' && w.currency === 'USDT')!.balance);
  expect(rebate.gt('0.05') && rebate.lt('0.1')).toBe(true);
  const shown = rebate.toFixed().replace(/(\.\d*?[1-9])0+$/, '$1');

  // The inviter's screens.
  await page.evaluate((t) => {
    localStorage.setItem('h5Version', '1');
    localStorage.setItem('token', t);
  }, inviter.token);
  await page.goto('#/pages/setting/rebate');
  await page.reload();
  await expect(page.getByTestId('rebate-total')).toHaveText(`${shown} USDT`, { timeout: 20_000 });
  await expect(page.getByTestId('rebate-today')).toHaveText(`${shown} USDT`);
  await expect(page.getByTestId('rebate-invited')).toHaveText('1');
  await expect(page.getByTestId('rebate-rate')).toHaveText('20%');
  const masked = `${email.slice(0, 2)}***@sandbox.test`;
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText(`+${shown} USDT`)).toBeVisible();
  await page.getByRole('tab', { name: 'Commission records' }).click();
  await expect(page.getByText('Spot trading fee rebate')).toBeVisible();

  await page.goto('#/pages/setting/notice?tab=account');
  await expect(page.getByText(`Rebate credited: ${shown} USDT from an invited friend's spot trade`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`${masked} signed up with your invitation code`)).toBeVisible();
});
