// End-to-end tests: the built app (vite preview, under /h5/) in Debian's Chromium. Two projects:
// `chromium` talks to Prism serving the contract's examples (tests/e2e/*.spec.ts), `sandbox` to
// the stateful sandbox (tests/e2e/sandbox/*.spec.ts: journeys asserted by their consequences),
// each through its own preview server's /api and /socket.io proxies.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium.mjs';

// E2E_PORT_BASE moves all three servers (two checkouts can then run their suites side by side).
const base = Number(process.env.E2E_PORT_BASE ?? 0);
const PRISM_PORT = base ? base : 4110;
const SOCKET_PORT = base ? base + 1 : 4120;
const APP_PORT = base ? base + 2 : 4173;
/**
 * Three workers on two cores: a test spends part of its time waiting (answers, a debounce, the
 * client's retry a second later), which the third one uses. The suite alone: 478 s on two
 * workers, 423 s on three (1.46 → 1.76 cores busy). E2E_WORKERS sets another number.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/**
 * The sandbox journeys run in lanes, each with a sandbox and a preview server of its own: a lane
 * runs one test at a time, so a price or clock moved by one test never reaches a test of another
 * lane (tests/e2e/sandbox/sandbox.ts picks the lane of its worker). One lane by default: the
 * journeys, which mostly wait (their sandbox's answers, a screen's own refresh), run one after
 * the other from the start of the run on one worker while the two others run the Prism specs,
 * whose work fills those waits; with three lanes they ran last, all three at once, and the machine
 * idled through their waits. E2E_SANDBOX_WORKERS sets another number.
 */
const SANDBOX_WORKERS = Math.min(WORKERS, Number(process.env.E2E_SANDBOX_WORKERS ?? 1));
const SANDBOX_LANES = Array.from({ length: SANDBOX_WORKERS }, (_, lane) => ({
  sandbox: base ? base + 3 + lane * 2 : 4130 + lane,
  app: base ? base + 4 + lane * 2 : 4174 + lane,
}));
process.env.E2E_SANDBOX_LANES = JSON.stringify(SANDBOX_LANES);

const VALUE_OPTIONS = new Set(
  '-c --config -g --grep -gv --grep-invert -j --workers --reporter --repeat-each --retries --timeout --output --shard --max-failures'.split(
    ' ',
  ),
);
/**
 * The projects this run needs, from its command line (`--project`, file filters): only their
 * servers start, so one Prism spec does not wait for two sandboxes, nor one journey for Prism.
 */
function projectsRun(argv: string[]): { chromium: boolean; sandbox: boolean } {
  const projects: string[] = [];
  const filters: string[] = [];
  for (let i = argv.indexOf('test') + 1; i > 0 && i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--project') projects.push(argv[++i] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) {
      if (VALUE_OPTIONS.has(arg)) i++; // its value is the next argument
    } else filters.push(arg);
  }
  const files = readdirSync(fileURLToPath(new URL('./tests/e2e', import.meta.url)), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `tests/e2e/${file}`);
  const matches = (sandbox: boolean) =>
    files.some(
      (file) =>
        file.startsWith('tests/e2e/sandbox/') === sandbox &&
        (filters.length === 0 || filters.some((f) => file.includes(f.split(':')[0]!) || matchesPattern(f, file))),
    );
  const wanted = (name: string) => projects.length === 0 || projects.includes(name);
  return { chromium: wanted('chromium') && matches(false), sandbox: wanted('sandbox') && matches(true) };
}
function matchesPattern(pattern: string, file: string): boolean {
  try {
    return new RegExp(pattern).test(file);
  } catch {
    return false;
  }
}
const run = projectsRun(process.argv);

/**
 * What a failed test leaves (in test-results/): by default its screenshot and error-context.md,
 * Playwright's outline of the page (its roles, names and texts) at the failure. Recording every
 * test's trace for the few that fail cost a fifth of the step's CPU with the DOM snapshots alone
 * (dialog-fit, account, nft and earn: 128 CPU-s with them, 100 without) and a third with the
 * screencast (the failure sweep: 190 CPU-s, 140 without it, 120 with no trace).
 * E2E_TRACE=dom keeps a failed test's trace with its DOM before and after each action,
 * E2E_TRACE=full with its screencast too.
 */
const TRACE =
  process.env.E2E_TRACE === 'dom' || process.env.E2E_TRACE === 'full'
    ? { mode: 'retain-on-failure' as const, screenshots: process.env.E2E_TRACE === 'full' }
    : ('off' as const);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  // Generous waits: CI is a loaded 2-core machine where a cold route can take several seconds to
  // show; a wait ends as soon as what it expects is there, so a healthy run is no slower.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${APP_PORT}/h5/`,
    locale: 'en-US',
    // As a user who asked the phone to reduce motion: what each step leaves on the screen, without
    // waiting for the kit's sheets and dialogs to spring into place (a click waits until its
    // target stops moving) or for the routes' fades. The step: 358 → 336 s, 590 → 557 CPU-s.
    // motion.spec.ts checks the motion a default device gets, and that this setting removes it.
    reducedMotion: 'reduce',
    trace: TRACE,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      // One renderer process for the app's pages of a browser context: the page a test opens in the
      // context its worker keeps (tests/e2e/test.ts) joins the renderer of the page before, where
      // the app's code is compiled already, instead of starting one of its own.
      args: [...CHROMIUM_ARGS, '--process-per-site'],
    },
  },
  projects: [
    // (Dark: the app follows the device's setting, and the specs check its dark theme; the light
    // theme's own checks set colorScheme: 'light' themselves, tests/e2e/theme.spec.ts.)
    // (the journeys first: they start with the run, beside the Prism specs)
    {
      name: 'sandbox',
      testMatch: 'sandbox/**/*.spec.ts',
      workers: SANDBOX_WORKERS,
      use: { browserName: 'chromium', colorScheme: 'dark', baseURL: `http://127.0.0.1:${SANDBOX_LANES[0]!.app}/h5/` },
    },
    { name: 'chromium', use: { browserName: 'chromium', colorScheme: 'dark' }, testIgnore: 'sandbox/**' },
  ],
  webServer: serversOf([...(run.chromium ? prismServers() : []), ...(run.sandbox ? sandboxServers() : [])]),
});

interface Server {
  name: string;
  command: string;
  url?: string;
  port?: number;
  timeout: number;
  env?: Record<string, string>;
}

/**
 * The servers, started side by side by scripts/e2e-servers.mjs (Playwright starts the entries of
 * `webServer` one after another: 23 s before the first test), ready when all of them answer.
 */
function serversOf(servers: Server[]) {
  if (servers.length === 0) return [];
  const ready = base ? base + 30 : 4190;
  return {
    command: 'node scripts/e2e-servers.mjs',
    port: ready,
    reuseExistingServer: false,
    timeout: Math.max(...servers.map((server) => server.timeout)) + 10_000,
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_READY_PORT: String(ready) },
  };
}

function prismServers(): Server[] {
  return [
    {
      name: 'prism',
      command: `node scripts/bundle-spec.mjs && node_modules/.bin/prism mock dist-spec/openapi.json -p ${PRISM_PORT} -h 127.0.0.1 -v warn`,
      port: PRISM_PORT,
      timeout: 60_000,
    },
    {
      name: 'socket mock',
      command: `node mock/socket-server.mjs --port ${SOCKET_PORT}`,
      port: SOCKET_PORT,
      timeout: 30_000,
    },
    {
      name: 'preview (prism)',
      command: `node_modules/.bin/vite preview --port ${APP_PORT} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${APP_PORT}/h5/`,
      timeout: 60_000,
      env: { MOCK_API_URL: `http://127.0.0.1:${PRISM_PORT}`, MOCK_SOCKET_URL: `http://127.0.0.1:${SOCKET_PORT}` },
    },
  ];
}

function sandboxServers(): Server[] {
  return SANDBOX_LANES.flatMap((lane, index): Server[] => [
    {
      name: `sandbox ${index}`,
      // in memory: every run starts from the seed; each test makes the users it needs
      command: `node_modules/.bin/jiti sandbox/src/main.ts --memory --quiet --chat-every 0 --port ${lane.sandbox}`,
      url: `http://127.0.0.1:${lane.sandbox}/__sandbox`,
      timeout: 90_000,
      // (each journey signs up users of its own: their passwords hashed at a test's cost)
      env: { SANDBOX_PASSWORD_COST: '10' },
    },
    {
      name: `preview (sandbox ${index})`,
      command: `node_modules/.bin/vite preview --port ${lane.app} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${lane.app}/h5/`,
      timeout: 60_000,
      env: {
        MOCK_API_URL: `http://127.0.0.1:${lane.sandbox}`,
        MOCK_SOCKET_URL: `http://127.0.0.1:${lane.sandbox}`,
        SANDBOX_URL: `http://127.0.0.1:${lane.sandbox}`,
      },
    },
  ]);
}
