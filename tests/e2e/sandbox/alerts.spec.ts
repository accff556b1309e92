// Price alerts against the sandbox: an alert set through the API, the feed crossing it while the
// app is open on Home: the toast, the bell's unread count one higher, the notice in the account
// notices; reading it brings the count back down.
import { expect, type Page } from '@playwright/test';
import { expectToast } from '../helpers';
import { newUser, SANDBOX, setPrice, signInAs, test } from './sandbox';

/** The socket has sent `login` and the server has ticked twice since: the private room is joined. */
function socketSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      let loggedIn = false;
      let ticks = 0;
      ws.on('framesent', ({ payload }) => {
        if (String(payload).startsWith('42["login"')) loggedIn = true;
      });
      ws.on('framereceived', ({ payload }) => {
        if (loggedIn && String(payload).startsWith('42["daymarket"') && (ticks += 1) === 2) resolve();
      });
    });
  });
}

test('an alert the feed crosses shows a toast and a notice, and the bell counts it', async ({ page, request }) => {
  const user = await newUser(request, { change: { USDT: '100' } });
  await setPrice(request, 'XRP/USDT', 2);
  const created = await request.post(`${SANDBOX}/alert/add`, {
    headers: { authorization: user.token },
    form: { match_id: '4', type: 'above', price: '2.2', lang: 'en' },
  });
  expect(((await created.json()) as { type: string }).type).toBe('ok');

  await signInAs(page, user);
  const joined = socketSignedIn(page);
  await page.goto('#/');
  // Home's popup notice (a fresh device has not seen it) goes first
  await page.getByRole('button', { name: 'Got it' }).click();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  await joined;

  await setPrice(request, 'XRP/USDT', 2.3);
  await expectToast(page, 'XRP/USDT rose to 2.3000 (alert: above 2.2000)');
  await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();

  await bell.click();
  await page.getByRole('tab', { name: 'Account' }).click();
  const notice = page.getByTestId('notification').filter({ hasText: 'XRP/USDT rose to 2.3 (your alert: above 2.2)' });
  await expect(notice).toContainText('Price alert');
  await expect(notice).toContainText('Unread');
  await notice.click();
  await expect(notice).toContainText('Read');
  await page.goBack();
  await expect(page.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();
});
