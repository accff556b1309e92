// Migrations: the SQL files of sandbox/migrations, applied once each in name order, each in its
// own transaction, recorded in `schema_migrations`. The same files run on PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(resolve(dir, file), 'utf8');
    await db.tx(async (q) => {
      // PGlite's and pg's extended protocol take one statement at a time: split on `;` at line ends.
      for (const statement of splitSql(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Statements of a migration file: split at a `;` that ends a line, comments dropped. */
export function splitSql(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every table of the public schema dropped (for `--reset` on a PostgreSQL server). */
export async function dropAll(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  for (const { tablename } of tables) await db.exec(`DROP TABLE IF EXISTS "${tablename}" CASCADE`);
  // Sequences of their own (CREATE SEQUENCE in a migration) outlive their tables: the migrations
  // would then fail to create them again.
  const sequences = await db.query<{ sequencename: string }>(
    "SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'",
  );
  for (const { sequencename } of sequences) await db.exec(`DROP SEQUENCE IF EXISTS "${sequencename}" CASCADE`);
}
