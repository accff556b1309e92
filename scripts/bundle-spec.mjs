// Bundles the multi-file contract in openapi/ into the one file that orval, Prism and the docs read.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.env.SPEC_BUNDLE ?? resolve(root, 'dist-spec/openapi.json');
mkdirSync(dirname(out), { recursive: true });
execFileSync(
  resolve(root, 'node_modules/.bin/redocly'),
  ['bundle', 'openapi/openapi.yaml', '--config', 'redocly.yaml', '-o', out],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
);
console.log(`bundled contract -> ${out}`);
