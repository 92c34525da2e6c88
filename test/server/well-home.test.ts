import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import * as contract from '../../src/api/contract';
import { menuCalls, reportCalls as report, wellHomeCalls as home, wellPermissions } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import type { ReportRow } from '../../src/api/contract/money/report';
import { ATTENTION_LISTED, type WellHomeSummary } from '../../src/api/contract/well/home';
import { hashPassword } from '../../server/auth/password';
import { wells as migration006 } from '../../server/db/migrations/006-wells';
import { MERCHANT_MENUS } from '../../server/db/seed/menus';
import { startOfDay } from '../../server/http/format';
import { snapshot } from './support/db-snapshot';
import { BOOKKEEPING, invalid, ok, stopFertigationSuite, unchanged } from './support/fertigation';
import { DAY_MS, cstDate, cstMidnight, nextCstNoon } from './support/home-expected';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './support/test-server';
import { addWellRecord, startWellSuite, userWith, type WellSuite } from './support/well';
import { dayOfMonthBefore, expectedWellSummary } from './support/well-expected';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
  // "Now" is noon of a China Standard Time day, so no test runs across the day's ends by chance.
  s.server.clock.advance(nextCstNoon(s.server.clock.now()).getTime() - s.server.clock.now().getTime());
  [s.admin, s.operator, s.other] = [
    await s.server.loginAs('13800000000'),
    await s.server.loginAs('13900000001'),
    await s.server.loginAs('13700000000'),
  ];
});
after(async () => stopFertigationSuite(s));

const summaryOf = (c: WellSuite['admin']) => ok<WellHomeSummary>(c, home.summary);
const expected = (merchantId: number) => expectedWellSummary(s.database.db, merchantId, s.server.clock.now());
/** The summary less `days`, which is 统计报表's (checked against that call). */
const withoutDays = ({ days: _days, ...rest }: WellHomeSummary) => rest;
const ALL_PERMISSIONS = Object.values(wellPermissions).flatMap((g) => Object.values(g) as string[]);
const VIEWS = ALL_PERMISSIONS.filter((p) => p.endsWith(':view'));
/** The view buttons migration 006 adds (the money pages' came with 009). */
const VIEWS_006 = [wellPermissions.home, wellPermissions.well, wellPermissions.place, wellPermissions.record, wellPermissions.feedback].map(
  (g) => g.view,
);

describe('irrigationWell/home/summary', () => {
  test('equals plain SQL for each merchant: every status present, online rate with 4 decimals', async () => {
    const mine = await summaryOf(s.admin);
    assert.deepEqual(withoutDays(mine), await expected(s.m1));
    assert.equal(mine.wells.total, 50);
    assert.deepEqual(Object.keys(mine.wells.byStatus).sort(), ['broken', 'normal', 'notonline', 'onReplenish', 'stop', 'unusual']);
    assert.deepEqual(Object.keys(mine.wells.byRunning).sort(), ['leisure', 'use']);
    for (const by of [mine.wells.byStatus, mine.wells.byRunning])
      assert.equal(
        Object.values(by).reduce((a, b) => a + b, 0),
        50,
      );
    assert.equal(mine.wells.onlineRate, Math.round((mine.wells.online / 50) * 10_000) / 10_000);
    assert.ok(mine.wells.byRunning.use > 0 && mine.openFaults > 0);
    assert.equal(mine.today.date, cstDate(s.server.clock.now()));
    const theirs = await summaryOf(s.other);
    assert.deepEqual(withoutDays(theirs), await expected(s.m2));
    assert.equal(theirs.wells.total, 5);
    assert.deepEqual(await summaryOf(s.operator), mine, 'the operator holds the home permission');
  });

  test("today: orders started in the server's day; water and power of all of them, running ones so far; amount of the finished", async () => {
    const before = (await summaryOf(s.admin)).today;
    const midnight = cstMidnight(cstDate(s.server.clock.now()));
    await addWellRecord(s, midnight, 'FINISH', { water: 1_234, wh: 2_345, fen: 1_999 });
    await addWellRecord(s, new Date(midnight.getTime() + DAY_MS - 1000), 'FINISH', { water: 1, wh: 4, fen: 1 });
    await addWellRecord(s, new Date(midnight.getTime() + 3_600_000), 'RUNNING', { water: 500, wh: 100, fen: 700 });
    await addWellRecord(s, new Date(midnight.getTime() + 7_200_000), 'TO_RUN');
    await addWellRecord(s, new Date(midnight.getTime() + 7_200_000), 'CANCEL', { fen: 300 });
    // Outside the day, another business, another merchant: not counted.
    await addWellRecord(s, new Date(midnight.getTime() - 1), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, new Date(midnight.getTime() + DAY_MS), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, midnight, 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000, business: 'fertigation' });
    await addWellRecord(s, midnight, 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000, merchantId: s.m2 });

    const after = await summaryOf(s.admin);
    assert.deepEqual(withoutDays(after), await expected(s.m1));
    assert.equal(after.today.orders, before.orders + 5);
    assert.equal(Math.round((after.today.waterM3 - before.waterM3) * 1000), 1_735);
    assert.ok(Math.abs(after.today.powerKwh - before.powerKwh - 2.449) < 0.011, 'kWh of the finished and running ones');
    assert.equal(Math.round((after.today.amount - before.amount) * 100), 2_000, 'finished orders only');
    assert.equal(after.today.powerKwh, Math.round(after.today.powerKwh * 100) / 100, 'kWh with 2 decimals');
    assert.equal(after.today.waterM3, Math.round(after.today.waterM3 * 1000) / 1000, 'm³ with 3 decimals');
  });

  test('wells by state and open faults follow the tables', async () => {
    const db = s.database.db;
    const before = await summaryOf(s.admin);
    const well = await db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('status', '=', 'normal')
      .where('is_online', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('well').set({ status: 'notonline', is_online: false }).where('id', '=', well.id).execute();
    const fault = await db
      .selectFrom('fault_feedback')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'well')
      .where('processed', '=', 'N')
      .executeTakeFirstOrThrow();
    await db.updateTable('fault_feedback').set({ processed: 'Y' }).where('id', '=', fault.id).execute();
    await db
      .updateTable('fault_feedback')
      .set({ processed: 'N' })
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .execute();
    const after = await summaryOf(s.admin);
    assert.deepEqual(withoutDays(after), await expected(s.m1));
    assert.equal(after.wells.byStatus.normal, before.wells.byStatus.normal - 1);
    assert.equal(after.wells.byStatus.notonline, before.wells.byStatus.notonline + 1);
    assert.equal(after.wells.online, before.wells.online - 1);
    assert.equal(after.openFaults, before.openFaults - 1, 'well faults only');
  });

  test('a merchant without wells: zeros everywhere and no online rate', async () => {
    const db = s.database.db;
    const merchant = await db
      .insertInto('merchant')
      .values({ name: '空商户', footer_name: '', contact_mobile: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('merchant_service_line').values({ merchant_id: merchant.id, line: 'agriculturalWell' }).execute();
    const role = await db
      .insertInto('role')
      .values({ merchant_id: merchant.id, name: '管理员', remark: '', grants_all: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('merchant_user')
      .values({
        merchant_id: merchant.id,
        code: 'UEMPTY',
        mobile: '13600000009',
        name: '空',
        password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
        enabled: true,
        user_type: 'merchant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const empty = await summaryOf(await s.server.loginAs('13600000009'));
    assert.deepEqual(empty, {
      wells: {
        total: 0,
        byStatus: { normal: 0, broken: 0, unusual: 0, onReplenish: 0, stop: 0, notonline: 0 },
        byRunning: { leisure: 0, use: 0 },
        online: 0,
        onlineRate: null,
      },
      today: { date: cstDate(s.server.clock.now()), orders: 0, waterM3: 0, powerKwh: 0, amount: 0 },
      yesterday: { date: cstDate(new Date(s.server.clock.now().getTime() - DAY_MS)), orders: 0, waterM3: 0, powerKwh: 0, amount: 0 },
      lastMonth: { date: dayOfMonthBefore(cstDate(s.server.clock.now())), orders: 0, waterM3: 0, powerKwh: 0, amount: 0 },
      days: empty.days,
      openFaults: 0,
      attention: { total: 0, wells: [] },
    });
    assert.equal(empty.days.length, 30);
    assert.ok(empty.days.every((d) => d.water === 0 && d.revenue === 0 && d.orders === 0));
  });

  test("yesterday and the same day last month: their orders from 00:00 up to now's time of day, set against today", async () => {
    const now = s.server.clock.now();
    const midnight = cstMidnight(cstDate(now));
    const elapsed = now.getTime() - midnight.getTime();
    const yesterday = new Date(midnight.getTime() - DAY_MS);
    const monthBefore = cstMidnight(dayOfMonthBefore(cstDate(now)));
    const before = await summaryOf(s.admin);
    assert.equal(before.yesterday.date, cstDate(yesterday));
    assert.equal(before.lastMonth.date, cstDate(monthBefore));
    await addWellRecord(s, yesterday, 'FINISH', { water: 2_000, wh: 1_000, fen: 1_500 });
    await addWellRecord(s, new Date(yesterday.getTime() + elapsed - 1000), 'FINISH', { water: 1, wh: 10, fen: 1 });
    await addWellRecord(s, new Date(monthBefore.getTime() + elapsed - 1000), 'FINISH', { water: 3_000, wh: 20, fen: 300 });
    // the rest of those days, and the day before each: not the same hours
    await addWellRecord(s, new Date(yesterday.getTime() + elapsed), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, new Date(yesterday.getTime() - 1000), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, new Date(monthBefore.getTime() + elapsed), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, new Date(monthBefore.getTime() - 1000), 'FINISH', { water: 9_000, wh: 9_000, fen: 9_000 });
    const after = await summaryOf(s.admin);
    assert.deepEqual(withoutDays(after), await expected(s.m1));
    assert.equal(after.yesterday.orders, before.yesterday.orders + 2);
    assert.equal(Math.round((after.yesterday.waterM3 - before.yesterday.waterM3) * 1000), 2_001);
    assert.equal(Math.round((after.yesterday.amount - before.yesterday.amount) * 100), 1_501);
    assert.equal(after.lastMonth.orders, before.lastMonth.orders + 1);
    assert.equal(Math.round((after.lastMonth.amount - before.lastMonth.amount) * 100), 300);
    assert.deepEqual(after.today, before.today);
  });

  test('days: the 30 China days ending today, the rows of 统计报表 by day', async () => {
    const mine = await summaryOf(s.admin);
    const today = cstDate(s.server.clock.now());
    const first = cstDate(new Date(cstMidnight(today).getTime() - 29 * DAY_MS));
    assert.equal(mine.days.length, 30);
    assert.deepEqual([mine.days[0]!.id, mine.days[29]!.id], [first, today]);
    const byDay = await ok<{ records: ReportRow[] }>(s.admin, report.summary, {
      dimension: 'day',
      startTime: `${first} 00:00:00`,
      endTime: `${today} 23:59:59`,
    });
    assert.deepEqual(mine.days, byDay.records);
    assert.ok(
      mine.days.some((d) => d.revenue > 0 && d.water > 0),
      'the demo billed within the last 30 days',
    );
  });

  test('wells asking for attention: open alarms and faults first (most first), then offline ones not stopped; listed up to 8', async () => {
    const db = s.database.db;
    const before = await summaryOf(s.admin);
    assert.deepEqual(before.attention, (await expected(s.m1)).attention);
    const ids = (await db.selectFrom('well').select('id').where('merchant_id', '=', s.m1).orderBy('id').execute()).map((w) => w.id);
    const [alarmed, offline, stopped] = [ids[ids.length - 1]!, ids[ids.length - 2]!, ids[ids.length - 3]!];
    await db.updateTable('well').set({ is_online: false, status: 'notonline' }).where('id', '=', offline).execute();
    await db.updateTable('well').set({ is_online: false, status: 'stop', enabled: 'N' }).where('id', '=', stopped).execute();
    const alarm = {
      merchant_id: s.m1,
      business: 'well' as const,
      well_id: alarmed,
      fault_type: '水位异常',
      description: '水位越限',
      reporter_identity: 'system',
      reporter_name: '系统',
      reporter_mobile: '',
      processed: 'N' as const,
      process_remark: '',
      process_pictures: '',
      alarm_kind: 'waterLevel',
      created_at: s.server.clock.now(),
    };
    for (let i = 0; i < 20; i += 1) await db.insertInto('fault_feedback').values(alarm).execute();
    const after = await summaryOf(s.admin);
    assert.deepEqual(after.attention, (await expected(s.m1)).attention);
    assert.equal(after.attention.wells.length, Math.min(ATTENTION_LISTED, after.attention.total));
    assert.deepEqual(
      { ...after.attention.wells[0]!, cd: '', name: '', placeName: '' },
      { id: alarmed, cd: '', name: '', placeName: '', offline: false, alarms: 20, faults: 0 },
      'the most alarms first',
    );
    const listedOrCounted = await expected(s.m1);
    assert.equal(listedOrCounted.attention.total, after.attention.total);
    assert.ok(after.attention.total >= before.attention.total + 1, 'the offline well counts');
    const all = await db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('is_online', '=', false)
      .where('status', '=', 'stop')
      .execute();
    assert.ok(
      all.some((w) => w.id === stopped) && !after.attention.wells.some((w) => w.id === stopped),
      'a stopped well is off on purpose',
    );
    assert.deepEqual(withoutDays(await summaryOf(s.other)), await expected(s.m2), "another merchant's wells are not in it");
  });

  test('needs agriculturalWell:home:view (1007 without it); any field is HTTP 400; nothing is written', async () => {
    const without = await userWith(
      s,
      '13900000095',
      VIEWS.filter((p) => p !== wellPermissions.home.view),
    );
    const holder = await userWith(s, '13900000096', [wellPermissions.home.view]);
    await unchanged(s, async () => {
      assert.equal((await without.call(home.summary, {})).body.errorCode, 1007);
      await ok(holder, home.summary);
      await invalid(s.admin, home.summary, { date: '2026-01-01' });
      await invalid(s.admin, home.summary, { merchantId: s.m2, note: 'x'.repeat(100_000) });
    });
  });
});

describe('the wells of the demo seed', () => {
  // The orders the other tests add (order numbers WTEST…) are left out.
  test('parameters, coordinates near their place, and a "today" with running and finished orders', async () => {
    const db = s.database.db;
    const counts = await sql<{ wells: number | string; params: number | string }>`
      select (select count(*) from well) as wells, (select count(*) from well_param p join well w on w.id = p.equip_id and w.merchant_id = p.merchant_id) as params`.execute(
      db,
    );
    assert.equal(Number(counts.rows[0]?.params), Number(counts.rows[0]?.wells), 'every well has its parameters');
    const spread = await sql<{ place_id: number; span: string | null }>`
      select place_id, greatest(max(longitude) - min(longitude), max(latitude) - min(latitude)) as span from well group by place_id`.execute(
      db,
    );
    for (const r of spread.rows) assert.ok(r.span === null || Number(r.span) <= 0.1, `wells of place ${r.place_id} stand together`);

    const running = await sql<{ well_id: number; running: string; start_at: Date; water_liters: number; electric_wh: number }>`
      select r.well_id, w.running, r.start_at, r.water_liters, r.electric_wh from usage_record r join well w on w.id = r.well_id
      where r.business = 'well' and r.status = 'RUNNING' and r.order_no not like 'WTEST%'`.execute(db);
    const pumping = await db.selectFrom('well').select('id').where('running', '=', 'use').execute();
    assert.ok(pumping.length > 0);
    assert.deepEqual(running.rows.map((r) => r.well_id).sort(), pumping.map((w) => w.id).sort(), 'one running order per pumping well');
    assert.ok(
      running.rows.every((r) => r.water_liters > 0 && r.electric_wh > 0),
      'running orders show their water and power so far',
    );
    const seedDay = startOfDay(running.rows[0]?.start_at as Date);
    assert.ok(
      running.rows.every((r) => startOfDay(r.start_at).getTime() === seedDay.getTime()),
      "all started on the seed's day",
    );
    const day = await sql<{ finished: number | string; water: number | string; wh: number | string; fen: number | string }>`
      select count(*) filter (where status = 'FINISH') as finished, sum(water_liters) as water, sum(electric_wh) as wh,
        sum(amount_fen) filter (where status = 'FINISH') as fen
      from usage_record where business = 'well' and order_no not like 'WTEST%' and start_at >= ${seedDay} and start_at < ${new Date(seedDay.getTime() + DAY_MS)}`.execute(
      db,
    );
    const figures = day.rows[0];
    assert.ok(
      Number(figures?.finished) >= 6 && Number(figures?.water) > 0 && Number(figures?.wh) > 0 && Number(figures?.fen) > 0,
      JSON.stringify(figures),
    );
    const future = await sql<{ n: number | string }>`select count(*) as n from usage_record
      where business = 'well' and order_no not like 'WTEST%' and status <> 'TO_RUN' and (start_at > ${new Date()} or end_at > ${new Date()})`.execute(
      db,
    );
    assert.equal(Number(future.rows[0]?.n), 0, 'no run of the seed lies in the future');
  });
});

describe('well permissions in the menus', () => {
  const CALLS: CallDef[] = Object.entries(contract)
    .filter(([name]) => name.startsWith('well') && name.endsWith('Calls'))
    .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
    .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v);

  test("every permission string of the well calls is seeded once, as a button of its agriculturalWell page (or the big screen's)", async () => {
    const used = new Set([
      ...ALL_PERMISSIONS,
      ...CALLS.flatMap((c) => (typeof c.access === 'object' ? [c.access.permission, ...(c.access.orPermissions ?? [])] : [])),
    ]);
    assert.ok(
      CALLS.some((c) => c.path === 'irrigationWell/home/summary') && CALLS.some((c) => c.path === 'irrigationWell/equip/saveParam'),
    );
    const seededInCode = new Set(MERCHANT_MENUS.flatMap((g) => g.pages.flatMap((p) => (p.buttons ?? []).map(([perm]) => perm))));
    for (const permission of used) {
      // the wells' calls, and the big screen's view: the control room's display of the wells
      assert.match(permission, /^(agriculturalWell:\w+:\w+|bigScreen:home:view)$/);
      assert.ok(seededInCode.has(permission), `${permission} is in seed/menus.ts`);
      const rows = await s.database.db
        .selectFrom('menu as b')
        .innerJoin('menu as page', 'page.id', 'b.parent_id')
        .select(['b.is_menu', 'page.only_name'])
        .where('b.permission', '=', permission)
        .execute();
      assert.equal(rows.length, 1, permission);
      assert.equal(rows[0]?.is_menu, 'N');
      assert.equal(rows[0]?.only_name, `${permission.split(':')[0]}.${permission.split(':')[1]}`, permission);
    }
  });
});

describe('migration 006 on a database seeded before it', () => {
  test('backfills the wells and their parameters, adds the view buttons and grants them to the roles holding the page, once', async () => {
    const db = s.database.db;
    const grants = async (q: typeof db) =>
      await q
        .selectFrom('role_menu')
        .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
        .innerJoin('menu as page', 'page.id', 'menu.parent_id')
        .select(['role_menu.role_id', 'menu.permission', 'menu.name', 'page.only_name'])
        .where('menu.permission', 'in', VIEWS_006)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('role_menu as rp')
              .select('rp.role_id')
              .whereRef('rp.role_id', '=', 'role_menu.role_id')
              .whereRef('rp.menu_id', '=', 'page.id'),
          ),
        )
        .orderBy('menu.permission')
        .orderBy('role_menu.role_id')
        .execute();
    const before = await snapshot(db, BOOKKEEPING);
    const seededGrants = await grants(db);
    assert.ok(seededGrants.length >= VIEWS_006.length);
    const ROLLBACK = new Error('rollback');
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        // The state before 006: no buttons, no parameters, none of its columns.
        const ids = (await trx.selectFrom('menu').select('id').where('permission', 'in', VIEWS_006).execute()).map((m) => m.id);
        await trx.deleteFrom('role_menu').where('menu_id', 'in', ids).execute();
        await trx.deleteFrom('menu').where('id', 'in', ids).execute();
        for (const statement of [
          'drop table well_param',
          'drop index well_status_idx',
          'alter table well drop constraint well_status_ck, drop constraint well_running_ck, drop constraint well_sig_ck, drop constraint well_coordinates_ck',
          'alter table well drop column version, drop column location, drop column longitude, drop column latitude, drop column last_online_at',
        ])
          await sql.raw(statement).execute(trx);
        for (const statement of migration006) await sql.raw(statement).execute(trx);
        const [insertButtons, grantButtons] = migration006.slice(-2) as [string, string];
        await sql.raw(insertButtons).execute(trx);
        await sql.raw(grantButtons).execute(trx);

        assert.deepEqual(await grants(trx), seededGrants);
        const wells = await trx
          .selectFrom('well')
          .leftJoin('well_param as p', 'p.equip_id', 'well.id')
          .select([
            'well.version',
            'well.location',
            'well.longitude',
            'well.is_online',
            'well.last_online_at',
            'p.max_run_minutes',
            'p.water_level_min_cm',
            'p.water_level_max_cm',
            'p.pulse_per_m3',
            'p.meter_ratio',
            'p.min_balance_fen',
            'p.follow_prompt',
            'p.assigned',
          ])
          .execute();
        assert.equal(wells.length, 55);
        for (const w of wells) {
          assert.deepEqual([w.version, w.location, w.longitude, w.last_online_at !== null], [0, '', null, w.is_online]);
          assert.deepEqual(
            [
              w.max_run_minutes,
              w.water_level_min_cm,
              w.water_level_max_cm,
              w.pulse_per_m3,
              w.meter_ratio,
              w.min_balance_fen,
              w.follow_prompt,
              w.assigned,
            ],
            [240, 500, 8000, 1000, 1, 500, 1, 'n'],
          );
        }
        throw ROLLBACK;
      }),
      (error) => error === ROLLBACK,
    );
    assert.deepEqual(await snapshot(db, BOOKKEEPING), before);
    const auth = await ok<string[]>(s.operator, menuCalls.getCurrentAuth);
    for (const p of VIEWS_006) assert.ok(auth.includes(p), p);
  });
});
