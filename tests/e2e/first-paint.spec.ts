import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { FIRST_FONTS } from '../../src/app/first-fonts';
import { ROUTES } from '../../src/lib/routes';
import { fontVariants } from '../../src/lib/warm-fonts';
import { signedIn } from './helpers';

// The pages marked `intlFree` in src/app/route-table.ts format nothing through Intl on their first
// paint, so the entry does not warm Intl up for them (a 15-50 ms task on the way to the content).
// Here each is opened in Chromium with Intl's formatters and the locale methods watched: by the
// time its content shows, none of them has been used (neither by the page nor by the entry).

const WATCHED = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'DisplayNames', 'ListFormat', 'Collator'];

async function watchIntl(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of names) {
      const Original = intl[name];
      if (!Original) continue;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          used.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
    const watchMethod = (proto: object, method: string, label: string) => {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
      if (!original) return;
      (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        used.push(label);
        return original.apply(this, args);
      };
    };
    watchMethod(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    watchMethod(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    watchMethod(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    watchMethod(Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString');
  }, WATCHED);
}

const intlUsed = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

/** A page the app often opens on, its route, and what shows once its content is in. */
interface FirstPage {
  name: string;
  path: string;
  hash: string;
  signed?: boolean;
  content: (page: Page) => Promise<void>;
}

const PAGES: FirstPage[] = [
  {
    name: 'Home',
    path: ROUTES.home,
    hash: '#/',
    content: (page) =>
      expect(page.getByTestId('quote-row').filter({ hasText: /^BTC/ }).first()).toContainText(/\d,\d{3}\.\d{2}/),
  },
  {
    name: 'Market',
    path: ROUTES.market,
    hash: '#/pages/market/market',
    // Its fiat column ($96,420.50) comes from lib/fiat-patterns, not from Intl.
    content: (page) => expect(page.getByTestId('market-row').filter({ hasText: 'BTC' }).first()).toContainText('$'),
  },
  {
    name: 'Assets',
    path: ROUTES.assets,
    hash: '#/pages/fund/assets',
    signed: true,
    content: (page) => expect(page.getByText(/≈ \$[\d,]+\.\d{2}/).first()).toBeVisible(),
  },
  {
    name: 'Trade (coins)',
    path: ROUTES.trade,
    hash: '#/pages/transaction/index',
    signed: true,
    content: (page) => expect(page.getByText('12,480.50 USDT')).toBeVisible(),
  },
  {
    name: 'sign-in',
    path: ROUTES.login,
    hash: '#/pages/common/login',
    content: (page) => expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(),
  },
  {
    name: 'registration',
    path: ROUTES.register,
    hash: '#/pages/common/register',
    content: (page) => expect(page.getByRole('button', { name: 'Send code' })).toBeVisible(),
  },
  {
    name: 'password recovery',
    path: ROUTES.forget,
    hash: '#/pages/common/forget',
    content: (page) => expect(page.getByRole('button', { name: 'Send code' })).toBeVisible(),
  },
];

for (const { name, hash, signed, content } of PAGES) {
  test(`${name} paints its content without Intl, and the entry does not warm it up`, async ({ page }) => {
    if (signed) await signedIn(page);
    await watchIntl(page);
    await page.goto(hash);
    await content(page);
    expect(await intlUsed(page)).toEqual([]);
  });
}

// The entry sets up the font sizes and weights these pages show while their code downloads
// (src/app/first-fonts.ts, src/lib/warm-fonts.ts). Once each page's content is in, every size and
// weight of its text is one of its list; one left out would wait for the content's own layout.
async function fontVariantsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode;
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || parent.getClientRects().length === 0) continue;
      // (text for screen readers only, clipped to a pixel, is never painted)
      if (parent.closest('.visually-hidden')) continue;
      const style = getComputedStyle(parent);
      shown.add(`${parseFloat(style.fontSize)}/${style.fontWeight}`);
    }
    return [...shown].sort();
  });
}

const CHART: FirstPage = {
  name: 'the pair chart',
  path: ROUTES.marketDetail,
  hash: '#/pages/market/detail?id=1',
  content: async (page: Page) => {
    await expect(page.getByTestId('last-price')).toContainText(/\d,\d{3}\.\d{2}/);
    await expect(page.getByTestId('chart-legend')).toBeVisible();
  },
};

for (const { name, path, hash, signed, content } of [...PAGES, CHART]) {
  test(`${name} shows only the font sizes and weights the entry sets up for it`, async ({ page }) => {
    if (signed) await signedIn(page);
    await page.goto(hash);
    await content(page);
    // an error on the page (a request that failed on a loaded machine) would show sizes of its own:
    // say which call failed rather than which size it showed
    const errors = await page
      .locator('[role="alert"][data-operation]')
      .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('data-operation')}: ${node.textContent}`));
    expect(errors, 'no call of the page failed').toEqual([]);
    const listed = fontVariants(FIRST_FONTS[path] ?? {});
    expect(listed.length).toBeGreaterThan(0);
    expect((await fontVariantsShown(page)).filter((variant) => !listed.includes(variant))).toEqual([]);
  });
}

test('a page that formats through Intl on its first paint gets it warmed up by the entry', async ({ page }) => {
  // The pair chart shows fiat and dates: the entry's warm-up (no arguments) comes before them.
  await watchIntl(page);
  await page.goto('#/pages/market/detail?id=1');
  await expect(page.getByText('BTC/USDT', { exact: true })).toBeVisible();
  await expect.poll(() => intlUsed(page)).toContain('Intl.NumberFormat([])');
  expect((await intlUsed(page))[0]).toBe('Intl.NumberFormat([])');
});
