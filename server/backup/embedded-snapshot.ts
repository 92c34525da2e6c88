import { cp } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A WAL segment's file name: timeline, log and segment, 24 hex digits (ordered as text). */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** What a running cluster writes for itself, never part of a copy (pg_basebackup leaves them out too). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts']);

export interface EmbeddedSnapshot {
  /** The WAL position the copy ends at: every transaction committed before it is in the copy, none after. */
  lsn: string;
  /** The last migration applied in the copy. */
  migration: string | null;
  /** How long the server's queries waited for the copy. */
  heldMs: number;
}

/**
 * Copies the embedded engine's data directory `pgdata` into `into` as one consistent image, while
 * the server goes on serving. It holds the engine's one connection (the kysely driver's, which
 * every query and every transaction of the server takes in turn) for the whole copy, so that no
 * transaction is open and no statement runs while the files are read: PGlite is PostgreSQL in
 * single-user mode, with no background writer, checkpointer or autovacuum, so the files stand still
 * while nothing runs. A CHECKPOINT first writes every page to its file; the copy takes the WAL from
 * that checkpoint's redo point on (the segments before it are recycled ones) and opens like a
 * cluster stopped at that instant (server/docs/backup.md).
 */
export async function copyEmbeddedData(db: Kysely<Database>, pgdata: string, into: string): Promise<EmbeddedSnapshot> {
  return db.connection().execute(async (conn) => {
    const start = performance.now();
    await sql`checkpoint`.execute(conn);
    const { rows } = await sql<{ redo: string; current: string; lsn: string; migration: string | null }>`
      select redo_wal_file as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as current,
        pg_current_wal_insert_lsn()::text as lsn, (select max(name) from schema_migration) as migration
      from pg_control_checkpoint()`.execute(conn);
    const at = rows[0]!;
    const needed = (name: string) => name >= at.redo && name <= at.current;
    // copied without blocking the event loop: the rest of the process (health, live streams) goes on
    await cp(pgdata, into, {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        const dir = relative(pgdata, dirname(source));
        return !SKIPPED.has(name) && !(dir === 'pg_wal' && WAL_SEGMENT.test(name) && !needed(name));
      },
    });
    return { lsn: at.lsn, migration: at.migration, heldMs: Math.round(performance.now() - start) };
  });
}
