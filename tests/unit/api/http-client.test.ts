// The one HTTP client, end to end through the generated functions and the generated MSW
// handlers: envelope rule, 999, 998, lang, encodings, auth header, contract violations.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '@generated/api/account/account';
import { getUserProfit } from '@generated/api/assets/assets';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { loginUser } from '@generated/api/auth/auth';
import { getLoginUserMockHandler } from '@generated/api/auth/auth.msw';
import { getAboutUs, getSiteConfig, listNews } from '@generated/api/content/content';
import {
  getGetAboutUsMockHandler,
  getGetSiteConfigMockHandler,
  getListNewsMockHandler,
} from '@generated/api/content/content.msw';
import { getKlineHistory, listQuotations } from '@generated/api/market/market';
import { getGetKlineHistoryMockHandler, getListQuotationsMockHandler } from '@generated/api/market/market.msw';
import { operations } from '@generated/operations';
import { configureApi } from '@/api/config';
import { setApiEffects } from '@/api/effects';
import { ApiError } from '@/api/errors';
import { signInPending } from '@/api/http-client';
import { setRequestLang } from '@/api/lang';
import { getSession, setToken, setUser } from '@/api/session';
import { server } from '../msw-server';

const toast = vi.fn<(message: string) => void>();
const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  toast.mockReset();
  navigate.mockReset();
  setApiEffects({ toast, navigate });
  setRequestLang('en');
});
afterEach(() => setRequestLang('en'));

const user = {
  id: 100238,
  account_number: 'lina.chen@example.com',
  phone: null,
  email: 'lina.chen@example.com',
  nickname: 'Lina',
  head_portrait: '/upload/avatar/100238.svg',
  extension_code: 'NX7K2Q',
  status: 1 as const,
  level: 1 as const,
  is_realname: 2 as const,
  review_status: 0 as const,
  name: 'Lina Chen',
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('envelope rule', () => {
  it('resolves with the payload of a `type: ok` answer', async () => {
    server.use(
      getGetSiteConfigMockHandler({ type: 'ok', message: { site_name: 'Nova', site_logo: '', support_url: '' } }),
    );
    await expect(getSiteConfig()).resolves.toEqual({ site_name: 'Nova', site_logo: '', support_url: '' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('resolves with `data` of the k-line envelope (code 1)', async () => {
    server.use(
      getGetKlineHistoryMockHandler({
        code: 1,
        msg: 'success',
        data: [{ open: 1, close: 2, high: 3, low: 0.5, time: 1795323480000 }],
      }),
    );
    const rows = await getKlineHistory({ symbol: 'BTC/USDT', period: '1min', from: 1, to: 2 });
    expect(rows).toEqual([{ open: 1, close: 2, high: 3, low: 0.5, time: 1795323480000 }]);
  });

  it('toasts the message of a k-line failure (code -1) and rejects as a business error', async () => {
    server.use(getGetKlineHistoryMockHandler({ code: -1, msg: 'Parameter error', data: null }));
    const error = await rejection(getKlineHistory({ symbol: 'BTC/USDT', period: '1min', from: 1, to: 2 }));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('Parameter error');
    expect(toast).toHaveBeenCalledWith('Parameter error');
  });

  it('accepts `code: 200` answers of the other gateways', async () => {
    server.use(
      http.get('*/getSiteConfig', () =>
        HttpResponse.json({ code: 200, type: 'ok', message: { site_name: 'Nova', site_logo: '', support_url: '' } }),
      ),
    );
    await expect(getSiteConfig()).resolves.toMatchObject({ site_name: 'Nova' });
  });

  it('toasts a `type: error` message and rejects with a typed business error', async () => {
    server.use(getLoginUserMockHandler({ type: 'error', message: 'Login failed, wrong account or password' }));
    const error = await rejection(loginUser({ user_string: 'a@b.co', password: 'x', type: 1 }));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('Login failed, wrong account or password');
    expect(error.operationId).toBe('loginUser');
    expect(toast).toHaveBeenCalledWith('Login failed, wrong account or password');
  });

  it('does not toast a failure when the caller asks for silence', async () => {
    server.use(getLoginUserMockHandler({ type: 'error', message: 'Nope' }));
    await rejection(loginUser({ user_string: 'a@b.co', password: 'x', type: 1 }, undefined, { silent: true }));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('999 and 998', () => {
  it('999: toasts, clears token and user, and opens login after 1.2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    setUser(user);
    server.use(getGetUserInfoMockHandler({ type: '999', message: 'Please log in first' }));
    const error = await rejection(getUserInfo());
    expect(error.kind).toBe('session-expired');
    expect(toast).toHaveBeenCalledWith('Please log in first');
    expect(getSession()).toEqual({ token: null, user: null, ended: 'expired' });
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1199);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/pages/common/login');
  });

  it.each([
    ['#/pages/fund/assets?tab=usdt', '/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets%3Ftab%3Dusdt'],
    ['#/pages/transaction/index', '/pages/common/login?redirect=%2Fpages%2Ftransaction%2Findex'],
    ['#/', '/pages/common/login'],
    ['#/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets', '/pages/common/login'],
  ])('999 on %s opens %s: sign-in brings the user back to the page they were on', async (hash, login) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.location.hash = hash;
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(getGetUserInfoMockHandler({ type: '999', message: 'Please log in first' }));
    await rejection(getUserInfo());
    expect(signInPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1200);
    expect(navigate).toHaveBeenCalledWith(login);
    expect(signInPending()).toBe(false);
    window.location.hash = '';
  });

  it('999 from several calls at once toasts and redirects once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(getGetUserInfoMockHandler({ type: '999', message: 'Please log in first' }));
    await Promise.allSettled([getUserInfo(), getUserInfo(), getUserInfo()]);
    await vi.advanceTimersByTimeAsync(1300);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 999 answered after the redirect, to a request of the ended session, says nothing more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/user/info', () => HttpResponse.json({ type: '999', message: 'Please log in first' })),
      http.get('*/user/profit', async () => {
        await late;
        return HttpResponse.json({ type: '999', message: 'Please log in first' });
      }),
    );
    const slow = rejection(getUserProfit());
    await rejection(getUserInfo());
    await vi.advanceTimersByTimeAsync(1300);
    expect(navigate).toHaveBeenCalledTimes(1);
    answer();
    expect((await slow).kind).toBe('session-expired');
    // and a call made afterwards without a session (the ended one said so already)
    expect((await rejection(getUserInfo())).kind).toBe('session-expired');
    await vi.advanceTimersByTimeAsync(1300);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 999 to a request of an earlier session leaves the new one signed in', async () => {
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/user/info', async () => {
        await late;
        return HttpResponse.json({ type: '999', message: 'Please log in first' });
      }),
    );
    const old = rejection(getUserInfo());
    setToken('0a1b2c3d4e5f60718293a4b5c6d7e8f9');
    answer();
    expect((await old).kind).toBe('session-expired');
    expect(getSession().token).toBe('0a1b2c3d4e5f60718293a4b5c6d7e8f9');
    expect(toast).not.toHaveBeenCalled();
  });

  it('998: toasts and opens real-name verification after 1.2 s, keeping the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    server.use(
      http.get('*/user/info', () =>
        HttpResponse.json({ type: '998', message: 'Please complete identity verification first' }),
      ),
    );
    const error = await rejection(getUserInfo());
    expect(error.kind).toBe('verification-required');
    expect(toast).toHaveBeenCalledWith('Please complete identity verification first');
    await vi.advanceTimersByTimeAsync(1200);
    expect(navigate).toHaveBeenCalledWith('/pages/setting/real_mark');
    expect(getSession().token).toBe('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  });
});

describe('request shape', () => {
  it('adds lang to the query of GET requests, and Accept-Language', async () => {
    setRequestLang('jp');
    let seen: Request | undefined;
    server.use(
      getListQuotationsMockHandler((info) => {
        seen = info.request;
        return { type: 'ok', message: [] };
      }),
    );
    await listQuotations();
    expect(new URL(seen!.url).searchParams.get('lang')).toBe('jp');
    expect(seen!.headers.get('accept-language')).toBe('en');
  });

  it('maps zh and hk to zh-cn and zh-tw in Accept-Language', async () => {
    const seen: string[] = [];
    server.use(
      getListQuotationsMockHandler((info) => {
        seen.push(info.request.headers.get('accept-language') ?? '');
        return { type: 'ok', message: [] };
      }),
    );
    setRequestLang('zh');
    await listQuotations();
    setRequestLang('hk');
    await listQuotations();
    expect(seen).toEqual(['zh-cn', 'zh-tw']);
  });

  it('sends POST bodies form-urlencoded with lang by default', async () => {
    setRequestLang('kor');
    let contentType = '';
    let body = '';
    server.use(
      getListNewsMockHandler(async (info) => {
        contentType = info.request.headers.get('content-type') ?? '';
        body = await info.request.text();
        return { type: 'ok', message: { list: [], count: 0, limit: 10 } };
      }),
    );
    await listNews({ c_id: 4, page: 2, limit: 10 });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ c_id: '4', page: '2', limit: '10', lang: 'kor' });
  });

  it('sends POST bodies as JSON with lang when the newer layer is configured', async () => {
    configureApi({ encoding: 'json' });
    let contentType = '';
    let body: unknown;
    server.use(
      getListNewsMockHandler(async (info) => {
        contentType = info.request.headers.get('content-type') ?? '';
        body = await info.request.json();
        return { type: 'ok', message: { list: [], count: 0, limit: 10 } };
      }),
    );
    await listNews({ c_id: 5 });
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ c_id: 5, lang: 'en' });
  });

  it('sends the raw token by default, Bearer when configured, none when signed out', async () => {
    const seen: (string | null)[] = [];
    server.use(
      getGetUserInfoMockHandler((info) => {
        seen.push(info.request.headers.get('authorization'));
        return { type: 'ok', message: user };
      }),
    );
    await getUserInfo();
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    await getUserInfo();
    configureApi({ authScheme: 'bearer' });
    await getUserInfo();
    expect(seen).toEqual([null, '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5', 'Bearer 9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5']);
  });
});

describe('contract checks', () => {
  it('rejects a success payload that violates the contract with a typed contract error', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.json({ type: 'ok', message: { site_name: 42 } })));
    const error = await rejection(getSiteConfig());
    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('getSiteConfig');
    expect(error.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['message.site_name']));
    expect(error.isRetryable).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('rejects a body that is not an envelope (an HTML error page)', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.text('<html>Bad gateway</html>')));
    expect((await rejection(getSiteConfig())).kind).toBe('contract');
  });

  it('rejects wrong types deep inside a list', async () => {
    server.use(
      http.get('*/currency/quotation_new', () =>
        HttpResponse.json({ type: 'ok', message: [{ id: 1, name: 'USDT', quotation: [{ id: 'one' }] }] }),
      ),
    );
    expect((await rejection(listQuotations())).kind).toBe('contract');
  });

  it('loads an answer validator once; a failed download is a retryable network error, tried again next call', async () => {
    // (An operation no other test of this file calls: the loaded validator is kept for the module's life.)
    server.use(getGetAboutUsMockHandler());
    const operation = operations['GET /aboutus'];
    if (!operation) throw new Error('getAboutUs is not in the operation table');
    const load = vi.spyOn(operation, 'response');
    try {
      load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
      const error = await rejection(getAboutUs());
      expect(error.kind).toBe('network');
      expect(error.operationId).toBe('getAboutUs');
      expect(error.isRetryable).toBe(true);
      await expect(getAboutUs()).resolves.toMatchObject({ title: 'About Nova Exchange' });
      await expect(getAboutUs()).resolves.toMatchObject({ title: 'About Nova Exchange' });
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      load.mockRestore();
    }
  });
});

describe('transport failures', () => {
  it('rejects non-2xx statuses as http errors with the status', async () => {
    server.use(http.get('*/getSiteConfig', () => new HttpResponse(null, { status: 502 })));
    const error = await rejection(getSiteConfig());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });

  it('rejects a dropped connection as a network error', async () => {
    server.use(http.get('*/getSiteConfig', () => HttpResponse.error()));
    expect((await rejection(getSiteConfig())).kind).toBe('network');
  });
});
