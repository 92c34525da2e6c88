import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { noticeCalls } from '../../src/api/contract';
import { loadConfig } from '../../server/config';
import type { TestClient } from './support/client';
import { connectDevice, restingStatus, rotateKey, type TestDevice } from './support/devices';
import { openLive } from './support/live-stream';
import { serverSuite } from './support/suite';

// GET /metrics (server/metrics/metrics.ts): only to the bearer of the token; each figure moves
// with what it counts.

const TOKEN = 'metrics-token-of-the-test';
let admin: TestClient;
let device: TestDevice;
const s = serverSuite({
  config: { metricsToken: TOKEN, mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } },
  setup: async ({ server, database: { db } }) => {
    admin = await server.loginAs('13800000000');
    const merchant = await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
    const well = await db.selectFrom('well').select('id').where('merchant_id', '=', merchant.id).orderBy('id').executeTakeFirstOrThrow();
    const key = await rotateKey(admin, well.id);
    device = await connectDevice(server, key.username, key.secret);
  },
});

after(() => device?.close());

const scrape = async (authorization = `Bearer ${TOKEN}`) => fetch(`${s.server.url}/metrics`, { headers: { authorization } });

/** The samples of the scrape, `name{labels}` → value. */
async function samples(): Promise<Map<string, number>> {
  const res = await scrape();
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const map = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^(\w+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) map.set(m[1]!, Number(m[2]));
  }
  return map;
}

const NOTICES = `route="/cpi/${noticeCalls.getNoReadNoticeNum.path}"`;

describe('metrics', () => {
  test('no token, a wrong one, one of another length: 401, no figure shown', async () => {
    for (const authorization of ['', `Bearer ${TOKEN.replace('m', 'n')}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      assert.equal(res.status, 401, authorization);
      assert.doesNotMatch(await res.text(), /irr_/);
    }
  });

  test('a call counted by its route and outcome, and timed; a refusal apart', async () => {
    const before = await samples();
    assert.equal((await admin.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
    const anonymous = await s.server.client().call(noticeCalls.getNoReadNoticeNum);
    assert.equal(anonymous.status, 401);
    const after = await samples();
    const moved = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    assert.equal(moved(`irr_http_requests_total{${NOTICES},outcome="ok"}`), 1);
    assert.equal(moved(`irr_http_requests_total{${NOTICES},outcome="refused"}`), 1);
    assert.equal(moved(`irr_http_request_duration_seconds_count{${NOTICES}}`), 2);
    assert.equal(moved(`irr_http_request_duration_seconds_bucket{le="+Inf",${NOTICES}}`), 2);
  });

  test("a device's status, its connection, a live stream and a settlement pass", async () => {
    const before = await samples();
    assert.equal(before.get('irr_devices_connected{transport="mqtt"}'), 1);
    assert.equal(before.get('irr_live_streams'), 0);
    await device.send('status', restingStatus({ seq: 1, ts: s.server.clock.now().getTime() }));
    await device.send('status', '{not json');
    const live = await openLive(admin);
    await s.server.app.services.settlements.runOnce();
    try {
      const after = await samples();
      const moved = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
      assert.equal(moved('irr_device_messages_total{outcome="accepted",type="status"}'), 1);
      assert.equal(moved('irr_device_messages_total{outcome="dropped",type="malformed"}'), 1);
      assert.equal(after.get('irr_live_streams'), 1);
      assert.equal(moved('irr_job_runs_total{job="settlement",outcome="ok"}'), 1);
      assert.equal(after.get('irr_job_runs_total{job="settlement",outcome="failed"}'), 0);
      // every settlement status the database holds, counted as it holds them
      const { rows } = await sql<{
        status: string;
        n: number | string;
      }>`select status, count(*) as n from settlement group by status`.execute(s.database.db);
      assert.deepEqual(
        [...after].filter(([k]) => k.startsWith('irr_settlements{')).sort(),
        rows.map((r) => [`irr_settlements{status="${r.status}"}`, Number(r.n)]).sort(),
      );
    } finally {
      live.close();
    }
  });

  test("the database's pool on PostgreSQL, none on the embedded engine; the process's own figures", async () => {
    const figures = await samples();
    const pool = [...figures.keys()].filter((k) => k.startsWith('irr_database_pool_connections{'));
    if (s.database.engine === 'postgres') {
      assert.deepEqual(
        pool.sort(),
        ['state="idle"', 'state="total"', 'state="waiting"'].map((l) => `irr_database_pool_connections{${l}}`),
      );
      assert.ok(figures.get('irr_database_pool_connections{state="total"}')! >= 1);
    } else {
      assert.deepEqual(pool, []);
    }
    assert.ok(figures.get('irr_process_resident_memory_bytes')! > 0);
  });
});
