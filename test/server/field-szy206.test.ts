import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { wellMonitorCalls as monitor } from '../../src/api/contract';
import type { CommandRow, MonitorRow } from '../../src/api/contract/well/monitor';
import { loadConfig } from '../../server/config';
import { DeviceDirectory } from '../../server/devices/device-directory';
import { szy206Codec as codec } from '../../server/devices/field/szy206';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { ok } from './support/fertigation';
import { connectDtu, dropsOf, FIELD_TEST_CONFIG, gatewayOf, nextGatewayEvent, type TestDtu } from './support/field-dtu';
import { cardWithMoney } from './support/devices';
import { freeWells, linkWell, makeRegistration } from './support/field-link';
import { openLive } from './support/live-stream';
import { serverSuite } from './support/suite';

/**
 * A terminal speaking SZY206-2016 through a DTU, on a real TCP socket to the gateway
 * (server/docs/field-gateway.md): its registration, reports, pump commands, a card's order, hostile
 * bytes, a second connection and silence.
 */
let admin: TestClient;
let m1: number;
let wells: number[];
const s = serverSuite({
  config: {
    field: FIELD_TEST_CONFIG,
    mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, commandTimeoutMs: 5000 },
  },
  setup: async ({ database, server }) => {
    admin = await server.loginAs('13800000000');
    m1 = (await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    wells = await freeWells(database.db, m1, 4);
  },
});
const STATION = '410522:00007';
const VENDOR_STATION = '410522:00008';
const wellRow = (id: number) => s.database.db.selectFrom('well').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A DTU registered by its login frame (answered), as station STATION. */
async function loggedIn(from = '127.0.0.1'): Promise<TestDtu> {
  const dtu = await connectDtu(s.server, { codec, station: STATION, profile: 'standard', from });
  const registered = nextGatewayEvent(s.server, 'registered');
  dtu.send({ kind: 'link', link: 'login' });
  await registered;
  const answer = codec.decodeDown(await dtu.nextFrame(), 'standard');
  assert.ok(answer.ok && answer.station === STATION, 'the login answered');
  return dtu;
}

let dtu: TestDtu;
let imeiDtu: TestDtu;
/** A valid IMEI (its Luhn digit right). */
const IMEI = '490154203237518';

describe('SZY206 terminals through the TCP gateway', () => {
  test('a terminal registers with its login frame; its report sets the well online with its reading, live on the console', async () => {
    await linkWell(admin, wells[0]!, {
      transport: 'szy206',
      profile: 'standard',
      station: STATION,
      password: '1234',
      registration: { kind: 'frame' },
      heartbeat: null,
    });
    const before = await wellRow(wells[0]!);
    const live = await openLive(admin);
    try {
      dtu = await loggedIn();
      const taken = s.server.app.services.devices.ingest.nextCounted();
      dtu.send({ kind: 'status', reading: { waterLevel: 12.34, running: false } });
      await taken;
      // the report is confirmed
      assert.ok(codec.decodeDown(await dtu.nextFrame(), 'standard').ok);
      const event = await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === wells[0] && r.waterLevel === 12.34));
      const row = (event as { rows: MonitorRow[] }).rows.find((r) => r.id === wells[0])!;
      assert.equal(row.isOnline, true);
      const after = await wellRow(wells[0]!);
      // what the frame did not carry is the well's last
      assert.deepEqual(
        [after.water_level_cm, after.sig_tenths, after.current_deciamps, after.voltage_decivolts, Number(after.meter_liters)],
        [1234, before.sig_tenths, before.current_deciamps, before.voltage_decivolts, Number(before.meter_liters)],
      );
    } finally {
      live.close();
    }
  });

  test("remote start and stop reach the terminal's socket; its answer ends each command", async () => {
    const sent = await ok<CommandRow>(admin, monitor.command, { wellId: wells[0], action: 'start' });
    const start = await dtu.nextCommand();
    assert.deepEqual([start.station, start.command], [STATION, { kind: 'pump', action: 'start' }]);
    let taken = s.server.app.services.devices.ingest.nextCounted();
    dtu.send({ kind: 'ack', command: 'pump', ok: true });
    await taken;
    assert.equal((await ok<CommandRow>(admin, monitor.commandState, { id: sent.id })).status, 'ACKED');
    assert.equal((await wellRow(wells[0]!)).running, 'use');

    const stop = await ok<CommandRow>(admin, monitor.command, { wellId: wells[0], action: 'stop' });
    assert.deepEqual((await dtu.nextCommand()).command, { kind: 'pump', action: 'stop' });
    taken = s.server.app.services.devices.ingest.nextCounted();
    dtu.send({ kind: 'ack', command: 'pump', ok: false, reason: '终端未执行' });
    await taken;
    const refusedCommand = await ok<CommandRow>(admin, monitor.commandState, { id: stop.id });
    assert.deepEqual([refusedCommand.status, refusedCommand.reason], ['REFUSED', '终端未执行']);
    assert.equal((await wellRow(wells[0]!)).running, 'use', 'a refused stop changes nothing');
  });

  test("hostile bytes: garbage, a bad CRC, an endless frame, another station's frame are dropped and counted; nothing written; the socket still serves", async () => {
    const tables = ['well', 'device', 'usage_record', 'fault_feedback', 'notice', 'device_command'];
    const before = await snapshot(s.database.db, tables);
    const good = codec.encodeUp(STATION, { kind: 'status', reading: { waterLevel: 30 } }, 'standard', {
      serial: 1,
      now: s.server.clock.now(),
    });
    const badCrc = Buffer.from(good);
    badCrc[badCrc.length - 2]! ^= 0x01;
    const foreign = codec.encodeUp('410522:00099', { kind: 'status', reading: { waterLevel: 30 } }, 'standard', {
      serial: 1,
      now: s.server.clock.now(),
    });
    // L says 255 bytes, and no end byte comes where it should
    const endless = Buffer.concat([Buffer.of(0x68, 0xff, 0x68), Buffer.alloc(300, 0x00)]);
    // the keep-alive sent behind them is answered: every byte before it handled
    const cost = (bytes: Buffer) =>
      dropsOf(s.server, dtu, bytes, async () => {
        dtu.send({ kind: 'link', link: 'heartbeat' });
        assert.ok(codec.decodeDown(await dtu.nextFrame(), 'standard').ok, 'the keep-alive answered');
      });
    assert.deepEqual(await cost(Buffer.from('GARBAGE, NOT A FRAME', 'latin1')), { garbage: 1 });
    assert.deepEqual(await cost(badCrc), { crc: 1 });
    assert.deepEqual(await cost(foreign), { foreign: 1 });
    // (the framer resyncs at the frame's second 68: two drops)
    assert.deepEqual(Object.keys(await cost(endless)), ['malformed']);
    assert.deepEqual(await snapshot(s.database.db, tables), before);
  });

  test('a card swipe and its stop through the vendor profile (registered by string) are billed; the answer carries the balance', async () => {
    await linkWell(admin, wells[1]!, {
      transport: 'szy206',
      profile: 'ic-card-v1',
      station: VENDOR_STATION,
      password: '1234',
      registration: { kind: 'string' },
      heartbeat: null,
    });
    const registration = await makeRegistration(admin, wells[1]!);
    const vendor = await connectDtu(s.server, { codec, station: VENDOR_STATION, profile: 'ic-card-v1' });
    const registered = nextGatewayEvent(s.server, 'registered');
    vendor.write(`${registration}\r\n`);
    await registered;
    const device = await s.database.db.selectFrom('device').select('id').where('well_id', '=', wells[1]!).executeTakeFirstOrThrow();
    const card = await cardWithMoney(s.database.db, m1, 5_000);
    vendor.send({ kind: 'swipe', cardNo: card.cardNo, orderNo: '0000000001', meterWh: 1_000_000, meterLiters: 5_000_000 });
    // the controller's first message brings it what it must hold first: the blacklist, the pending writes (offline-orders.md)
    let answer = await vendor.nextCommand();
    while (answer.command?.kind !== 'swipeAnswer') {
      assert.ok(
        ['blacklist', 'recharge'].includes(answer.command?.kind ?? ''),
        `before the swipe answer: ${JSON.stringify(answer.command)}`,
      );
      answer = await vendor.nextCommand();
    }
    assert.deepEqual(answer.command, { kind: 'swipeAnswer', orderNo: '0000000001', ok: true, balanceFen: card.fen });
    // the controller's order number, with its device in front: two controllers' order 1 never meet
    const orderNo = `T${device.id}-0000000001`;
    const order = await s.database.db.selectFrom('usage_record').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    assert.deepEqual([order.status, order.card_id, order.well_id], ['RUNNING', card.id, wells[1]]);

    const taken = s.server.app.services.devices.ingest.nextCounted();
    vendor.send({ kind: 'stop', orderNo: '0000000001', meterWh: 1_012_500, meterLiters: 5_030_000 });
    await taken;
    const finished = await s.database.db.selectFrom('usage_record').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    assert.deepEqual([finished.status, Number(finished.electric_wh), Number(finished.water_liters)], ['FINISH', 12_500, 30_000]);
    const bill = await s.database.db.selectFrom('bill').selectAll().where('usage_record_id', '=', order.id).executeTakeFirstOrThrow();
    assert.ok(Number(bill.amount_fen) > 0);

    // an offline record is booked and acknowledged once held (field-offline.test.ts has the rest)
    const at = s.server.clock.now().getTime();
    vendor.send({
      kind: 'records',
      records: [
        {
          recordNo: 1,
          cardNo: card.cardNo,
          startedAt: at - 3_600_000,
          endedAt: at - 3_000_000,
          startWh: 900_000,
          endWh: 910_000,
          startLiters: 4_000_000,
          endLiters: 4_020_000,
          amountFen: 500,
          balanceBeforeFen: card.fen,
          balanceAfterFen: card.fen - 500,
        },
      ],
    });
    // the frame's confirmation first, then the answer to its record
    assert.equal((await vendor.nextCommand()).command, null);
    const ack = await vendor.nextCommand();
    assert.deepEqual(ack.command, { kind: 'recordsAck', recordNo: 1, lastRecordNo: 1 });
  });

  test('a registration naming no device is refused and its socket closed after a delay; failures below the threshold hold only their own socket', async () => {
    const gateway = gatewayOf(s.server);
    const from = '127.0.0.9';
    const mine = () => gateway.sockets().filter((x) => x.remote === from);
    const unknown = await connectDtu(s.server, { codec, station: '410522:00500', profile: 'standard', from });
    let refusal = nextGatewayEvent(s.server, 'dropped');
    unknown.send({ kind: 'link', link: 'login' });
    assert.deepEqual(await refusal, ['login']);
    gateway.tick();
    assert.deepEqual(
      mine().map((x) => x.state),
      ['refused'],
      'held for a second before it is closed',
    );
    s.server.clock.advance(1000);
    gateway.tick();
    await unknown.closed;

    // the next failure from the address holds its socket twice as long
    const guess = await connectDtu(s.server, { codec, station: '410522:00500', profile: 'standard', from });
    refusal = nextGatewayEvent(s.server, 'dropped');
    guess.write(`IRR${'0'.repeat(24)}`);
    assert.deepEqual(await refusal, ['login']);
    // a right registration of the address is not slowed by two failures (the unit tests show the threshold)
    await linkWell(admin, wells[2]!, {
      transport: 'szy206',
      profile: 'standard',
      station: '410522:00009',
      password: null,
      registration: { kind: 'imei', imei: IMEI },
      heartbeat: { format: 'text', value: 'PING' },
    });
    imeiDtu = await connectDtu(s.server, { codec, station: '410522:00009', profile: 'standard', from });
    const registered = nextGatewayEvent(s.server, 'registered');
    imeiDtu.write(IMEI);
    await registered;
    assert.deepEqual(
      mine()
        .map((x) => x.state)
        .sort(),
      ['refused', 'registered'],
      'the guess still held, the right one registered at once',
    );
    s.server.clock.advance(1999);
    gateway.tick();
    assert.deepEqual(
      mine()
        .map((x) => x.state)
        .sort(),
      ['refused', 'registered'],
      'the second failure holds its socket 2 s',
    );
    s.server.clock.advance(1);
    gateway.tick();
    await guess.closed;
    assert.deepEqual(
      mine().map((x) => x.state),
      ['registered'],
    );
  });

  test('a second connection of a device wins: the older socket is closed and logged', async () => {
    const newer = await loggedIn();
    await dtu.closed;
    const username = (
      await s.database.db.selectFrom('device').select('username').where('well_id', '=', wells[0]!).executeTakeFirstOrThrow()
    ).username;
    assert.ok(
      s.server.logs.some((line) => line.includes('"event":"replaced"') && line.includes(username)),
      'the replacement logged',
    );
    // the commands go to the newer socket
    await ok<CommandRow>(admin, monitor.command, { wellId: wells[0], action: 'stop' });
    assert.deepEqual((await newer.nextCommand()).command, { kind: 'pump', action: 'stop' });
    dtu = newer;
  });

  test("a change of the device closes a socket registered before it, not one registered with the new row (the change's notice may come late)", async () => {
    const username = (
      await s.database.db.selectFrom('device').select('username').where('well_id', '=', wells[0]!).executeTakeFirstOrThrow()
    ).username;
    const current = await new DeviceDirectory(s.database.db).get(username);
    assert.ok(current);
    const gateway = gatewayOf(s.server);
    const registered = () => gateway.sockets().filter((x) => x.device === username && x.state === 'registered').length;
    // the notice of the change this socket registered with: it stays and serves
    gateway.drop(username, current);
    assert.equal(registered(), 1);
    const taken = s.server.app.services.devices.ingest.nextCounted();
    dtu.send({ kind: 'status', reading: { waterLevel: 12.5, running: true } });
    await taken;
    assert.equal(dtu.isClosed(), false);
    // a change it did not register with: closed
    const closed = nextGatewayEvent(s.server, 'closed');
    gateway.drop(username, { ...current, passwordHex: 'ABCD' });
    assert.deepEqual(await closed, [username, 'settings changed']);
    await dtu.closed;
    dtu = await loggedIn();
  });

  test('bytes before a registration are bounded; a socket that never registers is closed after 30 s', async () => {
    const flood = await connectDtu(s.server, { codec, station: STATION, profile: 'standard', from: '127.0.0.10' });
    // a frame start, then bytes that never make a frame
    const closed = nextGatewayEvent(s.server, 'closed');
    flood.write(Buffer.concat([Buffer.of(0x68), Buffer.alloc(9000, 0x00)]));
    assert.deepEqual(await closed, [null, 'oversized registration']);
    await flood.closed;
    const silent = await connectDtu(s.server, { codec, station: STATION, profile: 'standard', from: '127.0.0.11' });
    silent.write('IRR0');
    const timedOut = nextGatewayEvent(s.server, 'dropped');
    s.server.clock.advance(30_000);
    gatewayOf(s.server).tick();
    assert.deepEqual(await timedOut, ['timeout']);
    await silent.closed;
  });

  test('a DTU heartbeat packet is stripped and keeps the socket (and its well) alive; a silent socket is closed after the window', async () => {
    const gateway = gatewayOf(s.server);
    const garbage = gateway.counts.dropped.garbage;
    let beat = nextGatewayEvent(s.server, 'heartbeat');
    imeiDtu.write('PING');
    await beat;
    // two glued, and a report behind them
    const taken = s.server.app.services.devices.ingest.nextCounted();
    imeiDtu.write(
      Buffer.concat([
        Buffer.from('PINGPING', 'latin1'),
        codec.encodeUp('410522:00009', { kind: 'status', reading: { meterWh: 2_000_000 } }, 'standard', {
          serial: 1,
          now: s.server.clock.now(),
        }),
      ]),
    );
    await taken;
    assert.equal(Number((await wellRow(wells[2]!)).meter_wh), 2_000_000);
    assert.equal(gateway.counts.dropped.garbage, garbage, 'no heartbeat taken for garbage');

    // no report for three minutes, but heartbeats: the well stays online
    s.server.clock.advance(179_000);
    gateway.tick();
    await s.server.app.services.devices.sweep();
    assert.equal((await wellRow(wells[2]!)).is_online, true);
    beat = nextGatewayEvent(s.server, 'heartbeat');
    imeiDtu.write('PING');
    await beat;
    s.server.clock.advance(179_999);
    gateway.tick();
    assert.ok(!imeiDtu.isClosed() && gateway.sockets().some((x) => x.remote === '127.0.0.9' && x.state === 'registered'));
    const timedOut = nextGatewayEvent(s.server, 'dropped');
    s.server.clock.advance(1);
    gateway.tick();
    assert.deepEqual(await timedOut, ['timeout']);
    await imeiDtu.closed;
    // gone: a minute later the well is offline
    s.server.clock.advance(61_000);
    await s.server.app.services.devices.sweep();
    assert.equal((await wellRow(wells[2]!)).is_online, false);
  });
});
