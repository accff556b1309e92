// Market against Prism (the contract's example quotes) and the socket mock (a tick every second).
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { expectToast, signedIn, watchProblems } from './helpers';

const rows = (page: Page) => page.getByTestId('market-row');
/** The first answer of a cold mock on a busy machine can take a while. */
const FIRST_LOAD = 20_000;
const row = (page: Page, pair: string) => page.locator(`[data-testid="market-row"][data-pair="${pair}"]`);

test('the Market tab shows the example pairs per quote currency under a strict CSP', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('#/pages/market/market');
  await expect(rows(page)).toHaveCount(5, { timeout: FIRST_LOAD });
  await expect(page.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).locator('strong')).toHaveText(['BTC', 'ETH', 'LTC', 'XRP', 'DOGE']);
  // Signs and colours of the 24 h change (the mock moves prices around the example's change).
  await expect(row(page, 'BTC/USDT').getByTestId('market-row-change')).toHaveText(/^[+-]\d+\.\d{2}%$/);
  await expect(row(page, 'BTC/USDT')).toContainText('24h Vol');
  await expect(row(page, 'BTC/USDT')).toContainText('$');
  await expect(
    page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Market' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('tab', { name: 'BTC' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('strong')).toHaveText(['ETH', 'LTC']);
  await expect(page).toHaveURL(/#\/pages\/market\/market$/);
  expect(problems).toEqual([]);
});

test('a live tick from the socket changes a price', async ({ page }) => {
  await page.goto('#/pages/market/market');
  const price = row(page, 'BTC/USDT').getByTestId('market-row-price');
  await expect(price).toHaveText(/^\d{2,3},\d{3}\.\d{2}$/, { timeout: FIRST_LOAD });
  const first = await price.textContent();
  await expect(price).not.toHaveText(first ?? '', { timeout: 10_000 });
});

test('sorting by last price puts the most expensive pair first', async ({ page }) => {
  await page.goto('#/pages/market/market');
  await expect(rows(page)).toHaveCount(5, { timeout: FIRST_LOAD });
  const last = page.getByRole('group', { name: 'Sort pairs' }).getByRole('button', { name: /^Last price/ });
  await last.click();
  await last.click();
  await expect(last).toHaveAccessibleName('Last price sorted descending');
  await expect(rows(page).locator('strong')).toHaveText(['BTC', 'ETH', 'LTC', 'XRP', 'DOGE']);
  await last.click();
  await page.getByRole('group', { name: 'Sort pairs' }).getByRole('button', { name: /^Pair/ }).click();
  await expect(rows(page).locator('strong')).toHaveText(['BTC', 'DOGE', 'ETH', 'LTC', 'XRP']);
});

test('search finds ETH, opens it and remembers it as recently viewed', async ({ page }) => {
  await page.goto('#/pages/market/market');
  await page.getByRole('button', { name: 'Search coin pairs' }).click();
  await expect(page).toHaveURL(/#\/pages\/market\/search$/);
  await expect(page.getByRole('list', { name: 'Hot searches' }).getByTestId('market-row').first()).toHaveAttribute(
    'data-pair',
    'BTC/USDT',
    { timeout: FIRST_LOAD },
  );
  await page.getByRole('textbox', { name: 'Search pairs' }).fill('eth');
  const results = page.getByRole('list', { name: 'Matching pairs' }).getByTestId('market-row');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toHaveAttribute('data-pair', 'ETH/USDT');
  await expect(results.nth(1)).toHaveAttribute('data-pair', 'ETH/BTC');
  await results.nth(0).getByRole('button', { name: /^ETH/ }).click();
  await expect(page).toHaveURL(/#\/pages\/market\/detail\?id=2$/);

  // The chart page takes the place of the search page; coming back shows the pair as viewed.
  await expect(page.getByRole('textbox', { name: 'Search pairs' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/market\/search$/);
  await expect(page.getByRole('textbox', { name: 'Search pairs' })).toHaveValue('');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('button', { name: 'ETH/USDT' })).toBeVisible();
  await recent.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(recent).toHaveCount(0);
});

test('signed out, a star asks to log in first', async ({ page }) => {
  await page.goto('#/pages/market/market');
  await row(page, 'ETH/USDT').getByRole('button', { name: 'Favourite ETH/USDT' }).click();
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=/);
});

test('signed in, favourites a pair and lists the favourites', async ({ page }) => {
  await signedIn(page);
  await page.goto('#/pages/market/market');
  await expect(row(page, 'BTC/USDT').getByRole('button', { name: 'Favourite BTC/USDT' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: FIRST_LOAD },
  );
  const added = page.waitForRequest((request) => request.url().includes('/api/optional/add'));
  await row(page, 'ETH/USDT').getByRole('button', { name: 'Favourite ETH/USDT' }).click();
  expect(new URLSearchParams((await added).postData() ?? '').get('currency_id')).toBe('3');
  await expectToast(page, 'Added to favourites');

  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('list', { name: 'Favourite pairs' })).toBeVisible();
  await expect(row(page, 'BTC/USDT')).toBeVisible();
  await expect(row(page, 'LTC/USDT')).toBeVisible();
});
