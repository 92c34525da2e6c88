import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  fertigationFeedbackCalls as feedback,
  fertigationRecordCalls as record,
  fertigationTemplateCalls as template,
} from '../../src/api/contract';
import type { FeedbackRow } from '../../src/api/contract/fertigation/feedback';
import type { RecordRow } from '../../src/api/contract/fertigation/record';
import type { TemplateRow } from '../../src/api/contract/fertigation/template';
import { formatDateTime } from '../../server/http/format';
import {
  invalid,
  ok,
  refused,
  startFertigationSuite,
  stopFertigationSuite,
  unchanged,
  type FertigationSuite,
  type Page,
} from './support/fertigation';

let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite();
});
after(async () => stopFertigationSuite(s));

describe('fertigation/record', () => {
  test('findPage: newest first, money in yuan, water in m³, every filter', async () => {
    const all = await ok<Page<RecordRow>>(s.admin, record.findPage, { size: 50 });
    assert.equal(all.total, 400);
    assert.equal(all.records.length, 50);
    const starts = all.records.map((r) => r.startTime);
    assert.deepEqual(starts, [...starts].sort().reverse());
    const db = await s.database.db
      .selectFrom('usage_record')
      .selectAll()
      .where('id', '=', (all.records[0] as RecordRow).id)
      .executeTakeFirstOrThrow();
    const first = all.records[0] as RecordRow;
    assert.equal(first.amount, db.amount_fen / 100);
    assert.equal(first.waterM3, db.water_liters / 1000);
    assert.equal(first.startTime, formatDateTime(db.start_at));
    assert.ok(
      all.records.every(
        (r) => Number.isInteger(Math.round(r.amount * 100)) && Math.abs(r.amount * 100 - Math.round(r.amount * 100)) < 1e-6,
      ),
    );
    const finished = all.records.find((r) => r.status === 'FINISH') as RecordRow;
    assert.ok(finished.fertilizerA > 0 && finished.areaName !== '' && finished.equipCd.startsWith('AF'));
    for (const status of ['RUNNING', 'TO_RUN', 'FINISH', 'CANCEL'] as const) {
      const found = await ok<Page<RecordRow>>(s.admin, record.findPage, { status, size: 50 });
      assert.ok(found.records.every((r) => r.status === status));
    }
    const byPlace = await ok<Page<RecordRow>>(s.admin, record.findPage, { placeId: first.placeId, size: 50 });
    assert.ok(byPlace.total > 0 && byPlace.records.every((r) => r.placeId === first.placeId));
    const byEquip = await ok<Page<RecordRow>>(s.admin, record.findPage, { equipId: first.equipId });
    assert.ok(byEquip.records.every((r) => r.equipId === first.equipId));
    const byNo = await ok<Page<RecordRow>>(s.admin, record.findPage, { keyword: first.orderNo });
    assert.deepEqual(
      byNo.records.map((r) => r.id),
      [first.id],
    );
    assert.ok(
      (await ok<Page<RecordRow>>(s.admin, record.findPage, { keyword: first.userMobile.slice(0, 7) })).records.some(
        (r) => r.id === first.id,
      ),
    );
    const day = first.startTime.slice(0, 10);
    const range = await ok<Page<RecordRow>>(s.admin, record.findPage, {
      startTime: `${day} 00:00:00`,
      endTime: `${day} 23:59:59`,
      size: 50,
    });
    assert.ok(range.total > 0 && range.records.every((r) => r.startTime.startsWith(day)));
    assert.equal((await ok<Page<RecordRow>>(s.admin, record.findPage, { keyword: '%' })).total, 0);
    assert.equal((await ok<Page<RecordRow>>(s.admin, record.findPage, { keyword: "AF' or '1'='1" })).total, 0);
    assert.equal((await ok<Page<RecordRow>>(s.other, record.findPage, {})).total, 30);
    await refused(
      s.admin,
      record.findPage,
      { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' },
      '开始时间不能晚于结束时间',
    );
    await invalid(s.admin, record.findPage, { startTime: '2026-02-30 00:00:00' }, '时间格式应为 yyyy-MM-dd HH:mm:ss');
    await invalid(s.admin, record.findPage, { status: 'DONE' });
    await invalid(s.admin, record.findPage, { page: '2' });
    await invalid(s.admin, record.findPage, { page: 0 });
  });

  test("cancel: a booked or running order once; finished, cancelled and others' are refused", async () => {
    const open = await s.database.db
      .selectFrom('usage_record')
      .select(['id', 'status', 'equip_id'])
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .where('status', 'in', ['TO_RUN', 'RUNNING'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const finished = await s.database.db
      .selectFrom('usage_record')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .where('status', '=', 'FINISH')
      .executeTakeFirstOrThrow();
    const well = await s.database.db
      .selectFrom('usage_record')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'well')
      .where('status', 'in', ['TO_RUN', 'RUNNING'])
      .executeTakeFirst();
    const theirs = await s.database.db
      .selectFrom('usage_record')
      .select('id')
      .where('merchant_id', '=', s.m2)
      .where('business', '=', 'fertigation')
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, record.cancel, { id: finished.id, cancelRemark: '误操作' }, '订单已完成，不能取消');
      await refused(s.admin, record.cancel, { id: theirs.id, cancelRemark: '误操作' }, '订单不存在或已删除');
      if (well) await refused(s.admin, record.cancel, { id: well.id, cancelRemark: '误操作' }, '订单不存在或已删除');
      await invalid(s.admin, record.cancel, { id: open.id, cancelRemark: '  ' }, '取消原因不能为空');
      await invalid(s.admin, record.cancel, { id: open.id }, /cancelRemark/);
    });
    const results = await Promise.all([1, 2].map(() => s.admin.call(record.cancel, { id: open.id, cancelRemark: '农户申请取消' })));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, '订单已取消，请勿重复操作');
    const row = await s.database.db.selectFrom('usage_record').selectAll().where('id', '=', open.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.status, row.cancel_remark, row.cancelled_at?.getTime()],
      ['CANCEL', '农户申请取消', s.server.clock.now().getTime()],
    );
    assert.ok(row.end_at);
  });
});

describe('record totals (record_tally, migration 004)', () => {
  const counted = async (merchantId: number, status?: string, placeId?: number) => {
    let q = s.database.db
      .selectFrom('usage_record')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('business', '=', 'fertigation');
    if (status) q = q.where('status', '=', status);
    if (placeId !== undefined) q = q.where('place_id', '=', placeId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const check = async () => {
    const places = await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).execute();
    for (const status of [undefined, 'RUNNING', 'TO_RUN', 'FINISH', 'CANCEL']) {
      assert.equal((await ok<Page<RecordRow>>(s.admin, record.findPage, { status })).total, await counted(s.m1, status), String(status));
      for (const { id } of places.slice(0, 3)) {
        assert.equal((await ok<Page<RecordRow>>(s.admin, record.findPage, { status, placeId: id })).total, await counted(s.m1, status, id));
      }
    }
  };

  test('the tallied totals equal the counts, also after inserts, updates and deletes', async () => {
    await check();
    const equip = await s.database.db
      .selectFrom('fertigation_equip')
      .select(['id', 'place_id'])
      .where('merchant_id', '=', s.m1)
      .executeTakeFirstOrThrow();
    const at = s.server.clock.now();
    await s.database.db
      .insertInto('usage_record')
      .values(
        [1, 2, 3].map((i) => ({
          merchant_id: s.m1,
          business: 'fertigation' as const,
          equip_id: equip.id,
          well_id: null,
          place_id: equip.place_id,
          area_id: null,
          template_id: null,
          order_no: `TALLY${i}`,
          order_type: 'EVEN_THOUGH',
          status: 'TO_RUN',
          user_name: '测试',
          user_mobile: '13000000000',
          start_at: at,
          end_at: null,
          water_liters: 0,
          electric_wh: 0,
          amount_fen: 100,
          pay_mode: 'wxpay',
          created_at: at,
          cancelled_at: null,
        })),
      )
      .execute();
    await check();
    const added = await s.database.db.selectFrom('usage_record').select('id').where('order_no', 'like', 'TALLY%').orderBy('id').execute();
    await ok(s.admin, record.cancel, { id: (added[0] as { id: number }).id, cancelRemark: '测试' });
    await s.database.db
      .updateTable('usage_record')
      .set({ place_id: null })
      .where('id', '=', (added[1] as { id: number }).id)
      .execute();
    await check();
    // an update that moves no record's key writes no tally row (migration 012); one that moves some counts only those
    const tallyVersions = () =>
      sql<{ v: string }>`select string_agg(xmin::text || ':' || n, ',' order by merchant_id, business, status, place_id) as v
      from record_tally`
        .execute(s.database.db)
        .then((r) => r.rows[0]!.v);
    const before = await tallyVersions();
    await s.database.db
      .updateTable('usage_record')
      .set((eb) => ({ amount_fen: eb('amount_fen', '+', 1) }))
      .where('order_no', 'like', 'TALLY%')
      .execute();
    assert.equal(await tallyVersions(), before, 'no tally row written');
    await s.database.db
      .updateTable('usage_record')
      .set((eb) => ({ status: eb.case().when('order_no', '=', 'TALLY3').then('FINISH').else(eb.ref('status')).end() }))
      .where('order_no', 'like', 'TALLY%')
      .execute();
    await check();
    await s.database.db.deleteFrom('usage_record').where('order_no', 'like', 'TALLY%').execute();
    await check();
  });
});

describe('fertigation/feedback', () => {
  test('findPage with filters; picturePrefix', async () => {
    const all = await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { size: 50 });
    assert.equal(all.total, 12);
    const pending = await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { processed: 'N', size: 50 });
    assert.ok(pending.total > 0 && pending.records.every((f) => f.processed === 'N' && f.processTime === null));
    const done = await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { processed: 'Y', size: 50 });
    assert.equal(pending.total + done.total, 12);
    await refused(
      s.admin,
      feedback.findPage,
      { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' },
      '开始时间不能晚于结束时间',
    );
    const one = all.records[0] as FeedbackRow;
    for (const filter of [
      { placeId: one.placeId },
      { equipId: one.equipId },
      { faultType: one.faultType },
      { reporterIdentity: one.reporterIdentity },
      { keyword: one.reporterName },
    ]) {
      assert.ok(
        (await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { ...filter, size: 50 })).records.some((f) => f.id === one.id),
        JSON.stringify(filter),
      );
    }
    assert.equal(await ok(s.admin, feedback.picturePrefix), '/cpi/api-file/files/');
    await invalid(s.admin, feedback.findPage, { faultType: 'meteor' });
  });

  test('process: once, with the result and uploaded pictures of this merchant', async () => {
    const pending = (await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { processed: 'N' })).records[0] as FeedbackRow;
    const key = `${'a'.repeat(32)}.png`;
    const theirKey = `${'b'.repeat(32)}.png`;
    await s.database.db
      .insertInto('file')
      .values([
        { key, merchant_id: s.m1, user_id: 1, name: 'x.png', size: 10, type: 'image/png', created_at: s.server.clock.now() },
        { key: theirKey, merchant_id: s.m2, user_id: 3, name: 'y.png', size: 10, type: 'image/png', created_at: s.server.clock.now() },
      ])
      .execute();
    const processedFault = await s.database.db
      .selectFrom('fault_feedback')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('business', '=', 'fertigation')
      .where('processed', '=', 'Y')
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(
        s.admin,
        feedback.process,
        { id: processedFault.id, processResult: '再次处理', pictures: [] },
        '该故障已处理，请勿重复处理',
      );
      await refused(s.admin, feedback.process, { id: pending.id, processResult: '已更换', pictures: [theirKey] }, '图片不存在，请重新上传');
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
      const theirs = await s.database.db
        .selectFrom('fault_feedback')
        .select('id')
        .where('merchant_id', '=', s.m2)
        .executeTakeFirstOrThrow();
      await refused(s.admin, feedback.process, { id: theirs.id, processResult: 'x', pictures: [] }, '故障不存在或已删除');
    });
    assert.deepEqual(await ok(s.operator, feedback.process, { id: pending.id, processResult: '已更换水泵', pictures: [key] }), {
      id: pending.id,
      processed: 'Y',
    });
    const row = (
      await ok<Page<FeedbackRow>>(s.admin, feedback.findPage, { equipId: pending.equipId, processed: 'Y', size: 50 })
    ).records.find((f) => f.id === pending.id) as FeedbackRow;
    assert.deepEqual(
      [row.processResult, row.processPictures, row.processedBy, row.processTime],
      ['已更换水泵', [key], '演示操作员', formatDateTime(s.server.clock.now())],
    );
    await refused(s.admin, feedback.process, { id: pending.id, processResult: '又一次', pictures: [] }, '该故障已处理，请勿重复处理');
  });
});

describe('fertigation/template', () => {
  test('findPage shows the seeded templates with ordered steps', async () => {
    const all = await ok<Page<TemplateRow>>(s.admin, template.findPage, {});
    assert.equal(all.total, 4);
    for (const t of all.records) {
      assert.deepEqual(
        t.steps.map((st) => st.sort),
        t.steps.map((_, i) => i + 1),
      );
      assert.equal(
        t.totalMinutes,
        t.steps.reduce((n, st) => n + st.durationMinutes, 0),
      );
    }
    assert.equal((await ok<Page<TemplateRow>>(s.admin, template.findPage, { keyword: '番茄' })).total, 1);
    assert.equal((await ok<Page<TemplateRow>>(s.other, template.findPage, {})).total, 2);
  });

  test('save creates and replaces steps in order; rules and versions; delete', async () => {
    const valve = await s.database.db
      .selectFrom('valve')
      .select(['id', 'area_id'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherArea = await s.database.db
      .selectFrom('area')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('id', '<>', valve.area_id)
      .executeTakeFirstOrThrow();
    const steps = [
      { areaId: valve.area_id, valveId: valve.id, durationMinutes: 30, tankARatio: 50, tankBRatio: 30, tankCRatio: 20 },
      { areaId: otherArea.id, valveId: null, durationMinutes: 10, tankARatio: 0, tankBRatio: 0, tankCRatio: 0 },
    ];
    const input = { name: '测试模板', crop: '番茄', remark: '', steps };
    const created = await ok<{ id: number; version: number }>(s.admin, template.save, input);
    const saved = await ok<{ version: number }>(s.admin, template.save, {
      ...input,
      id: created.id,
      version: 0,
      steps: [steps[1], steps[0]],
    });
    const row = (await ok<Page<TemplateRow>>(s.admin, template.findPage, { keyword: '测试模板' })).records[0] as TemplateRow;
    assert.deepEqual(
      row.steps.map((st) => [st.sort, st.areaId, st.valveId]),
      [
        [1, otherArea.id, null],
        [2, valve.area_id, valve.id],
      ],
    );
    assert.equal(row.version, saved.version);
    const theirArea = await s.database.db.selectFrom('area').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, template.save, input, '模板名称“测试模板”已存在');
      await refused(s.admin, template.save, { ...input, id: created.id, version: 0 }, '数据已被修改，请刷新后重试');
      await refused(
        s.admin,
        template.save,
        { ...input, name: 'x', steps: [{ ...steps[0], tankCRatio: 10 }] },
        '第1步：三桶配比之和须为100（清水灌溉全部为0）',
      );
      await refused(
        s.admin,
        template.save,
        { ...input, name: 'x', steps: [{ ...steps[0], areaId: otherArea.id }] },
        '第1步：阀门不属于所选区域',
      );
      await refused(s.admin, template.save, { ...input, name: 'x', steps: [{ ...steps[1], areaId: theirArea.id }] }, '区域不存在或已删除');
      await invalid(s.admin, template.save, { ...input, name: 'x', steps: [] }, '请至少添加一个步骤');
      await invalid(s.admin, template.save, { ...input, name: 'x', steps: [{ ...steps[0], durationMinutes: 0 }] }, '时长为1到1440分钟');
      await invalid(s.admin, template.save, { ...input, name: 'x', steps: [{ ...steps[0], extra: 1 }] }, /不支持的参数/);
    });
    const theirs = await s.database.db
      .selectFrom('fertigation_template')
      .select('id')
      .where('merchant_id', '=', s.m2)
      .executeTakeFirstOrThrow();
    await refused(s.admin, template.remove, { id: theirs.id }, '模板不存在或已删除');
    assert.equal(await ok(s.admin, template.remove, { id: created.id }), null);
    assert.equal(
      (await s.database.db.selectFrom('template_step').select('sort').where('template_id', '=', created.id).execute()).length,
      0,
    );
  });

  test('a template in use keeps its records (the record forgets it)', async () => {
    const used = await s.database.db
      .selectFrom('usage_record')
      .select(['template_id'])
      .where('merchant_id', '=', s.m1)
      .where('template_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const n = (await s.database.db.selectFrom('usage_record').select('id').where('template_id', '=', used.template_id).execute()).length;
    assert.equal(await ok(s.admin, template.remove, { id: used.template_id }), null);
    assert.equal(
      (await s.database.db.selectFrom('usage_record').select('id').where('template_id', '=', used.template_id).execute()).length,
      0,
    );
    assert.ok(n > 0);
  });
});
