// End-to-end tests: the built app (vite preview, under /h5/) in Debian's Chromium. Two projects:
// `chromium` talks to Prism serving the contract's examples (tests/e2e/*.spec.ts), `sandbox` to
// the stateful sandbox (tests/e2e/sandbox/*.spec.ts: journeys asserted by their consequences),
// each through its own preview server's /api and /socket.io proxies.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// E2E_PORT_BASE moves all three servers (two checkouts can then run their suites side by side).
const base = Number(process.env.E2E_PORT_BASE ?? 0);
const PRISM_PORT = base ? base : 4110;
const SOCKET_PORT = base ? base + 1 : 4120;
const APP_PORT = base ? base + 2 : 4173;
const SANDBOX_PORT = base ? base + 3 : 4130;
const SANDBOX_APP_PORT = base ? base + 4 : 4174;
/** The sandbox's own URL (its control API), for the sandbox specs. */
process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: 'sandbox/**' },
    {
      name: 'sandbox',
      testMatch: 'sandbox/**/*.spec.ts',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${SANDBOX_APP_PORT}/h5/` },
    },
  ],
  webServer: [
    {
      command: `node scripts/bundle-spec.mjs && node_modules/.bin/prism mock dist-spec/openapi.json -p ${PRISM_PORT} -h 127.0.0.1 -v warn`,
      port: PRISM_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node mock/socket-server.mjs --port ${SOCKET_PORT}`,
      port: SOCKET_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${APP_PORT} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${APP_PORT}/h5/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_API_URL: `http://127.0.0.1:${PRISM_PORT}`, MOCK_SOCKET_URL: `http://127.0.0.1:${SOCKET_PORT}` },
    },
    {
      // in memory: every run starts from the seed; each spec makes the users it needs
      command: `node_modules/.bin/jiti sandbox/src/main.ts --memory --chat-every 0 --port ${SANDBOX_PORT} > /tmp/sbx5103.log 2>&1`,
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${SANDBOX_APP_PORT} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${SANDBOX_APP_PORT}/h5/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        MOCK_API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        MOCK_SOCKET_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      },
    },
  ],
});
