// Lighthouse benchmark of the built app (mobile preset: simulated Slow 4G, CPU x4), in Debian's
// Chromium. It builds nothing: run `npm run build` first (or pass another dist folder). It starts
// Prism on the bundled contract, the socket mock and a server of the build on free ports of its
// own, runs Lighthouse several times per route, prints the median and the spread (max - min) of the
// performance score, LCP, TBT, CLS and the accessibility score, and writes every run to
// .tmp/lighthouse.json. It is a benchmark that prints figures: it never fails on a slow result.
//
//   node scripts/bench-lighthouse.mjs [--dist dist] [--runs 3] [--routes home,market,...]
//     [--server nginx|preview]
//   The build is served as production serves it when nginx is installed (`--server nginx`, the
//   default then): nginx with the configuration of deploy/nginx (HTTP/2, TLS with a throw-away
//   self-signed certificate, the precompressed files, the security headers of the build) in front
//   of the mocks. `--server preview` (the default without nginx) serves it with `vite preview`:
//   HTTP/1.1 without TLS, where each of a route's files waits for one of six connections.
//   node scripts/bench-lighthouse.mjs --origin https://127.0.0.1:8443   (a running deployment, e.g.
//     nginx with deploy/nginx in front of the mocks: HTTP/2 and the precompressed files, as served
//     in production; no servers are started, a self-signed certificate is accepted)
//   npm run bench:floor   (the stack alone: bench/floor built into dist-floor, route `floor`)
//
// Signed-in routes get the token in localStorage first (as tests/e2e/helpers.ts `signedIn` does)
// and run with `disableStorageReset`, with the browser's cache emptied (a cold cache, like the
// other routes). Scores move by 5-20 points on a busy machine: the script
// prints the load average before and after; compare runs made on a quiet machine. With LH_SAVE=1
// it also writes each route's last full report to .tmp/lhr-<route>.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { waitForPort } from './wait-for-port.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const DIST = option('dist', 'dist');
const ORIGIN = option('origin', '');
const RUNS = Number(option('runs', '3'));
const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const NGINX = process.env.NGINX_PATH ?? 'nginx';
const SERVER = option('server', hasCommand(NGINX) && hasCommand('openssl') ? 'nginx' : 'preview');
if (!['nginx', 'preview'].includes(SERVER)) {
  console.error(`--server is nginx or preview, not ${SERVER}`);
  process.exit(1);
}
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The token of tests/e2e/helpers.ts: any token signs in on the mock. */
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

const ROUTES = [
  { name: 'home', hash: '#/', signedIn: false },
  { name: 'market', hash: '#/pages/market/market', signedIn: false },
  { name: 'trade', hash: '#/pages/transaction/index', signedIn: true },
  { name: 'chart', hash: '#/pages/market/detail?id=1', signedIn: false },
  { name: 'login', hash: '#/pages/common/login', signedIn: false },
  { name: 'assets', hash: '#/pages/fund/assets', signedIn: true },
  // The stack's floor (bench/floor, `npm run bench:floor`): only with `--dist dist-floor`.
  { name: 'floor', hash: '#/', signedIn: false, floor: true },
];
const only = option('routes', '').split(',').filter(Boolean);
const routes = only.length ? ROUTES.filter((r) => only.includes(r.name)) : ROUTES.filter((r) => !r.floor);

if (!ORIGIN && !existsSync(resolve(root, DIST, 'index.html'))) {
  console.error(`no ${DIST}/index.html: run \`npm run build\` first`);
  process.exit(1);
}

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const children = [];
function start(command, args, env = {}, quiet = false) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    // vite preview logs every websocket the audits cut off: noise, so it stays quiet.
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const run = (command, args) =>
  new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => Math.max(...values) - Math.min(...values);

async function audit(origin, route) {
  const args = origin.startsWith('https:') ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args });
  try {
    const page = await browser.newPage();
    if (route.signedIn) {
      // The token in storage as a previous sign-in left it, on the app's origin: set from a file
      // of the origin that loads no app code, then the browser's cache emptied, so that the route
      // is measured with a cold cache like the others (Lighthouse leaves the cache alone when it
      // keeps the storage). Until this was done, the app's shared files were cached by a visit to
      // Home made to set the token, half-way through loading or not.
      await page.goto(`${origin}/h5/favicon.svg`, { waitUntil: 'load' });
      await page.evaluate((token) => {
        localStorage.setItem('h5Version', '1');
        localStorage.setItem('token', token);
      }, TOKEN);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(
      `${origin}/h5/${route.hash}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: route.signedIn,
      },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    // The whole report of each route's last run, to dig into (open it in the Lighthouse viewer).
    if (process.env.LH_SAVE) mkdirSync(resolve(root, '.tmp'), { recursive: true });
    if (process.env.LH_SAVE) writeFileSync(resolve(root, `.tmp/lhr-${route.name}.json`), JSON.stringify(lhr));
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      requests: audits['network-requests']?.details?.items?.length ?? null,
      // What to look at next: the element of the largest paint and what moved.
      lcpElement: lcpElementOf(audits),
      shifted: shiftedOf(audits),
      failedAccessibility: Object.values(audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
  } finally {
    await browser.close();
  }
}

/** The LCP element and where its time went (Lighthouse's `lcp-breakdown-insight`). */
function lcpElementOf(audits) {
  const parts = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const phases = parts.find((part) => part.type === 'table')?.items ?? [];
  if (!node) return null;
  const times = phases.map((phase) => `${phase.subpart} ${Math.round(phase.duration)} ms`).join(', ');
  return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}" (${times})`;
}

/** The elements of the layout shifts (Lighthouse's `layout-shifts`), with their scores. */
function shiftedOf(audits) {
  const items = audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 5).map((item) => `${item.node?.selector ?? '?'} ${Number(item.score ?? 0).toFixed(4)}`);
}

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART): try again twice. */
async function auditWithRetry(origin, route) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(origin, route);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${route.name}: ${error.message.split('\n')[0]}; trying again`);
    }
  }
}

const [prismPort, socketPort, appPort] = [await freePort(), await freePort(), await freePort()];
const loadBefore = loadavg().map((v) => v.toFixed(2));
const served = ORIGIN
  ? ORIGIN
  : SERVER === 'nginx'
    ? `${DIST}/ through nginx (deploy/nginx, HTTP/2)`
    : `${DIST}/ through vite preview (HTTP/1.1)`;
const report = { date: new Date().toISOString(), dist: ORIGIN || DIST, served, runs: RUNS, loadBefore, routes: {} };

/**
 * The build behind nginx as deploy/nginx serves it in production, on a free port: h5.conf's TLS
 * server (its gzip settings, HTTP/2) with a self-signed certificate made for the run, and
 * h5-locations.conf as it is but for where the build lies (`root /srv` -> a folder whose `h5` is
 * the build). The API and the push server are the mocks. Everything lives in .tmp/bench-nginx.
 */
function startNginx(appPort) {
  const dir = resolve(root, '.tmp/bench-nginx');
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['srv', 'temp', 'logs']) mkdirSync(resolve(dir, sub), { recursive: true });
  symlinkSync(resolve(root, DIST), resolve(dir, 'srv/h5'));
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', resolve(dir, 'key.pem'), '-out', resolve(dir, 'cert.pem')],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  // Each edit must find what it changes: a changed deploy/nginx stops the run instead of being
  // served half-adapted (a certificate path missed would quietly use the machine's own).
  const edit = (text, [pattern, replacement]) => {
    const found = typeof pattern === 'string' ? text.includes(pattern) : text.search(pattern) > -1;
    if (!found) throw new Error(`deploy/nginx no longer has ${pattern}: adapt startNginx`);
    return text.replace(pattern, replacement);
  };
  const locations = [[/\/srv/g, resolve(dir, 'srv')]].reduce(
    edit,
    readFileSync(resolve(root, 'deploy/nginx/h5-locations.conf'), 'utf8'),
  );
  writeFileSync(resolve(dir, 'h5-locations.conf'), locations);
  const site = [
    [/server 127\.0\.0\.1:8080;/, `server 127.0.0.1:${prismPort};`],
    [/server 127\.0\.0\.1:2000;/, `server 127.0.0.1:${socketPort};`],
    // The redirect from port 80 is left out, and the TLS server listens on the run's port.
    [/server \{\s*listen 80;[^}]*\}/, ''],
    [/\n\s*listen \[::\]:443 ssl http2;/, ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${appPort} ssl http2;`],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${resolve(dir, 'cert.pem')};`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${resolve(dir, 'key.pem')};`],
    // The mock's uploaded images, which a backend serves (as `vite preview` serves them too).
    [
      'include /etc/nginx/h5/h5-locations.conf;',
      `include ${resolve(dir, 'h5-locations.conf')};\n    location ^~ /upload/ { alias ${resolve(root, 'mock/upload')}/; }`,
    ],
  ].reduce(edit, readFileSync(resolve(root, 'deploy/nginx/h5.conf'), 'utf8'));
  // Debian's module files (brotli_static) name their library relative to nginx's prefix.
  const modules = existsSync('/etc/nginx/modules-enabled') ? 'include /etc/nginx/modules-enabled/*.conf;' : '';
  const libraries = ['/usr/share/nginx/modules', '/usr/lib/nginx/modules'].find((path) => existsSync(path));
  if (libraries) symlinkSync(libraries, resolve(dir, 'modules'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${resolve(dir, 'temp', kind)};`)
    .join(' ');
  writeFileSync(
    resolve(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      modules,
      'daemon off;',
      'worker_processes 1;',
      `pid ${resolve(dir, 'nginx.pid')};`,
      `error_log ${resolve(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp}`,
      site,
      '}',
    ].join('\n'),
  );
  start(NGINX, ['-p', dir, '-c', resolve(dir, 'nginx.conf'), '-e', resolve(dir, 'logs/error.log')]);
}

/** Starts Prism, the socket mock and a server of the build (see SERVER) on free ports: its origin. */
async function startServers() {
  await run('node', ['scripts/bundle-spec.mjs']);
  start('node_modules/.bin/prism', [
    'mock',
    'dist-spec/openapi.json',
    '-p',
    String(prismPort),
    '-h',
    '127.0.0.1',
    '-v',
    'warn',
  ]);
  start('node', ['mock/socket-server.mjs', '--port', String(socketPort)]);
  if (SERVER === 'nginx') startNginx(appPort);
  else
    start(
      'node_modules/.bin/vite',
      ['preview', '--port', String(appPort), '--strictPort', '--outDir', DIST],
      {
        MOCK_API_URL: `http://127.0.0.1:${prismPort}`,
        MOCK_SOCKET_URL: `http://127.0.0.1:${socketPort}`,
      },
      true,
    );
  await Promise.all([waitForPort(prismPort, 60_000), waitForPort(socketPort), waitForPort(appPort, 60_000)]);
  return `${SERVER === 'nginx' ? 'https' : 'http'}://127.0.0.1:${appPort}`;
}

try {
  const origin = ORIGIN || (await startServers());

  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(origin, route));
    const pick = (key) => runs.map((r) => r[key]);
    report.routes[route.name] = {
      url: `/h5/${route.hash}`,
      signedIn: route.signedIn,
      median: Object.fromEntries(
        ['performance', 'lcpMs', 'tbtMs', 'cls', 'accessibility', 'requests'].map((k) => [k, median(pick(k))]),
      ),
      spread: Object.fromEntries(
        ['performance', 'lcpMs', 'tbtMs', 'cls', 'accessibility'].map((k) => [k, Number(spread(pick(k)).toFixed(3))]),
      ),
      runs,
    };
  }
} finally {
  stopAll();
}

report.loadAfter = loadavg().map((v) => v.toFixed(2));
mkdirSync(resolve(root, '.tmp'), { recursive: true });
writeFileSync(resolve(root, '.tmp/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);

const header = ['route', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'requests'];
const rows = Object.entries(report.routes).map(([name, r]) => [
  name,
  `${r.median.performance} ±${r.spread.performance}`,
  `${r.median.lcpMs} ±${r.spread.lcpMs}`,
  `${r.median.tbtMs} ±${r.spread.tbtMs}`,
  `${r.median.cls} ±${r.spread.cls}`,
  `${r.median.accessibility} ±${r.spread.accessibility}`,
  String(r.median.requests),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`Lighthouse ${RUNS}x per route (median ±spread), mobile preset, ${served}`);
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const [name, r] of Object.entries(report.routes)) {
  const failed = [...new Set(r.runs.flatMap((x) => x.failedAccessibility))];
  if (failed.length) console.log(`${name}: accessibility audits failing: ${failed.join(', ')}`);
  const last = r.runs[r.runs.length - 1];
  console.log(`${name}: LCP element ${last.lcpElement ?? '?'}`);
  if (last.shifted.length) console.log(`${name}: layout shifts ${last.shifted.join(', ')}`);
}
console.log(`load average before ${loadBefore.join(' ')}, after ${report.loadAfter.join(' ')} (2 cores)`);
console.log('wrote .tmp/lighthouse.json');
