// The control API of the scenarios (/__sandbox), for developers and tests; the CLI
// (sandbox/cli.ts, `npm run sandbox -- ...`) calls it. Not part of the contract: the backends
// have nothing like it. Every change goes through the same domain code as the app's calls.
import Big from 'big.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dropAll, migrate } from '../db/migrate';
import { FAULT_KINDS, type FaultKind } from '../domain/faults';
import { ACCOUNTS, move, type Account } from '../domain/ledger';
import { hashPassword } from '../seed/core';
import { seed } from '../seed/index';
import { openSession, SESSION_MS } from '../domain/identity-sessions';
import { registerRewardControl } from './rewards';
import { registerCopyControl } from './copy';
import type { Operation } from '../wire/contract';
import { BusinessError } from '../wire/errors';
import { registerMarketControl } from './market';
import type { World } from '../world';
import { randomBytes } from 'node:crypto';

type Body = Record<string, unknown>;

const DURATION: Record<string, number> = { ms: 1, seconds: 1e3, minutes: 60e3, hours: 3600e3, days: 86400e3 };

export function registerControl(app: FastifyInstance, world: World, operations: Operation[]): void {
  const { db, clock, feed, faults } = world;
  const bad = (reply: FastifyReply, error: string) => reply.code(400).send({ error });

  async function userId(ref: string): Promise<number | undefined> {
    const row = /^\d+$/.test(ref)
      ? await db.one<{ id: number }>('SELECT id FROM users WHERE id = $1', [Number(ref)])
      : await db.one<{ id: number }>('SELECT id FROM users WHERE email = $1 OR phone = $1', [ref]);
    return row?.id;
  }
  async function currencyId(ref: unknown): Promise<number | undefined> {
    const row = /^\d+$/.test(String(ref))
      ? await db.one<{ id: number }>('SELECT id FROM currencies WHERE id = $1', [Number(ref)])
      : await db.one<{ id: number }>('SELECT id FROM currencies WHERE name = $1', [
          String(ref ?? 'USDT').toUpperCase(),
        ]);
    return row?.id;
  }
  const pairOf = (ref: unknown) =>
    /^\d+$/.test(String(ref)) ? feed.pair(Number(ref)) : feed.bySymbol(String(ref ?? ''));

  app.get('/__sandbox', async () => ({
    clock: { now: clock.now(), iso: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs },
    database: db.kind,
    prices: [...feed.pairs.values()].map((p) => ({ id: p.id, symbol: `${p.base}/${p.quote}`, price: feed.format(p) })),
    faults: faults.all(),
    operations: operations.length,
    users: Number((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))?.n ?? 0),
  }));

  app.post('/__sandbox/clock/advance', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    let ms = 0;
    for (const [unit, factor] of Object.entries(DURATION))
      if (body[unit] !== undefined) ms += Number(body[unit]) * factor;
    if (!Number.isFinite(ms) || ms < 0) return bad(reply, 'give ms, seconds, minutes, hours or days (>= 0)');
    const now = await clock.advance(ms);
    return { now, iso: new Date(now).toISOString(), offsetMs: clock.offsetMs };
  });

  app.get('/__sandbox/prices', async () =>
    [...feed.pairs.values()].map((p) => ({
      id: p.id,
      symbol: `${p.base}/${p.quote}`,
      price: feed.format(p),
      anchor: p.anchor,
    })),
  );
  app.post('/__sandbox/prices', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const pair = pairOf(body.pair);
    const price = Number(body.price);
    if (!pair) return bad(reply, `no pair ${String(body.pair)} (give an id or a symbol such as BTC/USDT)`);
    if (!(price > 0)) return bad(reply, 'price must be above 0');
    await feed.setPrice(pair.id, price, body.hold === true);
    await world.jobs.runDue();
    return { id: pair.id, symbol: `${pair.base}/${pair.quote}`, price: feed.format(pair) };
  });

  app.get('/__sandbox/users', async (request) => {
    const { q } = request.query as { q?: string };
    return db.query(
      `SELECT id, email, phone, nickname, level, review_status, advanced_review_status FROM users
       WHERE $1::text IS NULL OR email ILIKE '%' || $1 || '%' OR phone LIKE '%' || $1 || '%' ORDER BY id LIMIT 100`,
      [q ?? null],
    );
  });

  /**
   * A new user for a test or a demo: { email?, password?, nickname?, verified?: 0|1|2,
   * payPassword?, wallets?: { change: { USDT: '1000' } } } -> { id, email, password, token }.
   */
  app.post('/__sandbox/users', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const id = Number((await db.one<{ id: number }>("SELECT nextval('user_ids')::int AS id"))?.id);
    const email = String(body.email ?? `user${id}@sandbox.test`).toLowerCase();
    const password = String(body.password ?? `Pass!${id}`);
    const verified = Number(body.verified ?? 2);
    const wallets = (body.wallets ?? {}) as Partial<Record<Account, Record<string, string | number>>>;
    if (await db.one('SELECT 1 FROM users WHERE email = $1', [email])) return bad(reply, 'this e-mail is taken');
    const token = randomBytes(16).toString('hex');
    const at = clock.now();
    // Currencies looked up before the transaction: PGlite has one connection, which the
    // transaction holds, so a query outside it would wait for ever.
    const funding: Array<{ account: Account; currency: number; amount: string }> = [];
    for (const [account, coins] of Object.entries(wallets) as Array<[Account, Record<string, string | number>]>) {
      if (!ACCOUNTS.includes(account)) return bad(reply, `account is one of ${ACCOUNTS.join(', ')}`);
      for (const [coin, amount] of Object.entries(coins)) {
        const currency = await currencyId(coin);
        if (!currency) return bad(reply, `no currency ${coin}`);
        funding.push({ account, currency, amount: String(amount) });
      }
    }
    try {
      await db.tx(async (q) => {
        await q.query(
          `INSERT INTO users (id, email, password, pay_password, nickname, extension_code, level, real_name, id_type, card_id,
             review_status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            id,
            email,
            hashPassword(password),
            hashPassword(String(body.payPassword ?? '260518')),
            String(body.nickname ?? `Trader ${id}`),
            `S${id.toString(36).toUpperCase()}`,
            1,
            verified > 0 ? String(body.nickname ?? `Trader ${id}`) : null,
            verified > 0 ? 1 : null,
            verified > 0 ? `P${id}` : null,
            verified === 2 ? 2 : verified === 1 ? 1 : 0,
            at,
          ],
        );
        for (const { account, currency, amount } of funding)
          await move(q, {
            userId: id,
            account,
            currencyId: currency,
            amount,
            kind: 'sandbox_fund',
            memo: 'control API',
            at,
          });
        await q.query('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          token,
          id,
          at,
          at + SESSION_MS,
        ]);
      });
    } catch (error) {
      if (error instanceof BusinessError) return bad(reply, `bad wallets: ${error.key}`);
      throw error;
    }
    return { id, email, password, token };
  });

  app.get('/__sandbox/users/:user/wallets', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return bad(reply, 'no such user');
    return db.query(
      `SELECT w.account, c.name AS currency, w.balance, w.locked FROM wallets w JOIN currencies c ON c.id = w.currency_id
       WHERE w.user_id = $1 ORDER BY w.account, c.id`,
      [id],
    );
  });

  app.post('/__sandbox/users/:user/fund', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    const body = (request.body ?? {}) as Body;
    const account = String(body.account ?? 'change') as Account;
    const currency = await currencyId(body.currency ?? 'USDT');
    if (!id) return bad(reply, 'no such user');
    if (!ACCOUNTS.includes(account)) return bad(reply, `account is one of ${ACCOUNTS.join(', ')}`);
    if (!currency) return bad(reply, 'no such currency');
    let amount: Big;
    try {
      amount = new Big(String(body.amount));
    } catch {
      return bad(reply, 'amount must be a decimal (negative to take)');
    }
    try {
      const wallet = await db.tx((q) =>
        move(q, {
          userId: id,
          account,
          currencyId: currency,
          amount,
          kind: 'sandbox_fund',
          memo: 'control API',
          at: clock.now(),
        }),
      );
      return { user: id, account, currency, ...wallet };
    } catch (error) {
      if (error instanceof BusinessError) return bad(reply, 'the balance would go below zero');
      throw error;
    }
  });

  app.post('/__sandbox/users/:user/empty', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return bad(reply, 'no such user');
    const emptied = await db.tx(async (q) => {
      const rows = await q.query<{ account: Account; currency_id: number; balance: string }>(
        'SELECT account, currency_id, balance FROM wallets WHERE user_id = $1 AND balance > 0',
        [id],
      );
      for (const r of rows)
        await move(q, {
          userId: id,
          account: r.account,
          currencyId: r.currency_id,
          amount: new Big(r.balance).neg(),
          kind: 'sandbox_empty',
          at: clock.now(),
        });
      return rows.length;
    });
    return { user: id, emptied };
  });

  app.post('/__sandbox/users/:user/verification', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return bad(reply, 'no such user');
    const body = (request.body ?? {}) as Body;
    const states: Record<string, number> = { none: 0, pending: 1, approved: 2, refused: 3 };
    const state = states[String(body.state ?? 'approved')];
    if (state === undefined) return bad(reply, `state is one of ${Object.keys(states).join(', ')}`);
    const level = Number(body.level ?? 1) === 2 ? 'advanced_review_status' : 'review_status';
    const reason = level === 'review_status' ? 'review_reason' : 'advanced_review_reason';
    await db.query(
      `UPDATE users SET ${level} = $2, ${reason} = $3,
         real_name = COALESCE(real_name, CASE WHEN $2 > 0 THEN nickname END),
         level = CASE WHEN $4 = 'advanced_review_status' AND $2 = 2 THEN 2 ELSE level END
       WHERE id = $1`,
      [id, state, state === 3 ? String(body.reason ?? 'The photo is not readable') : null, level],
    );
    return db.one('SELECT id, review_status, advanced_review_status, level FROM users WHERE id = $1', [id]);
  });

  app.post('/__sandbox/users/:user/sessions', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return bad(reply, 'no such user');
    // { userAgent?, ip? }: what the session says it signed in with (the devices list shows it)
    const body = (request.body ?? {}) as Body;
    const token = randomBytes(16).toString('hex');
    await openSession(db, {
      token,
      userId: id,
      now: clock.now(),
      expiresAt: clock.now() + 7 * 86400e3,
      client: {
        userAgent: body.userAgent === undefined ? null : String(body.userAgent),
        ip: String(body.ip ?? '127.0.0.1'),
      },
    });
    return { user: id, token };
  });
  app.post('/__sandbox/users/:user/expire-sessions', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return bad(reply, 'no such user');
    const rows = await db.query(
      'UPDATE sessions SET revoked = true WHERE user_id = $1 AND NOT revoked RETURNING token',
      [id],
    );
    return { user: id, expired: rows.length };
  });

  app.get('/__sandbox/mail', async (request) => {
    const { to, limit } = request.query as { to?: string; limit?: string };
    return db.query(
      `SELECT id, recipient, channel, scene, code, subject, body, created_at, anti_phishing_code FROM mail_log
       WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
      [to ?? null, Math.min(Number(limit ?? 20) || 20, 200)],
    );
  });

  app.get('/__sandbox/faults', async () => faults.all());
  app.post('/__sandbox/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const operation = String(body.operation ?? '');
    const kind = String(body.kind ?? '') as FaultKind;
    if (operation !== '*' && !operations.some((op) => op.operationId === operation))
      return bad(reply, `no operation ${operation} (an operationId of the contract, or *)`);
    if (!FAULT_KINDS.includes(kind)) return bad(reply, `kind is one of ${FAULT_KINDS.join(', ')}`);
    const times = body.times === undefined || body.times === 'always' ? Infinity : Number(body.times);
    if (!(times > 0)) return bad(reply, 'times must be above 0 (or "always")');
    const fault = faults.add({
      operation,
      kind,
      remaining: times,
      ...(body.message ? { message: String(body.message) } : {}),
      ...(body.delayMs !== undefined ? { delayMs: Number(body.delayMs) } : {}),
      ...(body.user !== undefined ? { userId: await userId(String(body.user)) } : {}),
    });
    return { ...fault, remaining: Number.isFinite(fault.remaining) ? fault.remaining : 'always' };
  });
  app.delete('/__sandbox/faults', async (request) => {
    const { operation } = request.query as { operation?: string };
    return { cleared: faults.clear(operation) };
  });

  app.post('/__sandbox/jobs/run', async () => ({ ran: await world.jobs.runDue() }));
  registerRewardControl(app, world, userId);
  registerCopyControl(app, world, userId);

  registerMarketControl(app, world, { userId, currencyId });

  app.post('/__sandbox/emit', async (request, reply) => {
    const { event, to, data } = (request.body ?? {}) as { event?: string; to?: number; data?: Body };
    if (!event) return bad(reply, 'give event');
    if (to) world.push.toUser(Number(to), event, data ?? {});
    else world.push.all(event, data ?? {});
    return { emitted: event, to: to ?? 'all' };
  });

  /** Starts the world again from the seed (the clock back to the machine's time, faults cleared). */
  app.post('/__sandbox/reset', async () => {
    faults.clear();
    await dropAll(db);
    await migrate(db);
    await clock.load();
    await seed(db, clock.now());
    await feed.load();
    return { reset: true, now: clock.now() };
  });
}
