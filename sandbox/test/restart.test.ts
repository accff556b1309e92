// A restart loses nothing that was answered as done: the same data folder, opened again, has the
// order, its frozen funds, the transfer, the clock's offset and the jobs still due.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { openFolder } from './harness';
import { DEMO } from '../src/seed/core';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// the first start from a copy of the run's seeded world (harness.ts), the next ones as restarts
const open = (first = false) => openFolder(dir, first);

async function call(sandbox: Sandbox, method: 'GET' | 'POST', url: string, body?: Record<string, string>) {
  const response = await sandbox.app.inject({
    method,
    url,
    headers: { authorization: DEMO.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body ? new URLSearchParams({ lang: 'en', ...body }).toString() : undefined,
  });
  return JSON.parse(response.body) as { type: string; message: unknown };
}

const wallet = (sandbox: Sandbox, account: string) =>
  sandbox.world.db.one<{ balance: string; locked: string }>(
    'SELECT balance, locked FROM wallets WHERE user_id = $1 AND account = $2 AND currency_id = 1',
    [DEMO.id, account],
  );

describe('a restart', () => {
  it('keeps every answered action, the clock and the jobs due', async () => {
    const first = await open(true);
    const placed = await call(first, 'POST', '/coin/trade', {
      amount: '0.01',
      target_price: '50000',
      currency_id: '2',
      legal_id: '1',
      type: '1',
    });
    expect(placed.type).toBe('ok');
    const moved = await call(first, 'POST', '/wallet/change', {
      currency_id: '1',
      number: '25',
      from_field: '2',
      to_field: '3',
    });
    expect(moved.type).toBe('ok');
    await first.world.clock.advance(60_000);
    const before = { change: await wallet(first, 'change'), lever: await wallet(first, 'lever') };
    const orders = (await call(first, 'GET', '/coin/list?lang=en&status=1&limit=50')).message;
    const due = await first.world.db.query('SELECT id FROM jobs WHERE done_at IS NULL ORDER BY id');
    const offset = first.world.clock.offsetMs;
    await first.close();

    const second = await open();
    try {
      expect(second.world.clock.offsetMs).toBe(offset);
      expect({ change: await wallet(second, 'change'), lever: await wallet(second, 'lever') }).toEqual(before);
      expect((await call(second, 'GET', '/coin/list?lang=en&status=1&limit=50')).message).toEqual(orders);
      expect(await second.world.db.query('SELECT id FROM jobs WHERE done_at IS NULL ORDER BY id')).toEqual(due);
      // the world was not seeded again over it
      expect(
        Number((await second.world.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))?.n),
      ).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
