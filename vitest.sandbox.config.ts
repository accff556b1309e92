import { configDefaults, defineConfig } from 'vitest/config';

// Passwords hashed at scrypt's N = 2^10 instead of 2^14 (sandbox/src/seed/core.ts): the files
// create users by the hundred, and the hashes were half the CPU of the money properties. Set here
// so that the seed of the global setup and every worker (forks inherit it) use it.
process.env.SANDBOX_PASSWORD_COST ??= '10';

/**
 * The sandbox's own tests (sandbox/test): integration tests against a real embedded database
 * (PGlite in memory; PostgreSQL with SANDBOX_TEST_PG=1 and DATABASE_URL), property tests for money.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['sandbox/test/**/*.test.ts'],
    // On PostgreSQL (SANDBOX_TEST_PG), not the files that never use it, which the embedded step has
    // run already: the restart tests (a sandbox stopped and started again on a PGlite data folder of
    // its own) and the message catalogues.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.SANDBOX_TEST_PG
        ? ['sandbox/test/{restart,chat,notifications-restart,messages,template}.test.ts']
        : []),
    ],
    // migrates and seeds one world that each test file's sandbox starts from as a copy
    globalSetup: ['sandbox/test/global-setup.ts'],
    // generous: some tests start a sandbox of their own, which takes seconds on a loaded machine,
    // and in `npm test` the files run at a lower priority beside the end-to-end tests, taking only
    // what those leave: a money property that takes 20 s alone once took over 120 s there
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two workers, one per core (vitest's default on two cores is one), each running its files one
    // after the other in one process: the modules, the contract's validators and the seeded
    // tarball are loaded once per worker instead of once per file. Each sandbox still has a
    // database of its own, closed (or dropped) with its file.
    maxWorkers: 2,
    // The sandbox's modules as transformed by an earlier run, kept on disk by their contents
    // (node_modules/.experimental-vitest-cache): the step alone 74-78 -> 69-73 CPU-s once warm.
    experimental: { fsModuleCache: true },
    isolate: false,
  },
});
