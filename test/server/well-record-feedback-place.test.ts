import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import * as contract from '../../src/api/contract';
import { wellFeedbackCalls as feedback, wellPlaceCalls as place, wellRecordCalls as record } from '../../src/api/contract';
import type { FeedbackRow } from '../../src/api/contract/business/feedback';
import type { PlaceRow } from '../../src/api/contract/business/place';
import type { RecordRow } from '../../src/api/contract/business/record';
import type { CallDef } from '../../src/api/contract/define-call';
import { hashPassword } from '../../server/auth/password';
import { formatDateTime } from '../../server/http/format';
import { recordPageQuery, recordQuery } from '../../server/routes/business/record-query';
import { wellLine } from '../../server/routes/well/line';
import {
  BOOKKEEPING,
  invalid,
  ok,
  refused,
  startFertigationSuite,
  stopFertigationSuite,
  unchanged,
  type FertigationSuite,
  type Page,
} from './support/fertigation';
import { snapshot } from './support/db-snapshot';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './support/test-server';

/** Every call of the well line's records, faults and places. */
const CALLS: CallDef[] = [record, feedback, place]
  .flatMap((group) => Object.values(group as Record<string, unknown>))
  .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v);
const WELL = contract.wellPermissions;

let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite();
});
after(async () => stopFertigationSuite(s));

const page = <T>(c: FertigationSuite['admin'], call: CallDef, input: Record<string, unknown> = {}) => ok<Page<T>>(c, call, input);
const db = () => s.database.db;

/** A user of merchant 1 whose one role holds exactly these permission buttons. */
async function userWith(mobile: string, permissions: string[]) {
  const role = await db()
    .insertInto('role')
    .values({ merchant_id: s.m1, name: `角色${mobile}`, remark: '', grants_all: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = permissions.length === 0 ? [] : await db().selectFrom('menu').select('id').where('permission', 'in', permissions).execute();
  assert.equal(menus.length, permissions.length, `seeded buttons of ${permissions.join(', ')}`);
  if (menus.length)
    await db()
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  const user = await db()
    .insertInto('merchant_user')
    .values({
      merchant_id: s.m1,
      code: `U${mobile}`,
      mobile,
      name: '机井用户',
      password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
      enabled: true,
      user_type: 'merchant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db().insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  return s.server.loginAs(mobile);
}

/** The well records of a merchant, counted in the database. */
async function wellRecords(merchantId: number, where: { status?: string; placeId?: number; wellId?: number } = {}): Promise<number> {
  let q = db()
    .selectFrom('usage_record')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('business', '=', 'well');
  if (where.status) q = q.where('status', '=', where.status);
  if (where.placeId !== undefined) q = q.where('place_id', '=', where.placeId);
  if (where.wellId !== undefined) q = q.where('well_id', '=', where.wellId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** An order of a well of merchant 1 inserted by the test. */
async function addOrder(wellId: number, status: 'RUNNING' | 'TO_RUN', orderNo: string): Promise<number> {
  const well = await db().selectFrom('well').select('place_id').where('id', '=', wellId).executeTakeFirstOrThrow();
  const at = s.server.clock.now();
  const { id } = await db()
    .insertInto('usage_record')
    .values({
      merchant_id: s.m1,
      business: 'well',
      well_id: wellId,
      equip_id: null,
      place_id: well.place_id,
      area_id: null,
      template_id: null,
      order_no: orderNo,
      order_type: 'EVEN_THOUGH',
      status,
      user_name: '测试',
      user_mobile: '13000000000',
      start_at: at,
      end_at: null,
      water_liters: 0,
      electric_wh: 0,
      amount_fen: 0,
      pay_mode: 'wxpay',
      created_at: at,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('irrigationWell/record', () => {
  test("findPage: the merchant's well orders, newest first, with the well, water and power; every filter; paging", async () => {
    const all = await page<RecordRow>(s.admin, record.findPage, { size: 50 });
    assert.equal(all.total, await wellRecords(s.m1));
    assert.equal(all.records.length, 50);
    const starts = all.records.map((r) => r.startTime);
    assert.deepEqual(starts, [...starts].sort().reverse());
    const finished = all.records.find((r) => r.status === 'FINISH' && r.powerKwh > 0) as RecordRow;
    const stored = await db().selectFrom('usage_record').selectAll().where('id', '=', finished.id).executeTakeFirstOrThrow();
    const well = await db()
      .selectFrom('well')
      .selectAll()
      .where('id', '=', stored.well_id as number)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [finished.equipId, finished.equipCd, finished.equipName, finished.placeId, finished.waterM3, finished.powerKwh, finished.amount],
      [
        well.id,
        well.cd,
        well.name,
        stored.place_id,
        stored.water_liters / 1000,
        Math.round(stored.electric_wh / 10) / 100,
        stored.amount_fen / 100,
      ],
    );
    assert.ok(
      all.records.every(
        (r) => r.equipCd.startsWith('AW') && r.placeName !== '' && r.areaId === null && r.templateId === null && r.fertilizerA === 0,
      ),
    );

    for (const status of ['RUNNING', 'TO_RUN', 'FINISH', 'CANCEL'] as const) {
      const found = await page<RecordRow>(s.admin, record.findPage, { status, size: 50 });
      assert.equal(found.total, await wellRecords(s.m1, { status }), status);
      assert.ok(found.records.every((r) => r.status === status));
    }
    const byPlace = await page<RecordRow>(s.admin, record.findPage, { placeId: finished.placeId, size: 50 });
    assert.equal(byPlace.total, await wellRecords(s.m1, { placeId: finished.placeId as number }));
    assert.ok(byPlace.records.every((r) => r.placeId === finished.placeId));
    const byWell = await page<RecordRow>(s.admin, record.findPage, { equipId: well.id, size: 50 });
    assert.equal(byWell.total, await wellRecords(s.m1, { wellId: well.id }));
    assert.ok(byWell.total > 0 && byWell.records.every((r) => r.equipId === well.id));
    const booked = await page<RecordRow>(s.admin, record.findPage, { orderType: 'MAKE_AN_APPOINTMENT', size: 50 });
    assert.ok(booked.total > 0 && booked.records.every((r) => r.orderType === 'MAKE_AN_APPOINTMENT'));
    assert.deepEqual(
      (await page<RecordRow>(s.admin, record.findPage, { keyword: finished.orderNo })).records.map((r) => r.id),
      [finished.id],
    );
    assert.ok(
      (await page<RecordRow>(s.admin, record.findPage, { keyword: finished.userMobile.slice(0, 7), size: 50 })).records.some(
        (r) => r.id === finished.id,
      ),
    );
    const day = finished.startTime.slice(0, 10);
    const range = await page<RecordRow>(s.admin, record.findPage, { startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59`, size: 50 });
    assert.ok(range.total > 0 && range.records.every((r) => r.startTime.startsWith(day)));

    const first = await page<RecordRow>(s.admin, record.findPage, { page: 1, size: 10 });
    const second = await page<RecordRow>(s.admin, record.findPage, { page: 2, size: 10 });
    assert.deepEqual(
      second.records.map((r) => r.id),
      all.records.slice(10, 20).map((r) => r.id),
    );
    assert.equal(first.records.filter((r) => second.records.some((x) => x.id === r.id)).length, 0);
    assert.equal((await page<RecordRow>(s.admin, record.findPage, { size: 3 })).size, 10, 'size is clamped');
    // Fertigation orders are not the wells' (and the wells' not fertigation's).
    const fertigationOrder = await db()
      .selectFrom('usage_record')
      .select('order_no')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .executeTakeFirstOrThrow();
    assert.equal((await page(s.admin, record.findPage, { keyword: fertigationOrder.order_no })).total, 0);
    assert.equal((await page(s.admin, contract.fertigationRecordCalls.findPage, { keyword: finished.orderNo })).total, 0);
    assert.equal((await page(s.admin, record.findPage, { keyword: '%' })).total, 0);
    await refused(
      s.admin,
      record.findPage,
      { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' },
      '开始时间不能晚于结束时间',
    );
  });

  test('the other merchant sees its own orders only, and none of ours by well or place', async () => {
    const theirs = await page<RecordRow>(s.other, record.findPage, { size: 50 });
    assert.equal(theirs.total, await wellRecords(s.m2));
    assert.ok(theirs.records.every((r) => r.equipCd.startsWith('BW')));
    const ours = await db()
      .selectFrom('usage_record')
      .select(['well_id', 'place_id'])
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'well')
      .executeTakeFirstOrThrow();
    assert.equal((await page(s.other, record.findPage, { equipId: ours.well_id })).total, 0);
    assert.equal((await page(s.other, record.findPage, { placeId: ours.place_id })).total, 0);
  });

  test('cancel: a booked or running order once; the well is leisure once none of its orders runs', async () => {
    const well = await db().selectFrom('well').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow();
    await db()
      .updateTable('usage_record')
      .set({ status: 'FINISH' })
      .where('well_id', '=', well.id)
      .where('status', 'in', ['RUNNING', 'TO_RUN'])
      .execute();
    await db().updateTable('well').set({ running: 'use' }).where('id', '=', well.id).execute();
    const [a, b, booked] = [
      await addOrder(well.id, 'RUNNING', 'TWA1'),
      await addOrder(well.id, 'RUNNING', 'TWA2'),
      await addOrder(well.id, 'TO_RUN', 'TWA3'),
    ];
    const running = async () =>
      (await db().selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running;

    assert.deepEqual(await ok(s.admin, record.cancel, { id: booked, cancelRemark: '农户改约' }), { id: booked, status: 'CANCEL' });
    assert.equal(await running(), 'use', 'two orders still run');
    await ok(s.operator, record.cancel, { id: a, cancelRemark: '农户申请取消' });
    assert.equal(await running(), 'use', 'one order still runs');
    const results = await Promise.all([1, 2].map(() => s.admin.call(record.cancel, { id: b, cancelRemark: '设备检修' })));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, '订单已取消，请勿重复操作');
    assert.equal(await running(), 'leisure');
    const row = await db().selectFrom('usage_record').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.status, row.cancel_remark, row.cancelled_at?.getTime(), row.end_at?.getTime()],
      ['CANCEL', '农户申请取消', s.server.clock.now().getTime(), s.server.clock.now().getTime()],
    );
    const shown = (await page<RecordRow>(s.admin, record.findPage, { keyword: 'TWA1' })).records[0] as RecordRow;
    assert.deepEqual(
      [shown.status, shown.cancelRemark, shown.cancelTime],
      ['CANCEL', '农户申请取消', formatDateTime(s.server.clock.now())],
    );
  });

  test('the same cancel frees a fertigation machine (OCCUPY to AVAILABLE) once none of its orders runs, and leaves the wells', async () => {
    const machine = await db()
      .selectFrom('fertigation_equip')
      .select(['id', 'place_id'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('usage_record')
      .set({ status: 'FINISH' })
      .where('equip_id', '=', machine.id)
      .where('status', 'in', ['RUNNING', 'TO_RUN'])
      .execute();
    await db().updateTable('fertigation_equip').set({ run_state: 'OCCUPY' }).where('id', '=', machine.id).execute();
    const at = s.server.clock.now();
    const ids = (
      await db()
        .insertInto('usage_record')
        .values(
          ['TFA1', 'TFA2'].map((orderNo) => ({
            merchant_id: s.m1,
            business: 'fertigation' as const,
            well_id: null,
            equip_id: machine.id,
            place_id: machine.place_id,
            area_id: null,
            template_id: null,
            order_no: orderNo,
            order_type: 'EVEN_THOUGH',
            status: 'RUNNING',
            user_name: '测试',
            user_mobile: '13000000000',
            start_at: at,
            end_at: null,
            water_liters: 0,
            electric_wh: 0,
            amount_fen: 0,
            pay_mode: 'wxpay',
            created_at: at,
            cancelled_at: null,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const wellsBefore = await db().selectFrom('well').select(['id', 'running']).orderBy('id').execute();
    const state = async () =>
      (await db().selectFrom('fertigation_equip').select('run_state').where('id', '=', machine.id).executeTakeFirstOrThrow()).run_state;
    await ok(s.admin, contract.fertigationRecordCalls.cancel, { id: ids[0], cancelRemark: '测试' });
    assert.equal(await state(), 'OCCUPY');
    await refused(s.admin, record.cancel, { id: ids[1], cancelRemark: '测试' }, '订单不存在或已删除');
    await ok(s.admin, contract.fertigationRecordCalls.cancel, { id: ids[1], cancelRemark: '测试' });
    assert.equal(await state(), 'AVAILABLE');
    assert.deepEqual(await db().selectFrom('well').select(['id', 'running']).orderBy('id').execute(), wellsBefore);
  });

  test("cancel refuses finished, cancelled, fertigation and other merchants' orders, and bad input, writing nothing", async () => {
    const pick = (merchantId: number, business: 'well' | 'fertigation', statuses: string[]) =>
      db()
        .selectFrom('usage_record')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('business', '=', business)
        .where('status', 'in', statuses)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const finished = await pick(s.m1, 'well', ['FINISH']);
    const cancelled = await pick(s.m1, 'well', ['CANCEL']);
    const machineOrder = await pick(s.m1, 'fertigation', ['TO_RUN', 'RUNNING', 'FINISH']);
    const theirOpen = await addTheirOrder();
    const open = await addOrder(
      (await db().selectFrom('well').select('id').where('merchant_id', '=', s.m1).executeTakeFirstOrThrow()).id,
      'TO_RUN',
      'TWB1',
    );
    await unchanged(s, async () => {
      await refused(s.admin, record.cancel, { id: finished.id, cancelRemark: '误操作' }, '订单已完成，不能取消');
      await refused(s.admin, record.cancel, { id: cancelled.id, cancelRemark: '误操作' }, '订单已取消，请勿重复操作');
      await refused(s.admin, record.cancel, { id: machineOrder.id, cancelRemark: '误操作' }, '订单不存在或已删除');
      await refused(s.admin, record.cancel, { id: theirOpen, cancelRemark: '误操作' }, '订单不存在或已删除');
      await refused(s.other, record.cancel, { id: open, cancelRemark: '误操作' }, '订单不存在或已删除');
      await invalid(s.admin, record.cancel, { id: open, cancelRemark: '  ' }, '取消原因不能为空');
      await invalid(s.admin, record.cancel, { id: open }, /cancelRemark/);
      await invalid(s.admin, record.cancel, { id: String(open), cancelRemark: '误操作' });
      await invalid(s.admin, record.cancel, { id: open, cancelRemark: '误操作', status: 'CANCEL' }, /不支持的参数/);
      await invalid(s.admin, record.findPage, { status: 'DONE' });
      await invalid(s.admin, record.findPage, { page: 0 });
      await invalid(s.admin, record.findPage, { startTime: '2026-02-30 00:00:00' }, '时间格式应为 yyyy-MM-dd HH:mm:ss');
    });
  });
});

/** A booked order of the second merchant's first well. */
async function addTheirOrder(): Promise<number> {
  const well = await db()
    .selectFrom('well')
    .select(['id', 'place_id'])
    .where('merchant_id', '=', s.m2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const at = s.server.clock.now();
  const { id } = await db()
    .insertInto('usage_record')
    .values({
      merchant_id: s.m2,
      business: 'well',
      well_id: well.id,
      equip_id: null,
      place_id: well.place_id,
      area_id: null,
      template_id: null,
      order_no: 'TWM2',
      order_type: 'EVEN_THOUGH',
      status: 'TO_RUN',
      user_name: '他人',
      user_mobile: '13000000001',
      start_at: at,
      end_at: null,
      water_liters: 0,
      electric_wh: 0,
      amount_fen: 0,
      pay_mode: 'wxpay',
      created_at: at,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('record findPage plans of the well line', () => {
  test("a well's orders, and the line's typical filters, are served by an index of usage_record", async () => {
    const well = await db().selectFrom('well').select('id').where('merchant_id', '=', s.m1).executeTakeFirstOrThrow();
    const cases: [string, Parameters<typeof recordQuery>[3], RegExp][] = [
      ['well', { equipId: well.id }, /usage_record_well_idx/],
      ['first page', {}, /usage_record_\w+_idx/],
      ['status', { status: 'FINISH' }, /usage_record_\w+_idx/],
    ];
    await db()
      .transaction()
      .execute(async (trx) => {
        // The seeded table is small enough for a sequential scan; forbid it to see which index serves each filter.
        await sql`set local enable_seqscan = off`.execute(trx);
        for (const [name, filters, index] of cases) {
          for (const query of [
            recordPageQuery(trx, wellLine, s.m1, filters, { size: 20, offset: 0 }),
            recordQuery(trx, wellLine, s.m1, filters).select((eb) => eb.fn.countAll().as('n')),
          ]) {
            const plan = (await query.explain()).map((r) => String(Object.values(r)[0])).join('\n');
            assert.match(plan, index, `${name}:\n${plan}`);
          }
        }
      });
  });
});

describe('irrigationWell/feedback', () => {
  const wellFaults = async (merchantId: number, processed?: 'Y' | 'N') => {
    let q = db()
      .selectFrom('fault_feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('business', '=', 'well');
    if (processed) q = q.where('processed', '=', processed);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  test("findPage: the wells' faults with the well and its place; every filter; paging; picturePrefix", async () => {
    const all = await page<FeedbackRow>(s.admin, feedback.findPage, { size: 50 });
    assert.equal(all.total, await wellFaults(s.m1));
    const stamps = all.records.map((f) => f.createTime);
    assert.deepEqual(stamps, [...stamps].sort().reverse());
    const one = all.records[0] as FeedbackRow;
    const well = await db()
      .selectFrom('well')
      .innerJoin('place', 'place.id', 'well.place_id')
      .select(['well.cd', 'well.name', 'well.place_id', 'place.name as place_name'])
      .where('well.id', '=', one.equipId)
      .executeTakeFirstOrThrow();
    assert.deepEqual([one.equipCd, one.equipName, one.placeId, one.placeName], [well.cd, well.name, well.place_id, well.place_name]);
    for (const processed of ['Y', 'N'] as const) {
      const found = await page<FeedbackRow>(s.admin, feedback.findPage, { processed, size: 50 });
      assert.equal(found.total, await wellFaults(s.m1, processed));
      assert.ok(found.records.every((f) => f.processed === processed));
    }
    const filters: [Record<string, unknown>, (f: FeedbackRow) => boolean][] = [
      [{ placeId: one.placeId }, (f) => f.placeId === one.placeId],
      [{ equipId: one.equipId }, (f) => f.equipId === one.equipId],
      [{ faultType: one.faultType }, (f) => f.faultType === one.faultType],
      [{ reporterIdentity: one.reporterIdentity }, (f) => f.reporterIdentity === one.reporterIdentity],
      [{ keyword: one.reporterName }, (f) => f.reporterName.includes(one.reporterName)],
      [{ keyword: one.equipCd }, (f) => f.equipCd === one.equipCd],
      [
        { startTime: `${one.createTime.slice(0, 10)} 00:00:00`, endTime: `${one.createTime.slice(0, 10)} 23:59:59` },
        (f) => f.createTime.startsWith(one.createTime.slice(0, 10)),
      ],
    ];
    for (const [filter, holds] of filters) {
      const found = await page<FeedbackRow>(s.admin, feedback.findPage, { ...filter, size: 50 });
      assert.ok(found.records.some((f) => f.id === one.id) && found.records.every(holds), JSON.stringify(filter));
    }
    const second = await page<FeedbackRow>(s.admin, feedback.findPage, { page: 2, size: 10 });
    assert.deepEqual(
      second.records.map((f) => f.id),
      all.records.slice(10, 20).map((f) => f.id),
    );
    const machine = await db().selectFrom('fertigation_equip').select('cd').where('merchant_id', '=', s.m1).executeTakeFirstOrThrow();
    assert.equal((await page(s.admin, feedback.findPage, { keyword: machine.cd })).total, 0, 'no fertigation fault');
    const theirs = await page<FeedbackRow>(s.other, feedback.findPage, { size: 50 });
    assert.equal(theirs.total, await wellFaults(s.m2));
    assert.ok(theirs.records.every((f) => f.equipCd.startsWith('BW')));
    assert.equal((await page(s.other, feedback.findPage, { equipId: one.equipId })).total, 0);
    assert.equal(await ok(s.admin, feedback.picturePrefix), '/cpi/api-file/files/');
    await refused(
      s.admin,
      feedback.findPage,
      { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' },
      '开始时间不能晚于结束时间',
    );
    await invalid(s.admin, feedback.findPage, { faultType: 'meteor' });
    await invalid(s.admin, feedback.findPage, { reporterIdentity: 'boss' });
  });

  test("process: once, with the result and this merchant's uploaded pictures; every refusal writes nothing", async () => {
    const pending = (await page<FeedbackRow>(s.admin, feedback.findPage, { processed: 'N' })).records[0] as FeedbackRow;
    const [key, key2, theirKey] = [`${'c'.repeat(32)}.png`, `${'d'.repeat(32)}.jpg`, `${'e'.repeat(32)}.png`];
    const at = s.server.clock.now();
    await db()
      .insertInto('file')
      .values([
        { key, merchant_id: s.m1, user_id: 1, name: 'x.png', size: 10, type: 'image/png', created_at: at },
        { key: key2, merchant_id: s.m1, user_id: 1, name: 'y.jpg', size: 10, type: 'image/jpeg', created_at: at },
        { key: theirKey, merchant_id: s.m2, user_id: 3, name: 'z.png', size: 10, type: 'image/png', created_at: at },
      ])
      .execute();
    const faultOf = (merchantId: number, business: 'well' | 'fertigation', processed: 'Y' | 'N') =>
      db()
        .selectFrom('fault_feedback')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('business', '=', business)
        .where('processed', '=', processed)
        .executeTakeFirstOrThrow();
    const done = await faultOf(s.m1, 'well', 'Y');
    const machineFault = await faultOf(s.m1, 'fertigation', 'N');
    const theirs = await faultOf(s.m2, 'well', 'N');
    await unchanged(s, async () => {
      await refused(s.admin, feedback.process, { id: done.id, processResult: '再次处理', pictures: [] }, '该故障已处理，请勿重复处理');
      await refused(
        s.admin,
        feedback.process,
        { id: pending.id, processResult: '已更换', pictures: [key, theirKey] },
        '图片不存在，请重新上传',
      );
      await refused(s.admin, feedback.process, { id: machineFault.id, processResult: 'x', pictures: [] }, '故障不存在或已删除');
      await refused(s.admin, feedback.process, { id: theirs.id, processResult: 'x', pictures: [] }, '故障不存在或已删除');
      await refused(s.other, feedback.process, { id: pending.id, processResult: 'x', pictures: [] }, '故障不存在或已删除');
      await invalid(
        s.admin,
        feedback.process,
        { id: pending.id, processResult: '已更换', pictures: ['../../etc/passwd'] },
        '图片无效，请重新上传',
      );
      await invalid(
        s.admin,
        feedback.process,
        { id: pending.id, processResult: '已更换', pictures: Array(10).fill(key) },
        '图片超限，最多可上传9张图片',
      );
      await invalid(s.admin, feedback.process, { id: pending.id, processResult: '', pictures: [] }, '处理结果不能为空');
      await invalid(s.admin, feedback.process, { id: pending.id, processResult: '已更换' }, /pictures/);
    });
    const results = await Promise.all(
      [s.operator, s.admin].map((c) => c.call(feedback.process, { id: pending.id, processResult: '已更换水泵', pictures: [key, key2] })),
    );
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, '该故障已处理，请勿重复处理');
    const row = (await page<FeedbackRow>(s.admin, feedback.findPage, { equipId: pending.equipId, processed: 'Y', size: 50 })).records.find(
      (f) => f.id === pending.id,
    ) as FeedbackRow;
    const by =
      results[0]?.body.errorCode === 0
        ? '演示操作员'
        : (await db().selectFrom('merchant_user').select('name').where('mobile', '=', '13800000000').executeTakeFirstOrThrow()).name;
    assert.deepEqual(
      [row.processResult, row.processPictures, row.processedBy, row.processTime],
      ['已更换水泵', [key, key2], by, formatDateTime(s.server.clock.now())],
    );
  });
});

describe('irrigationWell/place', () => {
  test("findPage: the merchant's places, counting the wells in each; filters; the other merchant's own", async () => {
    const all = await page<PlaceRow>(s.admin, place.findPage, { size: 50 });
    const own = await db().selectFrom('place').select('id').where('merchant_id', '=', s.m1).execute();
    assert.equal(all.total, own.length);
    for (const p of all.records) {
      const wells = await db()
        .selectFrom('well')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('place_id', '=', p.id)
        .executeTakeFirstOrThrow();
      const areas = await db()
        .selectFrom('area')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('place_id', '=', p.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([p.equipCount, p.areaCount], [Number(wells.n), Number(areas.n)], p.name);
    }
    const fertigationView = await page<PlaceRow>(s.admin, contract.fertigationPlaceCalls.findPage, { size: 50 });
    assert.notDeepEqual(
      fertigationView.records.map((p) => p.equipCount),
      all.records.map((p) => p.equipCount),
      'machines are not wells',
    );
    assert.equal((await page(s.admin, place.findPage, { name: '家' })).total, 5);
    assert.equal((await page(s.admin, place.findPage, { regionCode: '1304' })).total, 2);
    assert.equal((await page(s.admin, place.findPage, { name: '%' })).total, 0);
    const theirs = await page<PlaceRow>(s.other, place.findPage, {});
    assert.equal(theirs.total, 2);
    assert.ok(theirs.records.every((p) => !own.some((o) => o.id === p.id)));
    const list = await ok<{ id: number }[]>(s.admin, place.placeList);
    assert.deepEqual(list.map((p) => p.id).sort(), own.map((p) => p.id).sort());
    const withManager = all.records.find((p) => p.managerMobile !== '') as PlaceRow;
    assert.deepEqual(await ok(s.admin, place.findManagerNameByMobile, { mobile: withManager.managerMobile }), {
      mobile: withManager.managerMobile,
      name: withManager.managerName,
    });
    assert.equal(await ok(s.other, place.findManagerNameByMobile, { mobile: withManager.managerMobile }), null);
  });

  test("savePlace: creating needs add, changing needs edit; versions, duplicates; another merchant's place untouched", async () => {
    const adder = await userWith('13900000091', [WELL.place.view, WELL.place.add]);
    const editor = await userWith('13900000092', [WELL.place.view, WELL.place.edit]);
    const base = { areaCode: '130102', address: '长安区机井路1号', managerName: '', managerMobile: '' };
    const created = await ok<{ id: number; version: number }>(adder, place.savePlace, { ...base, name: '机井新村' });
    assert.equal(created.version, 0);
    const theirs = await db().selectFrom('place').select(['id', 'version']).where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(adder, place.savePlace, { ...base, id: created.id, version: 0, name: '改名' }, /./, 1007);
      await refused(editor, place.savePlace, { ...base, name: '编辑者新建' }, /./, 1007);
      await refused(s.admin, place.savePlace, { ...base, name: '机井新村' }, '村镇名称“机井新村”已存在');
      await refused(s.admin, place.savePlace, { ...base, id: theirs.id, version: theirs.version, name: '抢占' }, '村镇不存在或已删除');
      await refused(s.other, place.savePlace, { ...base, id: created.id, version: 0, name: '抢占' }, '村镇不存在或已删除');
      await refused(s.admin, place.savePlace, { ...base, areaCode: '999999', name: '无效区县' }, '所在区县无效，请重新选择');
      await invalid(s.admin, place.savePlace, { ...base, id: created.id, name: '缺版本' }, '缺少版本号，请刷新后重试');
      await invalid(s.admin, place.savePlace, { ...base, name: '   ' }, '村镇名称不能为空');
      await invalid(s.admin, place.savePlace, { ...base, name: '某村', managerMobile: '1234' }, '请输入有效的手机号');
      await invalid(s.admin, place.savePlace, { ...base, name: '某村', merchantId: s.m2 }, /不支持的参数/);
    });
    assert.equal(
      (await ok<{ version: number }>(editor, place.savePlace, { ...base, id: created.id, version: 0, name: '机井新村', address: '新地址' }))
        .version,
      1,
    );
    await refused(s.admin, place.savePlace, { ...base, id: created.id, version: 0, name: '机井新村' }, '数据已被修改，请刷新后重试');
    const row = await db().selectFrom('place').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.merchant_id, row.address, row.version, row.city_code], [s.m1, '新地址', 1, '130100']);
  });
});

describe('well line permissions', () => {
  test('a role without the well permissions is refused (1007) every call; a reader reads and is refused every write; nothing written', async () => {
    const fertigationOnly = await userWith(
      '13900000093',
      Object.values(contract.fertigationPermissions).flatMap((g) => Object.values(g) as string[]),
    );
    const reader = await userWith('13900000094', [WELL.place.view, WELL.record.view, WELL.feedback.view]);
    const views: string[] = [WELL.place.view, WELL.record.view, WELL.feedback.view];
    const before = await snapshot(db(), BOOKKEEPING);
    for (const call of CALLS) {
      assert.equal((await fertigationOnly.call(call, {})).body?.errorCode, 1007, call.path);
      const permission = typeof call.access === 'object' ? call.access.permission : '';
      const res = await reader.call(call, {});
      if (views.includes(permission)) assert.notEqual(res.body?.errorCode, 1007, `${call.path}: ${res.text}`);
      else assert.equal(res.body?.errorCode, 1007, `${call.path}: ${res.text}`);
    }
    assert.deepEqual(await snapshot(db(), BOOKKEEPING), before);
  });

  test('the place list is open to the well, record and fault pages, and to no other', async () => {
    for (const [i, permission] of [WELL.well.view, WELL.record.view, WELL.feedback.view].entries()) {
      assert.equal((await (await userWith(`1390000010${i}`, [permission])).call(place.placeList, {})).body.errorCode, 0, permission);
    }
    assert.equal((await (await userWith('13900000109', [WELL.home.view])).call(place.placeList, {})).body.errorCode, 1007);
  });

  test("the operator holds the well line's permissions", async () => {
    const auth = await ok<string[]>(s.operator, contract.menuCalls.getCurrentAuth);
    for (const p of [WELL.place, WELL.record, WELL.feedback].flatMap((g) => Object.values(g) as string[])) assert.ok(auth.includes(p), p);
  });

  test('malformed bodies to every call are refused with an envelope, never a 500, and write nothing', async () => {
    const bodies = [
      '{',
      '[]',
      '"text"',
      '{"id":"1 or 1=1"}',
      '{"id":-1}',
      '{"id":1e20}',
      '{"page":1.5}',
      '{"keyword":{"$ne":1}}',
      '{"__proto__":{"polluted":1}}',
    ];
    const before = await snapshot(db(), BOOKKEEPING);
    for (const call of CALLS) {
      for (const body of bodies) {
        const res = await s.admin.request('POST', `/cpi/${call.path}`, { body, contentType: 'application/json' });
        assert.notEqual(res.status, 500, `${call.path} ${body}: ${res.text}`);
        assert.equal(res.body?.success, false, `${call.path} ${body}: ${res.text}`);
      }
    }
    assert.deepEqual(await snapshot(db(), BOOKKEEPING), before);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
