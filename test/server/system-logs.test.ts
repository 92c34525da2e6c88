import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fertigationAreaCalls,
  fertigationPlaceCalls,
  fertigationTemplateCalls,
  logCalls,
  noticeCalls,
  paramCalls,
  PERSONALIZED_NAME,
} from '../../src/api/contract';
import { audited } from '../../server/audit/audited';
import type { LoginLogRow, OperLogChange, OperLogRow } from '../../src/api/contract/system/logs';
import { formatDateTime, parseDateTime } from '../../server/http/format';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { ok, refused, type Page } from './support/fertigation';
import { serverSuite } from './support/suite';
import { loginToken } from './support/test-server';

let admin: TestClient;
let operator: TestClient;
let other: TestClient;
let m1: number;
let m2: number;
const s = serverSuite({
  setup: async ({ server, database }) => {
    admin = await server.loginAs('13800000000');
    operator = await server.loginAs('13900000001');
    other = await server.loginAs('13700000000');
    [m1, m2] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
  },
});

const at = (text: string) => parseDateTime(text) ?? assert.fail(text);
const JANUARY = { startTime: '2025-01-01 00:00:00', endTime: '2025-01-31 23:59:59' };

describe('plat/loginLog/findPage', () => {
  test("this merchant's logins only, newest first, by keyword (account or name, as text), result and time, paged", async () => {
    const row = (merchantId: number, account: string, userName: string, result: 'success' | 'failure', time: string) => ({
      merchant_id: merchantId,
      user_id: null,
      account,
      user_name: userName,
      ip: '10.0.0.9',
      method: 'password' as const,
      result,
      reason: result === 'failure' ? '密码错误' : '',
      created_at: at(time),
    });
    await s.database.db
      .insertInto('login_log')
      .values([
        row(m1, '13800000000', '演示管理员', 'success', '2025-01-10 08:00:00'),
        row(m1, '13900000001', '演示操作员', 'failure', '2025-01-11 09:00:00'),
        row(m1, '13812345678', '', 'failure', '2025-01-12 10:00:00'),
        ...Array.from({ length: 9 }, (_, i) => row(m1, `1360000000${i}`, `批量${i}`, 'success', `2025-01-20 10:00:0${i}`)),
        row(m2, '13700000000', '二号商户管理员', 'success', '2025-01-15 08:00:00'),
        row(m1, '13800000000', '演示管理员', 'success', '2025-02-01 00:00:00'),
      ])
      .execute();

    const first = await ok<Page<LoginLogRow>>(admin, logCalls.findLoginLogPage, { ...JANUARY, size: 10 });
    assert.equal(first.total, 12);
    assert.deepEqual(
      first.records.slice(0, 2).map((r) => r.account),
      ['13600000008', '13600000007'],
    );
    const second = await ok<Page<LoginLogRow>>(admin, logCalls.findLoginLogPage, { ...JANUARY, size: 10, page: 2 });
    assert.deepEqual(
      second.records.map((r) => [r.account, r.userName, r.result, r.reason, r.loginTime]),
      [
        ['13900000001', '演示操作员', 'failure', '密码错误', '2025-01-11 09:00:00'],
        ['13800000000', '演示管理员', 'success', '', '2025-01-10 08:00:00'],
      ],
    );
    assert.deepEqual(
      second.records.map((r) => [r.ip, r.method]),
      [
        ['10.0.0.9', 'password'],
        ['10.0.0.9', 'password'],
      ],
    );

    const accounts = async (c: TestClient, filter: Record<string, unknown>) =>
      (await ok<Page<LoginLogRow>>(c, logCalls.findLoginLogPage, { ...JANUARY, ...filter })).records.map((r) => r.account);
    assert.deepEqual(await accounts(admin, { keyword: '演示' }), ['13900000001', '13800000000']);
    assert.deepEqual(await accounts(admin, { keyword: '1381' }), ['13812345678']);
    assert.deepEqual(await accounts(admin, { keyword: '%' }), []);
    assert.deepEqual(await accounts(admin, { keyword: '二号' }), []);
    assert.deepEqual(await accounts(admin, { result: 'failure' }), ['13812345678', '13900000001']);
    assert.deepEqual(await accounts(admin, { startTime: '2025-01-11 09:00:00', endTime: '2025-01-12 10:00:00' }), [
      '13812345678',
      '13900000001',
    ]);
    assert.deepEqual(await accounts(other, {}), ['13700000000']);
    await refused(
      admin,
      logCalls.findLoginLogPage,
      { startTime: '2025-01-12 00:00:00', endTime: '2025-01-11 00:00:00' },
      '开始时间不能晚于结束时间',
    );
    assert.equal((await operator.call(logCalls.findLoginLogPage, {})).body.errorCode, 1007);
  });

  test("a login and a failed login of this merchant's account are logged with the address", async () => {
    s.server.clock.advance(60_000);
    const since = formatDateTime(s.server.clock.now());
    await loginToken(s.server.client(), '13800000000', 'Irr@2026');
    await assert.rejects(loginToken(s.server.client(), '13800000000', 'Wrong@2026'));
    const page = await ok<Page<LoginLogRow>>(admin, logCalls.findLoginLogPage, { startTime: since, keyword: '13800000000' });
    assert.deepEqual(
      page.records.map((r) => [r.account, r.userName, r.result, r.ip]),
      [
        ['13800000000', '演示管理员', 'failure', '127.0.0.1'],
        ['13800000000', '演示管理员', 'success', '127.0.0.1'],
      ],
    );
    assert.notEqual((page.records[0] as LoginLogRow).reason, '');
    assert.equal((await ok<Page<LoginLogRow>>(other, logCalls.findLoginLogPage, { startTime: since })).total, 0);
  });
});

describe('plat/operLog/findPage and findById', () => {
  test('each write is one operation named by its menu button (新增 or 编辑 for a save), newest first, with its changes', async () => {
    s.server.clock.advance(1000);
    const since = formatDateTime(s.server.clock.now());
    const step = () => s.server.clock.advance(1000);
    const place = await ok<{ id: number; version: number }>(admin, fertigationPlaceCalls.savePlace, {
      name: '日志村',
      areaCode: '130109',
      address: '',
      managerName: '',
      managerMobile: '',
    });
    step();
    await ok(admin, fertigationPlaceCalls.savePlace, {
      id: place.id,
      version: place.version,
      name: '日志村二',
      areaCode: '130109',
      address: '东街',
      managerName: '',
      managerMobile: '',
    });
    step();
    const area = await ok<{ id: number; version: number }>(admin, fertigationAreaCalls.save, {
      cd: 'LOG-A1',
      name: '日志区',
      placeId: place.id,
      acreageMu: 10,
      crop: '',
      remark: '',
    });
    step();
    await ok(admin, fertigationAreaCalls.save, {
      id: area.id,
      version: area.version,
      cd: 'LOG-A1',
      name: '日志区二',
      placeId: place.id,
      acreageMu: 12,
      crop: '',
      remark: '',
    });
    step();
    const adminId = (
      await s.database.db.selectFrom('merchant_user').select('id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow()
    ).id;
    const notice = await s.database.db
      .selectFrom('notice')
      .select('id')
      .where('merchant_id', '=', m1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notice_read')
              .select('notice_id')
              .whereRef('notice_read.notice_id', '=', 'notice.id')
              .where('notice_read.user_id', '=', adminId),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ok(admin, noticeCalls.isRead, { noticeId: notice.id });

    const page = await ok<Page<OperLogRow>>(admin, logCalls.findOperLogPage, { startTime: since });
    assert.deepEqual(
      page.records.map((r) => [r.operation, r.path]),
      [
        ['标记已读', 'irrigationWell/notice/isRead'],
        ['区域管理 · 编辑区域', 'fertigation/area/save'],
        ['区域管理 · 新增区域', 'fertigation/area/save'],
        ['村镇管理 · 编辑村镇', 'fertigation/place/savePlace'],
        ['村镇管理 · 新增村镇', 'fertigation/place/savePlace'],
      ],
    );
    assert.ok(page.records.every((r) => r.operatorName === '演示管理员' && r.operatorMobile === '13800000000' && r.ip === '127.0.0.1'));
    assert.deepEqual(
      page.records.map((r) => r.operTime),
      [...page.records.map((r) => r.operTime)].sort().reverse(),
    );

    const placeEdit = page.records[3] as OperLogRow;
    const detail = await ok<OperLogRow & { changes: OperLogChange[] }>(admin, logCalls.findOperLogById, { id: placeEdit.id });
    assert.equal(detail.changeCount, placeEdit.changeCount);
    assert.equal(detail.changes.length, detail.changeCount);
    assert.equal(detail.operation, '村镇管理 · 编辑村镇');
    const change = detail.changes.find((c) => c.table === 'place') ?? assert.fail(JSON.stringify(detail.changes));
    assert.equal(change.action, 'update');
    assert.equal(change.rowId, String(place.id));
    assert.deepEqual(
      [change.before?.name, change.before?.address, change.after?.name, change.after?.address],
      ['日志村', '', '日志村二', '东街'],
    );
    const read = await ok<OperLogRow & { changes: OperLogChange[] }>(admin, logCalls.findOperLogById, {
      id: (page.records[0] as OperLogRow).id,
    });
    assert.deepEqual(
      read.changes.map((c) => [c.table, c.action, c.rowId, c.before, c.after?.user_id]),
      [['notice_read', 'insert', `${notice.id}:${adminId}`, null, adminId]],
    );

    const operations = async (filter: Record<string, unknown>) =>
      (await ok<Page<OperLogRow>>(admin, logCalls.findOperLogPage, { startTime: since, ...filter })).records.map((r) => r.operation);
    assert.deepEqual(await operations({ keyword: '编辑村镇' }), ['村镇管理 · 编辑村镇']);
    assert.deepEqual(await operations({ keyword: '新增' }), ['区域管理 · 新增区域', '村镇管理 · 新增村镇']);
    assert.deepEqual(await operations({ keyword: '已读' }), ['标记已读']);
    assert.deepEqual(await operations({ keyword: 'area/save' }), ['区域管理 · 编辑区域', '区域管理 · 新增区域']);
    assert.equal((await operations({ keyword: '1380000' })).length, 5);
    assert.equal((await operations({ keyword: '演示管理员' })).length, 5);
    assert.deepEqual(await operations({ keyword: '操作员' }), []);
    assert.deepEqual(await operations({ keyword: '%' }), []);
    const third = page.records[2] as OperLogRow;
    assert.deepEqual(await operations({ startTime: third.operTime, endTime: third.operTime }), ['区域管理 · 新增区域']);
  });

  test('a template saved twice, the names saved; calls without a permission by their own name or their path', async () => {
    s.server.clock.advance(1000);
    const since = formatDateTime(s.server.clock.now());
    const area = await s.database.db.selectFrom('area').select('id').where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow();
    const steps = [{ areaId: area.id, valveId: null, durationMinutes: 15, tankARatio: 0, tankBRatio: 0, tankCRatio: 0 }];
    const saved = await ok<{ id: number; version: number }>(admin, fertigationTemplateCalls.save, {
      name: '日志模板',
      crop: '',
      remark: '',
      steps,
    });
    s.server.clock.advance(1000);
    await ok(admin, fertigationTemplateCalls.save, { ...saved, name: '日志模板二', crop: '', remark: '', steps: [...steps, ...steps] });
    s.server.clock.advance(1000);
    await ok(admin, paramCalls.editParam, {
      paramCd: PERSONALIZED_NAME,
      paramValue: { equipment: '泵', equipmentName: '泵号', equipmentAdmin: '泵长', place: '片' },
    });
    // The password change and any call the log does not know write under their own actor (server/audit/audited.ts).
    const user = await s.database.db
      .selectFrom('merchant_user')
      .select(['id', 'name', 'mobile'])
      .where('mobile', '=', '13900000001')
      .executeTakeFirstOrThrow();
    for (const path of ['bind/changePassword/changePassword', 'some/new/call']) {
      s.server.clock.advance(1000);
      const actor = {
        merchantId: m1,
        userId: user.id,
        userName: user.name,
        userMobile: user.mobile,
        ip: '10.1.2.3',
        path,
        permission: '',
        at: s.server.clock.now().toISOString(),
      };
      await audited(s.database.db, actor, (trx) =>
        trx
          .updateTable('merchant_user')
          .set((eb) => ({ version: eb('version', '+', 1), password_hash: 'x' }))
          .where('id', '=', user.id)
          .execute(),
      );
    }
    const page = await ok<Page<OperLogRow>>(admin, logCalls.findOperLogPage, { startTime: since });
    assert.deepEqual(
      page.records.map((r) => [r.operation, r.operatorName, r.ip, r.changeCount]),
      [
        ['some/new/call', '演示操作员', '10.1.2.3', 1],
        ['修改密码', '演示操作员', '10.1.2.3', 1],
        ['个性化设置 · 保存设置', '演示管理员', '127.0.0.1', 1],
        ['施肥模板 · 编辑模板', '演示管理员', '127.0.0.1', 4],
        ['施肥模板 · 新增模板', '演示管理员', '127.0.0.1', 2],
      ],
    );
    const password = await ok<OperLogRow & { changes: OperLogChange[] }>(admin, logCalls.findOperLogById, {
      id: (page.records[1] as OperLogRow).id,
    });
    const change = password.changes[0] ?? assert.fail();
    assert.equal(change.table, 'merchant_user');
    assert.ok(!('password_hash' in (change.before ?? {})) && !('password_hash' in (change.after ?? {})));
    assert.equal(Number(change.after?.version), Number(change.before?.version) + 1);
    const named = async (keyword: string) =>
      (await ok<Page<OperLogRow>>(admin, logCalls.findOperLogPage, { startTime: since, keyword })).records.map((r) => r.operation);
    assert.deepEqual(await named('修改密码'), ['修改密码']);
    assert.deepEqual(await named('模板'), ['施肥模板 · 编辑模板', '施肥模板 · 新增模板']);
    assert.deepEqual(await named('编辑模板'), ['施肥模板 · 编辑模板']);
    assert.deepEqual(await named('13900000001'), ['some/new/call', '修改密码']);
  });

  test('another merchant sees none of these operations and cannot open one; without the permission 1007; reads log nothing', async () => {
    const mine = await ok<Page<OperLogRow>>(admin, logCalls.findOperLogPage, {});
    assert.ok(mine.total >= 5);
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    // the other merchant's log holds its own administrator's logins only
    const theirs = await ok<Page<OperLogRow>>(other, logCalls.findOperLogPage, {});
    assert.deepEqual([...new Set(theirs.records.map((r) => `${r.path} ${r.operatorMobile}`))], ['login/login 13700000000']);
    await refused(other, logCalls.findOperLogById, { id: (mine.records[0] as OperLogRow).id }, '操作记录不存在');
    await refused(admin, logCalls.findOperLogById, { id: 2_000_000_000 }, '操作记录不存在');
    assert.equal((await operator.call(logCalls.findOperLogPage, {})).body.errorCode, 1007);
    assert.equal((await operator.call(logCalls.findOperLogById, { id: (mine.records[0] as OperLogRow).id })).body.errorCode, 1007);
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
    const count = await s.database.db
      .selectFrom('oper_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', m2)
      .where('path', '<>', 'login/login')
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });
});
