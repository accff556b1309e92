// `npx h5-conformance --base-url https://staging.example/api --login EMAIL:PASSWORD` (or
// `npm run conformance -- ...` in a checkout): checks a server of this backend family against the
// contract and says where it breaks it. See "For backend teams" in README.md and --help. Exits 0
// when clean, 1 on failures, 2 on a usage error, 3 when the server cannot be reached.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ZodLike } from './checks';
import { bundleContract, inCheckout, loadContract, readQueries, root, type Json, type Operation } from './contract';
import { runRealtime, type RealtimeResult } from './realtime';
import { failed, html, junit, summarize, terminal } from './report';
import type { Target } from './http';
import { run, select } from './run';
import { reachable, readCode, signIn } from './session';
import { Validators } from './validators';

const VERSION = String((JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Json).version);

const usage = `Usage: npx h5-conformance --base-url <url> [options]
       npm run conformance -- --base-url <url> [options]   (in a checkout of the repository)

Checks a server of this backend family against the contract and says where it breaks it.

Server and session
  --base-url URL           the server's API base (paths of the contract sit under it), e.g. https://staging.example/api
  --token TOKEN            a valid session token (from /user/login); without one, secured operations are judged on 999 only
  --login EMAIL:PASSWORD   sign in through the contract's login operation instead of --token
  --auth-scheme raw|bearer how the token is sent in Authorization (default raw)
  --header 'Name: value'   an extra header on every request (repeatable); values of auth/key/token/cookie headers are hidden in reports
  --rate-limit N[/s]       at most N requests started per second (default: no limit)
  --timeout-ms N           an answer slower than this fails its operation (default 10000)
  --concurrency N          requests in flight (default 8)

What to check
  --tags a,b               only these tags              --exclude-tags a,b          all but these tags
  --operations id,id       only these operationIds (or "POST /path")   --exclude-operations id,id
  --read-only              skip operations that change state (and the sequences that use them)
  --include-proposed       also check operations marked x-proposed (skipped by default)
  --encoding form|json|both  request body encodings (default both)
  --stateless              skip the stateful phase (the sequences of the contract's links)
  --signup-code CODE       the verification code a fresh sign-up receives (a staging server's fixed test code)
  --code-url URL           or a URL that shows the last code sent to {email} (a mail catcher): the first 6-digit number of its answer
  --signup-domain DOMAIN   the domain of the fresh sign-up address (default example.com)
  --max-examples N         fuzz phase: generated requests per operation (default 20; 0 skips the phase)
  --seed N                 seed of generated values and of the fuzz phase (default 1): the same seed repeats a run
  --socket-url URL         also check the socket.io push server   --socket-seconds N  (default 10)
  --socket-user ID         the user id sent with login (default: the id /user/info answers, else the contract's example)
  --prism                  the server is the Prism mock of this contract (stateless: the stateful phase is skipped)

Reports
  --junit FILE  --html FILE  --json FILE
  --docs-url URL           the published API reference findings link to (default: the contract's externalDocs, else dist-docs/index.html)
  --spec FILE              use this bundled contract instead of bundling openapi/
  --quiet                  no progress bar
  -h, --help               this help        --version   the version

Exit codes
  0  every check passed
  1  the server breaks the contract (failures reported)
  2  usage error (a bad option, a login refused, a contract that cannot be read)
  3  the server cannot be reached (nothing was checked)`;

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
        login: { type: 'string' },
        'auth-scheme': { type: 'string', default: 'raw' },
        header: { type: 'string', multiple: true },
        'rate-limit': { type: 'string' },
        encoding: { type: 'string', default: 'both' },
        tags: { type: 'string' },
        operations: { type: 'string' },
        'exclude-tags': { type: 'string' },
        'exclude-operations': { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'include-proposed': { type: 'boolean', default: false },
        stateless: { type: 'boolean', default: false },
        'signup-code': { type: 'string' },
        'code-url': { type: 'string' },
        'signup-domain': { type: 'string', default: 'example.com' },
        'max-examples': { type: 'string', default: '20' },
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
        'docs-url': { type: 'string' },
        spec: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', default: false },
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
if (values.version) {
  process.stdout.write(`h5-conformance ${VERSION}\n`);
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
const maxExamples = int('max-examples', values['max-examples'], 0);
let rateLimit: number | undefined;
if (values['rate-limit'] !== undefined) {
  const m = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(values['rate-limit']);
  rateLimit = m ? Number(m[1]) : NaN;
  if (!(rateLimit > 0)) fail('--rate-limit must be a number of requests per second above 0, e.g. 5/s');
}
const headers: Record<string, string> = {};
for (const h of values.header ?? []) {
  const m = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/.exec(h);
  if (!m) fail(`--header must be 'Name: value', got ${JSON.stringify(h)}`);
  headers[m[1]!] = m[2]!;
}
if (values.token && values.login) fail('give --token or --login, not both');
let login: { user: string; password: string } | undefined;
if (values.login) {
  const at = values.login.indexOf(':');
  if (at <= 0 || at === values.login.length - 1) fail('--login must be EMAIL:PASSWORD');
  login = { user: values.login.slice(0, at), password: values.login.slice(at + 1) };
}
if (values['signup-code'] && values['code-url']) fail('give --signup-code or --code-url, not both');
if (values['code-url'] && !values['code-url'].includes('{email}'))
  fail('--code-url must contain {email}, where the fresh address goes');
const list = (v: string | undefined) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const started = Date.now();
let contract: ReturnType<typeof loadContract>;
try {
  contract = loadContract(bundleContract(values.spec), await readQueries());
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
const validators = new Validators(contract);
const selection = {
  includeProposed: values['include-proposed'],
  readOnly: values['read-only'],
  ...(list(values.tags) ? { tags: list(values.tags)! } : {}),
  ...(list(values.operations) ? { operations: list(values.operations)! } : {}),
  ...(list(values['exclude-tags']) ? { excludeTags: list(values['exclude-tags'])! } : {}),
  ...(list(values['exclude-operations']) ? { excludeOperations: list(values['exclude-operations'])! } : {}),
};
const known = new Set(contract.operations.flatMap((op) => [op.operationId, op.key]));
const tagsKnown = new Set(contract.operations.map((op) => op.tag));
for (const name of [...(selection.operations ?? []), ...(selection.excludeOperations ?? [])])
  if (!known.has(name)) fail(`no operation ${name} in the contract`);
for (const tag of [...(selection.tags ?? []), ...(selection.excludeTags ?? [])])
  if (!tagsKnown.has(tag)) fail(`no tag ${tag} in the contract (${[...tagsKnown].sort().join(', ')})`);
const chosen = select(contract, selection).filter((s) => !s.skipReason);
if (chosen.length === 0) fail('no operation selected: check --tags / --operations / --exclude-*');

const loopback = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(base.hostname) || base.hostname.startsWith('127.');
const stateChanging = chosen.filter((s) => s.op.changesState).length;
if (!loopback && stateChanging > 0)
  process.stderr.write(
    `\n⚠  WARNING: ${stateChanging} operations that change state (orders, withdrawals, transfers, profile) will be sent to ${base.host}, ` +
      `which is not a loopback host. Use --read-only to skip them, and never point this at production.\n\n`,
  );

const target: Target = {
  baseUrl,
  authScheme,
  timeoutMs,
  ...(values.token ? { token: values.token } : {}),
  ...(Object.keys(headers).length ? { headers } : {}),
  ...(rateLimit ? { rateLimit } : {}),
};

// Reachable at all? A server that does not answer stops the run at once (exit 3) rather than
// failing every operation one by one.
const probe = await reachable(target);
if (probe) {
  process.stderr.write(`cannot reach ${baseUrl}: ${probe}\nNothing was checked.\n`);
  process.exit(3);
}
if (login) {
  const signedIn = await signIn(contract, validators, target, login);
  if ('error' in signedIn) {
    process.stderr.write(`--login: ${signedIn.error}\n`);
    process.exit(2);
  }
  target.token = signedIn.token;
}

// The app's generated zod validators, a cross-check of Ajv: only in a checkout (the packed
// command has Ajv alone).
type Generated = Record<string, { response: () => Promise<unknown> }>;
const generated: Generated = inCheckout
  ? await import(join(root, 'generated/operations.ts')).then(
      (m: { operations: Generated }) => m.operations,
      () => ({}),
    )
  : {};
const zodOf = async (op: Operation): Promise<ZodLike | undefined> => {
  const info = generated[op.key];
  return info ? ((await info.response()) as ZodLike) : undefined;
};
const socketZod = async (name: string): Promise<ZodLike | undefined> => {
  if (!inCheckout) return undefined;
  const file = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  try {
    const mod = (await import(join(root, `generated/zod/schemas/${file}.zod.ts`))) as Record<string, ZodLike>;
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

const signupCode = values['signup-code'];
const codeUrl = values['code-url'];
const outcome = await run(contract, validators, zodOf, {
  target,
  encodings: [...encodings],
  seed,
  concurrency,
  prism: values.prism,
  ...selection,
  ...(values.prism
    ? { statelessReason: 'Prism is stateless (it answers the examples): the stateful phase is skipped with --prism' }
    : values.stateless
      ? { statelessReason: 'skipped (--stateless)' }
      : {}),
  inputs: {
    email: `conformance-${seed}-${Date.now().toString(36)}@${values['signup-domain']}`,
    ...(signupCode ? { code: async () => signupCode } : {}),
    ...(codeUrl ? { code: (email: string) => readCode(codeUrl, email, target) } : {}),
  },
  maxExamples,
  onProgress: progress,
});

let realtime: RealtimeResult | undefined;
if (values['socket-url']) {
  let userId = values['socket-user'] ? Number(values['socket-user']) : undefined;
  if (userId === undefined && target.token) {
    try {
      const info = (await (
        await fetch(`${baseUrl.replace(/\/+$/, '')}/user/info?lang=en`, {
          headers: {
            Accept: 'application/json',
            Authorization: authScheme === 'bearer' ? `Bearer ${target.token}` : target.token,
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
const docsUrl =
  values['docs-url'] ?? String((contract.spec.externalDocs as Json | undefined)?.url ?? 'dist-docs/index.html');
const report = summarize(
  outcome,
  {
    docsUrl,
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    baseUrl,
    contract: { title: String(info.title), version: String(info.version) },
    options: {
      authScheme,
      tokenGiven: !!values.token,
      login: !!login,
      headers: Object.keys(headers),
      ...(rateLimit ? { rateLimit } : {}),
      maxExamples,
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
if (report.resent)
  process.stderr.write(
    `\nNote: the server closed the connection before answering ${report.resent} request(s); each was sent once more on a new connection (a kept-alive connection closed for idleness does this; a server that drops connections mid-request too).\n`,
  );
process.stdout.write(`\n${terminal(report)}\n`);
if (report.unreachable) {
  process.stderr.write(`\nThe server stopped answering (${report.unreachable}): the run stopped there.\n`);
  process.exit(3);
}
process.exit(failed(report) ? 1 : 0);
