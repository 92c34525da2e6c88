import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { wellInspectionCalls as insp, wellPermissions } from '../../src/api/contract';
import type { PlanRow, TaskRow } from '../../src/api/contract/well/inspection';
import { formatDateTime } from '../../server/http/format';
import { invalid, ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { startWellSuite, userWith, type WellSuite } from './support/well';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

const DAY = 86_400_000;
const STALE = '数据已被修改，请刷新后重试';
const PLAN_GONE = '巡检计划不存在或已删除';
const TASK_GONE = '巡检任务不存在或已删除';
const P = wellPermissions.inspection;

const db = () => s.database.db;
const now = () => s.server.clock.now();
const plans = (input: Record<string, unknown> = {}, c = s.admin) => ok<Page<PlanRow>>(c, insp.findPlanPage, { size: 50, ...input });
const tasks = (input: Record<string, unknown> = {}, c = s.admin) => ok<Page<TaskRow>>(c, insp.findTaskPage, { size: 50, ...input });
const wellsOf = async (merchantId: number) =>
  (await db().selectFrom('well').select('id').where('merchant_id', '=', merchantId).orderBy('id').execute()).map((w) => w.id);
const userOf = (mobile: string) =>
  db().selectFrom('merchant_user').select(['id', 'name', 'mobile']).where('mobile', '=', mobile).executeTakeFirstOrThrow();
const tasksOfPlan = (planId: number) =>
  db().selectFrom('inspection_task').selectAll().where('plan_id', '=', planId).orderBy('well_id').orderBy('id').execute();
const openOf = async (planId: number) => (await tasksOfPlan(planId)).filter((t) => t.status !== 'FINISH');
const taskRow = async (id: number) =>
  (await tasks({ size: 50 })).records.find((t) => t.id === id) ?? ((await allTasks()).find((t) => t.id === id) as TaskRow);
async function allTasks(c = s.admin): Promise<TaskRow[]> {
  const rows: TaskRow[] = [];
  for (let page = 1; ; page++) {
    const got = await ok<Page<TaskRow>>(c, insp.findTaskPage, { page, size: 50 });
    rows.push(...got.records);
    if (rows.length >= got.total || got.records.length === 0) return rows;
  }
}

/** Moves the server's clock on, with new sessions for that moment (the old ones would have timed out). */
async function later(ms: number): Promise<void> {
  s.server.clock.advance(ms);
  [s.admin, s.operator, s.other] = [
    await s.server.loginAs('13800000000'),
    await s.server.loginAs('13900000001'),
    await s.server.loginAs('13700000000'),
  ];
}

let seq = 0;
/** A new plan of merchant 1 over these wells (operator inspects, every 30 days), its id. */
async function newPlan(wellIds: number[], extra: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const operator = await userOf('13900000001');
  const saved = await ok<{ id: number; version: number }>(s.admin, insp.savePlan, {
    name: `测试巡检计划${seq}`,
    inspectorId: operator.id,
    intervalDays: 30,
    wellIds,
    enabled: 'Y',
    remark: '',
    ...extra,
  });
  return saved.id;
}

describe('irrigationWell/inspection/plan', () => {
  test("findPage: the merchant's seeded plans with their wells, next due and overdue counts; filters; the other merchant sees only its own", async () => {
    const mine = await plans();
    assert.ok(mine.total >= 2, `${mine.total} plans`);
    const theirs = await plans({}, s.other);
    assert.ok(theirs.total >= 1);
    const mineIds = new Set(
      (await db().selectFrom('inspection_plan').select('id').where('merchant_id', '=', s.m1).execute()).map((p) => p.id),
    );
    assert.ok(mine.records.every((p) => mineIds.has(p.id)));
    assert.ok(theirs.records.every((p) => !mineIds.has(p.id)));
    const monthly = mine.records.find((p) => p.name === '一号片区月度巡检') as PlanRow;
    assert.ok(monthly, 'the seeded monthly plan');
    assert.equal(monthly.inspectorMobile, '13900000001');
    assert.equal(monthly.intervalDays, 30);
    assert.ok(monthly.wells.length >= 2 && monthly.wells.every((w) => w.cd.startsWith('AW') && w.placeName !== ''));
    const open = await openOf(monthly.id);
    assert.equal(monthly.overdueCount, open.filter((t) => t.due_at < now()).length);
    assert.ok(monthly.overdueCount >= 1);
    assert.equal(monthly.nextDueTime, formatDateTime(new Date(Math.min(...open.map((t) => t.due_at.getTime())))));
    assert.deepEqual(
      (await plans({ keyword: '月度' })).records.map((p) => p.id),
      [monthly.id],
    );
    assert.deepEqual((await plans({ keyword: '1390000' })).total, mine.total, "by the inspector's mobile");
    assert.ok((await plans({ enabled: 'N' })).records.every((p) => p.enabled === 'N'));
    assert.ok((await plans({ wellId: monthly.wells[0]!.id })).records.some((p) => p.id === monthly.id));
    assert.equal((await plans({ wellId: monthly.wells[0]!.id }, s.other)).total, 0, "another merchant's well finds nothing");
  });

  test("options: the merchant's wells and enabled users only", async () => {
    const got = await ok<{ wells: { id: number }[]; inspectors: { id: number; mobile: string }[] }>(s.admin, insp.planOptions, {});
    assert.deepEqual(
      got.wells.map((w) => w.id).sort((a, b) => a - b),
      await wellsOf(s.m1),
    );
    assert.ok(got.inspectors.some((u) => u.mobile === '13900000001'));
    assert.ok(!got.inspectors.some((u) => u.mobile === '13700000000'));
  });

  test('save: the plan, and a waiting task per well due the interval later (or at the first due time)', async () => {
    const [w1, w2, w3] = (await wellsOf(s.m1)) as [number, number, number];
    const id = await newPlan([w1, w2, w2]);
    const made = await tasksOfPlan(id);
    assert.deepEqual(
      made.map((t) => [t.well_id, t.status, t.due_at.getTime(), t.merchant_id]),
      [
        [w1, 'WAIT', now().getTime() + 30 * DAY, s.m1],
        [w2, 'WAIT', now().getTime() + 30 * DAY, s.m1],
      ],
    );
    const first = new Date(now().getTime() + 3 * DAY);
    const other = await newPlan([w3], { intervalDays: 120, firstDueTime: formatDateTime(first) });
    assert.deepEqual(
      (await tasksOfPlan(other)).map((t) => t.due_at.getTime()),
      [first.getTime()],
    );
    const row = (await plans()).records.find((p) => p.id === other) as PlanRow;
    assert.equal(row.intervalDays, 120);
    assert.equal(row.nextDueTime, formatDateTime(first));
    const disabled = await newPlan([w3], { enabled: 'N' });
    assert.deepEqual(await tasksOfPlan(disabled), [], 'a disabled plan has no tasks');
  });

  test('save refuses bad input with a Chinese message and writes nothing', async () => {
    const operator = await userOf('13900000001');
    const [w1] = (await wellsOf(s.m1)) as [number];
    const [theirWell] = (await wellsOf(s.m2)) as [number];
    const theirUser = await userOf('13700000000');
    const input = { name: '错误计划', inspectorId: operator.id, intervalDays: 30, wellIds: [w1], enabled: 'Y', remark: '' };
    await unchanged(s, async () => {
      await invalid(s.admin, insp.savePlan, { ...input, intervalDays: 45 }, '巡检周期只能是30、60、90或120天');
      await invalid(s.admin, insp.savePlan, { ...input, wellIds: [] }, '请选择巡检的机井');
      await invalid(s.admin, insp.savePlan, { ...input, name: ' ' }, '计划名称不能为空');
      await invalid(s.admin, insp.savePlan, { ...input, firstDueTime: '2026-02-30 00:00:00' }, /时间格式/);
      await invalid(s.admin, insp.savePlan, { ...input, merchantId: s.m2 }, /merchantId/);
      await refused(s.admin, insp.savePlan, { ...input, wellIds: [w1, theirWell] }, '机井不存在或已删除');
      await refused(s.admin, insp.savePlan, { ...input, inspectorId: theirUser.id }, '巡检人员不存在或已停用');
      await refused(
        s.admin,
        insp.savePlan,
        { ...input, firstDueTime: formatDateTime(new Date(now().getTime() - DAY)) },
        '首次巡检时间不能早于当前时间',
      );
      await refused(s.admin, insp.savePlan, { ...input, name: '一号片区月度巡检' }, '巡检计划名称“一号片区月度巡检”已存在');
    });
  });

  test("update: with the version; wells added get a task, removed ones lose their waiting task; disabling closes them; another merchant's plan is not found", async () => {
    const [w1, w2, w3] = (await wellsOf(s.m1)) as [number, number, number];
    const operator = await userOf('13900000001');
    const admin = await userOf('13800000000');
    const id = await newPlan([w1, w2]);
    const input = {
      id,
      version: 0,
      name: `改名计划${id}`,
      inspectorId: admin.id,
      intervalDays: 60,
      wellIds: [w2, w3],
      enabled: 'Y',
      remark: '改',
    };
    const saved = await ok<{ version: number }>(s.admin, insp.updatePlan, input);
    assert.equal(saved.version, 1);
    const open = await openOf(id);
    assert.deepEqual(
      open.map((t) => t.well_id),
      [w2, w3],
    );
    assert.equal(open[1]!.due_at.getTime(), now().getTime() + 60 * DAY, "the new well's task follows the new interval");
    const row = (await plans({ keyword: `改名计划${id}` })).records[0] as PlanRow;
    assert.deepEqual(
      [row.inspectorName, row.inspectorMobile, row.remark, row.wells.map((w) => w.id)],
      [admin.name, admin.mobile, '改', [w2, w3]],
    );
    await unchanged(s, async () => {
      await refused(s.admin, insp.updatePlan, input, STALE);
      await refused(
        s.other,
        insp.updatePlan,
        { ...input, version: 1, inspectorId: (await userOf('13700000000')).id, wellIds: await wellsOf(s.m2) },
        PLAN_GONE,
      );
      await refused(
        s.admin,
        insp.updatePlan,
        { ...input, version: 1, inspectorId: operator.id, wellIds: [...(await wellsOf(s.m2))] },
        '机井不存在或已删除',
      );
    });
    await ok(s.admin, insp.updatePlan, { ...input, version: 1, enabled: 'N' });
    assert.deepEqual(await openOf(id), [], 'disabled: no waiting task');
    await ok(s.admin, insp.updatePlan, { ...input, version: 2, enabled: 'Y' });
    assert.deepEqual(
      (await openOf(id)).map((t) => t.well_id),
      [w2, w3],
      'enabled again: a task per well',
    );
  });
});

describe('irrigationWell/inspection/task', () => {
  test('WAIT → RUNNING → FINISH; a normal result makes the next task due the interval after; refusals write nothing', async () => {
    const [, , , w4] = (await wellsOf(s.m1)) as [number, number, number, number];
    const planId = await newPlan([w4]);
    const [task] = await tasksOfPlan(planId);
    const finish = { id: task!.id, version: 0, result: 'NORMAL', health: 'A', remark: '', pictures: [] };
    await unchanged(s, async () => {
      await refused(s.admin, insp.finishTask, finish, '只有巡检中的任务可以完成巡检');
      await refused(s.admin, insp.startTask, { id: task!.id, version: 3 }, STALE);
      await refused(s.other, insp.startTask, { id: task!.id, version: 0 }, TASK_GONE);
      await refused(s.admin, insp.startTask, { id: 2_000_000_000, version: 0 }, TASK_GONE);
    });
    const started = await ok<{ status: string; version: number }>(s.operator, insp.startTask, { id: task!.id, version: 0 });
    assert.deepEqual(started, { id: task!.id, status: 'RUNNING', version: 1 });
    const row = await taskRow(task!.id);
    assert.deepEqual([row.status, row.startTime, row.executorName], ['RUNNING', formatDateTime(now()), '演示操作员']);
    await unchanged(s, async () => {
      await refused(s.admin, insp.startTask, { id: task!.id, version: 1 }, '只有待巡检的任务可以开始巡检');
      await refused(s.other, insp.finishTask, { ...finish, version: 1 }, TASK_GONE);
      await refused(s.admin, insp.finishTask, finish, STALE);
      await refused(s.admin, insp.deletePlan, { id: planId }, '该计划有巡检中的任务，请完成后再删除');
    });
    await later(2 * 3_600_000);
    const done = await ok<{ status: string; faultFeedbackId: number | null; nextDueTime: string }>(s.operator, insp.finishTask, {
      ...finish,
      version: 1,
      health: 'B',
    });
    assert.deepEqual(done, {
      id: task!.id,
      status: 'FINISH',
      version: 2,
      faultFeedbackId: null,
      nextDueTime: formatDateTime(new Date(now().getTime() + 30 * DAY)),
    });
    const all = await tasksOfPlan(planId);
    assert.deepEqual(
      all.map((t) => [t.status, t.result, t.health]),
      [
        ['FINISH', 'NORMAL', 'B'],
        ['WAIT', null, null],
      ],
    );
    assert.equal(all[0]!.finished_at!.getTime(), now().getTime());
    await refused(s.admin, insp.finishTask, { ...finish, version: 2 }, '只有巡检中的任务可以完成巡检');
  });

  test('an abnormal result needs a remark and opens a fault report of the well in the same call, with the pictures', async () => {
    const [, , , , w5] = (await wellsOf(s.m1)) as number[];
    const planId = await newPlan([w5!]);
    const [task] = await tasksOfPlan(planId);
    await ok(s.admin, insp.startTask, { id: task!.id, version: 0 });
    const [key, theirKey] = [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.png`];
    await db()
      .insertInto('file')
      .values([
        { key, merchant_id: s.m1, user_id: null, name: 'x.png', size: 10, type: 'image/png', created_at: now() },
        { key: theirKey, merchant_id: s.m2, user_id: null, name: 'y.png', size: 10, type: 'image/png', created_at: now() },
      ])
      .execute();
    const finish = { id: task!.id, version: 1, result: 'ABNORMAL', health: 'C', remark: '水泵异响', pictures: [key] };
    await unchanged(s, async () => {
      await invalid(s.admin, insp.finishTask, { ...finish, remark: '  ' }, '巡检异常时请填写异常说明');
      await invalid(s.admin, insp.finishTask, { ...finish, health: 'D' }, '请选择设备健康度');
      await invalid(s.admin, insp.finishTask, { ...finish, result: 'NORMAL', faultType: 'leak' }, '巡检正常时不能选择故障类型');
      await invalid(s.admin, insp.finishTask, { ...finish, pictures: ['../x'] }, '图片无效，请重新上传');
      await refused(s.admin, insp.finishTask, { ...finish, pictures: [key, theirKey] }, '图片不存在，请重新上传');
    });
    const done = await ok<{ faultFeedbackId: number }>(s.admin, insp.finishTask, { ...finish, faultType: 'pump_noise' });
    const fault = await db().selectFrom('fault_feedback').selectAll().where('id', '=', done.faultFeedbackId).executeTakeFirstOrThrow();
    assert.deepEqual(
      [
        fault.merchant_id,
        fault.business,
        fault.well_id,
        fault.fault_type,
        fault.description,
        fault.pictures,
        fault.reporter_identity,
        fault.reporter_mobile,
        fault.processed,
      ],
      [s.m1, 'well', w5, 'pump_noise', '水泵异响', key, 'merch', '13800000000', 'N'],
    );
    const row = await taskRow(task!.id);
    assert.deepEqual(
      [row.result, row.health, row.remark, row.pictures, row.faultFeedbackId],
      ['ABNORMAL', 'C', '水泵异响', [key], fault.id],
    );
    assert.equal((await openOf(planId)).length, 1, 'the next task');
    // without a chosen type the fault is 其他
    const [next] = await openOf(planId);
    await ok(s.admin, insp.startTask, { id: next!.id, version: 0 });
    const other = await ok<{ faultFeedbackId: number }>(s.admin, insp.finishTask, {
      id: next!.id,
      version: 1,
      result: 'ABNORMAL',
      health: 'B',
      remark: '漏水',
      pictures: [],
    });
    assert.equal(
      (await db().selectFrom('fault_feedback').select('fault_type').where('id', '=', other.faultFeedbackId).executeTakeFirstOrThrow())
        .fault_type,
      'other',
    );
  });

  test('two operators starting or finishing one task at once: one succeeds, the other is told its state', async () => {
    const [, , , , , , w7] = (await wellsOf(s.m1)) as number[];
    const planId = await newPlan([w7!]);
    const [task] = await tasksOfPlan(planId);
    const starts = await Promise.all([s.admin, s.operator].map((c) => c.call(insp.startTask, { id: task!.id, version: 0 })));
    assert.deepEqual(starts.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.ok(
      starts.some((r) => r.body.message === '只有待巡检的任务可以开始巡检'),
      starts.map((r) => r.text).join(),
    );
    const finish = { id: task!.id, version: 1, result: 'ABNORMAL', health: 'B', remark: '电机过热', pictures: [] };
    const faults = async () =>
      Number(
        (
          await db()
            .selectFrom('fault_feedback')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('well_id', '=', w7!)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await faults();
    const finishes = await Promise.all([s.admin, s.operator].map((c) => c.call(insp.finishTask, finish)));
    assert.deepEqual(finishes.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(await faults(), before + 1, 'one fault report');
    assert.deepEqual(
      (await tasksOfPlan(planId)).map((t) => t.status),
      ['FINISH', 'WAIT'],
      'one next task',
    );
  });

  test('findPage: overdue tasks first (most overdue first), then open ones by due time, then finished ones; the overdue filter; merchant scope', async () => {
    const rows = await allTasks();
    const stored = await db().selectFrom('inspection_task').select(['id', 'status', 'due_at']).where('merchant_id', '=', s.m1).execute();
    assert.equal(rows.length, stored.length);
    const isOverdue = (t: { status: string; due_at: Date }) => t.status !== 'FINISH' && t.due_at < now();
    const expected = [...stored].sort(
      (a, b) =>
        Number(isOverdue(b)) - Number(isOverdue(a)) ||
        Number(a.status === 'FINISH') - Number(b.status === 'FINISH') ||
        (a.status === 'FINISH' ? b.due_at.getTime() - a.due_at.getTime() : a.due_at.getTime() - b.due_at.getTime()) ||
        a.id - b.id,
    );
    assert.deepEqual(
      rows.map((r) => r.id),
      expected.map((t) => t.id),
    );
    assert.ok(rows[0]!.overdue, 'the seed has overdue tasks');
    assert.deepEqual(
      rows.map((r) => r.overdue),
      expected.map(isOverdue),
    );
    const overdue = await tasks({ overdue: 'Y' });
    assert.equal(overdue.total, stored.filter(isOverdue).length);
    assert.equal((await tasks({ overdue: 'N' })).total, stored.length - overdue.total);
    // time passes: a waiting task becomes overdue and moves up
    const soon = rows.find((r) => !r.overdue && r.status === 'WAIT') as TaskRow;
    const due = stored.find((t) => t.id === soon.id)!.due_at;
    await later(due.getTime() - now().getTime() + 1000);
    assert.ok((await tasks({ overdue: 'Y' })).records.some((r) => r.id === soon.id));
    const theirs = await allTasks(s.other);
    const mine = new Set(stored.map((t) => t.id));
    assert.ok(theirs.length > 0 && theirs.every((t) => !mine.has(t.id)));
    assert.ok((await tasks({ status: 'FINISH' })).records.every((t) => t.status === 'FINISH' && !t.overdue));
    assert.ok((await tasks({ result: 'ABNORMAL' })).records.every((t) => t.result === 'ABNORMAL' && t.faultFeedbackId !== null));
    await refused(
      s.admin,
      insp.findTaskPage,
      { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' },
      '开始时间不能晚于结束时间',
    );
  });

  test("delete: the plan and its waiting tasks go, its finished ones stay without a plan; another merchant's plan is not found", async () => {
    const [, , , , , w6] = (await wellsOf(s.m1)) as number[];
    const planId = await newPlan([w6!]);
    const [task] = await tasksOfPlan(planId);
    await ok(s.admin, insp.startTask, { id: task!.id, version: 0 });
    await ok(s.admin, insp.finishTask, { id: task!.id, version: 1, result: 'NORMAL', health: 'A', remark: '', pictures: [] });
    await unchanged(s, async () => refused(s.other, insp.deletePlan, { id: planId }, PLAN_GONE).then(() => undefined));
    assert.equal(await ok(s.admin, insp.deletePlan, { id: planId }), null);
    const left = await db()
      .selectFrom('inspection_task')
      .select(['status', 'plan_id'])
      .where('well_id', '=', w6!)
      .where('id', '>=', task!.id)
      .execute();
    assert.deepEqual(left, [{ status: 'FINISH', plan_id: null }]);
    assert.equal((await taskRow(task!.id)).planName, '');
    await refused(s.admin, insp.deletePlan, { id: planId }, PLAN_GONE);
  });

  test('each call needs its permission (1007, nothing written); the view button reads', async () => {
    const viewer = await userWith(s, '16600009901', [P.view]);
    const [task] = (await tasks({ status: 'WAIT' })).records;
    await unchanged(s, async () => {
      for (const [call, input] of [
        [insp.startTask, { id: task!.id, version: task!.version }],
        [insp.deletePlan, { id: 1 }],
        [insp.planOptions, {}],
      ] as const)
        assert.equal((await viewer.call(call, input)).body.errorCode, 1007, call.path);
    });
    assert.ok((await tasks({}, viewer)).total > 0);
    assert.ok((await plans({}, viewer)).total > 0);
  });
});
