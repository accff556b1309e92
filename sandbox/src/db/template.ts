// An embedded database that starts migrated. PGlite makes a new cluster (Postgres's initdb) in
// ~2.3 s and 3.6 CPU-seconds on a 2-core machine before the migrations run; a copy of a migrated
// one loads in ~0.7 s and 1 CPU-second. The copy is kept in node_modules/.cache/sandbox, named
// after PGlite's version and the migrations' names and contents: made by the first start that
// needs it, made again when either changes. It holds only what every start builds the same way
// (the schema): the seed, which depends on the clock, still runs on every new world.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openPglite, type Db } from './db';
import { migrate, MIGRATIONS_DIR } from './migrate';

export const TEMPLATE_DIR = resolve(MIGRATIONS_DIR, '../../node_modules/.cache/sandbox');

/** The template's file for these migrations on this PGlite. */
export function templateFile(dir = MIGRATIONS_DIR, cacheDir = TEMPLATE_DIR): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(dir, file)));
  }
  return join(cacheDir, `migrated-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** PGlite's version, from the package.json above its entry (the package does not export it). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A folder that holds no database yet (absent or empty). */
const isNew = (dataDir: string) => !existsSync(dataDir) || readdirSync(dataDir).length === 0;

/**
 * Opens the embedded database of `dataDir` (in memory when undefined), migrated. A new one starts
 * from the template when there is one, and leaves one when there was none; an existing one opens
 * as it is. The migrations still run after it (on a copy of the template they find nothing to do).
 */
export async function openMigratedPglite(dataDir?: string, templateAt?: string): Promise<Db> {
  if (dataDir === undefined || isNew(dataDir)) {
    // (named only here: an existing database needs no hash of the migrations)
    const file = templateAt ?? templateFile();
    let template: Buffer | undefined;
    try {
      template = gunzipSync(readFileSync(file));
    } catch {
      template = undefined; // (none yet, or a broken one: made again below)
    }
    if (template)
      return openPglite(dataDir, {
        loadDataDir: new Blob([new Uint8Array(template.buffer as ArrayBuffer, template.byteOffset, template.length)]),
      });
    const db = await openPglite(dataDir);
    await migrate(db);
    // Best effort, written whole or not at all (several sandboxes may start at once on a cold cache).
    try {
      const tarball = gzipSync(Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()), { level: 1 });
      mkdirSync(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, tarball);
      renameSync(partial, file);
    } catch {
      rmSync(`${file}.${process.pid}.partial`, { force: true });
    }
    return db;
  }
  return openPglite(dataDir);
}
