// A sandbox for one test file: in memory (or on DATABASE_URL's server when SANDBOX_TEST_PG is set),
// started from a copy of the world seeded once for the run (global-setup.ts), no timers (the test ticks the feed and advances the clock itself), every answer checked against
// the contract. `call` speaks the wire as the app does: form body (or JSON), `lang`, raw token.
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { createSandbox, type Sandbox } from '../src/app';
import { openPglite, openPostgres, type Db } from '../src/db/db';
import { DEMO } from '../src/seed/core';

export { DEMO };

/** A 1x1 png (each upload of it is a picture of its own, under its own name). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Envelope<T = unknown> {
  type: string;
  message: T;
  [extra: string]: unknown;
}

export interface TestSandbox {
  sandbox: Sandbox;
  /** Calls an operation by operationId with the demo user's token (or `token: null`). */
  call<T = unknown>(
    operationId: string,
    input?: Record<string, unknown>,
    options?: { token?: string | null; json?: boolean; lang?: string },
  ): Promise<Envelope<T>>;
  /** Calls and expects `type: ok`; returns `message`. */
  ok<T = unknown>(
    operationId: string,
    input?: Record<string, unknown>,
    options?: { token?: string | null; json?: boolean },
  ): Promise<T>;
  /** Signs in a user (by e-mail and password) and returns the token. */
  login(email: string, password: string): Promise<string>;
  /** Moves a pair to a price (fills, TP/SL, liquidations run). */
  setPrice(symbol: string, price: number): Promise<void>;
  /** Advances the clock and runs the jobs that fall due. */
  advance(ms: number): Promise<void>;
  /** The code last mailed or texted to `recipient` (as the sandbox's mail log shows it). */
  lastCode(recipient: string): Promise<string>;
  /** A user's wallet row as the database holds it. */
  wallet(userId: number, account: string, currency: string): Promise<{ balance: string; locked: string }>;
}

/**
 * With SANDBOX_TEST_PG=1 and DATABASE_URL (scripts/pg-server.mjs sets both), a database of its own
 * on that server for each sandbox (files run in parallel), dropped afterwards: a copy of the seeded
 * template when global-setup.ts made one, else an empty one.
 */
async function ownDatabase(template?: string): Promise<string | undefined> {
  const server = process.env.SANDBOX_TEST_PG ? process.env.DATABASE_URL : undefined;
  if (!server) return undefined;
  const { default: pg } = await import('pg');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  afterAll(async () => {
    const drop = new pg.Client({ connectionString: server });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The seeded data folder (read once per process: every sandbox of a worker starts from it). */
let tarball: { file: string; data: Promise<Blob> } | undefined;
function seededTarball(file: string): Promise<Blob> {
  if (tarball?.file !== file) tarball = { file, data: readFile(file).then((bytes) => new Blob([bytes])) };
  return tarball.data;
}

/**
 * A copy of the world global-setup.ts seeded once for the run (undefined without one: the sandbox
 * then migrates and seeds its own), its clock set back to the time of the seed: the same world,
 * at the same moment, as a sandbox that has just seeded.
 */
async function seededCopy(): Promise<Db | undefined> {
  const world = inject('seededWorld');
  if (!world) return undefined;
  if (!('template' in world)) return seededPglite(world);
  const url = await ownDatabase(world.template);
  if (!url) throw new Error('a seeded PostgreSQL template, but no SANDBOX_TEST_PG and DATABASE_URL');
  return setClock(await openPostgres(url), world.at);
}

/**
 * The first start of a sandbox on a data folder of its own (the restart tests, which then stop it
 * and start it again on the folder): the folder made from the seeded world, as startSandbox's
 * copies are. Undefined without a seeded PGlite world: the sandbox then makes the folder itself.
 */
export async function seededFolder(dataDir: string): Promise<Db | undefined> {
  const world = inject('seededWorld');
  return world && !('template' in world) ? seededPglite(world, dataDir) : undefined;
}

/** A sandbox on a data folder of its own (the restart tests): `first`, its start from the seeded world. */
export async function openFolder(dataDir: string, first = false): Promise<Sandbox> {
  return createSandbox({
    dataDir,
    db: first ? await seededFolder(dataDir) : undefined,
    tickMs: 0,
    jobsMs: 0,
    chatEverySeconds: 0,
    log: () => undefined,
  });
}

async function seededPglite(world: { at: number; tarball: string }, dataDir?: string): Promise<Db> {
  return setClock(await openPglite(dataDir, { loadDataDir: await seededTarball(world.tarball) }), world.at);
}

async function setClock(db: Db, at: number): Promise<Db> {
  await db.query(
    "INSERT INTO settings (key, value) VALUES ('clock_offset', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
    [String(at - Date.now())],
  );
  return db;
}

export async function startSandbox(): Promise<TestSandbox> {
  const db = await seededCopy();
  const databaseUrl = db ? undefined : await ownDatabase();
  const sandbox = await createSandbox({
    db,
    memory: !databaseUrl,
    databaseUrl,
    tickMs: 0,
    jobsMs: 0,
    chatEverySeconds: 0,
    log: (line) => {
      if (line.includes('VIOLATION') || line.includes('failed')) console.error(line);
    },
  });
  afterAll(() => sandbox.close());
  const byId = new Map(sandbox.operations.map((op) => [op.operationId, op]));

  async function call<T>(
    operationId: string,
    input: Record<string, unknown> = {},
    options: { token?: string | null; json?: boolean; lang?: string } = {},
  ): Promise<Envelope<T>> {
    const op = byId.get(operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    const token = options.token === undefined ? DEMO.token : options.token;
    const headers: Record<string, string> = token ? { authorization: token } : {};
    const data = { lang: options.lang ?? 'en', ...input };
    let url = op.path;
    let payload: string | undefined;
    if (op.method === 'GET') {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) params.set(k, String(v));
      url += `?${params}`;
    } else if (options.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(data);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) params.set(k, String(v));
      payload = params.toString();
    }
    const response = await sandbox.app.inject({ method: op.method, url, headers, payload });
    if (response.statusCode !== 200) throw new Error(`${operationId}: HTTP ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as Envelope<T>;
  }

  return {
    sandbox,
    call,
    async ok<T>(
      operationId: string,
      input?: Record<string, unknown>,
      options?: { token?: string | null; json?: boolean },
    ) {
      const answer = await call<T>(operationId, input, options);
      if (answer.type !== 'ok') throw new Error(`${operationId}: ${answer.type} ${JSON.stringify(answer.message)}`);
      return answer.message;
    },
    async login(email, password) {
      const answer = await call<string>('loginUser', { user_string: email, password, type: 1 }, { token: null });
      if (answer.type !== 'ok') throw new Error(`login ${email}: ${String(answer.message)}`);
      return answer.message;
    },
    async setPrice(symbol, price) {
      const pair = sandbox.world.feed.bySymbol(symbol);
      if (!pair) throw new Error(`no pair ${symbol}`);
      await sandbox.world.feed.setPrice(pair.id, price);
      await sandbox.world.jobs.runDue();
    },
    async advance(ms) {
      await sandbox.world.clock.advance(ms);
    },
    async lastCode(recipient) {
      const row = await sandbox.world.db.one<{ code: string }>(
        'SELECT code FROM mail_log WHERE recipient = $1 AND code IS NOT NULL ORDER BY id DESC LIMIT 1',
        [recipient],
      );
      if (!row) throw new Error(`no code sent to ${recipient}`);
      return row.code;
    },
    async wallet(userId, account, currency) {
      const row = await sandbox.world.db.one<{ balance: string; locked: string }>(
        `SELECT w.balance, w.locked FROM wallets w JOIN currencies c ON c.id = w.currency_id
         WHERE w.user_id = $1 AND w.account = $2 AND c.name = $3`,
        [userId, account, currency],
      );
      return row ?? { balance: '0', locked: '0' };
    },
  };
}
