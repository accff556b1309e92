// Account safety against the sandbox. Devices: the user signed in on two more devices through the
// API (an iPhone and a Windows PC, as their User-Agents say) sees them on the devices screen, this
// one marked; signing the PC out there makes its token answer 999 on its next call while this one
// keeps working. Anti-phishing code: set on its screen with the pay password, it then heads the
// account notices (a limit order's fill) and the mails the sandbox writes.
import { expect, type APIRequestContext } from '@playwright/test';
import { expectToast } from '../helpers';
import { control, newUser, SANDBOX, setPrice, signInAs, test } from './sandbox';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInFrom(request: APIRequestContext, email: string, password: string, userAgent: string) {
  const login = await request.post(`${SANDBOX}/user/login`, {
    headers: { 'user-agent': userAgent },
    form: { user_string: email, password, type: '1', lang: 'en' },
  });
  return ((await login.json()) as { message: string }).message;
}

const userInfoType = async (request: APIRequestContext, token: string) =>
  (
    (await (await request.get(`${SANDBOX}/user/info?lang=en`, { headers: { authorization: token } })).json()) as {
      type: string;
    }
  ).type;

test('another device signed out on the devices screen is refused on its next call', async ({ page, request }) => {
  const user = await newUser(request, {});
  const phone = await signInFrom(request, user.email, user.password, IPHONE);
  const pc = await signInFrom(request, user.email, user.password, WINDOWS);
  await signInAs(page, { ...user, token: phone });

  await page.goto('#/pages/setting/devices');
  const rows = page.getByTestId('device');
  // this phone, the PC, and the session the control API opened (no User-Agent)
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This device' })).toContainText('iPhone, iOS 18');
  await expect(rows.filter({ hasText: 'This device' })).toContainText('Safari 18');
  await expect(rows.filter({ hasText: 'Windows PC' })).toContainText('Chrome 131');
  await expect(rows.filter({ hasText: 'Windows PC' })).toContainText(/From .+ \(Local network\)/);
  expect(await userInfoType(request, pc)).toBe('ok');

  await page.getByRole('button', { name: 'Sign out Windows PC' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'The device has been signed out');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Windows PC' })).toHaveCount(0);
  expect(await userInfoType(request, pc)).toBe('999');
  expect(await userInfoType(request, phone)).toBe('ok');
});

test('an anti-phishing code set with the pay password heads the notices and the mails', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '500' } });
  await signInAs(page, user);
  await page.goto('#/pages/setting/antiPhishing');
  await expect(page.getByText('No anti-phishing code set yet')).toBeVisible();
  await page.getByLabel('Anti-phishing code').fill('Owl2026');
  await page.getByRole('button', { name: 'Pay password' }).click();
  await page.keyboard.type('260518');
  await page.getByRole('button', { name: 'Set code' }).click();
  await expectToast(page, 'Anti-phishing code saved');
  await expect(page.getByTestId('anti-phishing-current')).toHaveText('Your code: Owl2026');

  // A spot limit buy fills when the price comes down to it: its notice carries the code.
  await setPrice(request, 'LTC/USDT', 80, true);
  const order = await request.post(`${SANDBOX}/coin/trade`, {
    headers: { authorization: user.token },
    form: { amount: '1', target_price: '70', currency_id: '4', legal_id: '1', type: '1', lang: 'en' },
  });
  expect(((await order.json()) as { type: string }).type).toBe('ok');
  await setPrice(request, 'LTC/USDT', 69);
  await page.goto('#/pages/setting/notice?tab=account');
  await expect(page.getByTestId('notification').first()).toContainText('Anti-phishing code: Owl2026');

  // A mail to the user: the code on its first line.
  await request.post(`${SANDBOX}/sms_mail`, { form: { user_string: user.email, scene: 'forget', lang: 'en' } });
  const [mail] = await control<Array<{ body: string }>>(request, 'GET', `/mail?to=${encodeURIComponent(user.email)}`);
  expect(mail!.body.split('\n')[0]).toBe('Your anti-phishing code: Owl2026');
});
