import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import * as contract from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import { hashPassword } from '../../server/auth/password';
import { fertigation as migration003 } from '../../server/db/migrations/003-fertigation';
import { MERCHANT_MENUS } from '../../server/db/seed/menus';
import { recordPageQuery, recordQuery } from '../../server/routes/business/record-query';
import { fertigationLine } from '../../server/routes/fertigation/line';
import { snapshot } from './support/db-snapshot';
import { ok, startFertigationSuite, stopFertigationSuite, type FertigationSuite } from './support/fertigation';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './support/test-server';

/** Every fertigation call of the contract. */
const CALLS: CallDef[] = Object.entries(contract)
  .filter(([name]) => name.startsWith('fertigation') && name.endsWith('Calls'))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
  .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v);

const permissionOf = (call: CallDef) => (typeof call.access === 'object' ? call.access.permission : '');
const ALL_PERMISSIONS = Object.values(contract.fertigationPermissions).flatMap((group) => Object.values(group) as string[]);
const VIEWS = ALL_PERMISSIONS.filter((p) => p.endsWith(':view'));

let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite();
});
after(async () => stopFertigationSuite(s));

/** A user of merchant 1 whose one role holds exactly these permission buttons. */
async function userWith(mobile: string, permissions: string[]) {
  const db = s.database.db;
  const role = await db
    .insertInto('role')
    .values({ merchant_id: s.m1, name: `角色${mobile}`, remark: '', grants_all: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = permissions.length === 0 ? [] : await db.selectFrom('menu').select('id').where('permission', 'in', permissions).execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  const user = await db
    .insertInto('merchant_user')
    .values({
      merchant_id: s.m1,
      code: `U${mobile}`,
      mobile,
      name: '只读用户',
      password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
      enabled: true,
      user_type: 'merchant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  return s.server.loginAs(mobile);
}

describe('fertigation permissions', () => {
  test('the contract has every call of spec section 7, under fertigation/, each with a permission', () => {
    const paths = CALLS.map((c) => c.path).sort();
    for (const p of [
      'place/savePlace',
      'place/findPage',
      'place/placeList',
      'place/findManagerNameByMobile',
      'area/findPage',
      'area/areaList',
      'area/save',
      'area/deleteArea',
      'valve/findPageValve',
      'valve/saveValve',
      'valve/checkCd',
      'valve/deleteValve',
      'equip/findPage',
      'equip/findAreaListForEquipBind',
      'equip/checkCd',
      'equip/save',
      'equip/edit',
      'equip/saveParam',
      'equip/movePlace',
      'equip/findFertigationParam',
      'equip/changeStatus',
      'equip/type/findPage',
      'equip/type/listEquipType',
      'equip/type/add',
      'equip/type/opt',
      'record/findPage',
      'record/cancel',
      'feedback/process',
      'feedback/picturePrefix',
      'feedback/findPage',
      'template/findPage',
      'template/save',
      'template/delete',
    ])
      assert.ok(paths.includes(`fertigation/${p}`), p);
    assert.equal(new Set(paths).size, paths.length);
    for (const call of CALLS) assert.match(permissionOf(call), /^fertigation:\w+:\w+$/, call.path);
  });

  test('every permission string of the contract is seeded once, as a button of its fertigation page', async () => {
    const used = new Set([...CALLS.map(permissionOf), ...ALL_PERMISSIONS]);
    const seededInCode = new Set(MERCHANT_MENUS.flatMap((g) => g.pages.flatMap((p) => (p.buttons ?? []).map(([perm]) => perm))));
    for (const permission of used) {
      assert.ok(seededInCode.has(permission), `${permission} is in seed/menus.ts`);
      const rows = await s.database.db
        .selectFrom('menu as b')
        .innerJoin('menu as page', 'page.id', 'b.parent_id')
        .select(['b.is_menu', 'page.only_name'])
        .where('b.permission', '=', permission)
        .execute();
      assert.equal(rows.length, 1, permission);
      assert.equal(rows[0]?.is_menu, 'N');
      assert.equal(rows[0]?.only_name, `fertigation.${permission.split(':')[1]}`, permission);
    }
  });

  test('the operator holds every fertigation permission; the administrator *:*:*', async () => {
    const auth = await ok<string[]>(s.operator, contract.menuCalls.getCurrentAuth);
    for (const p of ALL_PERMISSIONS) assert.ok(auth.includes(p), p);
    assert.deepEqual(await ok<string[]>(s.admin, contract.menuCalls.getCurrentAuth), ['*:*:*']);
  });

  test('a user with the read permissions only can read every page and is refused (1007) every write, which writes nothing', async () => {
    const reader = await userWith('13900000077', VIEWS);
    const nobody = await userWith('13900000078', []);
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    for (const call of CALLS) {
      const permission = permissionOf(call);
      const res = await reader.call(call, {});
      if (VIEWS.includes(permission)) assert.notEqual(res.body?.errorCode, 1007, `${call.path}: ${res.text}`);
      else assert.equal(res.body?.errorCode, 1007, `${call.path}: ${res.text}`);
      assert.equal((await nobody.call(call, {})).body?.errorCode, 1007, call.path);
    }
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
  });

  test('an option list is open to the pages whose screens pick from it, and to no other', async () => {
    const { placeList } = contract.fertigationPlaceCalls;
    const { areaList } = contract.fertigationAreaCalls;
    const { listEquipType } = contract.fertigationEquipTypeCalls;
    const valves = await userWith('13900000080', ['fertigation:valve:view']);
    const machines = await userWith('13900000081', ['fertigation:equip:view']);
    const templates = await userWith('13900000082', ['fertigation:template:view']);
    const faults = await userWith('13900000083', ['fertigation:feedback:view']);
    const code = async (c: typeof valves, call: CallDef) => (await c.call(call, {})).body.errorCode;
    assert.deepEqual(await Promise.all([code(valves, placeList), code(valves, areaList), code(valves, listEquipType)]), [0, 0, 1007]);
    assert.deepEqual(await Promise.all([code(machines, placeList), code(machines, areaList), code(machines, listEquipType)]), [0, 1007, 0]);
    assert.deepEqual(
      await Promise.all([code(templates, placeList), code(templates, areaList), code(templates, listEquipType)]),
      [1007, 0, 1007],
    );
    assert.deepEqual(await Promise.all([code(faults, placeList), code(faults, areaList), code(faults, listEquipType)]), [1007, 1007, 1007]);
    const places = await ok<{ id: number }[]>(valves, placeList);
    const own = await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).execute();
    assert.deepEqual(places.map((p) => p.id).sort(), own.map((p) => p.id).sort(), "the merchant's own places, no other");
  });

  test('a save that changes a row needs edit as well as add', async () => {
    const adder = await userWith('13900000079', [
      ...VIEWS,
      'fertigation:place:add',
      'fertigation:area:add',
      'fertigation:valve:add',
      'fertigation:template:add',
    ]);
    const place = await s.database.db
      .selectFrom('place')
      .select(['id', 'version', 'name', 'area_code'])
      .where('merchant_id', '=', s.m1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    const res = await adder.call(contract.fertigationPlaceCalls.savePlace, {
      id: place.id,
      version: place.version,
      name: place.name,
      areaCode: place.area_code,
      address: '',
      managerName: '',
      managerMobile: '',
    });
    assert.equal(res.body.errorCode, 1007, res.text);
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
    const created = await adder.call(contract.fertigationPlaceCalls.savePlace, {
      name: '只新增村',
      areaCode: '130102',
      address: '',
      managerName: '',
      managerMobile: '',
    });
    assert.equal(created.body.errorCode, 0, created.text);
  });
});

describe('fertigation bad requests', () => {
  const BAD_BODIES: [string, string][] = [
    ['application/json', '{'],
    ['application/json', '[]'],
    ['application/json', '"text"'],
    ['application/json', '1e999'],
    ['application/json', '{"__proto__":{"polluted":1}}'],
    ['application/json', '{"id":"1 or 1=1"}'],
    ['application/json', '{"id":1e20}'],
    ['application/json', '{"id":-1}'],
    ['application/json', '{"id":null}'],
    ['application/json', '{"page":1.5}'],
    ['application/json', '{"keyword":{"$ne":1}}'],
    ['application/json', '{"a":"\u0000"}'],
    ['application/x-www-form-urlencoded', "id=1' or 1=1 --"],
    ['text/xml', '<a/>'],
  ];

  test('malformed bodies to every fertigation call are refused with an envelope, never a 500, and write nothing', async () => {
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    for (const call of CALLS) {
      for (const [contentType, body] of BAD_BODIES) {
        const res = await s.admin.request('POST', `/cpi/${call.path}`, { body, contentType });
        assert.notEqual(res.status, 500, `${call.path} ${body}: ${res.text}`);
        assert.equal(res.body?.success, false, `${call.path} ${body}: ${res.text}`);
      }
      const get = await s.admin.request('GET', `/cpi/${call.path}`);
      assert.equal(get.status, 404, `${call.path} is POST only`);
    }
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe('record findPage plans', () => {
  test('each typical filter is served by an index of usage_record', async () => {
    const window = { size: 20, offset: 0 };
    const from = new Date(Date.now() - 30 * 86_400_000);
    const place = await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).executeTakeFirstOrThrow();
    const cases: [string, Parameters<typeof recordQuery>[3], Date?][] = [
      ['first page', {}],
      ['date range', {}, from],
      ['status', { status: 'FINISH' }],
      ['place', { placeId: place.id }],
      ['order number prefix', { keyword: 'AF0001' }],
    ];
    await s.database.db.transaction().execute(async (trx) => {
      // The seeded table is small enough for a sequential scan; forbid it to see which index serves each filter.
      await sql`set local enable_seqscan = off`.execute(trx);
      for (const [name, filters, start] of cases) {
        for (const query of [
          recordPageQuery(trx, fertigationLine, s.m1, filters, window, start),
          recordQuery(trx, fertigationLine, s.m1, filters, start).select((eb) => eb.fn.countAll().as('n')),
        ]) {
          const plan = (await query.explain()).map((r) => String(Object.values(r)[0])).join('\n');
          assert.match(plan, /Index (Only )?Scan|Bitmap Index Scan/, `${name}:\n${plan}`);
          assert.match(plan, /usage_record_\w+_idx/, `${name}:\n${plan}`);
        }
      }
    });
  });
});

describe('migration 003 on a database seeded before it', () => {
  test('adds the new buttons under their pages and grants them to the roles holding the page, once', async () => {
    const db = s.database.db;
    // The home view came later, with migration 005 (test/server/fertigation-home.test.ts).
    const added = [
      ...VIEWS.filter((p) => p !== contract.fertigationPermissions.home.view),
      'fertigation:template:edit',
      'fertigation:template:delete',
    ];
    // The roles holding the fertigation pages (the seeded operator; the test users above hold buttons only).
    const grants = async () =>
      await db
        .selectFrom('role_menu')
        .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
        .innerJoin('menu as page', 'page.id', 'menu.parent_id')
        .select(['role_menu.role_id', 'menu.permission', 'menu.name', 'page.only_name'])
        .where('menu.permission', 'in', added)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('role_menu as rp')
              .select('rp.role_id')
              .whereRef('rp.role_id', '=', 'role_menu.role_id')
              .whereRef('rp.menu_id', '=', 'page.id'),
          ),
        )
        .orderBy('menu.permission')
        .orderBy('role_menu.role_id')
        .execute();
    const before = await grants();
    assert.ok(before.length >= added.length);
    // As a database seeded before the migration: the buttons do not exist.
    const ids = (await db.selectFrom('menu').select('id').where('permission', 'in', added).execute()).map((m) => m.id);
    await db.deleteFrom('role_menu').where('menu_id', 'in', ids).execute();
    await db.deleteFrom('menu').where('id', 'in', ids).execute();
    const [insertButtons, grantButtons] = migration003.slice(-2) as [string, string];
    for (let run = 0; run < 2; run += 1) {
      await sql.raw(insertButtons).execute(db);
      await sql.raw(grantButtons).execute(db);
    }
    assert.deepEqual(await grants(), before);
    const auth = await ok<string[]>(s.operator, contract.menuCalls.getCurrentAuth);
    for (const p of added) assert.ok(auth.includes(p), p);
  });
});
