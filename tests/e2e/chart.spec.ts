// Pair detail against Prism (the contract's example quotes and candles) and the socket mock (a
// tick every second: `daymarket`, `kline` of every period, ten-level `market_depth` with the asks
// JSON-encoded, `match_trade`).
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { signedIn, watchProblems } from './helpers';
import { intercept } from './intercept';

const DETAIL = '#/pages/market/detail?id=1';

/** Answers the k-line history with one-minute candles that end with the current minute. */
async function recentCandles(page: Page, lastClose: number): Promise<void> {
  await intercept(page, '**/api/currency/new_timeshar?*', (route) => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const data = Array.from({ length: 60 }, (_, i) => {
      const close = i === 59 ? lastClose : 96_000 + ((i * 37) % 400);
      return {
        id: (minute - (59 - i) * 60_000) / 1000,
        open: close - 5,
        high: close + 10,
        low: close - 15,
        close,
        volume: 1 + (i % 7),
        time: minute - (59 - i) * 60_000,
      };
    });
    return route.fulfill({ json: { code: 1, msg: 'success', data } });
  });
}

test('the chart page draws the pair from Prism under a strict CSP', async ({ page }) => {
  const problems = watchProblems(page);
  const history = page.waitForResponse((r) => r.url().includes('/api/currency/new_timeshar'));
  await page.goto(DETAIL);
  await expect(page.getByText('BTC/USDT', { exact: true })).toBeVisible();
  const request = new URL((await history).url());
  expect(request.searchParams.get('symbol')).toBe('BTC/USDT');
  expect(request.searchParams.get('period')).toBe('1min');
  expect(await (await history).json()).toMatchObject({ code: 1 });

  const chart = page.getByRole('img', { name: 'Candlestick chart of BTC/USDT, one candle per 1 minute' });
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.height).toBeGreaterThan(250);
  await expect(page.getByTestId('legend-close')).toHaveText(/^\d{2},\d{3}\.\d{2}$/);
  await expect(page.getByTestId('chart-loading')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a live tick moves the last candle and the last price', async ({ page }) => {
  await recentCandles(page, 90_000);
  await page.goto(DETAIL);
  const close = page.getByTestId('legend-close');
  // The socket's candle of this minute replaces the drawn one (the mock trades near 96,420).
  await expect(close).not.toHaveText('90,000.00', { timeout: 10_000 });
  await expect(close).toHaveText(/^9[5-7],\d{3}\.\d{2}$/);

  const price = page.getByTestId('last-price');
  const first = (await price.textContent()) ?? '';
  await expect(price).not.toHaveText(first, { timeout: 10_000 });
});

test('switching to 5 minutes loads its candles and keeps the chart', async ({ page }) => {
  await page.goto(DETAIL);
  await expect(page.getByRole('tab', { name: '1m', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('legend-close')).toBeVisible();
  const fiveMinutes = page.waitForRequest(
    (r) => r.url().includes('/api/currency/new_timeshar') && r.url().includes('period=5min'),
  );
  await page.getByRole('tab', { name: '5m', exact: true }).click();
  await fiveMinutes;
  await expect(page.getByRole('tab', { name: '5m', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('img', { name: /one candle per 5 minutes$/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('chart-loading')).toHaveCount(0);
  await expect(page.getByTestId('legend-close')).toBeVisible();

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.getByRole('tab', { name: '5m', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('the order book shows ten levels a side from the socket, then depth and trades', async ({ page }) => {
  await page.goto(DETAIL);
  const bids = page.getByRole('list', { name: 'Bids' }).getByTestId('book-bid');
  const asks = page.getByRole('list', { name: 'Asks' }).getByTestId('book-ask');
  await expect(bids).toHaveCount(10, { timeout: 10_000 });
  await expect(asks).toHaveCount(10);
  await expect(bids.first()).toContainText(/\d{2},\d{3}\.\d{2}/);
  await expect(asks.first()).toContainText(/\d{2},\d{3}\.\d{2}/);
  await expect(page.getByText(/^Spread /)).toBeVisible();

  await page.getByRole('tab', { name: 'Depth' }).click();
  await expect(page.getByRole('img', { name: /^Depth chart: bids from / })).toBeVisible();

  await page.getByRole('tab', { name: 'Trades' }).click();
  await expect(page.getByTestId('trade-row').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('trade-row').first()).toContainText(/\d{2}:\d{2}:\d{2}/);
});

test('Buy leads to the Trade tab on this pair', async ({ page }) => {
  await signedIn(page);
  await page.goto(DETAIL);
  // A person taps Buy on the page they see: once the chart is drawn and the page has its layout.
  await expect(page.getByRole('img', { name: /^Candlestick chart of BTC\/USDT/ })).toBeVisible();
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/index\?mode=coins&id=1&side=buy$/);
});

test('an unknown pair says so and leads back to the markets', async ({ page }) => {
  await page.goto('#/pages/market/detail?id=999');
  await expect(page.getByText('This pair is not available')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Markets' }).click();
  await expect(page).toHaveURL(/#\/pages\/market\/market$/);
});
