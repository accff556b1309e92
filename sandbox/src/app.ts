// Builds the sandbox: opens the database (embedded PGlite by default, PostgreSQL with
// DATABASE_URL), migrates and seeds it, then serves every operation of the contract from it
// (Fastify), the push server (socket.io on the same port), the control API of the scenarios
// (/__sandbox) and the files users upload (/upload).
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { AREAS } from './areas/index';
import { registerControl } from './control/routes';
import { openDb, type Db } from './db/db';
import { dropAll, migrate } from './db/migrate';
import { Clock } from './domain/clock';
import { Faults } from './domain/faults';
import { Feed } from './domain/feed';
import { Jobs } from './domain/jobs';
import { writeNotice } from './domain/notices';
import { seed } from './seed/index';
import { attachPushServer, type PushServer } from './socket';
import { BUNDLE, loadSpec, operationsOf, ROOT, type Operation } from './wire/contract';
import { translate } from './wire/messages';
import { registerOperations } from './wire/routes';
import { requestValidators, responseValidators } from './wire/validate';
import type { World } from './world';

export interface SandboxOptions {
  /** PostgreSQL server; without it the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined with `memory`. */
  dataDir?: string;
  /** Embedded database in memory (tests). */
  memory?: boolean;
  /** Start again from the seed. */
  reset?: boolean;
  /**
   * A database the caller opened (the tests: a copy of one migrated and seeded once), used instead
   * of opening one; closed with the sandbox.
   */
  db?: Db;
  /** Check every answer against the contract (default on). */
  validateResponses?: boolean;
  /** Milliseconds between ticks of the price feed (0: no timer; tests tick by hand). */
  tickMs?: number;
  /** Milliseconds between runs of the due jobs (0: no timer). */
  jobsMs?: number;
  /** Seconds between the chat room's other voices (0: none). */
  chatEverySeconds?: number;
  spec?: string;
  log?: (line: string) => void;
}

export interface Sandbox {
  app: FastifyInstance;
  world: World;
  push: PushServer;
  operations: Operation[];
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = resolve(ROOT, '.sandbox/data');

/**
 * The contract's operations and their request validators (Ajv, compiled: most of a start's own
 * work) once per process for each bundle file, again when the file changed: a test worker starts
 * dozens of sandboxes on the same contract. The validators hold no state of a sandbox.
 */
const contracts = new Map<string, { mtimeMs: number; operations: Operation[]; validators: RequestValidators }>();
function contractOf(file: string) {
  const mtimeMs = statSync(file).mtimeMs;
  let contract = contracts.get(file);
  if (contract?.mtimeMs !== mtimeMs) {
    const spec = loadSpec(file);
    const operations = operationsOf(spec);
    contract = { mtimeMs, operations, validators: requestValidators(spec, operations) };
    contracts.set(file, contract);
  }
  return contract;
}
type RequestValidators = ReturnType<typeof requestValidators>;

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dataDir = options.memory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR);
  if (options.reset && dataDir && !options.databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const db: Db = options.db ?? (await openDb({ databaseUrl: options.databaseUrl, dataDir }));
  if (options.reset && options.databaseUrl) await dropAll(db);
  await migrate(db);
  const clock = new Clock(db);
  await clock.load();
  const now = () => clock.now();
  const seeded = await seed(db, now());
  if (seeded) log('[sandbox] seeded a fresh world');

  const { operations, validators } = contractOf(options.spec ?? BUNDLE);
  const feed = new Feed(db, now);
  await feed.load();
  const jobs = new Jobs(db, now);
  const faults = new Faults();

  const app = Fastify({ logger: false, bodyLimit: 12 * 1024 * 1024 });
  app.removeContentTypeParser(['application/json']);
  await app.register(formbody, { parser: (body: string) => qs.parse(body, { depth: 5, arrayLimit: 200 }) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  // A broken JSON body is read as no body, as the backends do (their validation then refuses it).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, {});
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
  // Cross-origin clients (a developer's own page, the docs' "try it"): the origin echoed, with credentials.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'origin');
    }
    if (request.method === 'OPTIONS' && origin) {
      reply.header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
      reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
      return reply.code(204).send();
    }
  });
  app.setErrorHandler((error: { message?: string; statusCode?: number }, _request, reply) => {
    log(`[sandbox] ${error.message}`);
    const client = error.statusCode !== undefined && error.statusCode < 500;
    void reply
      .code(client ? 200 : 500)
      .send({ type: 'error', message: client ? 'Parameter error' : 'Internal Server Error' });
  });

  // What users upload: beside the data folder, or a temporary folder removed on close (in memory).
  const uploads = dataDir ? join(dataDir, '..', 'upload') : mkdtempSync(join(tmpdir(), 'sandbox-upload-'));
  mkdirSync(uploads, { recursive: true });
  const push = attachPushServer(app.server, feed, db, now, { chatEverySeconds: options.chatEverySeconds ?? 20 });
  const world: World = {
    db,
    clock,
    feed,
    jobs,
    faults,
    push,
    uploadDir: uploads,
    async mail(q, m) {
      // Every mail to a user who set an anti-phishing code carries it, first (as the exchanges' do).
      const owner = m.userId
        ? await q.one<{ code: string | null }>('SELECT anti_phishing_code AS code FROM users WHERE id = $1', [m.userId])
        : undefined;
      const guard = owner?.code ?? null;
      const body = guard
        ? `${translate(m.lang ?? 'en', 'mailAntiPhishingLine', { code: guard })}\n\n${m.body}`
        : m.body;
      await q.query(
        `INSERT INTO mail_log (user_id, recipient, channel, scene, code, subject, body, created_at, anti_phishing_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [m.userId ?? null, m.recipient, m.channel, m.scene, m.code ?? null, m.subject, body, now(), guard],
      );
      log(`[sandbox] ${m.channel} to ${m.recipient}: ${m.subject}${m.code ? ` (code ${m.code})` : ''}`);
    },
    notify: (q, userId, kind, key, vars = {}) => writeNotice(q, { userId, kind, key, vars, at: now() }),
  };
  for (const area of Object.values(AREAS)) area.setup?.(world);
  clock.onJump(async () => {
    await jobs.runDue();
    await feed.tick();
  });

  registerOperations(app, {
    world,
    operations,
    areas: AREAS,
    requestValidators: validators,
    responseValidators: options.validateResponses === false ? undefined : await responseValidators(),
    log,
  });
  registerControl(app, world, operations);

  // Uploaded files, then the mock's images (avatars, coins, NFTs of the seed).
  const mockUploads = resolve(ROOT, 'mock/upload');
  app.get('/upload/*', async (request, reply) => {
    const rest = decodeURIComponent((request.params as { '*': string })['*']);
    for (const base of [uploads, mockUploads]) {
      const file = normalize(join(base, rest));
      if (file.startsWith(base) && existsSync(file)) {
        const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
        return reply.type(type).header('cache-control', 'max-age=3600').send(createReadStream(file));
      }
    }
    return reply.code(404).send();
  });

  if (options.tickMs !== 0) feed.start(options.tickMs ?? 1000);
  if (options.jobsMs !== 0) jobs.start(options.jobsMs ?? 500);
  const saver = setInterval(() => void feed.save().catch(() => undefined), 5000);
  saver.unref();

  let closed = false;
  return {
    app,
    world,
    push,
    operations,
    async listen(port, host = '127.0.0.1') {
      return app.listen({ port, host });
    },
    async close() {
      if (closed) return;
      closed = true;
      feed.stop();
      jobs.stop();
      clearInterval(saver);
      await feed.save().catch(() => undefined);
      await push.close();
      await app.close();
      await db.close();
      if (!dataDir) rmSync(uploads, { recursive: true, force: true });
    },
  };
}
