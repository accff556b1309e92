// `npm run bench:live`: what the live pages cost a phone while they sit open. The built app in
// Chromium (CPU slowed down four times, as Lighthouse's mobile preset; `-- --cpu 1` for none)
// against Prism and the socket mock as `npm start` runs it (every pair ticks about once a second,
// with order books, trades and candles). Each page is opened in a fresh browser context, left to
// settle, then traced for a while: the main thread's busy time per second, the tasks over 50 ms
// (each one input a tap would wait behind) and their time over 50 ms per second (Lighthouse's
// blocking time, for a page that is already open). A benchmark that prints figures, not a test.
//   node scripts/bench-live.mjs [--cpu 4] [--seconds 8] [--pages trade,chart] [--dist dist]
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startBenchServers } from './bench-servers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const DIST = resolve(root, option('dist', 'dist'));
const CPU = Number(option('cpu', '4'));
const SECONDS = Number(option('seconds', '8'));
/** How long a page is left to load and settle before it is measured. */
const SETTLE_MS = 6000;
const PRISM = 4410;
const SOCKET = 4420;
const APP = 4430;
/** The token of tests/e2e/helpers.ts: any token signs in on the mock. */
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

const PAGES = [
  { name: 'home', hash: '#/' },
  { name: 'market', hash: '#/pages/market/market' },
  { name: 'trade', hash: '#/pages/transaction/index', signedIn: true },
  { name: 'contract', hash: '#/pages/transaction/index?mode=contract', signedIn: true },
  { name: 'chart', hash: '#/pages/market/detail?id=1' },
];
const wanted = option('pages', '').split(',').filter(Boolean);
const pages = wanted.length ? PAGES.filter((p) => wanted.includes(p.name)) : PAGES;
if (!(CPU >= 1) || !(SECONDS > 0) || pages.length === 0) {
  console.error(`--cpu takes 1 or more, --seconds a duration, --pages some of ${PAGES.map((p) => p.name).join(',')}`);
  process.exit(1);
}
if (!existsSync(resolve(DIST, 'index.html'))) {
  console.error(`no build in ${DIST}: run \`npm run build\` first`);
  process.exit(1);
}

const stopAll = await startBenchServers({ prism: PRISM, socket: SOCKET, app: APP, dist: DIST });

const origin = `http://127.0.0.1:${APP}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One page, settled, traced for SECONDS: busy ms per second, long tasks, blocking ms per second. */
async function measure({ hash, signedIn }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${origin}/h5/favicon.svg`);
    await page.evaluate((token) => {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('token', token);
      // The notices were seen: no popup over the page.
      localStorage.setItem('noticeSeen', '[1,2,3,31,32,33]');
    }, TOKEN);
  }
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.goto(`${origin}/h5/${hash}`);
  await page.waitForTimeout(SETTLE_MS);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await page.waitForTimeout(SECONDS * 1000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The renderer's main thread: the thread that runs the page's animation frames and scripts.
  const byThread = new Map();
  for (const e of events) {
    if (e.name !== 'FunctionCall' && e.name !== 'FireAnimationFrame') continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, (byThread.get(key) ?? 0) + 1);
  }
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur && `${e.pid}:${e.tid}` === main);
  const durations = tasks.map((t) => t.dur / 1000);
  const long = durations.filter((d) => d > 50);
  return {
    busy: durations.reduce((s, d) => s + d, 0) / SECONDS,
    long: long.length,
    longest: durations.length ? Math.max(...durations) : 0,
    blocking: long.reduce((s, d) => s + d - 50, 0) / SECONDS,
  };
}

const rows = [];
for (const page of pages) {
  const r = await measure(page);
  rows.push([
    page.name,
    `${r.busy.toFixed(0)} ms`,
    String(r.long),
    `${r.longest.toFixed(0)} ms`,
    `${r.blocking.toFixed(1)} ms`,
  ]);
}
await browser.close();
stopAll();

const head = ['page', 'main thread / s', 'tasks > 50 ms', 'longest task', 'blocking / s'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\nbench:live  CPU x${CPU}, each page measured for ${SECONDS} s after ${SETTLE_MS / 1000} s to settle`);
console.log(line(head));
for (const r of rows) console.log(line(r));
process.exit(0);
