import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The contract test: Prism on the bundled contract, checked with the generated zod validators. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/contract/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
