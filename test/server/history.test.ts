// Runs on both engines: the readings' day partitions, their DDL and the rollups' upserts on each engine.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { HISTORY_GAP_S } from '../../server/history/batch-history';
import { chinaDay, partitionName, ReadingPartitions } from '../../server/history/reading-partitions';
import { formatDateTime, startOfDay } from '../../server/http/format';
import { wellAlarmRuleCalls, wellHistoryCalls } from '../../src/api/contract';
import type { AlarmRuleRow } from '../../src/api/contract/well/alarm-rule';
import type { CallResponse } from '../../src/api/contract/define-call';
import { ok, refused, type Page } from './support/fertigation';
import { connectDevice, restingStatus, rotateKey, type TestDevice } from './support/devices';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let database: TestDatabase;
let server: TestServer;
let seq = 0;

interface Well {
  id: number;
  device: TestDevice;
}

/**
 * The first merchant's wells at rest as seeded, by id: taken once, since a well that reported and
 * fell silent while the clock moved on is marked 离线 by the hub's sweep (on its own timer), which
 * would shift a count of the wells at rest made later.
 */
let restingWells: number[];

/** A well of the first merchant at rest, with a device of its own connected to the server's broker. */
async function wellWithDevice(skip: number): Promise<Well> {
  const admin = await server.loginAs('13800000000');
  const id = restingWells[skip];
  assert.ok(id !== undefined, `a ${skip + 1}th well at rest`);
  const { username, secret } = await rotateKey(admin, id);
  return { id, device: await connectDevice(server, username, secret) };
}

/** A status report of `well` at the server's now, `readings` over the resting ones. */
async function report(well: Well, readings: Record<string, unknown> = {}): Promise<void> {
  await well.device.send('status', restingStatus({ seq: (seq += 1), ts: server.clock.now().getTime() }, readings));
  await server.app.services.devices.status.flush();
}

const readingsOf = (wellId: number) =>
  database.db.selectFrom('well_reading').selectAll().where('well_id', '=', wellId).orderBy('at').execute();

/** Moves the server's clock to `at` (only forwards). */
function clockTo(at: number): void {
  const now = server.clock.now().getTime();
  assert.ok(at >= now, 'the test clock only moves on');
  server.clock.advance(at - now);
}

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  const resting = await database.db
    .selectFrom('well')
    .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
    .select('well.id')
    .where('merchant_user.mobile', '=', '13800000000')
    .where('well.status', '=', 'normal')
    .orderBy('well.id')
    .execute();
  restingWells = resting.map((w) => w.id);
  // a quarter past an hour, China time, 40 days after the seed's day: past its 30 days of hours
  const start = startOfDay(server.clock.now()).getTime() + 40 * DAY_MS + 9 * HOUR_MS + 15 * 60_000;
  clockTo(start);
});
after(async () => {
  await server?.close();
  await database?.close();
});

describe('history: every status report kept', () => {
  test('a report lands once, with the server time and the device time; a replayed one adds nothing', async () => {
    const well = await wellWithDevice(0);
    try {
      const deviceAt = server.clock.now().getTime() - 2_000;
      await well.device.send('status', restingStatus({ seq: (seq += 1), ts: deviceAt }, { waterLevel: 12.34, current: 5.6 }));
      await server.app.services.devices.status.flush();
      const again = { seq, ts: deviceAt };
      await well.device.send('status', restingStatus(again, { waterLevel: 99 }));
      await server.app.services.devices.status.flush();
      const rows = await readingsOf(well.id);
      assert.equal(rows.length, 1);
      const [row] = rows;
      assert.equal(row!.at.getTime(), server.clock.now().getTime());
      assert.equal(row!.device_at.getTime(), deviceAt);
      assert.equal(row!.level_cm, 1234);
      assert.equal(row!.current_deciamps, 56);
      assert.equal(Number(row!.meter_liters), 5_000_000);
    } finally {
      await well.device.close();
    }
  });

  test("an hour's, a day's and a month's rollup equal the readings they sum: meters' increases, running and online seconds, levels", async () => {
    const well = await wellWithDevice(1);
    try {
      const hour = Math.floor(server.clock.now().getTime() / HOUR_MS) * HOUR_MS;
      // 6 reports 10 s apart: the pump starts after the second, the meters move while it runs
      const steps = [
        { waterLevel: 20, running: false, current: 0, meterWh: 1000, meterLiters: 50_000 },
        { waterLevel: 21.5, running: true, current: 31.5, meterWh: 1000, meterLiters: 50_000 },
        { waterLevel: 23, running: true, current: 33.2, meterWh: 1040, meterLiters: 50_900 },
        { waterLevel: 22, running: true, current: 32.8, meterWh: 1085, meterLiters: 51_800 },
        { waterLevel: 19.75, running: false, current: 0, meterWh: 1120, meterLiters: 52_700 },
        { waterLevel: 20.25, running: false, current: 0, meterWh: 1120, meterLiters: 52_700 },
      ];
      for (const [i, step] of steps.entries()) {
        if (i > 0) server.clock.advance(10_000);
        await report(well, step);
      }
      const rows = await readingsOf(well.id);
      assert.equal(rows.length, steps.length);
      const hourRow = await database.db
        .selectFrom('well_hour')
        .selectAll()
        .where('well_id', '=', well.id)
        .where('hour', '=', new Date(hour))
        .executeTakeFirstOrThrow();
      const levels = rows.map((r) => r.level_cm);
      assert.equal(hourRow.reports, 6);
      assert.equal(hourRow.level_min_cm, Math.min(...levels));
      assert.equal(hourRow.level_max_cm, Math.max(...levels));
      assert.equal(
        Number(hourRow.level_sum_cm),
        levels.reduce((a, b) => a + b, 0),
      );
      const currents = rows.map((r) => r.current_deciamps);
      assert.equal(hourRow.current_max_deciamps, Math.max(...currents));
      assert.equal(
        Number(hourRow.current_sum_deciamps),
        currents.reduce((a, b) => a + b, 0),
      );
      // the first report has no previous one: its own meters start the count
      assert.equal(Number(hourRow.water_liters), 52_700 - 50_000);
      assert.equal(Number(hourRow.energy_wh), 1120 - 1000);
      // running between the reports after a running one: 3 intervals of 10 s; online: 5 intervals
      assert.equal(hourRow.running_s, 30);
      assert.equal(hourRow.online_s, 50);
      const dayRow = await database.db
        .selectFrom('well_day')
        .selectAll()
        .where('well_id', '=', well.id)
        .where('day', '=', chinaDay(server.clock.now()))
        .executeTakeFirstOrThrow();
      // the hour's packed readings (migration 033) are the history job's, not a figure the day sums
      const { well_id: _w, hour: _h, packed: _p, ...figures } = hourRow;
      const { well_id: _d, day: _day, ...dayFigures } = dayRow;
      assert.deepEqual(normalize(dayFigures), normalize(figures), 'one hour of reports: the day is that hour');
      const monthRow = await database.db
        .selectFrom('well_month')
        .selectAll()
        .where('well_id', '=', well.id)
        .where('month', '=', `${chinaDay(server.clock.now()).slice(0, 7)}-01`)
        .executeTakeFirstOrThrow();
      const { well_id: _m, month: _month, level_first_cm: first, level_last_cm: last, ...monthFigures } = monthRow;
      assert.deepEqual(normalize(monthFigures), normalize(figures), 'and the month that day');
      assert.deepEqual([first, last], [levels[0], levels.at(-1)], "the month's first and last report's level");
    } finally {
      await well.device.close();
    }
  });

  test('a silence longer than the gap counts as neither online nor running; a meter going back adds nothing', async () => {
    const well = await wellWithDevice(2);
    try {
      await report(well, { running: true, meterLiters: 10_000, meterWh: 500 });
      server.clock.advance((HISTORY_GAP_S + 60) * 1000);
      const hour = Math.floor(server.clock.now().getTime() / HOUR_MS) * HOUR_MS;
      const before = await rollup(well.id, hour);
      await report(well, { running: true, meterLiters: 9_000, meterWh: 800 });
      const after = await rollup(well.id, hour);
      assert.equal(after.reports - before.reports, 1);
      assert.equal(after.online_s - before.online_s, 0);
      assert.equal(after.running_s - before.running_s, 0);
      assert.equal(after.water - before.water, 0, 'a meter that went back counts no water');
      assert.equal(after.energy - before.energy, 300);
    } finally {
      await well.device.close();
    }
  });

  test('a well swept offline and heard again: its presence changes are kept in order', async () => {
    const well = await wellWithDevice(3);
    try {
      await report(well);
      server.clock.advance(server.config.mqtt.offlineAfterMs + 1000);
      await server.app.services.devices.sweep();
      const offlineAt = server.clock.now().getTime();
      server.clock.advance(5_000);
      await report(well);
      const changes = await database.db
        .selectFrom('well_presence')
        .select(['at', 'online'])
        .where('well_id', '=', well.id)
        .where('at', '>=', new Date(offlineAt))
        .orderBy('at')
        .execute();
      assert.deepEqual(
        changes.map((c) => [c.at.getTime(), c.online]),
        [
          [offlineAt, false],
          [offlineAt + 5_000, true],
        ],
      );
    } finally {
      await well.device.close();
    }
  });
});

type Curve = CallResponse<typeof wellHistoryCalls.curve>;

describe('history: the curve (irrigationWell/history/curve)', () => {
  test("a day of reports: each a point with its flow, a gap where the well was silent, the well's bounds", async () => {
    const well = await wellWithDevice(5);
    try {
      const first = server.clock.now().getTime();
      await report(well, { waterLevel: 30, current: 20, meterLiters: 1_000_000 });
      server.clock.advance(20_000);
      await report(well, { waterLevel: 30.5, current: 22, meterLiters: 1_000_500 });
      server.clock.advance((HISTORY_GAP_S + 100) * 1000);
      await report(well, { waterLevel: 31, current: 0, meterLiters: 1_000_500 });
      const admin = await server.loginAs('13800000000');
      const curve = await ok<Curve>(admin, wellHistoryCalls.curve, { wellId: well.id, range: 'day' });
      assert.equal(curve.step, 'report');
      assert.equal(curve.to, formatDateTime(server.clock.now()));
      const [a, b] = [first / 1000, first / 1000 + 20];
      assert.deepEqual(curve.t, [a, b, b + 1, b + HISTORY_GAP_S + 100]);
      assert.deepEqual(curve.level, [30, 30.5, null, 31]);
      assert.deepEqual(curve.current, [20, 22, null, 0]);
      // 500 L in 20 s is 90 m³/h; after the gap the flow is not known
      assert.deepEqual(curve.flow, [null, 90, null, null]);
      const params = await database.db.selectFrom('well_param').selectAll().where('equip_id', '=', well.id).executeTakeFirst();
      if (params) assert.equal(curve.levelMax, params.water_level_max_cm / 100);
      assert.ok(curve.levelMin < curve.levelMax);
    } finally {
      await well.device.close();
    }
  });

  test("a week of hours and a year of days: every step a point, the reports' means, nulls where nothing came", async () => {
    const well = await wellWithDevice(6);
    try {
      const hourStart = Math.floor(server.clock.now().getTime() / HOUR_MS) * HOUR_MS;
      for (const [level, liters] of [
        [10, 2_000_000],
        [12, 2_003_000],
      ] as const) {
        await report(well, { waterLevel: level, meterLiters: liters, current: 15 });
        server.clock.advance(10_000);
      }
      const admin = await server.loginAs('13800000000');
      const week = await ok<Curve>(admin, wellHistoryCalls.curve, { wellId: well.id, range: 'week' });
      assert.equal(week.step, 'hour');
      assert.equal(week.t.length, 7 * 24);
      const at = week.t.indexOf(hourStart / 1000);
      assert.equal(at, week.t.length - 1, 'the last point is the hour of the end');
      assert.equal(week.level[at], 11);
      assert.equal(week.levelLow[at], 10);
      assert.equal(week.levelHigh[at], 12);
      assert.equal(week.current[at], 15);
      // the second report's 3,000 L in the hour: 3 m³/h
      assert.equal(week.flow[at], 3);
      assert.ok(
        week.level.slice(0, at).every((v) => v === null),
        'nothing before: nulls',
      );
      const year = await ok<Curve>(admin, wellHistoryCalls.curve, { wellId: well.id, range: 'year' });
      assert.equal(year.step, 'day');
      assert.equal(year.t.length, 365);
      assert.equal(year.t.at(-1), startOfDay(server.clock.now()).getTime() / 1000);
      assert.equal(year.level.at(-1), 11);
      assert.equal(year.flow.at(-1), 3 / 24);
    } finally {
      await well.device.close();
    }
  });

  test("the monitor's sparklines: each well's 24 hourly means, the merchant's wells only", async () => {
    const well = await wellWithDevice(7);
    try {
      const hourStart = Math.floor(server.clock.now().getTime() / HOUR_MS) * HOUR_MS;
      await report(well, { waterLevel: 40 });
      server.clock.advance(10_000);
      await report(well, { waterLevel: 42 });
      const admin = await server.loginAs('13800000000');
      const theirs = await database.db
        .selectFrom('well')
        .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
        .select('well.id')
        .where('merchant_user.mobile', '=', '13700000000')
        .orderBy('well.id')
        .executeTakeFirstOrThrow();
      const lines = await ok<CallResponse<typeof wellHistoryCalls.sparklines>>(admin, wellHistoryCalls.sparklines, {
        wellIds: [theirs.id, well.id],
      });
      assert.equal(lines.from, formatDateTime(new Date(hourStart - 23 * HOUR_MS)));
      assert.deepEqual(
        lines.rows.map((r) => r.wellId),
        [well.id],
        "another merchant's well is left out",
      );
      const levels = lines.rows[0]!.levels;
      assert.equal(levels.length, 24);
      assert.equal(levels[23], 41);
      assert.ok(levels.slice(0, 23).every((v) => v === null));
      assert.equal((await admin.call(wellHistoryCalls.sparklines, { wellIds: [] })).status, 400);
    } finally {
      await well.device.close();
    }
  });

  test("another merchant's well is not found; a range it does not know is refused", async () => {
    const other = await server.loginAs('13700000000');
    const mine = await database.db
      .selectFrom('well')
      .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
      .select('well.id')
      .where('merchant_user.mobile', '=', '13800000000')
      .orderBy('well.id')
      .executeTakeFirstOrThrow();
    await refused(other, wellHistoryCalls.curve, { wellId: mine.id, range: 'day' }, '机井不存在或已删除');
    const res = await other.call(wellHistoryCalls.curve, { wellId: mine.id, range: 'decade' });
    assert.equal(res.status, 400);
  });

  test('a span asked to end after now ends now (an end in year 9999 too)', async () => {
    const admin = await server.loginAs('13800000000');
    const mine = await database.db
      .selectFrom('well')
      .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
      .select('well.id')
      .where('merchant_user.mobile', '=', '13800000000')
      .orderBy('well.id')
      .executeTakeFirstOrThrow();
    const now = await ok<Curve>(admin, wellHistoryCalls.curve, { wellId: mine.id, range: 'year' });
    for (const end of ['9999-12-31 23:59:59', formatDateTime(new Date(server.clock.now().getTime() + 86_400_000))]) {
      const later = await ok<Curve>(admin, wellHistoryCalls.curve, { wellId: mine.id, range: 'year', end });
      assert.deepEqual([later.from, later.to], [now.from, now.to], end);
    }
  });
});

describe('history: anomalies as alarms (rules meterBack, levelJump and stuck)', () => {
  const alarmsOf = (wellId: number, kind: string) =>
    database.db
      .selectFrom('fault_feedback')
      .select(['fault_type', 'description', 'alarm_kind'])
      .where('well_id', '=', wellId)
      .where('alarm_kind', '=', kind)
      .orderBy('id')
      .execute();

  test('a meter that reads less than at the previous report alarms once within its cool-down', async () => {
    const well = await wellWithDevice(8);
    try {
      await report(well, { meterWh: 5000, meterLiters: 9000 });
      server.clock.advance(10_000);
      await report(well, { meterWh: 5000, meterLiters: 8000 });
      server.clock.advance(10_000);
      await report(well, { meterWh: 5000, meterLiters: 7000 });
      const alarms = await alarmsOf(well.id, 'meterBack');
      assert.equal(alarms.length, 1, 'the water meter back again within the cool-down: no second alarm');
      assert.equal(alarms[0]!.fault_type, 'other');
      assert.equal(alarms[0]!.description, '水表读数由 9.000 m³ 回退至 8.000 m³');
      // the power meter going back is another fault (电表故障)
      server.clock.advance(10_000);
      await report(well, { meterWh: 4000, meterLiters: 7000 });
      const power = (await alarmsOf(well.id, 'meterBack')).slice(1);
      assert.deepEqual(power, [
        { fault_type: 'electric_meter_failure', description: '电表读数由 5.00 kWh 回退至 4.00 kWh', alarm_kind: 'meterBack' },
      ]);
    } finally {
      await well.device.close();
    }
  });

  /** The well's own levelJump rule set (added or changed) through the calls, or deleted (null). */
  async function setLevelJumpRule(wellId: number, rule: { enabled: 'Y' | 'N'; levelJump: number } | null): Promise<void> {
    const admin = await server.loginAs('13800000000');
    const [existing] = (await ok<Page<AlarmRuleRow>>(admin, wellAlarmRuleCalls.findPage, { wellId, kind: 'levelJump' })).records;
    if (rule === null) {
      if (existing) await ok(admin, wellAlarmRuleCalls.remove, { id: existing.id });
      return;
    }
    const input = { wellId, kind: 'levelJump', coolDownMinutes: 30, currentLimit: null, offlineMinutes: null, ...rule };
    if (existing) await ok(admin, wellAlarmRuleCalls.update, { id: existing.id, version: existing.version, ...input });
    else await ok(admin, wellAlarmRuleCalls.save, input);
  }

  test('a level that moves more than the rule allows between two reports alarms, up or down, once within its cool-down', async () => {
    const well = await wellWithDevice(9);
    try {
      // the merchant's default (seeded as ALARM_RULE_DEFAULTS: more than 5.00 m)
      await report(well, { waterLevel: 20 });
      server.clock.advance(10_000);
      await report(well, { waterLevel: 25 });
      server.clock.advance(10_000);
      await report(well, { waterLevel: 20.01 });
      assert.deepEqual(await alarmsOf(well.id, 'levelJump'), [], '5.00 m and 4.99 m are not more than 5.00 m');
      server.clock.advance(10_000);
      await report(well, { waterLevel: 25.02 });
      assert.deepEqual(await alarmsOf(well.id, 'levelJump'), [
        { fault_type: 'other', description: '水位埋深 20.01 米 → 25.02 米，两次上报相差 5.01 米，超过 5.00 米', alarm_kind: 'levelJump' },
      ]);
      // back up 12 m: a jump too, within the cool-down (30 minutes)
      server.clock.advance(10 * 60_000);
      await report(well, { waterLevel: 13 });
      server.clock.advance(10 * 60_000);
      await report(well, { waterLevel: 13.5 });
      assert.equal((await alarmsOf(well.id, 'levelJump')).length, 1, 'within the cool-down');
      server.clock.advance(11 * 60_000);
      await report(well, { waterLevel: 7.25 });
      assert.deepEqual(
        (await alarmsOf(well.id, 'levelJump')).slice(1).map((a) => a.description),
        ['水位埋深 13.50 米 → 7.25 米，两次上报相差 6.25 米，超过 5.00 米'],
        'after the cool-down',
      );
    } finally {
      await well.device.close();
    }
  });

  test("the first report after a silence longer than the history's gap is not compared", async () => {
    const well = await wellWithDevice(10);
    try {
      await report(well, { waterLevel: 20 });
      server.clock.advance((HISTORY_GAP_S + 1) * 1000);
      await report(well, { waterLevel: 40 });
      server.clock.advance(HISTORY_GAP_S * 1000);
      await report(well, { waterLevel: 44.5 });
      assert.deepEqual(await alarmsOf(well.id, 'levelJump'), [], 'the next one is compared with it (4.50 m)');
      server.clock.advance(HISTORY_GAP_S * 1000);
      await report(well, { waterLevel: 50 });
      assert.equal((await alarmsOf(well.id, 'levelJump')).length, 1, 'a report the gap itself apart is compared');
    } finally {
      await well.device.close();
    }
  });

  test("the well's rule overrides the merchant's default, off it alarms nothing; without any rule the system's default holds", async () => {
    const well = await wellWithDevice(11);
    try {
      await setLevelJumpRule(well.id, { enabled: 'Y', levelJump: 1 });
      await report(well, { waterLevel: 30 });
      server.clock.advance(10_000);
      await report(well, { waterLevel: 31.5 });
      assert.deepEqual(
        (await alarmsOf(well.id, 'levelJump')).map((a) => a.description),
        ['水位埋深 30.00 米 → 31.50 米，两次上报相差 1.50 米，超过 1.00 米'],
      );
      const processAll = () =>
        database.db
          .updateTable('fault_feedback')
          .set({ processed: 'Y' })
          .where('well_id', '=', well.id)
          .where('alarm_kind', '=', 'levelJump')
          .execute();
      await processAll();
      await setLevelJumpRule(well.id, { enabled: 'N', levelJump: 1 });
      server.clock.advance(10_000);
      await report(well, { waterLevel: 60 });
      assert.equal((await alarmsOf(well.id, 'levelJump')).length, 1, 'the rule is off');

      // neither the well's rule nor the merchant's default: ALARM_RULE_DEFAULTS (5.00 m)
      await setLevelJumpRule(well.id, null);
      const merchant = await database.db.selectFrom('well').select('merchant_id').where('id', '=', well.id).executeTakeFirstOrThrow();
      await database.db
        .deleteFrom('alarm_rule')
        .where('merchant_id', '=', merchant.merchant_id)
        .where('well_id', 'is', null)
        .where('kind', '=', 'levelJump')
        .execute();
      server.clock.advance(10_000);
      await report(well, { waterLevel: 64 });
      assert.equal((await alarmsOf(well.id, 'levelJump')).length, 1, '4.00 m');
      server.clock.advance(10_000);
      await report(well, { waterLevel: 70 });
      assert.deepEqual(
        (await alarmsOf(well.id, 'levelJump')).slice(1).map((a) => a.description),
        ['水位埋深 64.00 米 → 70.00 米，两次上报相差 6.00 米，超过 5.00 米'],
      );
    } finally {
      await well.device.close();
    }
  });

  test("a level that did not move in any of the last 24 hours' reports alarms once a day; one that moved does not", async () => {
    const [stuck, moving] = await database.db
      .selectFrom('well')
      .innerJoin('merchant_user', 'merchant_user.merchant_id', 'well.merchant_id')
      .select('well.id')
      .where('merchant_user.mobile', '=', '13800000000')
      .orderBy('well.id', 'desc')
      .limit(2)
      .execute();
    const to = Math.floor(server.clock.now().getTime() / HOUR_MS) * HOUR_MS;
    const hours = (wellId: number, level: (i: number) => number) =>
      Array.from({ length: 24 }, (_, i) => ({
        well_id: wellId,
        hour: new Date(to - (24 - i) * HOUR_MS),
        reports: 360,
        level_min_cm: level(i),
        level_max_cm: level(i),
        level_sum_cm: level(i) * 360,
        current_max_deciamps: 0,
        current_sum_deciamps: 0,
        water_liters: 0,
        energy_wh: 0,
        running_s: 0,
        online_s: 3600,
      }));
    await database.db
      .insertInto('well_hour')
      .values([...hours(stuck!.id, () => 1234), ...hours(moving!.id, (i) => 1234 + (i === 20 ? 1 : 0))])
      .execute();
    const first = await server.app.services.history.runOnce();
    assert.equal(first.stuckAlarms, 1);
    const alarms = await alarmsOf(stuck!.id, 'stuck');
    assert.equal(alarms.length, 1);
    assert.equal(alarms[0]!.description, '近24小时水位一直为 12.34 米（共 8640 次上报），请检查水位计');
    assert.deepEqual(await alarmsOf(moving!.id, 'stuck'), []);
    const again = await server.app.services.history.runOnce();
    assert.equal(again.stuckAlarms, 0, 'within the day-long cool-down');
  });
});

describe('history: day partitions and retention', () => {
  test('reports on both sides of a China midnight land in two day partitions, made as they are needed', async () => {
    const well = await wellWithDevice(4);
    try {
      const midnight = startOfDay(server.clock.now()).getTime() + DAY_MS;
      clockTo(midnight - 5_000);
      await report(well);
      server.clock.advance(10_000);
      await report(well);
      const days = await new ReadingPartitions(database.db).days();
      const [before, after] = [chinaDay(new Date(midnight - 5_000)), chinaDay(new Date(midnight + 5_000))];
      assert.ok(days.includes(before) && days.includes(after), days.join(', '));
      const where = async (day: string) =>
        Number(
          (
            await sql<{
              n: number | string;
            }>`select count(*) as n from ${sql.table(partitionName(day))} where well_id = ${well.id}`.execute(database.db)
          ).rows[0]!.n,
        );
      assert.equal(await where(before), 1);
      assert.equal(await where(after), 1);
      const dayRows = await database.db
        .selectFrom('well_day')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'reports'])
        .where('well_id', '=', well.id)
        .where('day', '>=', before)
        .orderBy('day')
        .execute();
      assert.deepEqual(
        dayRows.map((r) => [r.day, r.reports]),
        [
          [before, 1],
          [after, 1],
        ],
      );
    } finally {
      await well.device.close();
    }
  });

  test("the job makes tomorrow's partition and drops only the days past the raw days kept, once, with two processes at it", async () => {
    const now = server.clock.now();
    const today = startOfDay(now).getTime();
    const partitions = [new ReadingPartitions(database.db), new ReadingPartitions(database.db)] as const;
    // old days with a reading each: 5 and 4 days ago
    for (const ago of [5, 4]) {
      const at = new Date(today - ago * DAY_MS + HOUR_MS);
      await partitions[0].ensure(at);
      await database.db
        .insertInto('well_reading')
        .values({
          well_id: 1,
          at,
          device_at: at,
          level_cm: 1,
          current_deciamps: 0,
          voltage_decivolts: 0,
          sig_tenths: 0,
          meter_wh: 0,
          meter_liters: 0,
          running: false,
        })
        .execute();
    }
    const { dropped } = await server.app.services.history.runOnce();
    const days = await partitions[0].days();
    assert.ok(days.includes(chinaDay(new Date(today + DAY_MS))), "tomorrow's is made ahead");
    assert.deepEqual(dropped, [], 'nothing is older than 90 days');
    // keep 5 days (today and the 4 before): the day 5 days ago goes, the one 4 days ago stays
    const [a, b] = await Promise.all([partitions[0].dropBefore(now, 5), partitions[1].dropBefore(now, 5)]);
    const gone = [...a, ...b].sort();
    const fiveAgo = chinaDay(new Date(today - 5 * DAY_MS));
    assert.ok(gone.includes(fiveAgo), gone.join(', '));
    assert.equal(gone.filter((d) => d === fiveAgo).length, 1, 'dropped once');
    assert.ok(gone.every((d) => d <= fiveAgo));
    const left = await partitions[0].days();
    assert.ok(!left.includes(fiveAgo));
    assert.ok(left.includes(chinaDay(new Date(today - 4 * DAY_MS))), 'the oldest day kept is still there');
    assert.ok(left.includes(chinaDay(now)));
    const fourAgo = await sql<{
      n: number | string;
    }>`select count(*) as n from well_reading where at >= ${new Date(today - 4 * DAY_MS)} and at < ${new Date(today - 3 * DAY_MS)} and well_id = 1`.execute(
      database.db,
    );
    assert.equal(Number(fourAgo.rows[0]!.n), 1, "the kept day's reading is there");
    // again: nothing more to drop, and a report today still lands
    assert.deepEqual(await partitions[1].dropBefore(now, 5), []);
  });

  // the last test of the file: the clock moves to the next day
  test("the job's first pass of a day vacuums yesterday's partition, once: all its pages visible (a well's day read from the index alone)", async () => {
    clockTo(startOfDay(server.clock.now()).getTime() + DAY_MS + 5 * 60_000);
    const now = server.clock.now();
    const yesterday = chinaDay(new Date(now.getTime() - DAY_MS));
    const partition = partitionName(yesterday);
    const at = new Date(now.getTime() - 10 * 60_000);
    await database.db
      .insertInto('well_reading')
      .values({
        well_id: 1,
        at,
        device_at: at,
        level_cm: 1,
        current_deciamps: 0,
        voltage_decivolts: 0,
        sig_tenths: 0,
        meter_wh: 0,
        meter_liters: 0,
        running: false,
      })
      .execute();
    // analyze counts the pages the visibility map has as all-visible: not the one just written
    await sql`analyze ${sql.id(partition)}`.execute(database.db);
    const pages = async () =>
      (
        await sql<{ pages: number; visible: number }>`select relpages as pages, relallvisible as visible from pg_class
          where relname = ${partition}`.execute(database.db)
      ).rows[0]!;
    const before = await pages();
    assert.ok(before.pages > 0 && before.visible < before.pages, JSON.stringify(before));
    const first = await server.app.services.history.runOnce();
    assert.equal(first.vacuumed, yesterday);
    const after = await pages();
    assert.ok(after.pages > 0, JSON.stringify(after));
    assert.equal(after.visible, after.pages, 'every page all-visible');
    assert.equal((await server.app.services.history.runOnce()).vacuumed, null, 'once a day');
  });
});

/** A rollup row's figures as numbers (bigint columns are strings on pg). */
function normalize(row: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

async function rollup(wellId: number, hour: number) {
  const row = await database.db
    .selectFrom('well_hour')
    .selectAll()
    .where('well_id', '=', wellId)
    .where('hour', '=', new Date(hour))
    .executeTakeFirst();
  return {
    reports: row?.reports ?? 0,
    online_s: row?.online_s ?? 0,
    running_s: row?.running_s ?? 0,
    water: Number(row?.water_liters ?? 0),
    energy: Number(row?.energy_wh ?? 0),
  };
}
