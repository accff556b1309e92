// Assets against Prism: the overview with the contract's example balances, a transfer between
// accounts sent once even on a double click, and the fiat switch. The external rates service is
// answered by Prism too (its `listFiatRates` example), through a route on the service's host.
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { expectToast, PRISM_URL, RATES_URL, signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

/** Sends the app's calls to the external rates service to Prism's `listFiatRates`. */
async function ratesFromPrism(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await intercept(page, `${RATES_URL}/**`, async (route) => {
    const url = new URL(route.request.url);
    calls.push(url.pathname + url.search);
    const response = await route.fetch({ url: `${PRISM_URL}${url.pathname}${url.search}` });
    await route.fulfill({
      status: response.status,
      body: response.text(),
      headers: { ...response.headers, 'access-control-allow-origin': '*' },
    });
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

test('the assets overview shows the example balances', async ({ page }) => {
  const problems = watchProblems(page);
  await ratesFromPrism(page);
  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$52,301.99');
  await expect(page.getByText('≈ 52,301.99 USDT')).toBeVisible();
  await expect(page.getByText('+18.40 USDT')).toBeVisible();
  await expect(page.getByText('+412.36 USDT')).toBeVisible();

  const funding = page.getByRole('list', { name: 'Coins in the Funding account' });
  await expect(funding.getByTestId('coin-row')).toHaveCount(1);
  await expect(funding.getByTestId('coin-row')).toContainText('5,000.00');

  await page.getByRole('tab', { name: 'Spot' }).click();
  const spot = page.getByRole('list', { name: 'Coins in the Spot account' });
  await expect(spot.getByTestId('coin-row')).toHaveCount(3);
  const btc = spot.getByTestId('coin-row').filter({ hasText: 'BTC' });
  await expect(btc).toContainText('0.125');
  await expect(btc).toContainText('≈ $12,052.56');
  await expect(spot.getByTestId('coin-row').filter({ hasText: 'ETH' })).toContainText('≈ $8,531.88');

  await page.getByRole('button', { name: 'Hide balances' }).click();
  await expect(page.getByTestId('assets-total')).toHaveText('******');
  await page.reload();
  await expect(page.getByTestId('assets-total')).toHaveText('******');
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByTestId('assets-total')).toHaveText('$52,301.99');
  expect(problems).toEqual([]);
});

test('a transfer between accounts is checked first, then succeeds once even with a double click', async ({ page }) => {
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/change')) transfers.push(request.postData() ?? '');
  });
  await page.goto('#/pages/fund/transfer');
  await expect(page.getByTestId('transfer-available')).toHaveText('Available: 12,480.50 USDT');
  await expect(page.getByTestId('transfer-from')).toHaveText('Spot');
  await expect(page.getByTestId('transfer-to')).toHaveText('Contract');

  const amount = page.getByLabel('Amount');
  await amount.fill('20000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill('1000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1,000.00 USDT');
  await expect(dialog).toContainText('Spot');
  await expect(dialog).toContainText('Contract');
  await dialog.getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await expectToast(page, 'Transfer completed');
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  expect(transfers).toHaveLength(1);
  const body = new URLSearchParams(transfers[0]);
  expect(Object.fromEntries(body)).toEqual({
    currency_id: '1',
    number: '1000',
    from_field: '2',
    to_field: '3',
    lang: 'en',
  });
});

test('the fiat switch changes the total, and the choice is kept', async ({ page }) => {
  const calls = await ratesFromPrism(page);
  await page.goto('#/pages/fund/assets');
  await expect(page.getByTestId('assets-total')).toHaveText('$52,301.99');
  await page.getByRole('button', { name: 'Display currency: USD. Change' }).click();
  const picker = page
    .locator('.adm-popup-body')
    .filter({ has: page.getByRole('heading', { name: 'Display currency' }) });
  await expect(picker.getByText('1 USDT ≈ 7.2 CNY')).toBeVisible();
  await picker.getByText('CNY', { exact: true }).click();
  await expect(page.getByTestId('assets-total')).toHaveText('CN¥376,574.31');
  await expect(page.getByRole('heading', { name: 'Total assets (CNY)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Spot' }).click();
  await expect(
    page.getByRole('list', { name: 'Coins in the Spot account' }).getByTestId('coin-row').filter({ hasText: 'BTC' }),
  ).toContainText('≈ CN¥86,778.45');

  await page.reload();
  await expect(page.getByTestId('assets-total')).toHaveText('CN¥376,574.31');
  // The rates were fetched once and then read from the cache (at most once per 24 h).
  expect(calls).toEqual(['/v1/rates?base=USD']);
});

test.describe('on a touch screen', () => {
  // (a context of its own: the UI kit's files must be seen not to be fetched, and a kept
  // context's renderer could take them from its memory cache without a request)
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 }, freshContext: true });

  test('pulling the overview down from the top refreshes the balances, without the UI kit', async ({ page }) => {
    const problems = watchProblems(page);
    const kit: string[] = [];
    let walletCalls = 0;
    page.on('request', (request) => {
      if (/\/assets\/kit-(?!config)[\w-]+\.(js|css)$/.test(request.url())) kit.push(request.url());
      if (request.url().includes('/api/wallet/list')) walletCalls += 1;
    });
    await ratesFromPrism(page);
    await page.goto('#/pages/fund/assets');
    await expect(page.getByTestId('assets-total')).toHaveText('$52,301.99');
    const before = walletCalls;

    // A real touch drag, as the phone's screen sends it (Chromium's touch input, not synthetic DOM events).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x: 180, y }] });
    const head = page.locator('.ptr__head');
    const opened = async () => (await head.boundingBox())?.height ?? -1;
    expect(await opened()).toBe(0);
    await touch('touchStart', 150);
    for (let y = 170; y <= 470; y += 20) await touch('touchMove', y);
    await expect(page.getByText('Release to refresh')).toBeVisible();
    expect(await opened()).toBeGreaterThan(60);
    await touch('touchEnd');
    await expect(page.getByRole('status').filter({ hasText: /Refreshing…|Updated/ })).toBeVisible();
    await expect.poll(() => walletCalls).toBe(before + 1);
    await expect(page.getByText('Updated')).toBeVisible();
    await expect.poll(opened).toBe(0);
    await expect(page.getByTestId('assets-total')).toHaveText('$52,301.99');

    // A short pull only opens the head a little and lets go without a call.
    await touch('touchStart', 150);
    for (let y = 160; y <= 230; y += 10) await touch('touchMove', y);
    await expect(page.getByText('Pull down to refresh')).toBeVisible();
    expect(await opened()).toBeGreaterThan(10);
    expect(await opened()).toBeLessThan(60);
    await touch('touchEnd');
    await expect.poll(opened).toBe(0);
    expect(walletCalls).toBe(before + 1);

    // Hide zero balances, the kit-free checkbox, by a tap: the example's three spot coins all hold
    // something, so all three stay (the unit tests hide a zero one).
    await page.getByRole('tab', { name: 'Spot' }).click();
    const spot = page.getByRole('list', { name: 'Coins in the Spot account' });
    await expect(spot.getByTestId('coin-row')).toHaveCount(3);
    const hideZero = page.getByRole('checkbox', { name: 'Hide zero balances' });
    await hideZero.tap();
    await expect(hideZero).toBeChecked();
    await expect(spot.getByTestId('coin-row')).toHaveCount(3);
    await hideZero.tap();
    await expect(hideZero).not.toBeChecked();

    expect(kit).toEqual([]);
    expect(problems).toEqual([]);
  });
});
