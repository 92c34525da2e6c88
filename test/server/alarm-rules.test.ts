import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { noticeCalls, wellAlarmRuleCalls as rules } from '../../src/api/contract';
import type { AlarmRuleRow } from '../../src/api/contract/well/alarm-rule';
import { loadConfig } from '../../server/config';
import { evaluateStatusAlarms } from '../../server/devices/alarm-rules';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { connectDevice, rotateKey, type TestDevice } from './support/devices';
import { BOOKKEEPING, invalid, ok, refused, type Page } from './support/fertigation';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const MINUTE = 60_000;

let database: TestDatabase;
let server: TestServer;
let admin: TestClient;
let other: TestClient;
let well: { id: number; cd: string; name: string };
let theirWell: number;
let device: TestDevice;
let seq = 0;
const head = () => ({ seq: (seq += 1), ts: server.clock.now().getTime() });
const status = (extra: Record<string, unknown> = {}) => ({
  ...head(),
  sig: 20,
  waterLevel: 42.35,
  running: true,
  current: 12.3,
  voltage: 380,
  meterWh: 1_000_000,
  meterLiters: 5_000_000,
  ...extra,
});
const ruleInput = (extra: Record<string, unknown>) => ({
  wellId: well.id,
  enabled: 'Y',
  coolDownMinutes: 30,
  currentLimit: null,
  offlineMinutes: null,
  levelJump: null,
  ...extra,
});

/** The system's alarm rows of the well of a rule kind, oldest first. */
const alarmsOf = (kind: string) =>
  database.db
    .selectFrom('fault_feedback')
    .select(['id', 'fault_type', 'description', 'processed', 'reporter_identity'])
    .where('well_id', '=', well.id)
    .where('alarm_kind', '=', kind)
    .orderBy('id')
    .execute();
/** The notices naming the well. */
const noticesOf = (words: string) =>
  database.db
    .selectFrom('notice')
    .select(['title', 'content'])
    .where('title', 'like', `%${well.name}(${well.cd}) ${words}%`)
    .orderBy('id')
    .execute();
const unread = () => ok<number>(admin, noticeCalls.getNoReadNoticeNum);

/** Moves the clock on, with new sessions (the old ones would have timed out). */
async function later(ms: number): Promise<void> {
  server.clock.advance(ms);
  [admin, other] = [await server.loginAs('13800000000'), await server.loginAs('13700000000')];
}

/** A report written (the status batch flushed with its alarms). */
async function report(extra: Record<string, unknown>): Promise<void> {
  await device.send('status', status(extra));
  await server.app.services.devices.status.flush();
}

/** The well's own rule of a kind, set (added or changed) through the calls. */
async function setRule(kind: string, extra: Record<string, unknown>): Promise<void> {
  const page = await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { wellId: well.id, kind });
  const existing = page.records[0];
  const input = ruleInput({ kind, ...extra });
  if (existing) await ok(admin, rules.update, { id: existing.id, version: existing.version, ...input });
  else await ok(admin, rules.save, input);
}

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  [admin, other] = [await server.loginAs('13800000000'), await server.loginAs('13700000000')];
  const [m1, m2] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
  well = await database.db
    .selectFrom('well')
    .select(['id', 'cd', 'name'])
    .where('merchant_id', '=', m1)
    .where('status', '=', 'normal')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  theirWell = (await database.db.selectFrom('well').select('id').where('merchant_id', '=', m2).orderBy('id').executeTakeFirstOrThrow()).id;
  // the well's bounds: 5 m to 80 m below ground
  await database.db
    .updateTable('well_param')
    .set({ water_level_min_cm: 500, water_level_max_cm: 8000 })
    .where('equip_id', '=', well.id)
    .execute();
  const key = await rotateKey(admin, well.id);
  device = await connectDevice(server, key.username, key.secret);
});
after(async () => {
  await device?.close();
  await server?.close();
  await database?.close();
});

describe('alarm rules', () => {
  test("the seeded defaults come first; a well's rule is added, changed and deleted; a second of a kind is refused", async () => {
    const page = await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { size: 50 });
    assert.deepEqual(
      page.records.slice(0, 7).map((r) => [r.wellId, r.kind, r.enabled, r.coolDownMinutes, r.currentLimit, r.offlineMinutes, r.levelJump]),
      [
        [null, 'waterLevel', 'Y', 30, null, null, null],
        [null, 'overCurrent', 'Y', 30, 60, null, null],
        [null, 'offline', 'Y', 30, null, 30, null],
        [null, 'fault', 'Y', 30, null, null, null],
        [null, 'meterBack', 'Y', 30, null, null, null],
        [null, 'stuck', 'Y', 1440, null, null, null],
        [null, 'levelJump', 'Y', 30, null, null, 5],
      ],
    );
    assert.ok(
      page.records.slice(7).every((r) => r.wellId !== null && r.wellCd !== ''),
      "then the wells' rules",
    );

    const saved = await ok<{ id: number; version: number }>(
      admin,
      rules.save,
      ruleInput({ kind: 'overCurrent', currentLimit: 20.5, coolDownMinutes: 10 }),
    );
    const [row] = (await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { wellId: well.id })).records;
    assert.deepEqual(
      [row!.id, row!.kind, row!.currentLimit, row!.coolDownMinutes, row!.wellCd],
      [saved.id, 'overCurrent', 20.5, 10, well.cd],
    );
    await refused(admin, rules.save, ruleInput({ kind: 'overCurrent', currentLimit: 30 }), '该机井已有电流过高规则，请编辑原规则');
    await refused(admin, rules.save, { ...ruleInput({ kind: 'fault' }), wellId: null }, '商户默认已有设备故障规则，请编辑原规则');
    await invalid(admin, rules.save, ruleInput({ kind: 'overCurrent' }), /电流阈值只用于电流过高告警/);
    await invalid(admin, rules.save, ruleInput({ kind: 'waterLevel', offlineMinutes: 5 }), /离线时长只用于设备离线告警/);
    await invalid(admin, rules.save, ruleInput({ kind: 'offline', offlineMinutes: 5, coolDownMinutes: 0 }), /冷却时间不能小于1分钟/);
    await invalid(admin, rules.save, ruleInput({ kind: 'overCurrent', currentLimit: 20.55 }), /电流阈值最多1位小数/);

    const changed = await ok<{ version: number }>(admin, rules.update, {
      id: saved.id,
      version: saved.version,
      ...ruleInput({ kind: 'overCurrent', currentLimit: 25 }),
    });
    assert.equal(changed.version, saved.version + 1);
    await refused(
      admin,
      rules.update,
      { id: saved.id, version: saved.version, ...ruleInput({ kind: 'overCurrent', currentLimit: 26 }) },
      '数据已被修改，请刷新后重试',
    );
    await ok(admin, rules.remove, { id: saved.id });
    assert.equal((await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { wellId: well.id })).total, 0);
    await refused(admin, rules.remove, { id: saved.id }, '告警规则不存在或已删除');
  });

  test("a level jump's threshold: saved in metres with 2 decimals, needed by its kind and refused by the others, nothing written", async () => {
    const before = await snapshot(database.db, BOOKKEEPING);
    await invalid(admin, rules.save, ruleInput({ kind: 'levelJump' }), '突变阈值只用于水位突变告警，且必须填写');
    await invalid(admin, rules.save, ruleInput({ kind: 'waterLevel', levelJump: 3 }), '突变阈值只用于水位突变告警，且必须填写');
    await invalid(
      admin,
      rules.save,
      ruleInput({ kind: 'overCurrent', currentLimit: 30, levelJump: 3 }),
      '突变阈值只用于水位突变告警，且必须填写',
    );
    await invalid(admin, rules.save, ruleInput({ kind: 'levelJump', levelJump: 0 }), '突变阈值不能小于0.01');
    await invalid(admin, rules.save, ruleInput({ kind: 'levelJump', levelJump: 100.01 }), '突变阈值不能大于100');
    await invalid(admin, rules.save, ruleInput({ kind: 'levelJump', levelJump: 2.555 }), '突变阈值最多2位小数');
    await invalid(admin, rules.save, ruleInput({ kind: 'levelJump', levelJump: '2.5' }));
    const { levelJump: _, ...withoutIt } = ruleInput({ kind: 'fault' });
    await invalid(admin, rules.save, withoutIt);
    assert.deepEqual(await snapshot(database.db, BOOKKEEPING), before);

    const saved = await ok<{ id: number; version: number }>(admin, rules.save, ruleInput({ kind: 'levelJump', levelJump: 2.35 }));
    const [row] = (await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { wellId: well.id, kind: 'levelJump' })).records;
    assert.deepEqual([row!.id, row!.levelJump, row!.currentLimit, row!.offlineMinutes], [saved.id, 2.35, null, null]);
    const stored = await database.db.selectFrom('alarm_rule').select('level_jump_cm').where('id', '=', saved.id).executeTakeFirstOrThrow();
    assert.equal(stored.level_jump_cm, 235, 'kept in cm, as the well keeps its level');

    const changing = await snapshot(database.db, BOOKKEEPING);
    const version = { id: saved.id, version: saved.version };
    await invalid(admin, rules.update, { ...version, ...ruleInput({ kind: 'levelJump' }) }, '突变阈值只用于水位突变告警，且必须填写');
    await invalid(
      admin,
      rules.update,
      { ...version, ...ruleInput({ kind: 'stuck', levelJump: 2.35 }) },
      '突变阈值只用于水位突变告警，且必须填写',
    );
    assert.deepEqual(await snapshot(database.db, BOOKKEEPING), changing);
    await ok(admin, rules.update, { ...version, ...ruleInput({ kind: 'levelJump', levelJump: 100 }) });
    const [changed] = (await ok<Page<AlarmRuleRow>>(admin, rules.findPage, { wellId: well.id, kind: 'levelJump' })).records;
    assert.equal(changed!.levelJump, 100);
    await ok(admin, rules.remove, { id: saved.id });
  });

  test('another merchant can neither see nor change a rule, nor give one to a well not its own: the same refusal, nothing written', async () => {
    const mine = await ok<{ id: number; version: number }>(admin, rules.save, ruleInput({ kind: 'fault', enabled: 'N' }));
    const before = await snapshot(database.db, BOOKKEEPING);
    const theirs = await ok<Page<AlarmRuleRow>>(other, rules.findPage, { size: 50 });
    assert.ok(theirs.records.every((r) => r.id !== mine.id && r.wellId !== well.id));
    assert.equal((await ok<Page<AlarmRuleRow>>(other, rules.findPage, { wellId: well.id })).total, 0);
    assert.ok((await ok<{ id: number }[]>(other, rules.findWells, { keyword: well.cd })).every((w) => w.id !== well.id));
    await refused(
      other,
      rules.update,
      { id: mine.id, version: mine.version, ...ruleInput({ kind: 'fault', wellId: theirWell }) },
      '告警规则不存在或已删除',
    );
    await refused(other, rules.remove, { id: mine.id }, '告警规则不存在或已删除');
    await refused(other, rules.save, ruleInput({ kind: 'waterLevel' }), '机井不存在或已删除');
    await refused(admin, rules.save, { ...ruleInput({ kind: 'waterLevel' }), wellId: theirWell }, '机井不存在或已删除');
    assert.deepEqual(await snapshot(database.db, BOOKKEEPING), before);
    // the well's fault rule is off: a fault event writes nothing
    const faults = await database.db.selectFrom('fault_feedback').select('id').where('well_id', '=', well.id).execute();
    await device.send('event', { ...head(), fault: 'leak' });
    assert.equal(
      (await database.db.selectFrom('fault_feedback').select('id').where('well_id', '=', well.id).execute()).length,
      faults.length,
    );
    await ok(admin, rules.remove, { id: mine.id });
  });

  test('a report past the water level bound raises one alarm; repeats within the cool-down do not; after it, or once processed, another', async () => {
    // the sweep's offline alarms stay out of this test while the clock moves, and so do the level's jumps
    await setRule('offline', { enabled: 'N', offlineMinutes: 30 });
    await setRule('levelJump', { enabled: 'N', levelJump: 5 });
    await report({ waterLevel: 42.35 });
    assert.equal((await alarmsOf('waterLevel')).length, 0, 'within the bounds');
    const bell = await unread();
    await report({ waterLevel: 85.5 });
    const [first] = await alarmsOf('waterLevel');
    assert.deepEqual(
      { ...first, id: 0 },
      {
        id: 0,
        fault_type: 'no_water',
        description: '水位埋深 85.50 米，超过上限 80.00 米',
        processed: 'N',
        reporter_identity: 'system',
      },
    );
    assert.deepEqual(await noticesOf('水位超过上限'), [
      { title: `设备告警：${well.name}(${well.cd}) 水位超过上限`, content: '水位埋深 85.50 米，超过上限 80.00 米' },
    ]);
    assert.equal(await unread(), bell + 1, 'the bell counts it');

    await report({ waterLevel: 86 });
    await report({ waterLevel: 42 });
    await report({ waterLevel: 87 });
    await later(29 * MINUTE);
    await report({ waterLevel: 88 });
    assert.equal((await alarmsOf('waterLevel')).length, 1, 'repeats within the cool-down');
    assert.equal(await unread(), bell + 1);

    await later(2 * MINUTE);
    await report({ waterLevel: 88 });
    assert.equal((await alarmsOf('waterLevel')).length, 2, 'after the cool-down');
    await report({ waterLevel: 88 });
    assert.equal((await alarmsOf('waterLevel')).length, 2);
    await database.db
      .updateTable('fault_feedback')
      .set({ processed: 'Y' })
      .where('well_id', '=', well.id)
      .where('alarm_kind', '=', 'waterLevel')
      .execute();
    await report({ waterLevel: 88 });
    assert.equal((await alarmsOf('waterLevel')).length, 3, 'once processed');

    // shallower than the minimum is another alarm (其他), with its own cool-down
    await report({ waterLevel: 3 });
    const shallow = (await alarmsOf('waterLevel')).filter((a) => a.fault_type === 'other');
    assert.deepEqual(
      shallow.map((a) => a.description),
      ['水位埋深 3.00 米，低于下限 5.00 米'],
    );
    // the well's rule off: nothing
    await setRule('waterLevel', { enabled: 'N' });
    await later(31 * MINUTE);
    await report({ waterLevel: 3 });
    assert.equal((await alarmsOf('waterLevel')).length, 4);
  });

  test("over-current past the well's threshold alarms once per cool-down; under the merchant's default it does not", async () => {
    await report({ current: 25.3 });
    assert.equal((await alarmsOf('overCurrent')).length, 0, 'the default is 60.0 A');
    await setRule('overCurrent', { currentLimit: 20, coolDownMinutes: 5 });
    await report({ current: 25.3 });
    await report({ current: 26 });
    const alarms = await alarmsOf('overCurrent');
    assert.deepEqual(
      alarms.map((a) => [a.fault_type, a.description]),
      [['A_high_current', '电流 25.3 A，超过告警阈值 20.0 A']],
    );
    assert.equal((await noticesOf('电流过高')).length, 1);
    await later(6 * MINUTE);
    await report({ current: 19.9 });
    await report({ current: 21 });
    assert.equal((await alarmsOf('overCurrent')).length, 2);
  });

  test("a well silent longer than its offline rule's minutes alarms once per silence, through the hub's sweep", async () => {
    const sweep = () => server.app.services.devices.sweep();
    await setRule('offline', { enabled: 'Y', offlineMinutes: 10, coolDownMinutes: 5 });
    await report({});
    await later(9 * MINUTE);
    await sweep();
    assert.equal((await alarmsOf('offline')).length, 0, 'silent 9 minutes');
    await later(2 * MINUTE);
    await sweep();
    const [alarm] = await alarmsOf('offline');
    assert.equal(alarm?.fault_type, 'network_malfunction');
    assert.match(alarm!.description, /^设备超过 10 分钟未上报（最后上报 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d）$/);
    assert.equal((await noticesOf('设备离线')).length, 1);
    await sweep();
    await later(60 * MINUTE);
    await sweep();
    assert.equal((await alarmsOf('offline')).length, 1, 'one per silence');
    // back, then silent again: a new silence
    await report({});
    await later(11 * MINUTE);
    await sweep();
    assert.equal((await alarmsOf('offline')).length, 2);
  });

  test('two writers at once write one alarm', async () => {
    await setRule('overCurrent', { currentLimit: 20, coolDownMinutes: 5 });
    await later(10 * MINUTE);
    await database.db.updateTable('well').set({ current_deciamps: 300 }).where('id', '=', well.id).execute();
    const at = server.clock.now();
    const before = (await alarmsOf('overCurrent')).length;
    const written = await Promise.all(
      [1, 2, 3].map(() =>
        database.db.transaction().execute((trx) => evaluateStatusAlarms(trx, [{ well_id: well.id, level_before: null }], at)),
      ),
    );
    assert.deepEqual(written.map((w) => w.length).sort(), [0, 0, 1]);
    assert.equal((await alarmsOf('overCurrent')).length, before + 1);
  });
});
