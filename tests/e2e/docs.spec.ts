import { existsSync, readFileSync } from 'node:fs';
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
  const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as {
    tags: { name: string; 'x-displayName': string }[];
    'x-tagGroups': { name: string; tags: string[] }[];
  };
  expect(spec.tags.length).toBeGreaterThan(10);
  for (const group of spec['x-tagGroups']) {
    await expect(page.getByText(group.name, { exact: true }).first()).toBeVisible();
  }
  const menu = page.locator('[role="menuitem"], label, li');
  for (const tag of spec.tags) {
    await expect(menu.getByText(tag['x-displayName'], { exact: true }).first(), tag.name).toBeAttached();
  }
  // The realtime events are documented with their payloads.
  await menu.getByText('Realtime events', { exact: true }).first().click();
  await expect(page.getByText('closed_microorder (private)').first()).toBeAttached();
  await expect(page.getByText('login (client to server)').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: /The envelope/ })).toBeVisible();
  expect(outside).toEqual([]);
});
