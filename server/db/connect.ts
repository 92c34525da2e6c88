import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The data directory lock (embedded engine only). */
  lock: DataDirLock | undefined;
  /** Closes the connections and releases the data directory. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** PostgreSQL when a URL is given, else the embedded engine in `<dataDir>/pgdata` (locked). */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', lock: undefined, close: () => db.destroy() };
  }
  const lock = acquireDataDirLock(opts.dataDir);
  try {
    const client = new PGlite(join(opts.dataDir, 'pgdata'));
    await client.waitReady;
    // The dialect serialises every query on the one embedded connection: inside a transaction,
    // query through its `trx` only (a query on `db` would wait for the transaction forever).
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    let closed = false;
    return {
      db, engine: 'pglite', lock,
      async close() {
        if (closed) return;
        closed = true;
        try { await db.destroy(); } finally { lock.release(); }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
