import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultPersonalizedNames, menuCalls, paramCalls, regionCalls, type MenuItem } from '../../src/api/contract';
import type { TestClient } from './support/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

let admin: TestClient;
let operator: TestClient;
let other: TestClient;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs('13800000000');
    operator = await server.loginAs('13900000001');
    other = await server.loginAs('13700000000');
  },
});

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);

describe('menu/getCurrent', () => {
  test('the administrator gets every group of the brief, pages with their buttons', async () => {
    const res = await admin.call<MenuItem[]>(menuCalls.getCurrentMenu);
    assert.equal(res.body.errorCode, 0);
    const tree = res.body.data;
    assert.deepEqual(
      tree.map((g) => g.path),
      ['/agriculturalWell', '/fertigation', '/system', '/devModule', '/bigScreen'],
    );
    const pages = (group: string) =>
      tree
        .find((g) => g.path === `/${group}`)
        ?.children.filter((c) => c.isMenu === 'Y')
        .map((c) => c.path.split('/')[2]);
    assert.deepEqual(pages('agriculturalWell'), [
      'home',
      'well',
      'place',
      'record',
      'feedback',
      'card',
      'bill',
      'fund',
      'reconcile',
      'settlement',
      'report',
      'monitor',
      'inspection',
      'notice',
    ]);
    assert.deepEqual(pages('fertigation'), ['home', 'place', 'area', 'valve', 'equip', 'equipType', 'record', 'feedback', 'template']);
    assert.deepEqual(pages('system'), ['user', 'role', 'param', 'password', 'loginLog', 'operLog']);
    assert.deepEqual(pages('devModule'), ['index']);
    assert.deepEqual(pages('bigScreen'), ['home']);
    const all = flatten(tree);
    const buttons = all.filter((m) => m.isMenu === 'N');
    assert.ok(buttons.length > 30);
    assert.ok(buttons.every((b) => b.permission !== '' && b.children.length === 0));
    assert.ok(all.filter((m) => m.isMenu === 'Y').every((m) => m.permission === ''));
    for (const p of ['fertigation:place:add', 'plat:user:add', 'agriculturalWell:bill:refund', 'plat:user:findPage']) {
      assert.ok(
        buttons.some((b) => b.permission === p),
        p,
      );
    }
    const bill = all.find((m) => m.path === '/agriculturalWell/bill');
    assert.ok(bill?.children.some((b) => b.permission === 'agriculturalWell:bill:refund' && b.parentId === bill.id));
    const card = all.find((m) => m.path === '/agriculturalWell/card');
    assert.ok(card?.children.some((b) => b.permission === 'agriculturalWell:card:refundRecharge' && b.parentId === card.id));
  });

  test('the operator has no system menus and no refund button', async () => {
    const res = await operator.call<MenuItem[]>(menuCalls.getCurrentMenu);
    const tree = res.body.data;
    assert.deepEqual(
      tree.map((g) => g.path),
      ['/agriculturalWell', '/fertigation', '/devModule', '/bigScreen'],
    );
    const all = flatten(tree);
    assert.ok(!all.some((m) => m.permission === 'agriculturalWell:bill:refund'));
    assert.ok(!all.some((m) => m.permission === 'agriculturalWell:card:refundRecharge'), 'nor a recharge refund');
    assert.ok(all.some((m) => m.path === '/agriculturalWell/bill'));
    assert.ok(all.some((m) => m.permission === 'agriculturalWell:card:recharge'));
    assert.ok(all.some((m) => m.permission === 'fertigation:place:add'));
  });

  test('menus are rows of the user type that a role grants', async () => {
    const role = await s.database.db
      .selectFrom('role')
      .innerJoin('user_role', 'user_role.role_id', 'role.id')
      .innerJoin('merchant_user', 'merchant_user.id', 'user_role.user_id')
      .select('role.id')
      .where('merchant_user.mobile', '=', '13900000001')
      .executeTakeFirstOrThrow();
    const page = await s.database.db.selectFrom('menu').select('id').where('path', '=', '/system/user').executeTakeFirstOrThrow();
    const button = await s.database.db.selectFrom('menu').select('id').where('permission', '=', 'plat:user:add').executeTakeFirstOrThrow();
    const other = await s.database.db
      .insertInto('menu')
      .values({
        user_type: 'platform',
        parent_id: 0,
        name: '平台管理',
        url: '/platform',
        path: '/platform',
        css: '',
        icon_css: '',
        sort: 0,
        is_menu: 'Y',
        hidden: false,
        separation: 'platform',
        only_name: 'platform',
        permission: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.database.db
      .insertInto('role_menu')
      .values([page, button, other].map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
    try {
      const tree = (await operator.call<MenuItem[]>(menuCalls.getCurrentMenu)).body.data;
      const system = tree.find((g) => g.path === '/system');
      assert.deepEqual(
        system?.children.map((c) => c.path),
        ['/system/user'],
        'the granted page brings its group',
      );
      assert.deepEqual(
        system?.children[0]?.children.map((b) => b.permission),
        ['plat:user:add'],
      );
      assert.ok(!tree.some((g) => g.path === '/platform'), 'a menu of another user type is never shown');
      assert.ok((await operator.call<string[]>(menuCalls.getCurrentAuth)).body.data.includes('plat:user:add'));
      assert.ok(!flatten((await admin.call<MenuItem[]>(menuCalls.getCurrentMenu)).body.data).some((m) => m.path === '/platform'));
    } finally {
      await s.database.db
        .deleteFrom('role_menu')
        .where('role_id', '=', role.id)
        .where('menu_id', 'in', [page.id, button.id, other.id])
        .execute();
      await s.database.db.deleteFrom('menu').where('id', '=', other.id).execute();
    }
    assert.ok(!(await operator.call<MenuItem[]>(menuCalls.getCurrentMenu)).body.data.some((g) => g.path === '/system'));
  });

  test('the second merchant administrator sees the same menu set', async () => {
    const res = await other.call<MenuItem[]>(menuCalls.getCurrentMenu);
    assert.equal(res.body.data.length, 5);
  });
});

describe('menu/getCurrentAuth and getCurrentInfo', () => {
  test('permissions: *:*:* for administrators, button strings for the operator', async () => {
    assert.deepEqual((await admin.call(menuCalls.getCurrentAuth)).body.data, ['*:*:*']);
    const perms = (await operator.call<string[]>(menuCalls.getCurrentAuth)).body.data;
    assert.ok(perms.includes('fertigation:place:add'));
    assert.ok(perms.includes('agriculturalWell:record:cancel'));
    assert.ok(!perms.includes('agriculturalWell:bill:refund'));
    assert.ok(!perms.includes('agriculturalWell:card:refundRecharge'));
    assert.ok(!perms.some((p) => p.startsWith('plat:')));
  });

  test('user info of each merchant', async () => {
    const a = (await admin.call<Record<string, unknown>>(menuCalls.getCurrentInfo)).body.data;
    assert.equal(a.mobile, '13800000000');
    assert.equal(a.code, 'U0001');
    assert.equal(a.footerName, '农业灌溉数字化管理平台');
    assert.equal(a.userType, 'merchant');
    assert.deepEqual(a.permissions, ['*:*:*']);
    assert.deepEqual(
      (a.roles as { name: string }[]).map((r) => r.name),
      ['超级管理员'],
    );
    const o = (await other.call<Record<string, unknown>>(menuCalls.getCurrentInfo)).body.data;
    assert.notEqual(o.merchantId, a.merchantId);
    assert.equal(o.merchantName, '丰源水利合作社');
  });
});

describe('plat/param/findByCd', () => {
  test('unset: 1010 with the defaults in data', async () => {
    const res = await admin.call(paramCalls.findParamByCd, { paramCd: 'personalizedName' });
    assert.equal(res.body.errorCode, 1010);
    assert.equal(res.body.message, '商户参数数据不存在');
    assert.deepEqual(res.body.data, { paramCd: 'personalizedName', paramValue: defaultPersonalizedNames });
  });

  test("set: the merchant's own names, not another merchant's", async () => {
    const res = await other.call(paramCalls.findParamByCd, { paramCd: 'personalizedName' });
    assert.equal(res.body.errorCode, 0);
    assert.deepEqual(res.body.data, {
      paramCd: 'personalizedName',
      paramValue: { equipment: '水井', equipmentName: '水井编号', equipmentAdmin: '管井员', place: '乡镇' },
    });
  });

  test('an unknown code is 1010; a missing one 400', async () => {
    assert.equal((await admin.call(paramCalls.findParamByCd, { paramCd: 'nothing' })).body.errorCode, 1010);
    assert.equal((await admin.call(paramCalls.findParamByCd, {})).status, 400);
  });
});

describe('regions', () => {
  test('findRegion: provinces, then children, with 6-digit codes', async () => {
    const provinces = (await admin.call<{ id: string; cd: string; name: string }[]>(regionCalls.findRegion, {})).body.data;
    assert.ok(provinces.length >= 34);
    assert.ok(provinces.some((p) => p.cd === '130000' && p.name === '河北省'));
    const cities = (await admin.call<{ cd: string; name: string }[]>(regionCalls.findRegion, { id: '130000' })).body.data;
    assert.ok(cities.some((c) => c.cd === '130100' && c.name === '石家庄市'));
    const short = (await admin.call<{ cd: string }[]>(regionCalls.findRegion, { id: '13' })).body.data;
    assert.deepEqual(short, cities);
  });

  test('the plat/area and plat/common calls answer common areas', async () => {
    for (const call of [regionCalls.findProvinceList, regionCalls.getProvince]) {
      const list = (await admin.call<{ areaCode: string; areaParentId: string }[]>(call)).body.data;
      assert.ok(list.some((a) => a.areaCode === '130000'));
    }
    for (const call of [regionCalls.findCityList, regionCalls.getCity]) {
      const list = (await admin.call<{ areaCode: string; areaAbbname: string; areaParentId: string }[]>(call, { areaParentId: '1300' }))
        .body.data;
      assert.ok(list.some((a) => a.areaCode === '130100' && a.areaAbbname === '石家庄市' && a.areaParentId === '130000'));
    }
    for (const call of [regionCalls.findAreaList, regionCalls.getArea]) {
      const list = (await admin.call<{ areaCode: string; areaAbbname: string }[]>(call, { areaParentId: '130100' })).body.data;
      assert.ok(list.some((a) => a.areaCode === '130123' && a.areaAbbname === '正定县'));
    }
    assert.deepEqual((await admin.call(regionCalls.getCity, { areaParentId: '990000' })).body.data, []);
  });

  test('need a logged-in user', async () => {
    assert.equal((await s.server.client().call(regionCalls.getProvince, {}, { token: null })).status, 401);
  });
});

describe('demo seed', () => {
  test("has the brief's data, with real region codes, scoped by merchant", async () => {
    const count = async (
      table: 'place' | 'well' | 'fertigation_equip' | 'valve' | 'usage_record' | 'fault_feedback' | 'notice',
      merchantId: number,
    ) =>
      Number(
        (
          await s.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('merchant_id', '=', merchantId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [m1, m2] = (await s.database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
    assert.equal(await count('place', m1), 8);
    assert.equal(await count('well', m1), 50);
    assert.equal(await count('fertigation_equip', m1), 10);
    assert.equal(await count('valve', m1), 40);
    assert.equal(await count('usage_record', m1), 3000);
    assert.equal(await count('fault_feedback', m1), 60);
    assert.equal(await count('notice', m1), 12);
    assert.equal(await count('well', m2), 5);
    const places = await s.database.db.selectFrom('place').select(['province_code', 'city_code', 'area_code']).execute();
    assert.ok(places.every((p) => p.area_code.startsWith(p.city_code.slice(0, 4)) && p.city_code.startsWith(p.province_code.slice(0, 2))));
    const unread = await s.database.db
      .selectFrom('notice')
      .leftJoin('notice_read', (j) => j.onRef('notice_read.notice_id', '=', 'notice.id'))
      .select('notice.id')
      .where('notice.merchant_id', '=', m1)
      .where('notice_read.notice_id', 'is', null)
      .execute();
    assert.equal(unread.length, 4);
  });
});

describe('migrations and seed', () => {
  test('run again, they change nothing', async () => {
    const before = await snapshot(s.database.db, ['nonce', 'session', 'captcha', 'login_failure']);
    assert.deepEqual(await migrate(s.database.db), []);
    assert.equal(await seedDemo(s.database.db), false);
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session', 'captcha', 'login_failure']), before);
  });
});
