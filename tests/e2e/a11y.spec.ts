// Accessibility (issue 15): axe-core on the main routes, signed in, in the built app, each once its
// data is shown (the walk of every route in dialog-fit.spec.ts checks the others). No serious or
// critical violation of WCAG 2 A/AA is allowed; the failing rules and their nodes are printed.
// Both themes (issue 36): the device's dark setting (the project's) and its light one, which the
// app follows by default; colour contrast is among the rules.
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { seriousA11yViolations, signedIn } from './helpers';

/** A page without one thing to wait for: its frame, then its calls' answers. */
async function settle(page: Page): Promise<void> {
  await page.locator('#root main, #root .home').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const ROUTES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '#/', ready: (p) => p.getByTestId('quote-row').first().waitFor() },
  { name: 'market', path: '#/pages/market/market', ready: (p) => settle(p) },
  {
    name: 'trade',
    path: '#/pages/transaction/index',
    ready: (p) => p.getByRole('list', { name: 'Buy orders' }).getByRole('button').first().waitFor(),
  },
  { name: 'chart', path: '#/pages/market/detail?id=1', ready: (p) => p.getByTestId('chart-legend').waitFor() },
  { name: 'login', path: '#/pages/common/login', ready: (p) => settle(p) },
  { name: 'assets', path: '#/pages/fund/assets', ready: (p) => settle(p) },
  { name: 'settings', path: '#/pages/setting/setting', ready: (p) => settle(p) },
  { name: 'deposit', path: '#/pages/fund/select', ready: (p) => settle(p) },
  { name: 'notifications', path: '#/pages/setting/notice', ready: (p) => settle(p) },
  {
    name: 'account notifications',
    path: '#/pages/setting/notice?tab=account',
    ready: (p) => p.getByRole('list', { name: 'Account notices' }).waitFor(),
  },
];

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const route of ROUTES) {
      test(`${route.name} has no serious or critical accessibility violation`, async ({ page }) => {
        await signedIn(page);
        // The popup notice counts as seen: each page is checked by itself.
        await page.addInitScript(() => localStorage.setItem('noticeSeen', JSON.stringify([1, 2, 3, 31, 32, 33])));
        await page.goto(route.path);
        await route.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await page.waitForTimeout(500);
        const serious = await seriousA11yViolations(page);
        expect(serious, serious.join('\n')).toEqual([]);
      });
    }
  });
}

test('the check itself finds what a screen reader user would miss, in a fresh document and after it changes', async ({
  page,
}) => {
  await page.setContent('<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1></main></body></html>');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // (axe stays in the document: the second look must still see what changed since the first)
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button><img src="data:,">');
  });
  const found = await seriousA11yViolations(page);
  expect(found.some((line) => line.startsWith('button-name (critical): '))).toBe(true);
  expect(found.some((line) => line.startsWith('image-alt (critical): '))).toBe(true);
  // a new document gets axe again
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><button></button></main></body></html>',
  );
  expect(await seriousA11yViolations(page)).toEqual(['button-name (critical): button']);
});
