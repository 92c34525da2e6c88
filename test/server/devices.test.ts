// Runs on both engines: the ingest writes its batches through each engine's driver.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import mqtt from 'mqtt';
import { wellMonitorCalls as monitor } from '../../src/api/contract';
import type { CommandRow, MonitorRow } from '../../src/api/contract/well/monitor';
import { loadConfig } from '../../server/config';
import { ensureSimulatedDevices } from '../../server/devices/simulator/demo-devices';
import { Simulator } from '../../server/devices/simulator/simulator';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { cardWithMoney, connectDevice, ingestCounts, restingStatus, rotateKey, type TestDevice } from './support/devices';
import { BOOKKEEPING, ok, refused } from './support/fertigation';
import { openLive, type LiveReader } from './support/live-stream';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

let database: TestDatabase;
let server: TestServer;
let admin: TestClient;
let other: TestClient;
let m1: number;
let well: { id: number; username: string; secret: string };
let theirs: { id: number; username: string; secret: string };
let device: TestDevice;
let live: LiveReader;
let seq = 0;
const head = () => ({ seq: (seq += 1), ts: server.clock.now().getTime() });
const status = (extra: Record<string, unknown> = {}) => restingStatus(head(), extra);
const dropped = () => ({ ...ingestCounts(server).dropped });

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0, commandTimeoutMs: 800 } });
  [admin, other] = [await server.loginAs('13800000000'), await server.loginAs('13700000000')];
  const [first, second] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [
    number,
    number,
  ];
  m1 = first;
  const pick = (merchantId: number) =>
    database.db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'normal')
      .where('running', '=', 'leisure')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const [w1, w2] = [await pick(first), await pick(second)];
  well = { id: w1.id, ...(await rotateKey(admin, w1.id)) };
  theirs = { id: w2.id, ...(await rotateKey(other, w2.id)) };
  device = await connectDevice(server, well.username, well.secret);
  live = await openLive(admin);
});
after(async () => {
  live?.close();
  await device?.close();
  await server?.close();
  await database?.close();
});

describe('devices over MQTT', () => {
  test('credentials: shown once, only the username after; a wrong or old secret cannot connect', async () => {
    const key = await ok<{ username: string | null }>(admin, monitor.findDeviceKey, { id: well.id });
    assert.equal(key.username, well.username);
    assert.ok(!JSON.stringify(key).includes(well.secret));
    const url = server.app.services.devices.link!.url;
    await assert.rejects(mqtt.connectAsync(url, { username: well.username, password: 'wrong-secret', reconnectPeriod: 0 }));
    // another merchant's well: not found, nothing rotated
    await refused(admin, monitor.rotateDeviceKey, { id: theirs.id }, '机井不存在或已删除');
    const login = await connectDevice(server, theirs.username, theirs.secret);
    await login.close();
  });

  test("a status report updates the well and reaches the merchant's console live, not another merchant's", async () => {
    const theirLive = await openLive(other);
    try {
      await device.send('status', status({ running: false }));
      const event = await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === well.id && r.current === 12.3));
      const row = (event as { rows: MonitorRow[] }).rows.find((r) => r.id === well.id)!;
      assert.deepEqual(
        { sig: row.sig, sigIntensity: row.sigIntensity, waterLevel: row.waterLevel, voltage: row.voltage, isOnline: row.isOnline },
        { sig: 18.5, sigIntensity: 'MEDIUM', waterLevel: 42.35, voltage: 380.5, isOnline: true },
      );
      const page = await ok<{ records: MonitorRow[] }>(admin, monitor.findPage, { keyword: row.cd, size: 10 });
      assert.deepEqual(
        page.records.find((r) => r.id === well.id),
        row,
      );
      // the big screen's one call: every well of the merchant, the same rows, none of another merchant's
      const all = await ok<{ records: MonitorRow[]; total: number }>(admin, monitor.findAll, {});
      const wells = await database.db.selectFrom('well').select('id').where('merchant_id', '=', m1).execute();
      assert.deepEqual([all.total, all.records.length], [wells.length, wells.length]);
      assert.deepEqual(
        all.records.map((r) => r.id).sort((a, b) => a - b),
        wells.map((w) => w.id).sort((a, b) => a - b),
      );
      assert.deepEqual(
        all.records.find((r) => r.id === well.id),
        row,
      );
      const theirs = await ok<{ records: MonitorRow[] }>(other, monitor.findAll, {});
      assert.ok(
        theirs.records.length > 0 && !theirs.records.some((r) => wells.some((w) => w.id === r.id)),
        'another merchant sees its own wells',
      );
      assert.equal((await admin.call(monitor.findAll, { page: 1 })).status, 400, 'it takes no input');
      assert.equal(theirLive.events.filter((e) => e.type === 'wells' && e.rows.some((r) => r.id === well.id)).length, 0);
    } finally {
      theirLive.close();
    }
  });

  test('malformed, oversized, replayed and foreign messages are dropped and counted, and write nothing', async () => {
    const before = await snapshot(database.db, ['well', 'device', 'usage_record', 'fault_feedback', 'notice']);
    const counts = dropped();
    await device.send('status', 'not json {');
    await device.send('status', { ...head(), sig: 'strong' });
    await device.send('status', status({ extra: 1 }));
    await device.send('status', status({ sig: 99 }));
    await device.send('event', { ...head(), fault: 'no_such_fault' });
    await device.send('status', Buffer.alloc(4096, 32));
    await device.send('status', { ...status(), seq: 1 });
    await device.send('status', { ...status(), ts: server.clock.now().getTime() - 3_600_000 });
    // to another device's topic: the broker refuses it (and drops that connection)
    const intruder = await connectDevice(server, well.username, well.secret);
    const foreign = server.app.services.devices.ingest.nextCounted();
    intruder.client.publish(`irr/${theirs.username}/up/event`, JSON.stringify({ ...head(), fault: 'leak' }));
    await foreign;
    await intruder.close();
    const after = dropped();
    assert.deepEqual(
      {
        malformed: after.malformed - counts.malformed,
        oversized: after.oversized - counts.oversized,
        replayed: after.replayed - counts.replayed,
        foreign: after.foreign - counts.foreign,
      },
      { malformed: 5, oversized: 1, replayed: 2, foreign: 1 },
    );
    assert.deepEqual(await snapshot(database.db, ['well', 'device', 'usage_record', 'fault_feedback', 'notice']), before);
  });

  test("a card swipe starts an order; the stop's meter readings end and bill it; a lost card is refused", async () => {
    const card = await cardWithMoney(database.db, m1, 5_000);
    await device.send('swipe', { ...head(), cardNo: card.cardNo, orderNo: 'SW000001', meterWh: 1_000_000, meterLiters: 5_000_000 });
    const answer = await device.nextDown('swipe');
    assert.equal(answer.ok, true, JSON.stringify(answer));
    const order = await database.db.selectFrom('usage_record').selectAll().where('order_no', '=', 'SW000001').executeTakeFirstOrThrow();
    assert.equal(order.status, 'RUNNING');
    assert.equal(order.card_id, card.id);
    // the same swipe again (the device missed the answer): answered again, no second order
    await device.send('swipe', { ...head(), cardNo: card.cardNo, orderNo: 'SW000001', meterWh: 1_000_000, meterLiters: 5_000_000 });
    assert.equal((await device.nextDown('swipe')).ok, true);
    await device.send('stop', { ...head(), orderNo: 'SW000001', meterWh: 1_012_500, meterLiters: 5_030_000 });
    const bill = await database.db.selectFrom('bill').selectAll().where('usage_record_id', '=', order.id).executeTakeFirstOrThrow();
    assert.equal(Number(bill.electric_wh), 12_500);
    const finished = await database.db.selectFrom('usage_record').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    assert.deepEqual([finished.status, Number(finished.electric_wh), Number(finished.water_liters)], ['FINISH', 12_500, 30_000]);
    assert.ok(Number(bill.amount_fen) > 0);
    // the stop again bills nothing more
    await device.send('stop', { ...head(), orderNo: 'SW000001', meterWh: 1_012_500, meterLiters: 5_030_000 });
    assert.equal((await database.db.selectFrom('bill').select('id').where('usage_record_id', '=', order.id).execute()).length, 1);

    await database.db.updateTable('card').set({ status: 'loss' }).where('id', '=', card.id).execute();
    // all but the device's message number (taken, so the same message again is a replay)
    const before = await snapshot(database.db, [...BOOKKEEPING, 'device']);
    await device.send('swipe', { ...head(), cardNo: card.cardNo, orderNo: 'SW000002', meterWh: 1_012_500, meterLiters: 5_030_000 });
    const lost = await device.nextDown('swipe');
    assert.deepEqual([lost.ok, lost.message], [false, '该卡已挂失，余额已冻结']);
    assert.deepEqual(await snapshot(database.db, [...BOOKKEEPING, 'device']), before);
    await database.db.updateTable('card').set({ status: 'normal' }).where('id', '=', card.id).execute();
  });

  test("the demo's simulator pumps on an order the seed left running and stops it with its meters: the console sees it end, billed", async () => {
    // a data directory not made yet: on PostgreSQL nothing else makes it before the simulator's file
    const dataDir = join(mkdtempSync(join(tmpdir(), 'irr-simulated-')), 'data');
    const simulator = new Simulator({
      url: server.app.services.devices.link!.url,
      everyMs: 50,
      swipeChance: 0,
      faultChance: 0,
      now: () => server.clock.now().getTime(),
    });
    try {
      // the pumping wells as last heard 60 m deep: the simulator goes on from there, not from a level
      // of its own (a jump of more than 5 m would be 水位突变)
      await database.db
        .updateTable('well')
        .set({ water_level_cm: 6000, reported_at: server.clock.now() })
        .where('id', 'in', (eb) =>
          eb.selectFrom('usage_record').select('well_id').where('status', '=', 'RUNNING').where('business', '=', 'well'),
        )
        .execute();
      const devices = await ensureSimulatedDevices(database.db, dataDir, server.clock.now());
      const taken = devices.filter((d) => d.order);
      const running = await database.db
        .selectFrom('usage_record as u')
        .innerJoin('device as d', 'd.well_id', 'u.well_id')
        .innerJoin('well as w', 'w.id', 'u.well_id')
        .select([
          'u.id',
          'u.merchant_id',
          'u.order_no',
          'u.well_id',
          'u.water_liters',
          'u.electric_wh',
          'u.start_meter_wh',
          'd.username',
          'w.has_flow_meter',
        ])
        .where('u.status', '=', 'RUNNING')
        .where('u.business', '=', 'well')
        .where(
          'd.username',
          'in',
          taken.map((d) => d.username),
        )
        .orderBy('u.id')
        .execute();
      assert.ok(running.length > 0, 'the seed leaves orders running');
      assert.deepEqual(taken.map((d) => d.order!.orderNo).sort(), running.map((r) => r.order_no).sort(), 'each running order taken over');
      assert.ok(
        running.every((r) => r.start_meter_wh !== null),
        'each with its start reading',
      );
      // one of the merchant whose console `live` is (the seed leaves orders running for both), on a
      // well with a flow meter: without one the water is the power's (以电折水), and at 50 ms a
      // report the power meter moves less than a Wh (which order is the first depends on the hour
      // the seed was made at)
      const order = running.find((r) => r.merchant_id === m1 && r.has_flow_meter)!;
      assert.ok(order, 'an order of merchant 1 running on a well with a flow meter');
      const device = taken.find((d) => d.username === order.username)!;
      assert.equal(device.level, 60);
      const ingest = server.app.services.devices.ingest;
      const statusNow = async () =>
        (await database.db.selectFrom('usage_record').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status;
      await simulator.start([device]);
      // woken by each message the server takes (a stop comes after 3 to 14 reports 50 ms apart)
      const deadline = Date.now() + 15_000;
      while ((await statusNow()) === 'RUNNING') {
        assert.ok(
          Date.now() < deadline,
          `order ${order.order_no} still running after 15 s; ingest ${JSON.stringify(ingest.counts)}; server: ${server.logs.slice(-5).join(' | ')}`,
        );
        await Promise.race([
          ingest.nextCounted(),
          new Promise((wake) => {
            setTimeout(wake, 1000);
          }),
        ]);
      }
      await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === order.well_id && r.order === null), 5000);
      const bill = await database.db.selectFrom('bill').selectAll().where('usage_record_id', '=', order.id).executeTakeFirstOrThrow();
      // what it had pumped before the simulator took it over, and what it pumped after
      assert.ok(Number(bill.water_liters) > Number(order.water_liters), `${bill.water_liters} litres billed, ${order.water_liters} before`);
      // (its meter moves a Wh a second: at 50 ms a report, less than one between stops)
      assert.ok(Number(bill.electric_wh) >= Number(order.electric_wh), `${bill.electric_wh} Wh billed, ${order.electric_wh} before`);
      const finished = await database.db.selectFrom('usage_record').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      assert.equal(finished.status, 'FINISH');
      const jumps = await database.db
        .selectFrom('fault_feedback')
        .select('description')
        .where('well_id', '=', order.well_id)
        .where('alarm_kind', '=', 'levelJump')
        .execute();
      assert.deepEqual(jumps, [], 'its level went on from 60 m');
    } finally {
      await simulator.stop();
      // what it sent before it stopped is handled before the next test counts messages
      await server.app.services.devices.ingest.idle();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a fault event writes one fault row and one notice; repeats within the cool-down do not', async () => {
    const count = async () =>
      (
        await database.db
          .selectFrom('fault_feedback')
          .select('id')
          .where('well_id', '=', well.id)
          .where('fault_type', '=', 'pump_tripped')
          .where('reporter_identity', '=', 'system')
          .execute()
      ).length;
    await device.send('event', { ...head(), fault: 'pump_tripped', detail: '电机过载跳闸' });
    await live.next((e) => e.type === 'alarm' && e.wellId === well.id);
    await device.send('event', { ...head(), fault: 'pump_tripped' });
    assert.equal(await count(), 1);
  });

  test("a pump command changes the state only on the device's ACK; no answer times out", async () => {
    await device.send('status', status({ running: false }));
    const sent = await ok<CommandRow>(admin, monitor.command, { wellId: well.id, action: 'start' });
    assert.equal(sent.status, 'SENT');
    const cmd = await device.nextDown('cmd');
    assert.deepEqual([cmd.cmdId, cmd.action], [sent.id, 'start']);
    assert.equal(
      (await database.db.selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running,
      'leisure',
    );
    await device.send('ack', { ...head(), cmdId: sent.id, ok: true });
    await live.next((e) => e.type === 'command' && e.command.id === sent.id && e.command.status === 'ACKED');
    assert.equal(
      (await database.db.selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running,
      'use',
    );

    const unanswered = await ok<CommandRow>(admin, monitor.command, { wellId: well.id, action: 'stop' });
    await device.nextDown('cmd');
    const timedOut = await live.next((e) => e.type === 'command' && e.command.id === unanswered.id && e.command.status === 'TIMEOUT');
    assert.equal((timedOut as { command: CommandRow }).command.reason, '设备未应答（10秒）');
    assert.equal((await ok<CommandRow>(admin, monitor.commandState, { id: unanswered.id })).status, 'TIMEOUT');
    // a late ack changes nothing
    await device.send('ack', { ...head(), cmdId: unanswered.id, ok: true });
    assert.equal(
      (await database.db.selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running,
      'use',
    );
    // another merchant cannot read or command it
    await refused(other, monitor.commandState, { id: sent.id }, '指令不存在');
    await refused(other, monitor.command, { wellId: well.id, action: 'stop' }, '机井不存在或已删除');
  });

  test('a stopped (停用) well is not started from the monitor; it may still be stopped', async () => {
    const setStatus = (status: string) => database.db.updateTable('well').set({ status }).where('id', '=', well.id).execute();
    const before = (await database.db.selectFrom('well').select('status').where('id', '=', well.id).executeTakeFirstOrThrow()).status;
    await setStatus('stop');
    try {
      await refused(admin, monitor.command, { wellId: well.id, action: 'start' }, '机井已停用，不能启动水泵');
      const stop = await ok<CommandRow>(admin, monitor.command, { wellId: well.id, action: 'stop' });
      assert.deepEqual([(await device.nextDown('cmd')).action, stop.status], ['stop', 'SENT']);
      await device.send('ack', { ...head(), cmdId: stop.id, ok: true });
      await live.next((e) => e.type === 'command' && e.command.id === stop.id && e.command.status === 'ACKED');
    } finally {
      await setStatus(before);
    }
  });

  test("a rotation closes the device's connection and refuses the old secret; the new one counts its messages from 1", async () => {
    const closed = new Promise<void>((resolve) => device.client.once('close', () => resolve()));
    const fresh = await rotateKey(admin, well.id);
    assert.equal(fresh.username, well.username);
    await closed;
    const url = server.app.services.devices.link!.url;
    await assert.rejects(mqtt.connectAsync(url, { username: well.username, password: well.secret, reconnectPeriod: 0 }));
    const replaced = await connectDevice(server, fresh.username, fresh.secret);
    try {
      const lastSeq = async () =>
        Number(
          (await database.db.selectFrom('device').select('last_seq').where('username', '=', fresh.username).executeTakeFirstOrThrow())
            .last_seq,
        );
      assert.equal(await lastSeq(), 0, 'the rotation starts its numbers again');
      const accepted = ingestCounts(server).accepted.status;
      await replaced.send('status', { ...status(), seq: 1 });
      assert.equal(ingestCounts(server).accepted.status, accepted + 1);
      assert.equal(await lastSeq(), 1, 'its first message taken');
    } finally {
      await replaced.close();
    }
  });
});
