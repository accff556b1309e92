// Playwright's `test`, with the browser context of a worker kept from test to test.
//
// A test's page opens in a context its worker keeps (one per set of context options), instead of
// a new context each time: the new context's renderer process, its empty HTTP cache and the app's
// code compiled again were most of what a test's first page load cost the machine. Between two
// tests everything a test can leave behind in the context is put back: its pages closed, the
// app's storage and the cookies emptied, the permissions it granted taken back. What cannot be put
// back (a clock installed, a route, an init script or a binding on the context, offline, extra
// headers) marks the context as spent: it is closed after the test, and the next test gets a new
// one. A test that fails gets its context closed too (Playwright takes the failure's outline from
// its page as it closes), and `test.use({ freshContext: true })` gives a spec a context of its own
// for each test, as plain Playwright does.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';

import { stopIntercepting } from './intercept';

export { expect } from '@playwright/test';

/** Playwright's own fixtures this one builds on (not in its public types). */
interface Internal {
  /** The options Playwright gives a test's context: the project's and the spec's `use`. */
  _combinedContextOptions: BrowserContextOptions;
  /** Playwright's factory of a test's own context (closed by Playwright when the test ends). */
  _contextFactory: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext }>;
}

/** Calls on a context that leave something behind for the tests after. */
const SPENDING = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const;
const CLOCK_CALLS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

/** E2E_KEEP_CONTEXTS=0: a context for each test, as plain Playwright (to compare, or to rule it out). */
const KEEP = process.env.E2E_KEEP_CONTEXTS !== '0';

/** The static file a finished test's page is parked on (no script runs there). */
const PARKING = 'favicon.svg';

/**
 * A browser context kept from test to test (or from case to case), one test at a time: each gets
 * a new page; `reset` puts back what the test left, or says it cannot.
 */
export class KeptContext {
  /** A call made that cannot be undone (the context is then of no further use). */
  spent: string | undefined;
  /**
   * The page of the test before, parked on a static file of the app's origin: it keeps the
   * origin's renderer process alive for the next page (Chromium's --process-per-site), and is
   * closed once that page has its document.
   */
  private parked: Page | undefined;

  private constructor(
    readonly context: BrowserContext,
    private readonly origin: string,
  ) {
    this.watchSpending();
  }

  static async open(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
    return new KeptContext(await browser.newContext(options), options.baseURL ?? '');
  }

  async newPage(): Promise<Page> {
    const page = await this.context.newPage();
    const parked = this.parked;
    this.parked = undefined;
    if (parked) page.once('load', () => void parked.close().catch(() => undefined));
    return page;
  }

  /**
   * Puts the context back as a new one for what the app can tell: every page closed but the last,
   * which is parked; the app's storage and the cookies emptied; permissions taken back. False
   * when it cannot be (a call that cannot be undone, no page left, the parking failed).
   */
  async reset(): Promise<boolean> {
    if (this.spent || !KEEP) return false;
    try {
      const pages = this.context.pages();
      const last = pages.at(-1);
      if (!last) return false;
      await Promise.all(pages.slice(0, -1).map((page) => page.close()));
      await last.unrouteAll({ behavior: 'ignoreErrors' });
      await stopIntercepting(last);
      last.removeAllListeners();
      await last.goto(new URL(PARKING, this.origin).href);
      await last.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await this.context.clearCookies();
      await this.context.clearPermissions();
      this.parked = last;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }

  private watchSpending(): void {
    const spend = (target: object, names: readonly string[], prefix: string) => {
      const methods = target as Record<string, (...args: unknown[]) => unknown>;
      for (const name of names) {
        const original = methods[name]!.bind(target);
        methods[name] = (...args: unknown[]) => {
          this.spent ??= `${prefix}.${name}`;
          return original(...args);
        };
      }
    };
    spend(this.context, SPENDING, 'context');
    // (page.clock is the context's clock)
    spend(this.context.clock, CLOCK_CALLS, 'clock');
  }
}

const KEPT = new WeakMap<BrowserContext, KeptContext>();

const internal = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & Internal,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = internal.extend<{ freshContext: boolean }, { keptContexts: Map<string, KeptContext> }>({
  freshContext: [!KEEP, { option: true }],
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new Map<string, KeptContext>();
      await use(kept);
      await Promise.all([...kept.values()].map((k) => k.close()));
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, freshContext, keptContexts, _combinedContextOptions, _contextFactory }, use, testInfo) => {
    if (freshContext) {
      await use((await _contextFactory()).context);
      return;
    }
    const key = JSON.stringify(_combinedContextOptions);
    let kept = keptContexts.get(key);
    if (!kept) {
      kept = await KeptContext.open(browser, _combinedContextOptions);
      KEPT.set(kept.context, kept);
      keptContexts.set(key, kept);
    }
    await use(kept.context);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed || !(await kept.reset())) {
      keptContexts.delete(key);
      await kept.close();
    }
  },
  page: async ({ context }, use) => {
    const kept = KEPT.get(context);
    await use(kept ? await kept.newPage() : await context.newPage());
  },
});
