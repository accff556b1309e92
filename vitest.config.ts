import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Resolve the UI kit through Vite as the app build does (its ES build, one module graph).
      server: { deps: { inline: ['antd-mobile'] } },
    },
  }),
);
