// The sandbox's database: one interface over the embedded engine (PGlite, Postgres compiled to
// WASM, in a folder that survives restarts, or in memory) and a real PostgreSQL server
// (DATABASE_URL). The same SQL, migrations and queries run on both. Money columns are
// numeric(36,18) and come back as strings (never floats); bigint columns (milliseconds) as numbers.
import { mkdirSync } from 'node:fs';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Every row of a parameterised query ($1, $2 ...). */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it is written, or none of it. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Several statements at once (migrations), no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const NUMERIC = 1700;
const INT8 = 20;

/** `dataDir` undefined: in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir, {
    parsers: { [NUMERIC]: (v: string) => v, [INT8]: (v: string) => Number(v) },
    serializers: { [types.NUMERIC]: (v: unknown) => String(v) },
  });
  await pg.waitReady;
  const wrap = (q: { query: typeof pg.query }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows[0];
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pgModule = await import('pg');
  const { Pool, types } = pgModule.default;
  const typeParser = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === NUMERIC) return (v: string) => v;
      if (oid === INT8) return (v: string) => Number(v);
      return types.getTypeParser(oid, format);
    },
  };
  const pool = new Pool({ connectionString: url, max: Number(process.env.SANDBOX_PG_POOL ?? 10), types: typeParser });
  // A failed idle client must not bring the server down; the next query reconnects.
  pool.on('error', (error) => console.error('[sandbox] postgres:', error.message));
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows[0] as T | undefined;
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
