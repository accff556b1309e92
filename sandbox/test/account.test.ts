// The account area: the profile as /user/info shows it, images uploaded and served back, avatar,
// nickname rules, the pay password (with a code), phone binding.
import { describe, expect, it } from 'vitest';
import { checkPassword } from '../src/seed/core';
import { DEMO, startSandbox, PNG } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;

const lastCode = (recipient: string) => s.lastCode(recipient);

/** POST /upload as the app sends it: multipart, the image in `file`, `lang` beside it. */
async function upload(data: Buffer, filename: string, mimetype: string, token: string = DEMO.token) {
  const boundary = `----sandbox${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await s.sandbox.app.inject({
    method: 'POST',
    url: '/upload',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as { type: string; message: string };
}

interface UserInfo {
  id: number;
  nickname: string;
  head_portrait: string;
  phone: string | null;
  is_realname: number;
  review_status: number;
  level: number;
  name: string | null;
}
const info = (token?: string) => s.ok<UserInfo>('getUserInfo', {}, token ? { token } : {});

describe('the profile', () => {
  it('shows the demo user as the contract does: basic level verified, advanced not started', async () => {
    const me = await info();
    expect(me).toMatchObject({
      id: DEMO.id,
      email: DEMO.email,
      phone: null,
      nickname: 'Lina',
      extension_code: 'NX7K2Q',
      level: 1,
      is_realname: 2,
      review_status: 0,
      name: 'Lina Chen',
    });
  });

  it('hides the name of an unverified user', async () => {
    const token = await s.login('mei.lin@example.com', 'Mei!2026');
    expect(await info(token)).toMatchObject({ is_realname: 0, review_status: 0, name: null });
  });
});

describe('uploads and the avatar', () => {
  it('stores a png, serves it back at the answered path, and makes it the avatar', async () => {
    const answer = await upload(PNG, 'me.png', 'image/png');
    expect(answer.type).toBe('ok');
    expect(answer.message).toMatch(/^\/upload\/[0-9a-f]{24}\.png$/);
    const served = await s.sandbox.app.inject({ method: 'GET', url: answer.message });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    expect(await s.ok('updateHeadPortrait', { head_portrait: answer.message })).toBe('Avatar changed');
    expect((await info()).head_portrait).toBe(answer.message);
  });

  it('takes a jpg told by its bytes, and refuses what is not a jpg or png whatever its name', async () => {
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect((await upload(jpg, 'id.jpg', 'image/jpeg')).message).toMatch(/\.jpg$/);
    const text = await upload(Buffer.from('hello, not an image'), 'fake.png', 'image/png');
    expect(text).toEqual({ type: 'error', message: 'Upload failed, please choose a jpg or png image' });
    const gif = await upload(Buffer.from('GIF89a....'), 'a.gif', 'image/gif');
    expect(gif.type).toBe('error');
  });

  it("accepts the site's own images, refuses unknown paths and another user's upload", async () => {
    expect((await s.call('updateHeadPortrait', { head_portrait: '/upload/avatar/100238.png' })).type).toBe('ok');
    expect((await info()).head_portrait).toBe('/upload/avatar/100238.png');
    const unknown = await s.call('updateHeadPortrait', { head_portrait: '/upload/avatar/nobody.png' });
    expect(unknown).toEqual({ type: 'error', message: 'Please upload the image first' });
    const climbing = await s.call('updateHeadPortrait', { head_portrait: '/upload/../package.json.png' });
    expect(climbing.type).toBe('error');

    const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
    const theirs = await upload(PNG, 'marco.png', 'image/png', marco);
    expect((await s.call('updateHeadPortrait', { head_portrait: theirs.message })).type).toBe('error');
    expect((await info()).head_portrait).toBe('/upload/avatar/100238.png');
  });

  it('answers 999 to an upload without a session', async () => {
    const answer = await upload(PNG, 'x.png', 'image/png', '');
    expect(answer.type).toBe('999');
  });
});

describe('nickname', () => {
  it('takes 2-10 Chinese characters, letters and digits', async () => {
    expect(await s.ok('updateNickname', { nickname: 'Trader88' })).toBe('Nickname changed');
    expect((await info()).nickname).toBe('Trader88');
    await s.ok('updateNickname', { nickname: '李娜Lina' });
    expect((await info()).nickname).toBe('李娜Lina');
  });

  it('refuses one character, eleven, spaces and special characters, and keeps the old name', async () => {
    for (const nickname of ['L', 'A2345678901', 'Lina Chen', 'Lina!', '<b>x</b>', 'ナ二ナ']) {
      const answer = await s.call('updateNickname', { nickname });
      expect(answer.type, nickname).toBe('error');
    }
    expect((await info()).nickname).toBe('李娜Lina');
  });
});

describe('pay password', () => {
  it('sets a new pay password with the code mailed to the bound address', async () => {
    await s.ok('sendEmailCode', { user_string: DEMO.email, scene: 'update_password' });
    const code = await lastCode(DEMO.email);
    const differ = await s.call('updatePassword', { password: '360147', re_password: '360148', code });
    expect(differ).toEqual({ type: 'error', message: 'The two passwords are inconsistent' });
    const wrong = await s.call('updatePassword', {
      password: '360147',
      re_password: '360147',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong).toEqual({ type: 'error', message: 'The verification code is wrong or has expired' });

    expect(await s.ok('updatePassword', { password: '360147', re_password: '360147', code })).toBe('Pay password set');
    const row = await db.one<{ pay_password: string }>('SELECT pay_password FROM users WHERE id = $1', [DEMO.id]);
    expect(checkPassword('360147', row!.pay_password)).toBe(true);
    expect(checkPassword(DEMO.payPassword, row!.pay_password)).toBe(false);
    // The code served once
    const again = await s.call('updatePassword', { password: '111222', re_password: '111222', code });
    expect(again.type).toBe('error');
  });

  it('refuses a code sent for another purpose', async () => {
    const token = await s.login('aiko.tanaka@example.com', 'Aiko!2026');
    await s.ok('sendEmailCode', { user_string: 'aiko.tanaka@example.com', scene: 'forget' }, { token });
    const code = await lastCode('aiko.tanaka@example.com');
    const answer = await s.call('updatePassword', { password: '480213', re_password: '480213', code }, { token });
    expect(answer.type).toBe('error');
  });
});

describe('phone binding', () => {
  it("binds the texted number, which /user/info then shows; another account's number is refused", async () => {
    const mobile = '13812345678';
    await s.ok('sendSmsCode', { area_code: '86', mobile, scene: 'bind' });
    const code = await lastCode(`+86 ${mobile}`);
    expect(await s.ok('bindMobile', { mobile, code })).toBe('Phone bound');
    expect((await info()).phone).toBe(mobile);

    const taken = await s.call('sendSmsCode', { area_code: '39', mobile: '3471829304', scene: 'bind' });
    expect(taken).toEqual({ type: 'error', message: 'This phone number is already bound to another account' });
    const direct = await s.call('bindMobile', { mobile: '3471829304', code: '123456' });
    expect(direct.type).toBe('error');
  });

  it('keeps the dialling code the SMS went to', async () => {
    const token = await s.login('mei.lin@example.com', 'Mei!2026');
    await s.ok('sendSmsCode', { area_code: '65', mobile: '91234567', scene: 'bind' }, { token });
    const code = await lastCode('+65 91234567');
    await s.ok('bindMobile', { mobile: '91234567', code }, { token });
    const row = await db.one<{ phone: string; area_code: string }>(
      'SELECT phone, area_code FROM users WHERE email = $1',
      ['mei.lin@example.com'],
    );
    expect(row).toEqual({ phone: '91234567', area_code: '65' });
  });
});
