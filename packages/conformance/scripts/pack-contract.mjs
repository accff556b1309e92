/* global process, console */
// Before `npm pack`: the bundled contract and the list of read-only POST operations go into the
// package (contract/), so that the packed command checks a server without this repository.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(pkg, '../..');
mkdirSync(resolve(pkg, 'contract'), { recursive: true });
const bundle = spawnSync(process.execPath, [resolve(root, 'scripts/bundle-spec.mjs')], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, SPEC_BUNDLE: resolve(pkg, 'contract/openapi.json'), REDOCLY_TELEMETRY: 'off' },
});
if (bundle.status !== 0) {
  console.error(bundle.stdout, bundle.stderr);
  process.exit(1);
}
const { createJiti } = await import('jiti');
const { postQueries } = await createJiti(import.meta.url).import(resolve(root, 'codegen.config.ts'));
writeFileSync(resolve(pkg, 'contract/read-queries.json'), `${JSON.stringify(postQueries, null, 2)}\n`);
console.log('packed the contract into contract/ (openapi.json, read-queries.json)');
