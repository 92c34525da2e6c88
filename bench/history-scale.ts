// npm run bench:history (the last of bench:server): the wells' history at scale on a throwaway
// PostgreSQL (issue 25, "Reads at scale"). BENCH_HISTORY_WELLS (default 10,000) wells of a merchant
// and BENCH_HISTORY_READINGS (default 1,000,000) status readings, a report every 10 s per well
// ending at the last hour, in their China days' partitions (bench/history-load.ts), the hours'
// rollups summed from them and a year of daily rollups of every well. The issue's figure is
// 100,000,000 readings (10,000 wells × 10,000 reports, ~28 hours): BENCH_HISTORY_READINGS=100000000
// npm run bench:history (some 14 GB in the cluster's directory under the system's temp dir). To load
// once and measure again later: BENCH_DATABASE_URL=<a server of your own> BENCH_HISTORY_KEEP=1, then
// BENCH_HISTORY_AGAIN=<the database's URL it prints>.
// Then p50/p99 over BENCH_HISTORY_RUNS (default 200) calls, a random well each: a well's day of raw
// readings (the curve's range=day, server/history/well-curve.ts; goal p99 ≤ 20 ms), its year of
// daily rollups (range=year; ≤ 20 ms), and the month of every well (goal ≤ 500 ms), with the plan
// of each; then the bytes a reading takes on disk (table, each index) and a rollup row.
import { CompiledQuery, createQueryId, sql, type Kysely, type RootOperationNode } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/connect';
import { createPostgresDatabase } from '../test/server/support/test-database';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { wellCurve } from '../server/history/well-curve';
import { levelQuery } from '../server/routes/well/level-report-query';
import { formatDateTime } from '../server/http/format';
import { onEachEngine, percentile } from './engines';
import { EVERY_S, loadedHistory, loadHistory, type LoadedHistory } from './history-load';

const WELLS = Number(process.env.BENCH_HISTORY_WELLS ?? 10_000);
const READINGS = Number(process.env.BENCH_HISTORY_READINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 200);
/** BENCH_HISTORY_KEEP=1: the database is kept (on BENCH_DATABASE_URL's server) and its URL printed; BENCH_HISTORY_AGAIN=<that URL> measures it again without loading. */
const KEEP = process.env.BENCH_HISTORY_KEEP === '1';
const AGAIN = process.env.BENCH_HISTORY_AGAIN;
const MB = 1024 * 1024;

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
const n = (value: number) => value.toLocaleString('en');

/** The plan (explain analyze, buffers) of the last statement `call` sends through `db`, run again as it was. */
async function planOfLast(db: Kysely<Database>, call: (traced: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const traced = db.withPlugin({
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  });
  await call(traced);
  const compiled = db.getExecutor().compileQuery(nodes.at(-1)!, createQueryId());
  const { rows } = await db.executeQuery(CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]));
  return rows.map((r) => String(Object.values(r as object)[0]));
}

/** RUNS timed calls after 3 to warm up, the i-th on well i × 7919 of the wells (a spread of them); p50, p99, and the last call's size. */
async function measure(
  name: string,
  goalMs: number,
  history: LoadedHistory,
  call: (wellId: number) => Promise<number>,
  plan: () => Promise<string[]>,
): Promise<void> {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS + 3; i += 1) {
    const wellId = history.wellIds[(i * 7919) % history.wellIds.length]!;
    const started = performance.now();
    size = await call(wellId);
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `  ${name.padEnd(58)} ${percentile(times, 50).toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ${String(size).padStart(7)}` +
      `   goal ≤ ${goalMs} ms: ${p99 <= goalMs ? 'ok' : 'OVER'}   (${load()})`,
  );
  for (const line of await plan()) console.log(`      ${line}`);
}

/** The month report (水位月报) of every well of the merchant: the report's own statement, a page of 10 by code and the totals of all. */
const monthReport = (merchantId: number, first: string, yearBefore: string) =>
  levelQuery(merchantId, first, yearBefore, 'well', {}, { size: 10, offset: 0 });

/** Bytes a reading takes (the table, each index; all partitions), and a rollup row. */
async function sizes(db: Kysely<Database>): Promise<void> {
  const rows = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.id(table)}`.execute(db)).rows[0]!.n);
  // a partitioned table's or index's bytes are its partitions'
  const bytes = async (relation: string, kind: 'table' | 'index') =>
    Number(
      (
        await sql<{
          b: string;
        }>`select coalesce(sum(${kind === 'table' ? sql`pg_table_size(c.oid)` : sql`pg_relation_size(c.oid)`}), 0) as b
          from pg_class c where (c.oid = ${relation}::regclass and c.relkind in ('r', 'i'))
            or c.oid in (select inhrelid from pg_inherits where inhparent = ${relation}::regclass)`.execute(db)
      ).rows[0]!.b,
    );
  const line = (name: string, b: number, count: number) =>
    `    ${name.padEnd(34)} ${(b / MB).toFixed(1).padStart(10)} MB ${(b / count).toFixed(1).padStart(8)} B a row`;
  const readings = await rows('well_reading');
  const table = await bytes('well_reading', 'table');
  const btree = await bytes('well_reading_well_at_covering_idx', 'index');
  const brin = await bytes('well_reading_at_brin', 'index');
  console.log(`\n  bytes on disk (after vacuum analyze): well_reading, ${n(readings)} readings`);
  console.log(line('table (heap, its maps)', table, readings));
  console.log(line('b-tree (well_id, at) include (3)', btree, readings));
  console.log(line('BRIN (at)', brin, readings));
  console.log(line('all', table + btree + brin, readings));
  const { rows: parts } = await sql<{ name: string; rows: string; total: string }>`select c.relname as name, c.reltuples::bigint as rows,
      pg_total_relation_size(c.oid) as total from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'well_reading'::regclass order by c.relname`.execute(db);
  for (const p of parts)
    console.log(`    partition ${p.name}: ${n(Number(p.rows))} rows (estimate), ${(Number(p.total) / MB).toFixed(1)} MB with its indexes`);
  for (const [rollup, indexes] of [
    ['well_hour', ['well_hour_pkey', 'well_hour_hour_idx']],
    ['well_day', ['well_day_pkey']],
    ['well_month', ['well_month_pkey', 'well_month_month_idx']],
  ] as const) {
    const count = await rows(rollup);
    console.log(`  ${rollup}, ${n(count)} rows`);
    console.log(line('table', await bytes(rollup, 'table'), count));
    for (const index of indexes) console.log(line(index, await bytes(index, 'index'), count));
  }
}

/** Each reading partition's autovacuums and the rows inserted since its last vacuum (the statistics collector's, a moment behind). */
async function partitionsVacuumed(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string; autovacuums: string; last: string | null; unvacuumed: string }>`select relname as name,
      autovacuum_count as autovacuums, to_char(last_autovacuum, 'HH24:MI:SS') as last, n_ins_since_vacuum as unvacuumed
    from pg_stat_user_tables where relid in (select inhrelid from pg_inherits where inhparent = 'well_reading'::regclass) order by relname`.execute(
    db,
  );
  for (const p of rows)
    console.log(
      `    partition ${p.name}: ${p.autovacuums} autovacuums (last ${p.last ?? 'never'} UTC), ${n(Number(p.unvacuumed))} rows inserted since`,
    );
}

/** Migrates and seeds `db`, then loads the history (synchronous_commit off: a bench's own rows). */
async function loadInto(db: Kysely<Database>): Promise<LoadedHistory> {
  await migrate(db);
  await seedDemo(db);
  return db.connection().execute(async (conn) => {
    await sql`set synchronous_commit = off`.execute(conn);
    return loadHistory(conn, { wells: WELLS, readings: READINGS, now: new Date(), log: (line) => console.log(line) });
  });
}

async function bench(_engine: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  const { rows: settings } = await sql<{ name: string; setting: string; unit: string | null }>`select name, setting, unit from pg_settings
    where name in ('server_version', 'shared_buffers', 'work_mem', 'fsync', 'max_wal_size') order by name`.execute(db);
  console.log(
    `PostgreSQL: ${settings.map((s) => `${s.name} ${s.setting}${s.unit ?? ''}`).join(', ')}; the load with synchronous_commit off (${load()})`,
  );
  const history = AGAIN ? await loadedHistory(db) : await loadInto(db);
  console.log(
    AGAIN
      ? `  measured again: ${n(history.readings)} readings of ${n(history.wellIds.length)} wells, ${formatDateTime(history.from)} to ${formatDateTime(history.end)}, loaded by an earlier run`
      : `  ${n(history.readings)} readings of ${n(WELLS)} wells (${n(history.readings / WELLS)} each, one every ${EVERY_S} s,` +
          ` ${formatDateTime(history.from)} to ${formatDateTime(history.end)}) and their hours' rollups in ${history.readingSeconds.toFixed(0)} s` +
          ` (${n(Math.round(history.readings / history.readingSeconds))} readings/s); the year of daily rollups in ${history.daySeconds.toFixed(0)} s;` +
          ` ${n(history.packedHours)} well-hours packed in ${history.packSeconds.toFixed(0)} s (the history job's pass, server/history/packed-hours.ts)`,
  );
  const { merchantId, end } = history;
  const curve = (range: 'day' | 'year') => async (wellId: number) => (await wellCurve(db, merchantId, wellId, range, end))!.t.length;
  const planOf = (range: 'day' | 'year') => () =>
    planOfLast(db, (traced) => wellCurve(traced, merchantId, history.wellIds[0]!, range, end));

  // the partitions as the load and autovacuum left them, as today's is between two autovacuums:
  // the rows inserted since a partition's last vacuum are not all-visible yet, and an index-only
  // scan fetches their heap pages
  console.log(`\n  before the vacuum, the partitions as autovacuum left them (${load()}):`);
  await partitionsVacuumed(db);
  await measure(`a well's day of readings, before the vacuum`, 20, history, curve('day'), planOf('day'));

  let started = performance.now();
  await sql`vacuum analyze well_reading, well_hour, well_day, well_month`.execute(db);
  console.log(`\n  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(0)} s (${load()})`);

  // the month report's month: the last whole China month before the readings' end
  const endDay = formatDateTime(end).slice(0, 10);
  const month = new Date(Date.parse(`${endDay.slice(0, 7)}-01T00:00:00+08:00`) - 1);
  const first = `${formatDateTime(month).slice(0, 7)}-01`;
  const yearBefore = `${Number(first.slice(0, 4)) - 1}${first.slice(4)}`;
  console.log(
    `\n  ${RUNS} calls a case, a well of the ${n(history.wellIds.length)} each  ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(7)} ${'points'.padStart(7)}`,
  );
  await measure(`a well's day of readings (curve, range=day)`, 20, history, curve('day'), planOf('day'));
  await measure(`a well's year of daily rollups (curve, range=year)`, 20, history, curve('year'), planOf('year'));
  const monthRuns = Math.max(5, Math.round(RUNS / 10));
  const times: number[] = [];
  let wells = 0;
  for (let i = 0; i < monthRuns + 1; i += 1) {
    started = performance.now();
    wells = Number((await monthReport(merchantId, first, yearBefore).execute(db)).rows[0]!.total);
    if (i >= 1) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `  ${`the month report of every well, ${first.slice(0, 7)} (${monthRuns} runs)`.padEnd(58)} ${percentile(times, 50).toFixed(1).padStart(7)}` +
      ` ${p99.toFixed(1).padStart(7)} ${String(wells).padStart(7)}   goal ≤ 500 ms: ${p99 <= 500 ? 'ok' : 'OVER'}   (${load()})`,
  );
  console.log(
    '    (irrigationWell/report/level by well: the month rollups of the month and of the same month a year before, a page of 10 and the totals)',
  );
  const { rows: plan } = await sql`explain (analyze, buffers) ${monthReport(merchantId, first, yearBefore)}`.execute(db);
  for (const r of plan) console.log(`      ${String(Object.values(r as object)[0])}`);
  await sizes(db);
}

console.log(
  AGAIN
    ? `history: the database an earlier run kept, ${new Date().toISOString()}`
    : `history: ${n(WELLS)} wells, ${n(READINGS)} readings, one PostgreSQL (a throwaway cluster unless BENCH_DATABASE_URL), ${new Date().toISOString()}`,
);
process.env.BENCH_ENGINE = 'postgres';
if (AGAIN) {
  const handle = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'irr-bench-again-')), databaseUrl: AGAIN });
  await bench('PostgreSQL', handle).finally(() => handle.close());
} else if (KEEP) {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_HISTORY_KEEP=1 needs BENCH_DATABASE_URL (a server that outlives the run)');
  const url = await createPostgresDatabase(process.env.BENCH_DATABASE_URL);
  const handle = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'irr-bench-kept-')), databaseUrl: url });
  await bench('PostgreSQL', handle).finally(() => handle.close());
  console.log(`\nkept: BENCH_HISTORY_AGAIN=${url} npm run bench:history measures it again`);
} else await onEachEngine((engine, handle) => bench(engine, handle));
