/* global window, document, requestAnimationFrame */
// `npm run bench:market`: the built Market page in Chromium with 500 pairs while the socket mock
// pushes 50 `daymarket` messages a second for 10 s. Prints long tasks over 50 ms (goal 0) and React
// commits per animation frame (goal at most 1). A benchmark that prints figures, not a test.
// `npm run bench:market -- --cpu 4` runs it with the CPU slowed down four times (a mid-range phone,
// as Lighthouse's mobile preset).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startBenchServers } from './bench-servers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PRISM = 4310;
const SOCKET = 4320;
const APP = 4330;
const PAIRS = 500;
const RATE = 50;
const SECONDS = 10;
const cpuAt = process.argv.indexOf('--cpu');
const CPU = cpuAt > -1 ? Number(process.argv[cpuAt + 1]) : 1;
if (!(CPU >= 1)) {
  console.error('--cpu takes a slowdown factor of 1 or more');
  process.exit(1);
}

if (!existsSync(resolve(root, 'dist/index.html'))) {
  console.error('no build in dist/: run `npm run build` first');
  process.exit(1);
}

// The example pairs + synthetic ones = 500; one random pair moves per tick, 50 ticks a second.
const stopAll = await startBenchServers({
  prism: PRISM,
  socket: SOCKET,
  app: APP,
  socketArgs: ['--pairs', String(PAIRS - 7), '--rate', String(RATE), '--per-tick', '1', '--only-tickers'],
});

/** 500 pairs for /currency/quotation_new: the 7 of the examples and T000..T492/USDT (ids 1000+). */
function quotations(example) {
  const usdt = example.message[0];
  const extra = Array.from({ length: PAIRS - 7 }, (_, i) => ({
    ...usdt.quotation[0],
    id: 1000 + i,
    currency_id: 1000 + i,
    currency_name: `T${String(i).padStart(3, '0')}`,
    now_price: (1 + ((i * 37) % 500)).toFixed(4),
    change: (((i * 13) % 200) / 10 - 10).toFixed(3).replace(/^(?!-)/, '+'),
    volume: String(10000 + i * 17),
    logo: '',
  }));
  return { ...example, message: [{ ...usdt, quotation: [...usdt.quotation, ...extra] }, ...example.message.slice(1)] };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});
if (CPU > 1) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
}

// React reports every commit to a DevTools hook, also in production builds: count them per frame.
await page.addInitScript(() => {
  const bench = { commits: 0, frames: 0, frame: 0, perFrame: new Map(), longTasks: [], recording: false };
  window.__bench = bench;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: () => {
      if (!bench.recording) return;
      bench.commits += 1;
      bench.perFrame.set(bench.frame, (bench.perFrame.get(bench.frame) ?? 0) + 1);
    },
  };
  const tick = () => {
    if (bench.recording) bench.frames += 1;
    bench.frame += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    if (bench.recording) for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
});

const example = await (await fetch(`http://127.0.0.1:${PRISM}/currency/quotation_new?lang=en`)).json();
await page.route('**/api/currency/quotation_new*', (route) => route.fulfill({ json: quotations(example) }));
await page.goto(`http://127.0.0.1:${APP}/h5/#/pages/market/market`);
try {
  await page.getByText('T000', { exact: false }).first().waitFor({ timeout: 30_000 });
} catch (error) {
  await page.screenshot({ path: resolve(root, '.tmp/bench-market-failure.png') });
  console.error('the market list did not show the synthetic pairs (screenshot: .tmp/bench-market-failure.png)');
  throw error;
}
await page.waitForTimeout(1500);

await page.evaluate(() => {
  window.__bench.recording = true;
});
await page.waitForTimeout(SECONDS * 1000);
const result = await page.evaluate(() => {
  const b = window.__bench;
  b.recording = false;
  const counts = [...b.perFrame.values()];
  return {
    commits: b.commits,
    frames: b.frames,
    framesWithCommits: counts.length,
    maxCommitsPerFrame: counts.length ? Math.max(...counts) : 0,
    longTasks: b.longTasks.filter((d) => d > 50).length,
    longestTask: b.longTasks.length ? Math.max(...b.longTasks) : 0,
    rows: document.querySelectorAll('[data-testid="market-row"], [data-testid="quote-row"], li').length,
  };
});
await browser.close();
stopAll();

const rows = [
  ['CPU slowdown', `x${CPU}`],
  ['pairs listed', PAIRS],
  ['socket messages', `${RATE}/s for ${SECONDS} s (${RATE * SECONDS})`],
  ['long tasks > 50 ms (goal 0)', result.longTasks],
  ['longest task', `${result.longestTask.toFixed(0)} ms`],
  ['animation frames', result.frames],
  ['React commits', result.commits],
  ['frames with a commit', result.framesWithCommits],
  ['max commits in one frame (goal <= 1)', result.maxCommitsPerFrame],
  [
    'commits per frame (average over frames with one)',
    result.framesWithCommits ? (result.commits / result.framesWithCommits).toFixed(2) : '0',
  ],
];
const width = Math.max(...rows.map(([k]) => String(k).length));
console.log('\nbench:market');
for (const [k, v] of rows) console.log(`  ${String(k).padEnd(width)}  ${v}`);
process.exit(0);
