// Money safety against the sandbox (issue 36). Small balances: several coins converted into USDT in
// one confirmation, what arrives exactly the previewed figure, the balances moved on Assets. The
// whitelist: turned on from elsewhere (another device) while the withdraw form is open, a withdrawal
// to a typed address, with its pay password and the e-mail code, is refused with the translated
// reason, nothing frozen, the form as it was, and the form then in whitelist mode.
import { expect, type APIRequestContext } from '@playwright/test';
import { expectToast } from '../helpers';
import { mailedCode, newUser, SANDBOX, signInAs, test, wallets, type SandboxUser } from './sandbox';
import { expectCoinRow } from './coin-row';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** An amount below 1,000 as Assets writes it: up to 8 decimals, at least 2. */
const plain = (value: number) => value.toFixed(8).replace(/0{1,6}$/, '');

/** The app's API on the sandbox, as the signed-in user (form bodies, as the app sends them). */
async function api(request: APIRequestContext, user: SandboxUser, path: string, form: Record<string, string>) {
  const response = await request.post(`${SANDBOX}${path}`, { headers: { authorization: user.token }, form });
  const body = (await response.json()) as { type: string; message: unknown };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}

test('small balances of two coins become USDT in one confirmation, as previewed, and Assets shows it', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '10', XRP: '4', DOGE: '30' } });
  await signInAs(page, user);
  await page.goto('#/pages/fund/assets');
  await page.getByRole('tab', { name: 'Spot' }).click();
  await page.getByRole('button', { name: 'Convert small balances' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/small_balances$/);

  const rows = page.getByRole('list', { name: 'Small balances to convert' }).getByTestId('dust-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'XRP' })).toContainText('4.00 XRP');
  await expect(rows.filter({ hasText: 'DOGE' })).toContainText('30.00 DOGE');
  const receive = page.getByTestId('dust-receive');
  await expect(receive).toHaveText(/^[\d.]+ USDT$/);
  const previewed = (await receive.textContent())!.replace(' USDT', '');

  await page.getByRole('button', { name: 'Convert into USDT (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert small balances' });
  await expect(dialog.getByTestId('dust-confirm-rows')).toContainText(`${previewed} USDT`);
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expectToast(page, `Converted into ${previewed}`);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);

  // what arrived is what was previewed; the two coins are gone
  const held = await wallets(request, user);
  expect(Number(held('change', 'USDT').balance)).toBeCloseTo(10 + Number(previewed), 8);
  expect([held('change', 'XRP').balance, held('change', 'DOGE').balance].map(Number)).toEqual([0, 0]);
  // on Assets (read again): USDT grew by exactly that, XRP and DOGE are empty
  const usdt = plain(10 + Number(previewed));
  await expectCoinRow(page, 'Spot', 'USDT', { held: usdt, available: usdt, frozen: '0.00' });
  await expectCoinRow(page, 'Spot', 'XRP', { held: '0.00', available: '0.00', frozen: '0.00' });
  await expectCoinRow(page, 'Spot', 'DOGE', { held: '0.00', available: '0.00', frozen: '0.00' });
});

test('a withdrawal to an address outside the whitelist is refused, with its reason, and nothing is frozen', async ({
  page,
  request,
}) => {
  const user = await newUser(request, { change: { USDT: '500' } });
  await signInAs(page, user);
  await page.goto('#/pages/fund/withdraw');
  await expect(page.getByText('Available: 500.00 USDT')).toBeVisible();
  await expect(page.getByText('Whitelist off: any address')).toBeVisible();

  // on another device, the whitelist is turned on (confirmed with a code of its own)
  await api(request, user, '/sms_mail', { user_string: user.email, scene: 'withdraw', lang: 'en' });
  await api(request, user, '/user/withdraw/settings', {
    whitelist: '1',
    pay_password: '260518',
    code: await mailedCode(request, user.email, 'withdraw'),
    lang: 'en',
  });
  // a minute on (one code a minute to an address), this form is filled: address, amount, pay
  // password and the code mailed for this withdrawal
  await request.post(`${SANDBOX}/__sandbox/clock/advance`, { data: { ms: 61e3 } });
  await page.getByLabel('Withdrawal address').fill(TRC20);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Pay password', exact: true }).click();
  await page.keyboard.type('260518');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, 'Code sent to ');
  await page.getByLabel('E-mail verification code').fill(await mailedCode(request, user.email, 'withdraw'));

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Whitelist mode is on - withdraw only to one of your saved addresses');
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('100');
  const held = (await wallets(request, user))('change', 'USDT');
  expect([Number(held.balance), Number(held.locked)]).toEqual([500, 0]);
  // the form now says the mode it is in: the address is chosen from the saved ones
  await expect(page.getByText('Whitelist on: saved addresses only')).toBeVisible();
  await expect(page.getByLabel('Withdrawal address')).toHaveAttribute('readonly', '');
});
