import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';

const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const mockSocket = process.env.MOCK_SOCKET_URL ?? 'http://127.0.0.1:4020';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * A strict Content Security Policy for the built app: scripts and styles only from our origin,
 * no inline script, no eval. Only in the build: the dev server injects inline scripts for HMR.
 * The one exception is the third-party live-chat widget of the customer-service page: the origins
 * in `VITE_SUPPORT_ORIGIN` (comma-separated https origins) may serve scripts, no other.
 */
function csp(scriptOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: https:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** `VITE_SUPPORT_ORIGIN` as a list of https origins; anything else stops the build. */
function supportOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin = '';
      try {
        const url = new URL(entry);
        if (url.protocol === 'https:' && !url.username && !url.password) origin = url.origin;
      } catch {
        // reported below
      }
      if (!origin || origin !== entry.replace(/\/+$/, '')) {
        throw new Error(`VITE_SUPPORT_ORIGIN: "${entry}" is not an https origin (https://host[:port])`);
      }
      return origin;
    });
}

function contentSecurityPolicy(): Plugin {
  let policy = csp([]);
  return {
    name: 'h5-csp',
    apply: 'build',
    configResolved: (config) => {
      policy = csp(supportOrigins(config.env.VITE_SUPPORT_ORIGIN as string | undefined));
    },
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
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
  // The app version (package.json), shown in Settings and on the about page.
  define: { __APP_VERSION__: JSON.stringify(version) },
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
