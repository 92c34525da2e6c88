import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import {
  fertigationAreaCalls as area,
  fertigationEquipCalls as equip,
  fertigationEquipTypeCalls as equipType,
  fertigationValveCalls as valve,
} from '../../src/api/contract';
import type { CallResponse } from '../../src/api/contract/define-call';
import type { EquipRow, FertigationParam } from '../../src/api/contract/fertigation/equip';
import type { EquipTypeRow } from '../../src/api/contract/fertigation/equip-type';
import type { ValveRow } from '../../src/api/contract/fertigation/valve';
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

type Saved = { id: number; version: number };

/** A place of merchant 1 with its free areas (no machine yet). */
async function freeAreas(): Promise<{ placeId: number; areaIds: number[] }> {
  const rows = await s.database.db
    .selectFrom('area')
    .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
    .select(['area.id', 'area.place_id'])
    .where('area.merchant_id', '=', s.m1)
    .where('equip_area.equip_id', 'is', null)
    .orderBy('area.id')
    .execute();
  const placeId = (rows[0] as { place_id: number }).place_id;
  return { placeId, areaIds: rows.filter((r) => r.place_id === placeId).map((r) => r.id) };
}

const typeId = async (merchantId: number, enabled: 'Y' | 'N' = 'Y') =>
  (
    await s.database.db
      .selectFrom('equip_type')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('enabled', '=', enabled)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('fertigation/equip', () => {
  test('findPage: areas, valves, state, status, signal, filters', async () => {
    const all = await ok<Page<EquipRow>>(s.admin, equip.findPage, { size: 20 });
    assert.equal(all.total, 10);
    for (const e of all.records) {
      assert.ok(e.areas.length >= 1, e.cd);
      assert.equal(e.sig, Math.round(e.sig * 10) / 10);
      assert.ok(['ZERO', 'LOW', 'MEDIUM', 'HIGH'].includes(e.sigIntensity));
      if (!e.isOnline) assert.equal(e.sigIntensity, 'ZERO');
      if (e.status === 'stop') assert.equal(e.enabled, 'N');
    }
    assert.ok(
      all.records.some((e) => e.areas.length === 2),
      'some machines serve two areas',
    );
    const one = all.records[0] as EquipRow;
    assert.deepEqual(
      (await ok<Page<EquipRow>>(s.admin, equip.findPage, { keyword: one.cd })).records.map((e) => e.id),
      [one.id],
    );
    for (const filter of [
      { placeId: one.placeId },
      { runState: one.runState },
      { status: one.status },
      { isOnline: one.isOnline },
      { equipTypeId: one.equipTypeId },
    ]) {
      const found = await ok<Page<EquipRow>>(s.admin, equip.findPage, { ...filter, size: 50 });
      assert.ok(
        found.records.some((e) => e.id === one.id),
        JSON.stringify(filter),
      );
      const [key, value] = Object.entries(filter)[0] as [keyof EquipRow, unknown];
      assert.ok(
        found.records.every((e) => e[key] === value),
        JSON.stringify(filter),
      );
    }
    const offline = all.records.find((e) => !e.isOnline) as EquipRow;
    const both = await ok<Page<EquipRow>>(s.admin, equip.findPage, {
      equipTypeId: offline.equipTypeId,
      isOnline: false,
      placeId: offline.placeId,
      size: 50,
    });
    assert.ok(both.records.some((e) => e.id === offline.id));
    assert.ok(
      both.records.every((e) => e.equipTypeId === offline.equipTypeId && !e.isOnline && e.placeId === offline.placeId),
      'filters combine',
    );
    assert.equal((await ok<Page<EquipRow>>(s.other, equip.findPage, {})).total, 1);
    await invalid(s.admin, equip.findPage, { runState: 'RUNNING' });
    await invalid(s.admin, equip.findPage, { isOnline: 'true' });
  });

  test('save: a new machine with default parameters and its areas; code checks and duplicates', async () => {
    const { placeId, areaIds } = await freeAreas();
    assert.deepEqual(await ok(s.admin, equip.checkCd, { cd: 'NEW-001' }), { available: true });
    assert.deepEqual(await ok(s.admin, equip.checkCd, { cd: 'AF001' }), { available: false });
    assert.deepEqual(await ok(s.other, equip.checkCd, { cd: 'AF001' }), { available: true }, 'codes are per merchant');
    const binds = await ok<{ id: number; checked: boolean }[]>(s.admin, equip.findAreaListForEquipBind, { placeId });
    assert.deepEqual(
      binds.map((a) => a.id),
      areaIds,
    );
    const input = {
      cd: 'NEW-001',
      name: '新水肥机',
      placeId,
      equipTypeId: await typeId(s.m1),
      areaIds,
      keeperName: '',
      keeperMobile: '',
      remark: '',
    };
    const created = await ok<Saved>(s.admin, equip.save, input);
    const param = await ok<FertigationParam>(s.admin, equip.findFertigationParam, { equipId: created.id });
    assert.deepEqual(
      [param.tankARatio, param.tankBRatio, param.tankCRatio, param.ecMin, param.phMax, param.assigned],
      [50, 30, 20, 1, 7, 'n'],
    );
    const mine = await ok<{ id: number; checked: boolean }[]>(s.admin, equip.findAreaListForEquipBind, { placeId, equipId: created.id });
    assert.ok(mine.every((a) => a.checked) && mine.length === areaIds.length);
    await unchanged(s, async () => {
      await refused(s.admin, equip.save, { ...input, areaIds: [] }, '设备编码“NEW-001”已存在');
      await refused(s.admin, equip.save, { ...input, cd: 'NEW-002' }, /^区域“.+”已绑定设备“NEW-001”$/);
      await refused(
        s.admin,
        equip.save,
        { ...input, cd: 'NEW-002', areaIds: [], equipTypeId: await typeId(s.m1, 'N') },
        '该设备类型已停用',
      );
      await refused(
        s.admin,
        equip.save,
        { ...input, cd: 'NEW-002', areaIds: [], equipTypeId: await typeId(s.m2) },
        '设备类型不存在或已删除',
      );
      const otherPlaceArea = await s.database.db
        .selectFrom('area')
        .select('id')
        .where('merchant_id', '=', s.m1)
        .where('place_id', '<>', placeId)
        .executeTakeFirstOrThrow();
      await refused(s.admin, equip.save, { ...input, cd: 'NEW-002', areaIds: [otherPlaceArea.id] }, /所选区域不属于|已绑定设备/);
      await invalid(s.admin, equip.save, { ...input, cd: 'NEW-002', areaIds: [1, 1] }, '区域不能重复');
      await invalid(s.admin, equip.save, { ...input, cd: 'NEW 002' }, '编码只能包含字母、数字、下划线和短横线');
    });
    const race = await Promise.all([1, 2].map(() => s.admin.call(equip.save, { ...input, cd: 'RACE-1', areaIds: [] })));
    assert.deepEqual(race.map((r) => r.body.errorCode).sort(), [0, 1]);
  });

  test('edit with version; stale and foreign ids refused; dropping an area unbinds its valves', async () => {
    const e = (await ok<Page<EquipRow>>(s.admin, equip.findPage, { keyword: 'AF001' })).records[0] as EquipRow;
    const input = {
      id: e.id,
      version: e.version,
      name: '改名水肥机',
      equipTypeId: e.equipTypeId,
      areaIds: e.areas.map((a) => a.id),
      keeperName: '赵六',
      keeperMobile: '13600000000',
      remark: '已检修',
    };
    const saved = await ok<Saved>(s.admin, equip.edit, input);
    assert.equal(saved.version, e.version + 1);
    const theirs = await s.database.db
      .selectFrom('fertigation_equip')
      .select(['id', 'version'])
      .where('merchant_id', '=', s.m2)
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, equip.edit, input, '数据已被修改，请刷新后重试');
      await refused(s.admin, equip.edit, { ...input, id: theirs.id, version: theirs.version, areaIds: [] }, '设备不存在或已删除');
      await invalid(s.admin, equip.edit, { ...input, version: undefined }, /version/);
    });
    const firstArea = e.areas[0]?.id as number;
    const boundValves = await s.database.db
      .selectFrom('valve')
      .select('id')
      .where('equip_id', '=', e.id)
      .where('area_id', '=', firstArea)
      .execute();
    assert.ok(boundValves.length > 0);
    await ok(s.admin, equip.edit, { ...input, version: saved.version, areaIds: e.areas.slice(1).map((a) => a.id) });
    const after = await s.database.db
      .selectFrom('valve')
      .select('equip_id')
      .where(
        'id',
        'in',
        boundValves.map((v) => v.id),
      )
      .execute();
    assert.ok(after.every((v) => v.equip_id === null));
  });

  test('saveParam: ratios add up to 100, bounds ordered, decimals limited, version checked', async () => {
    const e = (await ok<Page<EquipRow>>(s.admin, equip.findPage, { keyword: 'AF002' })).records[0] as EquipRow;
    const current = await ok<FertigationParam>(s.admin, equip.findFertigationParam, { equipId: e.id });
    const input = {
      equipId: e.id,
      version: current.version,
      tankARatio: 40.5,
      tankBRatio: 39.5,
      tankCRatio: 20,
      ecMin: 0.85,
      ecMax: 2.4,
      phMin: 5.5,
      phMax: 6.8,
      flowRate: 12.25,
      pressure: 0.35,
      mixSeconds: 90,
    };
    const saved = await ok<{ equipId: number; version: number }>(s.admin, equip.saveParam, input);
    const read = await ok<FertigationParam>(s.admin, equip.findFertigationParam, { equipId: e.id });
    assert.deepEqual(
      [read.tankARatio, read.tankBRatio, read.ecMin, read.flowRate, read.pressure, read.assigned, read.version],
      [40.5, 39.5, 0.85, 12.25, 0.35, 'n', saved.version],
    );
    await unchanged(s, async () => {
      await refused(s.admin, equip.saveParam, input, '数据已被修改，请刷新后重试');
      const fresh = { ...input, version: saved.version };
      await refused(s.admin, equip.saveParam, { ...fresh, tankCRatio: 25 }, 'A、B、C三桶配比之和必须为100');
      await refused(s.admin, equip.saveParam, { ...fresh, ecMin: 3 }, 'EC下限必须小于上限');
      await refused(s.admin, equip.saveParam, { ...fresh, phMin: 7, phMax: 7 }, 'pH下限必须小于上限');
      await invalid(s.admin, equip.saveParam, { ...fresh, tankARatio: 40.55 }, 'A桶配比最多1位小数');
      await invalid(s.admin, equip.saveParam, { ...fresh, phMax: 14.5 }, 'pH上限不能大于14');
      await invalid(s.admin, equip.saveParam, { ...fresh, pressure: -0.1 }, '压力不能小于0');
      const theirs = await s.database.db
        .selectFrom('fertigation_param')
        .select(['equip_id', 'version'])
        .where('merchant_id', '=', s.m2)
        .executeTakeFirstOrThrow();
      await refused(s.admin, equip.saveParam, { ...fresh, equipId: theirs.equip_id, version: theirs.version }, '设备不存在或已删除');
      await refused(s.admin, equip.findFertigationParam, { equipId: theirs.equip_id }, '设备不存在或已删除');
    });
  });

  test("changeStatus: stop then enable; the enumerations' rules; running machines stay", async () => {
    const rows = (await ok<Page<EquipRow>>(s.admin, equip.findPage, { size: 20 })).records;
    const idle = rows.find((e) => e.status === 'normal' && e.runState !== 'OCCUPY') as EquipRow;
    const stopped = await ok<{ status: string; runState: string }>(s.admin, equip.changeStatus, { id: idle.id, status: 'stop' });
    assert.deepEqual([stopped.status, stopped.runState], ['stop', 'DISABLE']);
    await unchanged(s, async () => {
      await refused(s.admin, equip.changeStatus, { id: idle.id, status: 'stop' }, '设备已停用');
    });
    const enabled = await ok<{ status: string; runState: string }>(s.admin, equip.changeStatus, { id: idle.id, status: 'normal' });
    assert.equal(enabled.status, 'normal');
    assert.equal(enabled.runState, idle.isOnline ? 'AVAILABLE' : 'OTHERS');
    const row = await s.database.db.selectFrom('fertigation_equip').select(['enabled']).where('id', '=', idle.id).executeTakeFirstOrThrow();
    assert.equal(row.enabled, 'Y');
    await s.database.db.updateTable('fertigation_equip').set({ run_state: 'OCCUPY' }).where('id', '=', idle.id).execute();
    const theirs = await s.database.db
      .selectFrom('fertigation_equip')
      .select('id')
      .where('merchant_id', '=', s.m2)
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, equip.changeStatus, { id: idle.id, status: 'normal' }, '只有已停用的设备可以启用');
      await refused(s.admin, equip.changeStatus, { id: idle.id, status: 'stop' }, '设备运行中，请结束后再操作');
      await refused(s.admin, equip.changeStatus, { id: theirs.id, status: 'stop' }, '设备不存在或已删除');
      await invalid(s.admin, equip.changeStatus, { id: idle.id, status: 'broken' });
    });
  });

  test('movePlace: unbinds areas and valves; refused to the same place, stale, or while running', async () => {
    const e = (await ok<Page<EquipRow>>(s.admin, equip.findPage, { keyword: 'AF003' })).records[0] as EquipRow;
    const target = await s.database.db
      .selectFrom('place')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('id', '<>', e.placeId)
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, equip.movePlace, { id: e.id, version: e.version, placeId: e.placeId }, '设备已在该村镇');
      await refused(s.admin, equip.movePlace, { id: e.id, version: e.version + 1, placeId: target.id }, '数据已被修改，请刷新后重试');
      const theirPlace = await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
      await refused(
        s.admin,
        equip.movePlace,
        { id: e.id, version: e.version, placeId: theirPlace.id },
        e.runState === 'OCCUPY' ? '设备运行中，请结束后再操作' : '村镇不存在或已删除',
      );
    });
    await s.database.db.updateTable('fertigation_equip').set({ run_state: 'AVAILABLE' }).where('id', '=', e.id).execute();
    const moved = await ok<Saved>(s.admin, equip.movePlace, { id: e.id, version: e.version, placeId: target.id });
    assert.equal(moved.version, e.version + 1);
    assert.equal((await s.database.db.selectFrom('equip_area').select('area_id').where('equip_id', '=', e.id).execute()).length, 0);
    assert.equal((await s.database.db.selectFrom('valve').select('id').where('equip_id', '=', e.id).execute()).length, 0);
  });
});

describe('fertigation/valve', () => {
  test('findPageValve filters; saveValve binds only to a machine serving the area; checkCd', async () => {
    const all = await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { size: 50 });
    assert.equal(all.total, 40);
    const unbound = await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { bound: 'N', size: 50 });
    assert.ok(unbound.total > 0 && unbound.records.every((v) => v.equipId === null));
    const v = (await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { bound: 'Y' })).records[0] as ValveRow;
    for (const filter of [{ areaId: v.areaId }, { equipId: v.equipId }, { placeId: v.placeId }, { keyword: v.cd }, { enabled: 'Y' }]) {
      const found = (await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { ...filter, size: 50 })).records;
      assert.ok(
        found.some((r) => r.id === v.id),
        JSON.stringify(filter),
      );
      const [key, value] = Object.entries(filter)[0] as [string, unknown];
      if (key !== 'keyword')
        assert.ok(
          found.every((r) => r[key as keyof ValveRow] === value),
          JSON.stringify(filter),
        );
    }
    const unboundHere = await ok<Page<ValveRow>>(s.admin, valve.findPageValve, {
      bound: 'N',
      placeId: unbound.records[0]?.placeId,
      size: 50,
    });
    assert.ok(unboundHere.total > 0 && unboundHere.records.every((r) => r.equipId === null && r.placeId === unbound.records[0]?.placeId));
    assert.equal(
      (await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { bound: 'N', equipId: v.equipId })).total,
      0,
      'bound N and a machine find nothing',
    );
    assert.deepEqual(await ok(s.admin, valve.checkCd, { cd: v.cd }), { available: false });
    assert.deepEqual(await ok(s.admin, valve.checkCd, { cd: v.cd, id: v.id }), { available: true });
    const base = { cd: 'NV-1', name: '新阀门', areaId: v.areaId, equipId: v.equipId, enabled: 'Y', remark: '' };
    const created = await ok<Saved>(s.admin, valve.saveValve, base);
    const otherEquip = await s.database.db
      .selectFrom('fertigation_equip')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('id', '<>', v.equipId as number)
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, valve.saveValve, { ...base, name: '重复' }, '阀门编码“NV-1”已存在');
      await refused(s.admin, valve.saveValve, { ...base, cd: 'NV-2', equipId: otherEquip.id }, '所选设备未绑定该阀门所在区域');
      await refused(s.admin, valve.saveValve, { ...base, id: created.id, version: 3 }, '数据已被修改，请刷新后重试');
      const theirArea = await s.database.db.selectFrom('area').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
      await refused(s.admin, valve.saveValve, { ...base, cd: 'NV-2', areaId: theirArea.id, equipId: null }, '区域不存在或已删除');
      await invalid(s.admin, valve.saveValve, { ...base, enabled: 'y' });
      await invalid(s.admin, valve.saveValve, { ...base, equipId: undefined }, /equipId/);
    });
    const unbind = await ok<Saved>(s.admin, valve.saveValve, { ...base, id: created.id, version: 0, equipId: null });
    assert.equal(unbind.version, 1);
  });

  test('areaList names the machine serving each area: the one machine its valves accept', async () => {
    type AreaChoice = CallResponse<typeof area.areaList>[number];
    const list = await ok<AreaChoice[]>(s.admin, area.areaList, {});
    const served = list.filter((a) => a.equipId !== null);
    assert.ok(served.length > 0 && list.some((a) => a.equipId === null), 'some areas served, some free');
    const links = await s.database.db
      .selectFrom('equip_area')
      .innerJoin('fertigation_equip as e', 'e.id', 'equip_area.equip_id')
      .select(['equip_area.area_id', 'e.id', 'e.cd', 'e.name'])
      .where('equip_area.merchant_id', '=', s.m1)
      .execute();
    assert.deepEqual(
      served.map((a) => [a.id, a.equipId, a.equipCd, a.equipName]).sort(),
      links.map((l) => [l.area_id, l.id, l.cd, l.name]).sort(),
    );
    const a = served[0] as AreaChoice;
    const other = served.find((x) => x.equipId !== a.equipId) as AreaChoice;
    const input = { cd: 'PICK-1', name: '选设备', areaId: a.id, equipId: other.equipId, enabled: 'Y', remark: '' };
    await unchanged(s, () => refused(s.admin, valve.saveValve, input, '所选设备未绑定该阀门所在区域').then(() => undefined));
    const saved = await ok<Saved>(s.admin, valve.saveValve, { ...input, equipId: a.equipId });
    await ok(s.admin, valve.saveValve, { ...input, id: saved.id, version: saved.version, equipId: null });
    await ok(s.admin, valve.deleteValve, { id: saved.id });
  });

  test('deleteValve: a bound valve is refused; an unbound one goes', async () => {
    const bound = await s.database.db
      .selectFrom('valve')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('equip_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const theirs = await s.database.db.selectFrom('valve').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, valve.deleteValve, { id: bound.id }, /^该阀门已绑定设备“.+”，请先解绑$/);
      await refused(s.admin, valve.deleteValve, { id: theirs.id }, '阀门不存在或已删除');
    });
    const free = (await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { keyword: 'NV-1' })).records[0] as ValveRow;
    assert.equal(await ok(s.admin, valve.deleteValve, { id: free.id }), null);
  });
});

describe('fertigation/equip/type', () => {
  test('findPage, listEquipType (enabled only), add, opt edit/disable/enable/delete', async () => {
    const all = await ok<Page<EquipTypeRow>>(s.admin, equipType.findPage, {});
    assert.equal(all.total, 4);
    assert.ok(all.records.some((t) => t.enabled === 'N'));
    const list = await ok<{ id: number; enabled: string }[]>(s.admin, equipType.listEquipType);
    assert.equal(list.length, 3);
    assert.ok(list.every((t) => t.enabled === 'Y'));
    const every = await ok<{ id: number; enabled: string }[]>(s.admin, equipType.listEquipType, { includeDisabled: true });
    assert.deepEqual(every.map((t) => t.id).sort(), all.records.map((t) => t.id).sort(), 'with includeDisabled: every type');
    assert.deepEqual(every.map((t) => t.enabled).sort(), ['N', 'Y', 'Y', 'Y']);
    await invalid(s.admin, equipType.listEquipType, { includeDisabled: 'Y' });
    const input = { name: '测试类型', kind: 'fertigation', model: 'T-1', tankCount: 2, valveLimit: 8, remark: '' };
    const created = await ok<Saved>(s.admin, equipType.add, input);
    await unchanged(s, async () => {
      await refused(s.admin, equipType.add, input, '设备类型名称“测试类型”已存在');
      await invalid(s.admin, equipType.add, { ...input, tankCount: 4 }, '肥桶数量为1到3');
      await invalid(s.admin, equipType.add, { ...input, kind: 'rocket' });
      await invalid(s.admin, equipType.opt, { action: 'explode', id: created.id, version: 0 });
      await invalid(s.admin, equipType.opt, { action: 'enable', id: created.id, version: 0, name: 'x' }, /不支持的参数/);
      await refused(s.admin, equipType.opt, { action: 'enable', id: created.id, version: 0 }, '该类型已是启用状态');
      await refused(s.admin, equipType.opt, { ...input, action: 'edit', id: created.id, version: 7 }, '数据已被修改，请刷新后重试');
    });
    const edited = await ok<Saved>(s.admin, equipType.opt, { ...input, action: 'edit', id: created.id, version: 0, model: 'T-2' });
    const disabled = await ok<Saved>(s.admin, equipType.opt, { action: 'disable', id: created.id, version: edited.version });
    assert.equal((await ok<unknown[]>(s.admin, equipType.listEquipType)).length, 3);
    const inUse = all.records.find((t) => t.equipCount > 0) as EquipTypeRow;
    await refused(s.admin, equipType.opt, { action: 'delete', id: inUse.id, version: inUse.version }, /^该类型下还有\d+台设备，不能删除$/);
    assert.equal(await ok(s.admin, equipType.opt, { action: 'delete', id: created.id, version: disabled.version }), null);
    const theirs = await s.database.db
      .selectFrom('equip_type')
      .select(['id', 'version'])
      .where('merchant_id', '=', s.m2)
      .executeTakeFirstOrThrow();
    await refused(s.admin, equipType.opt, { action: 'disable', id: theirs.id, version: theirs.version }, '设备类型不存在或已删除');
  });

  test('a machine keeps a type disabled since on edit, but cannot move to another disabled type', async () => {
    const type = await ok<Saved>(s.admin, equipType.add, {
      name: '将停用类型',
      kind: 'fertigation',
      model: '',
      tankCount: 3,
      valveLimit: 4,
      remark: '',
    });
    const { placeId } = await freeAreas();
    const machine = await ok<Saved>(s.admin, equip.save, {
      cd: 'KEEP-1',
      name: '保留类型',
      placeId,
      equipTypeId: type.id,
      areaIds: [],
      keeperName: '',
      keeperMobile: '',
      remark: '',
    });
    await ok(s.admin, equipType.opt, { action: 'disable', id: type.id, version: type.version });
    const fields = {
      id: machine.id,
      version: machine.version,
      name: '改名仍保留类型',
      areaIds: [],
      keeperName: '',
      keeperMobile: '',
      remark: '',
    };
    const edited = await ok<Saved>(s.admin, equip.edit, { ...fields, equipTypeId: type.id });
    const row = await s.database.db
      .selectFrom('fertigation_equip')
      .select(['name', 'equip_type_id'])
      .where('id', '=', machine.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { name: '改名仍保留类型', equip_type_id: type.id });
    const oldType = await typeId(s.m1, 'N');
    assert.notEqual(oldType, type.id);
    await unchanged(s, async () => {
      await refused(s.admin, equip.edit, { ...fields, version: edited.version, equipTypeId: oldType }, '该设备类型已停用');
    });
  });
});

describe('fertigation/equip: binding against an area being moved', () => {
  // Needs a second connection holding a row lock: PostgreSQL only (PGlite runs one query at a time).
  if (process.env.TEST_DATABASE_URL)
    test('an area moved to another place meanwhile is not bound: the binding waits and refuses', async () => {
      const { placeId, areaIds } = await freeAreas();
      const areaId = areaIds[0] as number;
      const machine = await s.database.db
        .selectFrom('fertigation_equip')
        .selectAll()
        .where('merchant_id', '=', s.m1)
        .where('place_id', '=', placeId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const bound = (await s.database.db.selectFrom('equip_area').select('area_id').where('equip_id', '=', machine.id).execute()).map(
        (r) => r.area_id,
      );
      const otherPlace = await s.database.db
        .selectFrom('place')
        .select('id')
        .where('merchant_id', '=', s.m1)
        .where('id', '<>', placeId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      // An area save in flight: it holds the area's row, as area/save does, and will move it.
      const mover = new pg.Client({ connectionString: s.database.url });
      await mover.connect();
      try {
        await mover.query('begin');
        await mover.query('select id from area where id = $1 for update', [areaId]);
        const binding = s.admin.call(equip.edit, {
          id: machine.id,
          version: machine.version,
          name: machine.name,
          equipTypeId: machine.equip_type_id,
          areaIds: [...bound, areaId],
          keeperName: machine.keeper_name,
          keeperMobile: machine.keeper_mobile,
          remark: machine.remark,
        });
        const waiting = async () =>
          Number(
            (
              await mover.query<{ n: string }>(
                "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              )
            ).rows[0]?.n,
          );
        while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
        await mover.query('update area set place_id = $1, version = version + 1 where id = $2', [otherPlace.id, areaId]);
        await mover.query('commit');
        const res = await binding;
        assert.equal(res.body.errorCode, 1, res.text);
        assert.equal(res.body.message, '所选区域不属于该设备所在村镇');
        const links = await s.database.db.selectFrom('equip_area').select('equip_id').where('area_id', '=', areaId).execute();
        assert.deepEqual(links, [], 'the moved area serves no machine');
      } finally {
        await mover.end();
      }
    });
});
