// `npm run docs`: the published API docs in dist-docs/, every page self-contained (no CDN, no
// request outside the folder; they open from file:// as well as from a server):
//   index.html     the reference (Redoc) of the docs bundle: dist-spec + code samples and markers
//   openapi.json   that docs bundle (with x-codeSamples), for any other OpenAPI tool
//   try.html       "Try it": Swagger UI on the same bundle, sending requests to a server you choose
//                  (the local sandbox by default when opened from this machine), with the token
//   realtime.html  the push server (socket.io) from openapi/asyncapi.yaml (AsyncAPI 3, Redoc)
//   asyncapi.json  that AsyncAPI document, bundled
//   errors.html    the envelope's codes and the business errors of every operation
//   changelog.html the contract's versions (openapi/changelog.yaml) and the proposed operations
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsBundle } from './docs/docs-bundle.mjs';
import { decorateRedocPage } from './docs/page.mjs';
import { tryItPage } from './docs/try-page.mjs';
import { errorsPage } from './docs/errors-page.mjs';
import { changelogPage } from './docs/changelog.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'dist-docs');
const quiet = (text) =>
  text
    .split('\n')
    .filter((line) => !/[║╔╚]/.test(line) && line.trim())
    .join('\n');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  if (result.status !== 0) {
    console.error(quiet(`${result.stdout}\n${result.stderr}`));
    process.exit(result.status ?? 1);
  }
};
const redocly = resolve(root, 'node_modules/.bin/redocly');
// Redocly's badge logo is the one thing a built page would fetch from its CDN: a local SVG instead.
const badge = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#b8860b"/></svg>',
)}`;
const offline = (html) => html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, badge);
const write = (file, text) => writeFileSync(resolve(out, file), text);

run(process.execPath, ['scripts/bundle-spec.mjs']);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const spec = JSON.parse(readFileSync(resolve(root, 'dist-spec/openapi.json'), 'utf8'));
const version = spec.info.version;
const docs = docsBundle(spec, { root });
write('openapi.json', `${JSON.stringify(docs, null, 2)}\n`);

// The reference.
run(redocly, [
  'build-docs',
  'dist-docs/openapi.json',
  '--config',
  'redocly.yaml',
  '--inlineBundle',
  '-o',
  'dist-docs/index.html',
]);
write(
  'index.html',
  decorateRedocPage(offline(readFileSync(resolve(out, 'index.html'), 'utf8')), 'index.html', version),
);

// The push server: the AsyncAPI document, bundled (its payloads are the contract's own schemas).
run(redocly, ['bundle', 'openapi/asyncapi.yaml', '--config', 'redocly.yaml', '-o', 'dist-docs/asyncapi.json']);
run(redocly, [
  'build-docs',
  'dist-docs/asyncapi.json',
  '--config',
  'redocly.yaml',
  '--inlineBundle',
  '-o',
  'dist-docs/realtime.html',
]);
write(
  'realtime.html',
  decorateRedocPage(offline(readFileSync(resolve(out, 'realtime.html'), 'utf8')), 'realtime.html', version),
);

// Try it: Swagger UI (pinned in package.json) beside the page, the bundle as a script.
mkdirSync(resolve(out, 'try'), { recursive: true });
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css'])
  copyFileSync(resolve(root, 'node_modules/swagger-ui-dist', file), resolve(out, 'try', file));
write('try/spec.js', `window.H5_SPEC = ${JSON.stringify(docs)};\n`);
write('try.html', tryItPage({ version }));

write('errors.html', errorsPage({ root, spec, version }));
write('changelog.html', changelogPage({ root, spec, version }));

const size = (file) => `${(statSync(resolve(out, file)).size / 1024 / 1024).toFixed(2)} MiB`;
console.log(
  `docs: ${out}/ index.html (${size('index.html')}), try.html, realtime.html (${size('realtime.html')}), ` +
    `errors.html, changelog.html, openapi.json, asyncapi.json (self-contained)`,
);
