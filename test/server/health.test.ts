import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { MIGRATIONS } from '../../server/db/migrate';
import { serverSuite } from './support/suite';

// GET /healthz and /readyz (server/http/health-routes.ts) on a server with its embedded broker.

const s = serverSuite({ config: { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } } });

const get = async (path: string) => {
  const res = await fetch(`${s.server.url}${path}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
};

describe('health and readiness', () => {
  test('/healthz: the process answers, outside the API and its envelope', async () => {
    assert.deepEqual(await get('/healthz'), { status: 200, cache: 'no-store', body: { status: 'ok' } });
  });

  test('/readyz: the database answers, every migration is applied, the broker listens', async () => {
    assert.deepEqual(await get('/readyz'), {
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', broker: 'ok' } },
    });
    // a proxy asks every few seconds: no request line for it
    assert.equal(
      s.server.logs.some((line) => line.includes('/readyz') || line.includes('/healthz')),
      false,
    );
  });

  test('a migration this process knows that the database has not: 503 naming it, logged once', async () => {
    const last = MIGRATIONS.at(-1)!.name;
    await sql`update schema_migration set name = ${`${last}-hidden`} where name = ${last}`.execute(s.database.db);
    try {
      for (let i = 0; i < 2; i += 1)
        assert.deepEqual(await get('/readyz'), {
          status: 503,
          cache: 'no-store',
          body: { status: 'not ready', checks: { database: 'ok', migrations: `not applied: ${last}`, broker: 'ok' } },
        });
      assert.equal(s.server.logs.filter((line) => line.includes('not ready')).length, 1);
    } finally {
      await sql`update schema_migration set name = ${last} where name = ${`${last}-hidden`}`.execute(s.database.db);
    }
    assert.equal((await get('/readyz')).status, 200);
  });

  test('a migration applied by a newer process that this one does not know: still ready', async () => {
    await sql`insert into schema_migration (name, checksum) values ('999-from-a-newer-release', 'x')`.execute(s.database.db);
    try {
      assert.equal((await get('/readyz')).status, 200);
    } finally {
      await sql`delete from schema_migration where name = '999-from-a-newer-release'`.execute(s.database.db);
    }
  });

  test('no metrics token configured: no /metrics at all', async () => {
    assert.equal((await fetch(`${s.server.url}/metrics`)).status, 404);
  });

  test('the broker closed: 503, broker down; /healthz still answers', async () => {
    await s.server.app.services.devices.link!.close();
    const ready = await get('/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body.checks, { database: 'ok', migrations: 'ok', broker: 'down' });
    assert.equal((await get('/healthz')).status, 200);
  });
});
