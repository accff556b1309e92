// The conformance command judged on three servers: Prism serving our own contract (the reference:
// no failure on any phase, realtime against the socket mock included, the stateful phase skipped
// since Prism keeps no state), a faulty backend with seeded defects of every kind, stateful and
// fuzz-only ones included (each found, nothing else reported) and the sandbox, a stateful backend
// on a fresh seed, signed in with --login (every example a valid action for the demo user, its
// replays refused as the contract declares, every sequence of the contract's links run and
// passed, a fresh user signed up, its push server valid). Also the command's own behaviour: exit
// codes, --header and --rate-limit. The command runs as a user runs it, a child process with --json. Decisions never race the clock: healthy answers take milliseconds, the
// "slow" defect never answers at all, and the timeout sits in between (10 s, 30 s for Prism and
// the sandbox, which answer slowest on a loaded machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../packages/conformance/src/report';
// @ts-expect-error: a plain .mjs module (also started by hand: node tests/conformance/faulty-server.mjs)
import { createFaultyServer, createFaultySocketServer, DEFECTS, SOCKET_DEFECT } from './faulty-server.mjs';
import { listening, start } from '../contract/listening';

const BASE = Number(process.env.CONTRACT_PORT_BASE ?? 4200);
const PRISM = BASE + 30;
const FAULTY = BASE + 31;
const FAULTY_SOCKET = BASE + 32;
const MOCK_SOCKET = BASE + 33;
const SANDBOX = BASE + 34;
const RECORDER = BASE + 35;
const UNUSED = BASE + 36;
/** Generated requests per operation in the fuzz phase: enough to find the fuzz-only defect. */
const EXAMPLES = '5';
/** Sequences whose state the faulty fixture does not keep: their roots are left out there. */
const STATELESS_IN_FIXTURE = ['createSecondsOrder', 'createWithdrawal', 'bidNft', 'listTraders', 'addFavorite'];
/** A run takes ~30 s on a quiet machine and ~3 min at a load of 20 on 2 cores: generous. */
const RUN_TIMEOUT = 900_000;
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
const children: ChildProcess[] = [];
const servers: Server[] = [];

/**
 * Runs the command: `stdout` is everything it printed (both streams), `summary` the last line of
 * its standard output (notes on standard error may come after it).
 */
function conformance(
  args: string[],
  withJson = true,
): Promise<{ code: number; stdout: string; summary: string; report: Report }> {
  const json = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const child = spawn(
    process.execPath,
    [
      'packages/conformance/bin/h5-conformance.mjs',
      '--spec',
      'dist-spec/openapi.json',
      ...(withJson ? ['--json', json] : []),
      '--quiet',
      ...args,
    ],
    {
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let stdout = '';
  let out = '';
  child.stdout.on('data', (d) => {
    stdout += String(d);
    out += String(d);
  });
  child.stderr.on('data', (d) => (stdout += String(d)));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code: code ?? -1,
        stdout,
        summary: out.trim().split('\n').at(-1) ?? '',
        report: (withJson && existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : undefined) as Report,
      }),
    ),
  );
}

/** Prism, with what it printed last: shown when it stops answering during a run. */
const prism = start('node_modules/.bin/prism', [
  'mock',
  'dist-spec/openapi.json',
  '-p',
  String(PRISM),
  '-h',
  '127.0.0.1',
  '-v',
  'fatal',
]);

beforeAll(async () => {
  const socketMock = start(process.execPath, ['mock/socket-server.mjs', '--port', String(MOCK_SOCKET), '--rate', '5']);
  children.push(prism.child, socketMock.child);
  const faulty = createFaultyServer({ spec }) as Server;
  const faultySocket = createServer();
  createFaultySocketServer({ spec, httpServer: faultySocket });
  servers.push(faulty, faultySocket);
  await new Promise<void>((r) => faulty.listen(FAULTY, '127.0.0.1', r));
  await new Promise<void>((r) => faultySocket.listen(FAULTY_SOCKET, '127.0.0.1', r));
  await Promise.all([listening(PRISM, prism), listening(MOCK_SOCKET, socketMock)]);
}, 300_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true }); // (the runs' reports)
});

/** The operations served on the site's own host: all but the external rates service (its own
 * `servers` entry), proposals included. */
const localOperations = Object.values(
  spec.paths as Record<string, Record<string, { servers?: unknown }> & { servers?: unknown }>,
)
  .filter((item) => !item.servers)
  .flatMap((item) => ['get', 'post', 'put', 'patch', 'delete'].filter((m) => item[m] && !item[m].servers));

// The runs go side by side: each has a server of its own (its ports, its state), and a run is
// mostly one process waiting for another.
describe.concurrent('npm run conformance', () => {
  it(
    'finds nothing wrong with Prism serving the contract, on every phase (and the socket mock)',
    async () => {
      const { code, summary, report } = await conformance([
        '--base-url',
        `http://127.0.0.1:${PRISM}`,
        '--token',
        TOKEN,
        '--prism',
        '--include-proposed',
        '--timeout-ms',
        '30000',
        '--socket-url',
        `http://127.0.0.1:${MOCK_SOCKET}`,
        '--socket-seconds',
        '3',
        '--max-examples',
        EXAMPLES,
      ]);
      const failures = report.operations.flatMap((o) =>
        o.failures.map((f) => `${f.operationId} ${f.phase} ${f.case}: ${f.check} ${f.actual}`),
      );
      expect(report.unreachable, prism.output()).toBeUndefined();
      expect(failures, failures.join('\n')).toEqual([]);
      expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
      expect(report.realtime?.events.filter((e) => e.invalid > 0 || !e.declared)).toEqual([]);
      expect(report.realtime?.connected).toBe(true);
      // every phase ran on every operation it applies to
      const ran = report.operations.filter((o) => o.status !== 'skipped');
      expect(ran.length).toBe(localOperations.length);
      expect(report.totals.checks).toBeGreaterThan(10_000);
      // Prism answers the examples whatever happened before: no sequence is judged on it
      expect(report.statefulSkipped).toMatch(/Prism is stateless/);
      expect(report.sequences).toEqual([]);
      expect(report.operations.some((o) => o.requests > 0 && o.notes.length === 0)).toBe(true);
      expect(code).toBe(0);
      expect(summary).toBe(`${ran.length} operations, ${ran.length} passed, 0 failed`);
      process.stdout.write(
        `conformance vs Prism: ${report.totals.operations} operations, ${report.totals.requests} requests, ${report.totals.checks} checks, ${report.seconds.toFixed(1)} s\n`,
      );
    },
    RUN_TIMEOUT,
  );

  it(
    'finds every seeded defect of the faulty backend and reports nothing else',
    async () => {
      const { code, summary, report } = await conformance([
        '--base-url',
        `http://127.0.0.1:${FAULTY}`,
        '--token',
        TOKEN,
        '--timeout-ms',
        '10000',
        '--socket-url',
        `http://127.0.0.1:${FAULTY_SOCKET}`,
        '--socket-seconds',
        '60',
        '--junit',
        join(dir, 'junit.xml'),
        '--html',
        join(dir, 'report.html'),
        '--max-examples',
        '10', // the fuzz-only defect shows from the 6th generated nickname on (fast-check starts small)
        '--exclude-operations',
        STATELESS_IN_FIXTURE.join(','),
        '--docs-url',
        'https://docs.example/api',
      ]);
      const found = Object.fromEntries(
        report.operations
          .filter((o) => o.status === 'failed')
          .map((o) => [o.operationId, [...new Set(o.failures.map((f) => f.check))].sort()]),
      );
      const seeded = Object.fromEntries(
        (DEFECTS as { operationId: string; checks: string[] }[]).map((d) => [d.operationId, [...d.checks].sort()]),
      );
      expect(found).toEqual(seeded);
      // the stateful defects are found by their sequences, the fuzz-only one by the fuzz phase
      const phases = (id: string) => [
        ...new Set(report.operations.find((o) => o.operationId === id)!.failures.map((f) => f.phase)),
      ];
      for (const d of DEFECTS as { operationId: string; stateful?: string; fuzzOnly?: boolean }[]) {
        if (d.stateful) expect(phases(d.operationId)).toEqual(['stateful']);
        if (d.fuzzOnly) expect(phases(d.operationId)).toEqual(['fuzz']);
      }
      const sequences = Object.fromEntries(report.sequences.map((q) => [q.root, q.status]));
      expect(sequences).toEqual({
        sendEmailCode: 'skipped', // no way to read a sign-up code (no --signup-code, no --code-url)
        listQuotations: 'failed', // the order never listed
        transferBetweenAccounts: 'failed', // ten times the amount credited
        createWithdrawal: 'skipped',
        createLeverOrder: 'failed', // closed twice
        createSecondsOrder: 'skipped',
        listTraders: 'skipped',
        listMyCopiedPositions: 'skipped', // proposed
        createOtcOrder: 'skipped', // proposed
        setAntiPhishingCode: 'skipped', // proposed
        listSessions: 'skipped', // proposed
        createLockOrder: 'failed', // the cancel that does nothing
        bidNft: 'skipped',
        addFavorite: 'skipped',
        createPriceAlert: 'skipped', // proposed
        createDustConversion: 'skipped', // proposed
        updateWithdrawSettings: 'skipped', // proposed
        // reads: a list, then the first item's detail (the fixture answers the examples)
        listNews: 'passed',
        listNfts: 'passed',
        listArtists: 'passed',
        listUnpaidNftOrders: 'passed',
        listDualProducts: 'passed',
        listProjects: 'passed',
      });
      // the fuzz phase shows the minimal request it shrank the failure to
      const fuzzed = report.findings.find((f) => f.operationId === 'updateNickname')!;
      expect(fuzzed.first.case).toMatch(/shrunk \d+ times to \{"nickname":"[^"]{2,3}"/);
      expect(fuzzed.first.response.status).toBe(500);
      // one finding per root cause, the base example first, the docs anchor of the operation
      const quotations = report.findings.filter((f) => f.operationId === 'listQuotations');
      expect(quotations.map((f) => `${f.check} ${f.where}`)).toEqual(['schema /message/*/quotation/*/now_price']);
      expect(quotations[0]!.occurrences).toBeGreaterThan(3);
      expect(quotations[0]!.first.phase).toBe('examples');
      expect(quotations[0]!.docs).toBe('https://docs.example/api#tag/market/operation/listQuotations');
      expect(report.totals.findings).toBeLessThan(report.totals.failures / 4);
      // a oneOf failure reads as its closest branch, not every branch
      const totle = report.findings.find((f) => f.operationId === 'listWallets' && f.check === 'schema')!;
      expect(totle.first.issues).toEqual([
        { path: '/message/legal_wallet/totle', message: 'must be string or number, got null' },
      ]);
      expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
      // the socket defect, and only it
      expect(report.realtime?.events.filter((e) => e.invalid > 0).map((e) => e.event)).toEqual([SOCKET_DEFECT.event]);
      expect(report.realtime?.events.every((e) => e.received > 0)).toBe(true);
      expect(code).toBe(1);
      expect(summary).toBe(
        `${report.totals.operations} operations, ${report.totals.operations - DEFECTS.length} passed, ${DEFECTS.length} failed`,
      );
      // failures name what came back, and a curl line that never shows the token
      const slow = report.operations.find((o) => o.operationId === 'listSecondsOptions')!.failures[0]!;
      expect(slow.expected).toBe('an answer within 10000 ms');
      const lax = report.operations.find((o) => o.operationId === 'sendSmsCode')!.failures[0]!;
      expect(lax.message).toBe('accepts invalid data');
      expect(lax.curl).toContain("curl -sS -X POST 'http://127.0.0.1:");
      const extra = report.operations.find((o) => o.operationId === 'getSiteConfig')!.failures[0]!;
      expect(extra.issues[0]).toEqual({
        path: '/message/debug_sql',
        message: 'is not declared by the contract (additionalProperties: false)',
      });
      const secured = report.operations.find((o) => o.operationId === 'getUserInfo')!.failures[0]!;
      expect(secured.curl).toContain('-H "Authorization: $TOKEN"');
      expect(JSON.stringify(report)).not.toContain(TOKEN);
      // JUnit: one testcase per operation, a failure per failed check
      const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
      expect(xml.match(/<testcase /g)).toHaveLength(report.operations.length + report.sequences.length);
      expect(xml).toContain('<testcase classname="h5-conformance.market" name="listFavorites (GET /optional/list)">');
      expect(xml).not.toContain(' file=');
      expect(xml.match(/<failure [^>]*type="(?!stateful")/g)).toHaveLength(report.totals.findings);
      expect(xml).toContain(
        '<testcase classname="h5-conformance.sequences" name="createLockOrder → listLockOrders → cancelLockOrder">',
      );
      expect(xml).not.toContain(TOKEN);
      // HTML: one file, no network, filters by tag, phase and check
      const page = readFileSync(join(dir, 'report.html'), 'utf8');
      expect(page).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
      expect(page).toContain('<select id="phase">');
      expect(page).toContain('data-check="requires-auth"');
    },
    RUN_TIMEOUT,
  );

  it(
    'finds nothing wrong with the sandbox on a fresh seed: every example succeeds once, replays are refused as declared',
    async () => {
      // Started here rather than with the other servers: a fresh seed, its clock not yet run down
      // (verification codes, OTC payment windows) by the runs before this one.
      let log = '';
      const spawned = Date.now();
      const sandbox = spawn(
        'node_modules/.bin/jiti',
        ['sandbox/src/main.ts', '--memory', '--quiet', '--chat-every', '0', '--port', String(SANDBOX)],
        // (passwords hashed at a test's cost: sandbox/src/seed/core.ts)
        { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, SANDBOX_PASSWORD_COST: '10' } },
      );
      sandbox.stderr!.on('data', (d) => (log += String(d)));
      children.push(sandbox);
      try {
        await listening(SANDBOX, { child: sandbox, output: () => log });
        const { code, summary, report } = await conformance([
          '--base-url',
          `http://127.0.0.1:${SANDBOX}`,
          '--login',
          'lina.chen@example.com:Tr4de!safe',
          '--include-proposed',
          '--code-url',
          `http://127.0.0.1:${SANDBOX}/__sandbox/mail?to={email}&limit=1`,
          '--max-examples',
          EXAMPLES,
          '--timeout-ms',
          '30000',
          '--socket-url',
          `http://127.0.0.1:${SANDBOX}`,
        ]);
        const failures = report.operations.flatMap((o) =>
          o.failures.map((f) => `${f.operationId} ${f.phase} ${f.case}: ${f.check} ${f.actual}`),
        );
        // (a failure says how long the sandbox had been up, its clock, and what it mailed the demo
        // user, newest first: the codes an example may have met)
        const context = failures.length
          ? [
              `the sandbox started ${Math.round((Date.now() - spawned) / 1000)} s ago`,
              await fetch(`http://127.0.0.1:${SANDBOX}/__sandbox`).then((r) => r.text(), String),
              await fetch(`http://127.0.0.1:${SANDBOX}/__sandbox/mail?to=lina.chen%40example.com&limit=10`).then(
                (r) => r.text(),
                String,
              ),
            ]
          : [];
        expect(failures, [...failures, ...context].join('\n')).toEqual([]);
        expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
        expect(report.realtime?.connected).toBe(true);
        expect(report.realtime?.events.filter((e) => e.invalid > 0 || !e.declared)).toEqual([]);
        // every local operation ran, proposals included
        const ran = report.operations.filter((o) => o.status !== 'skipped');
        expect(ran.length).toBe(localOperations.length);
        expect(code).toBe(0);
        expect(summary).toBe(`${ran.length} operations, ${ran.length} passed, 0 failed`);
        // every sequence of the contract's links ran, each step of it passed (a fresh user signed up)
        expect(report.sequences.map((q) => `${q.name}: ${q.status}`)).toEqual(
          report.sequences.map((q) => `${q.name}: passed`),
        );
        // every step passed, but for a list with nothing to act on (a fresh sandbox has no open
        // copied position when the sequences run, and the user no other session to sign out once
        // closeOtherSessions has run)
        const idle = (x: { status: string; problems: string[] }) =>
          x.status === 'skipped' && /^(nothing to act on|after a skipped step)/.test(x.problems.join(''));
        expect(report.sequences.flatMap((q) => q.steps.filter((x) => x.status !== 'passed' && !idle(x)))).toEqual([]);
        expect(report.sequences.flatMap((q) => q.steps.filter(idle)).map((x) => x.from)).toEqual(
          report.sequences
            .filter((q) => ['listMyCopiedPositions', 'listSessions'].includes(q.root))
            .flatMap((q) => q.steps.filter(idle))
            .map((x) => x.from),
        );
        expect(report.sequences.length).toBeGreaterThanOrEqual(18);
        // the sandbox checks its own answers against the contract too: nothing to report
        expect(log).not.toMatch(/VIOLATION/);
        process.stdout.write(
          `conformance vs the sandbox: ${report.totals.operations} operations, ${report.totals.requests} requests, ${report.totals.checks} checks, ${report.seconds.toFixed(1)} s\n`,
        );
      } finally {
        sandbox.kill('SIGTERM');
      }
    },
    RUN_TIMEOUT,
  );

  it(
    'exits 3 at once when nothing answers, 2 on a usage error; -h and --version',
    async () => {
      const started = Date.now();
      const down = await conformance(['--base-url', `http://127.0.0.1:${UNUSED}`, '--token', TOKEN], false);
      expect(down.code).toBe(3);
      expect(down.stdout).toContain(`cannot reach http://127.0.0.1:${UNUSED}`);
      expect(down.stdout).not.toMatch(/operations, \d+ passed/);
      expect(Date.now() - started).toBeLessThan(60_000);
      // a server that stops answering mid-run: the run stops there, exit 3
      let requests = 0;
      const dying = createServer((req, res) => {
        requests += 1;
        if (requests > 1) return req.socket.destroy();
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{}');
      });
      servers.push(dying);
      await new Promise<void>((r) => dying.listen(UNUSED + 1, '127.0.0.1', r));
      const died = await conformance(['--base-url', `http://127.0.0.1:${UNUSED + 1}`, '--token', TOKEN], false);
      expect(died.code).toBe(3);
      expect(died.stdout).toContain('The server stopped answering');
      expect(requests).toBeLessThan(60);
      const usage = await conformance(['--base-url', 'http://127.0.0.1:1', '--rate-limit', 'fast'], false);
      expect(usage.code).toBe(2);
      expect(usage.stdout).toContain('--rate-limit must be');
      const unknown = await conformance(['--base-url', 'http://127.0.0.1:1', '--exclude-tags', 'nope'], false);
      expect(unknown.code).toBe(2);
      expect(unknown.stdout).toContain('no tag nope in the contract');
      const help = await conformance(['-h'], false);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/Exit codes\n {2}0 .*\n {2}1 .*\n {2}2 .*\n {2}3 /);
      const version = await conformance(['--version'], false);
      expect(version.stdout.trim()).toMatch(/^h5-conformance \d+\.\d+\.\d+$/);
    },
    RUN_TIMEOUT,
  );

  it(
    'sends --header on every request, hides its value, and keeps to --rate-limit',
    async () => {
      const seen: { at: number; key?: string }[] = [];
      const recorder = createServer((req, res) => {
        seen.push({ at: Date.now(), key: req.headers['x-api-key'] as string | undefined });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"type":"ok","message":{}}');
      });
      servers.push(recorder);
      await new Promise<void>((r) => recorder.listen(RECORDER, '127.0.0.1', r));
      const { code, report } = await conformance([
        '--base-url',
        `http://127.0.0.1:${RECORDER}`,
        '--header',
        'X-Api-Key: s3cret-value',
        '--rate-limit',
        '20/s',
        '--operations',
        'getSiteConfig,getMenu',
        '--max-examples',
        '3',
        '--concurrency',
        '4',
      ]);
      expect(code).toBe(1); // the recorder answers `{}` messages: not the contract
      const sent = seen.slice(1); // after the reachability probe
      expect(sent.length).toBeGreaterThan(10);
      expect(sent.every((s) => s.key === 's3cret-value')).toBe(true);
      // 20 a second: n requests started over at least (n - 1) / 20 s
      expect(sent.at(-1)!.at - sent[0]!.at).toBeGreaterThanOrEqual(((sent.length - 1) / 20) * 1000 - 50);
      expect(JSON.stringify(report)).not.toContain('s3cret-value');
      expect(report.findings[0]!.first.curl).toContain("-H 'X-Api-Key: ***'");
    },
    RUN_TIMEOUT,
  );
});
