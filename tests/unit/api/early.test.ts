// The entry's first calls (src/api/early.ts): made before the app has loaded, claimed by the HTTP
// client when it makes the same request, and held to the client's own rules (envelope, contract,
// errors). Through the generated functions and MSW, counting what reaches the server.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '@generated/api/account/account';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getSiteConfig } from '@generated/api/content/content';
import { getGetSiteConfigMockHandler } from '@generated/api/content/content.msw';
import { callEarly, unclaimedEarly, UNCLAIMED_MS } from '@/api/early';
import { setApiEffects } from '@/api/effects';
import { ApiError } from '@/api/errors';
import { setRequestLang } from '@/api/lang';
import { clearSession, setToken } from '@/api/session';
import { server } from '../msw-server';

const site = { site_name: 'Nova', site_logo: '', support_url: '' };
const SITE_CALL = { url: '/getSiteConfig', method: 'GET' } as const;

const seen: string[] = [];
const count = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  seen.push(`${request.method} ${url.pathname}${url.search}`);
};

beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', count);
  setApiEffects({ toast: vi.fn(), navigate: vi.fn() });
  setRequestLang('en');
});
afterEach(() => {
  server.events.removeListener('request:start', count);
  setRequestLang('en');
  vi.useRealTimers();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('early answers', () => {
  it('are claimed by the same request: the server is asked once, the screen gets the checked payload', async () => {
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    callEarly([SITE_CALL]);
    expect(unclaimedEarly()).toEqual(['GET /getSiteConfig']);
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(seen).toEqual(['GET /api/getSiteConfig?lang=en']);
    expect(unclaimedEarly()).toEqual([]);
  });

  it('go back to the same request made next when the one that claimed them is cancelled', async () => {
    // (A screen left at once, or React's StrictMode mounting twice in development: the query is
    // cancelled while the answer is on its way, and asked for again.)
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    callEarly([SITE_CALL]);
    const cancelled = new AbortController();
    const first = getSiteConfig(undefined, undefined, cancelled.signal);
    cancelled.abort();
    await expect(getSiteConfig()).resolves.toEqual(site);
    await first.catch(() => undefined);
    expect(seen).toEqual(['GET /api/getSiteConfig?lang=en']);
    expect(unclaimedEarly()).toEqual([]);
  });

  it('never answer a request made after a 999, even one whose claimer is cancelled afterwards', async () => {
    // An expired token on a returning visit: the entry's call is answered 999, the page that claimed
    // it leaves (its query is cancelled), and the user signs in again (the mock gives the same token)
    // and comes back within seconds: that request must reach the server, not get the old 999.
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(getGetUserInfoMockHandler({ type: '999', message: 'Please log in again' }));
    callEarly([{ url: '/user/info', method: 'GET', auth: true }]);
    const leaving = new AbortController();
    expect((await rejection(getUserInfo(undefined, undefined, leaving.signal))).kind).toBe('session-expired');
    leaving.abort();
    expect(unclaimedEarly()).toEqual([]);
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(getGetUserInfoMockHandler());
    await expect(getUserInfo()).resolves.toHaveProperty('id');
    expect(seen).toEqual(['GET /api/user/info?lang=en', 'GET /api/user/info?lang=en']);
  });

  it('are checked against the contract like any answer', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.json({ type: 'ok', message: { site_name: 42 } })));
    callEarly([SITE_CALL]);
    const error = await rejection(getSiteConfig());
    expect(error.kind).toBe('contract');
    expect(seen).toHaveLength(1);
  });

  it('turn a status outside 2xx into an http error with its status, without asking again', async () => {
    server.use(http.get('*/getSiteConfig', () => new HttpResponse('down', { status: 503 })));
    callEarly([SITE_CALL]);
    const error = await rejection(getSiteConfig());
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('when the early call got no answer at all, the client asks again itself', async () => {
    let calls = 0;
    server.use(
      http.get('*/getSiteConfig', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ type: 'ok', message: site });
      }),
    );
    callEarly([SITE_CALL]);
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(calls).toBe(2);
  });

  it('are not claimed by a request in another language or session', async () => {
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    callEarly([SITE_CALL]);
    setRequestLang('zh');
    await expect(getSiteConfig()).resolves.toEqual(site);
    setRequestLang('en');
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(seen.sort()).toEqual([
      'GET /api/getSiteConfig?lang=en',
      'GET /api/getSiteConfig?lang=en',
      'GET /api/getSiteConfig?lang=zh',
    ]);
    // The early one, made signed out in English, is still waiting: that request claims it.
    expect(unclaimedEarly()).toEqual(['GET /getSiteConfig']);
    clearSession();
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(seen).toHaveLength(3);
    expect(unclaimedEarly()).toEqual([]);
  });

  it('need a stored session when the call does, and send its token', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/getSiteConfig', ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return HttpResponse.json({ type: 'ok', message: site });
      }),
    );
    callEarly([{ ...SITE_CALL, auth: true }]);
    expect(unclaimedEarly()).toEqual([]);
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    callEarly([{ ...SITE_CALL, auth: true }]);
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(tokens).toEqual(['9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5']);
  });

  it('are dropped when nobody claims them soon: a later request asks the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    callEarly([SITE_CALL]);
    callEarly([SITE_CALL]); // (asked once)
    await vi.waitFor(
      () => {
        vi.advanceTimersByTime(UNCLAIMED_MS);
        expect(unclaimedEarly()).toEqual([]);
      },
      { timeout: 5_000 },
    );
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(seen).toHaveLength(2);
  });

  it('hand a 2xx body to the call’s hint as soon as it arrives, and nothing else', async () => {
    const seen: unknown[] = [];
    let status = 200;
    server.use(
      http.get('*/getSiteConfig', () =>
        status === 200 ? HttpResponse.json({ type: 'ok', message: site }) : new HttpResponse('down', { status }),
      ),
    );
    callEarly([{ ...SITE_CALL, seen: (body) => seen.push(body) }]);
    await expect(getSiteConfig()).resolves.toEqual(site);
    expect(seen).toEqual([{ type: 'ok', message: site }]);
    status = 503;
    callEarly([{ ...SITE_CALL, seen: (body) => seen.push(body) }]);
    await rejection(getSiteConfig());
    expect(seen).toHaveLength(1);
  });

  it('go out after the entry’s task, one per task, and are claimed all the same', async () => {
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    clearSession();
    await vi.waitFor(() => expect(unclaimedEarly()).toEqual([]), { timeout: 5_000 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    callEarly([SITE_CALL, { url: '/news/index_pop', method: 'GET' }]);
    // Nothing is sent in the caller's task: the entry's task ends first.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(unclaimedEarly().sort()).toEqual(['GET /getSiteConfig', 'GET /news/index_pop']);
    await expect(getSiteConfig()).resolves.toEqual(site);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(seen.filter((request) => request.includes('getSiteConfig'))).toEqual(['GET /api/getSiteConfig?lang=en']);
  });

  it('a hint that throws costs the page nothing', async () => {
    server.use(getGetSiteConfigMockHandler({ type: 'ok', message: site }));
    callEarly([
      {
        ...SITE_CALL,
        seen: () => {
          throw new Error('no');
        },
      },
    ]);
    await expect(getSiteConfig()).resolves.toEqual(site);
  });
});
