import { defineConfig } from 'vitest/config';

/**
 * The sandbox's own tests (sandbox/test): integration tests against a real embedded database
 * (PGlite in memory; PostgreSQL with SANDBOX_TEST_PG=1 and DATABASE_URL), property tests for money.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['sandbox/test/**/*.test.ts'],
    // migrates and seeds one world that each test file's sandbox starts from as a copy
    globalSetup: ['sandbox/test/global-setup.ts'],
    // generous: some tests start a sandbox of their own, which takes seconds on a loaded machine
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
