import { join } from 'node:path';
import type { PoolStats } from '../metrics/metrics';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { embeddedDialect } from './embedded-dialect';
import { postgresListener, type Listen } from './listener';
import { namedStatementPool } from './named-statements';
import { assertPreparedAnswers } from './pglite-private-api';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

/** The database or a transaction on it: what a helper that may run inside either takes. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The data directory lock (embedded engine only). */
  lock: DataDirLock | undefined;
  /** Calls `onPayload` with each NOTIFY on `channel` (sent by any process once its transaction commits); resolves to the unlisten. */
  listen: Listen;
  /** The PostgreSQL pool's connections now (the metrics); undefined on the embedded engine. */
  pool?: PoolStats;
  /** Closes the connections and releases the data directory. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Longest wait for a connection, then DatabaseBusyError or pg's connection timeout (9998). @default 3000 */
  busyLimitMs?: number;
  /**
   * The embedded engine's statements as named prepared statements (db/embedded-prepared.ts, on
   * PGlite's private API); false: PGlite's own query() for each. @default true
   */
  embeddedPrepared?: boolean;
}

/** PostgreSQL when a URL is given, else the embedded engine in `<dataDir>/pgdata` (locked). */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const busyLimitMs = opts.busyLimitMs ?? 3000;
  if (opts.databaseUrl) {
    // bytea as hex text whatever the database's default: a well's day reads its packed hours as that text (history/well-curve.ts)
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: busyLimitMs,
      options: '-c bytea_output=hex',
    });
    // An idle connection's error (the server restarted, an administrator ended the backend) is the
    // pool's to recover from: it drops that client and the next query opens another. Unhandled,
    // the pool's 'error' event would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection: ${error.message}`));
    const open = new Set<pg.PoolClient>();
    const allEnded = new Set<() => void>();
    pool.on('connect', (client) => {
      open.add(client);
      // A connection lost while checked out (between a transaction's statements) emits 'error' on
      // the client, which the pool only listens to while the client is idle: unhandled, it would
      // end the process. The query in flight fails on its own and the request answers 9998.
      client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    });
    pool.on('remove', (client) => {
      open.delete(client);
      if (open.size === 0) for (const resolve of allEnded) resolve();
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) });
    const listener = postgresListener(opts.databaseUrl, (message) => process.emitWarning(message));
    return {
      db,
      engine: 'postgres',
      lock: undefined,
      listen: listener.listen,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await listener.close();
        // pool.end() resolves before its clients' sockets close: wait for them, so that a caller
        // dropping the database next does not end backends still saying goodbye.
        const ended = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => allEnded.add(resolve));
        await db.destroy();
        await ended;
      },
    };
  }
  const lock = acquireDataDirLock(opts.dataDir);
  let opened: PGlite | undefined;
  try {
    const client = new PGlite(join(opts.dataDir, 'pgdata'));
    opened = client;
    await client.waitReady;
    // The dialect serialises every query on the one embedded connection: inside a transaction,
    // query through its `trx` only (a query on `db` would wait for the transaction forever).
    // a NOTIFY reaches its listeners from PGlite's own queries and, for the statements our
    // prepared path runs (which PGlite never reads), from embedded-wire.ts
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const deliver = (channel: string, payload: string) => {
      for (const l of listeners.get(channel) ?? []) l(payload);
    };
    const prepared = opts.embeddedPrepared ?? true;
    const db = new Kysely<Database>({ dialect: embeddedDialect(client, busyLimitMs, prepared, deliver) });
    if (prepared) await assertPreparedAnswers((text, params) => db.executeQuery(CompiledQuery.raw(text, params)));
    let closed = false;
    return {
      db,
      engine: 'pglite',
      lock,
      listen: async (channel, onPayload) => {
        const set = listeners.get(channel) ?? new Set();
        listeners.set(channel, set);
        if (set.size === 0) await client.listen(channel, (payload) => deliver(channel, payload));
        set.add(onPayload);
        return async () => {
          set.delete(onPayload);
          if (set.size === 0 && !closed) await client.unlisten(channel);
        };
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await db.destroy();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    // a PGlite left open (its prepared path refused) would keep the process alive
    if (opened && !opened.closed) await opened.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
