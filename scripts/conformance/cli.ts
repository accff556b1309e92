// `npm run conformance -- --base-url https://staging.example/api --token <token>`: checks a
// server of this backend family against the contract in openapi/ and says where it breaks it.
// See "For backend teams" in README.md. Exits 1 when anything fails, 2 on a usage error.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { postQueries } from '../../codegen.config';
import { operations as generated } from '../../generated/operations';
import type { ZodLike } from './checks';
import { bundleContract, loadContract, type Json, type Operation } from './contract';
import { runRealtime, type RealtimeResult } from './realtime';
import { failed, html, junit, summarize, terminal } from './report';
import { run, select } from './run';
import { Validators } from './validators';

const usage = `Usage: npm run conformance -- --base-url <url> [options]

  --base-url URL           the server's API base (paths of the contract sit under it), e.g. https://staging.example/api
  --token TOKEN            a valid session token (from /user/login); without it secured operations are judged on 999 only
  --auth-scheme raw|bearer how the token is sent in Authorization (default raw)
  --encoding form|json|both  request body encodings (default both)
  --tags a,b               only these tags        --operations id,id   only these operationIds (or "POST /path")
  --read-only              skip operations that change state
  --include-proposed       also check operations marked x-proposed (skipped by default)
  --timeout-ms N           an answer slower than this fails its operation (default 10000)
  --concurrency N          requests in flight (default 8)
  --seed N                 seed of generated values (default 1)
  --socket-url URL         also check the socket.io push server   --socket-seconds N  (default 10)
  --socket-user ID         the user id sent with login (default: the id /user/info answers, else the contract's example)
  --prism                  the server is the Prism mock of this contract (see README)
  --junit FILE  --html FILE  --json FILE   reports
  --spec FILE              use this bundled contract instead of bundling openapi/
  --quiet                  no progress bar`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        'auth-scheme': { type: 'string', default: 'raw' },
        encoding: { type: 'string', default: 'both' },
        tags: { type: 'string' },
        operations: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'include-proposed': { type: 'boolean', default: false },
        'timeout-ms': { type: 'string', default: '10000' },
        concurrency: { type: 'string', default: '8' },
        seed: { type: 'string', default: '1' },
        'socket-url': { type: 'string' },
        'socket-seconds': { type: 'string', default: '10' },
        'socket-user': { type: 'string' },
        prism: { type: 'boolean', default: false },
        junit: { type: 'string' },
        html: { type: 'string' },
        json: { type: 'string' },
        spec: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
})();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const baseUrl = values['base-url'] ?? fail('--base-url is required');
let base: URL;
try {
  base = new URL(baseUrl);
} catch {
  fail(`--base-url: not a URL: ${baseUrl}`);
}
const authScheme = values['auth-scheme'];
if (authScheme !== 'raw' && authScheme !== 'bearer') fail('--auth-scheme must be raw or bearer');
const encodingOption = values.encoding;
if (!['form', 'json', 'both'].includes(encodingOption)) fail('--encoding must be form, json or both');
const encodings = encodingOption === 'both' ? (['form', 'json'] as const) : [encodingOption as 'form' | 'json'];
const int = (name: string, v: string, min: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be an integer >= ${min}`);
  return n;
};
const timeoutMs = int('timeout-ms', values['timeout-ms'], 1);
const concurrency = int('concurrency', values.concurrency, 1);
const seed = int('seed', values.seed, 0);
const socketSeconds = int('socket-seconds', values['socket-seconds'], 1);
const list = (v: string | undefined) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const started = Date.now();
const contract = loadContract(bundleContract(values.spec), postQueries);
const validators = new Validators(contract);
const selection = {
  includeProposed: values['include-proposed'],
  readOnly: values['read-only'],
  ...(list(values.tags) ? { tags: list(values.tags)! } : {}),
  ...(list(values.operations) ? { operations: list(values.operations)! } : {}),
};
const chosen = select(contract, selection).filter((s) => !s.skipReason);
if (chosen.length === 0) fail('no operation selected: check --tags / --operations');

const loopback = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(base.hostname) || base.hostname.startsWith('127.');
const stateChanging = chosen.filter((s) => s.op.changesState).length;
if (!loopback && stateChanging > 0)
  process.stderr.write(
    `\n⚠  WARNING: ${stateChanging} operations that change state (orders, withdrawals, transfers, profile) will be sent to ${base.host}, ` +
      `which is not a loopback host. Use --read-only to skip them, and never point this at production.\n\n`,
  );

const zodOf = async (op: Operation): Promise<ZodLike | undefined> => {
  const info = generated[op.key];
  return info ? ((await info.response()) as unknown as ZodLike) : undefined;
};
const socketZod = async (name: string): Promise<ZodLike | undefined> => {
  const file = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  try {
    const mod = (await import(`../../generated/zod/schemas/${file}.zod.ts`)) as Record<string, ZodLike>;
    return mod[name];
  } catch {
    return undefined;
  }
};

const tty = process.stderr.isTTY && !values.quiet;
let lastDraw = 0;
const progress = (done: number, total: number) => {
  if (!tty || (Date.now() - lastDraw < 80 && done < total)) return;
  lastDraw = Date.now();
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r  [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} requests`);
  if (done === total) process.stderr.write('\n');
};

const results = await run(contract, validators, zodOf, {
  target: { baseUrl, ...(values.token ? { token: values.token } : {}), authScheme, timeoutMs },
  encodings: [...encodings],
  seed,
  concurrency,
  prism: values.prism,
  ...selection,
  onProgress: progress,
});

let realtime: RealtimeResult | undefined;
if (values['socket-url']) {
  let userId = values['socket-user'] ? Number(values['socket-user']) : undefined;
  if (userId === undefined && values.token) {
    try {
      const info = (await (
        await fetch(`${baseUrl.replace(/\/+$/, '')}/user/info?lang=en`, {
          headers: {
            Accept: 'application/json',
            Authorization: authScheme === 'bearer' ? `Bearer ${values.token}` : values.token,
          },
          signal: AbortSignal.timeout(timeoutMs),
        })
      ).json()) as Json;
      const id = (info.message as Json | undefined)?.id;
      if (typeof id === 'number') userId = id;
    } catch {
      // the contract's example id is used instead
    }
  }
  realtime = await runRealtime(contract, validators, socketZod, {
    url: values['socket-url'],
    seconds: socketSeconds,
    ...(userId !== undefined ? { userId } : {}),
  });
}

const info = contract.spec.info as Json;
const report = summarize(
  results,
  {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    baseUrl,
    contract: { title: String(info.title), version: String(info.version) },
    options: {
      authScheme,
      tokenGiven: !!values.token,
      encodings,
      timeoutMs,
      concurrency,
      seed,
      prism: values.prism,
      ...selection,
      ...(values['socket-url'] ? { socketUrl: values['socket-url'], socketSeconds } : {}),
    },
  },
  realtime,
);
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
if (values.junit) writeFileSync(values.junit, junit(report));
if (values.html) writeFileSync(values.html, html(report));
process.stdout.write(`\n${terminal(report)}\n`);
process.exit(failed(report) ? 1 : 0);
