// The conformance command judged on three servers: Prism serving our own contract (the reference:
// no failure on any phase, realtime against the socket mock included), a faulty backend with
// seeded defects of every kind (each found, nothing else reported) and the sandbox, a stateful
// backend on a fresh seed (every example a valid action for the demo user, its replays refused
// as the contract declares, its push server valid). The command runs as a user runs it, a child
// process with --json. Decisions never race the clock: healthy answers take milliseconds, the
// "slow" defect never answers at all, and the timeout sits in between (10 s, 30 s for Prism and
// the sandbox, which answer slowest on a loaded machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../scripts/conformance/report';
// @ts-expect-error: a plain .mjs module (also started by hand: node tests/conformance/faulty-server.mjs)
import { createFaultyServer, createFaultySocketServer, DEFECTS, SOCKET_DEFECT } from './faulty-server.mjs';

const BASE = Number(process.env.CONTRACT_PORT_BASE ?? 4200);
const PRISM = BASE + 30;
const FAULTY = BASE + 31;
const FAULTY_SOCKET = BASE + 32;
const MOCK_SOCKET = BASE + 33;
const SANDBOX = BASE + 34;
/** A run takes ~30 s on a quiet machine and ~3 min at a load of 20 on 2 cores: generous. */
const RUN_TIMEOUT = 900_000;
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';
const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
const children: ChildProcess[] = [];
const servers: Server[] = [];

async function waitForPort(port: number, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

function conformance(args: string[]): Promise<{ code: number; stdout: string; report: Report }> {
  const json = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const child = spawn(
    'node_modules/.bin/jiti',
    ['scripts/conformance/cli.ts', '--spec', 'dist-spec/openapi.json', '--json', json, '--quiet', ...args],
    {
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stdout += String(d)));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({ code: code ?? -1, stdout, report: JSON.parse(readFileSync(json, 'utf8')) as Report }),
    ),
  );
}

beforeAll(async () => {
  children.push(
    spawn(
      'node_modules/.bin/prism',
      ['mock', 'dist-spec/openapi.json', '-p', String(PRISM), '-h', '127.0.0.1', '-v', 'error'],
      { stdio: 'ignore' },
    ),
    spawn(process.execPath, ['mock/socket-server.mjs', '--port', String(MOCK_SOCKET), '--rate', '5'], {
      stdio: 'ignore',
    }),
  );
  const faulty = createFaultyServer({ spec }) as Server;
  const faultySocket = createServer();
  createFaultySocketServer({ spec, httpServer: faultySocket });
  servers.push(faulty, faultySocket);
  await new Promise<void>((r) => faulty.listen(FAULTY, '127.0.0.1', r));
  await new Promise<void>((r) => faultySocket.listen(FAULTY_SOCKET, '127.0.0.1', r));
  await Promise.all([waitForPort(PRISM), waitForPort(MOCK_SOCKET)]);
});

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
});

/** The operations served on the site's own host: all but the external rates service (its own
 * `servers` entry), proposals included. */
const localOperations = Object.values(
  spec.paths as Record<string, Record<string, { servers?: unknown }> & { servers?: unknown }>,
)
  .filter((item) => !item.servers)
  .flatMap((item) => ['get', 'post', 'put', 'patch', 'delete'].filter((m) => item[m] && !item[m].servers));

describe('npm run conformance', () => {
  it(
    'finds nothing wrong with Prism serving the contract, on every phase (and the socket mock)',
    async () => {
      const { code, stdout, report } = await conformance([
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
      ]);
      const failures = report.operations.flatMap((o) =>
        o.failures.map((f) => `${f.operationId} ${f.phase} ${f.case}: ${f.check} ${f.actual}`),
      );
      expect(failures).toEqual([]);
      expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
      expect(report.realtime?.events.filter((e) => e.invalid > 0 || !e.declared)).toEqual([]);
      expect(report.realtime?.connected).toBe(true);
      // every phase ran on every operation it applies to
      const ran = report.operations.filter((o) => o.status !== 'skipped');
      expect(ran.length).toBe(localOperations.length);
      expect(report.totals.checks).toBeGreaterThan(10_000);
      expect(code).toBe(0);
      expect(stdout.trim().split('\n').at(-1)).toBe(`${ran.length} operations, ${ran.length} passed, 0 failed`);
      process.stdout.write(
        `conformance vs Prism: ${report.totals.operations} operations, ${report.totals.requests} requests, ${report.totals.checks} checks, ${report.seconds.toFixed(1)} s\n`,
      );
    },
    RUN_TIMEOUT,
  );

  it(
    'finds every seeded defect of the faulty backend and reports nothing else',
    async () => {
      const { code, stdout, report } = await conformance([
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
      expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
      // the socket defect, and only it
      expect(report.realtime?.events.filter((e) => e.invalid > 0).map((e) => e.event)).toEqual([SOCKET_DEFECT.event]);
      expect(report.realtime?.events.every((e) => e.received > 0)).toBe(true);
      expect(code).toBe(1);
      expect(stdout.trim().split('\n').at(-1)).toBe(
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
      expect(xml.match(/<testcase /g)).toHaveLength(report.operations.length);
      expect(xml).toContain('<testcase name="listFavorites" classname="market" file="GET /optional/list">');
      expect(xml.match(/<failure /g)).toHaveLength(report.totals.failures);
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
      const sandbox = spawn(
        'node_modules/.bin/jiti',
        ['sandbox/src/main.ts', '--memory', '--quiet', '--chat-every', '0', '--port', String(SANDBOX)],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      sandbox.stderr!.on('data', (d) => (log += String(d)));
      children.push(sandbox);
      try {
        await waitForPort(SANDBOX, 1800);
        const { code, stdout, report } = await conformance([
          '--base-url',
          `http://127.0.0.1:${SANDBOX}`,
          '--token',
          TOKEN,
          '--include-proposed',
          '--timeout-ms',
          '30000',
          '--socket-url',
          `http://127.0.0.1:${SANDBOX}`,
        ]);
        const failures = report.operations.flatMap((o) =>
          o.failures.map((f) => `${f.operationId} ${f.phase} ${f.case}: ${f.check} ${f.actual}`),
        );
        expect(failures).toEqual([]);
        expect(report.operations.flatMap((o) => o.tooling)).toEqual([]);
        expect(report.realtime?.connected).toBe(true);
        expect(report.realtime?.events.filter((e) => e.invalid > 0 || !e.declared)).toEqual([]);
        // every local operation ran, proposals included
        const ran = report.operations.filter((o) => o.status !== 'skipped');
        expect(ran.length).toBe(localOperations.length);
        expect(code).toBe(0);
        expect(stdout.trim().split('\n').at(-1)).toBe(`${ran.length} operations, ${ran.length} passed, 0 failed`);
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
});
