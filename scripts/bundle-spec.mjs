// Bundles the multi-file contract in openapi/ into the one file that orval, Prism and the docs read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.env.SPEC_BUNDLE ?? resolve(root, 'dist-spec/openapi.json');
mkdirSync(dirname(out), { recursive: true });
// Written beside the bundle, then renamed over it: a reader (npm test runs steps side by side)
// sees the previous bundle or the new one, never half a file.
const partial = `${out}.${process.pid}.partial.json`;
const result = spawnSync(
  resolve(root, 'node_modules/.bin/redocly'),
  ['bundle', 'openapi/openapi.yaml', '--config', 'redocly.yaml', '-o', partial],
  { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
);
// Redocly prints a boxed Node 20 deprecation banner on every run: keep everything but that.
const quiet = (text) =>
  text
    .split('\n')
    .filter((line) => !/[║╔╚]/.test(line))
    .join('\n')
    .trim();
if (result.status !== 0) {
  rmSync(partial, { force: true });
  console.error(quiet(`${result.stdout}\n${result.stderr}`));
  process.exit(result.status ?? 1);
}
// An unchanged bundle is left as it was: Prism reloads a document that is written to (a Prism
// serving it from another test or `npm start` would restart and refuse connections meanwhile).
if (existsSync(out) && readFileSync(out).equals(readFileSync(partial))) rmSync(partial);
else renameSync(partial, out);
console.log(`bundled contract -> ${out}`);
