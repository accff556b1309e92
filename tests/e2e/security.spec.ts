// The built app as a production deployment serves it (vite preview sends the same headers as the
// nginx configuration in deploy/nginx): the security headers, the policy built from the default
// configuration, every route free of CSP and Trusted Types violations, and the secondary calls
// that used to fail silently now saying what is missing.
import { expect, type Page } from '@playwright/test';
import { ratesAtPar, signedIn, walking } from './helpers';
import { intercept } from './intercept';

/** The violations the walk's page reported since its route was opened. */
let walkProblems: string[] = [];
// The routes are walked in one page per worker (helpers.ts `walking`), each opened by a hash
// change: the app's start is checked on the first route of each walk, and each route's own code,
// calls and rendering on its own.
const test = walking(async (page) => {
  walkProblems = await watchViolations(page);
});

// Each test loads a whole route of the built app on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** Every securitypolicyviolation event and console error of the page. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    // (A gateway error of the local mock server on a loaded machine is not the page's doing: this
    // watches the policy and the page's own errors.)
    if (/Failed to load resource: the server responded with a status of 50[234]/.test(message.text())) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await ratesAtPar(page);
  return problems;
}

test('vite preview sends the security headers and caches like the production server', async ({ request }) => {
  const index = await request.get('');
  expect(index.status()).toBe(200);
  const headers = index.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("connect-src 'self' https://rates.currency-service.test;");
  expect(policy).toContain("img-src 'self' data: blob:;");
  expect(policy).toContain("frame-src 'self';");
  expect(policy).toContain("require-trusted-types-for 'script'; trusted-types default");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/ https:(;|\s)| wss?:(;|\s)|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  const html = await index.text();
  const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ''));
  const asset = /src="\/h5\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-security-policy']).toBe(policy);
  // The build's brotli copy, as nginx's brotli_static sends it (scripts/precompress.ts).
  const compressed = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(await compressed.text()).toBe(await script.text());
  expect((await request.get('.vite/manifest.json')).status()).toBe(404);
});

const ROUTES = [
  '/',
  '/pages/market/market',
  '/pages/market/search',
  '/pages/market/detail?id=1',
  '/pages/transaction/index?mode=coins',
  '/pages/transaction/index?mode=contract',
  '/pages/transaction/index?mode=options&id=1',
  '/pages/transaction/index2?id=1',
  '/pages/transaction/contract_order',
  '/pages/transaction/currency_order',
  '/pages/transaction/seconds_order',
  '/pages/fund/assets',
  '/pages/fund/assets_record',
  '/pages/fund/transfer',
  '/pages/fund/receive?currency=1',
  '/pages/fund/receive_withdraw_record?tab=withdrawals',
  '/pages/fund/withdraw',
  '/pages/setting/setting',
  '/pages/setting/userInfo',
  '/pages/setting/real',
  '/pages/setting/share',
  '/pages/common/aboutus',
  '/pages/common/article?id=120',
  '/pages/common/borrowing',
  '/pages/common/contactus',
  '/pages/common/faq',
  '/pages/common/notifications',
  '/pages/kefu/index',
];

for (const route of ROUTES) {
  test(`no CSP or Trusted Types violation on ${route}`, async ({ walker }) => {
    const { page } = walker;
    walkProblems.length = 0;
    await walker.visit(route);
    await expect(page.locator('#root > *').first()).toBeVisible();
    await expect(page.locator('.adm-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    expect(walkProblems).toEqual([]);
  });
}

test('markup any code writes and a script address go through the one policy', async ({ page }) => {
  await signedIn(page);
  const problems = await watchViolations(page);
  // The chart shows no server HTML: the sanitizer comes when the page is first idle.
  const sanitizer = page.waitForResponse((response) => /\/assets\/sanitize-html-[\w-]+\.js$/.test(response.url()));
  await page.goto('#/pages/market/detail?id=1');
  await expect(page.locator('canvas').first()).toBeVisible();
  await sanitizer;
  const write = () =>
    page.evaluate(() => {
      const host = document.createElement('div');
      try {
        host.innerHTML = '<img src="x" onerror="window.__pwned = 1"><b>kept</b>';
        return host.innerHTML;
      } catch (error) {
        return String(error);
      }
    });
  // (Until its module has run, the policy refuses the markup: tests/unit/app/trusted-types.test.ts.)
  await expect.poll(write).toBe('<img src="x"><b>kept</b>');
  const script = await page.evaluate(() => {
    try {
      document.createElement('script').src = 'https://evil.test/x.js';
      return 'script allowed';
    } catch {
      return 'script refused';
    }
  });
  expect(script).toBe('script refused');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The violations this test provokes on purpose: the refused script address, and the payload's
  // inline handler, which Chromium reports as blocked by the CSP (script-src-attr) although the
  // markup written has none - a second line; nothing ran (__pwned is unset).
  const provoked = /evil\.test|TrustedScriptURL|inline event handler|^script-src-attr inline/;
  expect(problems.filter((p) => !provoked.test(p))).toEqual([]);
});

const SILENT = [
  { route: '/pages/market/market', call: '/optional/list', says: 'Your favourites could not be loaded.' },
  { route: '/pages/market/search', call: '/optional/list', says: 'Your favourites could not be loaded.' },
  { route: '/', call: '/user/info', says: 'Your account details could not be refreshed.' },
  {
    route: '/pages/transaction/index?mode=contract',
    call: '/user/info',
    says: 'live updates of your orders are paused',
  },
  { route: '/pages/transaction/index2?id=1', call: '/user/info', says: 'live updates of your orders are paused' },
  { route: '/pages/transaction/seconds_order', call: '/user/info', says: 'live updates of your orders are paused' },
  {
    route: '/pages/transaction/index?mode=contract',
    call: '/lever/my_trade',
    says: 'Your pending orders could not be loaded.',
  },
  {
    route: '/pages/transaction/seconds_order',
    call: '/microtrade/payable_currencies',
    says: 'The currencies and balances of your orders could not be loaded.',
  },
  { route: '/pages/setting/setting', call: '/news/list', says: 'New messages could not be checked.' },
  { route: '/pages/setting/setting', call: '/news/index_pop', says: 'New messages could not be checked.' },
];

for (const { route, call, says } of SILENT) {
  test(`${call} failing on ${route} says so and retries`, async ({ page }) => {
    await signedIn(page);
    let failing = true;
    await intercept(page, `**/api${call}*`, (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await page.goto(`#${route}`);
    // Home opens with the site's notice over the page: a person closes it first.
    if (route === '/') await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    const alert = page.getByRole('alert').filter({ hasText: says });
    await expect(alert).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: says })).toHaveCount(0);
  });
}

for (const route of [
  '/',
  '/pages/common/login',
  '/pages/common/register',
  '/pages/common/forget',
  '/pages/common/aboutus',
]) {
  test(`/getSiteConfig failing on ${route} falls back quietly`, async ({ page }) => {
    let answered!: () => void;
    const asked = new Promise<void>((resolve) => (answered = resolve));
    await intercept(page, '**/api/getSiteConfig*', async (r) => {
      await r.fulfill({ json: { type: 'error', message: 'Site busy' } });
      answered();
    });
    await page.goto(`#${route}`);
    await asked;
    await expect(page.locator('#root > *').first()).toBeVisible();
    await expect(page.locator('.adm-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    // The site name comes only from the configuration (the about page's own text names it too).
    if (route !== '/pages/common/aboutus') await expect(page.getByText('Nova Exchange')).toHaveCount(0);
    await expect(page.getByText('Site busy')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
