// Account notices live in the database: after a restart of the sandbox on the same data folder the
// list, its order and the read marks (one read, the rest unread, the unread count) are the same.
// A user of its own (three coupons granted, three notices), so that no job of the seed's users
// falling due at the restart can add to the list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { openFolder } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-notices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// the first start from a copy of the run's seeded world (harness.ts), the next ones as restarts
const open = (first = false) => openFolder(dir, first);

interface Page {
  data: Array<{ id: number; content: string; is_read: number }>;
  total: number;
  unread: number;
}

let token = '';
async function call<T>(sandbox: Sandbox, method: 'GET' | 'POST', url: string, body?: Record<string, string>) {
  const response = await sandbox.app.inject({
    method,
    url,
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body ? new URLSearchParams({ lang: 'en', ...body }).toString() : undefined,
  });
  return JSON.parse(response.body) as { type: string; message: T };
}
const list = async (sandbox: Sandbox) =>
  (await call<Page>(sandbox, 'GET', '/user/notifications?lang=en&limit=100')).message;

describe('account notices across a restart', () => {
  it('keep their order and read marks', async () => {
    const first = await open(true);
    let before: Page;
    try {
      const made = await first.app.inject({ method: 'POST', url: '/__sandbox/users', payload: {} });
      const user = made.json() as { id: number; token: string };
      token = user.token;
      for (const value of ['10', '20', '30'])
        await first.app.inject({
          method: 'POST',
          url: `/__sandbox/users/${user.id}/coupons`,
          payload: { type: 'fee_discount', value, scope: 'spot' },
        });
      const start = await list(first);
      expect(start).toMatchObject({ total: 3, unread: 3 });
      const [newest, second] = start.data;
      expect((await call(first, 'POST', '/user/notifications/read', { id: String(second!.id) })).type).toBe('ok');
      before = await list(first);
      expect(before.unread).toBe(2);
      expect(before.data.map((n) => [n.id, n.is_read])).toEqual([
        [newest!.id, 0],
        [second!.id, 1],
        [start.data[2]!.id, 0],
      ]);
    } finally {
      await first.close();
    }
    const again = await open();
    try {
      expect(await list(again)).toEqual(before);
      expect((await call(again, 'POST', '/user/notifications/read', {})).type).toBe('ok');
    } finally {
      await again.close();
    }
    const third = await open();
    try {
      expect((await list(third)).unread).toBe(0);
    } finally {
      await third.close();
    }
  });
});
