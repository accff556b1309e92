// The contract's version, kept honest.
//   node scripts/api-version.mjs check      (npm run api:version; a step of npm test)
//     Fails when the contract differs from the last published one (openapi/published.json) while
//     info.version is still the published version, and says what changed and what to run.
//   node scripts/api-version.mjs release <major|minor|patch|x.y.z> "<one line: what changed>"
//     (npm run api:release -- minor "...") sets info.version in openapi/openapi.yaml, adds the dated
//     entry to openapi/changelog.json (operations added, changed, removed; socket events; schemas)
//     and records the new fingerprint in openapi/published.json; openapi/asyncapi.yaml gets the same
//     version. Commit the four files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHANGELOG_FILE, PUBLISHED_FILE, describeDiff, diff, fingerprint, readJson } from './docs/changelog.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = 'openapi/openapi.yaml';
const ASYNCAPI = 'openapi/asyncapi.yaml';

function bundle() {
  const dir = mkdtempSync(join(tmpdir(), 'api-version-'));
  const file = join(dir, 'openapi.json');
  const run = spawnSync(process.execPath, ['scripts/bundle-spec.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SPEC_BUNDLE: file },
  });
  if (run.status !== 0) {
    console.error(`${run.stdout}\n${run.stderr}`);
    process.exit(run.status ?? 1);
  }
  const spec = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return spec;
}

const parse = (v) => v.split('.').map(Number);
const greater = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};
function next(current, how) {
  const [major, minor, patch] = parse(current);
  if (how === 'major') return `${major + 1}.0.0`;
  if (how === 'minor') return `${major}.${minor + 1}.0`;
  if (how === 'patch') return `${major}.${minor}.${patch + 1}`;
  if (/^\d+\.\d+\.\d+$/.test(how ?? '')) return how;
  return undefined;
}

const [command, how, ...words] = process.argv.slice(2);
const spec = bundle();
const current = fingerprint(spec);
const published = readJson(root, PUBLISHED_FILE, undefined);
if (!published) {
  console.error(
    `${PUBLISHED_FILE} is missing: record the published contract with \`npm run api:release -- <version> "<summary>"\`.`,
  );
  process.exit(1);
}
const changes = diff(published, current);

if (command === 'check') {
  if (changes.same && current.version === published.version) {
    console.log(
      `contract version: ${current.version}, as published (${Object.keys(current.operations).length} operations)`,
    );
    process.exit(0);
  }
  if (changes.same) {
    console.error(
      `contract version: info.version is ${current.version} but the contract is ${published.version} as published, unchanged.\n` +
        `Set info.version in ${CONTRACT} back to ${published.version}, or record a release: npm run api:release -- ${current.version} "<what changed>"`,
    );
    process.exit(1);
  }
  console.error(
    [
      `contract version: the contract changed since ${published.version} was published, and ${
        current.version === published.version ? 'info.version was not bumped' : `${current.version} is not recorded`
      }.`,
      'What changed:',
      ...describeDiff(changes),
      'Record the new version (sets info.version, writes the changelog entry and the new fingerprint):',
      `  npm run api:release -- ${current.version !== published.version && greater(current.version, published.version) ? current.version : 'minor'} "<one line: what changed>"`,
      `  (patch: fixes and wording; minor: new operations or fields; major: a change a client must follow)`,
      `then commit ${CONTRACT} ${ASYNCAPI} ${CHANGELOG_FILE} ${PUBLISHED_FILE}.`,
    ].join('\n'),
  );
  process.exit(1);
}

if (command === 'release') {
  const summary = words.join(' ').trim();
  const version = next(published.version, how);
  if (!version || !summary) {
    console.error('usage: npm run api:release -- <major|minor|patch|x.y.z> "<one line: what changed>"');
    process.exit(2);
  }
  if (changes.same) {
    console.error(`Nothing to release: the contract is ${published.version} as published.`);
    process.exit(1);
  }
  if (!greater(version, published.version)) {
    console.error(`${version} is not above the published ${published.version}.`);
    process.exit(1);
  }
  // info.version: the first `version:` under `info:` in the root file.
  const yaml = readFileSync(resolve(root, CONTRACT), 'utf8');
  const updated = yaml.replace(/^(info:\n(?:[ \t].*\n)*?[ \t]+version:[ \t]*)(\S+)/m, `$1${version}`);
  if (updated === yaml && current.version !== version) {
    console.error(`Could not find info.version in ${CONTRACT}.`);
    process.exit(1);
  }
  writeFileSync(resolve(root, CONTRACT), updated);
  // The push server's AsyncAPI document carries the same version (scripts/check-asyncapi.mjs).
  const asyncApi = readFileSync(resolve(root, ASYNCAPI), 'utf8');
  writeFileSync(
    resolve(root, ASYNCAPI),
    asyncApi.replace(/^(info:\n(?:[ \t].*\n)*?[ \t]+version:[ \t]*)(\S+)/m, `$1${version}`),
  );
  const date = new Date().toISOString().slice(0, 10);
  const log = readJson(root, CHANGELOG_FILE, { entries: [] });
  const strip = (k) => Object.fromEntries(Object.entries(k).filter(([, v]) => v.length > 0));
  log.entries.unshift({
    version,
    date,
    summary,
    added: changes.added,
    changed: changes.changed,
    removed: changes.removed,
    events: strip(changes.events),
    schemas: strip(changes.schemas),
  });
  writeFileSync(resolve(root, CHANGELOG_FILE), `${JSON.stringify(log, null, 2)}\n`);
  writeFileSync(resolve(root, PUBLISHED_FILE), `${JSON.stringify({ ...fingerprint(bundle()), date }, null, 2)}\n`);
  spawnSync(
    resolve(root, 'node_modules/.bin/prettier'),
    ['--write', '--log-level', 'warn', CHANGELOG_FILE, PUBLISHED_FILE],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(
    [
      `Released ${version} (${date}): ${summary}`,
      ...describeDiff(changes),
      `Commit: git add ${CONTRACT} ${ASYNCAPI} ${CHANGELOG_FILE} ${PUBLISHED_FILE}`,
    ].join('\n'),
  );
  process.exit(0);
}

console.error('usage: node scripts/api-version.mjs check | release <major|minor|patch|x.y.z> "<summary>"');
process.exit(2);
