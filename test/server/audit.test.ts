import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import * as contract from '../../src/api/contract';
import { CALL_TABLE, permissionsOf } from '../../src/api/contract/call-table';
import type { CallDef } from '../../src/api/contract/define-call';
import { AUDIT_EXEMPT_TABLES, AUDITED_TABLES } from '../../server/audit/audit-tables';
import { encryptPassword, type TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { ok } from './support/fertigation';
import { lastOperId, operationsSince, type LoggedOperation } from './support/oper-log';
import { serverSuite } from './support/suite';

const {
  fertigationEquipCalls: equip,
  fertigationImportCalls: imports,
  fertigationRecordCalls: fRecord,
  fertigationTemplateCalls: template,
  fertigationValveCalls: valve,
  wellEquipCalls: well,
  noticeCalls,
  paramCalls,
  roleCalls,
  userCalls,
  loginCalls,
  fileCalls,
} = contract;

const ADMIN = { mobile: '13800000000', name: '演示管理员' };
let admin: TestClient;
let adminId: number;
let m1: number;
const s = serverSuite({
  setup: async ({ server, database }) => {
    admin = await server.loginAs(ADMIN.mobile);
    adminId = (await database.db.selectFrom('merchant_user').select('id').where('mobile', '=', ADMIN.mobile).executeTakeFirstOrThrow()).id;
    m1 = (await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  },
});

/** Bookkeeping a call writes whatever its outcome (the nonce, the session's last-seen time). */
const BOOKKEEPING = ['nonce', 'session'];

/** Runs a successful call and returns the one operation it logged, checked for its actor. */
async function oneOperation(call: CallDef, input: Record<string, unknown>, opts: { form?: FormData } = {}): Promise<LoggedOperation> {
  const since = await lastOperId(s.database.db);
  const res = await admin.call(call, input, opts);
  assert.equal(res.body?.errorCode, 0, `${call.path}: ${res.text}`);
  const logged = await operationsSince(s.database.db, since);
  assert.equal(logged.length, 1, `${call.path} logged ${logged.length} operations`);
  const op = logged[0] as LoggedOperation;
  assert.deepEqual(
    [op.merchant_id, op.user_id, op.user_name, op.user_mobile, op.ip, op.path, op.permission],
    [m1, adminId, ADMIN.name, ADMIN.mobile, '127.0.0.1', call.path, permissionsOf(call.access)?.[0] ?? ''],
  );
  assert.equal(op.created_at.getTime(), s.server.clock.now().getTime());
  assert.ok(op.changes.length > 0);
  for (const c of op.changes) {
    assert.ok(!('password_hash' in (c.before ?? {})) && !('password_hash' in (c.after ?? {})), `${c.table}: a password hash in the log`);
    assert.equal(c.before === null, c.action === 'insert');
    assert.equal(c.after === null, c.action === 'delete');
  }
  return op;
}

const changesOf = (op: LoggedOperation, table: string) => op.changes.filter((c) => c.table === table);
const only = <T>(items: T[], what: string): T => {
  assert.equal(items.length, 1, what);
  return items[0] as T;
};

describe('the operation log covers every table', () => {
  test("the seed logged nothing; the set-up's logins logged their stamp on the account, nothing else", async () => {
    const n = await sql<{ n: string | number }>`select count(*) as n from oper_log where path <> 'login/login'`.execute(s.database.db);
    assert.equal(Number(n.rows[0]?.n), 0);
    const changes = (
      await sql<{ table_name: string; fields: string }>`
      select c.table_name, (select string_agg(key, ',' order by key) from jsonb_each(c.after) a
        where a.value is distinct from c.before -> a.key) as fields
      from oper_log_change c join oper_log o on o.id = c.oper_id`.execute(s.database.db)
    ).rows;
    assert.ok(changes.length > 0);
    for (const c of changes) assert.deepEqual([c.table_name, c.fields], ['merchant_user', 'last_login_at']);
  });

  test('every table is either audited or exempt for a reason, and every audited table has the trigger', async () => {
    const tables = // a partition (well_reading's days) is its parent's
      (
        await sql<{ tablename: string }>`select t.tablename from pg_tables t join pg_class c on c.relname = t.tablename
        where t.schemaname = 'public' and not c.relispartition order by t.tablename`.execute(s.database.db)
      ).rows.map((r) => r.tablename);
    assert.ok(tables.length > 30);
    for (const table of tables) {
      const decided = Number(table in AUDITED_TABLES) + Number(table in AUDIT_EXEMPT_TABLES);
      assert.equal(decided, 1, `${table}: in AUDITED_TABLES or AUDIT_EXEMPT_TABLES (server/audit/audit-tables.ts), and in one only`);
    }
    for (const table of [...Object.keys(AUDITED_TABLES), ...Object.keys(AUDIT_EXEMPT_TABLES)])
      assert.ok(tables.includes(table), `${table} is a table`);
    const triggered = (
      await sql<{ relname: string }>`
      select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'audit_change' order by c.relname`.execute(s.database.db)
    ).rows.map((r) => r.relname);
    assert.deepEqual(triggered, Object.keys(AUDITED_TABLES).sort());
    const columns = (
      await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = 'public'`.execute(s.database.db)
    ).rows;
    for (const [table, keys] of Object.entries(AUDITED_TABLES)) {
      for (const key of keys)
        assert.ok(
          columns.some((c) => c.table_name === table && c.column_name === key),
          `${table}.${key}`,
        );
    }
  });
});

describe('a successful write is one operation with its before and after images', () => {
  test('fertigation: a template with its steps', async () => {
    const area = await s.database.db.selectFrom('area').select('id').where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow();
    const op = await oneOperation(template.save, {
      name: '审计模板',
      crop: '小麦',
      remark: '',
      steps: [
        { areaId: area.id, valveId: null, durationMinutes: 30, tankARatio: 0, tankBRatio: 0, tankCRatio: 0 },
        { areaId: area.id, valveId: null, durationMinutes: 20, tankARatio: 50, tankBRatio: 30, tankCRatio: 20 },
      ],
    });
    const row = only(changesOf(op, 'fertigation_template'), 'template row');
    assert.deepEqual([row.action, row.after?.name, row.after?.crop, row.after?.merchant_id], ['insert', '审计模板', '小麦', m1]);
    const steps = changesOf(op, 'template_step');
    assert.deepEqual(
      steps.map((c) => [c.action, c.after?.duration_minutes, c.after?.template_id]),
      [
        ['insert', 30, Number(row.rowId)],
        ['insert', 20, Number(row.rowId)],
      ],
    );
    assert.deepEqual(
      steps.map((c) => c.rowId),
      steps.map((c) => `${row.rowId}:${String(c.after?.sort)}`),
    );
  });

  test('wells: an edit of a well', async () => {
    const w = await s.database.db.selectFrom('well').selectAll().where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow();
    const op = await oneOperation(well.edit, {
      id: w.id,
      version: w.version,
      name: `${w.name}改`,
      placeId: w.place_id,
      transformer: w.transformer,
      keeperName: w.keeper_name,
      keeperMobile: w.keeper_mobile,
      location: w.location,
      longitude: null,
      latitude: null,
      permitVolume: 12_345,
      permitNo: '审计许可',
    });
    const change = only(changesOf(op, 'well'), 'well row');
    assert.deepEqual(
      [change.action, change.rowId, change.before?.name, change.after?.name, change.after?.version],
      ['update', String(w.id), w.name, `${w.name}改`, w.version + 1],
    );
    assert.deepEqual([change.after?.permit_liters, change.after?.permit_no], [12_345_000, '审计许可'], 'the permit as every field');
  });

  test('records: a cancel', async () => {
    const r = await s.database.db
      .selectFrom('usage_record')
      .select(['id', 'status'])
      .where('merchant_id', '=', m1)
      .where('business', '=', 'fertigation')
      .where('status', 'in', ['TO_RUN', 'RUNNING'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const op = await oneOperation(fRecord.cancel, { id: r.id, cancelRemark: '审计取消' });
    const change = only(changesOf(op, 'usage_record'), 'record row');
    assert.deepEqual(
      [change.rowId, change.before?.status, change.after?.status, change.after?.cancel_remark],
      [String(r.id), r.status, 'CANCEL', '审计取消'],
    );
    assert.deepEqual(changesOf(op, 'record_tally'), []);
  });

  test('notices: a read', async () => {
    const n = await s.database.db
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
    const op = await oneOperation(noticeCalls.isRead, { noticeId: n.id });
    const change = only(op.changes, 'one change');
    assert.deepEqual(
      [change.table, change.action, change.rowId, change.after?.user_id],
      ['notice_read', 'insert', `${n.id}:${adminId}`, adminId],
    );
  });

  test('personalised names: a save', async () => {
    const op = await oneOperation(paramCalls.editParam, {
      paramCd: contract.PERSONALIZED_NAME,
      paramValue: { equipment: '机泵', equipmentName: '机泵编号', equipmentAdmin: '泵长', place: '片区' },
    });
    const change = only(changesOf(op, 'merchant_param'), 'param row');
    assert.equal(change.rowId, `${m1}:${contract.PERSONALIZED_NAME}`);
    assert.match(JSON.stringify(change.after), /机泵编号/);
  });

  test('roles and users: an add of each, a user update; no password hash in any image', async () => {
    const menus = await s.database.db.selectFrom('menu').select('id').where('permission', '=', 'fertigation:place:view').execute();
    const roleOp = await oneOperation(roleCalls.save, { name: '审计角色', remark: '', menuIds: menus.map((m) => m.id) });
    const role = only(changesOf(roleOp, 'role'), 'role row');
    assert.deepEqual([role.action, role.after?.name, role.after?.merchant_id], ['insert', '审计角色', m1]);
    assert.ok(changesOf(roleOp, 'role_menu').length >= 1);
    const roleId = Number(role.rowId);

    const key = await admin.call<{ publicKey: string }>(loginCalls.publicKey, {}, { token: null });
    const userOp = await oneOperation(userCalls.add, {
      mobile: '13611112222',
      name: '审计用户',
      roleIds: [roleId],
      enabled: 'Y',
      password: encryptPassword(key.body.data.publicKey, 'Audit@2026x'),
    });
    const user = only(changesOf(userOp, 'merchant_user'), 'user row');
    assert.deepEqual([user.action, user.after?.mobile, user.after?.merchant_id], ['insert', '13611112222', m1]);
    assert.deepEqual(
      changesOf(userOp, 'user_role').map((c) => c.after?.role_id),
      [roleId],
    );

    const stored = await s.database.db
      .selectFrom('merchant_user')
      .select(['id', 'version'])
      .where('mobile', '=', '13611112222')
      .executeTakeFirstOrThrow();
    const updateOp = await oneOperation(userCalls.update, {
      id: stored.id,
      version: stored.version,
      mobile: '13611112222',
      name: '审计用户二',
      roleIds: [roleId],
      enabled: 'N',
    });
    const updated = only(changesOf(updateOp, 'merchant_user'), 'user row');
    assert.deepEqual([updated.before?.name, updated.after?.name, updated.after?.enabled], ['审计用户', '审计用户二', false]);
  });

  test('files: an upload', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'audit.png');
    const op = await oneOperation(fileCalls.uploadFile, {}, { form });
    const change = only(op.changes, 'one change');
    assert.deepEqual([change.table, change.action, change.after?.name, change.after?.user_id], ['file', 'insert', 'audit.png', adminId]);
  });
});

describe('a refused write logs nothing and changes nothing', () => {
  /** Refused with errorCode 1 after the handler may have written; every table as before. */
  async function refusedUnchanged(call: CallDef, input: Record<string, unknown>, message: RegExp): Promise<void> {
    const since = await lastOperId(s.database.db);
    const before = await snapshot(s.database.db, BOOKKEEPING);
    const res = await admin.call(call, input);
    assert.equal(res.body?.errorCode, 1, `${call.path}: ${res.text}`);
    assert.match(res.body.message, message);
    assert.deepEqual(await operationsSince(s.database.db, since), []);
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
  }

  /** A machine of merchant 1 and an area of its place served by another machine. */
  async function machineAndTakenArea() {
    const row = await s.database.db
      .selectFrom('fertigation_equip as e')
      .innerJoin('area', (j) => j.onRef('area.place_id', '=', 'e.place_id'))
      .innerJoin('equip_area as ea', 'ea.area_id', 'area.id')
      .select(['e.id', 'e.version', 'e.name', 'e.place_id', 'e.equip_type_id', 'area.id as area_id'])
      .where('e.merchant_id', '=', m1)
      .whereRef('ea.equip_id', '<>', 'e.id')
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    return row;
  }

  test('an edit that updated the machine, then found an area taken', async () => {
    const m = await machineAndTakenArea();
    await refusedUnchanged(
      equip.edit,
      {
        id: m.id,
        version: m.version,
        name: '审计改名',
        equipTypeId: m.equip_type_id,
        areaIds: [m.area_id],
        keeperName: '',
        keeperMobile: '',
        remark: '',
      },
      /已绑定设备/,
    );
  });

  test('an add that inserted the machine and its parameters, then found an area taken', async () => {
    const m = await machineAndTakenArea();
    await refusedUnchanged(
      equip.save,
      {
        cd: 'AUDIT-E1',
        placeId: m.place_id,
        name: '审计设备',
        equipTypeId: m.equip_type_id,
        areaIds: [m.area_id],
        keeperName: '',
        keeperMobile: '',
        remark: '',
      },
      /已绑定设备/,
    );
  });

  test('a stale version and a CSV with one bad row', async () => {
    const v = await s.database.db.selectFrom('valve').selectAll().where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow();
    await refusedUnchanged(
      valve.saveValve,
      {
        id: v.id,
        version: v.version + 5,
        cd: v.cd,
        name: '审计阀',
        areaId: v.area_id,
        equipId: v.equip_id,
        enabled: v.enabled,
        remark: '',
      },
      /刷新/,
    );
    const area = await s.database.db.selectFrom('area').select('cd').where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow();
    const file = `阀门名称,编号,区域编号\r\n审计阀1,AUDIT-V1,${area.cd}\r\n审计阀2,AUDIT-V2,NO-SUCH-AREA\r\n`;
    await refusedUnchanged(imports.importValveCsv, { content: Buffer.from(file).toString('base64') }, /导入|失败|错误|NO-SUCH-AREA/);
  });
});

test('reads log nothing and change nothing', async () => {
  const reads = [...CALL_TABLE.values()].filter(
    (c) =>
      typeof c.access === 'object' &&
      /\/(find|list|get|check|summary|picturePrefix|areaList|placeList)/i.test(`/${c.path.split('/').pop() ?? ''}`),
  );
  assert.ok(reads.length >= 25, `${reads.length} reads`);
  const since = await lastOperId(s.database.db);
  const before = await snapshot(s.database.db, BOOKKEEPING);
  let answered = 0;
  for (const call of reads) {
    const res = await admin.call(call, {});
    if (res.body?.errorCode === 0) answered += 1;
  }
  const w = await s.database.db.selectFrom('well').select('id').where('merchant_id', '=', m1).executeTakeFirstOrThrow();
  await ok(admin, well.findById, { id: w.id });
  assert.ok(answered >= 20, `${answered} reads answered`);
  assert.deepEqual(await operationsSince(s.database.db, since), []);
  assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
});
