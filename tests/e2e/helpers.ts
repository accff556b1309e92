import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  devices,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { intercept } from './intercept';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

// The mock servers' addresses (see playwright.config.ts: E2E_PORT_BASE moves them).
const portBase = Number(process.env.E2E_PORT_BASE ?? 0);
export const PRISM_URL = `http://127.0.0.1:${portBase || 4110}`;
export const SOCKET_MOCK_URL = `http://127.0.0.1:${portBase ? portBase + 1 : 4120}`;

/** The bundled contract, to read its named examples. */
export function contractExample(name: string): unknown {
  const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as {
    components: { examples: Record<string, { value: unknown }> };
  };
  const example = spec.components.examples[name];
  if (!example) throw new Error(`no example ${name} in the contract`);
  return example.value;
}

/**
 * Makes Prism answer a call with one of its named examples (`Prefer: example=<name>`); resolves to
 * what makes it answer as before.
 */
export function preferExample(page: Page, path: string, example: string): Promise<() => Promise<void>> {
  return intercept(page, `**/api${path}*`, (call) =>
    call.continue({ headers: { ...call.request.headers, prefer: `example=${example}` } }),
  );
}

/** The external rates service (no mock of it on the network). */
export const RATES_URL = 'https://rates.currency-service.test';

/** Answers the page's calls to the rates service as the service would: one dollar is one dollar. */
export function ratesAtPar(page: Page): Promise<() => Promise<void>> {
  return intercept(page, `${RATES_URL}/**`, (call) =>
    call.fulfill({ json: { base: 'USD', timestamp: 1795320000, rates: [{ currency_code: 'USD', rate: 1 }] } }),
  );
}

/** Starts the page signed in: the token is in storage as a previous sign-in left it. */
export async function signedIn(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, TOKEN);
}

/** Collects Content-Security-Policy violations and page errors, to assert there were none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The newest toast says `text`. An earlier toast may still be fading out (with the clock
 * installed, its fade waits for the test to move time), so the newest one is the one to read.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').last()).toContainText(text);
}

/** axe-core's minified build, put in a page by seriousA11yViolations. */
const A11Y_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rules axe runs: WCAG 2.0 and 2.1, levels A and AA. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it is: the serious and critical violations of WCAG 2 A/AA, each with
 * the elements it found (an empty list when there is none).
 *
 * axe-core itself, run in the page, rather than through @axe-core/playwright's builder, which
 * sends axe's source (1.5 MB, not minified) into every frame twice at each check (the walk of
 * dialog-fit.spec.ts checks 180 routes in one document) and brings back every rule that passed. Here axe is put in a
 * document once, and the page sends back only the lines below. As in the builder's legacy mode,
 * axe runs in the page itself and reaches same-origin frames only: this app's frames are
 * third-party pages (the support chat, a web view's address).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (present) continue;
    await frame.evaluate(A11Y_SOURCE).catch(() => undefined);
    await frame
      .evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }))
      .catch(() => undefined);
  }
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }, A11Y_TAGS);
}

/**
 * A browser context of a test's own making (a walk's pages, the sweep's cases), on the project's
 * phone, address, language and motion setting, as the contexts Playwright makes for a test.
 */
export function projectContext(
  browser: Browser,
  use: Partial<Pick<PlaywrightTestOptions, 'baseURL' | 'locale' | 'reducedMotion'>>,
): Promise<BrowserContext> {
  return browser.newContext(projectContextOptions(use));
}

/** The options of such a context. */
export function projectContextOptions({
  baseURL,
  locale,
  reducedMotion,
}: Partial<Pick<PlaywrightTestOptions, 'baseURL' | 'locale' | 'reducedMotion'>>): BrowserContextOptions {
  return { ...devices['Pixel 7'], baseURL, locale, reducedMotion };
}

/** A page that walks the app's routes, and a wait for its network to rest. */
export interface Walker {
  page: Page;
  /**
   * Opens `path` by a hash change, as a user following links does (the route mounts afresh and
   * asks its calls), or from scratch when the route before left a dialog open or the session gone.
   */
  visit: (path: string) => Promise<void>;
  /** No request on its way for 500 ms (Playwright's networkidle, which a hash change does not wait for). */
  networkIdle: () => Promise<void>;
}

/**
 * Playwright's test with a `walker`: one signed-in page per worker going from route to route in
 * one document, for the specs that look at every route the same way: loading the whole app again
 * for each route was most of their time. `prepare` runs once on each new page, before its first
 * route. With `pages` > 1 the worker keeps that many such pages (`walkers`, each in a browser
 * context of its own; `walker` is the first), for a test that walks several routes side by side:
 * a walk mostly waits for each route's network to rest. (Specs that each call this get workers of
 * their own: Playwright does not run tests with different worker fixtures in one worker, so no
 * walk sees another spec's page.)
 */
export function walking(prepare?: (page: Page) => Promise<void>, { pages = 1 }: { pages?: number } = {}) {
  return base.extend<object, { walkers: Walker[]; walker: Walker }>({
    walkers: [
      async ({ browser }, use, workerInfo) => {
        const open = async (): Promise<{ walker: Walker; context: BrowserContext }> => {
          const context = await projectContext(browser, workerInfo.project.use);
          const page = await context.newPage();
          const activity = { inflight: 0, last: Date.now() };
          page.on('request', () => {
            activity.inflight += 1;
            activity.last = Date.now();
          });
          const ended = () => {
            activity.inflight -= 1;
            activity.last = Date.now();
          };
          page.on('requestfinished', ended);
          page.on('requestfailed', ended);
          await signedIn(page);
          await prepare?.(page);
          const visit = async (path: string) => {
            if (page.url().startsWith('http')) {
              const leftOpen = (await page.locator('[role="dialog"]:visible, .adm-mask:visible').count()) > 0;
              const signedOut = (await page.evaluate(() => localStorage.getItem('token'))) === null;
              if (leftOpen || signedOut) {
                await page.evaluate((token) => localStorage.setItem('token', token), TOKEN);
                await page.goto('about:blank');
              }
            }
            await page.goto(`#${path}`);
          };
          const networkIdle = () =>
            expect
              .poll(() => activity.inflight <= 0 && Date.now() - activity.last >= 500, {
                timeout: 30_000,
                intervals: [50],
              })
              .toBe(true);
          return { walker: { page, visit, networkIdle }, context };
        };
        const opened = await Promise.all(Array.from({ length: pages }, open));
        await use(opened.map((o) => o.walker));
        await Promise.all(opened.map((o) => o.context.close()));
      },
      { scope: 'worker' },
    ],
    walker: [async ({ walkers }, use) => use(walkers[0]!), { scope: 'worker' }],
  });
}
