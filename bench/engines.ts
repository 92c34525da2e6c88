// The two engines the server benches run on: the embedded one (PGlite, in a temp directory) and
// PostgreSQL (a throwaway local cluster from Debian's binaries, or BENCH_DATABASE_URL: a server
// where databases can be created). BENCH_ENGINE=pglite or postgres runs one of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/connect';
import { createPostgresDatabase, dropPostgresDatabase } from '../test/server/support/test-database';

export type EngineName = 'PGlite' | 'PostgreSQL';
/** How PGlite runs a statement with parameters: prepared once per text, or through its own query(). */
export type PglitePath = 'prepared' | 'plain';
/**
 * `url`: the PostgreSQL database's, for a connection of the bench's own (undefined on PGlite);
 * `path`: PGlite's (undefined on PostgreSQL).
 */
export type EngineBench = (engine: EngineName, handle: DatabaseHandle, dataDir: string, url?: string, path?: PglitePath) => Promise<void>;

interface LocalPostgres {
  url: string;
  stop(): void;
}

const root = resolve(import.meta.dirname, '..');

async function onPglite(bench: EngineBench, path: PglitePath): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-pglite-'));
  const handle = await openDatabase({ dataDir, databaseUrl: undefined, embeddedPrepared: path === 'prepared' });
  try {
    await bench('PGlite', handle, dataDir, undefined, path);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(bench: EngineBench): Promise<void> {
  let local: LocalPostgres | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const { startLocalPostgres } = (await import(join(root, 'scripts/local-postgres.mjs'))) as {
      startLocalPostgres(): Promise<LocalPostgres | null>;
    };
    local = await startLocalPostgres();
    if (!local) {
      console.log('\nPostgreSQL: not installed here and BENCH_DATABASE_URL not set; skipped');
      return;
    }
    adminUrl = local.url;
  }
  try {
    const url = await createPostgresDatabase(adminUrl);
    const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-pg-'));
    const handle = await openDatabase({ dataDir, databaseUrl: url });
    try {
      await bench('PostgreSQL', handle, dataDir, url);
    } finally {
      await handle.close();
      await dropPostgresDatabase(adminUrl, url);
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    local?.stop();
  }
}

/**
 * Runs `bench` on PGlite, then on PostgreSQL (or on the one BENCH_ENGINE names); on PGlite once
 * per path in `pglitePaths` (the prepared one alone by default).
 */
export async function onEachEngine(bench: EngineBench, pglitePaths: readonly PglitePath[] = ['prepared']): Promise<void> {
  const only = process.env.BENCH_ENGINE; // pglite or postgres
  if (only !== 'postgres') for (const path of pglitePaths) await onPglite(bench, path);
  if (only !== 'pglite') await onPostgres(bench);
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;

/** The median of unsorted numbers. */
export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
