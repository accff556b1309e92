import { defineConfig } from 'vitest/config';

/**
 * The sandbox's own tests (sandbox/test): integration tests against a real embedded database
 * (PGlite in memory; PostgreSQL with SANDBOX_TEST_PG=1 and DATABASE_URL), property tests for money.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['sandbox/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
