import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      // The files of a worker share its process, its jsdom page and the libraries they load, which
      // each file used to set up again (about half of this step's CPU time). fresh-modules.ts,
      // the first setup file, then gives every file what isolation gave it: the app's modules
      // evaluated again with the file's own mocks, and an empty page.
      isolate: false,
      // Four workers on two cores (vitest's default there is one): a screen's test spends much of
      // its time waiting (its answers, a debounce, a countdown on real timers), and the other
      // workers use that time. The step on a quiet machine: 195 s on one worker, 101 s on two,
      // 80 s on three, 72 s on four, 127-129 s of CPU each time.
      maxWorkers: 4,
      setupFiles: ['tests/unit/fresh-modules.ts', 'tests/unit/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // The UI kit and its icons pre-bundled once per run by the dependency optimizer (one file
      // each, shared chunks between the kit's entries so that its toast has one instance), instead
      // of hundreds of modules evaluated again by every test file. The bundles are inlined (run
      // through Vite, not Node) so that the kit's CSS imports they keep are empty modules.
      server: { deps: { inline: ['antd-mobile', /node_modules\/\.vite\/vitest\//] } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'antd-mobile/es/index.js',
              'antd-mobile/es/components/toast',
              'antd-mobile/es/utils/unstable-render',
              'antd-mobile-icons',
            ],
          },
        },
      },
    },
  }),
);
