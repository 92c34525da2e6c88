// npm run bench:server (first): the request pipeline. 32 concurrent signed clients over HTTP on
// loopback (autocannon, in a process of its own) against the reference server, beside a fastify
// hello-world route in the same server process and run, on PGlite and on PostgreSQL: authenticated reads (the unread count, a findPage of 10
// wells) and a signed write (a place created), with req/s, p50, p99, the ratio to hello-world and
// the SQL statements a call costs (counted on the PostgreSQL connections: BEGIN and COMMIT
// included; PGlite runs the same statements), one call at a time and under the load, where calls
// arriving together share the caller's statement, and the server process's CPU time per call (user and
// system: HTTP, the checks, the query's building and its rows' parsing; the database's own work is not in it). BENCH_CONCURRENCY, BENCH_SECONDS (a case's load),
// BENCH_ROUNDS, BENCH_PROFILE. PGlite runs twice, on its prepared path and on its plain one
// (PGlite's own query(), IRR_PGLITE_PREPARED=0), and the two are printed side by side at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { noticeCalls, wellEquipCalls, wellPlaceCalls, type CallDef } from '../src/api/contract';
import type { DatabaseHandle } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';
import { TestClient } from '../test/server/support/client';
import { PASSWORD, loginToken, startTestServer } from '../test/server/support/test-server';
import { median, onEachEngine, type EngineName, type PglitePath } from './engines';
import { runLoad, type LoadJob, type LoadResult } from './load-generator';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_PROFILE=dir: the server process's CPU profile of each case's first round, for DevTools. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

async function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** Statements sent on every PostgreSQL connection of this process (pg's Client.query, patched once). */
let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const num = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

interface Case {
  name: string;
  job: Omit<LoadJob, 'connections' | 'seconds'>;
  op?: (i: number) => Promise<string>;
}

/** Each PGlite path's medians per case (req/s, p50 ms), for the side-by-side at the end. */
const pgliteMedians = new Map<PglitePath, Map<string, { perSecond: number; p50: number }>>();

async function bench(engine: EngineName, handle: DatabaseHandle, dataDir: string, _url?: string, path?: PglitePath): Promise<void> {
  const title = path ? `${engine} (${path} path)` : engine;
  await migrate(handle.db);
  await seedDemo(handle.db);
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;
  // production settings, as deployed: reads outside a transaction, answers not checked against the
  // contract; the rate limiter still counts every request, with a limit that one address sending
  // a whole bench does not reach (a refusal is cheaper than a call and would flatter the figures)
  const rateLimit = { windowMs: 60_000, max: 1e9, loginMax: 1e9 };
  const server = await startTestServer(
    { ...handle, dataDir, url: undefined },
    { log: () => {}, now: () => new Date(), production: true, rateLimit },
  );
  try {
    const client = new TestClient(server.url, server.config.signSecret, () => new Date());
    client.token = await loginToken(client, '13800000000', PASSWORD);
    const call = (def: CallDef, input: (i: number) => Record<string, unknown>) => async (i: number) => {
      const res = await client.call(def, input(i));
      return res.status === 200 && res.body?.errorCode === 0 ? '' : `HTTP ${res.status} ${res.text.slice(0, 120)}`;
    };
    const run = Date.now().toString(36);
    const auth = { token: client.token, secret: server.config.signSecret };
    const origin = server.url;
    const cpi = (def: CallDef) => `/cpi/${def.path}`;
    const place = (i: string) =>
      JSON.stringify({ name: `压测${run}-${i}`, areaCode: '130102', address: '', managerName: '', managerMobile: '' });
    const cases: Case[] = [
      { name: 'fastify hello-world (GET, no database)', job: { origin: new URL(helloUrl).origin, method: 'GET', path: '/hello' } },
      {
        name: 'read  notice/getNoReadNoticeNum',
        job: { origin, auth, method: 'GET', path: cpi(noticeCalls.getNoReadNoticeNum) },
        op: call(noticeCalls.getNoReadNoticeNum, () => ({})),
      },
      {
        name: 'read  irrigationWell/equip/findPage (10)',
        job: { origin, auth, method: 'POST', path: cpi(wellEquipCalls.findPage), body: JSON.stringify({ page: 1, size: 10 }) },
        op: call(wellEquipCalls.findPage, () => ({ page: 1, size: 10 })),
      },
      {
        name: 'write irrigationWell/place/savePlace (new)',
        job: { origin, auth, method: 'POST', path: cpi(wellPlaceCalls.savePlace), body: place('{i}') },
        op: call(wellPlaceCalls.savePlace, (i) => JSON.parse(place(`s${i}`)) as Record<string, unknown>),
      },
    ];
    // statements a call costs: one call at a time, counted
    const perCall = new Map<string, number>();
    for (const c of cases) {
      if (!c.op) continue;
      await c.op(0);
      const before = statements;
      for (let i = 1; i <= 10; i += 1) await c.op(1_000_000 + i);
      perCall.set(c.name, (statements - before) / 10);
    }
    const load = (c: Case, seconds: number, round: string) =>
      runLoad({ ...c.job, body: c.job.body?.replaceAll('{i}', `${round}-{i}`), connections: CONCURRENCY, seconds });
    for (const c of cases) await load(c, 1, 'w'); // warm-up
    const results = cases.map(() => [] as LoadResult[]);
    const underLoad = cases.map(() => ({ statements: 0, requests: 0, cpuMicros: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [k, c] of cases.entries()) {
        const profiling = PROFILE_DIR && round === 0 && k > 0 ? await startProfile() : undefined;
        const before = statements;
        const cpuBefore = process.cpuUsage();
        const result = await load(c, SECONDS, `r${round}`);
        const cpu = process.cpuUsage(cpuBefore);
        results[k]!.push(result);
        underLoad[k]!.cpuMicros += cpu.user + cpu.system;
        underLoad[k]!.statements += statements - before;
        underLoad[k]!.requests += result.requests;
        if (profiling)
          await profiling.stop(
            join(PROFILE_DIR!, `${engine}${path ? `-${path}` : ''}-${c.name.split(/\s+/)[1]!.replaceAll('/', '_')}.cpuprofile`),
          );
      }
    }
    console.log(
      `\n${title}: ${CONCURRENCY} concurrent clients over HTTP, ${SECONDS} s a case, median of ${ROUNDS} rounds;` +
        ` statements per call counted on PostgreSQL (BEGIN and COMMIT included), alone and under the load (callers share a statement)`,
    );
    console.log(
      `  ${'case'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'÷hello'.padStart(8)} ${'stmts'.padStart(6)} ${'loaded'.padStart(7)} ${'cpu µs'.padStart(7)} ${'errors'.padStart(7)}`,
    );
    const perSecond = results.map((r) => median(r.map((x) => x.perSecond)));
    if (path)
      pgliteMedians.set(
        path,
        new Map(cases.map((c, k) => [c.name, { perSecond: perSecond[k]!, p50: median(results[k]!.map((x) => x.p50)) }])),
      );
    for (const [k, c] of cases.entries()) {
      const r = results[k]!;
      const errors = r.reduce((sum, x) => sum + x.errors, 0);
      const ratio = k === 0 ? '' : `1/${(perSecond[0]! / perSecond[k]!).toFixed(1)}`;
      const counted = engine === 'PostgreSQL' && perCall.has(c.name);
      const stmts = counted ? perCall.get(c.name)!.toFixed(1) : '';
      const loaded = counted ? (underLoad[k]!.statements / underLoad[k]!.requests).toFixed(2) : '';
      console.log(
        `  ${c.name.padEnd(44)} ${num(perSecond[k]!, 0)} ${num(median(r.map((x) => x.p50)))} ${num(median(r.map((x) => x.p99)))} ${ratio.padStart(8)} ${stmts.padStart(6)} ${loaded.padStart(7)} ${(underLoad[k]!.cpuMicros / underLoad[k]!.requests).toFixed(0).padStart(7)} ${String(errors).padStart(7)}`,
      );
      const firstError = r.find((x) => x.firstError)?.firstError;
      if (firstError) console.log(`    first error: ${firstError}`);
    }
  } finally {
    await server.close();
    await hello.close();
  }
}

/** The two PGlite paths' medians, case by case. */
function printPglitePaths(): void {
  const prepared = pgliteMedians.get('prepared');
  const plain = pgliteMedians.get('plain');
  if (!prepared || !plain) return;
  console.log(`\nPGlite, prepared path (the default) beside the plain path (IRR_PGLITE_PREPARED=0), medians of ${ROUNDS} rounds:`);
  console.log(`  ${'case'.padEnd(44)} ${'req/s'.padStart(8)} ${'plain'.padStart(8)} ${'p50 ms'.padStart(8)} ${'plain'.padStart(8)}`);
  for (const [name, fast] of prepared) {
    const slow = plain.get(name)!;
    console.log(`  ${name.padEnd(44)} ${num(fast.perSecond, 0)} ${num(slow.perSecond, 0)} ${num(fast.p50)} ${num(slow.p50)}`);
  }
}

await onEachEngine(bench, ['prepared', 'plain']);
printPglitePaths();
