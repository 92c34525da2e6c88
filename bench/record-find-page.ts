// npm run bench:server: p50 and p99 of fertigation/record/findPage, through the real HTTP route,
// on 1,000,000 records of one merchant, on the embedded engine (PGlite) and on PostgreSQL (a
// throwaway local cluster, or BENCH_DATABASE_URL: a server where databases can be created).
// BENCH_RECORDS (default 1000000) and BENCH_RUNS (default 40 per case) change the size.
import { sql, type Kysely } from 'kysely';
import { fertigationRecordCalls } from '../src/api/contract';
import type { DatabaseHandle } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { formatDateTime } from '../server/http/format';
import { recordPageQuery, recordQuery } from '../server/routes/business/record-query';
import { fertigationLine } from '../server/routes/fertigation/line';
import { startTestServer } from '../test/server/support/test-server';
import { onEachEngine, percentile, type EngineName } from './engines';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/**
 * Adds `count` fertigation records to the merchant in one generate_series statement, spread over
 * the last year, on its machines and their places. The record indexes are dropped during the
 * load and built again afterwards (as a bulk import would), then the table is vacuumed and analysed.
 */
async function loadRecords(db: Kysely<Database>, merchantId: number, count: number): Promise<void> {
  const machines = await db
    .selectFrom('fertigation_equip')
    .select(['id', 'place_id'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
  const equipIds = sql.val(machines.map((m) => m.id));
  const placeIds = sql.val(machines.map((m) => m.place_id));
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where tablename = 'usage_record' and indexname like 'usage_record_%_idx'`.execute(db);
  for (const { indexname } of indexes.rows) await sql`drop index ${sql.ref(indexname)}`.execute(db);
  await sql`insert into usage_record (merchant_id, business, equip_id, place_id, order_no, order_type, status, user_name, user_mobile,
      start_at, end_at, water_liters, electric_wh, amount_fen, pay_mode, created_at, fertilizer_a_ml, fertilizer_b_ml, fertilizer_c_ml)
    select ${merchantId}, 'fertigation', (${equipIds}::int[])[1 + g % ${machines.length}], (${placeIds}::int[])[1 + g % ${machines.length}],
      'BF' || lpad(g::text, 8, '0'), case when g % 5 = 0 then 'MAKE_AN_APPOINTMENT' else 'EVEN_THOUGH' end,
      case when g % 50 = 0 then 'CANCEL' when g < 40 then 'RUNNING' when g < 100 then 'TO_RUN' else 'FINISH' end,
      '农户' || (g % 997), '13' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
      now() - g * interval '31 seconds', now() - g * interval '31 seconds' + interval '40 minutes',
      20000 + g % 9000, 4000 + g % 900, 1000 + g % 5000, 'wxpay', now() - g * interval '31 seconds',
      10000 + g % 4000, 6000 + g % 3000, 4000 + g % 2000
    from generate_series(1, ${count}) g`.execute(db);
  for (const { indexdef } of indexes.rows) await sql.raw(indexdef).execute(db);
  await sql`vacuum analyze usage_record`.execute(db);
}

async function bench(engine: EngineName, handle: DatabaseHandle, dataDir: string): Promise<void> {
  let t = performance.now();
  await migrate(handle.db);
  await seedDemo(handle.db);
  const merchantId = (await handle.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await loadRecords(handle.db, merchantId, RECORDS);
  const total = Number(
    (
      await handle.db
        .selectFrom('usage_record')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('business', '=', 'fertigation')
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(
    `\n${engine}: ${total.toLocaleString('en')} fertigation records of one merchant, loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const server = await startTestServer({ ...handle, dataDir, url: undefined }, { log: () => {} });
  try {
    const client = await server.loginAs('13800000000');
    const place = await handle.db
      .selectFrom('place')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const cases: [string, Record<string, unknown>][] = [
      ['first page (size 20)', { page: 1, size: 20 }],
      ['last 7 days', { startTime: formatDateTime(new Date(now - 7 * 86_400_000)), endTime: formatDateTime(new Date(now)) }],
      [
        'one month, 3 months ago',
        { startTime: formatDateTime(new Date(now - 120 * 86_400_000)), endTime: formatDateTime(new Date(now - 90 * 86_400_000)) },
      ],
      ['status CANCEL (2%)', { status: 'CANCEL' }],
      ['status FINISH (98%)', { status: 'FINISH' }],
      ['place', { placeId: place.id }],
      ['place + status + month', { placeId: place.id, status: 'FINISH', startTime: formatDateTime(new Date(now - 30 * 86_400_000)) }],
      ['order number prefix', { keyword: 'BF00012' }],
      ['deep page 2000 (size 50)', { page: 2000, size: 50 }],
    ];
    console.log(
      `  ${'case'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'total'.padStart(10)}   (${RUNS} runs each, over HTTP)`,
    );
    for (const [name, input] of cases) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS + 3; i += 1) {
        t = performance.now();
        const res = await client.call<{ total: number }>(fertigationRecordCalls.findPage, input);
        const ms = performance.now() - t;
        if (res.body.errorCode !== 0) throw new Error(`${name}: ${res.text}`);
        found = res.body.data.total;
        if (i >= 3) times.push(ms); // the first runs warm the caches
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(28)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${found.toLocaleString('en').padStart(10)}`,
      );
    }
    const plan = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
      (await query.explain()).map((r) => `    ${String(Object.values(r)[0])}`).join('\n');
    console.log('  plan of the first page:');
    console.log(await plan(recordPageQuery(handle.db, fertigationLine, merchantId, {}, { size: 20, offset: 0 })));
    // Totals by status and place come from record_tally; other filters count through an index.
    const week = new Date(now - 7 * 86_400_000);
    console.log('  plan of the count of the last 7 days:');
    console.log(await plan(recordQuery(handle.db, fertigationLine, merchantId, {}, week).select((eb) => eb.fn.countAll().as('n'))));
  } finally {
    await server.close();
  }
}

await onEachEngine(bench);
