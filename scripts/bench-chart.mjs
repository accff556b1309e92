// Benchmark of the chart library the pair detail screen uses (lightweight-charts), in headless
// Chromium: how long setData() takes for 10,000 candles (goal <= 50 ms) and how long a live
// update() takes (goal <= 1 ms, median of many). It prints figures; it is not a test and never
// fails on a slow result.
//
//   node scripts/bench-chart.mjs [--candles 10000] [--runs 7] [--updates 2000]
//
// A small local HTTP server serves a bare page and the library's standalone build from
// node_modules; the page is cross-origin isolated so that performance.now() has its fine
// resolution. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), launched with the flags
// of playwright.config.ts.
/* global window, document, requestAnimationFrame, innerWidth, innerHeight, devicePixelRatio -- used inside the page */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] !== undefined ? Number(process.argv[i + 1]) : fallback;
};
const CANDLES = arg('candles', 10_000);
const RUNS = arg('runs', 7);
const UPDATES = arg('updates', 2_000);
const PACED_FRAMES = 300;
const GOAL_SET_DATA_MS = 50;
const GOAL_UPDATE_MS = 1;

const library = resolve(root, 'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js');
const version = JSON.parse(readFileSync(resolve(root, 'node_modules/lightweight-charts/package.json'), 'utf8')).version;

const page = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{margin:0;background:#0f1115}#chart{width:100%;height:320px}</style>
<script src="/lightweight-charts.js"></script></head>
<body><div id="chart"></div></body></html>`;

const server = createServer((req, res) => {
  // Cross-origin isolation gives performance.now() its 5 µs resolution instead of 100 µs.
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
  if (req.url === '/') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page);
  } else if (req.url === '/lightweight-charts.js') {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.end(readFileSync(library));
  } else {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const tab = await context.newPage();
  await tab.goto(origin);
  await tab.waitForFunction(() => 'LightweightCharts' in window);

  const result = await tab.evaluate(
    async ({ candles: count, runs, updates, pacedFrames }) => {
      const LWC = window.LightweightCharts;
      const element = document.getElementById('chart');
      const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
      const median = (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        const m = s.length >> 1;
        return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
      };
      const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

      // 10,000 one-minute candles of a random walk around 96,420 (as BTC/USDT), with volume.
      let seed = 1;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return (seed - 1) / 2147483646;
      };
      const start = 1_795_323_600 - count * 60;
      const bars = [];
      const volumes = [];
      let price = 96_420.5;
      for (let i = 0; i < count; i += 1) {
        const open = price;
        price = Math.max(1, price * (1 + (random() - 0.5) * 0.004));
        const close = Math.round(price * 100) / 100;
        const high = Math.max(open, close) + random() * 20;
        const low = Math.min(open, close) - random() * 20;
        const time = start + i * 60;
        bars.push({ time, open, high, low, close });
        volumes.push({ time, value: random() * 20, color: close >= open ? '#16c78480' : '#ea394380' });
      }

      const makeChart = () => {
        const chart = LWC.createChart(element, {
          width: element.clientWidth,
          height: element.clientHeight,
          layout: { background: { type: LWC.ColorType.Solid, color: '#0f1115' }, textColor: '#9aa0aa' },
          timeScale: { timeVisible: true, barSpacing: 7, rightOffset: 4 },
        });
        const candles = chart.addSeries(LWC.CandlestickSeries, {});
        const volume = chart.addSeries(LWC.HistogramSeries, {
          priceScaleId: 'volume',
          priceFormat: { type: 'volume' },
        });
        chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        return { chart, candles, volume };
      };

      // setData: a fresh chart per run (the first run is the cold one).
      const setData = [];
      const setDataWithVolume = [];
      const painted = [];
      for (let run = 0; run < runs; run += 1) {
        const { chart, candles, volume } = makeChart();
        await frame();
        const t0 = performance.now();
        candles.setData(bars);
        const t1 = performance.now();
        volume.setData(volumes);
        const t2 = performance.now();
        await frame();
        const t3 = performance.now();
        setData.push(t1 - t0);
        setDataWithVolume.push(t2 - t0);
        painted.push(t3 - t0);
        chart.remove();
      }

      // update(): live ticks on a chart holding the 10,000 candles; every 20th starts a new candle.
      const { chart, candles, volume } = makeChart();
      candles.setData(bars);
      volume.setData(volumes);
      await frame();
      await frame();
      const single = [];
      let last = { ...bars[bars.length - 1] };
      const tick = (i) => {
        if (i % 20 === 19)
          last = { time: last.time + 60, open: last.close, high: last.close, low: last.close, close: last.close };
        const close = Math.round(last.close * (1 + (random() - 0.5) * 0.0004) * 100) / 100;
        last = { ...last, close, high: Math.max(last.high, close), low: Math.min(last.low, close) };
        return last;
      };
      for (let i = 0; i < updates; i += 1) {
        const bar = tick(i);
        const t0 = performance.now();
        candles.update(bar);
        single.push(performance.now() - t0);
        if (i % 100 === 99) await frame();
      }
      // Candles and volume together, as the app's chart does per tick.
      const pair = [];
      for (let i = 0; i < updates; i += 1) {
        const bar = tick(i);
        const t0 = performance.now();
        candles.update(bar);
        volume.update({ time: bar.time, value: random() * 20 });
        pair.push(performance.now() - t0);
        if (i % 100 === 99) await frame();
      }

      // Paced: one tick per animation frame, as the live store delivers them; frames and long tasks.
      const longTasks = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
      try {
        observer.observe({ type: 'longtask', buffered: false });
      } catch {
        // no Long Tasks API: reported as unknown
      }
      const intervals = [];
      let previous = performance.now();
      for (let i = 0; i < pacedFrames; i += 1) {
        candles.update(tick(i));
        await frame();
        const now = performance.now();
        intervals.push(now - previous);
        previous = now;
      }
      observer.disconnect();
      chart.remove();

      return {
        isolated: window.crossOriginIsolated,
        userAgent: navigator.userAgent,
        viewport: `${innerWidth}x${innerHeight} @${devicePixelRatio}x`,
        setData: { cold: setData[0], median: median(setData), min: Math.min(...setData), max: Math.max(...setData) },
        setDataWithVolume: { median: median(setDataWithVolume), max: Math.max(...setDataWithVolume) },
        painted: { median: median(painted), max: Math.max(...painted) },
        update: {
          median: median(single),
          p95: quantile(single, 0.95),
          max: Math.max(...single),
          mean: single.reduce((a, b) => a + b, 0) / single.length,
        },
        updatePair: { median: median(pair), p95: quantile(pair, 0.95), max: Math.max(...pair) },
        paced: {
          frames: intervals.length,
          medianFrame: median(intervals),
          p95Frame: quantile(intervals, 0.95),
          longTasks: longTasks.length,
          longestTask: longTasks.length ? Math.max(...longTasks) : 0,
        },
      };
    },
    { candles: CANDLES, runs: RUNS, updates: UPDATES, pacedFrames: PACED_FRAMES },
  );

  const ms = (v, digits = 2) => `${v.toFixed(digits)} ms`;
  const verdict = (value, goal) => (value <= goal ? 'meets goal' : 'OVER GOAL');
  const chromeVersion = /Chrome\/([\d.]+)/.exec(result.userAgent)?.[1] ?? 'unknown';
  const rows = [
    ['library', `lightweight-charts ${version} (standalone production build)`],
    ['browser', `Chromium ${chromeVersion} headless, ${result.viewport}, timer ${result.isolated ? '5 µs' : '100 µs'}`],
    [
      `setData ${CANDLES.toLocaleString('en')} candles`,
      `median ${ms(result.setData.median)} of ${RUNS} fresh charts (cold ${ms(result.setData.cold)}, ` +
        `min ${ms(result.setData.min)}, max ${ms(result.setData.max)}); goal <= ${GOAL_SET_DATA_MS} ms: ` +
        verdict(result.setData.median, GOAL_SET_DATA_MS),
    ],
    [
      '  with the volume histogram',
      `median ${ms(result.setDataWithVolume.median)}, max ${ms(result.setDataWithVolume.max)}`,
    ],
    ['  until the next frame (painted)', `median ${ms(result.painted.median)}, max ${ms(result.painted.max)}`],
    [
      'update() live tick',
      `median ${ms(result.update.median, 4)} of ${UPDATES.toLocaleString('en')} (mean ${ms(result.update.mean, 4)}, ` +
        `p95 ${ms(result.update.p95, 4)}, max ${ms(result.update.max, 3)}); goal <= ${GOAL_UPDATE_MS} ms: ` +
        verdict(result.update.median, GOAL_UPDATE_MS),
    ],
    [
      '  candle + volume update()',
      `median ${ms(result.updatePair.median, 4)}, p95 ${ms(result.updatePair.p95, 4)}, max ${ms(result.updatePair.max, 3)}`,
    ],
    [
      `  one tick per frame, ${result.paced.frames} frames`,
      `frame median ${ms(result.paced.medianFrame, 1)}, p95 ${ms(result.paced.p95Frame, 1)}; ` +
        `long tasks over 50 ms: ${result.paced.longTasks}` +
        (result.paced.longTasks ? ` (longest ${ms(result.paced.longestTask, 1)})` : ''),
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('bench:chart');
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  await browser.close();
  server.close();
}
