// `npm run test:e2e [playwright arguments]`: the end-to-end tests on an up-to-date build. The app
// is built first when its build (dist/, or E2E_DIST) is missing or older than anything the build
// reads (src/, locales/, generated/, public/, index.html, the Vite config and the scripts it
// imports, the packages), so a spec never silently tests an old dist/. `--no-build` stops with a
// message instead of building. Only the servers of the projects that run are started
// (playwright.config.ts): `npm run test:e2e tests/e2e/home.spec.ts` starts no sandbox.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.E2E_DIST ?? 'dist';
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--no-build');

/** What `vite build` reads: a change to any of these makes a build stale. */
const INPUTS = [
  'src',
  'locales',
  'generated',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/security-headers.ts',
  'scripts/precompress.ts',
  'scripts/icon-paths.ts',
  'scripts/lazy-zod.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.production',
];

/** The newest file under `path` (a file or a folder), as [mtimeMs, path]. */
function newest(path, best = [0, '']) {
  if (!existsSync(path)) return best;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs > best[0] ? [stat.mtimeMs, path] : best;
  for (const entry of readdirSync(path)) best = newest(join(path, entry), best);
  return best;
}

/** Why the build is stale, or undefined when it is up to date. */
export function staleBecause(outDir = dist) {
  const stamp = resolve(root, outDir, '.vite/manifest.json');
  if (!existsSync(stamp)) return `${outDir}/ has no build`;
  const built = statSync(stamp).mtimeMs;
  let best = [0, ''];
  for (const input of INPUTS) best = newest(resolve(root, input), best);
  if (best[0] > built) return `${relative(root, best[1])} is newer than ${outDir}/`;
  return undefined;
}

const run = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

const stale = staleBecause();
if (stale) {
  if (noBuild) {
    console.error(`${stale}: build it first (npm run build, or without --no-build)`);
    process.exit(1);
  }
  console.log(`${stale}: building the app`);
  const started = Date.now();
  const status = run(resolve(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
  console.log(`built ${dist}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(run(resolve(root, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs]));
