// The migrated template an embedded database starts from (src/db/template.ts): made by the first
// start, used by the next ones, made again when the migrations change or the file is broken, and
// never used for a database that already exists.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openMigratedPglite, templateFile } from '../src/db/template';

/** Folders of the file's own (a template and a data folder are ~40 MB each), removed after it. */
const scratches: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
  scratches.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
});

describe('the migrated template', () => {
  it('is made by the first start and gives the next one every migration, applied', async () => {
    const file = join(scratch(), 'migrated.tar.gz');
    const first = await openMigratedPglite(undefined, file);
    expect(existsSync(file)).toBe(true);
    await first.query("INSERT INTO schema_migrations (name) VALUES ('only-in-the-first')");
    await first.close();
    const second = await openMigratedPglite(undefined, file);
    try {
      expect(await migrate(second)).toEqual([]);
      const names = (await second.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
      expect(names.sort()).toEqual(
        readdirSync(MIGRATIONS_DIR)
          .filter((f) => f.endsWith('.sql'))
          .sort(),
      );
    } finally {
      await second.close();
    }
  });

  it('is named after the migrations, so that a changed one makes a new template', () => {
    const dir = scratch();
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const before = templateFile(dir, '/cache');
    expect(before).toMatch(/^\/cache\/migrated-[0-9a-f]{16}\.tar\.gz$/);
    expect(templateFile(dir, '/cache')).toBe(before);
    writeFileSync(join(dir, '999_more.sql'), 'CREATE TABLE more (id int);\n');
    expect(templateFile(dir, '/cache')).not.toBe(before);
  });

  it('is made again when the file is broken, and is not used for a database that exists', async () => {
    const file = join(scratch(), 'migrated.tar.gz');
    writeFileSync(file, 'not a tarball');
    const dataDir = join(scratch(), 'data');
    const db = await openMigratedPglite(dataDir, file);
    await db.query("INSERT INTO schema_migrations (name) VALUES ('kept')");
    await db.close();
    const again = await openMigratedPglite(dataDir, file);
    try {
      expect(await again.one("SELECT name FROM schema_migrations WHERE name = 'kept'")).toEqual({ name: 'kept' });
    } finally {
      await again.close();
    }
    const fresh = await openMigratedPglite(undefined, file);
    try {
      expect(await fresh.one("SELECT name FROM schema_migrations WHERE name = 'kept'")).toBeUndefined();
      expect(await migrate(fresh)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
