// The sandbox's database: one interface over the embedded engine (PGlite, Postgres compiled to
// WASM, in a folder that survives restarts, or in memory) and a real PostgreSQL server
// (DATABASE_URL). The same SQL, migrations and queries run on both. Money columns are
// numeric(36,18) and come back as strings (never floats); bigint columns (milliseconds) as numbers.
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { serialize as Serialize } from 'pg-protocol';

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
  /** The embedded database's data folder as a tarball (PGlite only): what `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const NUMERIC = 1700;
const INT8 = 20;

/** The backend messages of PGlite's protocol parser that the statement runner reads. */
interface Message {
  name: string;
  dataTypeIDs?: number[];
  fields?: unknown[];
}

/**
 * Runs SQL on one PGlite instance the way a driver runs it on a server connection: every distinct
 * statement text is prepared once (a named statement, described once for its parameter and column
 * types), and each later run is one Bind + Execute + Sync sent to the engine in a single call, with
 * the plan reused. PGlite's own `query()` parses, describes and plans the text again on every call
 * through six separate calls into the engine: five times the work for the sandbox's short queries.
 * One connection: a transaction holds it until its COMMIT or ROLLBACK; other work waits its turn.
 */
class PgliteRunner {
  private readonly statements = new Map<string, { name: string; paramTypes: number[]; columns: Column[] }>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pg: PGlite,
    private readonly protocol: typeof Serialize,
  ) {}

  /** `fn` alone on the connection: a query or a whole transaction. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async send(...messages: Uint8Array[]): Promise<Message[]> {
    const bytes = Buffer.concat(messages);
    const result = await this.pg.execProtocol(bytes, { syncToFs: false });
    return result.messages as unknown as Message[];
  }

  private async prepare(sql: string) {
    const known = this.statements.get(sql);
    if (known) return known;
    // SQL built with values in its text would prepare without end: start again past a bound
    if (this.statements.size >= MAX_PREPARED) await this.forget();
    const name = `s${this.statements.size + 1}`;
    const messages = await this.send(
      this.protocol.parse({ name, text: sql, types: [] }),
      this.protocol.describe({ type: 'S', name }),
      this.protocol.sync(),
    );
    const params = messages.find((m) => m.name === 'parameterDescription');
    const rows = messages.find((m) => m.name === 'rowDescription');
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      columns: ((rows?.fields ?? []) as Column[]).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  /** Runs on the connection as it is (the caller holds it). */
  async run<T>(sql: string, params: unknown[]): Promise<T[]> {
    const statement = await this.prepare(sql);
    const serializers = this.pg.serializers as Record<number, ((v: unknown) => string) | undefined>;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[statement.paramTypes[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.send(
      this.protocol.bind({ statement: statement.name, values }),
      this.protocol.execute({}),
      this.protocol.sync(),
    );
    const parsers = this.pg.parsers as Record<number, ((v: string, type: number) => unknown) | undefined>;
    const rows: T[] = [];
    for (const message of messages) {
      if (message.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      statement.columns.forEach((column, i) => {
        const raw = message.fields![i] as string | null;
        const parse = parsers[column.dataTypeID];
        row[column.name] = raw === null ? null : parse ? parse(raw, column.dataTypeID) : raw;
      });
      rows.push(row as T);
    }
    return rows;
  }

  /** A statement without parameters, in one call (BEGIN, COMMIT, ROLLBACK). */
  async simple(sql: string): Promise<void> {
    await this.send(this.protocol.query(sql));
  }

  /** Statements prepared before a schema change may no longer fit it: prepare them again. */
  async forget(): Promise<void> {
    if (this.statements.size) await this.simple('DEALLOCATE ALL');
    this.statements.clear();
  }
}

const MAX_PREPARED = 5000;

interface Column {
  name: string;
  dataTypeID: number;
}

/**
 * `dataDir` undefined: in memory. `loadDataDir`: start from a dumped data folder (a copy of a
 * seeded database) instead of an empty one.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { serialize } = await import('pg-protocol');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // (one options object: `new PGlite(undefined, options)`, in memory, would ignore the options)
  const pg = new PGlite({
    dataDir,
    loadDataDir: options.loadDataDir,
    // A sandbox's data is a few MB and it has one session: PostgreSQL's defaults (128 MB of shared
    // buffers, room for 100 connections) only made each start set up memory it never used. An
    // in-memory start from the template: 0.82 -> 0.57 CPU-s.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=10'],
    parsers: { [NUMERIC]: (v: string) => v, [INT8]: (v: string) => Number(v) },
    serializers: { [types.NUMERIC]: (v: unknown) => String(v) },
  });
  await pg.waitReady;
  const runner = new PgliteRunner(pg, serialize);
  const on = (run: <T>(sql: string, params: unknown[]) => Promise<T[]>): Queryable => ({
    query: (sql, params = []) => run(sql, params),
    one: async <T>(sql: string, params: unknown[] = []) => (await run<T>(sql, params))[0],
  });
  const base = on((sql, params) => runner.exclusive(() => runner.run(sql, params)));
  const inTx = on((sql, params) => runner.run(sql, params));
  return {
    kind: 'pglite',
    ...base,
    tx: (fn) =>
      runner.exclusive(async () => {
        await runner.simple('BEGIN');
        try {
          const result = await fn(inTx);
          await runner.simple('COMMIT');
          return result;
        } catch (error) {
          await runner.simple('ROLLBACK');
          throw error;
        }
      }),
    exec: (sql) =>
      runner.exclusive(async () => {
        await runner.forget();
        await pg.exec(sql);
      }),
    dumpDataDir: () => runner.exclusive(() => pg.dumpDataDir('none')),
    close: () => runner.exclusive(() => pg.close()),
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
  // Each distinct statement is prepared once per connection (pg's named statements), as PGlite's
  // runner does; past a bound (SQL with values in its text) statements run unnamed.
  const names = new Map<string, string>();
  const named = (text: string, values: unknown[]) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) names.set(text, (name = `s${names.size + 1}`));
    return { name, text, values };
  };
  type Client = { query: (config: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
  const wrap = (q: Client): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(named(sql, params))).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await q.query(named(sql, params))).rows[0] as T | undefined;
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

/** The sandbox's database: PostgreSQL at `databaseUrl`, else the embedded one (migrated: ./template.ts). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { openMigratedPglite } = await import('./template');
  return openMigratedPglite(options.dataDir);
}
