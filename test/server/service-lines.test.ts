import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  cardCalls,
  fertigationEquipCalls,
  fertigationHomeCalls,
  fertigationRecordCalls,
  menuCalls,
  roleCalls,
  serviceLineCalls,
  wellEquipCalls,
  wellHomeCalls,
  wellMonitorCalls,
  type MenuItem,
  type RoleMenuNode,
} from '../../src/api/contract';
import { migrate, MIGRATIONS } from '../../server/db/migrate';
import { FERTIGATION_MERCHANT_SIZES, seedDemo } from '../../server/db/seed/index';
import type { TestClient } from './support/client';
import { createEmptyDatabase } from './support/test-database';
import { serverSuite } from './support/suite';

// Spec sections 2 and 7: plat/common/findMerchantServiceTypeList, and a merchant without a line
// neither gets its menus nor may make its calls, whatever its roles grant.

const FERTIGATION_ADMIN = '13600000000';
let admin: TestClient;
let other: TestClient;
let third: TestClient;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs('13800000000');
    other = await server.loginAs('13700000000');
    third = await server.loginAs(FERTIGATION_ADMIN);
  },
});

const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);
const lines = async (client: TestClient) => (await client.call<string[]>(serviceLineCalls.findMerchantServiceTypeList)).body;
const PAGE = { page: 1, size: 10 };

describe('plat/common/findMerchantServiceTypeList', () => {
  test('answers each merchant its lines: both for the first two, fertigation for the third', async () => {
    assert.deepEqual(await lines(admin), { success: true, errorCode: 0, message: '操作成功', data: ['agriculturalWell', 'fertigation'] });
    assert.deepEqual((await lines(other)).data, ['agriculturalWell', 'fertigation']);
    assert.deepEqual((await lines(third)).data, ['fertigation']);
  });

  test('needs a logged-in user and a signature', async () => {
    assert.equal((await s.server.client().call(serviceLineCalls.findMerchantServiceTypeList, {}, { token: null })).status, 401);
    assert.equal((await third.call(serviceLineCalls.findMerchantServiceTypeList, {}, { unsigned: true })).body.errorCode, 1008);
  });
});

describe('the fertigation-only merchant', () => {
  test('gets no menu of the wells, though its administrator holds *:*:*', async () => {
    const tree = (await third.call<MenuItem[]>(menuCalls.getCurrentMenu)).body.data;
    // the big screen shows the wells: no wells line, no big screen
    assert.deepEqual(
      tree.map((g) => g.path),
      ['/fertigation', '/system', '/devModule'],
    );
    const all = flatten(tree);
    assert.ok(!all.some((m) => m.path.startsWith('/agriculturalWell') || m.permission.startsWith('agriculturalWell:')));
    assert.ok(all.some((m) => m.permission === 'fertigation:place:add'));
    assert.deepEqual((await third.call<string[]>(menuCalls.getCurrentAuth)).body.data, ['*:*:*']);
  });

  test("is refused the wells' calls (1007) and served its fertigation pages", async () => {
    for (const [call, input] of [
      [wellEquipCalls.findPage, PAGE],
      [wellHomeCalls.summary, {}],
      [cardCalls.findPage, PAGE],
      [wellMonitorCalls.findPage, PAGE],
    ] as const) {
      const res = await third.call(call, input);
      assert.equal(res.body.errorCode, 1007, call.path);
      assert.equal((await admin.call(call, input)).body.errorCode, 0, `${call.path} for a merchant with the line`);
    }
    const equips = await third.call<{ total: number }>(fertigationEquipCalls.findPage, PAGE);
    assert.equal(equips.body.data.total, FERTIGATION_MERCHANT_SIZES.fertigationMachines);
    const records = await third.call<{ total: number }>(fertigationRecordCalls.findPage, PAGE);
    assert.equal(records.body.data.total, FERTIGATION_MERCHANT_SIZES.fertigationRecords);
    assert.equal((await third.call(fertigationHomeCalls.summary, {})).body.errorCode, 0);
  });

  test('its role screen lists no wells menu and a role cannot be given one', async () => {
    const tree = (await third.call<RoleMenuNode[]>(roleCalls.getMenuList)).body.data;
    // the big screen shows the wells: no wells line, no big screen
    assert.deepEqual(
      tree.map((g) => g.path),
      ['/fertigation', '/system', '/devModule'],
    );
    const wellMenu = await s.database.db
      .selectFrom('menu')
      .select('id')
      .where('path', '=', '/agriculturalWell/well')
      .executeTakeFirstOrThrow();
    const fertigationMenu = await s.database.db
      .selectFrom('menu')
      .select('id')
      .where('path', '=', '/fertigation/place')
      .executeTakeFirstOrThrow();
    const refused = await third.call(roleCalls.save, { name: '带机井的角色', remark: '', menuIds: [fertigationMenu.id, wellMenu.id] });
    assert.notEqual(refused.body.errorCode, 0);
    const saved = await third.call<{ id: number }>(roleCalls.save, { name: '水肥角色', remark: '', menuIds: [fertigationMenu.id] });
    assert.equal(saved.body.errorCode, 0);
    const admins = await s.database.db
      .selectFrom('role')
      .select('id')
      .where('merchant_id', '=', await merchantOf(FERTIGATION_ADMIN))
      .where('grants_all', '=', true)
      .executeTakeFirstOrThrow();
    const allIds = (await third.call<{ menuIds: number[] }>(roleCalls.findById, { id: admins.id })).body.data.menuIds;
    assert.ok(allIds.includes(fertigationMenu.id) && !allIds.includes(wellMenu.id), 'a grants-all role holds the menus of its lines');
  });
});

async function merchantOf(mobile: string): Promise<number> {
  return (await s.database.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', mobile).executeTakeFirstOrThrow())
    .merchant_id;
}

describe('a line taken from a merchant', () => {
  test('goes from its menus, permissions and calls at the next call, and comes back with the line', async () => {
    const m2 = await merchantOf('13700000000');
    const before = await other.call(menuCalls.getCurrentMenu);
    await s.database.db.deleteFrom('merchant_service_line').where('merchant_id', '=', m2).where('line', '=', 'agriculturalWell').execute();
    try {
      const res = await other.call<MenuItem[]>(menuCalls.getCurrentMenu);
      assert.ok(!res.body.data.some((g) => g.path === '/agriculturalWell'));
      assert.notEqual(res.headers.get('irr-grants'), before.headers.get('irr-grants'), 'the console reloads its menus');
      assert.equal((await other.call(wellEquipCalls.findPage, PAGE)).body.errorCode, 1007);
      assert.deepEqual((await lines(other)).data, ['fertigation']);
    } finally {
      await s.database.db.insertInto('merchant_service_line').values({ merchant_id: m2, line: 'agriculturalWell' }).execute();
    }
    assert.equal((await other.call(wellEquipCalls.findPage, PAGE)).body.errorCode, 0);
  });
});

describe('a database from before the lines', () => {
  test('migration 016 gives its merchants both lines; its next start seeds the third merchant, once', { timeout: 120_000 }, async () => {
    const handle = await createEmptyDatabase();
    const { db } = handle;
    try {
      // the migrations before 016, as an older server applied them
      await sql`create table schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(db);
      for (const migration of MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((m) => m.name === '016-service-lines'),
      )) {
        for (const statement of migration.statements) await sql.raw(statement).execute(db);
        await db.insertInto('schema_migration').values({ name: migration.name }).execute();
      }
      const { id } = await db
        .insertInto('merchant')
        .values({ name: '老商户', footer_name: '老平台', contact_mobile: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('seed_marker').values({ name: 'demo-v1' }).execute(); // seeded before
      assert.ok((await migrate(db)).includes('016-service-lines'));
      const rows = await db.selectFrom('merchant_service_line').select('line').where('merchant_id', '=', id).orderBy('line').execute();
      assert.deepEqual(
        rows.map((r) => r.line),
        ['agriculturalWell', 'fertigation'],
      );

      assert.equal(await seedDemo(db), true);
      const user = await db
        .selectFrom('merchant_user')
        .select('merchant_id')
        .where('mobile', '=', FERTIGATION_ADMIN)
        .executeTakeFirstOrThrow();
      const third = await db.selectFrom('merchant_service_line').select('line').where('merchant_id', '=', user.merchant_id).execute();
      assert.deepEqual(
        third.map((r) => r.line),
        ['fertigation'],
      );
      const count = async (table: 'fertigation_equip' | 'well' | 'usage_record') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('merchant_id', '=', user.merchant_id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      assert.equal(await count('fertigation_equip'), FERTIGATION_MERCHANT_SIZES.fertigationMachines);
      assert.equal(await count('usage_record'), FERTIGATION_MERCHANT_SIZES.fertigationRecords);
      assert.equal(await count('well'), 0);
      assert.equal(await seedDemo(db), false, 'once');
    } finally {
      await handle.close();
    }
  });
});
