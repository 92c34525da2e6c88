// Runs on both engines: a database busy or gone is met differently by one connection and by a pool.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { noticeCalls, wellEquipCalls, wellHomeCalls, wellPlaceCalls } from '../../src/api/contract';
import { batchedCallers } from '../../server/auth/caller-batches';
import { openDatabase } from '../../server/db/connect';
import { databaseUnavailable } from '../../server/db/errors';
import { migrate } from '../../server/db/migrate';
import { runPgTool } from '../../server/backup/pg-tools';
import { startLocalPostgres } from '../../scripts/local-postgres.mjs';
import type { ApiResponse, TestClient } from './support/client';
import { countedDb } from './support/counted-db';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';
import { createPostgresDatabase, dropPostgresDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';

const BUSY_LIMIT_MS = 300;
const METRICS_TOKEN = 'metrics-token-of-the-test';
const s = serverSuite({ busyLimitMs: BUSY_LIMIT_MS, config: { metricsToken: METRICS_TOKEN } });
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

const place = (name: string) => ({ name, areaCode: '130102', address: '', managerName: '', managerMobile: '' });
const busyAnswer = (res: ApiResponse) => [res.status, res.body?.errorCode, res.body?.message];

/** Runs `work` while every connection is taken: the embedded engine has one, the pool ten. */
async function whileEveryConnectionTaken<T>(work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = Array.from({ length: onPostgres ? 10 : 1 }, () =>
    s.database.db.connection().execute(async (conn) => {
      await sql`select 1`.execute(conn);
      await released;
    }),
  );
  try {
    return await work();
  } finally {
    release();
    await Promise.all(holders);
  }
}

describe('a database busy past the limit', () => {
  test('every connection taken longer than the limit: reads and writes answer 503 with 9998, write nothing, and the next call is served', async () => {
    const c = await s.server.loginAs('13800000000');
    const before = await snapshot(s.database.db);
    await whileEveryConnectionTaken(async () => {
      for (const res of [await c.call(noticeCalls.getNoReadNoticeNum), await c.call(wellPlaceCalls.savePlace, place('忙时新增'))]) {
        assert.deepEqual(busyAnswer(res), [503, 9998, '系统繁忙，请稍后再试']);
      }
    });
    assert.deepEqual(await snapshot(s.database.db), before);
    assert.equal((await c.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
  });

  test('/readyz while every connection is taken: 503, the database not answering; ready again after', async () => {
    const readyz = async () => {
      const res = await fetch(`${s.server.url}/readyz`);
      return { status: res.status, body: (await res.json()) as { checks: Record<string, string> } };
    };
    const busy = await whileEveryConnectionTaken(readyz);
    assert.equal(busy.status, 503);
    assert.match(busy.body.checks.database!, /^not answering: /);
    assert.equal(busy.body.checks.migrations, 'unknown');
    assert.equal((await readyz()).status, 200);
  });

  test('/metrics while every connection is taken: answered without the settlements (a database figure), never a 500', async () => {
    const scrape = async () => {
      const res = await fetch(`${s.server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return { status: res.status, text: await res.text() };
    };
    const busy = await whileEveryConnectionTaken(scrape);
    assert.equal(busy.status, 200);
    assert.match(busy.text, /irr_http_requests_total/);
    assert.doesNotMatch(busy.text, /irr_settlements\{/);
    assert.equal((await scrape()).status, 200);
  });

  test('callers looked up together while it is busy: all refused as busy by their one statement, not tried again one by one', async () => {
    const c = await s.server.loginAs('13800000000');
    const { db, counter } = countedDb(s.database.db);
    const finder = batchedCallers(db);
    const found = await whileEveryConnectionTaken(() =>
      Promise.allSettled(Array.from({ length: 5 }, () => finder.find(c.token as string))),
    );
    for (const result of found) {
      assert.equal(result.status, 'rejected');
      assert.ok(
        databaseUnavailable(result.status === 'rejected' ? result.reason : undefined),
        String(result.status === 'rejected' && result.reason),
      );
    }
    assert.equal(counter.statements, 1, 'one statement for the five, not five more after it');
  });
});

// PostgreSQL only: the embedded engine lives in the server's process and cannot be restarted under it.
if (onPostgres) {
  describe('PostgreSQL restarted under load', () => {
    test(
      'pg_ctl restart -m immediate under 4 writers and 2 readers: no 500, only 503/9998 while it is away, no acknowledged write lost, served again after',
      { timeout: 180_000 },
      async (t) => {
        const cluster = await startLocalPostgres();
        assert.ok(cluster, 'PostgreSQL binaries (Debian postgresql) are needed to restart a cluster');
        const dataDir = mkdtempSync(join(tmpdir(), 'irr-restart-'));
        // the seeded database of the tests' server (a copy of its template), dumped into this cluster's:
        // a restore of seconds instead of the seed's ten
        const url = await createPostgresDatabase(cluster.url);
        try {
          const seeded = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, { seeded: true });
          const dump = join(dataDir, 'seeded.dump');
          try {
            await runPgTool('pg_dump', ['--format=custom', `--file=${dump}`], seeded);
          } finally {
            await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, seeded);
          }
          await runPgTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', dump], url);
        } catch (error) {
          rmSync(dataDir, { recursive: true, force: true });
          cluster.stop();
          throw error;
        }
        const handle = await openDatabase({ dataDir, databaseUrl: url });
        try {
          await migrate(handle.db);
          const server = await startTestServer({ ...handle, dataDir, url });
          try {
            const client: TestClient = await server.loginAs('13800000000');
            const answers: { status: number; code: number | undefined }[] = [];
            const acknowledged: string[] = [];
            let phase: 'before' | 'after' = 'before';
            let ackAfter = 0;
            let stop = false;
            // the load's progress wakes the test's waits (no polling)
            const waits: { done: () => boolean; resolve: () => void }[] = [];
            const progressed = () => {
              for (const wait of waits.filter((x) => x.done())) {
                waits.splice(waits.indexOf(wait), 1);
                wait.resolve();
              }
            };
            const until = (done: () => boolean) =>
              done()
                ? Promise.resolve()
                : new Promise<void>((resolve) => {
                    waits.push({ done, resolve });
                  });
            const writer = async (w: number) => {
              for (let i = 0; !stop; i += 1) {
                const name = `重启${w}-${i}`;
                const res = await client.call(wellPlaceCalls.savePlace, place(name));
                answers.push({ status: res.status, code: res.body?.errorCode });
                if (res.status === 200 && res.body.errorCode === 0) {
                  acknowledged.push(name);
                  if (phase === 'after') ackAfter += 1;
                }
                progressed();
              }
            };
            // a page of wells, and the wells' home: seven statements one after the other
            const reader = async (read: () => ReturnType<TestClient['call']>) => {
              while (!stop) {
                const res = await read();
                answers.push({ status: res.status, code: res.body?.errorCode });
              }
            };
            const load = [0, 1, 2, 3]
              .map(writer)
              .concat([
                reader(() => client.call(wellEquipCalls.findPage, { page: 1, size: 10 })),
                reader(() => client.call(wellHomeCalls.summary, {})),
              ]);
            try {
              await until(() => acknowledged.length >= 20);
              const restarted = cluster.restart('immediate');
              phase = 'after';
              await restarted;
              await until(() => ackAfter >= 20);
            } finally {
              stop = true;
              await Promise.all(load);
            }
            const failures = answers.filter((a) => a.status !== 200 || a.code !== 0);
            t.diagnostic(`${answers.length} calls, ${failures.length} answered while PostgreSQL was away`);
            assert.deepEqual(
              failures.filter((a) => !(a.status === 503 && a.code === 9998)),
              [],
              'every failure is 503 with 9998',
            );
            const saved = new Set(
              (await handle.db.selectFrom('place').select('name').where('name', 'like', '重启%').execute()).map((r) => r.name),
            );
            assert.deepEqual(
              acknowledged.filter((name) => !saved.has(name)),
              [],
              'every acknowledged write is in the database',
            );
            assert.equal((await client.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
            assert.ok(!server.logs.some((line) => line.includes('"level":"error"')), 'no request logged as a fault');
          } finally {
            await server.close();
          }
        } finally {
          await handle.close();
          rmSync(dataDir, { recursive: true, force: true });
          cluster.stop();
        }
      },
    );
  });
}
