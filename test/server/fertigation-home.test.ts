import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  fertigationEquipCalls as equip,
  fertigationFeedbackCalls as feedback,
  fertigationHomeCalls as home,
  fertigationPermissions,
  fertigationRecordCalls as record,
  menuCalls,
} from '../../src/api/contract';
import type { HomeSummary } from '../../src/api/contract/fertigation/home';
import { hashPassword } from '../../server/auth/password';
import { fertigationHome as migration005 } from '../../server/db/migrations/005-fertigation-home';
import {
  equipByRunState,
  equipsNeedingAttention,
  merchantCounts,
  recordsByStatus,
  runsByDay,
} from '../../server/routes/fertigation/home-query';
import { invalid, ok, refused, startFertigationSuite, stopFertigationSuite, unchanged, type FertigationSuite } from './support/fertigation';
import { DAY_MS, cstDate, cstMidnight, expectedSummary, nextCstNoon } from './support/home-expected';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './support/test-server';

let s: FertigationSuite;

/** New sessions for the three accounts (after the clock moved past their expiry). */
async function relogin() {
  [s.admin, s.operator, s.other] = [
    await s.server.loginAs('13800000000'),
    await s.server.loginAs('13900000001'),
    await s.server.loginAs('13700000000'),
  ];
}

before(async () => {
  s = await startFertigationSuite();
  // "Now" is noon of a China Standard Time day, so no test runs across the day's ends by chance.
  s.server.clock.advance(nextCstNoon(s.server.clock.now()).getTime() - s.server.clock.now().getTime());
  await relogin();
});
after(async () => stopFertigationSuite(s));

const summaryOf = (c: FertigationSuite['admin']) => ok<HomeSummary>(c, home.summary);
const expected = (merchantId: number) => expectedSummary(s.database.db, merchantId, s.server.clock.now());

let seq = 0;
/** A fertigation record of merchant 1 (or `merchantId`) starting at `at`. */
async function addRecord(
  at: Date,
  status: string,
  extra: { water?: number; fen?: number; merchantId?: number; business?: 'well' | 'fertigation' } = {},
) {
  const m = extra.merchantId ?? s.m1;
  const machine = await s.database.db
    .selectFrom('fertigation_equip')
    .select(['id', 'place_id'])
    .where('merchant_id', '=', m)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  seq += 1;
  return s.database.db
    .insertInto('usage_record')
    .values({
      merchant_id: m,
      business: extra.business ?? 'fertigation',
      equip_id: machine.id,
      well_id: null,
      place_id: machine.place_id,
      area_id: null,
      template_id: null,
      order_no: `HOME${String(seq).padStart(4, '0')}`,
      order_type: 'EVEN_THOUGH',
      status,
      user_name: '首页测试',
      user_mobile: '13000000000',
      start_at: at,
      end_at: status === 'FINISH' ? new Date(at.getTime() + 3_600_000) : null,
      water_liters: extra.water ?? 0,
      electric_wh: 0,
      amount_fen: extra.fen ?? 0,
      pay_mode: 'wxpay',
      created_at: at,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('fertigation/home/summary', () => {
  test('equals plain SQL over the seeded data of each merchant; the second merchant sees only its own', async () => {
    const mine = await summaryOf(s.admin);
    assert.deepEqual(mine, await expected(s.m1));
    assert.equal(mine.equip.total, 10, 'the seeded machines');
    assert.equal(mine.today.date, cstDate(s.server.clock.now()));
    assert.equal(
      Object.values(mine.equip.byRunState).reduce((a, b) => a + b, 0),
      mine.equip.total,
    );
    const theirs = await summaryOf(s.other);
    assert.deepEqual(theirs, await expected(s.m2));
    assert.notDeepEqual(theirs, mine);
    assert.deepEqual(await summaryOf(s.operator), mine, 'the operator holds the home permission');
  });

  test("today's runs: records started in [00:00, 24:00) of the server's day, water and amount of the finished ones", async () => {
    const before = await summaryOf(s.admin);
    const midnight = cstMidnight(cstDate(s.server.clock.now()));
    await addRecord(midnight, 'FINISH', { water: 1234, fen: 1999 });
    await addRecord(new Date(midnight.getTime() + DAY_MS - 1000), 'FINISH', { water: 1, fen: 1 });
    await addRecord(new Date(midnight.getTime() + 3_600_000), 'RUNNING', { water: 500, fen: 700 });
    await addRecord(new Date(midnight.getTime() + 7_200_000), 'TO_RUN');
    // Outside the day, another business, another merchant: not counted.
    await addRecord(new Date(midnight.getTime() - 1), 'FINISH', { water: 9000, fen: 9000 });
    await addRecord(new Date(midnight.getTime() + DAY_MS), 'FINISH', { water: 9000, fen: 9000 });
    await addRecord(midnight, 'FINISH', { water: 9000, fen: 9000, business: 'well' });
    await addRecord(midnight, 'FINISH', { water: 9000, fen: 9000, merchantId: s.m2 });

    const after = await summaryOf(s.admin);
    assert.deepEqual(after, await expected(s.m1));
    assert.equal(after.today.total, before.today.total + 4);
    assert.equal(after.today.byStatus.FINISH, before.today.byStatus.FINISH + 2);
    assert.equal(after.today.byStatus.RUNNING, before.today.byStatus.RUNNING + 1);
    assert.equal(after.today.byStatus.TO_RUN, before.today.byStatus.TO_RUN + 1);
    assert.equal(Math.round((after.today.waterM3 - before.today.waterM3) * 1000), 1235, 'm³ of the finished ones only');
    assert.equal(Math.round((after.today.amount - before.today.amount) * 100), 2000, 'yuan of the finished ones only');
  });

  test('compared with the same hours of yesterday and of the same day last month; the last 30 days by China day', async () => {
    const before = await summaryOf(s.admin);
    const now = s.server.clock.now();
    const midnight = cstMidnight(cstDate(now));
    const elapsed = now.getTime() - midnight.getTime();
    const yesterday = midnight.getTime() - DAY_MS;
    // Yesterday: one record before the time of day it is now (compared), one after (not).
    await addRecord(new Date(yesterday + elapsed - 60_000), 'FINISH', { water: 2000, fen: 300 });
    await addRecord(new Date(yesterday + elapsed + 60_000), 'FINISH', { water: 7000, fen: 700 });
    // 29 days ago is the chart's first day; 30 days ago is not in it.
    await addRecord(new Date(midnight.getTime() - 29 * DAY_MS + 1000), 'FINISH', { water: 5000, fen: 5000 });
    await addRecord(new Date(midnight.getTime() - 30 * DAY_MS + 1000), 'FINISH', { water: 6000, fen: 6000 });
    await addRecord(new Date(yesterday + 1000), 'FINISH', { water: 9000, fen: 9000, merchantId: s.m2 });

    const after = await summaryOf(s.admin);
    assert.deepEqual(after, await expected(s.m1));
    assert.equal(after.yesterday.date, cstDate(new Date(yesterday)));
    assert.equal(after.yesterday.total, before.yesterday.total + 1, 'only the hours up to now');
    assert.equal(Math.round((after.yesterday.waterM3 - before.yesterday.waterM3) * 1000), 2000);
    assert.equal(Math.round((after.yesterday.amount - before.yesterday.amount) * 100), 300);
    assert.equal(after.days.length, 30);
    assert.equal(after.days.at(-1)!.date, cstDate(now), 'today is the last day');
    assert.equal(after.days[0]!.date, cstDate(new Date(midnight.getTime() - 29 * DAY_MS)));
    assert.deepEqual(after.days.at(-1), {
      date: after.today.date,
      total: after.today.total,
      waterM3: after.today.waterM3,
      amount: after.today.amount,
    });
    const dayOf = (a: HomeSummary, date: string) => a.days.find((d) => d.date === date)!;
    const yDate = after.yesterday.date;
    assert.equal(dayOf(after, yDate).total, dayOf(before, yDate).total + 2, "the chart's yesterday is the whole day");
    assert.equal(Math.round((after.days[0]!.waterM3 - before.days[0]!.waterM3) * 1000), 5000);
    assert.match(after.lastMonth.date, /^\d{4}-\d{2}-\d{2}$/);
  });

  test('the machines asking for attention: open faults first, then damaged, then offline while enabled; a stopped one is not', async () => {
    const db = s.database.db;
    const machines = await db.selectFrom('fertigation_equip').select(['id', 'cd']).where('merchant_id', '=', s.m1).orderBy('id').execute();
    const [faulty, damaged, offline, stopped] = machines.slice(-4);
    const saved = await db.selectFrom('fertigation_equip').selectAll().where('merchant_id', '=', s.m1).execute();
    // the seeded open faults set aside, so that only this test's machines ask for attention
    const seededOpen = await db
      .selectFrom('fault_feedback')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .where('processed', '=', 'N')
      .execute();
    try {
      if (seededOpen.length)
        await db
          .updateTable('fault_feedback')
          .set({ processed: 'Y' })
          .where(
            'id',
            'in',
            seededOpen.map((f) => f.id),
          )
          .execute();
      await db
        .updateTable('fertigation_equip')
        .set({ is_online: true, run_state: 'AVAILABLE', enabled: 'Y' })
        .where('merchant_id', '=', s.m1)
        .execute();
      assert.deepEqual(
        (await summaryOf(s.admin)).attention.equips.filter((e) => e.faults === 0),
        [],
        'none but those with faults',
      );
      await db.updateTable('fertigation_equip').set({ run_state: 'DAMAGE' }).where('id', '=', damaged!.id).execute();
      await db.updateTable('fertigation_equip').set({ is_online: false }).where('id', '=', offline!.id).execute();
      await db
        .updateTable('fertigation_equip')
        .set({ is_online: false, enabled: 'N', run_state: 'DISABLE' })
        .where('id', '=', stopped!.id)
        .execute();
      await db
        .insertInto('fault_feedback')
        .values({
          ...{
            merchant_id: s.m1,
            business: 'fertigation',
            well_id: null,
            equip_id: faulty!.id,
            fault_type: 'leak',
            description: '首页关注',
          },
          ...{ reporter_identity: 'peasant', reporter_name: '农户', reporter_mobile: '13000000001', processed: 'N', process_remark: '' },
          ...{ process_pictures: '', processed_at: null, created_at: s.server.clock.now() },
        })
        .execute();
      const home = await summaryOf(s.admin);
      assert.deepEqual(home, await expected(s.m1));
      const listed = home.attention.equips.map((e) => e.cd);
      assert.deepEqual(
        home.attention.equips.find((e) => e.cd === offline!.cd),
        { ...home.attention.equips.find((e) => e.cd === offline!.cd)!, offline: true, damaged: false, faults: 0 },
      );
      const theirs = await summaryOf(s.other);
      assert.ok(!theirs.attention.equips.some((e) => machines.some((m) => m.id === e.id)), 'the other merchant sees none of these');
      assert.deepEqual(
        listed,
        [faulty!.cd, damaged!.cd, offline!.cd],
        'open faults, then damaged, then offline; the stopped one is off on purpose',
      );
      assert.equal(home.attention.total, 3);
    } finally {
      await db.deleteFrom('fault_feedback').where('description', '=', '首页关注').execute();
      if (seededOpen.length)
        await db
          .updateTable('fault_feedback')
          .set({ processed: 'N' })
          .where(
            'id',
            'in',
            seededOpen.map((f) => f.id),
          )
          .execute();
      for (const m of saved) {
        await db
          .updateTable('fertigation_equip')
          .set({ is_online: m.is_online, run_state: m.run_state, enabled: m.enabled })
          .where('id', '=', m.id)
          .execute();
      }
    }
  });

  test('follows the writes: stopping and enabling a machine, cancelling a record, processing a fault', async () => {
    const db = s.database.db;
    const machine = await db
      .selectFrom('fertigation_equip')
      .select(['id', 'run_state', 'is_online'])
      .where('merchant_id', '=', s.m1)
      .where('status', '<>', 'stop')
      .where('run_state', 'not in', ['OCCUPY', 'DISABLE'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const state = machine.run_state as keyof HomeSummary['equip']['byRunState'];
    const start = await summaryOf(s.admin);
    await ok(s.admin, equip.changeStatus, { id: machine.id, status: 'stop' });
    const stopped = await summaryOf(s.admin);
    assert.deepEqual(stopped, await expected(s.m1));
    assert.equal(stopped.equip.byRunState[state], start.equip.byRunState[state] - 1);
    assert.equal(stopped.equip.byRunState.DISABLE, start.equip.byRunState.DISABLE + 1);
    assert.equal(stopped.equip.total, start.equip.total);
    await ok(s.admin, equip.changeStatus, { id: machine.id, status: 'normal' });
    const enabled = await summaryOf(s.admin);
    assert.deepEqual(enabled, await expected(s.m1));
    assert.equal(enabled.equip.byRunState.DISABLE, start.equip.byRunState.DISABLE);

    // The machine goes offline: the online count and rate drop.
    await db
      .updateTable('fertigation_equip')
      .set({ is_online: false })
      .where('id', '=', machine.id)
      .where('is_online', '=', true)
      .execute();
    const offline = await summaryOf(s.admin);
    assert.deepEqual(offline, await expected(s.m1));
    assert.equal(offline.equip.online, start.equip.online - (machine.is_online ? 1 : 0));
    assert.equal(offline.equip.onlineRate, Math.round((offline.equip.online / offline.equip.total) * 10_000) / 10_000);

    const booked = await addRecord(new Date(cstMidnight(cstDate(s.server.clock.now())).getTime() + 60_000), 'TO_RUN');
    const withBooked = await summaryOf(s.admin);
    await ok(s.admin, record.cancel, { id: booked.id, cancelRemark: '首页测试取消' });
    const cancelled = await summaryOf(s.admin);
    assert.deepEqual(cancelled, await expected(s.m1));
    assert.equal(cancelled.today.byStatus.TO_RUN, withBooked.today.byStatus.TO_RUN - 1);
    assert.equal(cancelled.today.byStatus.CANCEL, withBooked.today.byStatus.CANCEL + 1);
    assert.equal(cancelled.today.total, withBooked.today.total);

    const fault = await db
      .insertInto('fault_feedback')
      .values({
        merchant_id: s.m1,
        business: 'fertigation',
        well_id: null,
        equip_id: machine.id,
        fault_type: 'leak',
        description: '首页测试',
        reporter_identity: 'peasant',
        reporter_name: '农户',
        reporter_mobile: '13000000001',
        processed: 'N',
        process_remark: '',
        process_pictures: '',
        processed_at: null,
        created_at: s.server.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const open = await summaryOf(s.admin);
    assert.equal(open.unprocessedFeedback, cancelled.unprocessedFeedback + 1);
    await ok(s.admin, feedback.process, { id: fault.id, processResult: '已修复', pictures: [] });
    const processed = await summaryOf(s.admin);
    assert.deepEqual(processed, await expected(s.m1));
    assert.equal(processed.unprocessedFeedback, cancelled.unprocessedFeedback);
    assert.deepEqual(await summaryOf(s.other), await expected(s.m2), 'the other merchant is untouched');
  });

  test("a day later, the server's clock decides what today is", async () => {
    const tomorrow = new Date(cstMidnight(cstDate(s.server.clock.now())).getTime() + DAY_MS);
    const order = await addRecord(tomorrow, 'FINISH', { water: 4321, fen: 8765 });
    const before = await summaryOf(s.admin);
    s.server.clock.advance(DAY_MS);
    await relogin();
    const next = await summaryOf(s.admin);
    assert.equal(next.today.date, cstDate(s.server.clock.now()));
    assert.deepEqual(next, await expected(s.m1));
    // The order made at tomorrow's 00:00 was not today's; a day later it is, with its water and amount.
    await s.database.db.deleteFrom('usage_record').where('id', '=', order.id).execute();
    const withoutIt = await summaryOf(s.admin);
    assert.equal(next.today.byStatus.FINISH, withoutIt.today.byStatus.FINISH + 1);
    assert.equal(Math.round((next.today.waterM3 - withoutIt.today.waterM3) * 1000), 4321);
    assert.equal(Math.round((next.today.amount - withoutIt.today.amount) * 100), 8765);
    assert.notEqual(before.today.date, next.today.date);
  });

  test('a merchant without machines or records: zeros, and no online rate', async () => {
    const db = s.database.db;
    const merchant = await db
      .insertInto('merchant')
      .values({ name: '空商户', footer_name: '空商户', contact_mobile: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('merchant_service_line').values({ merchant_id: merchant.id, line: 'fertigation' }).execute();
    const role = await db
      .insertInto('role')
      .values({ merchant_id: merchant.id, name: '管理员', remark: '', grants_all: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('merchant_user')
      .values({
        merchant_id: merchant.id,
        code: 'U9001',
        mobile: '13600000001',
        name: '空商户管理员',
        password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
        enabled: true,
        user_type: 'merchant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const empty = await summaryOf(await s.server.loginAs('13600000001'));
    assert.deepEqual(empty, await expected(merchant.id));
    assert.equal(empty.equip.onlineRate, null);
    assert.deepEqual(empty.equip.byRunState, { OTHERS: 0, AVAILABLE: 0, OCCUPY: 0, DISABLE: 0, DAMAGE: 0 });
    assert.deepEqual([empty.today.total, empty.today.waterM3, empty.today.amount, empty.places, empty.valves], [0, 0, 0, 0, 0]);
  });

  test('a user without fertigation:home:view is refused (1007), and nothing is written', async () => {
    const db = s.database.db;
    const role = await db
      .insertInto('role')
      .values({ merchant_id: s.m1, name: '无首页', remark: '', grants_all: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const views = Object.values(fertigationPermissions)
      .map((g) => (g as { view: string }).view)
      .filter((p) => p !== fertigationPermissions.home.view);
    const menus = await db.selectFrom('menu').select('id').where('permission', 'in', views).execute();
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
    const user = await db
      .insertInto('merchant_user')
      .values({
        merchant_id: s.m1,
        code: 'U9002',
        mobile: '13600000002',
        name: '无首页用户',
        password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
        enabled: true,
        user_type: 'merchant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const reader = await s.server.loginAs('13600000002');
    await unchanged(s, async () => {
      await refused(reader, home.summary, {}, /.*/, 1007);
    });
    const auth = await ok<string[]>(s.operator, menuCalls.getCurrentAuth);
    assert.ok(auth.includes(fertigationPermissions.home.view));
  });

  test('bad input: HTTP 400, nothing written; GET is not served', async () => {
    await unchanged(s, async () => {
      await invalid(s.admin, home.summary, { placeId: 1 });
      await invalid(s.admin, home.summary, { merchantId: s.m2 });
      for (const body of ['[]', '"x"', '{', 'null']) {
        const res = await s.admin.call(home.summary, {}, { rawBody: body });
        assert.equal(res.status, 400, `${body}: ${res.text}`);
        assert.equal(res.body.success, false);
      }
    });
    assert.equal((await s.admin.request('GET', `/cpi/${home.summary.path}`)).status, 404);
  });
});

describe('fertigation/home/summary plans', () => {
  test('every aggregate reads through an index, never a sequential scan', async () => {
    const now = s.server.clock.now();
    await s.database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const queries = [
        equipByRunState(trx, s.m1),
        recordsByStatus(trx, s.m1, new Date(now.getTime() - DAY_MS), now),
        merchantCounts(trx, s.m1),
        runsByDay(trx, s.m1, new Date(now.getTime() - 30 * DAY_MS), now),
        equipsNeedingAttention(trx, s.m1),
      ];
      for (const query of queries) {
        const plan = (await query.explain()).map((r) => String(Object.values(r)[0])).join('\n');
        assert.doesNotMatch(plan, /Seq Scan/, plan);
        assert.match(plan, /Index/, plan);
      }
    });
  });
});

describe('migration 005 on a database seeded before it', () => {
  test('adds the home button under its page and grants it to the roles holding the page, once', async () => {
    const db = s.database.db;
    const permission = fertigationPermissions.home.view;
    const grants = async () =>
      await db
        .selectFrom('role_menu')
        .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
        .innerJoin('menu as page', 'page.id', 'menu.parent_id')
        .select(['role_menu.role_id', 'menu.name', 'menu.sort', 'page.only_name'])
        .where('menu.permission', '=', permission)
        .orderBy('role_menu.role_id')
        .execute();
    const before = await grants();
    assert.ok(before.length >= 1 && before.every((g) => g.only_name === 'fertigation.home'));
    const ids = (await db.selectFrom('menu').select('id').where('permission', '=', permission).execute()).map((m) => m.id);
    await db.deleteFrom('role_menu').where('menu_id', 'in', ids).execute();
    await db.deleteFrom('menu').where('id', 'in', ids).execute();
    await refused(s.operator, home.summary, {}, /.*/, 1007);
    for (let run = 0; run < 2; run += 1) for (const statement of migration005) await sql.raw(statement).execute(db);
    assert.deepEqual(await grants(), before);
    await summaryOf(s.operator);
  });
});
