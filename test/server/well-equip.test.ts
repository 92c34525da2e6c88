import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { menuCalls, wellEquipCalls as equip, wellHomeCalls as home, wellPermissions } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import type { WellDetail, WellParam, WellRow } from '../../src/api/contract/well/equip';
import { formatDateTime } from '../../server/http/format';
import { snapshot } from './support/db-snapshot';
import { lastOperId, operationsSince } from './support/oper-log';
import { BOOKKEEPING, invalid, ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { cstDate, cstMidnight } from './support/home-expected';
import { addWellRecord, startWellSuite, userWith, type WellSuite } from './support/well';
import { expectedOpenFaults, expectedToday } from './support/well-expected';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

type Saved = { id: number; version: number };
const STALE = '数据已被修改，请刷新后重试';
const GONE = '机井不存在或已删除';

const page = (input: Record<string, unknown> = {}) => ok<Page<WellRow>>(s.admin, equip.findPage, { size: 50, ...input });
const detail = (id: number) => ok<WellDetail>(s.admin, equip.findById, { id });
/** A well of merchant 1 matching `where` (SQL over the well table), with its place and version. */
async function wellWhere(where: string) {
  const { rows } = await sql<{ id: number; place_id: number; version: number }>`
    select id, place_id, version from well where merchant_id = ${s.m1} and ${sql.raw(where)} order by id limit 1`.execute(s.database.db);
  assert.ok(rows[0], `a seeded well where ${where}`);
  return rows[0];
}
const theirWell = async () =>
  await s.database.db.selectFrom('well').select(['id', 'version']).where('merchant_id', '=', s.m2).orderBy('id').executeTakeFirstOrThrow();
const editInput = (w: { id: number; version: number; place_id: number }, extra: Record<string, unknown> = {}) => ({
  id: w.id,
  version: w.version,
  name: '测试机井',
  placeId: w.place_id,
  transformer: 'special',
  keeperName: '王井长',
  keeperMobile: '13512345678',
  location: '村东口',
  longitude: 114.5,
  latitude: 38.1,
  permitVolume: null,
  permitNo: '',
  ...extra,
});

describe('irrigationWell/equip/findPage', () => {
  test('rows: signal, status, prices, location; every filter narrows to matching wells; totals equal SQL', async () => {
    const all = await page();
    assert.equal(all.total, 50);
    assert.equal(all.records.length, 50);
    for (const w of all.records) {
      assert.equal(w.sig, Math.round(w.sig * 10) / 10);
      assert.ok(w.sig >= 0 && w.sig <= 31);
      if (!w.isOnline) assert.equal(w.sigIntensity, 'ZERO', w.cd);
      else assert.equal(w.sigIntensity, w.sig === 0 ? 'ZERO' : w.sig < 10 ? 'LOW' : w.sig < 20 ? 'MEDIUM' : 'HIGH', w.cd);
      assert.equal(w.enabled, w.status === 'stop' ? 'N' : 'Y', w.cd);
      for (const price of [w.electricPrice, w.waterPrice]) assert.equal(price, Math.round(price * 100) / 100);
      assert.equal(w.longitude === null, w.latitude === null);
      if (w.isOnline) assert.ok(w.lastOnlineTime, `${w.cd} online has a last online time`);
    }
    assert.deepEqual(
      all.records.map((w) => w.cd),
      [...all.records.map((w) => w.cd)].sort(),
      'ordered by code',
    );
    assert.ok(
      all.records.some((w) => w.longitude !== null && w.location !== ''),
      'surveyed wells',
    );
    assert.ok(
      all.records.some((w) => w.longitude === null),
      'some not surveyed',
    );
    const db = s.database.db;
    const one = all.records.find((w) => w.running === 'use' && w.isOnline) as WellRow;
    assert.ok(one, 'a pumping well');
    const filters: [Record<string, unknown>, string, keyof WellRow][] = [
      [{ placeId: one.placeId }, 'place_id', 'placeId'],
      [{ status: 'broken' }, 'status', 'status'],
      [{ running: 'use' }, 'running', 'running'],
      [{ isOnline: false }, 'is_online', 'isOnline'],
      [{ billingMode: one.billingMode }, 'billing_mode', 'billingMode'],
      [{ health: 'bad' }, 'health', 'health'],
    ];
    for (const [filter, column, field] of filters) {
      const value = Object.values(filter)[0];
      const found = await page(filter);
      const { n } = await db
        .selectFrom('well')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', s.m1)
        .where(column as 'status', '=', value as string)
        .executeTakeFirstOrThrow();
      assert.equal(found.total, Number(n), JSON.stringify(filter));
      assert.ok(found.total > 0 && found.total < 50, `${JSON.stringify(filter)} narrows`);
      assert.ok(
        found.records.every((w) => w[field] === value),
        JSON.stringify(filter),
      );
    }
    const both = await page({ placeId: one.placeId, running: 'use', billingMode: one.billingMode });
    assert.ok(both.records.some((w) => w.id === one.id));
    assert.ok(
      both.records.every((w) => w.placeId === one.placeId && w.running === 'use' && w.billingMode === one.billingMode),
      'filters combine',
    );
  });

  test('keyword: code, name, keeper name or mobile, literally; paging and size clamp', async () => {
    const all = await page();
    const w = all.records[7] as WellRow;
    for (const keyword of [w.cd, w.name, w.keeperName, w.keeperMobile.slice(3, 9)]) {
      const found = await page({ keyword });
      assert.ok(
        found.records.some((r) => r.id === w.id),
        keyword,
      );
      assert.ok(
        found.records.every((r) =>
          [r.cd, r.name, r.keeperName, r.keeperMobile].some((t) => t.toLowerCase().includes(keyword.toLowerCase())),
        ),
        keyword,
      );
    }
    assert.equal((await page({ keyword: w.cd.toLowerCase() })).records[0]?.id, w.id, 'case-insensitive');
    assert.equal((await page({ keyword: '%' })).total, 0, '% is not a pattern');
    assert.equal((await page({ keyword: '_' })).total, 0, '_ is not a pattern');
    const second = await ok<Page<WellRow>>(s.admin, equip.findPage, { page: 2, size: 10 });
    assert.deepEqual([second.page, second.size, second.total], [2, 10, 50]);
    assert.deepEqual(
      second.records.map((r) => r.id),
      all.records.slice(10, 20).map((r) => r.id),
    );
    assert.equal((await ok<Page<WellRow>>(s.admin, equip.findPage, { size: 15 })).size, 10, 'sizes clamp to 10/20/30/40/50');
    const past = await ok<Page<WellRow>>(s.admin, equip.findPage, { page: 99 });
    assert.deepEqual([past.records, past.total], [[], 50], 'a page past the end still has the total');
  });

  test('each merchant sees its own wells only; bad filters are HTTP 400', async () => {
    const theirs = await ok<Page<WellRow>>(s.other, equip.findPage, { size: 50 });
    assert.equal(theirs.total, 5);
    const mine = new Set((await page()).records.map((w) => w.id));
    assert.ok(theirs.records.every((w) => !mine.has(w.id)));
    const aPlaceOfMine = (await page()).records[0]?.placeId;
    assert.equal((await ok<Page<WellRow>>(s.other, equip.findPage, { placeId: aPlaceOfMine })).total, 0);
    await unchanged(s, async () => {
      await invalid(s.admin, equip.findPage, { status: 'RUNNING' });
      await invalid(s.admin, equip.findPage, { running: 'busy' });
      await invalid(s.admin, equip.findPage, { isOnline: 'true' });
      await invalid(s.admin, equip.findPage, { billingMode: 'gas' });
      await invalid(s.admin, equip.findPage, { placeId: 0 });
      await invalid(s.admin, equip.findPage, { keyword: 'x'.repeat(51) });
      await invalid(s.admin, equip.findPage, { sort: 'id' });
    });
  });
});

describe('irrigationWell/equip/findById', () => {
  test("the row of the list, today's orders of that well and its open faults, as plain SQL says", async () => {
    const w = await wellWhere(`status = 'normal'`);
    const other = await wellWhere(`id <> ${w.id}`);
    const now = s.server.clock.now();
    const midnight = cstMidnight(cstDate(now));
    const before = (await detail(w.id)).today;
    await addWellRecord(s, new Date(midnight.getTime() + 60_000), 'FINISH', { wellId: w.id, water: 12_345, wh: 6_789, fen: 1_234 });
    await addWellRecord(s, new Date(now.getTime() - 600_000), 'RUNNING', { wellId: w.id, water: 500, wh: 120, fen: 999 });
    await addWellRecord(s, new Date(midnight.getTime() + 3_600_000), 'CANCEL', { wellId: w.id });
    await addWellRecord(s, new Date(midnight.getTime() - 1000), 'FINISH', { wellId: w.id, water: 9_000, wh: 9_000, fen: 9_000 });
    await addWellRecord(s, new Date(midnight.getTime() + 60_000), 'FINISH', { wellId: other.id, water: 9_000, wh: 9_000, fen: 9_000 });
    await s.database.db
      .insertInto('fault_feedback')
      .values({
        merchant_id: s.m1,
        business: 'well',
        well_id: w.id,
        equip_id: null,
        fault_type: 'leak',
        description: '',
        reporter_identity: 'peasant',
        reporter_name: '测试',
        reporter_mobile: '13000000000',
        processed: 'N',
        process_remark: '',
        process_pictures: '',
        processed_at: null,
        created_at: now,
      })
      .execute();

    const d = await detail(w.id);
    const row = (await page({ keyword: d.well.cd })).records.find((r) => r.id === w.id);
    assert.deepEqual(d.well, row);
    assert.deepEqual(d.today, await expectedToday(s.database.db, s.m1, now, w.id));
    assert.equal(d.today.orders, before.orders + 3);
    assert.equal(Math.round((d.today.waterM3 - before.waterM3) * 1000), 12_845, 'finished and running water');
    assert.equal(Math.round((d.today.powerKwh - before.powerKwh) * 100), 691, 'kWh with 2 decimals');
    assert.equal(Math.round((d.today.amount - before.amount) * 100), 1_234, 'finished orders only');
    assert.equal(d.openFaults, await expectedOpenFaults(s.database.db, s.m1, w.id));
    assert.ok(d.openFaults >= 1);
  });

  test("another merchant's well is answered as missing", async () => {
    const theirs = await theirWell();
    await refused(s.admin, equip.findById, { id: theirs.id }, GONE);
    await refused(s.admin, equip.findById, { id: 2_000_000_000 }, GONE);
    await invalid(s.admin, equip.findById, { id: '1' });
    await invalid(s.admin, equip.findById, {});
  });
});

describe('irrigationWell/equip/edit', () => {
  test('saves the fields with the version; a stale version is refused and writes nothing', async () => {
    const w = await wellWhere(`running = 'leisure'`);
    const was = await s.database.db.selectFrom('well').select('permit_liters').where('id', '=', w.id).executeTakeFirstOrThrow();
    const since = await lastOperId(s.database.db);
    const permit = { permitVolume: 52_000, permitNo: '取水(冀)字[2026]第00123号' };
    const saved = await ok<Saved>(s.admin, equip.edit, editInput(w, { longitude: 114.123456, latitude: -38.654321, ...permit }));
    assert.deepEqual(saved, { id: w.id, version: w.version + 1 });
    const d = await detail(w.id);
    assert.deepEqual(
      [
        d.well.name,
        d.well.transformer,
        d.well.keeperName,
        d.well.keeperMobile,
        d.well.location,
        d.well.longitude,
        d.well.latitude,
        d.well.permitVolume,
        d.well.permitNo,
        d.well.version,
      ],
      ['测试机井', 'special', '王井长', '13512345678', '村东口', 114.123456, -38.654321, 52_000, permit.permitNo, w.version + 1],
    );
    const stored = await s.database.db
      .selectFrom('well')
      .select(['permit_liters', 'permit_no'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([Number(stored.permit_liters), stored.permit_no], [52_000_000, permit.permitNo], 'litres, as a place quota is kept');
    const [logged] = await operationsSince(s.database.db, since);
    const change = logged!.changes.find((c) => c.table === 'well');
    assert.deepEqual(
      [change?.before?.permit_liters, change?.after?.permit_liters, change?.after?.permit_no],
      [was.permit_liters === null ? null : Number(was.permit_liters), 52_000_000, permit.permitNo],
      'the permit is in the operation log, as every well field',
    );
    await unchanged(s, () => refused(s.admin, equip.edit, editInput(w), STALE).then(() => undefined));
    const cleared = await ok<Saved>(
      s.admin,
      equip.edit,
      editInput({ ...w, version: saved.version }, { longitude: null, latitude: null, location: '', keeperMobile: '' }),
    );
    const after = await detail(w.id);
    assert.deepEqual(
      [after.well.longitude, after.well.latitude, after.well.location, after.well.permitVolume, after.well.permitNo, after.well.version],
      [null, null, '', null, '', cleared.version],
    );
  });

  test('moves to another place of the merchant only, and not while pumping', async () => {
    const db = s.database.db;
    const w = await wellWhere(`running = 'leisure'`);
    const otherPlace = await db
      .selectFrom('place')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('id', '<>', w.place_id)
      .executeTakeFirstOrThrow();
    const theirPlace = await db.selectFrom('place').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, equip.edit, editInput(w, { placeId: theirPlace.id }), '村镇不存在或已删除');
      await refused(s.admin, equip.edit, editInput(w, { placeId: 2_000_000_000 }), '村镇不存在或已删除');
    });
    const moved = await ok<Saved>(s.admin, equip.edit, editInput(w, { placeId: otherPlace.id }));
    assert.equal((await detail(w.id)).well.placeId, otherPlace.id);

    const pumping = await wellWhere(`running = 'use'`);
    await unchanged(s, () =>
      refused(
        s.admin,
        equip.edit,
        editInput(pumping, { placeId: w.place_id === pumping.place_id ? otherPlace.id : w.place_id }),
        '机井正在抽水，不能更换村镇',
      ).then(() => undefined),
    );
    await ok(s.admin, equip.edit, editInput(pumping, { name: '抽水中改名' }));
    assert.equal((await detail(pumping.id)).well.name, '抽水中改名', 'other fields may change while pumping');
    assert.equal(moved.version, w.version + 1);
  });

  test("another merchant's well is never written; malformed edits are HTTP 400 and write nothing", async () => {
    const theirs = await theirWell();
    const w = await wellWhere('true');
    await unchanged(s, async () => {
      await refused(s.admin, equip.edit, editInput({ ...theirs, place_id: w.place_id }), GONE);
      await refused(s.admin, equip.edit, editInput(w, { longitude: 114.5, latitude: null }), '经度和纬度须同时填写或同时留空');
      for (const bad of [
        { longitude: 180.5 },
        { latitude: -90.1 },
        { latitude: 38.1234567 },
        { name: '' },
        { name: ' '.repeat(3) },
        { name: '井'.repeat(51) },
        { keeperMobile: '12345' },
        { transformer: 'private' },
        { location: 'x'.repeat(101) },
        { version: undefined },
        { version: -1 },
        { placeId: 'a' },
        { cd: 'NEWCODE' },
        { longitude: '114' },
        { permitVolume: 0 },
        { permitVolume: 100_000_001 },
        { permitVolume: 1.5 },
        { permitVolume: '5000' },
        { permitVolume: undefined },
        { permitNo: 'x'.repeat(51) },
      ])
        await invalid(s.admin, equip.edit, editInput(w, bad));
      await invalid(s.admin, equip.edit, editInput(w, { permitVolume: 0 }), '取水许可水量不能小于1');
      await invalid(s.admin, equip.edit, editInput(w, { permitVolume: 1.5 }), '取水许可水量必须是整数');
      await invalid(s.admin, equip.edit, editInput(w, { permitNo: '证'.repeat(51) }), '取水许可证号最长50个字符');
    });
  });

  test('of two edits from the same version, one wins and the other is told to refresh', async () => {
    const w = await wellWhere('true');
    const results = await Promise.all([1, 2].map((n) => s.admin.call(equip.edit, editInput(w, { name: `并发${n}` }))));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, STALE);
    assert.equal((await detail(w.id)).well.version, w.version + 1);
  });
});

describe('irrigationWell/equip/saveBilling', () => {
  test('the mode and its prices, stored in fen; the price the mode charges by must be above 0', async () => {
    const w = await wellWhere('true');
    const bill = (extra: Record<string, unknown>, version = w.version) => ({
      id: w.id,
      version,
      billingMode: 'electric',
      electricPrice: 0.65,
      waterPrice: 0,
      ...extra,
    });
    const saved = await ok<Saved>(s.admin, equip.saveBilling, bill({}));
    const stored = await s.database.db
      .selectFrom('well')
      .select(['billing_mode', 'electric_price_fen', 'water_price_fen'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored, { billing_mode: 'electric', electric_price_fen: 65, water_price_fen: 0 });
    const both = await ok<Saved>(
      s.admin,
      equip.saveBilling,
      bill({ billingMode: 'electricAndWater', electricPrice: 99.99, waterPrice: 0.01 }, saved.version),
    );
    const d = await detail(w.id);
    assert.deepEqual(
      [d.well.billingMode, d.well.electricPrice, d.well.waterPrice, d.well.version],
      ['electricAndWater', 99.99, 0.01, both.version],
    );
    await ok(s.admin, equip.saveBilling, bill({ billingMode: 'water', electricPrice: 0, waterPrice: 1.2 }, both.version));

    await unchanged(s, async () => {
      await refused(s.admin, equip.saveBilling, bill({}, both.version), STALE);
      const theirs = await theirWell();
      await refused(s.admin, equip.saveBilling, { ...bill({}), id: theirs.id, version: theirs.version }, GONE);
      await invalid(s.admin, equip.saveBilling, bill({ electricPrice: 0 }), '电价必须大于0');
      await invalid(s.admin, equip.saveBilling, bill({ billingMode: 'water', waterPrice: 0 }), '水价必须大于0');
      await invalid(
        s.admin,
        equip.saveBilling,
        bill({ billingMode: 'electricAndWater', electricPrice: 1, waterPrice: 0 }),
        '水价必须大于0',
      );
      await invalid(
        s.admin,
        equip.saveBilling,
        bill({ billingMode: 'electricAndWater', electricPrice: 0, waterPrice: 1 }),
        '电价必须大于0',
      );
      await invalid(s.admin, equip.saveBilling, bill({ electricPrice: 0.655 }));
      await invalid(s.admin, equip.saveBilling, bill({ electricPrice: 100 }));
      await invalid(s.admin, equip.saveBilling, bill({ waterPrice: -1 }));
      await invalid(s.admin, equip.saveBilling, bill({ billingMode: 'electric_charge' }));
    });
  });
});

describe('irrigationWell/equip/changeStatus and enable', () => {
  test('stop sets enabled N; enable brings back normal (online) or notonline; each only from the right state', async () => {
    const online = await wellWhere(`status = 'normal' and running = 'leisure' and is_online`);
    const stopped = await ok<{ id: number; status: string; enabled: string; version: number }>(s.admin, equip.changeStatus, {
      id: online.id,
      status: 'stop',
    });
    assert.deepEqual(stopped, { id: online.id, status: 'stop', enabled: 'N', version: online.version + 1 });
    await unchanged(s, () => refused(s.admin, equip.changeStatus, { id: online.id, status: 'stop' }, '机井已停用').then(() => undefined));
    const enabled = await ok(s.admin, equip.enable, { id: online.id });
    assert.deepEqual(enabled, { id: online.id, status: 'normal', enabled: 'Y', version: online.version + 2 });
    await unchanged(s, () => refused(s.admin, equip.enable, { id: online.id }, '只有已停用的机井可以启用').then(() => undefined));

    const offline = await wellWhere(`status = 'notonline' and running = 'leisure'`);
    await ok(s.admin, equip.changeStatus, { id: offline.id, status: 'stop' });
    assert.equal((await ok<{ status: string }>(s.admin, equip.enable, { id: offline.id })).status, 'notonline');
    const broken = await wellWhere(`status = 'broken' and running = 'leisure'`);
    await refused(s.admin, equip.enable, { id: broken.id }, '只有已停用的机井可以启用');
  });

  test("a pumping well is not stopped; other merchants' wells are missing; only stop goes through changeStatus", async () => {
    const pumping = await wellWhere(`running = 'use'`);
    const theirs = await theirWell();
    await unchanged(s, async () => {
      await refused(s.admin, equip.changeStatus, { id: pumping.id, status: 'stop' }, '机井正在抽水，请结束后再停用');
      await refused(s.admin, equip.changeStatus, { id: theirs.id, status: 'stop' }, GONE);
      await refused(s.admin, equip.enable, { id: theirs.id }, GONE);
      await invalid(s.admin, equip.changeStatus, { id: pumping.id, status: 'normal' });
      await invalid(s.admin, equip.changeStatus, { id: pumping.id });
      await invalid(s.admin, equip.enable, { id: pumping.id, status: 'normal' });
    });
  });

  test('two stops at once: one applies, the other is told the well is stopped already', async () => {
    const w = await wellWhere(`status = 'normal' and running = 'leisure'`);
    const results = await Promise.all([1, 2].map(() => s.admin.call(equip.changeStatus, { id: w.id, status: 'stop' })));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1]);
    assert.equal(results.find((r) => r.body.errorCode === 1)?.body.message, '机井已停用');
    assert.equal((await detail(w.id)).well.version, w.version + 1);
  });
});

describe('irrigationWell/equip/findParam and saveParam', () => {
  const params = (p: WellParam, extra: Record<string, unknown> = {}) => ({
    equipId: p.equipId,
    version: p.version,
    maxRunMinutes: 300,
    waterLevelMin: 5.25,
    waterLevelMax: 80.5,
    pulsePerM3: 1000,
    meterRatio: 20,
    minBalance: 12.34,
    followPrompt: 2,
    ...extra,
  });

  test('reads the parameters; a save stores them, sets assigned n and bumps the version', async () => {
    const w = await wellWhere('true');
    await s.database.db.updateTable('well_param').set({ assigned: 'y' }).where('equip_id', '=', w.id).execute();
    const before = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    assert.equal(before.assigned, 'y');
    assert.equal((await detail(w.id)).well.paramAssigned, 'y');
    const saved = await ok<{ equipId: number; version: number }>(s.admin, equip.saveParam, params(before));
    assert.deepEqual(saved, { equipId: w.id, version: before.version + 1 });
    const after = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    assert.deepEqual({ ...after, updateTime: '' }, { ...params(before), version: saved.version, assigned: 'n', updateTime: '' });
    assert.equal((await detail(w.id)).well.paramAssigned, 'n');
    const stored = await s.database.db
      .selectFrom('well_param')
      .select(['water_level_min_cm', 'water_level_max_cm', 'min_balance_fen'])
      .where('equip_id', '=', w.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored, { water_level_min_cm: 525, water_level_max_cm: 8050, min_balance_fen: 1234 });
    await unchanged(s, () => refused(s.admin, equip.saveParam, params(before), STALE).then(() => undefined));
  });

  test("bounds, decimals, min under max and follow prompt are checked; other merchants' wells are missing", async () => {
    const w = await wellWhere('true');
    const p = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    const theirs = await theirWell();
    await unchanged(s, async () => {
      await refused(s.admin, equip.findParam, { equipId: theirs.id }, GONE);
      await refused(s.admin, equip.saveParam, { ...params(p), equipId: theirs.id }, GONE);
      await invalid(s.admin, equip.saveParam, params(p, { waterLevelMin: 80.5 }), '水位下限必须小于水位上限');
      await invalid(s.admin, equip.saveParam, params(p, { waterLevelMin: 90 }), '水位下限必须小于水位上限');
      for (const bad of [
        { maxRunMinutes: 0 },
        { maxRunMinutes: 1441 },
        { maxRunMinutes: 1.5 },
        { waterLevelMax: 500.01 },
        { waterLevelMin: -0.01 },
        { waterLevelMin: 1.001 },
        { pulsePerM3: 0 },
        { pulsePerM3: 100_001 },
        { meterRatio: 1001 },
        { minBalance: 10_000 },
        { minBalance: 1.234 },
        { followPrompt: 4 },
        { followPrompt: '2' },
        { version: undefined },
        { assigned: 'y' },
      ])
        await invalid(s.admin, equip.saveParam, params(p, bad));
    });
    const edge = await ok<{ version: number }>(
      s.admin,
      equip.saveParam,
      params(p, {
        maxRunMinutes: 1440,
        waterLevelMin: 0,
        waterLevelMax: 500,
        pulsePerM3: 100_000,
        meterRatio: 1000,
        minBalance: 9999.99,
        followPrompt: 3,
      }),
    );
    assert.equal(edge.version, p.version + 1, 'the bounds themselves are accepted');
  });

  test('a well without a parameter row: findParam answers the defaults at version 0, the first save inserts the row', async () => {
    const db = s.database.db;
    const w = await wellWhere(`cd = (select max(cd) from well where merchant_id = ${s.m1})`);
    const dropRow = (equipId: number) => db.deleteFrom('well_param').where('equip_id', '=', equipId).execute();
    const rowOf = (equipId: number) =>
      db
        .selectFrom('well_param')
        .select(['merchant_id', 'version', 'assigned', 'min_balance_fen'])
        .where('equip_id', '=', equipId)
        .executeTakeFirst();
    await dropRow(w.id);
    const { created_at } = await db.selectFrom('well').select('created_at').where('id', '=', w.id).executeTakeFirstOrThrow();
    const defaults = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    assert.deepEqual(defaults, {
      equipId: w.id,
      maxRunMinutes: 240,
      waterLevelMin: 5,
      waterLevelMax: 80,
      pulsePerM3: 1000,
      meterRatio: 1,
      minBalance: 5,
      followPrompt: 1,
      assigned: 'n',
      version: 0,
      updateTime: formatDateTime(created_at),
    });
    assert.equal((await detail(w.id)).well.paramAssigned, 'n');
    await unchanged(s, () => refused(s.admin, equip.saveParam, params(defaults, { version: 1 }), STALE).then(() => undefined));

    const saved = await ok<{ equipId: number; version: number }>(s.admin, equip.saveParam, params(defaults));
    assert.deepEqual(saved, { equipId: w.id, version: 1 });
    assert.deepEqual(await rowOf(w.id), { merchant_id: s.m1, version: 1, assigned: 'n', min_balance_fen: 1234 });
    const after = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    assert.deepEqual({ ...after, updateTime: '' }, { ...params(defaults), version: 1, assigned: 'n', updateTime: '' });
    await unchanged(s, () => refused(s.admin, equip.saveParam, params(defaults), STALE).then(() => undefined));
    assert.equal((await ok<{ version: number }>(s.admin, equip.saveParam, params(after))).version, 2, 'later saves update the row');

    await dropRow(w.id);
    const firsts = await Promise.all([1, 2].map(() => s.admin.call(equip.saveParam, params(defaults))));
    assert.deepEqual(firsts.map((r) => r.body.errorCode).sort(), [0, 1], 'two first saves at once: one inserts');
    assert.equal(firsts.find((r) => r.body.errorCode === 1)?.body.message, STALE);
    assert.equal((await rowOf(w.id))?.version, 1);

    const theirs = await theirWell();
    await dropRow(theirs.id);
    await unchanged(s, async () => {
      await refused(s.admin, equip.findParam, { equipId: theirs.id }, GONE);
      await refused(s.admin, equip.saveParam, { ...params(defaults), equipId: theirs.id }, GONE);
    });
    assert.equal(await rowOf(theirs.id), undefined, "no row for another merchant's well");
  });
});

describe('well equipment permissions', () => {
  const CALLS = (Object.values(equip) as unknown[]).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v,
  );
  const W = wellPermissions.well;

  test('each call needs its permission: 1007 without it, nothing written', async () => {
    const nobody = await userWith(s, '13900000091', [wellPermissions.home.view, wellPermissions.place.view]);
    const reader = await userWith(s, '13900000092', [W.view]);
    const w = await wellWhere(`status = 'normal' and running = 'leisure'`);
    const p = await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id });
    const inputs: Record<string, Record<string, unknown>> = {
      findPage: {},
      findById: { id: w.id },
      findParam: { equipId: w.id },
      changeStatus: { id: w.id, status: 'stop' },
      enable: { id: w.id },
      edit: editInput(w),
      saveBilling: { id: w.id, version: w.version, billingMode: 'electric', electricPrice: 1, waterPrice: 0 },
      saveParam: {
        equipId: w.id,
        version: p.version,
        maxRunMinutes: 60,
        waterLevelMin: 1,
        waterLevelMax: 2,
        pulsePerM3: 1,
        meterRatio: 1,
        minBalance: 0,
        followPrompt: 1,
      },
    };
    const before = await snapshot(s.database.db, BOOKKEEPING);
    for (const call of CALLS) {
      const name = call.path.split('/').pop() as string;
      const input = inputs[name];
      assert.ok(input, name);
      assert.equal((await nobody.call(call, input)).body.errorCode, 1007, call.path);
      const read = await reader.call(call, input);
      assert.equal(
        read.body.errorCode,
        typeof call.access === 'object' && call.access.permission === W.view ? 0 : 1007,
        `${call.path}: ${read.text}`,
      );
    }
    assert.deepEqual(await snapshot(s.database.db, BOOKKEEPING), before);
    const writes = [
      [W.edit, 'edit'],
      [W.billing, 'saveBilling'],
      [W.enable, 'changeStatus'],
      [W.param, 'saveParam'],
    ] as const;
    for (const [i, [perm, name]] of writes.entries()) {
      const holder = await userWith(s, `1390000010${i}`, [perm]);
      const call = CALLS.find((c) => c.path.endsWith(`/${name}`)) as CallDef;
      // Each write bumps a version: send the current one.
      const version =
        name === 'saveParam'
          ? (await ok<WellParam>(s.admin, equip.findParam, { equipId: w.id })).version
          : (await detail(w.id)).well.version;
      const res = await holder.call(call, name === 'changeStatus' ? inputs[name] : { ...inputs[name], version });
      assert.equal(res.body.errorCode, 0, `${perm} alone allows ${name}: ${res.text}`);
    }
  });

  test('the operator holds every well permission but money going back out (refunds, settlements); the administrator *:*:*', async () => {
    const auth = await ok<string[]>(s.operator, menuCalls.getCurrentAuth);
    const refunds: string[] = [
      wellPermissions.bill.refund,
      wellPermissions.card.refundRecharge,
      wellPermissions.settlement.apply,
      wellPermissions.settlement.setting,
    ];
    for (const p of Object.values(wellPermissions).flatMap((g) => Object.values(g) as string[])) {
      assert.equal(auth.includes(p), !refunds.includes(p), p);
    }
    assert.deepEqual(await ok<string[]>(s.admin, menuCalls.getCurrentAuth), ['*:*:*']);
    const w = await wellWhere('true');
    await ok(s.operator, equip.findById, { id: w.id });
  });
});

describe('well bad requests', () => {
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
    ['application/json', '{"equipId":1.5}'],
    ['application/json', '{"keyword":{"$ne":1}}'],
    ['application/json', '{"longitude":"NaN"}'],
    ['application/json', '{"a":"\u0000"}'],
    ['application/x-www-form-urlencoded', "id=1' or 1=1 --"],
    ['text/xml', '<a/>'],
  ];

  test('malformed bodies to every well equipment and home call: an envelope, never a 500, nothing written', async () => {
    const calls = ([...Object.values(equip), ...Object.values(home)] as unknown[]).filter(
      (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v,
    );
    assert.equal(calls.length, 9);
    await unchanged(s, async () => {
      for (const call of calls) {
        for (const [contentType, body] of BAD_BODIES) {
          const res = await s.admin.request('POST', `/cpi/${call.path}`, { body, contentType });
          assert.notEqual(res.status, 500, `${call.path} ${body}: ${res.text}`);
          assert.equal(res.body?.success, false, `${call.path} ${body}: ${res.text}`);
        }
        assert.equal((await s.admin.request('GET', `/cpi/${call.path}`)).status, 404, `${call.path} is POST only`);
      }
    });
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
