// Runs on both engines: an older process on a database a newer release migrated, through the real start (migrate, seed, listen).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { MIGRATIONS, migrate, type Migration } from '../../server/db/migrate';
import { startServer, type RunningServer } from '../../server/start';
import { wellPlaceCalls } from '../../src/api/contract';
import { TestClient } from './support/client';
import { createPostgresDatabase, dropPostgresDatabase, pgliteTemplate } from './support/test-database';
import { PASSWORD, TEST_CAPTCHA, TEST_PASSWORD_LOG_N, loginToken } from './support/test-server';

// A rolling upgrade (server/docs/database.md, "Upgrades"): the newer release's migrations go first,
// while the older release still serves, or stays ready to be started again (a rollback). This is
// the first release of a rename (place.name to display_name, expand then contract): the new
// column, filled, and a trigger that keeps it in step with what the older release writes. The
// older release must start on it, say it is ready, read and write, and leave the migration alone.

const NEWER_RELEASE: Migration = {
  name: '999-newer-release-display-name',
  statements: [
    `alter table place add column display_name text`,
    `update place set display_name = name`,
    `create function place_display_name() returns trigger language plpgsql as $$
      begin new.display_name := new.name; return new; end $$`,
    `create trigger place_display_name before insert or update of name on place for each row execute function place_display_name()`,
  ],
};

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A seeded database of the engine under test, of this file alone: its data directory and URL. */
async function seededDatabase(): Promise<{ dataDir: string; url: string | undefined }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-upgrade-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!adminUrl) {
    cpSync(join(await pgliteTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
    return { dataDir, url: undefined };
  }
  const url = await createPostgresDatabase(adminUrl, { seeded: true });
  cleanups.push(() => dropPostgresDatabase(adminUrl, url));
  return { dataDir, url };
}

/** This code's server as server/main.ts starts it: opens, migrates (with this release's list), seeds, listens. */
async function olderProcess(where: { dataDir: string; url: string | undefined }): Promise<RunningServer> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      IRR_DATA_DIR: where.dataDir,
      ...(where.url ? { DATABASE_URL: where.url } : {}),
      IRR_CAPTCHA_FIXED: TEST_CAPTCHA,
      IRR_MQTT_PORT: 'off',
      IRR_FIELD_PORT: 'off',
    },
    { port: 0, passwordLogN: TEST_PASSWORD_LOG_N, log: () => {} },
  );
  const server = await startServer(config);
  cleanups.push(() => server.close());
  return server;
}

async function readyz(server: RunningServer): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: await res.json() };
}

/** The place's name and, once the newer release added it, its display_name (null before). */
async function placeOf(server: RunningServer, name: string) {
  const { rows } = await sql<{ name: string; display_name: string | null }>`
    select name, to_jsonb(place) ->> 'display_name' as display_name from place where name = ${name}`.execute(server.database.db);
  return rows;
}

/** A place written and found again through the older process's API; its row as the database holds it. */
async function writeAndRead(server: RunningServer, name: string) {
  const client = new TestClient(server.url, server.app.services.config.signSecret, () => new Date());
  client.token = await loginToken(client, '13800000000', PASSWORD);
  const saved = await client.call(wellPlaceCalls.savePlace, { name, areaCode: '130102', address: '', managerName: '', managerMobile: '' });
  assert.equal(saved.body.errorCode, 0, saved.text);
  const found = await client.call<{ records: { name: string }[] }>(wellPlaceCalls.findPage, { page: 1, size: 10, name });
  assert.equal(found.body.errorCode, 0, found.text);
  assert.deepEqual(
    found.body.data.records.map((r) => r.name),
    [name],
  );
  return placeOf(server, name);
}

const ready = { status: 200, body: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } } };
const newerApplied = async (server: RunningServer) =>
  (await sql<{ name: string }>`select name from schema_migration where name = ${NEWER_RELEASE.name}`.execute(server.database.db)).rows
    .length;

describe('an older process beside a newer release', () => {
  test('started on a database the newer release migrated: it starts, is ready, reads and writes, and leaves the newer migration', async () => {
    const where = await seededDatabase();
    const newer = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.url });
    try {
      assert.deepEqual(await migrate(newer.db, [...MIGRATIONS, NEWER_RELEASE]), [NEWER_RELEASE.name]);
    } finally {
      await newer.close();
    }
    const older = await olderProcess(where);
    assert.deepEqual(await readyz(older), ready);
    assert.deepEqual(await writeAndRead(older, '升级旧版写入'), [{ name: '升级旧版写入', display_name: '升级旧版写入' }]);
    assert.equal(await newerApplied(older), 1, 'the newer migration is neither undone nor refused');
    // the older release's list again (its next start): nothing to apply, nothing undone
    assert.deepEqual(await migrate(older.database.db), []);
    assert.equal(await newerApplied(older), 1);
  });

  test('serving while the newer release migrates: its connections and prepared statements go on, and it stays ready', async () => {
    const where = await seededDatabase();
    const older = await olderProcess(where);
    assert.deepEqual(await writeAndRead(older, '升级之前'), [{ name: '升级之前', display_name: null }]);
    // PostgreSQL: the newer release's first process, on connections of its own. PGlite serves one
    // process (its directory is locked), so there the newer release comes after a stop; its
    // statements run here on the older process's own connection, whose statements must hold
    const newer = where.url ? await openDatabase({ dataDir: where.dataDir, databaseUrl: where.url }) : undefined;
    try {
      assert.deepEqual(await migrate((newer ?? older.database).db, [...MIGRATIONS, NEWER_RELEASE]), [NEWER_RELEASE.name]);
    } finally {
      await newer?.close();
    }
    assert.deepEqual(await writeAndRead(older, '升级之后'), [{ name: '升级之后', display_name: '升级之后' }]);
    assert.deepEqual(await placeOf(older, '升级之前'), [{ name: '升级之前', display_name: '升级之前' }], 'filled by the migration');
    assert.deepEqual(await readyz(older), ready);
  });
});
