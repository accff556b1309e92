// The kyc area: the two levels of identity verification, their review on the sandbox clock, the
// reviewer's documented refusals, the notifications and the account's level.
import { describe, expect, it } from 'vitest';
import { KYC_REVIEW_MS } from '../src/domain/identity-kyc';
import { DEMO, startSandbox, PNG } from './harness';

const s = await startSandbox();
const db = s.sandbox.world.db;
const PASSWORD = 'Fresh!2026';
const anonymous = { token: null };

const lastCode = (recipient: string) => s.lastCode(recipient);

let phones = 0;
/** A fresh user, signed in; with `phone` also a bound phone (verification passes only with both). */
async function newUser(name: string, options: { phone?: boolean } = {}): Promise<{ id: number; token: string }> {
  const email = `${name}@example.com`;
  await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, anonymous);
  const code = await lastCode(email);
  await s.ok(
    'registerUser',
    { user_string: email, code, password: PASSWORD, re_password: PASSWORD, type: 'email' },
    anonymous,
  );
  const token = await s.login(email, PASSWORD);
  const { id } = await s.ok<{ id: number }>('getUserInfo', {}, { token });
  if (options.phone) await bindPhone(token, `1390000${String(++phones).padStart(4, '0')}`);
  return { id, token };
}

async function bindPhone(token: string, mobile: string) {
  await s.ok('sendSmsCode', { area_code: '86', mobile, scene: 'bind' }, { token });
  await s.ok('bindMobile', { mobile, code: await lastCode(`+86 ${mobile}`) }, { token });
}

async function upload(token: string, data: Buffer): Promise<string> {
  const boundary = `----kyc${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.png"\r\nContent-Type: image/png\r\n\r\n`,
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
  const body = JSON.parse(response.body) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`upload: ${body.message}`);
  return body.message;
}

interface State {
  real_status: number;
  review_status: number;
  advanced_review_status: number;
  real_data: null | {
    id: number;
    user_id: number;
    name: string;
    card_id: string;
    id_type: number;
    review_status: number;
    advanced_user: number | null;
    front_pic: string;
    reverse_pic: string;
    create_time: number;
    review_time: number | null;
  };
}
const state = (token: string) => s.ok<State>('getRealNameState', {}, { token });
const info = (token: string) =>
  s.ok<{ is_realname: number; review_status: number; level: number; name: string | null }>(
    'getUserInfo',
    {},
    { token },
  );
/** The user's identity verification notices (a new user also has the welcome coupons' notices). */
const notifications = (userId: number) =>
  db.query<{ kind: string; title: string; body: string }>(
    "SELECT kind, title, body FROM notifications WHERE user_id = $1 AND kind = 'kyc' ORDER BY id",
    [userId],
  );
const basic = (name: string, cardId: string) => ({ real_type: 1, id_type: 1, name, card_id: cardId });

describe('the state', () => {
  it("shows the demo user's approved basic level with the contract's record", async () => {
    const st = await state(DEMO.token);
    expect(st).toMatchObject({ real_status: 1, review_status: 2, advanced_review_status: 0 });
    expect(st.real_data).toMatchObject({
      id: 5821,
      user_id: DEMO.id,
      name: 'Lina Chen',
      card_id: 'EA4821395',
      id_type: 1,
      review_status: 2,
      advanced_user: null,
      front_pic: '',
    });
    expect(st.real_data!.review_time).toBeGreaterThan(st.real_data!.create_time);
  });

  it('answers no record for a user who never submitted', async () => {
    const { token } = await newUser('blank');
    expect(await state(token)).toEqual({
      real_status: 0,
      review_status: 0,
      advanced_review_status: 0,
      real_data: null,
    });
  });
});

describe('the basic level', () => {
  it('goes in review, is approved when the clock passes the review, and notifies the user', async () => {
    const { id, token } = await newUser('basic.ok', { phone: true });
    expect(await s.ok('submitRealName', basic('Ana Souza', 'FP7730412'), { token })).toBe(
      'Submitted, please wait for the review',
    );
    const pending = await state(token);
    expect(pending).toMatchObject({ real_status: 1, review_status: 1, advanced_review_status: 0 });
    expect(pending.real_data).toMatchObject({ name: 'Ana Souza', card_id: 'FP7730412', review_status: 1 });
    expect(pending.real_data!.review_time).toBeNull();
    expect(await info(token)).toMatchObject({ is_realname: 1, name: null });

    // Submitting again while in review is refused
    const again = await s.call('submitRealName', basic('Ana Souza', 'FP7730412'), { token });
    expect(again).toEqual({ type: 'error', message: 'Your verification has already been submitted' });

    await s.advance(KYC_REVIEW_MS - 10e3);
    expect((await state(token)).review_status).toBe(1);
    await s.advance(10e3);
    const approved = await state(token);
    expect(approved).toMatchObject({ real_status: 1, review_status: 2 });
    expect(approved.real_data!.review_time).toEqual(expect.any(Number));
    expect(await info(token)).toMatchObject({ is_realname: 2, review_status: 0, level: 1, name: 'Ana Souza' });
    expect(await notifications(id)).toEqual([{ kind: 'kyc', title: 'realNameApproved', body: '{"level":1}' }]);

    // An approved level cannot be submitted again
    expect((await s.call('submitRealName', basic('Ana Souza', 'FP7730412'), { token })).type).toBe('error');
  });

  it('refuses, with its reason, a name containing "Refuse"; the user may submit again', async () => {
    const { id, token } = await newUser('basic.refused', { phone: true });
    await s.ok('submitRealName', basic('Refuse Me', 'RX1002003'), { token });
    await s.advance(KYC_REVIEW_MS);
    const refused = await state(token);
    expect(refused).toMatchObject({ real_status: 0, review_status: 3 });
    expect(refused.real_data?.review_status).toBe(3);
    expect(await info(token)).toMatchObject({ is_realname: 3, name: null });
    const [note] = await notifications(id);
    expect(note).toMatchObject({ kind: 'kyc', title: 'realNameRefused' });
    expect(JSON.parse(note!.body)).toEqual({ reason: 'the name does not match the document', level: 1 });

    await s.ok('submitRealName', basic('Rafa Gomez', 'RX1002003'), { token });
    expect((await state(token)).review_status).toBe(1);
    await s.advance(KYC_REVIEW_MS);
    expect((await state(token)).review_status).toBe(2);
  });

  it('refuses the verification of an account without a bound phone', async () => {
    const { id, token } = await newUser('no.phone');
    await s.ok('submitRealName', basic('Kim Lee', 'M22001133'), { token });
    await s.advance(KYC_REVIEW_MS);
    expect((await state(token)).review_status).toBe(3);
    const [note] = await notifications(id);
    expect(JSON.parse(note!.body).reason).toMatch(/bind your e-mail address and phone number/);
  });

  it('refuses a document number verified on another account, and a submission without one', async () => {
    const { token } = await newUser('copycat', { phone: true });
    const taken = await s.call('submitRealName', basic('Lina Chen', 'ea4821395'), { token });
    expect(taken).toEqual({ type: 'error', message: 'This document number is already verified on another account' });
    const missing = await s.call('submitRealName', { real_type: 1, name: 'No Number' }, { token });
    expect(missing).toEqual({ type: 'error', message: 'Parameter error' });
    expect((await state(token)).review_status).toBe(0);
  });
});

describe('the advanced level', () => {
  it('is refused before the basic level is approved', async () => {
    const { token } = await newUser('too.early', { phone: true });
    const front = await upload(token, PNG);
    const back = await upload(token, PNG);
    const answer = await s.call('submitRealName', { real_type: 2, front_pic: front, reverse_pic: back }, { token });
    expect(answer).toEqual({ type: 'error', message: 'Please complete the basic verification first' });
    await s.ok('submitRealName', basic('Early Bird', 'EB5500661'), { token });
    const pending = await s.call('submitRealName', { real_type: 2, front_pic: front, reverse_pic: back }, { token });
    expect(pending.type).toBe('error');
    expect((await state(token)).advanced_review_status).toBe(0);
  });

  it('takes both uploaded sides after the basic level, and raises the account to level 2', async () => {
    const { id, token } = await newUser('advanced.ok', { phone: true });
    await s.ok('submitRealName', basic('Noor Haddad', 'NH4400118'), { token });
    await s.advance(KYC_REVIEW_MS);
    const front = await upload(token, PNG);
    const back = await upload(token, PNG);
    await s.ok('submitRealName', { real_type: 2, front_pic: front, reverse_pic: back }, { token });
    expect(await state(token)).toMatchObject({ real_status: 2, review_status: 2, advanced_review_status: 1 });
    expect(await info(token)).toMatchObject({ review_status: 1, level: 1 });

    await s.advance(KYC_REVIEW_MS);
    const st = await state(token);
    expect(st).toMatchObject({ real_status: 2, advanced_review_status: 2 });
    expect(st.real_data).toMatchObject({ advanced_user: 2, front_pic: front, reverse_pic: back });
    expect(await info(token)).toMatchObject({ is_realname: 2, review_status: 2, level: 2 });
    expect((await notifications(id)).map((n) => n.body)).toEqual(['{"level":1}', '{"level":2}']);
  });

  it('refuses the same picture for both sides, and photos the user did not upload', async () => {
    const { id, token } = await newUser('same.photo', { phone: true });
    await s.ok('submitRealName', basic('Sam Photo', 'SP1200450'), { token });
    await s.advance(KYC_REVIEW_MS);
    const front = await upload(token, PNG);
    const foreign = await s.call(
      'submitRealName',
      { real_type: 2, front_pic: front, reverse_pic: '/upload/nobody.png' },
      { token },
    );
    expect(foreign).toEqual({ type: 'error', message: 'Please upload the photos of the document first' });

    await s.ok('submitRealName', { real_type: 2, front_pic: front, reverse_pic: front }, { token });
    await s.advance(KYC_REVIEW_MS);
    expect(await state(token)).toMatchObject({ real_status: 1, advanced_review_status: 3 });
    expect(await info(token)).toMatchObject({ review_status: 3, level: 1 });
    const notes = await notifications(id);
    expect(JSON.parse(notes.at(-1)!.body).reason).toMatch(/same picture/);
  });

  it("takes the contract's advanced example for the demo user once their phone is bound", async () => {
    await bindPhone(DEMO.token, '13700002222');
    const example = {
      real_type: 2,
      front_pic: '/upload/kyc/100238-front.png',
      reverse_pic: '/upload/kyc/100238-back.png',
    };
    await s.ok('submitRealName', example);
    await s.advance(KYC_REVIEW_MS);
    expect(await state(DEMO.token)).toMatchObject({ real_status: 2, advanced_review_status: 2 });
    expect((await info(DEMO.token)).level).toBe(2);
  });
});
