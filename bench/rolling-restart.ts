// npm run bench:restart: Debian's nginx on the shipped site (deploy/nginx/irr-console.conf) in
// front of two server processes (server/main.ts, NODE_ENV=production) on one PostgreSQL; under a
// steady load through nginx (card/findPage reads, cash recharges, consoles' live streams), each
// process in turn gets SIGTERM, exits, starts again and is ready, BENCH_STEADY_SECONDS (10) of
// steady load before, between and after. Prints the answers by status, the acknowledged writes
// found in the database afterwards, the live streams ended and reconnected, each stop's exit code
// and time, the latency while a process restarts against steady; exits 1 unless there was no 5xx,
// no lost write and every stream came back. A throwaway PostgreSQL cluster, or BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';
import { TestClient } from '../test/server/support/client';
import { ROOT } from '../test/server/support/child-server';
import { createPostgresDatabase, dropPostgresDatabase } from '../test/server/support/test-database';
import { PASSWORD, TEST_CAPTCHA, TEST_PASSWORD_LOG_N, loginToken } from '../test/server/support/test-server';
import { startNginx } from './nginx-site';
import { startLoad, type Phase } from './restart-load';
import { ServerProcess, type StopFigures } from './server-process';

const STEADY_MS = Number(process.env.BENCH_STEADY_SECONDS ?? 10) * 1000;
const READERS = Number(process.env.BENCH_READERS ?? 8);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 20);
/** The longest wait for the ended streams to come back once the restarts are over. */
const RECONNECT_LIMIT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => n.toFixed(1).padStart(7);
const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function bench(adminUrl: string): Promise<boolean> {
  const url = await createPostgresDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-bench-restart-'));
  const handle = await openDatabase({ dataDir, databaseUrl: url });
  const processes: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    await migrate(handle.db);
    await seedDemo(handle.db, new Date(), { passwordLogN: TEST_PASSWORD_LOG_N });
    const merchant = await handle.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
    const cards = await handle.db
      .selectFrom('card')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('status', '=', 'normal')
      .orderBy('id')
      .limit(WRITERS)
      .execute();
    const secret = randomBytes(24).toString('hex');
    // as the systemd unit runs it (NODE_ENV=production, behind one proxy), with what a bench needs:
    // the fixed captcha to log in, no rate limit (every call comes from one address), each process
    // its own embedded broker and gateway on free ports (the bench connects no device)
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      IRR_DATA_DIR: dataDir,
      IRR_TRUST_PROXY: '1',
      IRR_SIGN_SECRET: secret,
      IRR_MERCHANT_KEY: randomBytes(24).toString('hex'),
      IRR_ALLOW_SMS_OUTBOX: '1',
      IRR_CAPTCHA_FIXED: TEST_CAPTCHA,
      IRR_ALLOW_FIXED_CAPTCHA: '1',
      IRR_RATE_LIMIT: '1000000',
      IRR_LOGIN_RATE_LIMIT: '1000000',
      IRR_MQTT_PORT: '0',
      IRR_FIELD_PORT: '0',
    };
    const [a, b, listen] = [await freePort(), await freePort(), await freePort()];
    processes.push(new ServerProcess(a, env), new ServerProcess(b, env));
    await Promise.all(processes.map((p) => p.start()));
    nginx = await startNginx({ dir: join(dataDir, 'nginx'), ports: [a, b], listen });

    const client = new TestClient(nginx.origin, secret, () => new Date());
    client.token = await loginToken(client, '13800000000', PASSWORD);
    let phase: Phase = 'steady';
    const running = startLoad({
      client,
      readers: READERS,
      writers: WRITERS,
      streams: STREAMS,
      cardIds: cards.map((c) => c.id),
      phase: () => phase,
    });
    await running.allConnected();
    console.log(
      `\nrolling restart through nginx (${ROOT}deploy/nginx/irr-console.conf): ${READERS} readers, ${WRITERS} writers,` +
        ` ${STREAMS} live streams; ${STEADY_MS / 1000} s steady before, between and after; load ${load()}`,
    );
    await pause(STEADY_MS);
    const stops: StopFigures[] = [];
    const restartMs: number[] = [];
    for (const p of processes) {
      phase = 'restart';
      const t = performance.now();
      stops.push(await p.stop());
      await p.start();
      restartMs.push(performance.now() - t);
      phase = 'steady';
      await pause(STEADY_MS);
    }
    const reconnected = await Promise.race([running.allConnected().then(() => true), pause(RECONNECT_LIMIT_MS).then(() => false)]);
    const f = await running.stop();

    const ids = f.acknowledged;
    const found = ids.length
      ? Number(
          (
            await sql<{ n: string }>`select count(*) as n from recharge_order
              where id = any(${sql.val(ids)}::int[]) and status = 'paid' and result = 'succeed'`.execute(handle.db)
          ).rows[0]!.n,
        )
      : 0;
    const sent = f.sent.reads + f.sent.writes;
    console.log(`  requests sent            ${sent} (${f.sent.reads} reads card/findPage, ${f.sent.writes} writes card/recharge)`);
    console.log(
      `  answered                 2xx ${f.answered['2xx']} (of them errorCode ≠ 0: ${f.businessErrors}), 4xx ${f.answered['4xx']},` +
        ` 5xx ${f.answered['5xx']}, no answer at the client ${f.answered.refused}`,
    );
    console.log(`  acknowledged writes      ${ids.length}, found in the database afterwards ${found}`);
    console.log(
      `  live streams             ${f.streams.opened} opened, ${f.streams.ended} ended by a stopping process,` +
        ` ${f.streams.reconnected} reconnected${reconnected ? '' : ` (NOT all within ${RECONNECT_LIMIT_MS / 1000} s)`}, refused ${f.streams.refused}`,
    );
    for (const [k, stop] of stops.entries()) {
      console.log(
        `  process ${k + 1} (port ${processes[k]!.port})   exit ${stop.code} after SIGTERM in ${stop.ms.toFixed(0)} ms;` +
          ` back and ready ${(restartMs[k]! / 1000).toFixed(1)} s after it`,
      );
    }
    console.log(`  latency ms               ${'p50'.padStart(7)} ${'p99'.padStart(7)}  calls`);
    for (const p of ['steady', 'restart'] as const) {
      const l = f.latency[p];
      console.log(`    ${(p === 'steady' ? 'steady' : 'during the restarts').padEnd(22)} ${ms(l.p50)} ${ms(l.p99)}  ${l.n}`);
    }
    for (const line of f.samples) console.log(`  failure: ${line}`);
    for (const [k, p] of processes.entries())
      for (const line of p.problems().slice(0, 5)) console.log(`  process ${k + 1} said: ${line.slice(0, 300)}`);
    const upstream = nginx.errorLog().split('\n').filter(Boolean);
    for (const line of upstream.slice(0, 5)) console.log(`  nginx said: ${line.slice(0, 300)}`);
    console.log(`  nginx error log: ${upstream.length} lines; load at the end ${load()}`);
    return f.answered['5xx'] === 0 && found === ids.length && reconnected && stops.every((s) => s.code === 0);
  } finally {
    await nginx?.stop();
    await Promise.all(processes.filter((p) => p.child).map((p) => p.stop()));
    await handle.close();
    await dropPostgresDatabase(adminUrl, url);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let local: { url: string; stop(): void } | null = null;
let adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  const { startLocalPostgres } = (await import(join(ROOT, 'scripts/local-postgres.mjs'))) as {
    startLocalPostgres(): Promise<{ url: string; stop(): void } | null>;
  };
  local = await startLocalPostgres();
  if (!local) throw new Error('PostgreSQL is not installed here and BENCH_DATABASE_URL is not set');
  adminUrl = local.url;
}
try {
  const ok = await bench(adminUrl);
  if (!ok) process.exitCode = 1;
} finally {
  local?.stop();
}
