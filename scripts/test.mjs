// `npm test`: every gate, in order, with its time: format, lint, types, contract lint, codegen
// drift, unit tests, build (+ bundle sizes), docs, end-to-end tests in Chromium. Runs them all,
// prints a summary and exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
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

const steps = [
  { name: 'format (prettier)', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'lint (eslint)', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'types (tsc)', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  {
    name: 'contract lint (redocly)',
    cmd: bin('redocly'),
    args: ['lint', 'openapi/openapi.yaml', '--config', 'redocly.yaml', '--format', 'stylish'],
  },
  { name: 'codegen drift', cmd: process.execPath, args: ['scripts/codegen-check.mjs'] },
  {
    name: 'contract lint (spectral)',
    cmd: bin('spectral'),
    args: ['lint', 'dist-spec/openapi.json', '--fail-severity', 'error', '--display-only-failures'],
  },
  { name: 'contract examples (ajv)', cmd: process.execPath, args: ['scripts/check-examples.mjs'] },
  { name: 'contract version (changelog)', cmd: process.execPath, args: ['scripts/api-version.mjs', 'check'] },
  {
    name: 'unit tests (vitest)',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`],
  },
  { name: 'sandbox (embedded PGlite)', cmd: sandboxTests(sandboxJson)[0], args: sandboxTests(sandboxJson).slice(1) },
  {
    // the same tests on a real PostgreSQL server (a throwaway cluster of Debian's postgresql)
    name: 'sandbox (PostgreSQL)',
    cmd: process.execPath,
    args: ['scripts/pg-server.mjs', '--', ...sandboxTests(sandboxPgJson)],
  },
  {
    // under the shared lock: the contract tests listen on fixed ports (CONTRACT_PORT_BASE moves them)
    name: 'contract round-trip + conformance (prism)',
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
  },
  { name: 'build (vite)', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  { name: 'bundle size', cmd: process.execPath, args: ['scripts/size.mjs'], needs: 'build (vite)' },
  { name: 'docs (redoc)', cmd: process.execPath, args: ['scripts/build-docs.mjs'] },
  {
    name: 'end-to-end (playwright)',
    cmd: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    needs: 'build (vite)',
  },
];

const results = [];
for (const step of steps) {
  const dependency = step.needs && results.find((r) => r.name === step.needs);
  if (dependency && !dependency.ok) {
    results.push({ name: step.name, ok: false, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n━━ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { cwd: root, env, stdio: 'inherit' });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

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
function firstLine(text) {
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  return (
    String(text ?? '')
      .replace(ansi, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

const failures = failedNames();
if (failures.length) {
  console.log('\n━━ failed tests');
  for (const name of failures) console.log(`  ✗ ${name}`);
}

console.log('\n━━ summary');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  const status = r.skipped ? 'SKIPPED' : r.ok ? 'ok' : 'FAILED';
  console.log(`  ${r.name.padEnd(width)}  ${status.padEnd(7)}  ${r.seconds.toFixed(1).padStart(6)} s`);
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${total.toFixed(1).padStart(6)} s`);
const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed + (failedSteps > 0 && failed === 0 ? failedSteps : 0)} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
