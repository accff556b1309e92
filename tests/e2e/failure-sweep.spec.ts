// No failure goes unnoticed (issue 40). Every route of the app opens with every call it makes
// answered broken; round by round, each error on the page names its call (the shared QueryError's
// `data-operation`), that call is healed and the error's "Try again" pressed, until the page has no
// error left. Every call that was answered broken must have been named by an error on the way
// (calls asked only once another one answered are broken too when they come), and no error may be
// left after ten rounds of "Try again"; a call may fall back quietly only when it is on the allow-list
// QUIET_FALLBACKS (listed in the README, "How the client behaves"). One page per route and kind,
// instead of one per call: the same question for every call at a fraction of the page loads.
//
// The kinds of broken answer: a required field dropped, wrong types, a null payload, an HTML page,
// HTTP 500 and a reset connection. `npm test` gives each route one of them, chosen by a hash of
// the address, so that the six are spread over the routes and a route's kind does not move when
// routes are added: what differs from screen to screen is whether a refused call is shown, which
// one kind asks; whether each broken body is refused at all is the client's and the validators'
// job, the same for every screen, and tests/unit/api/broken-answers.test.ts checks the four
// broken bodies against every operation's validator. `npm run test:sweep` runs all six kinds on
// every route (SWEEP_KINDS=all, six times as long: a separate script, not part of `npm test`).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes';
import {
  BROKEN_KINDS,
  breakBody,
  HTML_PAGE,
  KIND_NAMES,
  NULL_MEANS_NONE,
  type BrokenKind,
  type BundledSpec,
} from './broken-answers';
import { projectContextOptions, ratesAtPar, TOKEN } from './helpers';
import { intercept, stopIntercepting, type Intercepted } from './intercept';
import { KeptContext } from './test';

/** Calls that may fail without a word: nothing the user acts on depends on them. */
export const QUIET_FALLBACKS: readonly {
  call: string;
  /** Only on these routes (default: all but `except`). */
  only?: readonly string[];
  except?: readonly string[];
  why: string;
}[] = [
  {
    call: 'GET /getSiteConfig',
    // On webView the configuration says which addresses may be shown: the page needs it.
    except: [ROUTES.webView],
    why: "the site's name and logo: the app's own name and no logo are shown instead",
  },
  {
    call: 'GET /optional/list',
    // (the contract and seconds screens' pair pickers, drawn with the screen: spot's is lazy and
    // says so in its Favourites tab)
    only: [ROUTES.trade, ROUTES.contractTrade, ROUTES.secondsTrade],
    why: "the pair picker's stars and favourites-first order: the pairs in the server's order; Market says when favourites fail",
  },
  {
    call: 'GET /currency/list',
    only: [ROUTES.trade, ROUTES.contractTrade, ROUTES.secondsTrade],
    why: "the coins' names for the pair picker's search by name: it then finds pairs by symbol",
  },
  {
    call: 'GET /news/index_pop',
    only: [ROUTES.home, ROUTES.homeAlias],
    why: "Home's popup notice is not shown this time; the notices list says when it cannot be loaded",
  },
];

/** Query strings that give a route its content (an id that the contract's examples know). */
const ADDRESSES: Partial<Record<string, readonly string[]>> = {
  [ROUTES.trade]: ['?mode=coins', '?mode=contract', '?mode=options&id=1'],
  [ROUTES.marketDetail]: ['?id=1'],
  [ROUTES.priceAlerts]: ['?id=1'],
  [ROUTES.secondsTrade]: ['?id=1'],
  [ROUTES.article]: ['?id=120'],
  [ROUTES.webView]: [`?url=${encodeURIComponent('https://chat.support.test/help')}`],
  [ROUTES.followTrader]: ['?id=200517'],
  [ROUTES.copyTrader]: ['?id=200517'],
  [ROUTES.follow]: ['?id=200517'],
  [ROUTES.ieoSubscribe]: ['?project_id=7'],
  [ROUTES.lockmingBuy]: ['?id=1'],
  [ROUTES.investPurchase]: ['?id=12'],
  [ROUTES.nftArtist]: ['?uid=1'],
  [ROUTES.nftArtwork]: ['?id=12'],
  [ROUTES.nftAuction]: ['?id=11'],
  [ROUTES.nftBuy]: ['?id=12'],
  [ROUTES.otcOrder]: ['?id=880412'],
  [ROUTES.depositReceive]: ['', '?currency=1'],
};

/** Second names of a screen swept under its first name. */
const ALIASES: ReadonlySet<string> = new Set([
  ROUTES.homeAlias,
  ROUTES.quotation,
  ROUTES.withdrawAlias,
  ROUTES.rechargeReceive,
  ROUTES.rechargeSelect,
  ROUTES.nftArtworkVideo,
]);

/** Pages for visitors (signed in, sign-in opens Home instead). */
const SIGNED_OUT: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.register, ROUTES.forget]);

const ADDRESS_LIST = [...new Set(Object.values(ROUTES))]
  .filter((path) => !ALIASES.has(path))
  .flatMap((path) => (ADDRESSES[path] ?? ['']).map((query) => `${path}${query}`));

const ALL_KINDS = process.env.SWEEP_KINDS === 'all';

const TRANSPORT_KINDS: readonly BrokenKind[] = ['http500', 'reset'];
/** How long the page's network must be quiet for it to have settled (no call asked, none on its way). */
const QUIET_MS = 400;
/** How long after a call answered with transport trouble: the client asks it again a second later. */
const RETRY_QUIET_MS = 1_300;

/** The kind of `kinds` a route gets in the quick sweep: a stable hash of its address. */
function kindOf(address: string, kinds: readonly BrokenKind[]): BrokenKind {
  let hash = 2166136261;
  for (const char of address) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return kinds[hash % kinds.length]!;
}

const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as BundledSpec;

/** Pages open at once in one test: most of a case is waiting (answers, the client's retry). */
const PAGES_AT_ONCE = 4;

/** The contract's call at `url` ("GET /user/info"): /api/ on the app's own origin; else undefined. */
const callOf = (url: string, method: string): string | undefined => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') ? `${method} ${pathname.slice(4)}` : undefined;
};

async function prepare(page: Page, signedIn: boolean): Promise<void> {
  await page.addInitScript(
    ({ token, signedIn: on }) => {
      localStorage.setItem('h5Version', '1');
      // Every notice counts as seen: the page is checked by itself.
      localStorage.setItem('noticeSeen', JSON.stringify([1, 2, 3, 31, 32, 33]));
      if (on) localStorage.setItem('token', token);
    },
    { token: TOKEN, signedIn },
  );
}

/** How a case is named in its problems: the address and the kind of broken answer. */
const caseName = (address: string, kind: BrokenKind) => `${address} with ${KIND_NAMES[kind]}`;

/** The browser contexts of this worker's lanes (PAGES_AT_ONCE), kept from case to case. */
const LANES: (KeptContext | undefined)[] = [];

const RETRY = 'Try again';
/** An error a person can act on: an alert with the shared QueryError's "Try again". */
const retryAlerts = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) });

/**
 * Answers a call broken as `kind`: a reset connection, HTTP 500 and an HTML page at once; a broken
 * body once the mock's own answer is in (the call let through, its answer held and changed).
 */
async function answerBroken(call: Intercepted, kind: BrokenKind): Promise<void> {
  if (kind === 'reset') await call.abort('connectionreset');
  else if (kind === 'http500')
    await call.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  else if (kind === 'html') await call.fulfill({ contentType: 'text/html', body: HTML_PAGE });
  else {
    const { method, url } = call.request;
    const path = new URL(url).pathname.slice(4);
    const answer = await call.fetch();
    if (answer.status !== 200) {
      await call.abort('failed');
      throw new Error(`the mock answered ${method} ${path} with HTTP ${answer.status}`);
    }
    await call.fulfill({ json: breakBody(spec, method, path, answer.json(), kind) });
  }
}

/** The calls of the contract by operationId (an alert names the operation whose call failed). */
const OPERATIONS: [string, string][] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]): [string, string] => [
    (op as { operationId?: string }).operationId ?? '',
    `${method.toUpperCase()} ${path}`,
  ]),
);
const CALL_OF_OPERATION = new Map(OPERATIONS);
const OPERATION_OF_CALL = new Map(OPERATIONS.map(([operation, call]) => [call, operation]));

/**
 * One case: the page at `address` opens with every call answered broken as `kind`. Round by round,
 * each error on the page names its call (QueryError's `data-operation`): that call is healed and
 * the error's "Try again" pressed. The page must end with no error left, every call healed, and
 * every call that was answered broken named by an error on the way (or allow-listed).
 */
async function runCase(page: Page, address: string, kind: BrokenKind): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`the page threw: ${error.message}`));
  const path = address.split('?')[0]!;
  const quietFallback = (call: string) =>
    QUIET_FALLBACKS.some(
      (f) => f.call === call && (f.only ?? [path]).includes(path) && !(f.except ?? []).includes(path),
    );
  const broken = new Set<string>();
  const healed = new Set<string>();
  // The page's calls on their way, and when the last one ended: the page has settled only after
  // a quiet while.
  const activity = { inflight: 0, last: Date.now(), lastBreak: 0 };
  // (Every request counts: a part of the page whose code is still downloading has not asked yet.)
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
  // The client asks again a second after transport trouble (a broken body is not asked again):
  // after a call answered so, the quiet while lasts past that second.
  const transport = TRANSPORT_KINDS.includes(kind);
  const quiet = () =>
    activity.inflight <= 0 &&
    Date.now() - activity.last >= QUIET_MS &&
    (!transport || Date.now() - activity.lastBreak >= RETRY_QUIET_MS);
  // A quiet while is not enough on a loaded machine: an answer's render can take longer than it,
  // and the calls that render asks (a form's balances once its project is in) come after it. So
  // once quiet, the page itself is asked to finish its work (two idle callbacks: the render, then
  // its effects); a call asked meanwhile starts the wait again.
  const settled = async () => {
    for (let tries = 0; tries < 20; tries += 1) {
      await until(quiet, 30_000, "the page's calls did not settle");
      const before = activity.last;
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), { timeout: 5_000 }),
          ),
      );
      if (activity.inflight <= 0 && activity.last === before) break;
    }
    await expect(page.locator('.adm-skeleton, [aria-busy="true"]'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
  };
  await ratesAtPar(page);
  await intercept(page, '**/api/**', async (call) => {
    const name = callOf(call.request.url, call.request.method);
    if (!name || healed.has(name)) return call.continue();
    // (A null payload is a healthy "none" for the few calls whose contract says so.)
    if (!(kind === 'nullPayload' && NULL_MEANS_NONE.has(name))) broken.add(name);
    try {
      await answerBroken(call, kind);
      activity.lastBreak = Date.now();
    } catch (error) {
      problems.push(String(error));
    }
  });
  const what = caseName(address, kind);
  try {
    await page.goto(`#${address}`);
    let looksAgain = 0;
    for (let round = 0; ; round += 1) {
      await settled();
      // (What the page did while it was being looked at: see "looks again" below.)
      const seen = { broken: broken.size, last: activity.last };
      const unnamed = () => [...broken].some((call) => !healed.has(call) && !quietFallback(call));
      // A call answered broken and not named yet: give its error a little longer to come.
      if (unnamed() && (await retryAlerts(page).count()) === 0) {
        await retryAlerts(page)
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
      }
      const alerts = await retryAlerts(page).all();
      if (alerts.length === 0) {
        // The page asked something while it was being looked at (a call that a "Try again"
        // pressed just before asks can reach the network after the page looked settled): settle
        // again and look again, rather than call a call answered broken meanwhile silent before
        // its error had time to show.
        const moved = broken.size !== seen.broken || activity.inflight > 0 || activity.last !== seen.last;
        if (moved && looksAgain < 5) {
          looksAgain += 1;
          continue;
        }
        break;
      }
      if (round - looksAgain >= 10) {
        problems.push(`"Try again" does not recover: ${alerts.length} error(s) left`);
        break;
      }
      // Heal every call an error names, then press each one's "Try again".
      const named = new Set<string>();
      let gone = 0;
      for (const alert of alerts) {
        const operation = await alert.getAttribute('data-operation', { timeout: 2_000 }).catch(() => undefined);
        if (operation === undefined) {
          gone += 1; // (it went away meanwhile: the page re-rendered)
          continue;
        }
        const call = operation ? CALL_OF_OPERATION.get(operation) : undefined;
        if (!call) problems.push(`an error names no call of the contract (data-operation="${operation ?? ''}")`);
        else named.add(call);
      }
      // Every error went away while being read (a re-render): look again in the next round
      // rather than call the calls not named yet silent.
      if (named.size === 0 && gone === alerts.length) continue;
      if (named.size === 0) break;
      for (const call of named) healed.add(call);
      for (const call of named) {
        // (A "Try again" still busy, or gone because another one asked the same call, is
        // pressed in the next round if its error is still there.)
        await page
          .locator(`[role="alert"][data-operation="${OPERATION_OF_CALL.get(call)!}"]`)
          .getByRole('button', { name: RETRY })
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
    }
    const silent = [...broken].filter((call) => !healed.has(call) && !quietFallback(call));
    for (const call of silent) problems.push(`${call} failed and the screen stays silent`);
    // (A "Try again" that asks nothing leaves its error on the page: the round limit above.)
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  await stopIntercepting(page);
  if (problems.length > 0) {
    const shot = test.info().outputPath(`${address.replace(/\W+/g, '-')}-${kind}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await test.info().attach(`${address} ${kind}`, { path: shot, contentType: 'image/png' });
  }
  return problems.map((problem) => `${what}: ${problem}`);
}

/**
 * Waits until `condition` holds, looking every 50 ms: a plain loop, as expect.poll would report a
 * step of the test to the runner at every look (hundreds a case).
 */
async function until(condition: () => boolean, timeout: number, what: string): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`${what} within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `work` over `items`, `limit` at a time (in lanes 0 to limit - 1). */
async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, lane: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async (_, lane) => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, lane);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** The kinds a route gets: all six, or in the quick sweep of `npm test` one of them. */
function kindsOf(address: string): readonly BrokenKind[] {
  return ALL_KINDS ? BROKEN_KINDS : [kindOf(address, BROKEN_KINDS)];
}

/**
 * The cases, a few routes to a test: a case is mostly waiting (the answers, the client's retry a
 * second later, the quiet while that says the page has settled), so the cases of a test run side
 * by side, PAGES_AT_ONCE at a time, each in a browser context of its own.
 */
const ROUTES_PER_TEST = ALL_KINDS ? 1 : 4;
const GROUPS = Array.from({ length: Math.ceil(ADDRESS_LIST.length / ROUTES_PER_TEST) }, (_, index) =>
  ADDRESS_LIST.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
);

test.describe.configure({ timeout: ALL_KINDS ? 300_000 : 180_000 });

for (const addresses of GROUPS) {
  test(`${addresses.join(', ')}: every call answered broken says so and "Try again" recovers`, async ({ browser }) => {
    const cases = addresses.flatMap((address) => kindsOf(address).map((kind) => ({ address, kind })));
    // The cases side by side each in a browser context of its own (pages of one context share
    // their storage: a user one page stores would stand in for another page's failed call), the
    // contexts of the worker's lanes kept from case to case, emptied in between (KeptContext).
    const failures = (
      await pooled(cases, PAGES_AT_ONCE, async ({ address, kind }, lane) => {
        const kept = (LANES[lane] ??= await KeptContext.open(browser, projectContextOptions(test.info().project.use)));
        let problems: string[] = [];
        try {
          const page = await kept.newPage();
          await prepare(page, !SIGNED_OUT.has(address.split('?')[0]!));
          problems = await runCase(page, address, kind);
        } catch (error) {
          problems = [`${caseName(address, kind)}: ${String(error)}`];
        }
        // (a case that found a problem leaves its context as it was, for nothing after it to see)
        if (problems.length > 0 || !(await kept.reset())) {
          LANES[lane] = undefined;
          await kept.close();
        }
        return problems;
      })
    ).flat();
    test.info().annotations.push({ type: 'kinds', description: cases.map((c) => `${c.address} ${c.kind}`).join(', ') });
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
