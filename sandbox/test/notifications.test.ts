// Account notices (the proposed listNotifications / readNotifications of the account tag): what the
// other areas write with world.notify is listed to its owner only, newest first, translated into
// the request's language, and marked read one by one or all at once. The flows run for fresh users
// so that what the clock does to the demo user cannot blur the lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICE_TITLES } from '../src/areas/account';
import { loadCatalog } from '../src/wire/messages';
import { DEMO, startSandbox } from './harness';

const s = await startSandbox();
const MINUTE = 60e3;
const TRON = 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5';

interface Notice {
  id: number;
  kind: string;
  title: string;
  content: string;
  is_read: number;
  created_at: number;
}
interface Page {
  data: Notice[];
  page: number;
  pages: number;
  total: number;
  unread: number;
}

/** A fresh verified user through the control API. */
async function freshUser(): Promise<{ id: number; token: string }> {
  const response = await s.sandbox.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} });
  return response.json() as { id: number; token: string };
}

async function list(token: string, input: Record<string, unknown> = {}, lang = 'en'): Promise<Page> {
  const answer = await s.call<Page>('listNotifications', input, { token, lang });
  expect(answer.type).toBe('ok');
  return answer.message;
}

/** A TRC20 deposit of `amount` USDT, credited once its two minutes of confirmations are over. */
async function creditedDeposit(token: string, amount: string): Promise<void> {
  await s.ok('createChargeRequest', { account: TRON, amount, currency: 1, type: 0 }, { token });
  await s.advance(2 * MINUTE + 1000);
}

describe('listNotifications', () => {
  it('lists a deposit credited after the clock moved on, translated into the language asked for', async () => {
    const { token } = await freshUser();
    expect(await list(token)).toEqual({ data: [], page: 1, pages: 0, total: 0, unread: 0 });

    await s.ok('createChargeRequest', { account: TRON, amount: '500', currency: 1, type: 0 }, { token });
    await s.advance(MINUTE);
    expect((await list(token)).total).toBe(0);
    const from = Math.floor(s.sandbox.world.clock.now() / 1000);
    await s.advance(MINUTE + 1000);
    const to = Math.floor(s.sandbox.world.clock.now() / 1000);

    const en = await list(token);
    expect(en).toMatchObject({ page: 1, pages: 1, total: 1, unread: 1 });
    expect(en.data).toEqual([
      {
        id: expect.any(Number),
        kind: 'deposit',
        title: 'Deposit',
        content: 'Deposit credited: 500 USDT',
        is_read: 0,
        created_at: expect.any(Number),
      },
    ]);
    // Written when the confirmations ended, on the sandbox clock (unix seconds).
    expect(en.data[0]!.created_at).toBeGreaterThanOrEqual(from);
    expect(en.data[0]!.created_at).toBeLessThanOrEqual(to);

    const zh = await list(token, {}, 'zh');
    expect(zh.data[0]).toMatchObject({
      id: en.data[0]!.id,
      title: '充值',
      content: '充值已到账：500 USDT',
      is_read: 0,
    });
    const fra = await list(token, {}, 'fra');
    expect(fra.data[0]).toMatchObject({ title: 'Dépôt', content: 'Dépôt crédité : 500 USDT' });
  });

  it('pages newest first with the page size asked for', async () => {
    const { token } = await freshUser();
    await creditedDeposit(token, '100');
    await creditedDeposit(token, '200');
    await creditedDeposit(token, '300');
    const all = await list(token);
    expect(all.data.map((n) => n.content)).toEqual([
      'Deposit credited: 300 USDT',
      'Deposit credited: 200 USDT',
      'Deposit credited: 100 USDT',
    ]);
    expect(all.data[0]!.created_at).toBeGreaterThan(all.data[1]!.created_at);
    const second = await list(token, { page: 2, limit: 2 });
    expect(second).toMatchObject({ page: 2, pages: 2, total: 3, unread: 3 });
    expect(second.data.map((n) => n.content)).toEqual(['Deposit credited: 100 USDT']);
  });

  it("lists the demo user's seeded notices and answers 999 without a session", async () => {
    const demo = await list(DEMO.token, { limit: 100 });
    expect(demo.total).toBeGreaterThan(0);
    expect(demo.data.map((n) => n.kind)).toEqual(expect.arrayContaining(['deposit', 'withdraw']));
    const answer = await s.call('listNotifications', {}, { token: null });
    expect(answer.type).toBe('999');
  });
});

describe('the headings of the notices', () => {
  it('name every kind the areas notify, in the English catalogue', () => {
    const dir = join(import.meta.dirname, '../src');
    const kinds = new Set<string>();
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/\bnotify\(\s*q,\s*[^,]+,\s*'([a-z-]+)'/g)) kinds.add(m[1]!);
    }
    expect(kinds.size).toBeGreaterThan(10);
    expect([...kinds].filter((kind) => !(kind in NOTICE_TITLES))).toEqual([]);
    const english = loadCatalog('en');
    expect([...Object.values(NOTICE_TITLES), 'accountNoticeOther'].filter((key) => !(key in english))).toEqual([]);
  });
});

describe('readNotifications', () => {
  it('marks one notice read, then all of them', async () => {
    const { token } = await freshUser();
    await creditedDeposit(token, '10');
    await creditedDeposit(token, '20');
    const before = await list(token);
    expect(before.unread).toBe(2);
    const [newest, older] = before.data;

    expect(await s.call('readNotifications', { id: older!.id }, { token })).toEqual({
      type: 'ok',
      message: 'Marked as read',
    });
    const one = await list(token);
    expect(one.unread).toBe(1);
    expect(one.data.map((n) => [n.id, n.is_read])).toEqual([
      [newest!.id, 0],
      [older!.id, 1],
    ]);
    // Again: still read, still fine.
    expect((await s.call('readNotifications', { id: older!.id }, { token })).type).toBe('ok');

    const all = await s.call('readNotifications', {}, { token, lang: 'jp' });
    expect(all).toEqual({ type: 'ok', message: '既読にしました' });
    const after = await list(token);
    expect(after.unread).toBe(0);
    expect(after.data.map((n) => n.is_read)).toEqual([1, 1]);
  });

  it('takes the id in a JSON body as well', async () => {
    const { token } = await freshUser();
    await creditedDeposit(token, '30');
    const [notice] = (await list(token)).data;
    const answer = await s.call('readNotifications', { id: notice!.id }, { token, json: true });
    expect(answer.type).toBe('ok');
    expect((await list(token)).unread).toBe(0);
  });
});

describe("another user's notices", () => {
  it('are never listed, cannot be marked read, and "read all" leaves them alone', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    await creditedDeposit(alice.token, '40');
    const [aliceNotice] = (await list(alice.token)).data;
    expect(aliceNotice).toBeDefined();

    expect(await list(bob.token)).toMatchObject({ data: [], total: 0, unread: 0 });
    const demo = await list(DEMO.token, { limit: 100 });
    expect(demo.data.map((n) => n.id)).not.toContain(aliceNotice!.id);

    expect(await s.call('readNotifications', { id: aliceNotice!.id }, { token: bob.token })).toEqual({
      type: 'error',
      message: 'This notification does not exist',
    });
    expect(await s.call('readNotifications', { id: aliceNotice!.id }, { token: bob.token, lang: 'spa' })).toEqual({
      type: 'error',
      message: 'Esta notificación no existe',
    });
    expect(await s.call('readNotifications', { id: 999999999 }, { token: bob.token })).toMatchObject({
      type: 'error',
    });

    expect((await s.call('readNotifications', {}, { token: bob.token })).type).toBe('ok');
    const still = await list(alice.token);
    expect(still.unread).toBe(1);
    expect(still.data[0]).toMatchObject({ id: aliceNotice!.id, is_read: 0 });
  });
});
