// Playwright's `test`, with the browser context of a worker kept from test to test, and its page.
//
// A test's page opens in a context its worker keeps (one per set of context options), instead of
// a new context each time: the new context's renderer process, its empty HTTP cache and the app's
// code compiled again were most of what a test's first page load cost the machine. The page itself
// is kept too: the next test gets the same tab, as a person opens the next address in the tab
// they have, instead of a new tab (a new tab and the old one closed cost the machine about as much
// as the page load itself). Between two tests everything a test can leave behind is put back: its
// other pages closed, the page's routes, listeners, init scripts and exposed functions taken away,
// the page parked on a static file (its document, timers and sockets gone), the app's storage and
// the cookies emptied, the permissions it granted taken back. What cannot be put back on the page
// (its viewport or media changed, extra headers, a DevTools session of the test's own...) gets the
// next test a new page; on the context (a clock installed, a route, an init script or a binding on
// the context, offline, extra headers) it marks the context as spent: it is closed after the test,
// and the next test gets a new one. A test that fails gets its context closed too (Playwright
// takes the failure's outline from its page as it closes), and `test.use({ freshContext: true })`
// gives a spec a context of its own for each test, as plain Playwright does.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Disposable,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';

import { openingOwnSession, stopIntercepting } from './intercept';

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
/** Calls on a page that leave something behind the reset cannot take away: the next test gets a new page. */
const PAGE_SPENDING = [
  'emulateMedia',
  'setViewportSize',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
/** Calls on a page whose effect ends when what they return is disposed (at the reset). */
const PAGE_DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/** What the reset needs to know of a page the context watches. */
interface Watched {
  /** The first call made on it that cannot be undone. */
  spent?: string;
  /** Init scripts and exposed functions, to dispose. */
  disposables: Disposable[];
  /** Its listeners when it was opened (Playwright's own), which stay. */
  listeners: Map<string | symbol, readonly unknown[]>;
  /** The reset's DevTools session on it. */
  session?: CDPSession;
}

/** Playwright's page as an event emitter (the listeners a test added are taken away one by one). */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): unknown;
}

/** E2E_KEEP_CONTEXTS=0: a context for each test, as plain Playwright (to compare, or to rule it out). */
const KEEP = process.env.E2E_KEEP_CONTEXTS !== '0';
/** E2E_KEEP_PAGES=0: a new page for each test in the kept context (to compare, or to rule it out). */
const KEEP_PAGES = process.env.E2E_KEEP_PAGES !== '0';

/** The static file a finished test's page is parked on (no script runs there). */
const PARKING = 'favicon.svg';

/**
 * A browser context kept from test to test (or from case to case), one test at a time: each gets
 * the page of the test before, put back, or a new page; `reset` puts back what the test left, or
 * says it cannot.
 */
export class KeptContext {
  /** A call made that cannot be undone (the context is then of no further use). */
  spent: string | undefined;
  /** The page of the test before, put back and parked on a static file: the next test's page. */
  private ready: Page | undefined;
  /**
   * The page of the test before when it could not be put back, parked on a static file of the
   * app's origin: it keeps the origin's renderer process alive for the next page (Chromium's
   * --process-per-site), and is closed once that page has its document.
   */
  private parked: Page | undefined;
  private readonly watched = new WeakMap<Page, Watched>();
  /** The context's own `newCDPSession`, for the reset's session (one that spends nothing). */
  private readonly cdpSession: BrowserContext['newCDPSession'];

  private constructor(
    readonly context: BrowserContext,
    private readonly origin: string,
  ) {
    this.cdpSession = context.newCDPSession.bind(context);
    this.watchSpending();
  }

  static async open(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
    return new KeptContext(await browser.newContext(options), options.baseURL ?? '');
  }

  async newPage(): Promise<Page> {
    const ready = this.ready;
    this.ready = undefined;
    if (ready && !ready.isClosed()) return ready;
    const page = await this.context.newPage();
    this.watchPage(page);
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
      const watched = this.watched.get(last);
      const emitter = last as unknown as Emitter;
      for (const event of emitter.eventNames()) {
        const own = watched?.listeners.get(event) ?? [];
        for (const listener of emitter.rawListeners(event))
          if (!own.includes(listener)) emitter.removeListener(event, listener);
      }
      const disposables = watched?.disposables.splice(0) ?? [];
      await Promise.all(disposables.map((disposable) => disposable.dispose()));
      await last.goto(new URL(PARKING, this.origin).href);
      await last.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await this.context.clearCookies();
      await this.context.clearPermissions();
      if (watched && !watched.spent && KEEP_PAGES) {
        // (where a new tab's pointer is: over nothing the next page shows)
        await last.mouse.move(-1, -1);
        // The tab's history begins here: no test goes back into the pages of the tests before.
        watched.session ??= await this.cdpSession(last);
        await watched.session.send('Page.resetNavigationHistory');
        this.ready = last;
      } else this.parked = last;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }

  private watchSpending(): void {
    beforeCalls(this.context, SPENDING, (name) => (this.spent ??= `context.${name}`));
    // (page.clock is the context's clock)
    beforeCalls(this.context.clock, CLOCK_CALLS, (name) => (this.spent ??= `clock.${name}`));
    // A DevTools session on a page may change it for good (but the one tests/e2e/intercept.ts
    // opens, which it closes itself).
    beforeCalls(this.context, ['newCDPSession'], (name, [page]) => {
      const watched = page ? this.watched.get(page as Page) : undefined;
      if (watched && !openingOwnSession) watched.spent ??= name;
    });
  }

  private watchPage(page: Page): void {
    const emitter = page as unknown as Emitter;
    const watched: Watched = {
      disposables: [],
      listeners: new Map(emitter.eventNames().map((event) => [event, [...emitter.rawListeners(event)]])),
    };
    this.watched.set(page, watched);
    beforeCalls(page, PAGE_SPENDING, (name) => (watched.spent ??= `page.${name}`));
    // Content set on a kept page, which is parked on an SVG file, goes into a new tab's blank page.
    const setContent = page.setContent.bind(page);
    page.setContent = async (...args) => {
      if (page.url().endsWith(`/${PARKING}`)) await page.goto('about:blank');
      return setContent(...args);
    };
    const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of PAGE_DISPOSABLE) {
      const original = methods[name]!.bind(page) as (...args: unknown[]) => Promise<Disposable>;
      methods[name] = async (...args: unknown[]) => {
        const disposable = await original(...args);
        watched.disposables.push(disposable);
        return disposable;
      };
    }
  }
}

/** Has `note` called, with the method's name and arguments, before each call of `names` on `target`. */
function beforeCalls(target: object, names: readonly string[], note: (name: string, args: unknown[]) => void): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      note(name, args);
      return original(...args);
    };
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
