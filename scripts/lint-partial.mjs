// Lints the contract while it is being written: a temporary root with only the paths whose files
// exist (optionally only those of the given tags), linted with the project's strict rules.
// Usage: node scripts/lint-partial.mjs [tag ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tags = process.argv.slice(2);
const text = readFileSync(resolve(root, 'openapi/openapi.yaml'), 'utf8');
const lines = text.split('\n');
const out = [];
for (let i = 0; i < lines.length; i += 1) {
  const line = lines[i];
  const next = lines[i + 1] ?? '';
  const ref = /^ {4}\$ref: (paths\/([^/]+)\/.+\.yaml)$/.exec(next);
  if (/^ {2}\/\S*:$/.test(line) && ref) {
    const keep =
      existsSync(resolve(root, 'openapi', ref[1])) && (tags.length === 0 || tags.includes(ref[2]) || ref[2] === 'auth');
    if (keep) out.push(line, next);
    i += 1;
    continue;
  }
  out.push(line);
}
const partial = resolve(root, `openapi/.partial-${process.pid}.yaml`);
writeFileSync(partial, out.join('\n'));
const result = spawnSync(
  resolve(root, 'node_modules/.bin/redocly'),
  ['lint', partial, '--config', 'redocly.yaml', '--format', 'stylish'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  },
);
rmSync(partial, { force: true });
const quiet = (s) =>
  s
    .split('\n')
    .filter((l) => !/[║╔╚]/.test(l))
    .join('\n');
console.log(quiet(result.stdout + result.stderr).replaceAll(`.partial-${process.pid}.yaml`, 'openapi.yaml'));
process.exit(result.status ?? 1);
