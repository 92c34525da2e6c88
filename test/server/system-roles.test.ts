import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, menuCalls, roleCalls, userCalls, type MenuItem, type RoleMenuNode, type RoleRow } from '../../src/api/contract';
import { systemMessages as msg } from '../../server/routes/system/messages';
import { encryptPassword, type ApiResponse, type TestClient } from './support/client';
import { okData, refusedUnchanged } from './support/answers';
import { serverSuite } from './support/suite';
import { PASSWORD } from './support/test-server';

type Page<T> = { records: T[]; total: number; page: number; size: number };
type Detail = RoleRow & { menuIds: number[] };

let admin: TestClient;
let other: TestClient;
let publicKey: string;
let merchantId = 0;
const ids = { adminRole: 0, operatorRole: 0, otherRole: 0 };
/** Menu ids by path (pages, groups) and by permission (buttons). */
const menu = new Map<string, number>();

const s = serverSuite({
  setup: async ({ server, database: { db } }) => {
    admin = await server.loginAs('13800000000');
    other = await server.loginAs('13700000000');
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
    // by the role's key, its merchant (the user's) and its name: the third merchant has a 管理员 too
    const role = (mobile: string, name: string) =>
      db
        .selectFrom('role')
        .innerJoin('merchant_user as u', 'u.merchant_id', 'role.merchant_id')
        .select(['role.id', 'role.merchant_id'])
        .where('u.mobile', '=', mobile)
        .where('role.name', '=', name)
        .executeTakeFirstOrThrow();
    const adminRole = await role('13800000000', '超级管理员');
    merchantId = adminRole.merchant_id;
    ids.adminRole = adminRole.id;
    ids.operatorRole = (await role('13800000000', '运维人员')).id;
    ids.otherRole = (await role('13700000000', '管理员')).id;
    for (const m of await db.selectFrom('menu').select(['id', 'path', 'permission']).where('user_type', '=', 'merchant').execute()) {
      menu.set(m.permission || m.path, m.id);
    }
  },
});

const db = () => s.database.db;
const m = (key: string) => {
  const id = menu.get(key);
  assert.ok(id, key);
  return id;
};

const ok = okData;

const refused = (send: () => Promise<ApiResponse>, message: string) => refusedUnchanged(db(), send, message);

const operLogs = async (path: string) => (await db().selectFrom('oper_log').select('id').where('path', '=', path).execute()).length;
const storedMenus = async (roleId: number) =>
  (await db().selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()).map((r) => r.menu_id);
const detail = async (id: number, client = admin) => ok(await client.call<Detail>(roleCalls.findById, { id }));
const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

async function saveRole(name: string, menuIds: number[], client = admin): Promise<number> {
  return ok(await client.call<{ id: number }>(roleCalls.save, { name, remark: '', menuIds })).id;
}

/** A new user holding `roleIds`, logged in. */
async function userWith(mobile: string, roleIds: number[]): Promise<TestClient> {
  ok(
    await admin.call(userCalls.add, {
      mobile,
      name: `用户${mobile.slice(-4)}`,
      roleIds,
      enabled: 'Y',
      password: encryptPassword(publicKey, PASSWORD),
    }),
  );
  return s.server.loginAs(mobile);
}

describe('plat/role reads', () => {
  test('findPage lists the merchant’s roles with their user counts, by name or remark, in pages', async () => {
    const page = ok(await admin.call<Page<RoleRow>>(roleCalls.findPage, {}));
    assert.deepEqual(
      page.records.map((r) => [r.name, r.grantsAll, r.userCount]),
      [
        ['运维人员', false, 1],
        ['超级管理员', true, 1],
      ],
    );
    assert.equal(page.total, 2);
    assert.deepEqual(
      ok(await other.call<Page<RoleRow>>(roleCalls.findPage, {})).records.map((r) => r.id),
      [ids.otherRole],
    );
    assert.deepEqual(
      ok(await admin.call<Page<RoleRow>>(roleCalls.findPage, { keyword: '日常运维' })).records.map((r) => r.id),
      [ids.operatorRole],
    );
    assert.deepEqual(
      ok(await admin.call<Page<RoleRow>>(roleCalls.findPage, { keyword: '超级' })).records.map((r) => r.id),
      [ids.adminRole],
    );
    const extra = await db()
      .insertInto('role')
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          merchant_id: merchantId,
          name: `批量_${i}`,
          remark: '',
          grants_all: false,
        })),
      )
      .returning('id')
      .execute();
    try {
      const second = ok(await admin.call<Page<RoleRow>>(roleCalls.findPage, { keyword: '批量_', size: 10, page: 2 }));
      assert.deepEqual([second.total, second.records.length, second.records[0]?.name], [11, 1, '批量_0']);
      assert.equal(ok(await admin.call<Page<RoleRow>>(roleCalls.findPage, { keyword: '_' })).total, 11, 'an underscore is a letter');
    } finally {
      await db()
        .deleteFrom('role')
        .where(
          'id',
          'in',
          extra.map((e) => e.id),
        )
        .execute();
    }
  });

  test('getMenuList: every menu of the user type as a tree, buttons with the calls they open, all grantable for *:*:*', async () => {
    const tree = ok(await admin.call<RoleMenuNode[]>(roleCalls.getMenuList));
    const all = flatten(tree);
    assert.equal(all.length, menu.size);
    assert.deepEqual(
      tree.map((g) => g.path),
      ['/agriculturalWell', '/fertigation', '/system', '/devModule', '/bigScreen'],
    );
    assert.ok(all.every((n) => n.grantable));
    const add = all.find((n) => n.permission === 'plat:user:add');
    assert.ok(add?.calls.includes('plat/user/edit/add') && add.calls.includes('plat/user/checkMobilePhone'), String(add?.calls));
    assert.ok(all.find((n) => n.permission === 'plat:role:findPage')?.calls.includes('plat/role/getMenuList'));
    assert.ok(all.filter((n) => n.isMenu === 'Y').every((n) => n.calls.length === 0));
    const buttons = all.filter((n) => n.isMenu === 'N');
    assert.ok(buttons.every((n) => n.permission !== '' && n.children.length === 0));
    assert.ok(
      buttons.filter((n) => n.permission.startsWith('plat:')).every((n) => n.calls.length > 0),
      'every system button opens a call',
    );
  });

  test('findById gives the stored menus (all of them for a grants-all role); a foreign or missing role is not found', async () => {
    const operator = await detail(ids.operatorRole);
    assert.deepEqual(operator.menuIds, await storedMenus(ids.operatorRole));
    assert.ok(!operator.menuIds.includes(m('/system')));
    assert.deepEqual([operator.name, operator.userCount, operator.grantsAll], ['运维人员', 1, false]);
    assert.deepEqual(sorted((await detail(ids.adminRole)).menuIds), sorted([...menu.values()]));
    for (const id of [ids.otherRole, 999_999]) {
      const res = await admin.call(roleCalls.findById, { id });
      assert.deepEqual([res.body.errorCode, res.body.message], [1, msg.roleNotFound]);
    }
    assert.equal((await other.call(roleCalls.findById, { id: ids.adminRole })).body.message, msg.roleNotFound);
  });
});

describe('plat/role writes', () => {
  test('save stores the role and its menus; a taken name or unknown menu is refused', async () => {
    const logs = await operLogs('plat/role/add/save');
    const menus = [m('/fertigation/place'), m('fertigation:place:add'), m('fertigation:place:add')];
    const id = await saveRole('村镇录入员', menus);
    assert.deepEqual(await storedMenus(id), sorted([m('/fertigation/place'), m('fertigation:place:add')]));
    const saved = await detail(id);
    assert.deepEqual([saved.name, saved.remark, saved.grantsAll, saved.userCount, saved.version], ['村镇录入员', '', false, 0, 0]);
    assert.equal(await operLogs('plat/role/add/save'), logs + 1);
    ok(await other.call(roleCalls.save, { name: '村镇录入员', remark: '', menuIds: [] }));
    const save = (input: Record<string, unknown>) => () =>
      admin.call(roleCalls.save, { name: '新角色', remark: '', menuIds: [], ...input });
    await refused(save({ name: '村镇录入员' }), msg.roleNameTaken);
    await refused(save({ menuIds: [999_999] }), msg.menuUnknown);
    const foreign = await db()
      .insertInto('menu')
      .values({
        user_type: 'platform',
        parent_id: 0,
        name: '平台',
        url: '',
        path: '/platform',
        css: '',
        icon_css: '',
        sort: 0,
        is_menu: 'Y',
        hidden: false,
        separation: '',
        only_name: 'platform',
        permission: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await refused(save({ menuIds: [foreign.id] }), msg.menuUnknown);
    } finally {
      await db().deleteFrom('menu').where('id', '=', foreign.id).execute();
    }
  });

  test('edit saves name, remark and menus with the version; stale, taken names and foreign roles are refused', async () => {
    const id = await saveRole('待编辑角色', [m('/fertigation/area')]);
    const logs = await operLogs('plat/role/edit');
    const menus = [m('/fertigation/area'), m('fertigation:area:add'), m('fertigation:area:edit')];
    assert.deepEqual(ok(await admin.call(roleCalls.edit, { id, version: 0, name: '已编辑角色', remark: '说明', menuIds: menus })), {
      id,
      version: 1,
    });
    const saved = await detail(id);
    assert.deepEqual([saved.name, saved.remark, saved.menuIds], ['已编辑角色', '说明', sorted(menus)]);
    assert.equal(await operLogs('plat/role/edit'), logs + 1);
    const edit =
      (input: Record<string, unknown>, client = admin) =>
      () =>
        client.call(roleCalls.edit, { id, version: 1, name: '已编辑角色', remark: '', menuIds: [], ...input });
    await refused(edit({ version: 0 }), msg.stale);
    await refused(edit({ name: '运维人员' }), msg.roleNameTaken);
    await refused(edit({ menuIds: [999_999] }), msg.menuUnknown);
    await refused(edit({ id: ids.otherRole, version: 0 }), msg.roleNotFound);
    await refused(edit({}, other), msg.roleNotFound);
  });

  test('a grants-all role may be renamed, its menus stay', async () => {
    const role = await detail(ids.adminRole);
    ok(
      await admin.call(roleCalls.edit, {
        id: role.id,
        version: role.version,
        name: '超级管理员',
        remark: '全部权限',
        menuIds: role.menuIds,
      }),
    );
    const renamed = await detail(ids.adminRole);
    assert.deepEqual([renamed.remark, renamed.version], ['全部权限', role.version + 1]);
    assert.deepEqual(await storedMenus(ids.adminRole), []);
    await refused(
      () =>
        admin.call(roleCalls.edit, {
          id: role.id,
          version: renamed.version,
          name: '超级管理员',
          remark: '',
          menuIds: role.menuIds.slice(1),
        }),
      msg.grantsAllMenus,
    );
  });

  test('delete: refused while a user holds the role; an unused role goes with its menus', async () => {
    await refused(() => admin.call(roleCalls.remove, { id: ids.operatorRole }), msg.roleInUse);
    await refused(() => admin.call(roleCalls.remove, { id: ids.adminRole }), msg.roleInUse);
    await refused(() => admin.call(roleCalls.remove, { id: ids.otherRole }), msg.roleNotFound);
    await refused(() => other.call(roleCalls.remove, { id: ids.operatorRole }), msg.roleNotFound);
    const id = await saveRole('待删除角色', [m('/fertigation/valve')]);
    const logs = await operLogs('plat/role/delete');
    ok(await admin.call(roleCalls.remove, { id }));
    assert.equal((await db().selectFrom('role').select('id').where('id', '=', id).execute()).length, 0);
    assert.deepEqual(await storedMenus(id), []);
    assert.equal(await operLogs('plat/role/delete'), logs + 1);
    await refused(() => admin.call(roleCalls.remove, { id }), msg.roleNotFound);
    const spare = await db()
      .insertInto('role')
      .values({ merchant_id: merchantId, name: '备用全权', remark: '', grants_all: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    ok(await admin.call(roleCalls.remove, { id: spare.id }));
  });
});

describe('a role editor without *:*:*', () => {
  test('sees what it may grant, grants only that, and leaves grants-all roles alone', async () => {
    const pages = [
      m('/system/role'),
      m('plat:role:findPage'),
      m('plat:role:add'),
      m('plat:role:edit'),
      m('plat:role:delete'),
      m('/fertigation/place'),
      m('fertigation:place:add'),
    ];
    const editorRole = await saveRole('角色编辑员', pages);
    const editor = await userWith('13677770001', [editorRole]);
    const tree = flatten(ok(await editor.call<RoleMenuNode[]>(roleCalls.getMenuList)));
    assert.equal(tree.length, menu.size, 'the whole tree, with what it may grant marked');
    const grantable = sorted(tree.filter((n) => n.grantable).map((n) => n.id));
    assert.deepEqual(grantable, sorted([...pages, m('/system'), m('/fertigation')]));
    await refused(
      () => editor.call(roleCalls.save, { name: '提权角色', remark: '', menuIds: [m('/system/user'), m('plat:user:add')] }),
      msg.menuNotGrantable,
    );
    const narrow = await saveRole('村镇只读', [m('/fertigation/place')], editor);
    await refused(
      () =>
        editor.call(roleCalls.edit, { id: narrow, version: 0, name: '村镇只读', remark: '', menuIds: [m('agriculturalWell:bill:refund')] }),
      msg.menuNotGrantable,
    );
    ok(
      await editor.call(roleCalls.edit, {
        id: narrow,
        version: 0,
        name: '村镇录入',
        remark: '',
        menuIds: [m('/fertigation/place'), m('fertigation:place:add')],
      }),
    );
    const top = await detail(ids.adminRole);
    await refused(
      () => editor.call(roleCalls.edit, { id: top.id, version: top.version, name: '改名', remark: '', menuIds: top.menuIds }),
      msg.grantsAllRoleEdit,
    );
    await refused(() => editor.call(roleCalls.remove, { id: top.id }), msg.grantsAllRoleDelete);
    const spare = await db()
      .insertInto('role')
      .values({ merchant_id: merchantId, name: '备用全权二', remark: '', grants_all: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused(() => editor.call(roleCalls.remove, { id: spare.id }), msg.grantsAllRoleDelete);
    ok(await editor.call(roleCalls.remove, { id: narrow }));
  });

  test('a role change applies on the user’s next call, without logging in again', async () => {
    const roleId = await saveRole('渐进角色', [m('/system/user'), m('plat:user:findPage')]);
    const user = await userWith('13688880001', [roleId]);
    assert.equal((await user.call(roleCalls.findPage, {})).body.errorCode, 1007);
    ok(await user.call(userCalls.findPage, {}));
    const menus = [m('/system/user'), m('plat:user:findPage'), m('/system/role'), m('plat:role:findPage')];
    ok(await admin.call(roleCalls.edit, { id: roleId, version: 0, name: '渐进角色', remark: '', menuIds: menus }));
    ok(await user.call(roleCalls.findPage, {}));
    const tree = flatten(ok(await user.call<MenuItem[]>(menuCalls.getCurrentMenu)));
    assert.ok(tree.some((n) => n.permission === 'plat:role:findPage'));
    assert.ok(ok(await user.call<string[]>(menuCalls.getCurrentAuth)).includes('plat:role:findPage'));
    ok(
      await admin.call(roleCalls.edit, {
        id: roleId,
        version: 1,
        name: '渐进角色',
        remark: '',
        menuIds: [m('/system/role'), m('plat:role:findPage')],
      }),
    );
    assert.equal((await user.call(userCalls.findPage, {})).body.errorCode, 1007, 'a removed permission is gone on the next call too');
  });
});
