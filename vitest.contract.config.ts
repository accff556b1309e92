import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The contract tests: Prism on the bundled contract, checked with the generated zod validators,
 * and the conformance command judged against Prism and a faulty backend (tests/conformance).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/contract/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
      testTimeout: 20_000,
      // (a server's start waits as long as it takes, tests/contract/listening.ts: beside the
      // end-to-end tests in `npm test` these files run at a lower priority)
      hookTimeout: 300_000,
      // Two files at once on two cores (vitest's default there is one): the step took 118 s of
      // CPU on one core; each file's servers are its own (CONTRACT_PORT_BASE + its offsets).
      maxWorkers: 2,
      // The tests' modules (the generated validators among them) as an earlier run transformed them,
      // kept on disk by their contents: the step's transforms 5.6 -> 1.8 s once warm.
      experimental: { fsModuleCache: true },
    },
  }),
);
