import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as contract from '../../src/api/contract';
import { CALL_TABLE, permissionsOf } from '../../src/api/contract/call-table';
import type { CallDef } from '../../src/api/contract/define-call';
import { createSession } from '../../server/auth/session-store';
import { OPERATOR_EXCLUDED_PERMISSIONS } from '../../server/db/seed/menus';
import { inputFor, merchantRows, type MerchantRows } from './support/call-inputs';
import { snapshot } from './support/db-snapshot';
import { lastOperId } from './support/oper-log';
import { serverSuite } from './support/suite';

/** Every call of the shared contract, so a call added later is checked without touching this file. */
const CALLS: CallDef[] = (Object.values(contract) as unknown[])
  .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
  .flatMap((group) => Object.values(group))
  .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v && 'method' in v);

/** Tables any call writes, refused or not: the nonce and the session's last-seen time. */
const BOOKKEEPING = ['nonce', 'session'];

/** The permissions a call admits (sorted, joined): calls sharing them share one user lacking them. */
const keyOf = (permissions: readonly string[]) => [...permissions].sort().join(' ');
const PROTECTED = [...CALL_TABLE.values()].filter((c) => permissionsOf(c.access) !== null);

/** Per key, a merchant 1 user whose role holds every button but those permissions. */
const lacking = new Map<string, number>();
let rows1: MerchantRows;
let m2: number;

const s = serverSuite({
  setup: async ({ database: { db } }) => {
    const [m1, second] = (await db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
    m2 = second;
    const menus = await db.selectFrom('menu').select(['id', 'permission']).where('user_type', '=', 'merchant').execute();
    const { password_hash } = await db
      .selectFrom('merchant_user')
      .select('password_hash')
      .where('mobile', '=', '13800000000')
      .executeTakeFirstOrThrow();
    for (const call of PROTECTED) {
      const permissions = permissionsOf(call.access) ?? [];
      const key = keyOf(permissions);
      if (lacking.has(key)) continue;
      const n = lacking.size + 1;
      const role = await db
        .insertInto('role')
        .values({ merchant_id: m1, name: `走查缺权${n}`, remark: key, grants_all: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_menu')
        .values(menus.filter((m) => !permissions.includes(m.permission)).map((m) => ({ role_id: role.id, menu_id: m.id })))
        .execute();
      const user = await db
        .insertInto('merchant_user')
        .values({
          merchant_id: m1,
          code: `WALK${n}`,
          mobile: `1660000${String(n).padStart(4, '0')}`,
          name: `走查${n}`,
          password_hash,
          enabled: true,
          user_type: 'merchant',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
      lacking.set(key, user.id);
    }
    rows1 = await merchantRows(db, m1);
  },
});

test('the contract lists the calls of this issue', () => {
  const paths = CALLS.map((c) => c.path);
  for (const p of [
    'login/login',
    'menu/getCurrent',
    'plat/param/findByCd',
    'api-file/files-anon',
    'irrigationWell/notice/getNoReadNoticeNum',
  ]) {
    assert.ok(paths.includes(p), p);
  }
});

test('every protected call refuses a missing, anonymous, logged-out or expired caller, and writes nothing', async () => {
  const anonymous = (await s.server.client().call(contract.loginCalls.getSessionId, {}, { token: null })).body.message;
  const loggedOut = await s.server.loginAs('13800000000');
  await loggedOut.call(contract.loginCalls.logout, {});
  const stale = await s.server.loginAs('13800000000');
  await s.database.db
    .updateTable('session')
    .set({ last_seen_at: new Date(s.server.clock.now().getTime() - s.server.config.sessionIdleMs - 1) })
    .where('user_id', 'is not', null)
    .execute();
  const operator = await s.server.loginAs('13900000001');
  const before = await snapshot(s.database.db);
  const refusedToOperator: CallDef[] = [];
  for (const call of CALLS) {
    const c = s.server.client();
    if (call.access === 'public') continue;
    if (call.access === 'merchantKey') {
      const res = await c.call(call, {}, { token: null, headers: { 'x-merchant-key': 'wrong' } });
      assert.equal(res.status, 401, call.path);
      continue;
    }
    const none = await c.call(call, {}, { token: null });
    assert.equal(none.status, 401, `${call.path} without a token: ${none.text}`);
    for (const [who, token] of [
      ['logged out', loggedOut.token],
      ['expired', stale.token],
      ['unknown', 'x'.repeat(43)],
    ] as const) {
      const res = await c.call(call, {}, { token });
      assert.equal(res.body?.errorCode, 10001, `${call.path} ${who}: ${res.text.slice(0, 200)}`);
    }
    if (call.access === 'session') continue;
    const anon = await c.call(call, {}, { token: anonymous });
    assert.equal(anon.body?.errorCode, 10001, `${call.path} with an anonymous session`);
    if (typeof call.access === 'object') {
      // The operator lacks every system permission and the refunds; calls gated on them must say 1007.
      const perms = await s.database.db.selectFrom('menu').select('permission').where('permission', '=', call.access.permission).execute();
      assert.equal(perms.length, 1, `${call.path}: permission ${call.access.permission} is a menu row`);
      if (call.access.permission.startsWith('plat:') || OPERATOR_EXCLUDED_PERMISSIONS.includes(call.access.permission))
        refusedToOperator.push(call);
    }
  }
  assert.deepEqual(await snapshot(s.database.db), before);
  // a logged-in caller refused for a permission may have spent its nonce, and nothing else
  const beforeOperator = await snapshot(s.database.db, BOOKKEEPING);
  for (const call of refusedToOperator) assert.equal((await operator.call(call, {})).body.errorCode, 1007, call.path);
  assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), beforeOperator);
});

test('every protected call answers 1007 to a user holding every button but its permissions, and nothing changes', async () => {
  const since = await lastOperId(s.database.db);
  const c = s.server.client();
  const tokens = new Map<number, string>();
  for (const userId of lacking.values()) tokens.set(userId, await createSession(s.database.db, userId, '127.0.0.1', s.server.clock.now()));
  const before = await snapshot(s.database.db, BOOKKEEPING);
  for (const call of PROTECTED) {
    const permissions = permissionsOf(call.access) ?? [];
    const token = tokens.get(lacking.get(keyOf(permissions)) ?? 0) ?? assert.fail(call.path);
    const input = inputFor(call.path, rows1, 'x');
    const res = await c.call(call, input, { token });
    assert.equal(res.body?.errorCode, 1007, `${call.path} without ${permissions.join(' or ')}: ${res.text.slice(0, 200)}`);
    // The same user passes the check of a call it holds a permission for: the refusal is about this permission.
    const held =
      PROTECTED.find(
        (other) =>
          /^(find|list|get|check|areaList|placeList|summary)/i.test(other.path.split('/').pop() ?? '') &&
          !(permissionsOf(other.access) ?? []).some((p) => permissions.includes(p)),
      ) ?? assert.fail(call.path);
    const passed = await c.call(held, inputFor(held.path, rows1, 'x'), { token });
    assert.equal(passed.body?.errorCode, 0, `${held.path} for the user lacking ${permissions.join(' ')}: ${passed.text.slice(0, 200)}`);
  }
  assert.ok(PROTECTED.length >= 70, `${PROTECTED.length} protected calls`);
  assert.equal(await lastOperId(s.database.db), since);
  assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
});

test('every permission of the call table is a button row of the seeded menus, under a page', async () => {
  const permissions = new Set(PROTECTED.flatMap((c) => permissionsOf(c.access) ?? []));
  for (const permission of permissions) {
    const rows = await s.database.db
      .selectFrom('menu as b')
      .innerJoin('menu as p', 'p.id', 'b.parent_id')
      .select(['b.is_menu', 'p.is_menu as page_is_menu', 'p.parent_id as page_parent'])
      .where('b.permission', '=', permission)
      .where('b.user_type', '=', 'merchant')
      .execute();
    assert.deepEqual(
      rows.map((r) => [r.is_menu, r.page_is_menu, r.page_parent > 0]),
      [['N', 'Y', true]],
      permission,
    );
  }
});

test('the server registers the calls of the table and nothing else (besides the health checks and the image files)', () => {
  const outside = new Set(['GET /cpi/health', 'GET /healthz', 'GET /readyz', 'GET /cpi/api-file/files/:key']);
  // printRoutes draws a tree: each line adds its text to its parent's (4 columns a level).
  const registered: string[] = [];
  const stack: string[] = [];
  for (const line of s.server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack[depth] = url;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x !== '' && x !== 'HEAD')) {
      assert.ok(s.server.app.hasRoute({ method: method as 'GET', url }), `parsed ${method} ${url}`);
      registered.push(`${method} ${url}`);
    }
  }
  assert.ok(registered.length > 80, registered.join('\n'));
  for (const route of registered) {
    if (outside.has(route)) continue;
    const [method, url] = route.split(' ') as [string, string];
    const call = CALL_TABLE.get(url.replace(/^\/cpi\//, ''));
    assert.equal(call?.method, method, `${route} is not a call of CALL_TABLE`);
  }
  for (const call of CALL_TABLE.values())
    assert.ok(registered.includes(`${call.method} /cpi/${call.path}`), `${call.path} is not registered`);
});

test('every call of a logged-in user has a well-formed input in the walks (test/server/support/call-inputs.ts), and a merchant id breaks it', () => {
  for (const call of CALL_TABLE.values()) {
    if ((call.access !== 'user' && typeof call.access !== 'object') || call.mode === 'multipart') continue;
    const input = inputFor(call.path, rows1, 'x');
    const parsed = call.request.safeParse(input);
    assert.ok(parsed.success, `${call.path}: add a well-formed input to ROW_INPUTS or PLAIN_INPUTS: ${parsed.error?.message ?? ''}`);
    for (const field of ['merchantId', 'merchant_id'])
      assert.equal(call.request.safeParse({ ...input, [field]: m2 }).success, false, `${call.path} takes ${field}`);
  }
});

test("a merchant id in any call's input is refused by the schema, and nothing changes", async () => {
  const admin = await s.server.loginAs('13800000000');
  const before = await snapshot(s.database.db, BOOKKEEPING);
  const since = await lastOperId(s.database.db);
  let walked = 0;
  for (const call of CALL_TABLE.values()) {
    if (call.access !== 'user' && typeof call.access !== 'object') continue;
    for (const field of ['merchantId', 'merchant_id']) {
      const input = { ...inputFor(call.path, rows1, 'x'), [field]: m2 };
      const form = new FormData();
      form.append(field, String(m2));
      const res = await admin.call(call, input, call.mode === 'multipart' ? { form } : {});
      assert.equal(res.status, 400, `${call.path} with ${field}: ${res.text.slice(0, 200)}`);
      assert.notEqual(res.body?.errorCode, 0);
      walked += 1;
    }
  }
  assert.ok(walked >= 160, `${walked}`);
  assert.equal(await lastOperId(s.database.db), since);
  assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
});
