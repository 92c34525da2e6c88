// Runs on both engines: it opens and closes each engine's handle.
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase } from './support/test-database';

/** What a closed handle leaves behind, on the engine of this run. */
const adminUrl = process.env.TEST_DATABASE_URL;

async function backendsOn(admin: pg.Client, databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
  return Number(rows[0]?.n);
}

describe('database handle', () => {
  // On the PGlite run (the PostgreSQL run has its own below), on a copy of the seeded template: an
  // empty directory would first be made a database by PGlite's initdb, ten seconds of CPU that the
  // templates job spends already.
  if (!adminUrl)
    test('PGlite: close() releases the directory, which opens again at once', async () => {
      const dataDir = await createPgliteDataDir();
      try {
        const first = await openDatabase({ dataDir, databaseUrl: undefined });
        await sql`create table t (n int)`.execute(first.db);
        await sql`insert into t values (1)`.execute(first.db);
        await first.close();
        assert.ok(!existsSync(join(dataDir, LOCK_FILE)));
        const again = await openDatabase({ dataDir, databaseUrl: undefined });
        try {
          assert.deepEqual((await sql<{ n: number }>`select n from t`.execute(again.db)).rows, [{ n: 1 }]);
        } finally {
          await again.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

  // Registered on the PostgreSQL run of the suites only (npm test makes both runs). Each test file
  // drops its database right after closing: a connection still ending then is terminated, and its
  // error used to reach the process (about one cycle in ten here).
  if (adminUrl)
    test('PostgreSQL: close() returns once every connection has ended, so the database can be dropped at once', async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on('warning', onWarning);
      try {
        for (let cycle = 0; cycle < 30; cycle += 1) {
          const url = await createPostgresDatabase(adminUrl);
          const handle = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
          // Several connections at once, all idle in the pool when close() is called.
          await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.01)`.execute(handle.db)));
          await handle.close();
          assert.equal(await backendsOn(admin, url), 0);
          await dropPostgresDatabase(adminUrl, url);
        }
        assert.deepEqual(warnings, []);
      } finally {
        process.off('warning', onWarning);
        await admin.end();
      }
    });
});
