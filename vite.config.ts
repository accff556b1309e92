import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';

const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const mockSocket = process.env.MOCK_SOCKET_URL ?? 'http://127.0.0.1:4020';

/**
 * A strict Content Security Policy for the built app: scripts and styles only from our origin,
 * no inline script, no eval. Only in the build: the dev server injects inline scripts for HMR.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss: https:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'h5-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`),
  };
}

/**
 * Generated zod validators carry every schema description of the contract as `.describe(...)`
 * text. The app never reads it, so the build drops it (the validation rules stay untouched).
 */
function stripZodDescriptions(): Plugin {
  const describe = /\.check\(\/\*#__PURE__\*\/ zod\.describe\('(?:[^'\\]|\\.)*'\)\)/g;
  return {
    name: 'h5-strip-zod-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]generated[\\/]zod[\\/]/.test(id)) return null;
      return { code: code.replace(describe, ''), map: null };
    },
  };
}

/**
 * Serves the mock's images (mock/upload) at /upload in the dev server and in preview, as a
 * deployed backend serves uploaded files. Production builds do not contain them.
 */
function mockUploads(): Plugin {
  const root = fileURLToPath(new URL('./mock/upload/', import.meta.url));
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith('/upload/')) return next();
    const file = normalize(join(root, decodeURIComponent(url.slice('/upload/'.length))));
    if (!file.startsWith(root) || !existsSync(file)) return next();
    res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
    res.setHeader('Cache-Control', 'max-age=3600');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'h5-mock-uploads',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

const proxy = {
  '/api': { target: mockApi, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/socket.io': { target: mockSocket, ws: true, changeOrigin: true },
};

export default defineConfig({
  base: '/h5/',
  plugins: [react(), contentSecurityPolicy(), stripZodDescriptions(), mockUploads()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
