// npm run bench:server (after record-find-page.ts): the money figures, over real HTTP, on PGlite and
// on PostgreSQL (bench/engines.ts). On one merchant holding BENCH_POSTINGS (default 1,000,000)
// ledger postings on BENCH_CARDS (default 10,000) cards:
// 1. money writes at BENCH_CONCURRENCY (default 32) signed clients, beside a plain read at the same
//    concurrency: BENCH_REQUESTS calls a case (default 10 a client), BENCH_ROUNDS rounds (default 3)
//    interleaved, medians printed; goal: a write costs at most 3 reads;
// 2. p50/p99 of the trial balance and of the fund flows' pages, BENCH_RUNS runs a case (default 40);
//    goal: p99 ≤ 50 ms on PostgreSQL. A case over it prints the plans of its queries.
import { CompiledQuery, type Kysely } from 'kysely';
import { cardCalls, fundCalls, ledgerCalls, noticeCalls, type CallDef } from '../src/api/contract';
import type { DatabaseHandle } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { formatDateTime } from '../server/http/format';
import { dateWindow } from '../server/routes/business/date-window';
import { flowRows, flowTotal } from '../server/routes/money/fund-query';
import { TestClient } from '../test/server/support/client';
import { PASSWORD, loginToken, startTestServer } from '../test/server/support/test-server';
import { median, onEachEngine, percentile, type EngineName } from './engines';
import { loadLedger } from './money-load';
import { orderRoutes, sampleWaits, startCall, stopCall, underLoad, type LoadResult, type WaitSample } from './money-writes';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? CONCURRENCY * 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const VERIFY_RUNS = Math.min(RUNS, 5);
const WRITE_GOAL = 3;
const READ_GOAL_MS = 50;

const num = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
const failure = (res: { status: number; body?: { errorCode: number }; text: string }) =>
  res.status === 200 && res.body?.errorCode === 0 ? '' : `HTTP ${res.status} ${res.text.slice(0, 160)}`;

/** The console's 最近30天 preset: from the start of the day 29 days ago to the end of today. */
function last30Days(): { startTime: string; endTime: string } {
  const day = (at: Date) => formatDateTime(at).slice(0, 10);
  return { startTime: `${day(new Date(Date.now() - 29 * 86_400_000))} 00:00:00`, endTime: `${day(new Date())} 23:59:59` };
}

/** A case: `op` runs one operation of `calls` calls and answers an error text, or '' when it succeeded. */
interface Case {
  name: string;
  write: boolean;
  calls: number;
  op: (worker: number, i: number) => Promise<string>;
}

async function writes(engine: EngineName, client: TestClient, cards: number[], wells: number[], url: string | undefined): Promise<void> {
  const one = (name: string, write: boolean, call: (w: number, i: number) => [CallDef, Record<string, unknown>]): Case => ({
    name,
    write,
    calls: 1,
    op: async (w, i) => failure(await client.call(...call(w, i))),
  });
  const cases: Case[] = [
    one('read  notice/getNoReadNoticeNum', false, () => [noticeCalls.getNoReadNoticeNum, {}]),
    one('read  card/findPage (size 10)', false, () => [cardCalls.findPage, { page: 1, size: 10 }]),
    one('write card/recharge (cash, 1 yuan)', true, (_, i) => [
      cardCalls.recharge,
      { cardId: cards[i % cards.length], amount: 1, payMode: 'cash' },
    ]),
    {
      // a client's well, so that its start always finds the well free; the card differs each time
      name: 'write well order: start, stop (2 calls)',
      write: true,
      calls: 2,
      op: async (w, i) => {
        const cardId = cards[(i + cards.length / 2) % cards.length];
        const start = await client.call<{ recordId: number }>(startCall, {
          wellId: wells[w % wells.length],
          cardId,
          orderNo: `BENCH-W${Date.now()}-${i}`,
        });
        if (failure(start)) return failure(start);
        return failure(await client.call(stopCall, { recordId: start.body.data.recordId, electricWh: 1500, waterLiters: 800 }));
      },
    },
  ];
  const run = (c: Case, operations: number) => underLoad(CONCURRENCY, operations, c.op);
  for (const c of cases) await run(c, CONCURRENCY * 2); // warm-up
  const results = cases.map(() => [] as LoadResult[]);
  const waits = cases.map(() => [] as WaitSample[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [k, c] of cases.entries()) {
      const sampler = url && c.write ? sampleWaits(url) : undefined;
      results[k]!.push(await run(c, Math.ceil(REQUESTS / c.calls)));
      if (sampler) waits[k]!.push(await sampler.stop());
    }
  }
  console.log(
    `  money writes and a plain read, ${CONCURRENCY} concurrent signed clients over HTTP, ${REQUESTS} calls a case,` +
      ` median of ${ROUNDS} rounds (req/s: calls; ×read: the read's calls a second over the write's; goal ≤ ${WRITE_GOAL};` +
      ' p50, p99: of an operation, both calls of a well order)',
  );
  console.log(
    `  ${'case'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'×notice'.padStart(8)} ${'×cards'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  // per call: an operation of two calls counts twice (its p50 and p99 are the operation's)
  const perSecond = results.map((r, k) => median(r.map((x) => x.perSecond)) * cases[k]!.calls);
  for (const [k, { name, write }] of cases.entries()) {
    const r = results[k]!;
    const ratios = write
      ? `${num(perSecond[0]! / perSecond[k]!)} ${num(perSecond[1]! / perSecond[k]!)}`
      : `${''.padStart(8)} ${''.padStart(8)}`;
    const errors = r.reduce((sum, x) => sum + x.errors, 0);
    console.log(
      `  ${name.padEnd(40)} ${num(perSecond[k]!, 0)} ${num(median(r.map((x) => x.p50)))} ${num(median(r.map((x) => x.p99)))} ${ratios} ${String(errors).padStart(7)}`,
    );
    const firstError = r.find((x) => x.firstError)?.firstError;
    if (firstError) console.log(`    first error: ${firstError}`);
    if (waits[k]!.length) {
      const open = median(waits[k]!.map((s) => s.open));
      const locked = median(waits[k]!.map((s) => s.onRowLock));
      console.log(
        `    open transactions ${open.toFixed(1)} on average (the pool has 10 connections), of them waiting for a row lock ${locked.toFixed(1)},` +
          ` most often in: ${waits[k]![0]!.waitingIn || '-'}`,
      );
    }
  }
  if (engine === 'PGlite') console.log('  (PGlite runs one statement at a time on its one connection: every call queues for it)');
}

/** EXPLAIN ANALYZE of a query, indented. */
async function analyse(db: Kysely<Database>, query: { compile(): CompiledQuery }): Promise<string> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery(CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]));
  return rows.map((r) => `      ${String(Object.values(r as object)[0])}`).join('\n');
}

async function reads(engine: EngineName, db: Kysely<Database>, client: TestClient, merchantId: number, cards: number[]): Promise<void> {
  const cardAt = (i: number) => cards[(i * 37) % cards.length]!;
  const cases: [string, CallDef, (i: number) => Record<string, unknown>, number][] = [
    ['ledger/trialBalance', ledgerCalls.trialBalance, () => ({}), RUNS],
    ['ledger/trialBalance verify', ledgerCalls.trialBalance, () => ({ verify: true }), VERIFY_RUNS],
    ['fund/findPage one card (size 10)', fundCalls.findPage, (i) => ({ cardId: cardAt(i), page: 1, size: 10 }), RUNS],
    ['fund/findPage first page (size 10)', fundCalls.findPage, () => ({ page: 1, size: 10 }), RUNS],
    ['fund/findPage last 30 days (size 10)', fundCalls.findPage, () => ({ page: 1, size: 10, ...last30Days() }), RUNS],
  ];
  console.log(
    `  reads at ${POSTINGS.toLocaleString('en')} postings, one client over HTTP (runs a case: ${RUNS}, verify ${VERIFY_RUNS};` +
      ` goal p99 ≤ ${READ_GOAL_MS} ms on PostgreSQL)`,
  );
  console.log(`  ${'case'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   answer`);
  for (const [name, call, input, runs] of cases) {
    const times: number[] = [];
    let answer = '';
    for (let i = 0; i < runs + 2; i += 1) {
      const t = performance.now();
      const res = await client.call<{ total?: number; mismatches?: number | null; accounts?: unknown[] }>(call, input(i));
      const ms = performance.now() - t;
      const error = failure(res);
      if (error) throw new Error(`${name}: ${error}`);
      const data = res.body.data;
      answer =
        data.total !== undefined && data.accounts === undefined
          ? `total ${data.total.toLocaleString('en')}`
          : `${data.accounts?.length} kinds and sources, sum of all ${String(data.total)}, mismatches ${String(data.mismatches)}`;
      if (data.mismatches) throw new Error(`${name}: ${data.mismatches} accounts' kept balances differ from their postings`);
      if (i >= 2) times.push(ms); // the first runs warm the caches
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const over = engine === 'PostgreSQL' && !name.endsWith('verify') && p99 > READ_GOAL_MS;
    console.log(`  ${name.padEnd(40)} ${num(percentile(times, 50))} ${num(p99)}   ${answer}${over ? '   OVER the goal' : ''}`);
    if (over && call === fundCalls.findPage) {
      const filters = input(0);
      const { from, to } = dateWindow(filters);
      const t = performance.now();
      await flowTotal(db, merchantId, filters, from, to);
      console.log(`    its total alone: ${(performance.now() - t).toFixed(1)} ms; plan of its rows:`);
      console.log(await analyse(db, flowRows(db, merchantId, filters, from, to).limit(10)));
    }
  }
}

async function bench(engine: EngineName, handle: DatabaseHandle, dataDir: string, url?: string): Promise<void> {
  const t = performance.now();
  await migrate(handle.db);
  await seedDemo(handle.db);
  const db = handle.db;
  const merchantId = (await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const seeded = performance.now();
  const { cardIds, triggersOff } = await loadLedger(db, merchantId, POSTINGS, CARDS);
  const { n } = await db
    .selectFrom('posting')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`;
  console.log(
    `\n${engine}: ${Number(n).toLocaleString('en')} postings of one merchant, on ${cardIds.length.toLocaleString('en')} more cards` +
      ` (seeded in ${seconds(t, seeded)}, postings loaded in ${seconds(seeded)}; row triggers off for the load: ${triggersOff})`,
  );
  // one well a client, each free to start an order
  const wells = (
    await db.selectFrom('well').select('id').where('merchant_id', '=', merchantId).orderBy('id').limit(CONCURRENCY).execute()
  ).map((w) => w.id);
  await db.updateTable('well').set({ status: 'normal', running: 'leisure' }).where('id', 'in', wells).execute();

  const server = await startTestServer({ ...handle, dataDir, url: undefined }, { log: () => {}, now: () => new Date() }, orderRoutes);
  try {
    const client = new TestClient(server.url, server.config.signSecret, () => new Date());
    client.token = await loginToken(client, '13800000000', PASSWORD);
    await writes(engine, client, cardIds, wells, url);
    await reads(engine, db, client, merchantId, cardIds);
  } finally {
    await server.close();
  }
}

await onEachEngine(bench);
