import { expect } from '@playwright/test';
import { test } from './test';
import { signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

test('Home shows the site, the notice, banners, quotes and news under a strict CSP', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('#/');
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  const notice = page.getByRole('dialog');
  await expect(notice.getByText('Scheduled maintenance on 30 November')).toBeVisible();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  // Prices tick live from the socket mock, so assert their shape around the example's values.
  const btc = page.getByTestId('quote-row').filter({ hasText: '/USDT' }).filter({ hasText: /^BTC/ });
  await expect(btc).toContainText(/9[5-7],\d{3}\.\d{2}/);
  await expect(btc).toContainText(/[+-]\d+\.\d{2}%/);
  await expect(
    page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: 'Deposit' }),
  ).toBeVisible();
  await expect(page.getByText('New listing - LTC/USDT seconds options')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link')).toHaveText([
    'Home',
    'Market',
    'Trade',
    'Assets',
  ]);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('switches language without a reload, sends it as lang and keeps it', async ({ page }) => {
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const nextQuotes = page.waitForRequest(
    (request) => request.url().includes('/api/currency/quotation_new') && request.url().includes('lang=jp'),
  );
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByText('日本語').click();
  await nextQuotes;
  const tabs = page.getByRole('navigation').getByRole('link');
  await expect(tabs.first()).toHaveText('ホーム');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link').first()).toHaveText('ホーム');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('jp');
});

test('a broken answer shows an error with a retry, never a blank screen', async ({ page }) => {
  let broken = true;
  await intercept(page, '**/api/currency/quotation_new*', async (route) => {
    if (broken)
      await route.fulfill({ json: { type: 'ok', message: [{ id: 1, name: 'USDT', quotation: [{ id: 'x' }] }] } });
    else await route.continue();
  });
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('The server sent an answer this app cannot read. Please try again later.')).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('quote-row').first()).toBeVisible();
});

test('quotes tick live from the push server', async ({ page }) => {
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const btc = page.getByTestId('quote-row').filter({ hasText: '/USDT' }).filter({ hasText: /^BTC/ });
  const price = btc.locator('.quote-row__price');
  const first = await price.textContent();
  await expect(price).not.toHaveText(first ?? '', { timeout: 5_000 });
});

test('the OTC tile opens the OTC ads', async ({ page }) => {
  test.setTimeout(60_000);
  await signedIn(page);
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const features = page.getByRole('navigation', { name: 'Features' });
  await features.getByRole('button', { name: 'More' }).click();
  await features.getByRole('button', { name: 'OTC' }).click();
  await expect(page).toHaveURL(/#\/pages\/otc\/otc$/);
  await expect(page.getByRole('button', { name: 'Buy with Golden Bridge OTC' })).toBeVisible();
});

test('the first data is asked for by the entry, once: the app claims the answers instead of asking again', async ({
  page,
}) => {
  const calls: { call: string; by: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({ call: `${request.method()} ${url.pathname} ${request.postData() ?? ''}`, by: request.resourceType() });
  });
  await page.goto('#/');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('quote-row').first()).toBeVisible();
  await expect(page.getByText('New listing - LTC/USDT seconds options')).toBeVisible();
  const first = calls.filter((c) =>
    /\/(news\/list|news\/index_pop|currency\/quotation_new|getSiteConfig)/.test(c.call),
  );
  // (The app's own client sends XMLHttpRequests; the entry, which runs before it has loaded, fetch.)
  expect(first.map((c) => c.by)).toEqual(['fetch', 'fetch', 'fetch', 'fetch', 'fetch']);
  expect(new Set(first.map((c) => c.call)).size).toBe(5);
});

test('the popup notice is a modal dialog: it takes the focus, the page behind takes no tap, Escape or a tap outside dismisses it', async ({
  page,
}) => {
  await page.goto('#/');
  const notice = page.getByRole('dialog', { name: 'Scheduled maintenance on 30 November' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  // Tab reaches its action; the page behind is out of reach.
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: 'Got it' })).toBeFocused();
  // A tap on the dimmed page (over the "Log in" button) reaches the dialog's backdrop, not the page.
  const login = await page.getByRole('button', { name: 'Log in' }).boundingBox();
  if (!login) throw new Error('no Log in button');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('noticeSeen'));
  await page.reload();
  await expect(notice).toBeVisible();
  await page.mouse.click(login.x + login.width / 2, login.y + login.height / 2);
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/#\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nova Exchange' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
