// npm run bench:devices: BENCH_DEVICES (default 10,000) simulated wells reporting their status every
// BENCH_DEVICE_EVERY_S (default 10) s over MQTT into one server process (server/main.ts) on
// PostgreSQL, for BENCH_DEVICE_SECONDS (default 60) once all are connected: messages per second
// sent and taken, ingest-to-browser latency p50/p99 (publish in this process → the row on the
// merchant's live/events stream, read here as a console would; goal p99 ≤ 1 s), and the server's
// memory. Then the same through Debian's mosquitto (MQTT_URL) instead of the embedded broker. Then
// BENCH_FIELD_DEVICES (default 2,000) DTUs on TCP sockets to the gateway, half SZY206, half SL 651,
// each reporting every BENCH_DEVICE_EVERY_S, timed by the water level (what both protocols carry),
// from BENCH_FIELD_ADDRESSES loopback addresses (default one per DTU; 1: all behind one NAT).
// BENCH_DEVICE_RUNS (default embedded,mosquitto,tcp) picks the runs. Each run also counts the status
// reports the simulator sent against the rows that landed in well_reading for its wells (the
// history keeps every report: sent / landed / missing). The figure, 10 minutes of 10,000
// wells with the history on: BENCH_DEVICE_SECONDS=600 BENCH_DEVICE_RUNS=embedded npm run bench:devices
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { MonitorRow } from '../src/api/contract/well/monitor';
import { hashSecret } from '../server/devices/credentials';
import { mosquittoAcl, mosquittoPasswordFile } from '../server/devices/mosquitto-files';
import { METERS_EVERY } from '../server/devices/simulator/dtu-link';
import { transportCounts } from '../server/devices/simulator/simulated-transports';
import { Simulator, type SimulatedDevice } from '../server/devices/simulator/simulator';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { runTs, waitForUrl } from '../test/server/support/child-server';
import { TestClient } from '../test/server/support/client';
import { openLive } from '../test/server/support/live-stream';
import { startMosquitto } from '../test/server/support/mosquitto';
import { loginToken, PASSWORD, TEST_CAPTCHA } from '../test/server/support/test-server';
import { onEachEngine, percentile } from './engines';
import { addFieldDevices } from './field-devices';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const EVERY_MS = Number(process.env.BENCH_DEVICE_EVERY_S ?? 10) * 1000;
const SECONDS = Number(process.env.BENCH_DEVICE_SECONDS ?? 60);
const SECRET = 'bench-device-secret';
const SIGN_SECRET = 'irr-dev-secret';
const GOAL_P99_MS = 1000;
const FIELD_DEVICES = Number(process.env.BENCH_FIELD_DEVICES ?? 2000);
/** Loopback addresses the DTUs connect from (default: one each; 1 is many DTUs behind one NAT). */
const FIELD_ADDRESSES = Number(process.env.BENCH_FIELD_ADDRESSES ?? FIELD_DEVICES);
const RUNS = new Set((process.env.BENCH_DEVICE_RUNS ?? 'embedded,mosquitto,tcp').split(','));
/** A report's reading the live row shows as it was sent: its key with the well, to time it. */
type Probe = 'voltage' | 'waterLevel';

/** BENCH_DEVICES wells of the first merchant, each with a device (one secret, hashed once). */
async function addDevices(db: Kysely<Database>): Promise<SimulatedDevice[]> {
  const merchant = await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
  await sql`insert into well (merchant_id, place_id, cd, name, status, health, running, enabled, billing_mode, electric_price_fen,
      water_price_fen, is_online, created_at)
    select ${merchant.id}, p.ids[1 + g % array_length(p.ids, 1)], 'BENCH-D' || g, '压测设备' || g, 'normal', 'excellent', 'leisure', 'Y',
      'electric', 60, 50, false, now()
    from generate_series(1, ${DEVICES}::int) g cross join (select array_agg(id order by id) as ids from place where merchant_id = ${merchant.id}) p`.execute(
    db,
  );
  const hash = hashSecret(SECRET);
  const { rows } = await sql<{ username: string }>`insert into device (merchant_id, well_id, username, secret_hash, created_at, rotated_at)
    select merchant_id, id, 'w' || id || '-bench', ${hash}, now(), now() from well where cd like 'BENCH-D%' returning username`.execute(db);
  return rows.map((r) => ({ username: r.username, secret: SECRET, kind: 'well' as const, cards: [] }));
}

const rssMb = async (pid: number) => {
  const { readFileSync } = await import('node:fs');
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** Rows of well_reading of `wellIds` written since `since` (server time). */
async function landed(db: Kysely<Database>, wellIds: readonly number[], since: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from well_reading
    where well_id = any(${wellIds}::int[]) and at >= ${since}`.execute(db);
  return Number(rows[0]!.n);
}

/** PostgreSQL's write-ahead log position now (what every write of the cluster adds to). */
const walLsn = async (db: Kysely<Database>) =>
  (await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)).rows[0]!.lsn;

async function run(
  db: Kysely<Database>,
  label: string,
  url: string,
  devices: SimulatedDevice[],
  env: Record<string, string>,
  probe: Probe = 'voltage',
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-devices-'));
  const serverStart = new Date();
  const walStart = await walLsn(db);
  const child = runTs('server/main.ts', [], {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    IRR_DATA_DIR: dataDir,
    DATABASE_URL: url,
    IRR_CAPTCHA_FIXED: TEST_CAPTCHA,
    IRR_SIMULATE: 'off',
    IRR_SIGN_SECRET: SIGN_SECRET,
    ...env,
  });
  try {
    const serverUrl = await waitForUrl(child);
    const brokerUrl = env.MQTT_URL?.replace(/\/\/[^@/]*@/, '//') ?? /devices \(MQTT\): (mqtt:\/\/\S+)/.exec(child.stdout())![1]!;
    const client = new TestClient(serverUrl, SIGN_SECRET, () => new Date());
    client.token = await loginToken(client, '13800000000', PASSWORD);
    const live = await openLive(client);
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    /** the latencies of the reports sent in each minute of the measure, so that a slow start or a slow minute shows */
    const byMinute: number[][] = Array.from({ length: Math.ceil(SECONDS / 60) }, () => []);
    let started = 0;
    let measuring = false;
    let sentCount = 0;
    let sentAll = 0;
    const statuses = new Map<string, number>();
    let seen = 0;
    const idOf = (username: string) => Number(/^w(\d+)-/.exec(username)![1]);
    const simulator = new Simulator({
      url: brokerUrl,
      ...(env.IRR_FIELD_PORT ? { field: { host: '127.0.0.1', port: Number(env.IRR_FIELD_PORT) } } : {}),
      everyMs: EVERY_MS,
      swipeChance: 0,
      faultChance: 0,
      connectBatch: 250,
      onStatus: (device, status) => {
        const nth = (statuses.get(device.username) ?? 0) + 1;
        statuses.set(device.username, nth);
        // a SZY206 terminal's meters go as reports of their own, every METERS_EVERY-th status
        sentAll += device.dtu?.protocol === 'szy206' && nth % METERS_EVERY === 1 ? 3 : 1;
        if (!measuring) return;
        sentCount += 1;
        sent.set(`${idOf(device.username)}:${String(status[probe])}`, performance.now());
      },
    });
    // the rows as the stream brings them: a row whose well and voltage match a report ends its latency
    const timer = setInterval(() => {
      const fresh = live.events.splice(0);
      const at = performance.now();
      for (const e of fresh) {
        if (e.type !== 'wells') continue;
        for (const row of e.rows as MonitorRow[]) {
          const key = `${row.id}:${row[probe]}`;
          const from = sent.get(key);
          if (from === undefined) continue;
          sent.delete(key);
          seen += 1;
          latencies.push(at - from);
          byMinute[Math.floor((from - started) / 60_000)]?.push(at - from);
        }
      }
    }, 5);
    const connectStart = performance.now();
    await simulator.start(devices);
    const connectS = (performance.now() - connectStart) / 1000;
    // one interval so every device has reported once, then measure
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    measuring = true;
    const rss: number[] = [];
    started = performance.now();
    while (performance.now() - started < SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rss.push(await rssMb(child.process.pid!));
    }
    measuring = false;
    const elapsedS = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the last reports' rows
    clearInterval(timer);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => (latencies.length ? percentile(latencies, q).toFixed(0) : 'n/a');
    const p99 = latencies.length ? percentile(latencies, 99) : Infinity;
    console.log(
      `  ${label}: ${simulator.connected}/${devices.length} devices connected in ${connectS.toFixed(1)} s; ` +
        `${(sentCount / elapsedS).toFixed(0)} status msg/s sent, ${(seen / elapsedS).toFixed(0)}/s reached the browser stream ` +
        `(${((seen / Math.max(1, sentCount)) * 100).toFixed(1)} %); ingest→browser p50 ${p(50)} ms, p99 ${p(99)} ms ` +
        `(goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'ok' : 'OVER'}); server RSS median ${percentile(
          [...rss].sort((a, b) => a - b),
          50,
        ).toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB`,
    );
    if (byMinute.length > 1) {
      const p99s = byMinute.map((l) =>
        l.length
          ? percentile(
              l.sort((a, b) => a - b),
              99,
            ).toFixed(0)
          : '–',
      );
      console.log(`    p99 by the minute the reports were sent (ms): ${p99s.join(', ')}`);
    }
    live.close();
    await simulator.stop();
    // the last reports' rows: until all landed, or none more for 3 s
    const wellIds = devices.map((d) => idOf(d.username));
    let kept = await landed(db, wellIds, serverStart);
    for (let still = 0; kept < sentAll && still < 6;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const count = await landed(db, wellIds, serverStart);
      still = count === kept ? still + 1 : 0;
      kept = count;
    }
    const wal = Number(
      (await sql<{ bytes: string }>`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${walStart}::pg_lsn) as bytes`.execute(db)).rows[0]!.bytes,
    );
    console.log(
      `    every report kept: ${sentAll} status reports sent in the run, ${kept} landed in well_reading, ${sentAll - kept} missing` +
        `${kept === sentAll ? '' : '   NOT ALL KEPT'}; WAL written in the run ${(wal / 1024 / 1024).toFixed(0)} MB, ${(wal / Math.max(1, kept)).toFixed(0)} B a report`,
    );
  } finally {
    child.process.kill('SIGTERM');
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `devices: ${DEVICES} MQTT wells and ${FIELD_DEVICES} DTUs reporting every ${EVERY_MS / 1000} s, measured ${SECONDS} s, one server process (runs: ${[...RUNS].join(', ')})`,
);
process.env.BENCH_ENGINE = 'postgres';
await onEachEngine(async (engine, handle, _dataDir, url) => {
  if (!url) return;
  await migrate(handle.db);
  await seedDemo(handle.db);
  const devices = RUNS.has('embedded') || RUNS.has('mosquitto') ? await addDevices(handle.db) : [];
  const { createServer } = await import('node:net');
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const a = probe.address() as { port: number };
        probe.close(() => resolve(a.port));
      });
    });
  if (RUNS.has('embedded')) await run(handle.db, `${engine}, embedded broker`, url, devices, { IRR_MQTT_PORT: String(await freePort()) });
  if (RUNS.has('mosquitto')) {
    const broker = await startMosquitto(
      await mosquittoPasswordFile(handle.db, { username: 'irr-server', hash: hashSecret('bench-server') }),
      mosquittoAcl('irr-server'),
    );
    try {
      await run(handle.db, `${engine}, mosquitto`, url, devices, { MQTT_URL: `mqtt://irr-server:bench-server@127.0.0.1:${broker.port}` });
    } finally {
      await broker.close();
    }
  }
  if (RUNS.has('tcp')) {
    const dtus = await addFieldDevices(handle.db, FIELD_DEVICES, FIELD_ADDRESSES);
    await run(
      handle.db,
      `${engine}, TCP gateway (${FIELD_DEVICES} DTUs from ${FIELD_ADDRESSES} addresses: ${transportCounts(dtus)})`,
      url,
      dtus,
      { IRR_MQTT_PORT: String(await freePort()), IRR_FIELD_PORT: String(await freePort()) },
      'waterLevel',
    );
  }
});
