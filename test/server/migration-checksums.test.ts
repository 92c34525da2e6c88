// Runs on both engines: migrations run on each engine.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import { migrate, MIGRATIONS, type Migration } from '../../server/db/migrate';
import { MigrationEditedError, migrationChecksum } from '../../server/db/migration-checksum';
import type { Database } from '../../server/db/schema';
import { compileEntries, runTs, type Child } from './support/child-server';
import {
  createPgliteDataDir,
  createPostgresDatabase,
  createTestDatabase,
  dropPostgresDatabase,
  type TestDatabase,
} from './support/test-database';

/**
 * The checksum of each applied migration (server/db/migrate.ts): kept, filled in on a database of
 * an older server, and an applied migration whose statements changed stops the start, by name.
 */

const TODAY = Object.fromEntries(MIGRATIONS.map((m) => [m.name, migrationChecksum(m.statements)]));
const EDITED = '009-money';
/** The refusal of a start on a database that applied EDITED with other statements than today's. */
const refusal = (applied: string, today: string) =>
  `migration ${EDITED} was edited after it was applied (checksum ` +
  `${applied.slice(0, 12)}… applied ≠ ${today.slice(0, 12)}… today): a released migration is never edited; add a new one`;

async function checksums(db: Kysely<Database>): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom('schema_migration').select(['name', 'checksum']).orderBy('name').execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.checksum]));
}

let database: TestDatabase;
const children: Child[] = [];
before(async () => {
  database = await createTestDatabase();
  await compileEntries(['server/main.ts']);
});
after(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await database?.close();
});

describe('checksums of the applied migrations', () => {
  test('a migrated database keeps the checksum of each migration', async () => {
    assert.deepEqual(await checksums(database.db), TODAY);
  });

  test('a database of a server from before the checksums gets them at its next start, from two processes at once', async () => {
    await sql`alter table schema_migration drop column checksum`.execute(database.db);
    // PostgreSQL: a second connection pool, as a second process has; PGlite: its one connection, twice
    const other = database.url ? await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url }) : undefined;
    try {
      assert.deepEqual(await Promise.all([migrate(database.db), migrate((other ?? database).db)]), [[], []]);
    } finally {
      await other?.close();
    }
    assert.deepEqual(await checksums(database.db), TODAY);
  });

  test('an applied migration with other statements stops the migration at it, naming it; nothing after it is applied', async () => {
    const statements = [...MIGRATIONS.find((m) => m.name === EDITED)!.statements, 'select 1'];
    const edited: Migration[] = MIGRATIONS.map((m) => (m.name === EDITED ? { ...m, statements } : m));
    const planted = { name: '999-planted', statements: ['create table planted (id integer)'] };
    await assert.rejects(migrate(database.db, [...edited, planted]), (error: unknown) => {
      assert.ok(error instanceof MigrationEditedError);
      assert.equal(error.message, refusal(TODAY[EDITED]!, migrationChecksum(statements)));
      return true;
    });
    assert.deepEqual(await checksums(database.db), TODAY, 'the applied checksums stay');
    const { rows } = await sql`select 1 from pg_tables where tablename = 'planted'`.execute(database.db);
    assert.equal(rows.length, 0);
  });

  test('the server does not start on a database whose applied migration was edited, and says which', { timeout: 120_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl, { seeded: true }) : undefined;
    const dataDir = databaseUrl ? mkdtempSync(join(tmpdir(), 'irr-edited-')) : await createPgliteDataDir();
    try {
      const planted = migrationChecksum(['select 1']);
      const handle = await openDatabase({ dataDir, databaseUrl });
      try {
        await handle.db.updateTable('schema_migration').set({ checksum: planted }).where('name', '=', EDITED).execute();
      } finally {
        await handle.close();
      }
      const server = runTs('server/main.ts', [], {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        IRR_MQTT_PORT: 'off',
        IRR_DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      children.push(server);
      assert.equal(await server.exited, 1, server.stdout());
      assert.equal(server.stderr().trim(), refusal(planted, TODAY[EDITED]!));
      assert.doesNotMatch(server.stdout(), /irr-console server:/);
    } finally {
      if (adminUrl && databaseUrl) await dropPostgresDatabase(adminUrl, databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
