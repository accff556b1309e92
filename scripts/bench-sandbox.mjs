// `npm run bench:sandbox [-- --seconds 10 --concurrency 16 --db embedded|postgres|both]`: what the
// sandbox sustains on this machine, measured directly on it (no Vite, no browser): reads per
// second (profile, quotes, wallets) and money actions per second (market orders and transfers),
// each with p50/p95/p99 latency, on the embedded database (a data folder, as `npm start` runs it)
// and on a PostgreSQL server (scripts/pg-server.mjs). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from './pg-server.mjs';
import { waitForPort } from './wait-for-port.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    db: { type: 'string', default: 'both' },
    port: { type: 'string', default: '4090' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

async function startSandbox(env, args) {
  const started = Date.now();
  // BENCH_SANDBOX_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server
  const nodeArgs = (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      'node_modules/jiti/lib/jiti-cli.mjs',
      'sandbox/src/main.ts',
      '--port',
      String(PORT),
      '--quiet',
      '--chat-every',
      '0',
      ...args,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(PORT, 120_000);
  return { child, readyMs: Date.now() - started };
}

function stopSandbox(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function user(wallets) {
  const response = await fetch(`${BASE}/__sandbox/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallets }),
  });
  return response.json();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * CPU time the server's process has used so far, in ms (Linux /proc): the server's own cost per
 * request, which a machine loaded by other work changes far less than wall-clock rates.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Runs `call(i)` from CONCURRENCY loops for SECONDS; returns rate, latencies and server CPU. */
async function load(name, call, pid) {
  const cpuBefore = cpuMs(pid);
  const latencies = [];
  let failures = 0;
  const end = Date.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const i = n++;
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, latencies.length);
  return {
    name,
    cpu: Number.isFinite(cpuPerRequest) ? cpuPerRequest.toFixed(2) : 'n/a',
    perSecond: Math.round(latencies.length / SECONDS),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    failures,
  };
}

const form = (token, body) => ({
  method: 'POST',
  headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ lang: 'en', ...body }).toString(),
});
const ok = async (response) => response.ok && (await response.json()).type === 'ok';

async function round(label, env, args) {
  const { child, readyMs } = await startSandbox(env, args);
  try {
    const users = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => user({ change: { USDT: '100000000' }, legal: { USDT: '1000000' } })),
    );
    const reads = [
      (t) => fetch(`${BASE}/user/info?lang=en`, { headers: { authorization: t } }),
      (t) => fetch(`${BASE}/currency/quotation_new?lang=en`, { headers: { authorization: t } }),
      (t) => fetch(`${BASE}/wallet/list`, form(t, {})),
    ];
    const results = [];
    results.push(
      await load(
        'reads (user/info, quotes, wallets)',
        (i) => reads[i % 3](users[i % CONCURRENCY].token).then(ok),
        child.pid,
      ),
    );
    results.push(
      await load(
        'market orders (coin/trade)',
        (i) =>
          fetch(
            `${BASE}/coin/trade`,
            form(users[i % CONCURRENCY].token, {
              amount: '0.001',
              currency_id: '2',
              legal_id: '1',
              type: '1',
              target_price: '',
            }),
          ).then(ok),
        child.pid,
      ),
    );
    results.push(
      await load(
        'transfers (wallet/change)',
        (i) =>
          fetch(
            `${BASE}/wallet/change`,
            form(users[i % CONCURRENCY].token, {
              currency_id: '1',
              number: '1',
              from_field: i % 2 ? '1' : '2',
              to_field: i % 2 ? '2' : '1',
            }),
          ).then(ok),
        child.pid,
      ),
    );
    console.log(`\n${label}: ready in ${(readyMs / 1000).toFixed(1)} s (process start to listening)`);
    console.table(
      results.map((r) => ({
        load: r.name,
        'per s': r.perSecond,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'p99 ms': r.p99,
        'server CPU ms/req': r.cpu,
        failed: r.failures,
      })),
    );
  } finally {
    await stopSandbox(child);
  }
}

console.log(`bench:sandbox: ${CONCURRENCY} clients in a loop for ${SECONDS} s per load, on ${PORT}`);
if (values.db !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  try {
    await round('embedded (PGlite, data folder)', { SANDBOX_VALIDATE: process.env.SANDBOX_VALIDATE ?? '1' }, [
      '--data-dir',
      dir,
      '--reset',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.db !== 'embedded') {
  const pg = startPostgres({ port: 54339 });
  if (!pg) console.log('\nPostgreSQL: not installed, skipped');
  else
    try {
      await round('PostgreSQL 15 (DATABASE_URL)', { DATABASE_URL: pg.url }, ['--reset']);
    } finally {
      pg.stop();
    }
}
