// What the sandbox journeys share: the lane of their worker (a sandbox and a preview server of its
// own, see playwright.config.ts: a lane runs one test at a time, so prices and the clock moved by a
// test reach no other lane's test), a user of their own made through the sandbox's control API,
// signed in by storing their token as the app does, and the control API to move prices and the clock.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test as base } from '../test';

const lanes = JSON.parse(process.env.E2E_SANDBOX_LANES ?? '[{"sandbox":4130,"app":4174}]') as Array<{
  sandbox: number;
  app: number;
}>;
/** This worker's lane (Playwright numbers its running workers from 0). */
const lane = lanes[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % lanes.length]!;

export const SANDBOX = `http://127.0.0.1:${lane.sandbox}`;

/** The e2e tests' `test` (a context kept from test to test, ../test.ts), opening the app of this worker's lane. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(`http://127.0.0.1:${lane.app}/h5/`),
});

export interface SandboxUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

type Wallets = Partial<Record<'legal' | 'change' | 'lever' | 'micro', Record<string, string>>>;

export async function control<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${SANDBOX}/__sandbox${path}`, { method, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function newUser(request: APIRequestContext, wallets: Wallets, extra: Record<string, unknown> = {}) {
  return control<SandboxUser>(request, 'POST', '/users', { wallets, ...extra });
}

/** Opens the app signed in as `user` (the token stored before the app starts, as after a sign-in). */
export async function signInAs(page: Page, user: SandboxUser): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, user.token);
}

/** A user's balances as the sandbox's database holds them. */
export async function wallets(request: APIRequestContext, user: SandboxUser) {
  const rows = await control<Array<{ account: string; currency: string; balance: string; locked: string }>>(
    request,
    'GET',
    `/users/${user.id}/wallets`,
  );
  return (account: string, currency: string) =>
    rows.find((r) => r.account === account && r.currency === currency) ?? { balance: '0', locked: '0' };
}

/**
 * The page's clock set to the sandbox's (which other journeys of the lane move forward), running
 * on from there: what the app compares with server times (coupons' validity, auction ends) then
 * agrees with the server.
 */
export async function syncClock(page: Page, request: APIRequestContext): Promise<void> {
  const { clock } = await control<{ clock: { now: number } }>(request, 'GET', '');
  await page.clock.install({ time: clock.now });
  await page.clock.resume();
}

/** Moves a pair's price; `hold` keeps it exactly there (the feed's walk paused) until set again. */
export const setPrice = (request: APIRequestContext, pair: string, price: number, hold = false) =>
  control(request, 'POST', '/prices', { pair, price, ...(hold ? { hold } : {}) });

export const advance = (request: APIRequestContext, ms: number) => control(request, 'POST', '/clock/advance', { ms });

/**
 * Time passes on the sandbox clock (`ms`, days perhaps) and the user comes back to the screen:
 * signed in afresh (a session lasts 7 days) and the page read again, as after a real wait.
 */
export async function comeBackLater(page: Page, request: APIRequestContext, user: SandboxUser, ms: number) {
  await advance(request, ms);
  const { token } = await control<{ token: string }>(request, 'POST', `/users/${user.id}/sessions`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
}

export async function livePrice(request: APIRequestContext, symbol: string): Promise<number> {
  const prices = await control<Array<{ symbol: string; price: string }>>(request, 'GET', '/prices');
  return Number(prices.find((p) => p.symbol === symbol)?.price);
}

/** The newest code of `scene` (register by default) the sandbox mailed to `to`, once it is in the mail log. */
export async function mailedCode(request: APIRequestContext, to: string, scene = 'register'): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = await control<Array<{ scene: string; code: string | null }>>(
        request,
        'GET',
        `/mail?to=${encodeURIComponent(to)}`,
      );
      code = mail.find((m) => m.scene === scene)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
