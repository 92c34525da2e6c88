import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loginCalls, noticeCalls, wellEquipCalls, wellPlaceCalls } from '../../src/api/contract';
import { wellPermissions } from '../../src/api/contract/well/permissions';
import { hashToken } from '../../server/auth/tokens';
import { newNonce, TestClient } from './support/client';
import { compileEntries, runTs, waitForUrl, type Child } from './support/child-server';
import { startTestServer, type TestServer } from './support/test-server';
import { serverSuite } from './support/suite';
import mqtt from 'mqtt';
import { wellMonitorCalls } from '../../src/api/contract';
import type { CommandRow } from '../../src/api/contract/well/monitor';
import { rotateKey } from './support/devices';
import { openLive } from './support/live-stream';
import { szy206Codec } from '../../server/devices/field/szy206';
import { connectDtu, FIELD_TEST_CONFIG } from './support/field-dtu';
import { linkWell } from './support/field-link';

/**
 * Two servers on one database: what one of them took or was told holds at once on the other, so
 * that nothing the request pipeline saves (one statement for the caller and the nonce, reads
 * outside a transaction, permissions kept by the roles' stamps, prepared statements, an unlogged
 * nonce table) weakens a guarantee. On PostgreSQL the second server is a
 * real process (server/main.ts on the same DATABASE_URL); PGlite serves one process, so there it is
 * a second app in this process on the same database.
 */
/** The second server, and its clock: a child's is the real one, an app's in this process its test clock (standing still). */
let second: { url: string; mqttUrl: string; fieldPort: number; now(): Date; close(): Promise<unknown> };
let child: Child | undefined;
const s = serverSuite({
  config: { field: FIELD_TEST_CONFIG },
  setup: async (suite) => {
    if (suite.database.url) {
      const dataDir = mkdtempSync(join(tmpdir(), 'irr-second-'));
      await compileEntries(['server/main.ts']);
      child = runTs('server/main.ts', [], {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        IRR_DATA_DIR: dataDir,
        DATABASE_URL: suite.database.url,
        IRR_MQTT_PORT: '0',
        IRR_FIELD_PORT: '0',
        // the tests connect their own devices: a simulated DTU of the demo's would fight them for a well
        IRR_SIMULATE: 'off',
      });
      const url = await waitForUrl(child);
      const mqttUrl = /devices \(MQTT\): (mqtt:\/\/\S+)/.exec(child.stdout())?.[1] ?? '';
      const fieldPort = Number(/devices \(TCP[^)]*\): \S+:(\d+)/.exec(child.stdout())?.[1]);
      const running = child;
      second = {
        url,
        mqttUrl,
        fieldPort,
        now: () => new Date(),
        close: async () => {
          running.process.kill('SIGTERM');
          await running.exited;
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
      assert.ok(mqttUrl && fieldPort > 0, `the second server's broker and gateway: ${child.stdout()}`);
    } else {
      const app: TestServer = await startTestServer(suite.database, {
        mqtt: { ...s.server.config.mqtt, port: 0 },
        field: { ...s.server.config.field, port: 0 },
      });
      second = {
        url: app.url,
        mqttUrl: app.app.services.devices.link!.url,
        fieldPort: app.app.services.devices.field!.address.port,
        now: app.clock.now,
        close: () => app.close(),
      };
    }
  },
});
after(async () => {
  await second?.close();
});

/** A client of the second server with the first one's login. */
const onSecond = (first: TestClient) => {
  const c = new TestClient(second.url, s.server.config.signSecret, second.now);
  c.token = first.token;
  return c;
};
const codeOf = (res: { body: { errorCode: number } }) => res.body.errorCode;

/** The first merchant's well `skip` from its last: each test that connects a device takes its own. */
async function lastWell(skip: number): Promise<{ id: number }> {
  const merchant = await s.database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
  return s.database.db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .orderBy('id', 'desc')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('two servers on one database', () => {
  test('a nonce taken by one is a replay on the other, also when both get it at once', async () => {
    const a = await s.server.loginAs('13800000000');
    const b = onSecond(a);
    for (const call of [noticeCalls.getNoReadNoticeNum, wellEquipCalls.findPage]) {
      const signed = { nonce: newNonce(), timestamp: String(Date.now()) };
      assert.equal(codeOf(await a.call(call, {}, signed)), 0);
      const replay = await b.call(call, {}, signed);
      assert.deepEqual([codeOf(replay), replay.body.message], [1008, '请求已被处理，请勿重复提交'], call.path);
    }
    for (let i = 0; i < 5; i += 1) {
      const signed = { nonce: newNonce(), timestamp: String(Date.now()) };
      const input = { name: `双机${Date.now()}-${i}`, areaCode: '130102', address: '', managerName: '', managerMobile: '' };
      const answers = await Promise.all([a.call(wellPlaceCalls.savePlace, input, signed), b.call(wellPlaceCalls.savePlace, input, signed)]);
      assert.deepEqual(answers.map(codeOf).sort(), [0, 1008], 'one of the two');
      const places = await s.database.db.selectFrom('place').select('id').where('name', '=', input.name).execute();
      assert.equal(places.length, 1, 'the write happened once');
    }
  });

  test('a role changed, a logout and a disabled user hold on the other server at its next call', async () => {
    const operator = await s.server.loginAs('13900000001');
    const b = onSecond(operator);
    assert.equal(codeOf(await b.call(wellEquipCalls.findPage, {})), 0);
    // the operator's role loses the wells' page (what plat/role/edit writes: the menus and a new version)
    const role = await s.database.db
      .selectFrom('user_role')
      .innerJoin('merchant_user as u', 'u.id', 'user_role.user_id')
      .select('user_role.role_id')
      .where('u.mobile', '=', '13900000001')
      .executeTakeFirstOrThrow();
    const taken = await s.database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ menu_id: number }>`delete from role_menu rm using menu m
        where m.id = rm.menu_id and rm.role_id = ${role.role_id} and m.permission = ${wellPermissions.well.view} returning rm.menu_id`.execute(
        trx,
      );
      await trx
        .updateTable('role')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', role.role_id)
        .execute();
      return rows.map((r) => r.menu_id);
    });
    assert.equal(codeOf(await b.call(wellEquipCalls.findPage, {})), 1007);
    assert.equal(codeOf(await operator.call(wellEquipCalls.findPage, {})), 1007);
    assert.equal(codeOf(await b.call(noticeCalls.getNoReadNoticeNum, {})), 0, 'the rest of the role holds');
    // the page given back without touching the role (as a migration would): both servers know it at their next call
    await s.database.db
      .insertInto('role_menu')
      .values(taken.map((menu_id) => ({ role_id: role.role_id, menu_id })))
      .execute();
    assert.equal(codeOf(await b.call(wellEquipCalls.findPage, {})), 0);
    assert.equal(codeOf(await operator.call(wellEquipCalls.findPage, {})), 0);

    await operator.call(loginCalls.logout, {});
    assert.equal(codeOf(await b.call(noticeCalls.getNoReadNoticeNum, {})), 10001, 'logged out on the first');

    const admin = await s.server.loginAs('13700000000');
    const other = onSecond(admin);
    assert.equal(codeOf(await other.call(noticeCalls.getNoReadNoticeNum, {})), 0);
    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('mobile', '=', '13700000000').execute();
    assert.equal(codeOf(await other.call(noticeCalls.getNoReadNoticeNum, {})), 10001, 'disabled');
    await s.database.db.updateTable('merchant_user').set({ enabled: true }).where('mobile', '=', '13700000000').execute();
  });

  test('a session idle or too old is refused by the other server; a write there lands in the operation log with its user', async () => {
    const a = await s.server.loginAs('13800000000');
    const b = onSecond(a);
    const hash = hashToken(a.token!);
    const input = { name: `双机日志${Date.now()}`, areaCode: '130102', address: '', managerName: '', managerMobile: '' };
    assert.equal(codeOf(await b.call(wellPlaceCalls.savePlace, input)), 0);
    const logged = await s.database.db
      .selectFrom('oper_log as o')
      .innerJoin('oper_log_change as c', 'c.oper_id', 'o.id')
      .select(['o.user_mobile', 'o.path', 'c.action'])
      .where('c.table_name', '=', 'place')
      .orderBy('o.id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(logged, { user_mobile: '13800000000', path: wellPlaceCalls.savePlace.path, action: 'insert' });
    // ages by the clock of the server that judges them (an app's here stands still at its start)
    const idle = new Date(second.now().getTime() - 31 * 60_000);
    await s.database.db.updateTable('session').set({ last_seen_at: idle }).where('token_hash', '=', hash).execute();
    assert.equal(codeOf(await b.call(noticeCalls.getNoReadNoticeNum, {})), 10001, 'idle');
    const c = await s.server.loginAs('13800000000');
    const d = onSecond(c);
    const hash2 = hashToken(c.token!);
    await s.database.db
      .updateTable('session')
      .set({ created_at: new Date(second.now().getTime() - 13 * 3_600_000) })
      .where('token_hash', '=', hash2)
      .execute();
    assert.equal(codeOf(await d.call(noticeCalls.getNoReadNoticeNum, {})), 10001, 'older than the absolute limit');
  });

  test("a device on the other server's broker: its status and a command's ack reach a console connected to this one", async () => {
    const admin = await s.server.loginAs('13800000000');
    const well = await lastWell(0);
    const key = await rotateKey(admin, well.id);
    const live = await openLive(admin);
    const device = await mqtt.connectAsync(second.mqttUrl, { username: key.username, password: key.secret, reconnectPeriod: 0 });
    try {
      const commands: { cmdId: number; action: string }[] = [];
      device.on('message', (_topic, payload) => commands.push(JSON.parse(payload.toString()) as { cmdId: number; action: string }));
      await device.subscribeAsync(`irr/${key.username}/down/cmd`, { qos: 1 });
      const now = () => s.server.clock.now().getTime();
      await device.publishAsync(
        `irr/${key.username}/up/status`,
        JSON.stringify({
          seq: 1,
          ts: now(),
          sig: 12.5,
          waterLevel: 20,
          running: false,
          current: 3.3,
          voltage: 230.1,
          meterWh: 0,
          meterLiters: 0,
        }),
        { qos: 1 },
      );
      await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === well.id && r.voltage === 230.1 && r.isOnline));
      // the command is written here and sent by the other server, whose broker holds the device
      const sent = (await admin.call<CommandRow>(wellMonitorCalls.command, { wellId: well.id, action: 'stop' })).body.data;
      assert.equal(sent.status, 'SENT');
      const arrived = new Promise<void>((resolve) => {
        const check = () => {
          if (commands.some((c) => c.cmdId === sent.id)) resolve();
          else device.once('message', check);
        };
        check();
      });
      await arrived;
      await device.publishAsync(`irr/${key.username}/up/ack`, JSON.stringify({ seq: 2, ts: now(), cmdId: sent.id, ok: true }), { qos: 1 });
      await live.next((e) => e.type === 'command' && e.command.id === sent.id && e.command.status === 'ACKED');
    } finally {
      live.close();
      await device.endAsync();
    }
  });

  test('a status report both servers receive lands once in the history (server/docs/history.md)', async () => {
    const admin = await s.server.loginAs('13800000000');
    const well = await lastWell(1);
    const key = await rotateKey(admin, well.id);
    const readings = async () =>
      Number(
        (
          await s.database.db
            .selectFrom('well_reading')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('well_id', '=', well.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const topic = `irr/${key.username}/up/status`;
    const report = JSON.stringify({
      seq: 7,
      ts: second.now().getTime(),
      sig: 20,
      waterLevel: 33.3,
      running: false,
      current: 0,
      voltage: 229,
      meterWh: 10,
      meterLiters: 20,
    });
    // the other server takes it from its broker (its wells event comes in the transaction that keeps the reading) ...
    const live = await openLive(admin);
    const device = await mqtt.connectAsync(second.mqttUrl, { username: key.username, password: key.secret, reconnectPeriod: 0 });
    try {
      await device.publishAsync(topic, report, { qos: 1 });
      await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === well.id && r.waterLevel === 33.3));
      assert.equal(await readings(), 1);
    } finally {
      live.close();
      await device.endAsync();
    }
    // ... and this one is handed the same report: its number is taken, nothing lands again
    const ingest = s.server.app.services.devices.ingest;
    const replayed = ingest.counts.dropped.replayed;
    await ingest.receive(topic, Buffer.from(report), key.username);
    assert.equal(ingest.counts.dropped.replayed, replayed + 1);
    assert.equal(await readings(), 1);
  });

  test("a DTU on the other server's gateway: a command written here reaches its socket there; connecting here closes the older there", async () => {
    const admin = await s.server.loginAs('13800000000');
    const merchant = await s.database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
    // (the test above takes the last)
    const { id: well } = await s.database.db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const station = '530381:00077';
    await linkWell(admin, well, {
      transport: 'szy206',
      profile: 'standard',
      station,
      password: '1234',
      registration: { kind: 'frame' },
      heartbeat: null,
    });
    const live = await openLive(admin);
    const there = await connectDtu(s.server, { codec: szy206Codec, station, profile: 'standard', port: second.fieldPort });
    try {
      there.send({ kind: 'link', link: 'login' });
      await there.nextFrame();
      there.send({ kind: 'status', reading: { waterLevel: 21.5 } });
      await there.nextFrame(); // its confirmation
      await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === well && r.waterLevel === 21.5 && r.isOnline));
      const sent = (await admin.call<CommandRow>(wellMonitorCalls.command, { wellId: well, action: 'start' })).body.data;
      assert.equal(sent.status, 'SENT');
      assert.deepEqual((await there.nextCommand()).command, { kind: 'pump', action: 'start' });
      there.send({ kind: 'ack', command: 'pump', ok: true });
      await live.next((e) => e.type === 'command' && e.command.id === sent.id && e.command.status === 'ACKED');

      const here = await connectDtu(s.server, { codec: szy206Codec, station, profile: 'standard' });
      here.send({ kind: 'link', link: 'login' });
      await here.nextFrame();
      await there.closed;
      here.close();
    } finally {
      live.close();
      there.close();
    }
  });
});
