// Once per run of the sandbox's tests: a database migrated and seeded as a fresh sandbox seeds it,
// that every test file's sandbox then starts from as a copy of its own (harness.ts), instead of
// each one building the same world again (an empty engine, the migrations, the seed: seconds of
// work, dozens of times per run).
//   - embedded PGlite: the seeded data folder dumped to a tarball; a copy is an engine started on it;
//   - PostgreSQL (SANDBOX_TEST_PG=1 and DATABASE_URL): a database used as the template of each
//     file's own database (CREATE DATABASE ... TEMPLATE: a copy made by the server).
// `at` is the clock's time when the world was seeded: a copy's clock starts again from it, so that
// what the seed made due later (expiries, confirmations, settlements) is exactly as far ahead.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, type Db } from '../src/db/db';
import { openMigratedPglite } from '../src/db/template';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';

export type SeededWorld = { at: number } & ({ tarball: string } | { template: string });

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded world each test file's sandbox copies (none: each one seeds its own). */
    seededWorld: SeededWorld | null;
  }
}

async function build(db: Db): Promise<number> {
  await migrate(db);
  const at = Date.now();
  if (!(await seed(db, at))) throw new Error('the database to seed was not empty');
  return at;
}

/**
 * The tarball without the entries under `folders`. Here: the data folders of PostgreSQL's
 * template databases (template0, template1), which a sandbox never connects to (PGlite's session
 * is on `postgres`) and no test creates a database from, but which were half the files of every
 * copy unpacked into PGlite's in-memory file system: a copy's start 0.40-0.56 -> 0.31-0.39 CPU-s.
 */
function withoutFolders(tar: Uint8Array, folders: string[]): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, to: number) => new TextDecoder().decode(tar.subarray(from, to)).replace(/\0[^]*$/, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    // (ustar: the name, its prefix for long paths, the size in octal)
    const prefix = text(at + 345, at + 500);
    const name = (prefix ? `${prefix}/${text(at, at + 100)}` : text(at, at + 100)).replace(/^\/+/, '');
    const size = parseInt(text(at + 124, at + 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    if (!folders.some((folder) => name.startsWith(folder))) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  kept.push(new Uint8Array(1024)); // (the end of the archive: two empty blocks)
  return Buffer.concat(kept);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.SANDBOX_TEST_PG ? process.env.DATABASE_URL : undefined;
  if (server) {
    const { default: pg } = await import('pg');
    const template = `seeded_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${template}`);
    const url = new URL(server);
    url.pathname = `/${template}`;
    const db = await openPostgres(url.toString());
    let at: number;
    try {
      at = await build(db);
    } finally {
      // no connection may stay open on a template that is copied
      await db.close();
    }
    project.provide('seededWorld', { at, template });
    return () => admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const db = await openMigratedPglite();
  let at: number;
  let tarball: Blob;
  let templates: number[];
  try {
    at = await build(db);
    templates = (
      await db.query<{ oid: number }>(
        "SELECT oid::int AS oid FROM pg_database WHERE datname IN ('template0', 'template1')",
      )
    ).map((row) => row.oid);
    tarball = await db.dumpDataDir!();
  } finally {
    await db.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-seeded-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(
    file,
    withoutFolders(
      new Uint8Array(await tarball.arrayBuffer()),
      templates.map((oid) => `base/${oid}/`),
    ),
  );
  project.provide('seededWorld', { at, tarball: file });
  return async () => rmSync(dir, { recursive: true, force: true });
}
