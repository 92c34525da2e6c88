// Runs on both engines: a repeated key waits on the first request's row lock, which PGlite's one connection taken in turn and PostgreSQL's pool meet differently.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { wellInspectionCalls as insp } from '../../src/api/contract';
import type { TaskRow } from '../../src/api/contract/well/inspection';
import { newNonce } from './support/client';
import { ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { startWellSuite, type WellSuite } from './support/well';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

const db = () => s.database.db;
const now = () => s.server.clock.now();
const DAY = 86_400_000;

let seq = 0;
/** A running task of a new plan of merchant 1 over one well, inspected by `mobile`: its id and version. */
async function runningTask(wellIndex: number, mobile = '13900000001'): Promise<{ id: number; version: number }> {
  seq += 1;
  const wells = await db().selectFrom('well').select('id').where('merchant_id', '=', s.m1).orderBy('id').execute();
  const inspector = await db().selectFrom('merchant_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const plan = await ok<{ id: number }>(s.admin, insp.savePlan, {
    name: `手机巡检计划${seq}`,
    inspectorId: inspector.id,
    intervalDays: 30,
    wellIds: [wells[wellIndex]!.id],
    enabled: 'Y',
    remark: '',
  });
  const task = await db().selectFrom('inspection_task').select('id').where('plan_id', '=', plan.id).executeTakeFirstOrThrow();
  return ok<{ id: number; version: number }>(s.admin, insp.startTask, { id: task.id, version: 0 });
}

const finishedRows = (taskId: number) =>
  db().selectFrom('inspection_task').select(['status', 'version', 'result']).where('id', '=', taskId).execute();
const faultsOf = async (description: string) =>
  (await db().selectFrom('fault_feedback').select('id').where('description', '=', description).execute()).length;
const keysOf = async (key: string) =>
  (await db().selectFrom('idempotency_key').select('key').where('merchant_id', '=', s.m1).where('key', '=', key).execute()).length;

describe('irrigationWell/inspection/task/finish from a phone: sent again after a lost answer, saved once', () => {
  test('the same key twice answers the first finish and writes nothing more: one result, one fault report, one next task', async () => {
    const task = await runningTask(6);
    const key = newNonce();
    const input = { id: task.id, version: task.version, result: 'ABNORMAL', health: 'B', remark: '手机重发测试', pictures: [] };
    const first = await s.admin.call(insp.finishTask, input, { idempotencyKey: key });
    assert.equal(first.body.errorCode, 0, first.text);
    const openBefore = await db().selectFrom('inspection_task').select('id').where('status', '<>', 'FINISH').execute();
    const again = await s.admin.call(insp.finishTask, { ...input }, { idempotencyKey: key });
    assert.equal(again.body.errorCode, 0, again.text);
    assert.deepEqual(again.body.data, first.body.data, 'the first answer');
    assert.equal(again.body.message, '该操作已处理，返回首次结果');
    assert.deepEqual(await finishedRows(task.id), [{ status: 'FINISH', version: task.version + 1, result: 'ABNORMAL' }]);
    assert.equal(await faultsOf('手机重发测试'), 1, 'one fault report');
    const openAfter = await db().selectFrom('inspection_task').select('id').where('status', '<>', 'FINISH').execute();
    assert.equal(openAfter.length, openBefore.length, 'no second next task');
    assert.equal(await keysOf(key), 1);
  });

  test('two sends of one key at once: one finish, both answered it', async () => {
    const task = await runningTask(7);
    const key = newNonce();
    const input = { id: task.id, version: task.version, result: 'NORMAL', health: 'A', remark: '并发重发', pictures: [] };
    const [a, b] = await Promise.all([
      s.admin.call(insp.finishTask, input, { idempotencyKey: key }),
      s.admin.call(insp.finishTask, input, { idempotencyKey: key }),
    ]);
    assert.deepEqual([a.body.errorCode, b.body.errorCode], [0, 0], `${a.text} ${b.text}`);
    assert.deepEqual(a.body.data, b.body.data);
    assert.deepEqual(await finishedRows(task.id), [{ status: 'FINISH', version: task.version + 1, result: 'NORMAL' }]);
    const remarks = await db().selectFrom('inspection_task').select('id').where('remark', '=', '并发重发').execute();
    assert.equal(remarks.length, 1);
  });

  test('the same key with another result is refused with a message and writes nothing; a new key is told the task is finished', async () => {
    const key = newNonce();
    const task2 = await runningTask(9);
    const input2 = { id: task2.id, version: task2.version, result: 'NORMAL', health: 'A', remark: '', pictures: [] };
    await ok(s.admin, insp.finishTask, input2);
    const keyUsed = newNonce();
    const first = await s.admin.call(insp.finishTask, { ...input2, version: task2.version + 1 }, { idempotencyKey: keyUsed });
    assert.match(first.body.message, /只有巡检中的任务可以完成巡检/, 'a refused call keeps no key');
    assert.equal(await keysOf(keyUsed), 0);
    const task3 = await runningTask(10);
    const input3 = { id: task3.id, version: task3.version, result: 'NORMAL', health: 'A', remark: '', pictures: [] };
    const done = await s.admin.call(insp.finishTask, input3, { idempotencyKey: key });
    assert.equal(done.body.errorCode, 0, done.text);
    await unchanged(s, async () => {
      const changed = await s.admin.call(insp.finishTask, { ...input3, remark: '改了说明' }, { idempotencyKey: key });
      assert.equal(changed.status, 200, changed.text);
      assert.equal(changed.body.errorCode, 1, changed.text);
      assert.equal(changed.body.message, '该幂等键已用于另一笔不同的操作，请重新提交');
      const missing = await s.admin.call(insp.finishTask, input3, { idempotencyKey: null });
      assert.equal(missing.status, 400, missing.text);
      assert.equal(missing.body.message, '缺少幂等键(Idempotency-Key)，请刷新后重试');
    });
  });

  test("another merchant's task is not found, with or without a known key, and nothing is written", async () => {
    const task = await runningTask(11);
    const key = newNonce();
    const input = { id: task.id, version: task.version, result: 'NORMAL', health: 'A', remark: '', pictures: [] };
    await unchanged(s, async () => {
      await refused(s.other, insp.finishTask, input, '巡检任务不存在或已删除');
      const theirs = await s.other.call(insp.finishTask, input, { idempotencyKey: key });
      assert.equal(theirs.body.message, '巡检任务不存在或已删除');
    });
    await s.admin.call(insp.finishTask, input, { idempotencyKey: key });
    await unchanged(s, async () => {
      // the key is the first merchant's: the other one's send with it is its own call, refused as before
      const replayed = await s.other.call(insp.finishTask, input, { idempotencyKey: key });
      assert.equal(replayed.body.errorCode, 1, replayed.text);
      assert.equal(replayed.body.message, '巡检任务不存在或已删除');
    });
  });
});

describe('irrigationWell/inspection/task/findPage for the phone', () => {
  test("mineFirst: the caller's own tasks before the others, each marked mine; the well's coordinates", async () => {
    const wells = await db()
      .selectFrom('well')
      .select(['id', 'longitude', 'latitude'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .execute();
    const admin = await db().selectFrom('merchant_user').select('id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow();
    const plan = await ok<{ id: number }>(s.admin, insp.savePlan, {
      name: '管理员自己的巡检',
      inspectorId: admin.id,
      intervalDays: 90,
      wellIds: [wells[12]!.id, wells[13]!.id],
      enabled: 'Y',
      remark: '',
    });
    // surveyed and not surveyed
    await db().updateTable('well').set({ longitude: 116.397128, latitude: 39.916527 }).where('id', '=', wells[12]!.id).execute();
    await db().updateTable('well').set({ longitude: null, latitude: null }).where('id', '=', wells[13]!.id).execute();
    const page = await ok<Page<TaskRow>>(s.admin, insp.findTaskPage, { size: 50, mineFirst: 'Y' });
    const mine = page.records.filter((r) => r.mine);
    assert.deepEqual(
      mine.map((r) => r.planId),
      [plan.id, plan.id],
    );
    assert.ok(
      page.records.slice(0, 2).every((r) => r.mine),
      'own tasks first',
    );
    assert.ok(
      page.records.some((r) => r.overdue && !r.mine),
      'overdue tasks of others come after',
    );
    const dues = mine.map((r) => r.dueTime);
    assert.deepEqual(dues, [...dues].sort(), 'by due time within');
    const surveyed = mine.find((r) => r.wellId === wells[12]!.id)!;
    assert.deepEqual([surveyed.wellLongitude, surveyed.wellLatitude], [116.397128, 39.916527]);
    const bare = mine.find((r) => r.wellId === wells[13]!.id)!;
    assert.deepEqual([bare.wellLongitude, bare.wellLatitude], [null, null]);
    // without mineFirst, overdue tasks lead as before
    const usual = await ok<Page<TaskRow>>(s.admin, insp.findTaskPage, { size: 50 });
    assert.equal(usual.records[0]!.overdue, true);
    assert.equal(usual.total, page.total);
    // the operator inspects the seeded plans: its own come first, and the admin's are not its own
    const operatorPage = await ok<Page<TaskRow>>(s.operator, insp.findTaskPage, { size: 50, mineFirst: 'Y' });
    assert.ok(operatorPage.records[0]!.mine);
    assert.ok(operatorPage.records.filter((r) => r.planId === plan.id).every((r) => !r.mine));
    const firstOther = operatorPage.records.findIndex((r) => !r.mine);
    assert.ok(
      operatorPage.records.slice(firstOther).every((r) => !r.mine),
      'mine, then the others',
    );
    assert.ok(now().getTime() + 89 * DAY < new Date(`${surveyed.dueTime.replace(' ', 'T')}+08:00`).getTime(), 'not overdue');
  });

  test('mineFirst is Y or N, else refused with a message', async () => {
    const res = await s.admin.call(insp.findTaskPage, { mineFirst: 'yes' });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.success, false);
    assert.ok(typeof res.body.message === 'string' && res.body.message.length > 0);
  });
});
