// The wire of the sandbox: the envelope, the token (raw or Bearer), 999, `lang`, bad input, and the
// control API's faults and a price held still.
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();

describe('the wire', () => {
  it('signs the demo user in with the contract example and answers their profile', async () => {
    const token = await s.login(DEMO.email, DEMO.password);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const me = await s.ok<{ id: number; email: string }>('getUserInfo', {}, { token });
    expect(me).toMatchObject({ id: DEMO.id, email: DEMO.email });
  });

  it('refuses a wrong password with a translated message', async () => {
    const en = await s.call('loginUser', { user_string: DEMO.email, password: 'nope', type: 1 }, { token: null });
    expect(en).toEqual({ type: 'error', message: 'Login failed, wrong account or password' });
  });

  it('answers 999 without a token, with an unknown token and after logout', async () => {
    expect((await s.call('getUserInfo', {}, { token: null })).type).toBe('999');
    expect((await s.call('getUserInfo', {}, { token: 'f'.repeat(32) })).type).toBe('999');
    const token = await s.login(DEMO.email, DEMO.password);
    expect((await s.call('getUserInfo', {}, { token: `Bearer ${token}` })).type).toBe('ok');
    await s.ok('logoutUser', {}, { token });
    expect((await s.call('getUserInfo', {}, { token })).type).toBe('999');
  });

  it('answers a request the contract refuses as the backends do: type error, Parameter error', async () => {
    const answer = await s.call('loginUser', { password: 'x' }, { token: null });
    expect(answer).toEqual({ type: 'error', message: 'Parameter error' });
  });

  it('takes JSON bodies as well as forms', async () => {
    const answer = await s.call<string>(
      'loginUser',
      { user_string: DEMO.email, password: DEMO.password, type: 1 },
      { token: null, json: true },
    );
    expect(answer.type).toBe('ok');
  });

  it('quotes every pair at the feed price', async () => {
    const legals = await s.ok<Array<{ quotation: Array<{ id: number; now_price: string }> }>>(
      'listQuotations',
      {},
      { token: null },
    );
    const btc = legals[0]?.quotation.find((q) => q.id === 1);
    expect(btc?.now_price).toBe(s.sandbox.world.feed.price(1));
  });
});

describe('scenario faults', () => {
  it('makes the next N calls of an operation fail, then answers again', async () => {
    const control = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      s.sandbox.app.inject({ method, url, payload });
    const set = await control('POST', '/__sandbox/faults', { operation: 'getUserInfo', kind: '998', times: 2 });
    expect(set.statusCode).toBe(200);
    expect((await s.call('getUserInfo')).type).toBe('998');
    expect((await s.call('getUserInfo')).type).toBe('998');
    expect((await s.call('getUserInfo')).type).toBe('ok');
    await control('POST', '/__sandbox/faults', { operation: 'getUserInfo', kind: 'http500', times: 1 });
    await expect(s.call('getUserInfo')).rejects.toThrow(/HTTP 500/);
    expect((await s.call('getUserInfo')).type).toBe('ok');
    const unknown = await control('POST', '/__sandbox/faults', { operation: 'nope', kind: 'error' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the control API', () => {
  it('holds a price still when asked, until a price is set without it', async () => {
    const set = async (payload: Record<string, unknown>) =>
      (await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/prices', payload })).json() as { price: string };
    const { feed } = s.sandbox.world;
    const price = () => feed.price(feed.bySymbol('BTC/USDT')!.id);
    expect((await set({ pair: 'BTC/USDT', price: 80000, hold: true })).price).toBe('80000.00');
    for (let i = 0; i < 5; i++) await feed.tick();
    expect(price()).toBe('80000.00');
    await set({ pair: 'BTC/USDT', price: 80000 });
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      await feed.tick();
      seen.add(price());
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
