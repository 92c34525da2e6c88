import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fertigationAreaCalls as area, fertigationPlaceCalls as place, type CallDef } from '../../src/api/contract';
import type { AreaRow } from '../../src/api/contract/fertigation/area';
import type { PlaceRow } from '../../src/api/contract/fertigation/place';
import {
  invalid,
  ok,
  refused,
  startFertigationSuite,
  stopFertigationSuite,
  unchanged,
  type FertigationSuite,
  type Page,
} from './support/fertigation';

let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite();
});
after(async () => stopFertigationSuite(s));

const page = <T>(c: FertigationSuite['admin'], call: CallDef, input: Record<string, unknown> = {}) => ok<Page<T>>(c, call, input);

describe('fertigation/place', () => {
  test("findPage: the merchant's places with region names and counts, filtered and paged", async () => {
    const all = await page<PlaceRow>(s.admin, place.findPage, { size: 50 });
    assert.equal(all.total, 8);
    assert.equal(all.size, 50);
    const wang = all.records.find((p) => p.name === '王家庄村');
    assert.ok(wang);
    assert.equal(wang.provinceName, '河北省');
    assert.equal(wang.areaCode, '130109');
    assert.ok(wang.areaCount >= 1 && wang.equipCount >= 1);
    assert.match(wang.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal((await page<PlaceRow>(s.admin, place.findPage, { name: '家' })).total, 5);
    assert.equal((await page<PlaceRow>(s.admin, place.findPage, { regionCode: '130123' })).total, 2);
    assert.equal((await page<PlaceRow>(s.admin, place.findPage, { regionCode: '1304' })).total, 2);
    assert.equal((await page<PlaceRow>(s.admin, place.findPage, { regionCode: '13' })).total, 8);
    const second = await page<PlaceRow>(s.admin, place.findPage, { page: 2, size: 3 });
    assert.deepEqual([second.records.length, second.page, second.size], [0, 2, 10], 'size 3 is clamped to 10');
    const other = await page<PlaceRow>(s.other, place.findPage, {});
    assert.equal(other.total, 2, 'merchant 2 sees its own places only');
  });

  test('findPage treats % and _ as text, and SQL metacharacters as plain text', async () => {
    await unchanged(s, async () => {
      assert.equal((await page(s.admin, place.findPage, { name: '%' })).total, 0);
      assert.equal((await page(s.admin, place.findPage, { name: '_' })).total, 0);
      assert.equal((await page(s.admin, place.findPage, { name: "' or 1=1 --" })).total, 0);
      assert.equal((await page(s.admin, place.findPage, { name: 'x"; drop table place; --' })).total, 0);
    });
  });

  test('savePlace creates, edits with the version, refuses a stale version and a duplicate name', async () => {
    const created = await ok<{ id: number; version: number }>(s.admin, place.savePlace, {
      name: '测试新村',
      areaCode: '130102',
      address: '长安区测试路1号',
      managerName: '孙测试',
      managerMobile: '13512345678',
    });
    assert.equal(created.version, 0);
    const row = await s.database.db.selectFrom('place').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.province_code, row.city_code, row.area_code, row.merchant_id], ['130000', '130100', '130102', s.m1]);
    const edited = await ok<{ id: number; version: number }>(s.admin, place.savePlace, {
      id: created.id,
      version: 0,
      name: '测试新村',
      areaCode: '130102',
      address: '新地址',
      managerName: '孙测试',
      managerMobile: '',
    });
    assert.equal(edited.version, 1);
    await unchanged(s, async () => {
      await refused(
        s.admin,
        place.savePlace,
        {
          id: created.id,
          version: 0,
          name: '测试新村',
          areaCode: '130102',
          address: '旧的',
          managerName: '',
          managerMobile: '',
        },
        '数据已被修改，请刷新后重试',
      );
      await refused(
        s.admin,
        place.savePlace,
        { name: '测试新村', areaCode: '130102', address: '', managerName: '', managerMobile: '' },
        '村镇名称“测试新村”已存在',
      );
      await refused(
        s.admin,
        place.savePlace,
        { name: '无效区县', areaCode: '999999', address: '', managerName: '', managerMobile: '' },
        '所在区县无效，请重新选择',
      );
      await refused(
        s.admin,
        place.savePlace,
        { name: '城市编码', areaCode: '130100', address: '', managerName: '', managerMobile: '' },
        '所在区县无效，请重新选择',
      );
    });
  });

  test("savePlace: another merchant's id is not found and untouched; bad inputs are 400", async () => {
    const theirs = await s.database.db
      .selectFrom('place')
      .select(['id', 'version'])
      .where('merchant_id', '=', s.m2)
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(
        s.admin,
        place.savePlace,
        {
          id: theirs.id,
          version: theirs.version,
          name: '抢占',
          areaCode: '130102',
          address: '',
          managerName: '',
          managerMobile: '',
        },
        '村镇不存在或已删除',
      );
      const base = { name: '某村', areaCode: '130102', address: '', managerName: '', managerMobile: '' };
      await invalid(s.admin, place.savePlace, { ...base, name: '   ' }, '村镇名称不能为空');
      await invalid(s.admin, place.savePlace, { ...base, name: '村'.repeat(51) }, '村镇名称最长50个字符');
      await invalid(s.admin, place.savePlace, { ...base, managerMobile: '1234' }, '请输入有效的手机号');
      await invalid(s.admin, place.savePlace, { ...base, areaCode: 130102 });
      await invalid(s.admin, place.savePlace, { ...base, merchantId: s.m2 }, /不支持的参数/);
      await invalid(s.admin, place.savePlace, { ...base, id: 1 }, '缺少版本号，请刷新后重试');
      await invalid(s.admin, place.savePlace, { ...base, id: 2 ** 31, version: 0 }, '编号无效');
      await invalid(s.admin, place.savePlace, { ...base, id: '1', version: 0 });
    });
  });

  test('two concurrent edits of one version: exactly one wins, the other is told', async () => {
    const p = await s.database.db
      .selectFrom('place')
      .select(['id', 'version', 'name', 'area_code'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edit = (address: string) =>
      s.admin.call(place.savePlace, {
        id: p.id,
        version: p.version,
        name: p.name,
        areaCode: p.area_code,
        address,
        managerName: '',
        managerMobile: '',
      });
    const results = await Promise.all([edit('甲'), edit('乙')]);
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, '数据已被修改，请刷新后重试');
    const after = await s.database.db.selectFrom('place').select(['version', 'address']).where('id', '=', p.id).executeTakeFirstOrThrow();
    assert.equal(after.version, p.version + 1);
  });

  test('placeList and findManagerNameByMobile', async () => {
    const list = await ok<{ id: number; name: string }[]>(s.admin, place.placeList);
    assert.ok(list.length >= 8 && list.every((p) => Object.keys(p).sort().join() === 'id,name'));
    assert.equal((await ok<unknown[]>(s.other, place.placeList)).length, 2);
    const known = await s.database.db
      .selectFrom('place')
      .select(['manager_mobile', 'manager_name'])
      .where('merchant_id', '=', s.m1)
      .where('manager_mobile', '<>', '')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(await ok(s.admin, place.findManagerNameByMobile, { mobile: known.manager_mobile }), {
      mobile: known.manager_mobile,
      name: known.manager_name,
    });
    assert.deepEqual(await ok(s.admin, place.findManagerNameByMobile, { mobile: '13900000001' }), {
      mobile: '13900000001',
      name: '演示操作员',
    });
    assert.equal(await ok(s.other, place.findManagerNameByMobile, { mobile: known.manager_mobile }), null, 'not across merchants');
    await invalid(s.admin, place.findManagerNameByMobile, { mobile: '2390000000' }, '请输入有效的手机号');
  });
});

describe('fertigation/area', () => {
  test('findPage filters by keyword, place and binding; areaList by place', async () => {
    const all = await page<AreaRow>(s.admin, area.findPage, { size: 50 });
    assert.equal(all.total, 26, '10 machine areas and 2 more per place');
    const bound = await page<AreaRow>(s.admin, area.findPage, { bound: 'Y', size: 50 });
    const free = await page<AreaRow>(s.admin, area.findPage, { bound: 'N', size: 50 });
    assert.equal(bound.total + free.total, all.total);
    assert.ok(bound.records.every((a) => a.equipId !== null && a.equipCd !== null));
    assert.ok(free.records.every((a) => a.equipId === null));
    const first = all.records.at(-1) as AreaRow;
    assert.equal((await page<AreaRow>(s.admin, area.findPage, { keyword: first.cd })).records[0]?.id, first.id);
    const inPlace = await page<AreaRow>(s.admin, area.findPage, { placeId: first.placeId, size: 50 });
    assert.ok(inPlace.records.every((a) => a.placeId === first.placeId));
    const list = await ok<{ placeId: number }[]>(s.admin, area.areaList, { placeId: first.placeId });
    assert.equal(list.length, inPlace.total);
    assert.equal((await ok<unknown[]>(s.admin, area.areaList, {})).length, all.total);
    assert.equal((await page(s.other, area.findPage, {})).total, 3, "merchant 2: its machine's area and 2 more in that place");
    const paged = await page<AreaRow>(s.admin, area.findPage, { page: 3, size: 10 });
    assert.deepEqual([paged.records.length, paged.total, paged.page], [6, 26, 3]);
    assert.deepEqual(
      paged.records.map((a) => a.id),
      all.records.slice(20, 26).map((a) => a.id),
    );
  });

  test("save: create, duplicate code (also under concurrency), edit with version, other merchant's place", async () => {
    const placeId = (
      await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const base = { cd: 'T-AREA-1', name: '试验田', placeId, acreageMu: 12, crop: '玉米', remark: '' };
    const created = await ok<{ id: number; version: number }>(s.admin, area.save, base);
    await unchanged(s, async () => {
      await refused(s.admin, area.save, { ...base, name: '另一块' }, '区域编码“T-AREA-1”已存在');
      await refused(s.admin, area.save, { ...base, id: created.id, version: 5 }, '数据已被修改，请刷新后重试');
      const theirPlace = (await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow())
        .id;
      await refused(s.admin, area.save, { ...base, cd: 'T-AREA-2', placeId: theirPlace }, '村镇不存在或已删除');
      await invalid(s.admin, area.save, { ...base, cd: "a' or '1'='1" }, '编码只能包含字母、数字、下划线和短横线');
      await invalid(s.admin, area.save, { ...base, acreageMu: 1.5 }, '面积必须是整数');
      await invalid(s.admin, area.save, { ...base, acreageMu: '12' });
    });
    const results = await Promise.all([1, 2, 3].map(() => s.admin.call(area.save, { ...base, cd: 'T-RACE' })));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1, 1], results.map((r) => r.text).join('\n'));
    assert.ok(results.filter((r) => r.body.errorCode === 1).every((r) => r.body.message === '区域编码“T-RACE”已存在'));
    const edited = await ok<{ version: number }>(s.admin, area.save, { ...base, id: created.id, version: 0, name: '试验田二' });
    assert.equal(edited.version, 1);
  });

  test("deleteArea: refused with valves or a machine; free areas go; others' areas are not found", async () => {
    const withValves = await s.database.db.selectFrom('valve').select('area_id').where('merchant_id', '=', s.m1).executeTakeFirstOrThrow();
    const boundOnly = await s.database.db
      .selectFrom('equip_area')
      .leftJoin('valve', 'valve.area_id', 'equip_area.area_id')
      .select('equip_area.area_id')
      .where('equip_area.merchant_id', '=', s.m1)
      .where('valve.id', 'is', null)
      .executeTakeFirstOrThrow();
    const theirs = await s.database.db.selectFrom('area').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, area.deleteArea, { id: withValves.area_id }, /^该区域下还有\d+个阀门，不能删除$/);
      await refused(s.admin, area.deleteArea, { id: boundOnly.area_id }, /^该区域已绑定设备“AF\d+”，请先解绑$/);
      await refused(s.admin, area.deleteArea, { id: theirs.id }, '区域不存在或已删除');
      await refused(s.admin, area.deleteArea, { id: 2147483647 }, '区域不存在或已删除');
      await invalid(s.admin, area.deleteArea, { id: 0 }, '编号无效');
      await invalid(s.admin, area.deleteArea, {}, /缺少参数|id/);
    });
    const free = await page<AreaRow>(s.admin, area.findPage, { bound: 'N', keyword: 'T-AREA-1' });
    const target = free.records[0] as AreaRow;
    assert.equal(await ok(s.admin, area.deleteArea, { id: target.id }), null);
    assert.equal(await s.database.db.selectFrom('area').select('id').where('id', '=', target.id).executeTakeFirst(), undefined);
    await refused(s.admin, area.deleteArea, { id: target.id }, '区域不存在或已删除');
  });
});
