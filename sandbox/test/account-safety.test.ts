// Account safety against a real database: the anti-phishing code (set with the pay password or a
// mailed code, refused when it breaks the rule, then carried by every mail and account notice) and
// the devices list (what each sign-in came with, the current one marked), with the sign-out of one
// device or all the others: their tokens answer 999 on their next call, this one keeps working.
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const t = await startSandbox();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in as the demo user through the app's call, with a User-Agent and an address of its own. */
async function signIn(userAgent: string, ip = '127.0.0.1'): Promise<string> {
  const response = await t.sandbox.app.inject({
    method: 'POST',
    url: t.sandbox.operations.find((op) => op.operationId === 'loginUser')!.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    remoteAddress: ip,
    payload: new URLSearchParams({
      user_string: DEMO.email,
      password: DEMO.password,
      type: '1',
      lang: 'en',
    }).toString(),
  });
  const body = JSON.parse(response.body) as { type: string; message: string };
  expect(body.type).toBe('ok');
  return body.message;
}

interface Session {
  id: number;
  device: string | null;
  browser: string | null;
  ip: string;
  location: string;
  current: 0 | 1;
}

describe('devices and sessions', () => {
  it('lists each sign-in with its device, browser and place, the current one marked', async () => {
    const phone = await signIn(IPHONE, '192.168.1.23');
    const pc = await signIn(WINDOWS, '203.0.113.9');
    const seen = await t.ok<Session[]>('listSessions', {}, { token: phone });
    const mine = seen.find((s) => s.current === 1)!;
    expect(mine).toMatchObject({
      device: 'iPhone, iOS 18',
      browser: 'Safari 18',
      ip: '192.168.1.23',
      location: 'Local network',
    });
    expect(seen.filter((s) => s.current === 1)).toHaveLength(1);
    expect(seen.find((s) => s.ip === '203.0.113.9')).toMatchObject({
      device: 'Windows PC',
      browser: 'Chrome 131',
      location: 'Unknown location',
      current: 0,
    });
    // the contract's example token is never listed to another session
    expect(seen.length).toBe((await t.ok<Session[]>('listSessions', {}, { token: pc })).length);
    const zh = await t.call<Session[]>('listSessions', {}, { token: phone, lang: 'zh' });
    expect(zh.message.find((s) => s.current === 1)?.location).toBe('局域网');
  });

  it('signs one device out: its token answers 999 on its next call, the other keeps working', async () => {
    const phone = await signIn(IPHONE);
    const pc = await signIn(WINDOWS);
    const pcId = (await t.ok<Session[]>('listSessions', {}, { token: pc })).find((s) => s.current === 1)!.id;
    expect(await t.ok('closeSession', { id: pcId }, { token: phone })).toBe('The device has been signed out');
    const refused = await t.call('getUserInfo', {}, { token: pc });
    expect(refused.type).toBe('999');
    expect((await t.call('getUserInfo', {}, { token: phone })).type).toBe('ok');
    expect((await t.ok<Session[]>('listSessions', {}, { token: phone })).some((s) => s.id === pcId)).toBe(false);
    // again, and its own session, are refused and change nothing
    expect(await t.call('closeSession', { id: pcId }, { token: phone })).toMatchObject({
      type: 'error',
      message: 'This session does not exist or has already ended',
    });
    const phoneId = (await t.ok<Session[]>('listSessions', {}, { token: phone })).find((s) => s.current === 1)!.id;
    expect((await t.call('closeSession', { id: phoneId }, { token: phone })).type).toBe('error');
    expect((await t.call('getUserInfo', {}, { token: phone })).type).toBe('ok');
  });

  it("does not sign out another user's session", async () => {
    const other = await t.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} });
    const { token } = JSON.parse(other.body) as { token: string };
    const theirs = (await t.ok<Session[]>('listSessions', {}, { token }))[0]!;
    const phone = await signIn(IPHONE);
    expect((await t.call('closeSession', { id: theirs.id }, { token: phone })).type).toBe('error');
    expect((await t.call('getUserInfo', {}, { token })).type).toBe('ok');
  });

  it('signs out everywhere else: every other token answers 999, this one and the example token work', async () => {
    const keep = await signIn(IPHONE);
    const others = [await signIn(WINDOWS), await signIn(WINDOWS, '10.0.0.8')];
    const done = await t.ok<string>('closeOtherSessions', {}, { token: keep });
    expect(done).toMatch(/^\d+ other devices have been signed out$/);
    for (const token of others) expect((await t.call('getUserInfo', {}, { token })).type).toBe('999');
    expect((await t.call('getUserInfo', {}, { token: keep })).type).toBe('ok');
    expect(await t.ok<Session[]>('listSessions', {}, { token: keep })).toHaveLength(1);
    expect((await t.call('getUserInfo', {}, { token: DEMO.token })).type).toBe('ok');
    expect(await t.ok('closeOtherSessions', {}, { token: keep })).toBe('0 other devices have been signed out');
  });
});

describe('anti-phishing code', () => {
  it('is set with the pay password, refused when it breaks the rule or the password is wrong', async () => {
    expect(await t.ok('getAntiPhishingCode')).toEqual({ code: null, confirm_with: 'pay_password' });
    for (const bad of ['abc', 'a'.repeat(21), 'has space', 'no-dash'])
      expect(
        await t.call('setAntiPhishingCode', { anti_phishing_code: bad, pay_password: DEMO.payPassword }),
      ).toMatchObject({ type: 'error' });
    const wrong = await t.call('setAntiPhishingCode', { anti_phishing_code: 'LINA2026', pay_password: '000000' });
    expect(wrong).toEqual({ type: 'error', message: 'Wrong pay password' });
    expect((await t.ok<{ code: string | null }>('getAntiPhishingCode')).code).toBeNull();
    expect(await t.ok('setAntiPhishingCode', { anti_phishing_code: 'LINA2026', pay_password: DEMO.payPassword })).toBe(
      'Anti-phishing code saved',
    );
    expect((await t.ok<{ code: string }>('getAntiPhishingCode')).code).toBe('LINA2026');
  });

  it('says why a code is refused in the language asked for', async () => {
    const zh = await t.call(
      'setAntiPhishingCode',
      { anti_phishing_code: 'ab', pay_password: DEMO.payPassword },
      {
        lang: 'zh',
        json: true,
      },
    );
    // the contract's pattern refuses it first (parameter error), translated either way
    expect(zh.type).toBe('error');
    expect(String(zh.message)).not.toMatch(/[A-Za-z]{4}/);
  });

  it('is carried by the mails and the account notices written after it is set', async () => {
    await t.ok('setAntiPhishingCode', { anti_phishing_code: 'Guard42', pay_password: DEMO.payPassword });
    await t.advance(61_000);
    await t.call('sendEmailCode', { user_string: DEMO.email, scene: 'update_password' }, { token: null, lang: 'fra' });
    const mail = await t.sandbox.app.inject({ method: 'GET', url: `/__sandbox/mail?to=${DEMO.email}&limit=1` });
    const [last] = JSON.parse(mail.body) as Array<{ body: string; anti_phishing_code: string }>;
    expect(last!.anti_phishing_code).toBe('Guard42');
    expect(last!.body.split('\n')[0]).toBe('Votre code anti-hameçonnage : Guard42');
    await t.sandbox.world.db.tx((q) =>
      t.sandbox.world.notify(q, DEMO.id, 'deposit', 'depositCredited', { amount: '5', coin: 'USDT' }),
    );
    const page = await t.ok<{ data: Array<{ anti_phishing_code?: string }> }>('listNotifications', { page: 1 });
    expect(page.data[0]!.anti_phishing_code).toBe('Guard42');
    // a notice written before any code was set carries none
    expect(page.data.at(-1)!.anti_phishing_code).toBeUndefined();
  });

  it('asks an account without a pay password for a code sent with scene anti_phishing', async () => {
    const made = await t.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} });
    const user = JSON.parse(made.body) as { id: number; email: string; token: string };
    await t.sandbox.world.db.query('UPDATE users SET pay_password = NULL WHERE id = $1', [user.id]);
    expect(await t.ok('getAntiPhishingCode', {}, { token: user.token })).toEqual({ code: null, confirm_with: 'code' });
    const noCode = await t.call(
      'setAntiPhishingCode',
      { anti_phishing_code: 'Mine2026', code: '123456' },
      { token: user.token },
    );
    expect(noCode.type).toBe('error');
    await t.ok('sendEmailCode', { user_string: user.email, scene: 'anti_phishing' }, { token: null });
    const code = await t.lastCode(user.email);
    await t.ok('setAntiPhishingCode', { anti_phishing_code: 'Mine2026', code }, { token: user.token });
    expect((await t.ok<{ code: string }>('getAntiPhishingCode', {}, { token: user.token })).code).toBe('Mine2026');
  });
});
