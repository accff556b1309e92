// `npm test`: every gate with its time: format, lint, types, contract lint, codegen drift, unit
// tests, build (+ bundle sizes), docs, end-to-end tests in Chromium. Runs them all, prints a
// summary (each step's time and the machine's load, then the slowest test files) and exits
// non-zero if any failed.
//
// Two cores: a step that keeps both busy (`cores: 2`: the test runners with their workers, the
// build) runs alone, streaming its output; the one-process checks run two at a time, each one's
// output printed whole when it ends. A step starts once the steps it `needs` have passed and those
// it comes `after` have ended.
//
// The end-to-end tests leave part of the machine idle (their pages wait for answers, a debounce, a
// screen's own refresh): the contract step and the sandbox's tests on PGlite (`beside`) run one
// after the other beside them, at a lower priority (nice 10), so that they take what the browsers
// leave and the tests in the browsers keep the cores they ask for. Their tests wait generously (a
// sandbox's 300 s), as on a loaded machine. The unit tests, whose screens wait on real timers, run
// at the normal priority, with the one-process checks (format, lint, types, the contract's
// linters) one after the other beside them at the lower one, then the sandbox's tests on
// PostgreSQL, which go on beside the build and the end-to-end tests as long as they need.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runStarted = Date.now();
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const CACHE = (path) => resolve(root, 'node_modules/.cache', path);
mkdirSync(resolve(root, '.tmp'), { recursive: true });
// Results of an earlier run must not count in this one.
for (const name of [
  'vitest-results.json',
  'contract-results.json',
  'sandbox-results.json',
  'sandbox-pg-results.json',
  'playwright-results.json',
])
  rmSync(resolve(root, '.tmp', name), { force: true });
const vitestJson = resolve(root, '.tmp/vitest-results.json');
const playwrightJson = resolve(root, '.tmp/playwright-results.json');
const contractJson = resolve(root, '.tmp/contract-results.json');
const sandboxJson = resolve(root, '.tmp/sandbox-results.json');
const sandboxPgJson = resolve(root, '.tmp/sandbox-pg-results.json');
const sandboxTests = (json) => [
  bin('vitest'),
  'run',
  '--config',
  'vitest.sandbox.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${json}`,
];
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson };

const UNIT = 'unit tests (vitest)';
const E2E = 'end-to-end (playwright)';
const steps = [
  // dist-spec/openapi.json, which the next steps read (each rewrite of it is atomic)
  // (first, alone: the unit tests read it too)
  { name: 'contract bundle', cmd: process.execPath, args: ['scripts/bundle-spec.mjs'] },
  // The three checks keep what they found in node_modules/.cache, keyed by each file's contents
  // (and the tools' configuration): a run checks again only the files changed since the last one.
  // (No rule of the lint reads types, so a file's lint result depends on that file alone; tsc's
  // build info tracks which files each file's types depend on.)
  {
    name: 'format (prettier)',
    beside: UNIT,
    cmd: bin('prettier'),
    // (a cache of its own place: prettier run without --cache, as an editor or a hook runs it on
    // one file, deletes the one in the default place)
    args: [
      '--check',
      '.',
      '--log-level',
      'warn',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      CACHE('prettier-check/cache'),
    ],
  },
  {
    name: 'lint (eslint)',
    beside: UNIT,
    cmd: bin('eslint'),
    args: ['.', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', CACHE('eslint/')],
  },
  {
    name: 'types (tsc)',
    beside: UNIT,
    // TypeScript 7, the compiler's native port (the `typescript7` alias: the libraries that use
    // TypeScript's JavaScript API, orval and the dev server's checker, keep 5.9): the same check
    // in 8 s and 15-17 CPU-s from cold instead of 31 s and 44 (3 CPU-s warm).
    cmd: process.execPath,
    args: [
      resolve(root, 'node_modules/typescript7/bin/tsc'),
      ...['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', CACHE('tsc7/tsconfig.tsbuildinfo')],
    ],
  },
  {
    name: 'contract lint (redocly)',
    inputs: ['openapi', 'redocly.yaml', 'package-lock.json'],
    beside: UNIT,
    cmd: bin('redocly'),
    args: ['lint', 'openapi/openapi.yaml', '--config', 'redocly.yaml', '--format', 'stylish'],
  },
  {
    name: 'codegen drift',
    inputs: ['openapi', 'codegen.config.ts', 'src/api', 'scripts', 'generated', 'package-lock.json'],
    beside: UNIT,
    cmd: process.execPath,
    args: ['scripts/codegen-check.mjs'],
    // its scratch folder .generated-check/ must not appear under `eslint .` (ended, passed or not)
    after: ['lint (eslint)'],
  },
  {
    name: 'contract lint (spectral)',
    inputs: ['dist-spec/openapi.json', '.spectral.yaml', 'package-lock.json'],
    beside: UNIT,
    cmd: bin('spectral'),
    args: ['lint', 'dist-spec/openapi.json', '--fail-severity', 'error', '--display-only-failures'],
    needs: ['contract bundle'],
  },
  {
    name: 'contract examples (ajv)',
    inputs: ['dist-spec/openapi.json', 'openapi', 'scripts', 'redocly.yaml', 'package-lock.json'],
    beside: UNIT,
    cmd: process.execPath,
    args: ['scripts/check-examples.mjs'],
    needs: ['contract bundle'],
  },
  {
    name: 'contract version (changelog)',
    beside: UNIT,
    cmd: process.execPath,
    args: ['scripts/api-version.mjs', 'check'],
  },
  {
    // The sandbox's tests on a real PostgreSQL server (a throwaway cluster of Debian's postgresql).
    // Last beside the unit tests, after the checks: it takes what the unit tests leave and goes on
    // beside the build and the end-to-end tests for as long as it needs. Beside the end-to-end
    // tests, after the other steps there, it was the run's last step, alone on a core for its
    // last 30 s with the other one idle.
    name: 'sandbox (PostgreSQL)',
    beside: UNIT,
    cmd: process.execPath,
    args: ['scripts/pg-server.mjs', '--', ...sandboxTests(sandboxPgJson)],
    cores: 2,
  },
  {
    name: UNIT,
    needs: ['contract bundle'],
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`],
    cores: 2,
  },
  {
    // under the shared lock: the contract tests listen on fixed ports (CONTRACT_PORT_BASE moves them)
    name: 'contract round-trip + conformance (prism)',
    beside: E2E,
    cmd: 'flock',
    args: [
      '/tmp/contract.lock',
      bin('vitest'),
      'run',
      '--config',
      'vitest.contract.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${contractJson}`,
    ],
    // (alone: beside the PostgreSQL step, which waits on its server too, both took 110 s instead
    // of 36 s and 77 s one after the other.) First of the steps beside the end-to-end tests: alone
    // it keeps 1.5 cores busy, the sandbox steps 1.9, so a sandbox step is what is best left for
    // after them.
    cores: 2,
  },
  {
    name: 'sandbox (embedded PGlite)',
    beside: E2E,
    cmd: sandboxTests(sandboxJson)[0],
    args: sandboxTests(sandboxJson).slice(1),
    cores: 2,
  },
  { name: 'build (vite)', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'], cores: 2 },
  { name: 'bundle size', cmd: process.execPath, args: ['scripts/size.mjs'], needs: ['build (vite)'] },
  { name: 'docs (redoc)', cmd: process.execPath, args: ['scripts/build-docs.mjs'] },
  {
    name: E2E,
    cmd: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    // (after the docs step too, which it waits for as it needs both cores: the docs spec opens
    // dist-docs/, and skips itself when the docs step failed to write it)
    needs: ['build (vite)'],
    cores: 2,
  },
];

// `npm test -- lint types`: only the steps whose names contain one of the words (what they need
// and is left out counts as passed).
const only = process.argv.slice(2);
const selected = only.length ? steps.filter((step) => only.some((word) => step.name.includes(word))) : steps;
const CORES = 2;
const load = () => loadavg()[0].toFixed(1);
const results = new Map(); // name -> { name, ok, seconds, skipped, load, cpu }

/**
 * CPU seconds used by this process's children that have ended (Linux: cutime + cstime of
 * /proc/self/stat, in clock ticks of 1/100 s). Read when a step's process ends, the growth since
 * the last read is that step's CPU time (its whole process tree: test workers, browsers, servers).
 */
let childCpuSeen = 0;
function childCpuSince() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // (after "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14)
    const total = (Number(fields[13]) + Number(fields[14])) / 100;
    const used = total - childCpuSeen;
    childCpuSeen = total;
    return used;
  } catch {
    return undefined; // not Linux
  }
}
childCpuSince();

/**
 * A step with `inputs` (files and folders) is skipped when none of them has changed since it last
 * passed, as Prettier, ESLint and tsc skip the files they checked already: the key of a pass (its
 * command and the contents of its inputs, package-lock.json standing for the tools' versions) is
 * kept in node_modules/.cache/npm-test/. A fresh clone, or a changed input, runs it.
 */
function inputsKey(step) {
  if (!step.inputs) return undefined;
  const hash = createHash('sha256').update(JSON.stringify([step.cmd, step.args]));
  const add = (path) => {
    const full = resolve(root, path);
    if (!existsSync(full)) return void hash.update(`${path}: none\n`);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (name !== 'node_modules') add(`${path}/${name}`);
    } else hash.update(`${path}\n`).update(readFileSync(full));
  };
  for (const path of step.inputs) add(path);
  return hash.digest('hex');
}
const keyFile = (step) => CACHE(`npm-test/${step.name.replace(/[^a-z0-9]+/gi, '-')}.key`);

/** Runs one step; resolves when it has ended. Output streams when it runs alone, else is kept. */
function runStep(step, alone, { lower = false } = {}) {
  const key = inputsKey(step);
  if (key && existsSync(keyFile(step)) && readFileSync(keyFile(step), 'utf8') === key) {
    console.log(`\n━━ ${step.name}: its inputs are as when it last passed (${step.inputs.join(', ')}), not run again`);
    results.set(step.name, { name: step.name, ok: true, seconds: 0, cpu: 0, load: '', cached: true });
    return Promise.resolve();
  }
  return new Promise((done) => {
    const started = Date.now();
    const loadBefore = load();
    if (alone) console.log(`\n━━ ${step.name}`);
    const [cmd, args] = lower ? ['nice', ['-n', '10', step.cmd, ...step.args]] : [step.cmd, step.args];
    const child = spawn(cmd, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = (Date.now() - started) / 1000;
      const cpu = childCpuSince();
      if (!alone) {
        console.log(
          `\n━━ ${step.name} (${seconds.toFixed(1)} s, beside ${lower ? `the ${step.beside}` : 'another step'})`,
        );
        const text = Buffer.concat(output).toString();
        if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      }
      if (key) {
        // (only when its inputs did not change while it ran)
        if (code === 0 && inputsKey(step) === key) {
          mkdirSync(dirname(keyFile(step)), { recursive: true });
          writeFileSync(keyFile(step), key);
        } else rmSync(keyFile(step), { force: true });
      }
      results.set(step.name, {
        name: step.name,
        ok: code === 0,
        seconds,
        cpu,
        load: `${loadBefore}→${load()}`,
        beside: lower ? step.beside : undefined,
      });
      done();
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Of these steps' names, those of this run. */
const inRun = (names = []) => names.filter((name) => selected.some((other) => other.name === name));
const skip = (step) => results.set(step.name, { name: step.name, ok: false, seconds: 0, skipped: true, load: '' });

// In the order listed, as many at once as the cores allow; a step whose dependency failed is skipped.
// The steps `beside` another one run one after the other from when that one starts (or is skipped),
// at a lower priority; when it is not part of this run, they take their place in the order.
const runsBeside = (step) => step.beside !== undefined && inRun([step.beside]).length > 0;
const waiting = selected.filter((step) => !runsBeside(step));
const chains = new Map(); // the name of a step -> the steps that run beside it
for (const step of selected.filter(runsBeside)) chains.set(step.beside, [...(chains.get(step.beside) ?? []), step]);
const running = new Set();
let busy = 0;
await new Promise((allDone) => {
  const startChain = (name) => {
    const chain = chains.get(name);
    if (!chain) return;
    chains.delete(name);
    const run = (async () => {
      for (const step of chain) {
        // (what it needs comes before it in the chain, or has ended before the chain started)
        if (inRun(step.needs).some((need) => !results.get(need)?.ok)) skip(step);
        else await runStep(step, false, { lower: true });
      }
    })().then(() => {
      running.delete(run);
      schedule();
    });
    running.add(run);
  };
  const schedule = () => {
    for (const step of [...waiting]) {
      const needs = inRun(step.needs);
      if (needs.some((name) => results.get(name) && !results.get(name).ok)) {
        waiting.splice(waiting.indexOf(step), 1);
        skip(step);
        startChain(step.name);
        continue;
      }
      if (!needs.every((name) => results.get(name)?.ok)) continue;
      const after = inRun(step.after);
      if (!after.every((name) => results.has(name))) continue;
      const cores = step.cores ?? 1;
      if (busy + cores > CORES) break; // keep the order: nothing overtakes a step that waits for cores
      waiting.splice(waiting.indexOf(step), 1);
      busy += cores;
      const run = runStep(step, cores === CORES).then(() => {
        busy -= cores;
        running.delete(run);
        schedule();
      });
      running.add(run);
      startChain(step.name);
    }
    if (waiting.length === 0 && running.size === 0) allDone();
  };
  schedule();
});

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of [vitestJson, contractJson, sandboxJson, sandboxPgJson]) {
    if (!existsSync(file)) continue;
    const v = JSON.parse(readFileSync(file, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    passed += p.stats?.expected ?? 0;
    failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
  }
  return { passed, failed };
}

// The names of failed tests, repeated at the end so that the tail of a CI log says what broke.
function failedNames() {
  const names = [];
  for (const file of [vitestJson, contractJson, sandboxJson, sandboxPgJson]) {
    if (!existsSync(file)) continue;
    const v = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of v.testResults ?? []) {
      const path = suite.name?.replace(`${root}/`, '') ?? '';
      const failing = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failing)
        names.push(`${path} › ${a.fullName ?? a.title}\n      ${firstLine(a.failureMessages?.[0])}`);
      if (!failing.length && suite.status === 'failed') names.push(`${path}\n      ${firstLine(suite.message)}`);
    }
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected' || test.status === 'flaky')
            names.push(
              `${spec.file ?? file} › ${spec.title} (${test.status})\n      ${firstLine(test.results?.at(-1)?.error?.message)}`,
            );
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of p.suites ?? []) walk(suite, suite.file);
  }
  return names;
}
/** The slowest test files of each runner (where the time goes), from their JSON reports. */
function slowestFiles(count = 8) {
  const rows = [];
  for (const [runner, file] of [
    ['unit', vitestJson],
    ['sandbox', sandboxJson],
    ['sandbox-pg', sandboxPgJson],
    ['contract', contractJson],
  ]) {
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? [])
      rows.push([runner, suite.name?.replace(`${root}/`, ''), (suite.endTime - suite.startTime) / 1000]);
  }
  if (existsSync(playwrightJson)) {
    const byFile = new Map();
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) {
            const key = `${test.projectName} ${spec.file ?? file}`;
            byFile.set(key, (byFile.get(key) ?? 0) + result.duration / 1000);
          }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of JSON.parse(readFileSync(playwrightJson, 'utf8')).suites ?? []) walk(suite, suite.file);
    for (const [key, seconds] of byFile) rows.push(['e2e', key, seconds]);
  }
  if (!rows.length) return;
  console.log(`\n━━ slowest test files (seconds in their worker; each runner runs several files at once)`);
  for (const runner of ['unit', 'sandbox', 'sandbox-pg', 'contract', 'e2e']) {
    const mine = rows.filter((r) => r[0] === runner).sort((a, b) => b[2] - a[2]);
    if (!mine.length) continue;
    const sum = mine.reduce((total, r) => total + r[2], 0);
    console.log(`  ${runner}: ${mine.length} files, ${sum.toFixed(0)} s in all`);
    for (const [, name, seconds] of mine.slice(0, count))
      console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  }
}

/** The start of a failure's message: its first lines, the expected/received diff included. */
function firstLine(text, lines = 14) {
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  return String(text ?? '')
    .replace(ansi, '')
    .split('\n')
    .filter((l) => l.trim())
    .filter((l) => !/^\s+at /.test(l))
    .slice(0, lines)
    .join('\n      ');
}

const failures = failedNames();
if (failures.length) {
  console.log('\n━━ failed tests');
  for (const name of failures) console.log(`  ✗ ${name}`);
}

slowestFiles();

console.log(
  '\n━━ summary (CPU: the seconds of CPU its processes used; load: the 1-minute load average when the step started → ended, on 2 cores)',
);
const ordered = selected.map((step) => results.get(step.name)).filter(Boolean);
const width = Math.max(...ordered.map((r) => r.name.length)) + 2;
for (const r of ordered) {
  const status = r.skipped ? 'SKIPPED' : r.cached ? 'cached' : r.ok ? 'ok' : 'FAILED';
  const name = r.beside ? `${r.name} ∥` : r.name;
  const cpu = r.cpu === undefined ? '' : `CPU ${r.cpu.toFixed(0).padStart(5)} s`;
  console.log(
    `  ${name.padEnd(width)}  ${status.padEnd(7)}  ${r.seconds.toFixed(1).padStart(6)} s   ${cpu.padEnd(12)}  load ${r.load}`,
  );
}
const total = (Date.now() - runStarted) / 1000;
const failedSteps = ordered.filter((r) => !r.ok).length;
const totalCpu = ordered.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(
  `  ${'total (wall clock)'.padEnd(width)}  ${''.padEnd(7)}  ${total.toFixed(1).padStart(6)} s   CPU ${totalCpu.toFixed(0).padStart(5)} s`,
);
const besides = [...new Set(ordered.map((r) => r.beside).filter(Boolean))];
for (const name of besides)
  console.log(`  ∥ ran beside the ${name}, at a lower priority (the CPU of steps at once is shared out as they end)`);
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed + (failedSteps > 0 && failed === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
