import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const docs = resolve('dist-docs/index.html');

// Docs readers use a desktop browser: the side menu with the tag groups shows at this width.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('the published API docs render offline with every tag group and tag', async ({ page }) => {
  test.skip(!existsSync(docs), 'run `npm run docs` first (npm test does)');
  const outside: string[] = [];
  await page.route(/^https?:\/\//, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto(`file://${docs}`);
  await expect(page.getByRole('heading', { name: /H5 Trading Platform API/ })).toBeVisible();
  for (const group of ['Account and security', 'Markets and trading', 'Content and support']) {
    await expect(page.getByText(group, { exact: true }).first()).toBeVisible();
  }
  for (const tag of ['Sign-in and registration', 'Account', 'Markets', 'Content and site']) {
    await expect(page.locator('[role="menuitem"], label, li').getByText(tag, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /The envelope/ })).toBeVisible();
  expect(outside).toEqual([]);
});
