// Runs on both engines: the month rollup's upsert in the status batch, migration 029's fill, the reports' statements.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql, type Insertable } from 'kysely';
import { loadConfig } from '../../server/config';
import { migrate, MIGRATIONS } from '../../server/db/migrate';
import { ReadingPartitions } from '../../server/history/reading-partitions';
import type { WellMonthTable } from '../../server/db/schema';
import { formatDateTime, parseDateTime } from '../../server/http/format';
import { wellHistoryReportCalls as calls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { exportRows } from '../../src/api/contract/export';
import type { CompletenessRow, CompletenessTotals, ExtractionRow, LevelRow } from '../../src/api/contract/well/history-report';
import { connectDevice, restingStatus, rotateKey, type TestDevice } from './support/devices';
import { invalid, ok, refused } from './support/fertigation';
import type { TestClient } from './support/client';
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';
import { userWith } from './support/well';

let database: TestDatabase;
let server: TestServer;
let admin: TestClient;
let other: TestClient;
let m1: number;
let m2: number;
let seq = 0;

type Page<Row, Totals = Row> = { records: Row[]; total: number; totals: Totals };
type LevelAnswer = Page<LevelRow> & { month: string; lastYearMonth: string };
type ExtractionAnswer = Page<ExtractionRow> & { year: number };
type CompletenessAnswer = Page<CompletenessRow, CompletenessTotals> & { month: string };

const pad = (n: number) => String(n).padStart(2, '0');
/** The month `n` months after `month` (yyyy-MM). */
function monthsAfter(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Moves the server's clock to `at` (only forwards). */
function clockTo(at: Date): void {
  const now = server.clock.now().getTime();
  assert.ok(at.getTime() >= now, 'the test clock only moves on');
  server.clock.advance(at.getTime() - now);
}

/** The report's month: 14 months after the seed's, so that neither it nor the same month a year before has the demo's history. */
let month: string;
let lastYear: string;
/** The wells: A1, A2, A3 of one village, B1 of another, W2 of the other merchant. */
let w: { a1: number; a2: number; a3: number; b1: number; w2: number; village: number; otherVillage: number };

/** A month rollup written directly (as the batch would have summed it): levels in cm, water in litres. */
async function monthRow(
  wellId: number,
  at: string,
  f: { reports: number; min: number; max: number; mean: number; first: number | null; last: number | null; liters?: number; wh?: number },
): Promise<void> {
  const row: Insertable<WellMonthTable> = {
    well_id: wellId,
    month: `${at}-01`,
    reports: f.reports,
    level_min_cm: f.min,
    level_max_cm: f.max,
    level_sum_cm: f.mean * f.reports,
    current_max_deciamps: 0,
    current_sum_deciamps: 0,
    water_liters: f.liters ?? 0,
    energy_wh: f.wh ?? 0,
    running_s: 0,
    online_s: 0,
    level_first_cm: f.first,
    level_last_cm: f.last,
  };
  await database.db.insertInto('well_month').values(row).execute();
}

/** When B1's device was registered. */
let b1Device: { registered: Date };

/** A1's device, its reports through MQTT and the status batch, and the times of its offline stretch. */
let a1: {
  device: TestDevice;
  registered: Date;
  levels: number[];
  liters: number;
  offline: { from: number; to: number };
};

async function report(device: TestDevice, readings: Record<string, unknown>): Promise<void> {
  await device.send('status', restingStatus({ seq: (seq += 1), ts: server.clock.now().getTime() }, readings));
  await server.app.services.devices.status.flush();
}

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  const db = database.db;
  [m1, m2] = (await db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
  month = monthsAfter(formatDateTime(server.clock.now()).slice(0, 7), 14);
  lastYear = monthsAfter(month, -12);
  clockTo(parseDateTime(`${month}-10 09:15:00`)!);
  admin = await server.loginAs('13800000000');
  other = await server.loginAs('13700000000');

  // a village of merchant 1 with three wells or more, and a well of another village
  const wells = await db.selectFrom('well').select(['id', 'place_id']).where('merchant_id', '=', m1).orderBy('id').execute();
  const village = wells.find((x) => wells.filter((y) => y.place_id === x.place_id).length >= 3)!.place_id;
  const [a1Id, a2, a3] = wells.filter((x) => x.place_id === village).map((x) => x.id) as [number, number, number];
  const b1 = wells.find((x) => x.place_id !== village)!;
  const w2 = await db.selectFrom('well').select('id').where('merchant_id', '=', m2).orderBy('id').executeTakeFirstOrThrow();
  w = { a1: a1Id, a2, a3, b1: b1.id, w2: w2.id, village, otherVillage: b1.place_id };

  // permits (the demo's are replaced): A1 1,000 m³, A2 none, A3 2,000 m³, B1 500 m³; B1 without a flow meter (以电折水 1.5 m³/kWh)
  for (const [id, liters] of [
    [a1Id, 1_000_000],
    [a2, null],
    [a3, 2_000_000],
    [b1.id, 500_000],
  ] as const) {
    await db.updateTable('well').set({ permit_liters: liters }).where('id', '=', id).execute();
  }
  await db.updateTable('well').set({ has_flow_meter: false, water_per_kwh_milli: 1500 }).where('id', '=', b1.id).execute();
  // A3 offline and never heard (the sweep leaves it be): offline from its device's registration on
  await db.updateTable('well').set({ is_online: false, status_at: null }).where('id', '=', a3).execute();

  // A1 reports through its device: five reports 10 s apart, silent past the offline window (swept), back an hour later
  const { username, secret } = await rotateKey(admin, a1Id);
  const registered = server.clock.now();
  const device = await connectDevice(server, username, secret);
  const levels = [20, 21.5, 19.75, 22, 20.25];
  for (const [i, level] of levels.entries()) {
    if (i > 0) server.clock.advance(10_000);
    await report(device, { waterLevel: level, meterLiters: 1_000_000 + i * 900 });
  }
  server.clock.advance(server.config.mqtt.offlineAfterMs + 1000);
  await server.app.services.devices.sweep();
  const offlineFrom = server.clock.now().getTime();
  server.clock.advance(3_600_000);
  await report(device, { waterLevel: 20.5, meterLiters: 1_000_000 + 4 * 900 + 300 });
  a1 = {
    device,
    registered,
    levels: [...levels, 20.5].map((m) => Math.round(m * 100)),
    liters: 4 * 900 + 300,
    offline: { from: offlineFrom, to: server.clock.now().getTime() },
  };

  // B1's module, registered now (its month already holds reports: rolled up before it, as a demo's seeded history), never
  // heard since; B1 offline. Half a minute on (within the offline window: A1 stays online)
  await db.updateTable('well').set({ is_online: false, status_at: null }).where('id', '=', b1.id).execute();
  const b1Registered = server.clock.now();
  await db
    .insertInto('device')
    .values({
      merchant_id: m1,
      well_id: b1.id,
      username: `w${b1.id}-mqtt`,
      secret_hash: '',
      created_at: b1Registered,
      rotated_at: b1Registered,
    })
    .execute();
  server.clock.advance(30_000);
  b1Device = { registered: b1Registered };

  // A3's terminal (SL 651, through a DTU), registered on the month's 2nd, never heard
  await db
    .insertInto('device')
    .values({
      merchant_id: m1,
      well_id: a3,
      username: `w${a3}-dtu`,
      secret_hash: '',
      transport: 'sl651',
      profile: 'standard',
      station: '0012345678',
      registration_kind: 'frame',
      created_at: parseDateTime(`${month}-02 00:00:00`)!,
      rotated_at: parseDateTime(`${month}-02 00:00:00`)!,
    })
    .execute();

  // the other rollups, written as the batch would have: A2 this month and a year before, A1 a year before, B1, W2 (merchant 2)
  await monthRow(a2, month, { reports: 1000, min: 1500, max: 1700, mean: 1600, first: 1550, last: 1650, liters: 50_000 });
  await monthRow(a2, lastYear, { reports: 500, min: 1500, max: 1650, mean: 1580, first: 1560, last: 1600, liters: 20_000 });
  await monthRow(a1Id, lastYear, { reports: 300, min: 1900, max: 2100, mean: 2000, first: 1950, last: 2050 });
  await monthRow(b1.id, month, { reports: 200, min: 2900, max: 3100, mean: 3000, first: 2950, last: 3050, liters: 0, wh: 40_001 });
  await monthRow(w2.id, month, { reports: 777, min: 100, max: 200, mean: 150, first: 110, last: 190, liters: 999_000 });
  // the sessions again: the clock moved an hour past the idle timeout
  admin = await server.loginAs('13800000000');
  other = await server.loginAs('13700000000');
  // an earlier month of the year, when the report's month is not January: A2's water of January
  if (!month.endsWith('-01'))
    await monthRow(a2, `${month.slice(0, 4)}-01`, {
      reports: 10,
      min: 1500,
      max: 1500,
      mean: 1500,
      first: 1500,
      last: 1500,
      liters: 7_000,
    });
});

after(async () => {
  await a1?.device.close();
  await server?.close();
  await database?.close();
});

const cm = (v: number) => Math.round(v) / 100;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('history reports: 水位月报 (irrigationWell/report/level)', () => {
  test("a well's month: the first and last report the batch kept, lowest, highest and mean; the change against a year before", async () => {
    const got = await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'well', wellId: w.a1 });
    assert.deepEqual([got.month, got.lastYearMonth, got.total], [month, lastYear, 1]);
    const levels = a1.levels;
    const meanCm = mean(levels);
    const [row] = got.records;
    assert.deepEqual(row, {
      id: String(w.a1),
      code: row!.code,
      label: row!.label,
      note: row!.note,
      wells: 1,
      reports: levels.length,
      first: cm(levels[0]!),
      last: cm(levels.at(-1)!),
      min: cm(Math.min(...levels)),
      max: cm(Math.max(...levels)),
      mean: cm(meanCm),
      lastYearMean: 20,
      change: Math.round((cm(meanCm) - 20) * 100) / 100,
    });
    const well = await database.db
      .selectFrom('well')
      .innerJoin('place', 'place.id', 'well.place_id')
      .select(['well.cd', 'well.name', 'place.name as place'])
      .where('well.id', '=', w.a1)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row!.code, row!.label, row!.note], [well.cd, well.name, well.place]);
  });

  test('every well of the merchant by code, — where a well sent nothing; a village the means of its wells that reported', async () => {
    const wells = await database.db
      .selectFrom('well')
      .select(['id', 'cd'])
      .where('merchant_id', '=', m1)
      .orderBy('cd')
      .orderBy('id')
      .execute();
    const all = await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'well', size: 50 });
    assert.equal(all.total, wells.length);
    assert.deepEqual(
      all.records.map((r) => r.id),
      wells.slice(0, 50).map((x) => String(x.id)),
      'by code',
    );
    const page2 = await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'well', page: 2, size: 10 });
    assert.deepEqual(
      page2.records.map((r) => r.id),
      wells.slice(10, 20).map((x) => String(x.id)),
    );
    const a3 = (await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'well', wellId: w.a3 })).records[0]!;
    assert.deepEqual([a3.wells, a3.reports, a3.first, a3.mean, a3.lastYearMean, a3.change], [0, 0, null, null, null, null]);

    const villages = await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'place', placeId: w.village });
    assert.equal(villages.total, 1);
    const v = villages.records[0]!;
    const a1Mean = mean(a1.levels);
    const villageMean = cm(mean([a1Mean, 1600]));
    assert.deepEqual(
      { ...v, id: v.id },
      {
        id: String(w.village),
        code: '',
        label: v.label,
        note: '',
        wells: 2,
        reports: a1.levels.length + 1000,
        first: cm(mean([a1.levels[0]!, 1550])),
        last: cm(mean([a1.levels.at(-1)!, 1650])),
        min: cm(Math.min(...a1.levels, 1500)),
        max: cm(Math.max(...a1.levels, 1700)),
        mean: villageMean,
        lastYearMean: cm(mean([2000, 1580])),
        change: Math.round((villageMean - cm(mean([2000, 1580]))) * 100) / 100,
      },
    );
    // the totals: every well of merchant 1 (A1, A2, B1 reported), never merchant 2's W2
    assert.deepEqual(
      [all.totals.wells, all.totals.reports, all.totals.min, all.totals.max],
      [3, a1.levels.length + 1000 + 200, cm(Math.min(...a1.levels, 1500)), cm(3100)],
    );
    assert.equal(all.totals.mean, cm(mean([a1Mean, 1600, 3000])));
  });

  test("another merchant's wells never count, its village and well are refused; bad input is a 400 with its message", async () => {
    const theirs = await ok<LevelAnswer>(other, calls.levelReport, { month, groupBy: 'well', size: 50 });
    const theirWells = (await database.db.selectFrom('well').select('id').where('merchant_id', '=', m2).execute()).map((x) => String(x.id));
    assert.ok(theirs.records.length > 0 && theirs.records.every((r) => theirWells.includes(r.id)), 'only its own wells');
    assert.deepEqual([theirs.totals.wells, theirs.totals.reports], [1, 777]);
    await refused(other, calls.levelReport, { month, groupBy: 'well', wellId: w.a1 }, '机井不存在或已删除');
    await refused(other, calls.levelReport, { month, groupBy: 'place', placeId: w.village }, '村镇不存在或已删除');
    await invalid(admin, calls.levelReport, { month: '2026-13', groupBy: 'well' }, '月份格式应为 yyyy-MM');
    await invalid(admin, calls.levelReport, { month: '1999-12', groupBy: 'well' }, '月份须在2000年到2100年之间');
    await invalid(admin, calls.levelReport, { month, groupBy: 'farmer' }, '统计对象只能是按机井或按村镇');
    await invalid(admin, calls.levelReport, { month });
    await invalid(admin, calls.levelReport, { month, groupBy: 'well', wellId: 'x' });
    await invalid(admin, calls.levelReport, { month, groupBy: 'well', size: 0 });
    const viewer = await userWith({ database, server, admin, operator: admin, other, m1, m2 }, '13612349001', [
      'agriculturalWell:bill:view',
    ]);
    await refused(viewer, calls.levelReport, { groupBy: 'well' }, '无权限', ErrorCode.NO_PERMISSION);
  });
});

describe('history reports: 取水量 (irrigationWell/report/extraction)', () => {
  const year = () => Number(month.slice(0, 4));
  const thisMonth = () => Number(month.slice(5, 7));

  test("a well's water by month from its meters (or its power, 以电折水) against its permit; months to come are null", async () => {
    const got = await ok<ExtractionAnswer>(admin, calls.extractionReport, { year: year(), groupBy: 'well', placeId: w.village, size: 50 });
    assert.equal(got.year, year());
    const byId = new Map(got.records.map((r) => [r.id, r]));
    const months = (filled: Record<number, number>) =>
      Array.from({ length: 12 }, (_, i) => (i + 1 > thisMonth() ? null : (filled[i + 1] ?? 0) / 1000));
    const a1Row = byId.get(String(w.a1))!;
    assert.deepEqual(a1Row.months, months({ [thisMonth()]: a1.liters }));
    assert.deepEqual([a1Row.total, a1Row.permit, a1Row.permitShare], [a1.liters / 1000, 1000, Math.round(a1.liters / 1000) / 10]);
    const january = thisMonth() === 1 ? 0 : 7_000;
    const a2Row = byId.get(String(w.a2))!;
    assert.deepEqual(a2Row.months, months(thisMonth() === 1 ? { 1: 50_000 } : { 1: january, [thisMonth()]: 50_000 }));
    assert.deepEqual([a2Row.total, a2Row.permit, a2Row.permitShare, a2Row.quota], [(50_000 + january) / 1000, null, null, null]);
    const b1 = (await ok<ExtractionAnswer>(admin, calls.extractionReport, { year: year(), groupBy: 'well', wellId: w.b1 })).records[0]!;
    // 40,001 Wh at 1.5 m³/kWh: 60,001.5 litres, rounded half up
    assert.deepEqual([b1.total, b1.permit, b1.permitShare], [60.002, 500, 12]);
    const nextYear = await ok<ExtractionAnswer>(admin, calls.extractionReport, { year: year() + 1, groupBy: 'well', wellId: w.a1 });
    assert.deepEqual(nextYear.records[0]!.months, Array(12).fill(null), 'a year to come has no month begun');
  });

  test("a village: its wells' water and permits summed, against its farmers' annual quotas; the totals of every well", async () => {
    const db = database.db;
    const got = await ok<ExtractionAnswer>(admin, calls.extractionReport, { year: year(), groupBy: 'place', size: 50 });
    const places = await db.selectFrom('place').select(['id', 'quota_liters']).where('merchant_id', '=', m1).orderBy('id').execute();
    const withWells = (await db.selectFrom('well').select('place_id').where('merchant_id', '=', m1).groupBy('place_id').execute()).map(
      (r) => r.place_id,
    );
    assert.deepEqual(
      got.records.map((r) => r.id),
      places.filter((p) => withWells.includes(p.id)).map((p) => String(p.id)),
      'the villages of the wells, in the order they were made',
    );
    const v = got.records.find((r) => r.id === String(w.village))!;
    const january = thisMonth() === 1 ? 0 : 7_000;
    const water = a1.liters + 50_000 + january;
    const permits = await db
      .selectFrom('well')
      .select((eb) => eb.fn.sum<string | number>('permit_liters').as('l'))
      .where('place_id', '=', w.village)
      .executeTakeFirstOrThrow();
    const farmers = await db
      .selectFrom('farmer')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('place_id', '=', w.village)
      .where('merchant_id', '=', m1)
      .executeTakeFirstOrThrow();
    const quota = Number(places.find((p) => p.id === w.village)!.quota_liters) * Number(farmers.n);
    assert.ok(quota > 0, 'the demo village has farmers and a quota');
    assert.deepEqual(
      [v.total, v.permit, v.permitShare, v.quota, v.quotaShare],
      [
        water / 1000,
        Number(permits.l) / 1000,
        Math.round((water / Number(permits.l)) * 1000) / 10,
        quota / 1000,
        Math.round((water / quota) * 1000) / 10,
      ],
    );
    assert.equal(v.months[thisMonth() - 1], (a1.liters + 50_000) / 1000);
    // every well of merchant 1: A1, A2, B1's water, merchant 2's W2 never
    assert.equal(got.totals.total, (water + 60_002) / 1000);
    const theirs = await ok<ExtractionAnswer>(other, calls.extractionReport, { year: year(), groupBy: 'well' });
    assert.equal(theirs.totals.total, 999);
    await refused(other, calls.extractionReport, { groupBy: 'place', placeId: w.village }, '村镇不存在或已删除');
    await invalid(admin, calls.extractionReport, { year: 1999, groupBy: 'well' }, '年份不能早于2000');
    await invalid(admin, calls.extractionReport, { year: 2026.5, groupBy: 'well' }, '年份必须是整数');
  });
});

describe('history reports: 数据完整性 (irrigationWell/report/completeness)', () => {
  test('each device from its registration to now: reports against its transport’s interval, hours offline; the worst first', async () => {
    const now = server.clock.now();
    const got = await ok<CompletenessAnswer>(admin, calls.completenessReport, { month });
    assert.deepEqual(
      got.records.map((r) => r.id),
      [w.a3, w.b1, w.a1],
      'the silent first, the longest offline of them first',
    );
    const [a3, b1, a1Row] = got.records as [CompletenessRow, CompletenessRow, CompletenessRow];
    const a3Span = (now.getTime() - parseDateTime(`${month}-02 00:00:00`)!.getTime()) / 1000;
    assert.deepEqual(
      [a3.transport, a3.from, a3.to, a3.expected, a3.reports, a3.completeness, a3.offlineHours, a3.lastReport, a3.online],
      ['sl651', `${month}-02 00:00:00`, formatDateTime(now), Math.floor(a3Span / 3600), 0, 0, Math.round(a3Span / 360) / 10, null, false],
    );
    const b1Span = (now.getTime() - b1Device.registered.getTime()) / 1000;
    assert.deepEqual(
      [b1.transport, b1.from, b1.expected, b1.reports, b1.completeness, b1.offlineHours],
      ['mqtt', formatDateTime(b1Device.registered), Math.floor(b1Span / 10), 0, 0, Math.round(b1Span / 360) / 10],
      "the month's 200 reports came before the device: none counts",
    );
    const a1Span = (now.getTime() - a1.registered.getTime()) / 1000;
    const expected = Math.floor(a1Span / 10);
    assert.deepEqual(
      [a1Row.transport, a1Row.from, a1Row.expected, a1Row.reports, a1Row.completeness, a1Row.lastReport, a1Row.online],
      [
        'mqtt',
        formatDateTime(a1.registered),
        expected,
        a1.levels.length,
        Math.round((a1.levels.length / expected) * 1000) / 10,
        formatDateTime(new Date(a1.offline.to)),
        true,
      ],
    );
    assert.equal(a1Row.offlineHours, Math.round((a1.offline.to - a1.offline.from) / 360_000) / 10, 'swept offline, back an hour later');
    const allExpected = a3.expected + b1.expected + expected;
    assert.deepEqual(got.totals, {
      devices: 3,
      poor: 3,
      expected: allExpected,
      reports: a1.levels.length,
      completeness: Math.round((a1.levels.length / allExpected) * 1000) / 10,
      offlineHours: Math.round(((a1.offline.to - a1.offline.from) / 1000 + a3Span + b1Span) / 360) / 10,
    });
    const theirs = await ok<CompletenessAnswer>(other, calls.completenessReport, { month });
    assert.deepEqual([theirs.total, theirs.records], [0, []], "merchant 2 has no device: none of merchant 1's");
    const before = await ok<CompletenessAnswer>(admin, calls.completenessReport, { month: lastYear });
    assert.equal(before.total, 0, 'no device was registered a year before');
    await refused(other, calls.completenessReport, { wellId: w.a1 }, '机井不存在或已删除');
  });
});

describe('history reports: export', () => {
  test("each report's file: the table's columns, the rows of every page, the totals last", async () => {
    const csv = async (call: string, filters: Record<string, unknown>) => {
      const res = await admin.call(exportRows, { call, filters, format: 'csv' });
      assert.equal(res.status, 200, res.text.slice(0, 200));
      return parse(res.bytes.toString('utf8'), { bom: true }) as string[][];
    };
    const level = await ok<LevelAnswer>(admin, calls.levelReport, { month, groupBy: 'place', size: 50 });
    const [header, ...rows] = await csv(calls.levelReport.path, { month, groupBy: 'place' });
    assert.deepEqual(header, [
      '村镇',
      '上报机井数',
      '上报次数',
      '月初埋深(m)',
      '月末埋深(m)',
      '最小埋深(m)',
      '最大埋深(m)',
      '月均埋深(m)',
      '去年同月均值(m)',
      '同比变化(m)',
    ]);
    assert.deepEqual(
      rows.map((r) => r[0]),
      [...level.records.map((r) => r.label), '全部'],
    );
    const v = rows.find((r) => r[0] === level.records.find((x) => x.id === String(w.village))!.label)!;
    const vRow = level.records.find((x) => x.id === String(w.village))!;
    const signed = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}`;
    assert.deepEqual(v.slice(3), [
      ...[vRow.first, vRow.last, vRow.min, vRow.max, vRow.mean, vRow.lastYearMean].map((x) => x!.toFixed(2)),
      signed(vRow.change!),
    ]);
    assert.ok(
      rows.some((r) => r[3] === '—'),
      'a village without reports: —',
    );

    const extraction = await ok<ExtractionAnswer>(admin, calls.extractionReport, { groupBy: 'well', placeId: w.village, size: 50 });
    const [xHeader, ...xRows] = await csv(calls.extractionReport.path, { groupBy: 'well', placeId: w.village });
    assert.deepEqual(xHeader, [
      '机井编号',
      '机井',
      '村镇',
      ...Array.from({ length: 12 }, (_, i) => `${i + 1}月(m³)`),
      '全年合计(m³)',
      '取水许可证号',
      '许可水量(m³)',
      '许可使用率(%)',
    ]);
    assert.deepEqual(
      xRows.map((r) => [r[0], r[15]]),
      [...extraction.records.map((r) => [r.code, r.total.toFixed(3)]), ['', extraction.totals.total.toFixed(3)]],
    );
    assert.equal(xRows.at(-1)![1], '合计');

    const completeness = await ok<CompletenessAnswer>(admin, calls.completenessReport, { month });
    const [cHeader, ...cRows] = await csv(calls.completenessReport.path, { month });
    assert.deepEqual(cHeader, [
      '机井编号',
      '机井',
      '村镇',
      '接入方式',
      '统计时段',
      '应报次数',
      '实报次数',
      '完整率(%)',
      '离线时长(小时)',
      '最后上报',
      '当前状态',
    ]);
    assert.deepEqual(
      cRows.map((r) => [r[0], r[3], r[5], r[7]]),
      [
        ...completeness.records.map((r) => [
          r.code,
          r.transport === 'mqtt' ? 'MQTT' : 'SL651',
          String(r.expected),
          r.completeness.toFixed(1),
        ]),
        ['合计', '', String(completeness.totals.expected), completeness.totals.completeness.toFixed(1)],
      ],
    );
    const denied = await other.call(exportRows, { call: calls.completenessReport.path, filters: { wellId: w.a1 }, format: 'csv' });
    assert.equal(denied.body?.message, '机井不存在或已删除', "another merchant's well is refused before the file starts");
  });
});

describe('a database from before the month rollup', () => {
  test(
    "migration 029 sums each month of its days; a month's first and last level from the readings still kept",
    { timeout: 120_000 },
    async () => {
      const handle = await createEmptyDatabase();
      const { db } = handle;
      try {
        // the migrations before 029, as an older server applied them
        await sql`create table schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(db);
        for (const migration of MIGRATIONS.slice(
          0,
          MIGRATIONS.findIndex((m) => m.name === '029-well-reports'),
        )) {
          for (const statement of migration.statements) await sql.raw(statement).execute(db);
          await db.insertInto('schema_migration').values({ name: migration.name }).execute();
        }
        const { id: merchant } = await db
          .insertInto('merchant')
          .values({ name: '老商户', footer_name: '老平台', contact_mobile: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: place } = await db
          .insertInto('place')
          .values({
            merchant_id: merchant,
            name: '老村',
            address: '',
            manager_name: '',
            manager_mobile: '',
            quota_liters: 0,
            province_code: '130000',
            city_code: '130100',
            area_code: '130109',
            created_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { rows } = await sql<{ id: number }>`insert into well (merchant_id, place_id, cd, name, status, health, running, enabled,
          billing_mode, electric_price_fen, water_price_fen, is_online, created_at)
        values (${merchant}, ${place}, 'OLD-1', '老井', 'normal', 'excellent', 'leisure', 'Y', 'electric', 60, 50, true, now())
        returning id`.execute(db);
        const well = rows[0]!.id;
        // readings kept from 2026-03-31 on (the oldest partition); days rolled up from February
        const partitions = new ReadingPartitions(db);
        const at = (text: string) => parseDateTime(text)!;
        for (const day of ['2026-03-31', '2026-04-01', '2026-04-02']) await partitions.ensure(at(`${day} 12:00:00`));
        const readings: [string, number][] = [
          ['2026-03-31 08:00:00', 3010],
          ['2026-03-31 23:59:50', 3020],
          ['2026-04-01 00:00:00', 3030],
          ['2026-04-01 13:00:00', 3005],
          ['2026-04-02 23:00:00', 3040],
        ];
        for (const [time, level] of readings) {
          await db
            .insertInto('well_reading')
            .values({
              well_id: well,
              at: at(time),
              device_at: at(time),
              level_cm: level,
              current_deciamps: 0,
              voltage_decivolts: 0,
              sig_tenths: 200,
              meter_wh: 0,
              meter_liters: 0,
              running: false,
            })
            .execute();
        }
        const days: [string, number, number, number, number, number][] = [
          // day, reports, min, max, sum, water
          ['2026-02-10', 100, 2900, 3000, 295_000, 1_000],
          ['2026-03-05', 200, 2950, 3050, 600_000, 2_000],
          ['2026-03-31', 2, 3010, 3020, 6_030, 300],
          ['2026-04-01', 2, 3005, 3030, 6_035, 400],
          ['2026-04-02', 1, 3040, 3040, 3_040, 500],
        ];
        for (const [day, reports, min, max, sum, water] of days) {
          await db
            .insertInto('well_day')
            .values({
              well_id: well,
              day,
              reports,
              level_min_cm: min,
              level_max_cm: max,
              level_sum_cm: sum,
              current_max_deciamps: 0,
              current_sum_deciamps: 0,
              water_liters: water,
              energy_wh: 0,
              running_s: 0,
              online_s: 0,
            })
            .execute();
        }
        const through029 = MIGRATIONS.slice(0, MIGRATIONS.findIndex((m) => m.name === '029-well-reports') + 1);
        assert.deepEqual(await migrate(db, through029), ['029-well-reports']);
        const months = await db
          .selectFrom('well_month')
          .select([
            sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
            'reports',
            'level_min_cm',
            'level_max_cm',
            'level_sum_cm',
            'water_liters',
            'level_first_cm',
            'level_last_cm',
          ])
          .where('well_id', '=', well)
          .orderBy('month')
          .execute();
        assert.deepEqual(
          months.map((m) => [
            m.month,
            m.reports,
            m.level_min_cm,
            m.level_max_cm,
            Number(m.level_sum_cm),
            Number(m.water_liters),
            m.level_first_cm,
            m.level_last_cm,
          ]),
          [
            // no reading of February is kept; March began before the oldest kept day (its first is gone), its last is kept
            ['2026-02', 100, 2900, 3000, 295_000, 1_000, null, null],
            ['2026-03', 202, 2950, 3050, 606_030, 2_300, null, 3020],
            ['2026-04', 3, 3005, 3040, 9_075, 900, 3030, 3040],
          ],
        );
      } finally {
        await handle.close();
      }
    },
  );
});
