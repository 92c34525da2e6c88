import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as contract from '../../src/api/contract';
import { CALL_TABLE } from '../../src/api/contract/call-table';
import type { CallDef } from '../../src/api/contract/define-call';
import { GLOBAL_ID_CALLS, GLOBAL_ID_FIELDS, idFields, merchantRows, ROW_INPUTS, type MerchantRows } from './support/call-inputs';
import { encryptPassword, type ApiResponse, type TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { lastOperId } from './support/oper-log';
import { serverSuite } from './support/suite';

const {
  fertigationValveCalls: valve,
  fertigationEquipCalls: equip,
  fertigationTemplateCalls: template,
  userCalls,
  roleCalls,
  loginCalls,
  noticeCalls,
} = contract;

/** Tables any call writes, refused or not: the nonce and the session's last-seen time. */
const BOOKKEEPING = ['nonce', 'session'];
const ROW_KEY = /^id$|Ids?$|^steps$/;

let admin: TestClient;
let other: TestClient;
let rows1: MerchantRows;
let rows2: MerchantRows;
let password: string;
/** Merchant 1's role that holds the user buttons only, and the one with the role buttons and one page. */
let userManagerRole: number;
let roleEditorRole: number;

const s = serverSuite({
  setup: async ({ server, database: { db } }) => {
    admin = await server.loginAs('13800000000');
    other = await server.loginAs('13700000000');
    const [m1, m2] = (await db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
    // one operation in each merchant's log, so that the log's findById has a row to name
    for (const [c, m] of [
      [admin, m1],
      [other, m2],
    ] as const) {
      const notice = await db
        .selectFrom('notice')
        .select('id')
        .where('merchant_id', '=', m)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal((await c.call(noticeCalls.isRead, { noticeId: notice.id })).body.errorCode, 0);
    }
    rows1 = await merchantRows(db, m1);
    rows2 = await merchantRows(db, m2);
    const key = await server.client().call<{ publicKey: string }>(loginCalls.publicKey, {}, { token: null });
    password = encryptPassword(key.body.data.publicKey, 'Walk@2026x');

    const { password_hash } = await db
      .selectFrom('merchant_user')
      .select('password_hash')
      .where('mobile', '=', '13800000000')
      .executeTakeFirstOrThrow();
    const limited = async (name: string, mobile: string, permissions: string[], pages: string[]) => {
      const role = await db
        .insertInto('role')
        .values({ merchant_id: m1, name, remark: '', grants_all: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      const menus = await db
        .selectFrom('menu')
        .select('id')
        .where('user_type', '=', 'merchant')
        .where((eb) => eb.or([eb('permission', 'in', permissions), eb('path', 'in', pages)]))
        .execute();
      await db
        .insertInto('role_menu')
        .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
        .execute();
      const user = await db
        .insertInto('merchant_user')
        .values({
          merchant_id: m1,
          code: mobile,
          mobile,
          name,
          password_hash,
          enabled: true,
          user_type: 'merchant',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
      return role.id;
    };
    userManagerRole = await limited('用户专员', '16699990001', ['plat:user:findPage', 'plat:user:add', 'plat:user:edit'], ['/system/user']);
    roleEditorRole = await limited(
      '角色专员',
      '16699990002',
      ['plat:role:findPage', 'plat:role:add', 'fertigation:place:view'],
      ['/system/role', '/fertigation/place'],
    );
  },
});

/** A success that reveals nothing: an empty page or list, or a code check. */
function revealsNothing(path: string, data: unknown): boolean {
  if (data === null) return true;
  if (Array.isArray(data)) return data.length === 0;
  const d = data as Record<string, unknown>;
  if (Array.isArray(d.records)) return d.records.length === 0 && d.total === 0;
  // a list by ids (the monitor's sparklines): none of the rows asked
  if (Array.isArray(d.rows)) return d.rows.length === 0;
  if (path === 'plat/user/checkMobilePhone') return Object.keys(d).join() === 'available' && d.available === false;
  return path.endsWith('/checkCd') && Object.keys(d).join() === 'available';
}

/** Texts only merchant 1's rows hold (codes, names, mobiles), as JSON strings. */
async function merchant1Texts(): Promise<string[]> {
  const db = s.database.db;
  const m = rows1.merchantId;
  const texts = [
    ...(await db.selectFrom('place').select('name as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('area').select('cd as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('valve').select('cd as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('fertigation_equip').select('cd as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('well').select('cd as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('usage_record').select('order_no as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('merchant_user').select('mobile as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('role').select('name as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('card').select('card_no as t').where('merchant_id', '=', m).execute()),
    ...(await db.selectFrom('farmer').select('id_card as t').where('merchant_id', '=', m).execute()),
  ].map((r) => JSON.stringify(r.t));
  return [...new Set(texts)];
}

/**
 * Refused as the business refuses (not by the schema: the input was well-formed), or answered
 * with nothing (`leaks` undefined) or with nothing of merchant 1 (none of `leaks` in the answer).
 */
async function refusedOrEmpty(
  c: TestClient,
  call: CallDef,
  input: Record<string, unknown>,
  what: string,
  leaks?: string[],
): Promise<ApiResponse> {
  const since = await lastOperId(s.database.db);
  const res = await c.call(call, input);
  const label = `${call.path} ${what} ${JSON.stringify(input).slice(0, 160)}: ${res.text.slice(0, 200)}`;
  assert.equal(res.status, 200, label);
  if (res.body === undefined) {
    // a file (an export): no line of merchant 1, nothing of its rows
    if (leaks) assert.ok(!leaks.some((t) => res.text.includes(JSON.parse(t) as string)), `exported merchant 1's data: ${label}`);
    else assert.equal(res.text.trim().split('\r\n').length, 1, `exported rows: ${label}`);
  } else if (res.body.errorCode === 0 && leaks) {
    const answer = JSON.stringify(res.body.data);
    assert.ok(!leaks.some((t) => answer.includes(t)), `answered with merchant 1's data: ${label}`);
  } else if (res.body.errorCode === 0) assert.ok(revealsNothing(call.path, res.body.data), `answered with merchant 1's data: ${label}`);
  else assert.ok(res.body.message !== '', label);
  assert.equal(await lastOperId(s.database.db), since, `wrote: ${label}`);
  return res;
}

describe('object-level authorization', () => {
  test("every call whose input names a row has an input built from a merchant's rows (test/server/support/call-inputs.ts)", () => {
    for (const call of CALL_TABLE.values()) {
      const fields = idFields(call.request).filter((f) => !GLOBAL_ID_FIELDS.includes(f));
      if (fields.length === 0 || GLOBAL_ID_CALLS.includes(call.path)) continue;
      assert.ok(call.path in ROW_INPUTS, `${call.path} names rows (${fields.join(', ')}): add it to ROW_INPUTS`);
    }
    for (const path of Object.keys(ROW_INPUTS)) assert.ok(CALL_TABLE.has(path), `${path} is not a call`);
  });

  test("the other merchant's administrator can neither read nor change a row of merchant 1 by its id", async () => {
    const before = await snapshot(s.database.db, BOOKKEEPING);
    for (const [path, build] of Object.entries(ROW_INPUTS)) {
      await refusedOrEmpty(other, CALL_TABLE.get(path) as CallDef, build(rows1, password), "with merchant 1's rows");
    }
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
  });

  test('nor by naming one row of merchant 1 among its own', async () => {
    const before = await snapshot(s.database.db, BOOKKEEPING);
    const leaks = await merchant1Texts();
    assert.ok(leaks.length > 100);
    let mixed = 0;
    for (const [path, build] of Object.entries(ROW_INPUTS)) {
      const own = build(rows2, password);
      const foreign = build(rows1, password);
      for (const key of Object.keys(foreign).filter((k) => ROW_KEY.test(k))) {
        if (JSON.stringify(own[key]) === JSON.stringify(foreign[key])) continue;
        await refusedOrEmpty(other, CALL_TABLE.get(path) as CallDef, { ...own, [key]: foreign[key] }, `with merchant 1's ${key}`, leaks);
        mixed += 1;
      }
    }
    assert.ok(mixed >= 50, `${mixed}`);
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
  });
});

describe('fields a caller may not set', () => {
  test("another merchant's rows in a write of merchant 1 are refused", async () => {
    const before = await snapshot(s.database.db, BOOKKEEPING);
    const v = rows1.valve;
    await refusedOrEmpty(
      admin,
      valve.saveValve,
      {
        id: v.id,
        version: v.version,
        cd: v.cd,
        name: '阀',
        areaId: rows2.area.id,
        equipId: null,
        enabled: 'Y',
        remark: '',
      },
      "with merchant 2's area",
    );
    await refusedOrEmpty(
      admin,
      valve.saveValve,
      { cd: 'WALK-V1', name: '阀', areaId: rows2.area.id, equipId: rows2.equip.id, enabled: 'Y', remark: '' },
      "new, merchant 2's area",
    );
    await refusedOrEmpty(
      admin,
      userCalls.add,
      { mobile: '13633334444', name: '越权', roleIds: [rows2.role.id], enabled: 'Y', password },
      "with merchant 2's role",
    );
    await refusedOrEmpty(
      admin,
      equip.save,
      {
        cd: 'WALK-E2',
        placeId: rows1.equip.placeId,
        name: '设备',
        equipTypeId: rows2.equipType.id,
        areaIds: [],
        keeperName: '',
        keeperMobile: '',
        remark: '',
      },
      "with merchant 2's type",
    );
    await refusedOrEmpty(
      admin,
      template.save,
      {
        name: '越权模板',
        crop: '',
        remark: '',
        steps: [{ areaId: rows2.area.id, valveId: null, durationMinutes: 5, tankARatio: 0, tankBRatio: 0, tankCRatio: 0 }],
      },
      "with merchant 2's area",
    );
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
  });

  test('a user without *:*:* gives only the roles it holds, and grants only the menus it holds', async () => {
    const manager = await s.server.loginAs('16699990001');
    const roles = await manager.call<{ id: number }[]>(userCalls.getRoleList, {});
    assert.deepEqual(
      roles.body.data.map((r) => r.id),
      [userManagerRole],
      roles.text,
    );
    const editor = await s.server.loginAs('16699990002');
    const before = await snapshot(s.database.db, BOOKKEEPING);
    const adminRole = await s.database.db
      .selectFrom('role')
      .select('id')
      .where('merchant_id', '=', rows1.merchantId)
      .where('grants_all', '=', true)
      .executeTakeFirstOrThrow();
    for (const roleIds of [[rows1.role.id], [adminRole.id], [userManagerRole, rows1.role.id]]) {
      const res = await refusedOrEmpty(
        manager,
        userCalls.add,
        { mobile: '13644445555', name: '越权', roleIds, enabled: 'Y', password },
        'with a role it lacks',
      );
      assert.notEqual(res.body.errorCode, 0);
    }
    const u = rows1.user;
    const res = await refusedOrEmpty(
      manager,
      userCalls.update,
      { id: u.id, version: u.version, mobile: u.mobile, name: '改名', roleIds: [userManagerRole, rows1.role.id], enabled: 'Y' },
      'giving a role it lacks',
    );
    assert.notEqual(res.body.errorCode, 0);

    const refund = await s.database.db
      .selectFrom('menu')
      .select('id')
      .where('permission', '=', 'agriculturalWell:bill:refund')
      .executeTakeFirstOrThrow();
    const denied = await refusedOrEmpty(
      editor,
      roleCalls.save,
      { name: '越权角色', remark: '', menuIds: [refund.id] },
      'granting a button it lacks',
    );
    assert.notEqual(denied.body.errorCode, 0);
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);

    // what it holds it may give
    const place = await s.database.db
      .selectFrom('menu')
      .select('id')
      .where('permission', '=', 'fertigation:place:view')
      .executeTakeFirstOrThrow();
    assert.equal((await editor.call(roleCalls.save, { name: '村镇查看', remark: '', menuIds: [place.id] })).body.errorCode, 0);
    assert.equal(
      (await manager.call(userCalls.add, { mobile: '13644445555', name: '同权', roleIds: [userManagerRole], enabled: 'Y', password })).body
        .errorCode,
      0,
    );
    assert.ok(roleEditorRole > 0);
  });
});
