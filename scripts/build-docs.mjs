// `npm run docs`: the published API reference: one self-contained Redoc page (Redoc inlined, no
// CDN) built from the bundled contract, at dist-docs/index.html. It renders with no network.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
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
run(process.execPath, ['scripts/bundle-spec.mjs']);
const out = resolve(root, 'dist-docs/index.html');
run(resolve(root, 'node_modules/.bin/redocly'), [
  'build-docs',
  'dist-spec/openapi.json',
  '--config',
  'redocly.yaml',
  '--inlineBundle',
  '-o',
  out,
]);
// The only thing the page would still fetch is Redocly's badge logo from its CDN: inline it as a
// small local SVG so that the page makes no request at all.
const badge = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#b8860b"/></svg>',
)}`;
const html = readFileSync(out, 'utf8').replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, badge);
writeFileSync(out, html);
console.log(`docs: ${out} (${(statSync(out).size / 1024 / 1024).toFixed(2)} MiB, self-contained)`);
