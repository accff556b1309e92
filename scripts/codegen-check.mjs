// Codegen drift check: regenerates everything from the contract into a scratch folder and
// compares it with the committed generated/. Fails (exit 1) on any difference, naming the files.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Same depth as generated/, so that the relative imports orval writes are identical.
const scratch = resolve(root, '.generated-check');
const committed = resolve(root, 'generated');
const env = { ...process.env, CODEGEN_OUT: './.generated-check', REDOCLY_TELEMETRY: 'off' };

const started = Date.now();
rmSync(scratch, { recursive: true, force: true });
execFileSync(process.execPath, ['scripts/bundle-spec.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
execFileSync(resolve(root, 'node_modules/.bin/orval'), ['--config', 'codegen.config.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
execFileSync(process.execPath, ['scripts/gen-operations.mjs'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const elapsed = Date.now() - started;

function files(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, base) : [relative(base, path)];
  });
}

const fresh = new Set(files(scratch));
const old = new Set(files(committed));
const problems = [];
for (const file of fresh) {
  if (!old.has(file)) problems.push(`missing from generated/: ${file}`);
  else if (readFileSync(join(scratch, file), 'utf8') !== readFileSync(join(committed, file), 'utf8'))
    problems.push(`differs: generated/${file}`);
}
for (const file of old) if (!fresh.has(file)) problems.push(`stale in generated/ (no longer generated): ${file}`);
rmSync(scratch, { recursive: true, force: true });

console.log(`codegen: ${fresh.size} files regenerated in ${(elapsed / 1000).toFixed(1)} s`);
if (problems.length > 0) {
  console.error(
    `codegen drift: generated/ does not match the contract. Run \`npm run codegen\` and commit.\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('codegen: generated/ matches the contract');
