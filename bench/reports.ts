// npm run bench:server (last): p50/p99 of the reports (irrigationWell/report/summary and quota), over
// real HTTP, on PGlite and on PostgreSQL, at BENCH_REPORT_BILLS (default 1,000,000) finished well
// orders with their bills (and a refund of every 50th) spread over the last year on BENCH_REPORT_WELLS
// (default 200) wells and the money bench's 10,000 farmers' cards, beside BENCH_POSTINGS (default
// 1,000,000) ledger postings. The rollups (migration 018) are filled by their triggers as the bills
// load. Goal: p99 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite. BENCH_RUNS runs a case (default 40).
import { sql, type Kysely } from 'kysely';
import { reportCalls } from '../src/api/contract';
import type { DatabaseHandle } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { formatDateTime, parseDateTime } from '../server/http/format';
import { rankingQuery } from '../server/routes/money/report-query';
import { reportRange } from '../server/routes/money/report-range';
import { startTestServer } from '../test/server/support/test-server';
import { onEachEngine, percentile, type EngineName } from './engines';
import { loadLedger } from './money-load';

const BILLS = Number(process.env.BENCH_REPORT_BILLS ?? 1_000_000);
const WELLS = Number(process.env.BENCH_REPORT_WELLS ?? 200);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CHUNK = 250_000;
const GOAL_MS: Record<EngineName, number> = { PostgreSQL: 50, PGlite: 150 };
const YEAR_SECONDS = 365 * 86_400;

/** Wells of the merchant for the load, spread over its villages. */
async function addWells(db: Kysely<Database>, merchantId: number): Promise<void> {
  await sql`insert into well (merchant_id, place_id, cd, name, status, health, running, enabled, billing_mode, electric_price_fen,
      water_price_fen, is_online, created_at)
    select ${merchantId}, p.ids[1 + g % array_length(p.ids, 1)], 'BENCH-W' || g, '压测机井' || g, 'normal', 'excellent', 'leisure', 'Y',
      'electricAndWater', 60, 50, true, now() - interval '400 days'
    from generate_series(1, ${WELLS}::int) g cross join (select array_agg(id order by id) as ids from place where merchant_id = ${merchantId}) p`.execute(
    db,
  );
}

/**
 * Finished well orders and their bills, in chunks of generate_series statements: order g at
 * now − g × (a year / count), on well g mod wells and card g mod cards; every 50th refunded in part.
 */
async function loadBills(db: Kysely<Database>, merchantId: number, count: number): Promise<void> {
  const every = YEAR_SECONDS / count;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.transaction().execute(async (trx) => {
      await sql`insert into usage_record (merchant_id, business, well_id, place_id, card_id, order_no, order_type, status, user_name, user_mobile,
          start_at, end_at, water_liters, electric_wh, amount_fen, pay_mode, created_at)
        select ${merchantId}, 'well', w.ids[1 + g % w.n], w.places[1 + g % w.n], c.ids[1 + g % c.n], 'BW' || lpad(g::text, 8, '0'), 'EVEN_THOUGH', 'FINISH',
          '压测', '13900000000', now() - g * ${every}::float8 * interval '1 second' - interval '40 minutes', now() - g * ${every}::float8 * interval '1 second',
          1000 + g % 9000, 500 + g % 900, 100 + g % 5000, 'cardFunds', now() - g * ${every}::float8 * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g
        cross join (select array_agg(id order by id) as ids, array_agg(place_id order by id) as places, count(*)::int as n
          from well where merchant_id = ${merchantId} and cd like 'BENCH-W%') w
        cross join (select array_agg(id order by id) as ids, count(*)::int as n from card where merchant_id = ${merchantId} and card_no like 'B%') c`.execute(
        trx,
      );
      await sql`insert into bill (merchant_id, usage_record_id, card_id, farmer_id, well_id, billing_mode, water_liters, electric_wh, water_from_power,
          over_quota_liters, lines, count, amount_fen, status, pay_mode, created_at)
        select u.merchant_id, u.id, u.card_id, c.farmer_id, u.well_id, 'electricAndWater', u.water_liters, u.electric_wh, false,
          case when u.id % 7 = 0 then 500 else 0 end, '[]', greatest(1, u.water_liters / 1000), u.amount_fen, 'FINISH', 'cardFunds', u.created_at
        from usage_record u join card c on c.id = u.card_id
        where u.merchant_id = ${merchantId} and u.order_no between ${`BW${String(from).padStart(8, '0')}`} and ${`BW${String(to).padStart(8, '0')}`}`.execute(
        trx,
      );
      await sql`insert into bill_refund (merchant_id, bill_id, amount_fen, count, refund_type, refund_reason, channel, created_at)
        select b.merchant_id, b.id, b.amount_fen / 2, 1, 'ONLY', 'LACK', 'funds', b.created_at + interval '1 hour'
        from bill b join usage_record u on u.id = b.usage_record_id
        where b.merchant_id = ${merchantId} and u.order_no between ${`BW${String(from).padStart(8, '0')}`} and ${`BW${String(to).padStart(8, '0')}`}
          and u.id % 50 = 0 and b.amount_fen >= 2`.execute(trx);
    });
  }
  await sql`vacuum analyze usage_record, bill, bill_refund, report_well_day, report_well_month, report_farmer_month`.execute(db);
}

const count = async (
  db: Kysely<Database>,
  table: 'bill' | 'report_place_day' | 'report_well_day' | 'report_well_month' | 'report_farmer_month' | 'posting',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function bench(engine: EngineName, handle: DatabaseHandle, dataDir: string): Promise<void> {
  const db = handle.db;
  let t = performance.now();
  await migrate(db);
  await seedDemo(db);
  const merchantId = (await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await loadLedger(db, merchantId, POSTINGS, CARDS);
  const ledgerSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  await addWells(db, merchantId);
  await loadBills(db, merchantId, BILLS);
  console.log(
    `\n${engine}: ${(await count(db, 'bill')).toLocaleString('en')} bills (their usage records, refunds of every 50th) and` +
      ` ${(await count(db, 'posting')).toLocaleString('en')} postings; rollup rows: village×day ${(await count(db, 'report_place_day')).toLocaleString('en')},` +
      ` well×day ${(await count(db, 'report_well_day')).toLocaleString('en')},` +
      ` well×month ${(await count(db, 'report_well_month')).toLocaleString('en')}, farmer×month ${(await count(db, 'report_farmer_month')).toLocaleString('en')}` +
      ` (ledger loaded in ${ledgerSeconds.toFixed(1)} s, bills with their rollup triggers in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );

  const server = await startTestServer({ ...handle, dataDir, url: undefined }, { log: () => {} });
  try {
    const client = await server.loginAs('13800000000');
    const now = Date.now();
    const day = (msAgo: number) => formatDateTime(new Date(now - msAgo)).slice(0, 10);
    const year = { startTime: `${day(364 * 86_400_000)} 00:00:00`, endTime: `${day(0)} 23:59:59` };
    // the second before this month (China time) is in last month
    const lastMonth = formatDateTime(new Date(parseDateTime(`${day(0).slice(0, 7)}-01 00:00:00`)!.getTime() - 1000)).slice(0, 7);
    const well = await db.selectFrom('well').select('id').where('cd', 'like', 'BENCH-W%').orderBy('id').executeTakeFirstOrThrow();
    const place = await db.selectFrom('place').select('id').where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirstOrThrow();
    const cases: [string, typeof reportCalls.summary | typeof reportCalls.quota, Record<string, unknown>][] = [
      ['by day, this month (default)', reportCalls.summary, { dimension: 'day' }],
      ['by day, 365 days', reportCalls.summary, { dimension: 'day', ...year }],
      ['by day, 365 days, one well', reportCalls.summary, { dimension: 'day', wellId: well.id, ...year }],
      ['by month, 12 months', reportCalls.summary, { dimension: 'month', ...year }],
      ['by village, this month', reportCalls.summary, { dimension: 'place' }],
      ['by village, 365 days', reportCalls.summary, { dimension: 'place', ...year }],
      ['by well, 365 days (page of 10)', reportCalls.summary, { dimension: 'well', ...year }],
      ['by farmer, this month (page of 10)', reportCalls.summary, { dimension: 'farmer' }],
      ['by farmer, last month (page of 10)', reportCalls.summary, { dimension: 'farmer', startTime: `${lastMonth}-01 00:00:00` }],
      ['by farmer, this month, one village', reportCalls.summary, { dimension: 'farmer', placeId: place.id }],
      ['quota, this year (page of 10)', reportCalls.quota, {}],
    ];
    console.log(`  reports over HTTP, ${RUNS} runs a case; goal p99 ≤ ${GOAL_MS[engine]} ms on ${engine}`);
    console.log(`  ${'case'.padEnd(38)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(8)} ${'orders'.padStart(10)}`);
    for (const [name, call, input] of cases) {
      const times: number[] = [];
      let rows = 0;
      let orders = '';
      for (let i = 0; i < RUNS + 3; i += 1) {
        const started = performance.now();
        const res = await client.call<{ total: number; totals: { orders?: number; farmers?: number } }>(call, input);
        const ms = performance.now() - started;
        if (res.body.errorCode !== 0) throw new Error(`${name}: ${res.text}`);
        rows = res.body.data.total;
        orders = (res.body.data.totals.orders ?? res.body.data.totals.farmers ?? 0).toLocaleString('en');
        if (i >= 3) times.push(ms); // the first runs warm the caches
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      console.log(
        `  ${name.padEnd(38)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${String(rows).padStart(8)}` +
          ` ${orders.padStart(10)}${p99 > GOAL_MS[engine] ? '   OVER the goal' : ''}`,
      );
      const dimension = input.dimension as string | undefined;
      if (p99 > GOAL_MS[engine] && (dimension === 'place' || dimension === 'well' || dimension === 'farmer')) {
        const range = reportRange(input, dimension, new Date());
        const query = rankingQuery(merchantId, dimension, range, { placeId: input.placeId as number | undefined }, { size: 10, offset: 0 });
        const { rows: plan } = await sql`explain (analyze, buffers) ${query}`.execute(db);
        console.log(plan.map((r) => `      ${String(Object.values(r as object)[0])}`).join('\n'));
      }
    }
  } finally {
    await server.close();
  }
}

await onEachEngine(bench);
