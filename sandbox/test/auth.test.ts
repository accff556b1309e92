// The auth area: codes by e-mail and SMS (kept, mailed, one a minute), registration with the code
// and an invitation, sign-in by e-mail or phone, sign-out, password recovery.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;
const PASSWORD = 'Fresh!2026';

const lastCode = (recipient: string) => s.lastCode(recipient);

const anonymous = { token: null };

async function register(email: string, extra: Record<string, unknown> = {}) {
  await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
  const code = await lastCode(email);
  return s.call(
    'registerUser',
    { user_string: email, code, password: PASSWORD, re_password: PASSWORD, type: 'email', ...extra },
    anonymous,
  );
}

describe('verification codes', () => {
  it('mails a 6-digit code, recorded for the address', async () => {
    const answer = await s.call(
      'sendEmailCode',
      { user_string: 'Code.Check@Example.com', scene: 'register' },
      anonymous,
    );
    expect(answer).toEqual({ type: 'ok', message: 'The verification code has been sent' });
    const mail = await db.one<{ code: string; channel: string; subject: string; body: string }>(
      "SELECT * FROM mail_log WHERE recipient = 'code.check@example.com' ORDER BY id DESC LIMIT 1",
    );
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toContain(mail?.code);
    const kept = await db.one<{ code: string; scene: string }>(
      "SELECT code, scene FROM codes WHERE recipient = 'code.check@example.com'",
    );
    expect(kept).toEqual({ code: mail?.code, scene: 'register' });
  });

  it('refuses a second code to the same address within 60 s, then sends again', async () => {
    const email = 'twice@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    await s.advance(30e3);
    const again = await s.call('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    expect(again).toEqual({ type: 'error', message: 'Please wait 60 seconds before asking for another code' });
    await s.advance(31e3);
    expect((await s.call('sendEmailCode', { user_string: email, scene: 'register' }, anonymous)).type).toBe('ok');
  });

  it('checks a code without using it up, and refuses a wrong one', async () => {
    const email = 'checker@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    const code = await lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await s.call('checkEmailCode', { user_string: email, scene: 'register', email_code: wrong }, anonymous);
    expect(bad).toEqual({ type: 'error', message: 'The verification code is wrong or has expired' });
    const good = { user_string: email, scene: 'register', email_code: code };
    expect(await s.ok('checkEmailCode', good, anonymous)).toBe('Verification succeeded');
    expect(await s.ok('checkEmailCode', good, anonymous)).toBe('Verification succeeded');
    // A code of another scene does not serve
    const other = await s.call('checkEmailCode', { ...good, scene: 'forget' }, anonymous);
    expect(other.type).toBe('error');
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = 'late@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    const code = await lastCode(email);
    await s.advance(10 * 60e3 + 1000);
    const answer = await s.call(
      'checkEmailCode',
      { user_string: email, scene: 'register', email_code: code },
      anonymous,
    );
    expect(answer.type).toBe('error');
  });

  it('burns a code after five wrong tries', async () => {
    const email = 'guesser@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    const code = await lastCode(email);
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      await s.call('checkEmailCode', { user_string: email, scene: 'register', email_code: guess }, anonymous);
    }
    const right = await s.call(
      'checkEmailCode',
      { user_string: email, scene: 'register', email_code: code },
      anonymous,
    );
    expect(right.type).toBe('error');
  });

  it("sends the contract's example (the demo user's address), and refuses a recovery code for an unknown one", async () => {
    const example = await s.call('sendEmailCode', { user_string: DEMO.email, scene: 'register' }, anonymous);
    expect(example.type).toBe('ok');
    const unknown = await s.call('sendEmailCode', { user_string: 'nobody@example.com', scene: 'forget' }, anonymous);
    expect(unknown).toEqual({ type: 'error', message: 'This account does not exist' });
  });

  it('texts a code to a phone, and refuses a malformed mainland number', async () => {
    const bad = await s.call('sendSmsCode', { area_code: '86', mobile: '12345678901', scene: 'register' }, anonymous);
    expect(bad.type).toBe('error');
    await s.ok('sendSmsCode', { area_code: '86', mobile: '13900001111', scene: 'register' }, anonymous);
    expect(await lastCode('+86 13900001111')).toMatch(/^\d{6}$/);
  });
});

describe('registration', () => {
  it('registers with the mailed code and an invitation, then signs in to empty wallets', async () => {
    const email = 'new.trader@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    const code = await lastCode(email);
    await s.ok('checkEmailCode', { user_string: email, scene: 'register', email_code: code }, anonymous);
    const done = await s.call(
      'registerUser',
      { user_string: email, code, password: PASSWORD, re_password: PASSWORD, extension_code: 'nx7k2q', type: 'email' },
      anonymous,
    );
    expect(done).toEqual({ type: 'ok', message: 'Registration succeeded' });

    const token = await s.login(email, PASSWORD);
    const me = await s.ok<{ id: number; email: string; extension_code: string; is_realname: number; level: number }>(
      'getUserInfo',
      {},
      { token },
    );
    expect(me.email).toBe(email);
    expect(me.id).toBeGreaterThanOrEqual(100900);
    expect(me.extension_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(me.is_realname).toBe(0);
    const row = await db.one<{ parent_id: number }>('SELECT parent_id FROM users WHERE id = $1', [me.id]);
    expect(row?.parent_id).toBe(DEMO.id);

    for (const account of ['legal', 'change', 'lever', 'micro'])
      for (const coin of ['USDT', 'BTC', 'ETH']) {
        const w = await s.wallet(me.id, account, coin);
        expect(new Big(w.balance).eq(0) && new Big(w.locked).eq(0)).toBe(true);
      }
    const wallets = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM wallets WHERE user_id = $1', [me.id]);
    const coins = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM currencies');
    expect(wallets?.n).toBe(4 * Number(coins?.n));
    const ledger = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [me.id]);
    expect(ledger?.n).toBe(0);

    // The code served once
    const replay = await s.call(
      'registerUser',
      { user_string: 'other@example.com', code, password: PASSWORD, re_password: PASSWORD, type: 'email' },
      anonymous,
    );
    expect(replay.type).toBe('error');
  });

  it('refuses a wrong code and creates nobody', async () => {
    const email = 'wrong.code@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
    const code = await lastCode(email);
    const answer = await s.call(
      'registerUser',
      {
        user_string: email,
        code: code === '999999' ? '999998' : '999999',
        password: PASSWORD,
        re_password: PASSWORD,
        type: 'email',
      },
      anonymous,
    );
    expect(answer).toEqual({ type: 'error', message: 'The verification code is wrong or has expired' });
    expect(await db.one('SELECT id FROM users WHERE email = $1', [email])).toBeUndefined();
  });

  it('refuses a taken e-mail address (whatever its case), even with the right code', async () => {
    await s.advance(61e3);
    await s.ok('sendEmailCode', { user_string: DEMO.email, scene: 'register' }, anonymous);
    const code = await lastCode(DEMO.email);
    const answer = await s.call(
      'registerUser',
      { user_string: 'LINA.CHEN@example.com', code, password: PASSWORD, re_password: PASSWORD, type: 'email' },
      anonymous,
    );
    expect(answer).toEqual({ type: 'error', message: 'Registration failed, this account is already registered' });
  });

  it('refuses passwords that differ and an unknown invitation code', async () => {
    const mismatch = await register('mismatch@example.com', { re_password: 'Other!2026' });
    expect(mismatch).toEqual({ type: 'error', message: 'The two passwords are inconsistent' });
    const invite = await register('invited@example.com', { extension_code: 'ZZZZZZ' });
    expect(invite).toEqual({ type: 'error', message: 'This invitation code does not exist' });
  });

  it('registers a phone number and signs in with it', async () => {
    const mobile = '13812345678';
    await s.ok('sendSmsCode', { area_code: '86', mobile, scene: 'register' }, anonymous);
    const code = await lastCode(`+86 ${mobile}`);
    await s.ok(
      'registerUser',
      { user_string: mobile, code, password: PASSWORD, re_password: PASSWORD, type: 'mobile', area_code: '86' },
      anonymous,
    );
    const token = await s.ok<string>('loginUser', { user_string: mobile, password: PASSWORD, type: 1 }, anonymous);
    const me = await s.ok<{ phone: string; email: string | null; account_number: string; nickname: string }>(
      'getUserInfo',
      {},
      { token },
    );
    expect(me).toMatchObject({ phone: mobile, email: null, account_number: mobile, nickname: 'User5678' });
  });
});

describe('sign-in, sign-out and password recovery', () => {
  it('signs out: the token answers 999 afterwards', async () => {
    const token = await s.login(DEMO.email, DEMO.password);
    expect(await s.ok('logoutUser', {}, { token })).toBe('Logged out');
    expect((await s.call('getUserInfo', {}, { token })).type).toBe('999');
  });

  it('resets a forgotten password with the code: the old one is refused, sessions end', async () => {
    const email = 'forgetful@example.com';
    expect((await register(email)).type).toBe('ok');
    const session = await s.login(email, PASSWORD);
    await s.advance(61e3);
    await s.ok('sendEmailCode', { user_string: email, scene: 'forget' }, anonymous);
    const code = await lastCode(email);
    const mismatch = await s.call(
      'resetPassword',
      { account: email, password: 'N3w!secret', repassword: 'N3w!secreT', code },
      anonymous,
    );
    expect(mismatch.type).toBe('error');
    const done = await s.call(
      'resetPassword',
      { account: email, password: 'N3w!secret', repassword: 'N3w!secret', code },
      anonymous,
    );
    expect(done).toEqual({ type: 'ok', message: 'Password changed, please sign in again' });

    const old = await s.call('loginUser', { user_string: email, password: PASSWORD, type: 1 }, anonymous);
    expect(old).toEqual({ type: 'error', message: 'Login failed, wrong account or password' });
    expect((await s.call('getUserInfo', {}, { token: session })).type).toBe('999');
    expect(await s.login(email, 'N3w!secret')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a frozen account', async () => {
    const email = 'frozen@example.com';
    expect((await register(email)).type).toBe('ok');
    await db.query('UPDATE users SET status = 0 WHERE email = $1', [email]);
    const answer = await s.call('loginUser', { user_string: email, password: PASSWORD, type: 1 }, anonymous);
    expect(answer).toEqual({ type: 'error', message: 'This account is frozen, please contact customer service' });
  });
});
