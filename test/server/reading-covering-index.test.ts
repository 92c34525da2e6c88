// Runs on both engines: migration 032's index on the partitions of each engine, and the day read through it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { migrate, MIGRATIONS } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { WELL_PARAM_DEFAULTS as P } from '../../server/db/well-param-defaults';
import { HISTORY_GAP_S } from '../../server/history/batch-history';
import { ReadingPartitions } from '../../server/history/reading-partitions';
import { wellCurve } from '../../server/history/well-curve';
import { createEmptyDatabase } from './support/test-database';

/**
 * Migration 032 replaces the readings' (well_id, at) b-tree with one that also holds the curve's
 * columns (server/docs/history.md, "A well's day since migration 032"), and the day read takes `at`
 * as epoch milliseconds: a well's day reads the same before and after, across a China midnight
 * (two partitions) and a gap.
 */

const at = (text: string) => new Date(Date.parse(`${text}+08:00`));

/** Each reading partition's indexes, their definitions without their names. */
async function partitionIndexes(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ partition: string; def: string }>`select tablename as partition, indexdef as def from pg_indexes
    where tablename in (select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'well_reading'::regclass)`.execute(
    db,
  );
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.partition] ??= []).push(r.def.replace(/^.* USING /, 'USING '));
  for (const defs of Object.values(out)) defs.sort();
  return out;
}

const COVERED = ['USING brin (at)', 'USING btree (well_id, at) INCLUDE (level_cm, current_deciamps, meter_liters)'];

describe('migration 032: the readings covering index', () => {
  test(
    "partitions made before and after it get the covering index and lose the old one; a well's day reads the same",
    { timeout: 120_000 },
    async () => {
      const { db, close } = await createEmptyDatabase();
      try {
        // every migration but 032: the day read of this code needs the packed hours' column (033), which 032 does not touch
        const before032 = MIGRATIONS.filter((m) => m.name !== '032-reading-covering-index');
        await migrate(db, before032);
        const { id: merchant } = await db
          .insertInto('merchant')
          .values({ name: '商户', footer_name: '平台', contact_mobile: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: place } = await db
          .insertInto('place')
          .values({
            merchant_id: merchant,
            name: '村',
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
        values (${merchant}, ${place}, 'W-1', '井', 'normal', 'excellent', 'leisure', 'Y', 'electric', 60, 50, true, now())
        returning id`.execute(db);
        const well = rows[0]!.id;
        const partitions = new ReadingPartitions(db);
        for (const day of ['2026-03-31', '2026-04-01']) await partitions.ensure(at(`${day}T12:00:00`));
        // time, level cm, current dA, meter L: the first is the day's start (excluded), then a China
        // midnight between two partitions, an hour's silence, and a report 10.6 s after the one before
        const readings: [string, number, number, number][] = [
          ['2026-03-31T09:00:10', 2990, 0, 999_000],
          ['2026-03-31T23:59:40', 3010, 200, 1_000_000],
          ['2026-03-31T23:59:50', 3020, 210, 1_000_250],
          ['2026-04-01T00:00:00', 3030, 0, 1_000_500],
          ['2026-04-01T01:00:00', 3040, 0, 1_000_500],
          ['2026-04-01T01:00:10.600', 3050, 0, 1_000_800],
        ];
        for (const [time, level, current, liters] of readings)
          await db
            .insertInto('well_reading')
            .values({
              well_id: well,
              at: at(time),
              device_at: at(time),
              level_cm: level,
              current_deciamps: current,
              voltage_decivolts: 2200,
              sig_tenths: 200,
              meter_wh: 0,
              meter_liters: liters,
              running: current > 0,
            })
            .execute();
        const end = at('2026-04-01T09:00:10');
        const s = (time: string) => Math.round(at(time).getTime() / 1000);
        const level = [30.1, 30.2, 30.3, null, 30.4, 30.5];
        const current = [20, 21, 0, null, 0, 0];
        const expected = {
          t: [s('2026-03-31T23:59:40'), s('2026-03-31T23:59:50'), s('2026-04-01T00:00:00'), s('2026-04-01T00:00:01')].concat([
            s('2026-04-01T01:00:00'),
            s('2026-04-01T01:00:11'),
          ]),
          level,
          levelLow: level,
          levelHigh: level,
          current,
          currentHigh: current,
          // 250 L in 10 s is 90 m³/h, across the midnight too; none after the silence; 300 L in 10.6 s is 101.887
          flow: [null, 90, 90, null, null, 101.887],
        };
        assert.ok(3600 > HISTORY_GAP_S, 'the hour is a gap');
        const dayOf = () => wellCurve(db, merchant, well, 'day', end);
        const asBefore = await dayOf();
        assert.deepEqual(asBefore, {
          step: 'report',
          from: '2026-03-31 09:00:10',
          to: '2026-04-01 09:00:10',
          levelMin: P.water_level_min_cm / 100,
          levelMax: P.water_level_max_cm / 100,
          ...expected,
        });

        assert.deepEqual(await migrate(db), ['032-reading-covering-index']);
        await partitions.ensure(at('2026-04-02T12:00:00'));
        assert.deepEqual(await partitionIndexes(db), {
          well_reading_20260331: COVERED,
          well_reading_20260401: COVERED,
          well_reading_20260402: COVERED,
        });
        assert.deepEqual(await dayOf(), asBefore);
      } finally {
        await close();
      }
    },
  );
});
