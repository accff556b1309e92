import { createLogger, defineConfig, type Logger, type Plugin } from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import checker from 'vite-plugin-checker';
import { fileURLToPath, URL } from 'node:url';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import {
  contentSecurityPolicy,
  IMMUTABLE_CACHE,
  nginxHeaderLines,
  NO_CACHE,
  policyOrigins,
  securityHeaders,
  type SecurityEnv,
} from './scripts/security-headers.ts';
import { precompress, servePrecompressed } from './scripts/precompress.ts';
import { iconPaths } from './scripts/icon-paths.ts';
import { lazyZodSchemas } from './scripts/lazy-zod.ts';

const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const mockSocket = process.env.MOCK_SOCKET_URL ?? 'http://127.0.0.1:4020';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The strict Content Security Policy of the built app (scripts only from our origin and the
 * configured live-chat origins, no inline script, no eval, Trusted Types), built from the VITE_*
 * configuration by scripts/security-headers.ts: a meta tag in index.html, every security header
 * from `vite preview`, and the same headers for nginx in dist/.deploy/. Only in the build and
 * preview: the dev server injects inline scripts for HMR.
 */
const HEADERS_JSON = '.deploy/security-headers.json';

/**
 * The locale files (locales/<lang>/<namespace>.json) in the build: each a chunk of its own named
 * `assets/locales/<lang>/<namespace>-<hash>.js`, with one hash for all of them (their content).
 * Since every language has every namespace, the entry finds a file from its language, namespace
 * and that hash (src/app/locale-files.ts, `__H5_LOCALE_FILES__`) instead of carrying a table of
 * the ~290 files: 2.9 KiB gzip less on every first paint, and less for the entry to compile. A
 * changed text gives every locale file a new name, which costs a returning user the download of
 * their own language's few files. The dev server and the tests load the same JSON through
 * `import.meta.glob`.
 */
function localeFiles(): Plugin {
  const root = fileURLToPath(new URL('./locales/', import.meta.url));
  const namespacesOf = (lang: string) =>
    readdirSync(join(root, lang))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  let table = { hash: '', languages: [] as string[], namespaces: [] as string[] };
  return {
    name: 'h5-locale-files',
    // (Read by the build only: not when the dev server or the tests load this file.)
    apply: 'build',
    config() {
      const languages = readdirSync(root).sort();
      const namespaces = namespacesOf(languages[0] ?? '');
      const hash = createHash('sha256');
      for (const lang of languages) {
        const own = namespacesOf(lang);
        if (own.join() !== namespaces.join())
          throw new Error(`locales/${lang} does not hold the namespaces of locales/${languages[0]}: ${own.join()}`);
        for (const namespace of own) {
          hash.update(`${lang}/${namespace}.json\0`);
          hash.update(readFileSync(join(root, lang, `${namespace}.json`)));
        }
      }
      table = { hash: hash.digest('base64url').slice(0, 8), languages, namespaces };
      return { define: { __H5_LOCALE_FILES__: JSON.stringify(table) } };
    },
    buildStart() {
      for (const lang of table.languages)
        for (const namespace of table.namespaces)
          this.emitFile({
            type: 'chunk',
            id: join(root, lang, `${namespace}.json`),
            fileName: `assets/locales/${lang}/${namespace}-${table.hash}.js`,
            // (The app's build drops what an entry exports; these are loaded for their texts.)
            preserveSignature: 'strict',
          });
    },
  };
}

/**
 * A locale file edited while the dev server runs: its texts go to the page as an `h5:locale`
 * event (src/app/i18n.ts puts them into i18next and re-renders), instead of Vite's default for a
 * module nobody accepts, a full reload that loses what the page held. A file that is not valid
 * JSON yet (typing in progress) is left out with a warning until it is.
 */
function localeHotUpdate(): Plugin {
  const localeFile = /[\\/]locales[\\/]([a-z]+)[\\/]([\w-]+)\.json$/;
  return {
    name: 'h5-locale-hot-update',
    apply: 'serve',
    async hotUpdate({ file: path, read, type, server }) {
      const match = localeFile.exec(path);
      if (!match || this.environment.name !== 'client') return;
      if (type === 'delete') return [];
      const [, language, namespace] = match;
      let texts: unknown;
      try {
        texts = JSON.parse(await read());
      } catch (error) {
        server.config.logger.warn(`[h5-locale] ${path}: ${(error as Error).message}; the page keeps the last texts`);
        return [];
      }
      this.environment.hot.send({ type: 'custom', event: 'h5:locale', data: { language, namespace, texts } });
      server.config.logger.info(`[h5-locale] ${language}/${namespace} updated in place`, { timestamp: true });
      return [];
    },
  };
}

function securityPolicy(): Plugin {
  let env: SecurityEnv = {};
  return {
    name: 'h5-security-headers',
    configResolved: (config) => {
      env = config.env as SecurityEnv;
      if (config.command === 'build') policyOrigins(env); // a malformed origin stops the build here
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server
          ? html
          : html.replace(
              '<head>',
              `<head>\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, { meta: true })}" />`,
            ),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_JSON, source: JSON.stringify(securityHeaders(env), null, 2) });
      this.emitFile({ type: 'asset', fileName: '.deploy/nginx-security-headers.conf', source: nginxHeaderLines(env) });
    },
    configurePreviewServer: (server) => {
      // The headers the build wrote (its configuration), or those of the current one.
      const written = resolve(server.config.root, server.config.build.outDir, HEADERS_JSON);
      const headers = existsSync(written)
        ? (JSON.parse(readFileSync(written, 'utf8')) as Record<string, string>)
        : securityHeaders(env);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path.startsWith('/api/') || path.startsWith('/socket.io/')) return next();
        if (path.startsWith('/h5/.')) {
          res.statusCode = 404;
          res.end();
          return;
        }
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Cache-Control', path.startsWith('/h5/assets/') ? IMMUTABLE_CACHE : NO_CACHE);
        next();
      });
      // The build's .br / .gz copies, as nginx serves them (scripts/precompress.ts).
      server.middlewares.use(servePrecompressed(resolve(server.config.root, server.config.build.outDir)));
    },
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
    // Before Vite's own TypeScript transform, which rewrites the quotes and comments it matches.
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]generated[\\/]zod[\\/]/.test(id)) return null;
      return { code: code.replace(describe, ''), map: null };
    },
  };
}

/**
 * The generated zod validators build each schema on first use (scripts/lazy-zod.ts): loading the
 * validators of an area then costs a wrapper per schema, not the construction of all of them. In
 * the dev server and the unit tests too, so that they check answers as the built app does.
 */
function lazyZodValidators(): Plugin {
  return {
    name: 'h5-lazy-zod-validators',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]generated[\\/]zod[\\/].*\.zod\.ts$/.test(id)) return null;
      return { code: lazyZodSchemas(code), map: null };
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

/**
 * antd-mobile renders Toast and Dialog through a render function that defaults to the legacy
 * ReactDOM.render, gone in React 19; src/app/ui-kit-render.ts gives it createRoot. In the build
 * the kit's own render-to-body module imports that hook, so it runs exactly before the kit first
 * renders something imperatively and the entry carries no kit code. (The dev server pre-bundles
 * the kit without plugins: there main.tsx imports the hook.)
 */
function kitRenderHook(): Plugin {
  const hook = fileURLToPath(new URL('./src/app/ui-kit-render.ts', import.meta.url));
  return {
    name: 'h5-kit-render-hook',
    apply: 'build',
    transform(code, id) {
      if (!/antd-mobile[\\/]es[\\/]utils[\\/]render-to-body\.js$/.test(id)) return null;
      return { code: `import ${JSON.stringify(hook)};\n${code}`, map: null };
    },
  };
}

/**
 * The API client sends every request through XMLHttpRequest (`adapter: 'xhr'` in
 * src/api/http-client.ts). axios' fetch adapter (~7 KiB raw in every screen's first load) is never
 * chosen, so the build gives axios an empty one: asked for `fetch`, axios answers that it is not
 * available, as in a browser without fetch.
 */
function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'h5-axios-without-fetch-adapter',
    apply: 'build',
    load(id) {
      if (!/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id)) return null;
      return 'export const getFetch = () => undefined;\nexport default undefined;\n';
    },
  };
}

/**
 * A lazy page's chunks are announced to the browser as `<link rel="modulepreload">`s by Vite's
 * preload helper, all in the task that asks for the page: Trade's first paint adds ~35 of them.
 * Each insertion starts a request, which costs the main thread ~1 ms when the page is observed
 * (DevTools, Lighthouse) and ~0.2 ms otherwise, so they made one long task. The helper here adds
 * the first few at once and the others a few per task, so the task that asks for a page stays
 * short; the requests still all leave before the first of them can answer.
 */
function preloadLinksInSlices(perTask = 4): Plugin {
  const insertion = 'document.head.appendChild(link);';
  return {
    name: 'h5-preload-links-in-slices',
    apply: 'build',
    transform(code, id) {
      if (id !== '\0vite/preload-helper.js') return null;
      if (!code.includes(insertion)) throw new Error('h5-preload-links-in-slices: the preload helper changed');
      const queue = `const h5LinkQueue = [];
let h5LinkCount = 0;
function h5AppendLink(link) {
  if (h5LinkQueue.length === 0 && h5LinkCount < ${perTask}) {
    h5LinkCount++;
    if (h5LinkCount === 1) setTimeout(h5NextSlice, 0);
    document.head.appendChild(link);
  } else h5LinkQueue.push(link);
}
function h5NextSlice() {
  h5LinkCount = 0;
  for (const link of h5LinkQueue.splice(0, ${perTask})) {
    h5LinkCount++;
    document.head.appendChild(link);
  }
  if (h5LinkCount > 0) setTimeout(h5NextSlice, 0);
}
`;
      return { code: queue + code.replace(insertion, 'h5AppendLink(link);'), map: null };
    },
  };
}

/**
 * The entry's script blocks rendering (`blocking="render"`): it puts the chosen colour theme on
 * the page (src/lib/theme.ts) before the browser paints anything, so a light choice on a dark
 * device (or the other way round) shows no frame of the other theme. Nothing is on the page
 * before the entry has run (an empty #root), and the entry imports no library (below), so this
 * delays no content. Vite writes the entry's tag itself and drops the attribute of index.html.
 */
function entryBlocksRendering(): Plugin {
  return {
    name: 'h5-entry-blocks-rendering',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src=/;
        if (!entry.test(html)) throw new Error('h5-entry-blocks-rendering: no entry script tag in index.html');
        return html.replace(entry, '<script type="module" crossorigin blocking="render" src=');
      },
    },
  };
}

/**
 * The entry (src/main.tsx) is small: it asks for the page the app opens on at once, then for the
 * app itself (src/app/start.tsx, in the shell chunk), so the page's code downloads beside the
 * libraries instead of after they have been evaluated. The app's files (the shell, the libraries,
 * rolldown's runtime) and the validators of the first answers are announced in index.html as
 * modulepreload, so they still download from the first byte. The build stops if the entry has come to import a library (the page would wait
 * for it again) or if no chunk holds the app.
 */
function appBesideFirstPage(): Plugin {
  const startModule = /[\\/]src[\\/]app[\\/]start\.tsx$/;
  const firstPaintValidators = /generated[\\/]zod[\\/](content|market)[\\/]/;
  let base = '/';
  return {
    name: 'h5-app-beside-first-page',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        /** A chunk and what it imports, dependencies first. */
        const closure = (file: string, into: string[] = []): string[] => {
          if (into.includes(file)) return into;
          for (const dependency of chunks.get(file)?.imports ?? []) closure(dependency, into);
          if (!into.includes(file)) into.push(file);
          return into;
        };
        const entryFiles = closure(entry.fileName);
        const library = entryFiles.find((file) =>
          chunks.get(file)?.moduleIds.some((id) => id.includes('node_modules')),
        );
        if (library) throw new Error(`h5-app-beside-first-page: the entry imports ${library}, which holds a library`);
        const app = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => startModule.test(id)));
        if (!app) throw new Error('h5-app-beside-first-page: no chunk holds src/app/start.tsx');
        // The first-paint areas' answer validators (the `validators` group): the first answers,
        // which the entry may have asked for already, are checked with them.
        const validators = app.dynamicImports
          .map((file) => chunks.get(file))
          .find((chunk) => chunk?.moduleIds.some((id) => firstPaintValidators.test(id)));
        if (!validators) throw new Error('h5-app-beside-first-page: no chunk holds the first-paint validators');
        const announced = closure(validators.fileName, closure(app.fileName)).filter(
          (file) => !entryFiles.includes(file),
        );
        const styles = [...(app.viteMetadata?.importedCss ?? [])];
        return {
          html,
          tags: [
            ...announced.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
            ...styles.map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}

/**
 * Prism answers a call with its first example whatever the query says. For the settings read by
 * keyword the mock proxy asks for the example named after the keyword (`privacy_statement`), so
 * that the privacy statement does not show the user agreement. A request that already names an
 * example (the e2e tests) keeps its own.
 */
function exampleByKeyword(proxyServer: { on: (event: 'proxyReq', listener: ProxyReqListener) => void }): void {
  proxyServer.on('proxyReq', (request, incoming) => {
    const url = new URL(incoming.url ?? '/', 'http://mock');
    const keyword = url.searchParams.get('keyword');
    if (url.pathname.endsWith('/getSetting') && keyword === 'privacy_statement' && !incoming.headers.prefer)
      request.setHeader('Prefer', `example=${keyword}`);
  });
}
type ProxyReqListener = (
  request: { setHeader: (name: string, value: string) => void },
  incoming: { url?: string; headers: Record<string, string | string[] | undefined> },
) => void;

/** The sandbox (`npm start`'s default backend): its control API and the files its users upload. */
const sandboxUrl = process.env.SANDBOX_URL;
/**
 * A new connection per proxied request: Node's default agent keeps connections alive, and a request
 * sent on one the mock server is just closing (its keep-alive timeout) fails with ECONNRESET, which
 * the proxy answers 502 (seen on a loaded machine during the end-to-end tests).
 */
const freshConnections = new Agent({ keepAlive: false });

/**
 * Vite's logger, less the socket proxy's reports of a connection the other side closed (ECONNRESET,
 * EPIPE): a tab closed or reloaded while its live connection was open. A developer saw a stack
 * trace at every reload, the end-to-end step two at the end of almost every test. Every other
 * proxy error is still printed.
 */
function quietSocketLogger(): Logger {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = (options?.error as NodeJS.ErrnoException | null | undefined)?.code;
    if (message.includes('ws proxy') && (code === 'ECONNRESET' || code === 'EPIPE')) return;
    error(message, options);
  };
  return logger;
}

const proxy = {
  '/api': {
    target: mockApi,
    agent: freshConnections,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/api/, ''),
    configure: exampleByKeyword,
  },
  '/socket.io': { target: mockSocket, ws: true, changeOrigin: true },
  ...(sandboxUrl
    ? {
        '/__sandbox': { target: sandboxUrl, agent: freshConnections, changeOrigin: true },
        // after the mock's own images (mockUploads): what users uploaded to the sandbox
        '/upload': { target: sandboxUrl, agent: freshConnections, changeOrigin: true },
      }
    : {}),
};

/** The UI kit's plumbing: one chunk (see build.rolldownOptions). */
const KIT_PLUMBING =
  /node_modules[\\/](@react-spring|rc-util|ahooks|lodash|classnames|runes2|tslib|react-is|react-fast-compare|nano-memoize|staged-components|deepmerge|@floating-ui|antd-mobile[\\/]es[\\/](utils|locales[\\/]base|components[\\/](config-provider|mask|popup|safe-area|spin-loading|dot-loading|auto-center|button|toast|input|tag|dialog|center-popup)))[\\/]/;

export default defineConfig({
  base: '/h5/',
  plugins: [
    react(),
    securityPolicy(),
    precompress(),
    stripZodDescriptions(),
    lazyZodValidators(),
    localeFiles(),
    kitRenderHook(),
    axiosWithoutFetchAdapter(),
    iconPaths(),
    preloadLinksInSlices(),
    appBesideFirstPage(),
    entryBlocksRendering(),
    mockUploads(),
    localeHotUpdate(),
    // Type errors in the page and the terminal while the dev server runs: tsc in a worker of its
    // own (tsconfig.json, as `npm run typecheck`, through TypeScript 5.9's JavaScript API, which
    // the checker needs; the typecheck runs 7), never in the build or the unit tests.
    ...(process.env.VITEST
      ? []
      : [checker({ typescript: { tsconfigPath: 'tsconfig.json' }, enableBuild: false, terminal: true })]),
  ],
  customLogger: quietSocketLogger(),
  // The app version (package.json), shown in Settings and on the about page.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  // Scan the app's own page only (not built copies such as dist-docs/ left by `npm test`).
  optimizeDeps: { entries: ['index.html'] },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry runs before anything else (src/main.tsx): the route table, how to
              // find a locale file, the first calls and what builds their requests (the API's
              // settings, language, session and body encoding; one request per task,
              // lib/next-task), the storage migration, the Trusted Types policy, Vite's preload
              // helper and rolldown's runtime. Nothing here imports a library, so the entry asks
              // for the first page's code while the libraries are still downloading.
              name: 'boot',
              test: /(rolldown:runtime|vite[\\/]preload-helper|src[\\/]app[\\/](route-table|trade-modes|first-calls|locale-files|storage-migration|trusted-types)\.ts|src[\\/]api[\\/](early|wire|config|lang|form-body|stored-session|image-url|load-transport)\.ts|src[\\/]features[\\/]home[\\/]home-requests\.ts|src[\\/]lib[\\/](routes|sanitizer-slot|web-origins|preload-image|next-task)\.ts)/,
              priority: 3,
            },
            {
              // The libraries every screen runs on, in one file the page preloads beside the entry.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|history|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]extends|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@tanstack|zod|big\.js)[\\/]/,
              priority: 2,
            },
            {
              // axios and the app's instance: the first pages get their first answers from the
              // entry's own requests, so they paint without it; it loads with the first request
              // the entry did not make, or once the page has shown its content
              // (src/api/load-transport.ts).
              name: 'transport',
              test: /(node_modules[\\/]axios[\\/]|src[\\/]api[\\/]transport\.ts)/,
              priority: 2,
            },
            {
              // The app itself and its plumbing every screen shares: the start, the router and its
              // table of first data, i18n, the API client and its operation table, the session,
              // formatting and the small shared hooks. The entry asks for it beside the first page
              // (src/main.tsx); the route table and the path constants stay in the entry. With
              // them the one icon Home's first tiles share with Trade, which would otherwise be a
              // file of its own on Home's first paint.
              name: 'shell',
              test: /(src[\\/]app[\\/](start|app|routes|route-view|route-error-boundary|auth-guard|tab-bar|query-client|i18n|lazy-page|page-loading|ui-kit)\.tsx?$|src[\\/]features[\\/]home[\\/]home-queries\.ts|src[\\/]api[\\/](?!socket-validators|transport\.ts)|src[\\/]lib[\\/](format|fiat-patterns|toast|when-idle|after-content|task-each|load-once)\.ts|src[\\/]hooks[\\/]use-(app-navigation|document-title|error-text|fresh-user|relative-time)\.ts|generated[\\/]operations|src[\\/]components[\\/](query-error|language-button|icon-button|state-picture|light-tabs|skeleton-lines|empty-state|page)\.tsx|src[\\/]components[\\/](retry-of|light-tab-panel)\.ts$|generated[\\/]api[\\/](account|auth|content|market)[\\/]|node_modules[\\/]antd-mobile-icons[\\/]es[\\/]HistogramOutline)/,
              priority: 1,
            },
            {
              // What sets the kit's texts (its config store, its locales' base and their merge):
              // the pages that paint without the kit set its language once they have shown their
              // content (src/app/app.tsx), and this keeps the rest of the kit (~120 KiB to evaluate)
              // off them until a kit piece opens.
              name: 'kit-config',
              test: /node_modules[\\/](tslib|antd-mobile[\\/]es[\\/](locales[\\/](base|zh-CN)\.js|utils[\\/]merge-locale\.js|components[\\/]config-provider))[\\/]?/,
              priority: 2,
            },
            {
              // The UI kit's own plumbing (animation, gestures, hooks, helpers, locale base), shared
              // by every kit component, with the components nearly every kit screen shows (button,
              // toast, input, tag, dialog): one file instead of a dozen small ones on each kit
              // screen (login 33 -> 29 files, LCP -150 ms on HTTP/1.1; Trade 43 -> 35). The other
              // components stay separate: a screen loads only those it shows.
              name: 'kit',
              test: KIT_PLUMBING,
              priority: 1,
            },
            {
              // The answer validators of the first-paint areas (account, sign-in, content,
              // market) in one chunk, with the schemas many calls share (decimal, time, envelope).
              // Not in the shell: building zod schemas takes time, so they are built when the
              // first answer is on its way (src/api/http-client.ts starts the download with the
              // request), in a task of their own rather than in the start-up one.
              name: 'validators',
              test: /generated[\\/]zod[\\/](account|auth|content|market)[\\/]/,
              priority: 1,
            },
            {
              name: 'validators',
              test: /generated[\\/]zod[\\/]schemas[\\/]/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
});
