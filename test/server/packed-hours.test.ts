// Runs on both engines: the packed hours' statements and the day read across them on each engine.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { PACK_AFTER_MS, PACKED_BYTES, packHours } from '../../server/history/packed-hours';
import { wellCurve } from '../../server/history/well-curve';
import { startOfDay } from '../../server/http/format';
import { connectDevice, restingStatus, rotateKey, type TestDevice } from './support/devices';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The history job packs each well's closed hours into its hour's rollup (server/docs/history.md,
 * "Packed hours"); a well's day reads them and the readings around them, and reads the same as
 * from the readings alone, whatever is packed.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const RAW_DAYS = 90;

let database: TestDatabase;
let server: TestServer;
let device: TestDevice;
let wellId: number;
let merchantId: number;
let seq = 0;

async function report(readings: Record<string, unknown>): Promise<void> {
  await device.send('status', restingStatus({ seq: (seq += 1), ts: server.clock.now().getTime() }, readings));
  await server.app.services.devices.status.flush();
}

const day = async () => (await wellCurve(database.db, merchantId, wellId, 'day', server.clock.now()))!;

/** The well's hours and whether each is packed whole, oldest first. */
const hoursOf = async () =>
  (
    await sql<{ hour: Date; reports: number; bytes: number | null }>`select hour, reports, octet_length(packed) as bytes from well_hour
      where well_id = ${wellId} order by hour`.execute(database.db)
  ).rows.map((h) => ({ at: h.hour.getTime(), whole: h.bytes === h.reports * PACKED_BYTES }));

/** The same day with nothing packed: the readings alone. */
async function fromReadingsAlone() {
  await sql`update well_hour set packed = null where well_id = ${wellId}`.execute(database.db);
  return day();
}

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  const admin = await server.loginAs('13800000000');
  const well = await database.db
    .selectFrom('well')
    .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
    .select(['well.id', 'well.merchant_id'])
    .where('merchant_user.mobile', '=', '13800000000')
    .where('well.status', '=', 'normal')
    .orderBy('well.id')
    .executeTakeFirstOrThrow();
  [wellId, merchantId] = [well.id, well.merchant_id];
  const key = await rotateKey(admin, wellId);
  device = await connectDevice(server, key.username, key.secret);
  // 50 days after the seed's day, on the hour (reports on the hours: an hour's first, a span's end): past the seed's history
  server.clock.advance(startOfDay(server.clock.now()).getTime() + 50 * DAY_MS - server.clock.now().getTime());
  // 26 hours: a report every 15 minutes (one at .600 s), the pump running half of each hour, and an hour's silence
  for (let i = 0; i < 26 * 4; i += 1) {
    if (i === 40) server.clock.advance(HOUR_MS);
    const running = i % 4 < 2;
    await report({ waterLevel: 30 + (i % 7) / 10, current: running ? 20 + (i % 3) : 0, running, meterLiters: 1_000_000 + i * 500 });
    server.clock.advance(i === 70 ? 900_600 : 900_000);
  }
  // a minute past the next hour: the hour that just ended is the next pass's
  const now = server.clock.now().getTime();
  server.clock.advance(Math.ceil(now / HOUR_MS) * HOUR_MS + 60_000 - now);
});
after(async () => {
  await device?.close();
  await server?.close();
  await database?.close();
});

describe('packed hours', () => {
  test('a pass packs every closed hour of the last two days, not the open one nor one ended under two minutes ago; the day reads the same', async () => {
    const unpacked = await day();
    assert.ok(unpacked.t.length > 85, String(unpacked.t.length));
    // the hour that ended a minute ago is left to the next pass
    const now = server.clock.now().getTime();
    const lastEnded = Math.floor(now / HOUR_MS) * HOUR_MS;
    assert.ok(now - lastEnded < PACK_AFTER_MS, 'the clock is under two minutes past an hour');
    const { packed, cleared } = await packHours(database.db, server.clock.now(), RAW_DAYS);
    const hours = await hoursOf();
    const expected = hours.filter((h) => h.at + HOUR_MS + PACK_AFTER_MS <= now && h.at >= lastEnded - 48 * HOUR_MS);
    assert.ok(expected.length >= 24, String(expected.length));
    assert.equal(packed, expected.length);
    assert.equal(cleared, 0);
    assert.deepEqual(
      hours.map((h) => h.whole),
      hours.map((h) => expected.some((e) => e.at === h.at)),
    );
    assert.deepEqual(await day(), unpacked);
    // again: nothing left to pack
    assert.deepEqual(await packHours(database.db, server.clock.now(), RAW_DAYS), { packed: 0, cleared: 0 });
  });

  test('a reading that came after its hour was packed: that hour is read from the readings, and the next pass packs it again', async () => {
    await packHours(database.db, server.clock.now(), RAW_DAYS);
    const hours = await hoursOf();
    const target = hours[hours.length - 5]!;
    assert.equal(target.whole, true);
    const late = new Date(target.at + 30 * 60_000 + 5_000);
    await database.db
      .insertInto('well_reading')
      .values({
        well_id: wellId,
        at: late,
        device_at: late,
        level_cm: 4321,
        current_deciamps: 0,
        voltage_decivolts: 3805,
        sig_tenths: 185,
        meter_wh: 1_000_000,
        meter_liters: 1_100_000,
        running: false,
      })
      .execute();
    await sql`update well_hour set reports = reports + 1 where well_id = ${wellId} and hour = ${new Date(target.at)}`.execute(database.db);
    const read = await day();
    assert.ok(read.level.includes(43.21), 'the late reading is in the day');
    assert.equal((await hoursOf()).find((h) => h.at === target.at)!.whole, false);
    assert.deepEqual(await packHours(database.db, server.clock.now(), RAW_DAYS), { packed: 1, cleared: 0 });
    assert.equal((await hoursOf()).find((h) => h.at === target.at)!.whole, true);
    assert.deepEqual(await day(), read);
    assert.deepEqual(await fromReadingsAlone(), read);
  });

  test("the day's end anywhere: within a packed hour, on the hour, a second after it; each reads as from the readings alone", async () => {
    await packHours(database.db, server.clock.now(), RAW_DAYS);
    const hour = (await hoursOf()).at(-10)!.at;
    for (const end of [hour + 25 * 60_000, hour + HOUR_MS, hour + HOUR_MS + 1000]) {
      const packedRead = await wellCurve(database.db, merchantId, wellId, 'day', new Date(end));
      await sql`update well_hour set packed = null where well_id = ${wellId}`.execute(database.db);
      const alone = await wellCurve(database.db, merchantId, wellId, 'day', new Date(end));
      assert.deepEqual(packedRead, alone, new Date(end).toISOString());
      await packHours(database.db, server.clock.now(), RAW_DAYS);
    }
  });

  test("the packed hours of the days whose readings are no longer kept are cleared; the rollup's figures stay", async () => {
    await packHours(database.db, server.clock.now(), RAW_DAYS);
    const before = await sql<{
      n: number | string;
    }>`select count(*) as n from well_hour where well_id = ${wellId} and packed is not null`.execute(database.db);
    assert.ok(Number(before.rows[0]!.n) >= 24);
    // a pass three days on keeping two days: the first day's hours (China time) leave the days kept
    const later = new Date(server.clock.now().getTime() + 3 * DAY_MS);
    const firstKept = startOfDay(later).getTime() - DAY_MS;
    const { cleared } = await packHours(database.db, later, 2);
    const hours = await sql<{ hour: Date; packed: Uint8Array | null; reports: number }>`select hour, packed, reports from well_hour
      where well_id = ${wellId} order by hour`.execute(database.db);
    const old = hours.rows.filter((h) => h.hour.getTime() < firstKept);
    assert.ok(old.length > 0);
    assert.equal(cleared, Number(before.rows[0]!.n) - hours.rows.filter((h) => h.packed !== null).length);
    assert.ok(old.every((h) => h.packed === null && h.reports > 0));
  });
});
