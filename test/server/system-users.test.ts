import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, menuCalls, passwordRuleMessages, userCalls, type UserRow } from '../../src/api/contract';
import { systemMessages as msg } from '../../server/routes/system/messages';
import { encryptPassword, type ApiResponse, type TestClient } from './support/client';
import { okData, refusedUnchanged } from './support/answers';
import { serverSuite } from './support/suite';
import { PASSWORD } from './support/test-server';

type Page<T> = { records: T[]; total: number; page: number; size: number };
type Detail = UserRow & { roleIds: number[] };

let admin: TestClient;
let other: TestClient;
let publicKey: string;
const ids = { admin: 0, operator: 0, otherAdmin: 0, adminRole: 0, operatorRole: 0, otherRole: 0, userPage: 0 };

const s = serverSuite({
  setup: async ({ server, database: { db } }) => {
    admin = await server.loginAs('13800000000');
    other = await server.loginAs('13700000000');
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
    const user = (mobile: string) => db.selectFrom('merchant_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    // by the role's key, its merchant (the user's) and its name: the third merchant has a 管理员 too
    const role = (mobile: string, name: string) =>
      db
        .selectFrom('role')
        .innerJoin('merchant_user as u', 'u.merchant_id', 'role.merchant_id')
        .select('role.id')
        .where('u.mobile', '=', mobile)
        .where('role.name', '=', name)
        .executeTakeFirstOrThrow();
    ids.admin = (await user('13800000000')).id;
    ids.operator = (await user('13900000001')).id;
    ids.otherAdmin = (await user('13700000000')).id;
    ids.adminRole = (await role('13800000000', '超级管理员')).id;
    ids.operatorRole = (await role('13800000000', '运维人员')).id;
    ids.otherRole = (await role('13700000000', '管理员')).id;
    ids.userPage = (await db.selectFrom('menu').select('id').where('path', '=', '/system/user').executeTakeFirstOrThrow()).id;
  },
});

const db = () => s.database.db;
const encrypted = (plain: string) => encryptPassword(publicKey, plain);

const ok = okData;

const refused = (send: () => Promise<ApiResponse>, message: string) => refusedUnchanged(db(), send, message);

const operLogs = async (path: string) => (await db().selectFrom('oper_log').select('id').where('path', '=', path).execute()).length;
const sessionsOf = async (userId: number) =>
  (await db().selectFrom('session').select('token_hash').where('user_id', '=', userId).execute()).length;
const newUser = (mobile: string, name: string, roleIds: number[], extra: Record<string, unknown> = {}) => ({
  mobile,
  name,
  roleIds,
  enabled: 'Y',
  password: encrypted(PASSWORD),
  ...extra,
});

async function addUser(mobile: string, name: string, roleIds: number[]): Promise<number> {
  return ok(await admin.call<{ id: number }>(userCalls.add, newUser(mobile, name, roleIds))).id;
}

async function detail(id: number): Promise<Detail> {
  return ok(await admin.call<Detail>(userCalls.findById, { id }));
}

/** A role granting the user page and its buttons (not the role page), and a user holding it and the operator's role. */
async function limitedManager(mobile: string): Promise<{ client: TestClient; roleId: number; userId: number }> {
  const role = await db()
    .insertInto('role')
    .values({
      merchant_id: (await db().selectFrom('merchant_user').select('merchant_id').where('id', '=', ids.admin).executeTakeFirstOrThrow())
        .merchant_id,
      name: `用户管理员${mobile}`,
      remark: '',
      grants_all: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await db()
    .selectFrom('menu')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', ids.userPage), eb('parent_id', '=', ids.userPage)]))
    .execute();
  await db()
    .insertInto('role_menu')
    .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
    .execute();
  const userId = await addUser(mobile, '受限管理员', [role.id, ids.operatorRole]);
  return { client: await s.server.loginAs(mobile), roleId: role.id, userId };
}

describe('plat/user reads', () => {
  test('findPage lists the merchant’s own users, newest first, with roles, self and last login', async () => {
    const when = new Date('2026-03-04T05:06:07Z');
    await db().updateTable('merchant_user').set({ last_login_at: when }).where('id', '=', ids.operator).execute();
    const page = ok(await admin.call<Page<UserRow>>(userCalls.findPage, {}));
    assert.deepEqual(
      page.records.map((r) => r.mobile),
      ['13900000001', '13800000000'],
    );
    assert.equal(page.total, 2);
    const [operator, self] = page.records as [UserRow, UserRow];
    assert.deepEqual([operator.self, self.self], [false, true]);
    assert.deepEqual(operator.roles, [{ id: ids.operatorRole, name: '运维人员' }]);
    assert.deepEqual(self.roles, [{ id: ids.adminRole, name: '超级管理员' }]);
    assert.equal(operator.lastLoginTime, '2026-03-04 13:06:07');
    assert.equal(self.enabled, 'Y');
    assert.match(self.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const others = ok(await other.call<Page<UserRow>>(userCalls.findPage, {}));
    assert.deepEqual(
      others.records.map((r) => r.mobile),
      ['13700000000'],
      'the second merchant sees only its own',
    );
  });

  test('findPage filters by keyword (mobile or name, as text), enabled and role, and pages', async () => {
    const { merchant_id } = await db()
      .selectFrom('merchant_user')
      .select('merchant_id')
      .where('id', '=', ids.admin)
      .executeTakeFirstOrThrow();
    const extra = await db()
      .insertInto('merchant_user')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          merchant_id,
          code: `P${i}`,
          mobile: `1550000${String(i).padStart(4, '0')}`,
          name: `分页_${i}`,
          password_hash: 'x',
          enabled: i % 3 !== 0,
          user_type: 'merchant',
        })),
      )
      .returning('id')
      .execute();
    try {
      const find = async (input: Record<string, unknown>) => ok(await admin.call<Page<UserRow>>(userCalls.findPage, input));
      assert.deepEqual(
        (await find({ keyword: '1390000' })).records.map((r) => r.mobile),
        ['13900000001'],
      );
      assert.deepEqual(
        (await find({ keyword: '操作员' })).records.map((r) => r.mobile),
        ['13900000001'],
      );
      assert.equal((await find({ keyword: '分页_' })).total, 12, 'an underscore is a letter, not a pattern');
      assert.equal((await find({ keyword: '%' })).total, 0);
      assert.equal((await find({ keyword: '分页', enabled: 'N' })).total, 4);
      assert.equal((await find({ keyword: '分页', enabled: 'Y' })).total, 8);
      assert.deepEqual(
        (await find({ roleId: ids.operatorRole })).records.map((r) => r.mobile),
        ['13900000001'],
      );
      assert.equal((await find({ roleId: ids.otherRole })).total, 0);
      const first = await find({ keyword: '分页', size: 10 });
      const second = await find({ keyword: '分页', size: 10, page: 2 });
      assert.deepEqual([first.total, first.records.length, second.records.length, second.page], [12, 10, 2, 2]);
      assert.equal(first.records[0]?.name, '分页_11', 'newest first');
    } finally {
      await db()
        .deleteFrom('merchant_user')
        .where(
          'id',
          'in',
          extra.map((e) => e.id),
        )
        .execute();
    }
  });

  test('findById gives roleIds; a missing or other merchant’s user is not found', async () => {
    const mine = await detail(ids.operator);
    assert.deepEqual([mine.mobile, mine.roleIds, mine.self], ['13900000001', [ids.operatorRole], false]);
    for (const id of [ids.otherAdmin, 999_999]) {
      const res = await admin.call(userCalls.findById, { id });
      assert.deepEqual([res.body.errorCode, res.body.message, res.body.data], [1, msg.userNotFound, null]);
    }
    assert.equal((await other.call(userCalls.findById, { id: ids.admin })).body.message, msg.userNotFound);
  });

  test('getRoleList: every role of the merchant for an administrator', async () => {
    const roles = ok(await admin.call<{ id: number; name: string; grantsAll: boolean }[]>(userCalls.getRoleList));
    assert.deepEqual(
      roles.map((r) => [r.id, r.name, r.grantsAll]),
      [
        [ids.adminRole, '超级管理员', true],
        [ids.operatorRole, '运维人员', false],
      ],
    );
    const others = ok(await other.call<{ id: number }[]>(userCalls.getRoleList));
    assert.deepEqual(
      others.map((r) => r.id),
      [ids.otherRole],
    );
  });

  test('checkMobilePhone: taken by anyone of the user type, except the user being edited', async () => {
    const check = async (input: Record<string, unknown>) =>
      ok(await admin.call<{ available: boolean }>(userCalls.checkMobilePhone, input)).available;
    assert.equal(await check({ mobile: '13900000001' }), false);
    assert.equal(await check({ mobile: '13900000001', id: ids.operator }), true);
    assert.equal(await check({ mobile: '13700000000' }), false, 'accounts are unique across merchants');
    assert.equal(await check({ mobile: '13700000000', id: ids.otherAdmin }), false, 'another merchant’s user is never “the one edited”');
    assert.equal(await check({ mobile: '13612345678' }), true);
    const bad = await admin.call(userCalls.checkMobilePhone, { mobile: '12345' });
    assert.equal(bad.body.errorCode, 1);
  });
});

describe('plat/user/edit/add', () => {
  test('adds a user with a new code, a slow hash of the decrypted password and its roles; it can log in', async () => {
    const logs = await operLogs('plat/user/edit/add');
    const id = await addUser('13611110001', '新用户甲', [ids.operatorRole]);
    const row = await db().selectFrom('merchant_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.match(row.code, /^U\d{4}$/);
    assert.ok(Number(row.code.slice(1)) > 3, row.code);
    assert.match(row.password_hash, /^scrypt\$/);
    assert.deepEqual([row.user_type, row.enabled, row.mobile, row.name], ['merchant', true, '13611110001', '新用户甲']);
    assert.deepEqual((await detail(id)).roleIds, [ids.operatorRole]);
    assert.equal(await operLogs('plat/user/edit/add'), logs + 1);
    const client = await s.server.loginAs('13611110001');
    assert.equal((await client.call(menuCalls.getCurrentInfo)).body.errorCode, 0);
    const second = await addUser('13611110002', '新用户乙', [ids.operatorRole]);
    const codes = await db().selectFrom('merchant_user').select('code').where('id', 'in', [id, second]).orderBy('id').execute();
    assert.equal(Number(codes[1]?.code.slice(1)), Number(codes[0]?.code.slice(1)) + 1);
  });

  test('refuses an unreadable or weak password, a taken mobile and roles that are not the merchant’s', async () => {
    const add = (input: Record<string, unknown>) => () => admin.call(userCalls.add, input);
    await refused(add(newUser('13611110003', '甲', [ids.operatorRole], { password: 'bm90IGVuY3J5cHRlZA==' })), msg.passwordUnreadable);
    await refused(add(newUser('13611110003', '甲', [ids.operatorRole], { password: encrypted('abcdefgh') })), passwordRuleMessages.weak);
    await refused(
      add(newUser('13611110003', '甲', [ids.operatorRole], { password: encrypted('Ab!13611110003') })),
      passwordRuleMessages.containsMobile,
    );
    await refused(add(newUser('13900000001', '甲', [ids.operatorRole])), msg.mobileTaken);
    await refused(add(newUser('13700000000', '甲', [ids.operatorRole])), msg.mobileTaken);
    await refused(add(newUser('13611110003', '甲', [ids.operatorRole, ids.otherRole])), msg.roleUnknown);
    await refused(add(newUser('13611110003', '甲', [999_999])), msg.roleUnknown);
    const empty = await admin.call(userCalls.add, newUser('13611110003', '甲', []));
    assert.deepEqual([empty.body.errorCode, empty.body.message], [1, '请选择角色']);
  });

  test('two adds of the same mobile at once: one is saved, the other gets the same message', async () => {
    const results = await Promise.all([1, 2].map((n) => admin.call(userCalls.add, newUser('13611110009', `并发${n}`, [ids.operatorRole]))));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, msg.mobileTaken);
    assert.equal((await db().selectFrom('merchant_user').select('id').where('mobile', '=', '13611110009').execute()).length, 1);
  });
});

describe('plat/user/edit/update and delete', () => {
  test('update saves fields and roles with the version; a stale version, a taken mobile or a foreign row is refused', async () => {
    const id = await addUser('13622220001', '待修改', [ids.operatorRole]);
    const before = await detail(id);
    const logs = await operLogs('plat/user/edit/update');
    const saved = ok(
      await admin.call<{ id: number; version: number }>(userCalls.update, {
        id,
        version: before.version,
        mobile: '13622220002',
        name: '已修改',
        roleIds: [ids.adminRole, ids.operatorRole],
        enabled: 'Y',
      }),
    );
    assert.deepEqual(saved, { id, version: before.version + 1 });
    const after = await detail(id);
    assert.deepEqual([after.mobile, after.name, after.roleIds], ['13622220002', '已修改', [ids.adminRole, ids.operatorRole]]);
    assert.equal(await operLogs('plat/user/edit/update'), logs + 1);
    const update =
      (input: Record<string, unknown>, client = admin) =>
      () =>
        client.call(userCalls.update, {
          id,
          version: after.version,
          mobile: '13622220002',
          name: '再改',
          roleIds: [ids.operatorRole],
          enabled: 'Y',
          ...input,
        });
    await refused(update({ version: before.version }), msg.stale);
    await refused(update({ mobile: '13900000001' }), msg.mobileTaken);
    await refused(update({ mobile: '13700000000' }), msg.mobileTaken);
    await refused(update({ roleIds: [ids.otherRole] }), msg.roleUnknown);
    await refused(update({ id: ids.otherAdmin, version: 0 }), msg.userNotFound);
    await refused(update({}, other), msg.userNotFound);
    await refused(
      () =>
        other.call(userCalls.update, {
          id: ids.otherAdmin,
          version: 0,
          mobile: '13700000000',
          name: '二号',
          roleIds: [ids.adminRole],
          enabled: 'Y',
        }),
      msg.roleUnknown,
    );
    ok(await admin.call(userCalls.remove, { id }));
  });

  test('disabling a user ends their sessions at once; nobody disables themselves', async () => {
    const id = await addUser('13633330001', '将停用', [ids.operatorRole]);
    const victim = await s.server.loginAs('13633330001');
    assert.equal(await sessionsOf(id), 1);
    const { version } = await detail(id);
    ok(
      await admin.call(userCalls.update, { id, version, mobile: '13633330001', name: '已停用', roleIds: [ids.operatorRole], enabled: 'N' }),
    );
    assert.equal(await sessionsOf(id), 0);
    assert.equal((await victim.call(menuCalls.getCurrentInfo)).body.errorCode, 10001);
    assert.equal((await detail(id)).enabled, 'N');
    const self = await detail(ids.admin);
    await refused(
      () =>
        admin.call(userCalls.update, {
          id: ids.admin,
          version: self.version,
          mobile: '13800000000',
          name: self.name,
          roleIds: [ids.adminRole],
          enabled: 'N',
        }),
      msg.selfDisable,
    );
  });

  test('the last enabled user holding a grants-all role keeps it', async () => {
    const self = await detail(ids.admin);
    const dropOwn = () =>
      admin.call(userCalls.update, {
        id: ids.admin,
        version: self.version,
        mobile: '13800000000',
        name: self.name,
        roleIds: [ids.operatorRole],
        enabled: 'Y',
      });
    const second = await addUser('13644440001', '第二管理员', [ids.adminRole]);
    const { version } = await detail(second);
    ok(
      await admin.call(userCalls.update, {
        id: second,
        version,
        mobile: '13644440001',
        name: '第二管理员',
        roleIds: [ids.adminRole],
        enabled: 'N',
      }),
    );
    await refused(dropOwn, msg.lastAdministrator);
    assert.equal((await admin.call(menuCalls.getCurrentInfo)).body.errorCode, 0);
  });

  test('delete removes the user, their roles and sessions; nobody deletes themselves or a foreign user', async () => {
    const id = await addUser('13655550001', '将删除', [ids.operatorRole]);
    const victim = await s.server.loginAs('13655550001');
    const logs = await operLogs('plat/user/delete');
    ok(await admin.call(userCalls.remove, { id }));
    assert.equal((await victim.call(menuCalls.getCurrentInfo)).body.errorCode, 10001);
    assert.equal(await sessionsOf(id), 0);
    assert.equal((await db().selectFrom('merchant_user').select('id').where('id', '=', id).execute()).length, 0);
    assert.equal((await db().selectFrom('user_role').select('role_id').where('user_id', '=', id).execute()).length, 0);
    assert.equal(await operLogs('plat/user/delete'), logs + 1);
    await refused(() => admin.call(userCalls.remove, { id }), msg.userNotFound);
    await refused(() => admin.call(userCalls.remove, { id: ids.admin }), msg.selfDelete);
    await refused(() => admin.call(userCalls.remove, { id: ids.otherAdmin }), msg.userNotFound);
    await refused(() => other.call(userCalls.remove, { id: ids.operator }), msg.userNotFound);
  });
});

describe('a manager without *:*:*', () => {
  test('gives only roles it holds and leaves users with other roles alone', async () => {
    const { client, roleId, userId } = await limitedManager('13666660001');
    const roles = ok(await client.call<{ id: number }[]>(userCalls.getRoleList));
    assert.deepEqual(
      roles.map((r) => r.id),
      [ids.operatorRole, roleId],
    );
    await refused(() => client.call(userCalls.add, newUser('13666660002', '提权', [ids.adminRole])), msg.roleNotHeld);
    const id = ok(await client.call<{ id: number }>(userCalls.add, newUser('13666660002', '下属', [ids.operatorRole]))).id;
    const sub = await detail(id);
    await refused(
      () =>
        client.call(userCalls.update, {
          id,
          version: sub.version,
          mobile: '13666660002',
          name: '下属',
          roleIds: [ids.operatorRole, ids.adminRole],
          enabled: 'Y',
        }),
      msg.roleNotHeld,
    );
    ok(
      await client.call(userCalls.update, {
        id,
        version: sub.version,
        mobile: '13666660002',
        name: '下属改',
        roleIds: [roleId],
        enabled: 'Y',
      }),
    );
    const top = await detail(ids.admin);
    await refused(
      () =>
        client.call(userCalls.update, {
          id: ids.admin,
          version: top.version,
          mobile: '13800000000',
          name: top.name,
          roleIds: [ids.operatorRole],
          enabled: 'Y',
        }),
      msg.userOutranksEdit,
    );
    await refused(() => client.call(userCalls.remove, { id: ids.admin }), msg.userOutranksDelete);
    await refused(() => client.call(userCalls.remove, { id: userId }), msg.selfDelete);
    ok(await client.call(userCalls.remove, { id }));
    const operator = await s.server.loginAs('13900000001');
    assert.equal((await operator.call(userCalls.findPage, {})).body.errorCode, 1007, 'no plat:user permission, no call');
  });

  test("moves nobody else's mobile (the account and where its password is recovered); an administrator may, and that ends the user's sessions", async () => {
    const { client } = await limitedManager('13666660011');
    const id = ok(await client.call<{ id: number }>(userCalls.add, newUser('13666660012', '被改号', [ids.operatorRole]))).id;
    const sub = await detail(id);
    await refused(
      () =>
        client.call(userCalls.update, {
          id,
          version: sub.version,
          mobile: '13666660099',
          name: sub.name,
          roleIds: [ids.operatorRole],
          enabled: 'Y',
        }),
      msg.mobileNeedsAdministrator,
    );
    await s.server.loginAs('13666660012');
    assert.equal(await sessionsOf(id), 1);
    ok(
      await admin.call(userCalls.update, {
        id,
        version: sub.version,
        mobile: '13666660098',
        name: sub.name,
        roleIds: [ids.operatorRole],
        enabled: 'Y',
      }),
    );
    assert.equal(await sessionsOf(id), 0, "the moved account's sessions end");
  });
});
