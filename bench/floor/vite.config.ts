// Builds the stack-floor page (bench/floor/floor.tsx) into dist-floor/, served under /h5/ like the
// app so that scripts/bench-lighthouse.mjs measures it the same way (`npm run bench:floor`).
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/h5/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist-floor', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
