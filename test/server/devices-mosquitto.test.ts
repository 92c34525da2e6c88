import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import mqtt from 'mqtt';
import { noticeCalls, wellMonitorCalls as monitor } from '../../src/api/contract';
import type { CommandRow, MonitorRow } from '../../src/api/contract/well/monitor';
import { loadConfig } from '../../server/config';
import { hashSecret } from '../../server/devices/credentials';
import { mosquittoAcl, mosquittoPasswordFile } from '../../server/devices/mosquitto-files';
import type { TestClient } from './support/client';
import { connectDevice, ingestCounts, type TestDevice } from './support/devices';
import { ok } from './support/fertigation';
import { openLive, type LiveReader } from './support/live-stream';
import { startMosquitto, type Mosquitto } from './support/mosquitto';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The same devices through an outside broker: Debian's mosquitto with the password file and ACL
 * the server writes (server/devices/mosquitto-files.ts). The broker checks the devices; the
 * server joins it as one client with a shared subscription.
 */
const SERVER = { username: 'irr-server', secret: 'server-secret-for-tests' };
let database: TestDatabase;
let broker: Mosquitto;
let server: TestServer;
let admin: TestClient;
let live: LiveReader;
const wells: { id: number; username: string; secret: string }[] = [];
let device: TestDevice;
let seq = 0;
const status = (extra: Record<string, unknown> = {}) => ({
  seq: (seq += 1),
  ts: server.clock.now().getTime(),
  sig: 25,
  waterLevel: 30.5,
  running: false,
  current: 8.4,
  voltage: 221.2,
  meterWh: 10,
  meterLiters: 20,
  ...extra,
});

before(async () => {
  database = await createTestDatabase();
  const merchant = await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
  const picked = await database.db.selectFrom('well').select('id').where('merchant_id', '=', merchant.id).orderBy('id').limit(2).execute();
  for (const [i, w] of picked.entries()) {
    const entry = { id: w.id, username: `w${w.id}-mosq${i}`, secret: `secret-${i}-${w.id}` };
    await database.db
      .insertInto('device')
      .values({
        merchant_id: merchant.id,
        well_id: w.id,
        equip_id: null,
        username: entry.username,
        secret_hash: hashSecret(entry.secret),
        created_at: new Date(),
        rotated_at: new Date(),
      })
      .execute();
    wells.push(entry);
  }
  const serverAccount = { username: SERVER.username, hash: hashSecret(SERVER.secret) };
  broker = await startMosquitto(await mosquittoPasswordFile(database.db, serverAccount), mosquittoAcl(SERVER.username));
  server = await startTestServer(database, {
    mqtt: {
      ...loadConfig({ NODE_ENV: 'test' }).mqtt,
      url: `mqtt://${SERVER.username}:${SERVER.secret}@127.0.0.1:${broker.port}`,
      commandTimeoutMs: 3000,
    },
  });
  admin = await server.loginAs('13800000000');
  live = await openLive(admin);
  device = await connectDevice(server, wells[0]!.username, wells[0]!.secret);
});
after(async () => {
  live?.close();
  await device?.close();
  await server?.close();
  await broker?.close();
  await database?.close();
});

describe('devices through mosquitto', () => {
  test("the broker takes the device's secret from the server's file, and refuses a wrong one", async () => {
    await assert.rejects(mqtt.connectAsync(broker.url, { username: wells[0]!.username, password: 'wrong', reconnectPeriod: 0 }));
    assert.equal(server.app.services.devices.link!.url, broker.url);
    const ready = await fetch(`${server.url}/readyz`);
    assert.deepEqual([ready.status, ((await ready.json()) as { checks: Record<string, string> }).checks.broker], [200, 'ok']);
  });

  test("a status reaches the console live; a publish on another device's topic never reaches the server", async () => {
    const before = { ...ingestCounts(server).accepted };
    const other = await database.db.selectFrom('well').selectAll().where('id', '=', wells[1]!.id).executeTakeFirstOrThrow();
    // the ACL drops it silently: the next own message, taken after it, proves it never came
    device.client.publish(`irr/${wells[1]!.username}/up/status`, JSON.stringify(status({ current: 99.9 })));
    await device.send('status', status());
    const event = await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === wells[0]!.id && r.voltage === 221.2));
    assert.equal((event as { rows: MonitorRow[] }).rows.find((r) => r.id === wells[0]!.id)!.current, 8.4);
    assert.equal(ingestCounts(server).accepted.status, before.status + 1);
    assert.deepEqual(await database.db.selectFrom('well').selectAll().where('id', '=', wells[1]!.id).executeTakeFirstOrThrow(), other);
  });

  test('a pump command goes out through the broker and its ack comes back', async () => {
    const sent = await ok<CommandRow>(admin, monitor.command, { wellId: wells[0]!.id, action: 'start' });
    const cmd = await device.nextDown('cmd');
    assert.equal(cmd.cmdId, sent.id);
    await device.send('ack', { seq: (seq += 1), ts: server.clock.now().getTime(), cmdId: sent.id, ok: false, reason: '缺相保护' });
    const answered = await live.next((e) => e.type === 'command' && e.command.id === sent.id);
    assert.deepEqual(
      [(answered as { command: CommandRow }).command.status, (answered as { command: CommandRow }).command.reason],
      ['REFUSED', '缺相保护'],
    );
  });

  test('a server started while its broker is away serves, says so in /readyz, and joins the broker when it is back', async () => {
    const { port } = broker;
    await broker.close();
    const away = await startTestServer(database, {
      mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, url: `mqtt://${SERVER.username}:${SERVER.secret}@127.0.0.1:${port}` },
    });
    try {
      const ready = await fetch(`${away.url}/readyz`);
      assert.deepEqual([ready.status, ((await ready.json()) as { checks: Record<string, string> }).checks.broker], [503, 'down']);
      const someone = await away.loginAs('13800000000');
      assert.equal((await someone.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0, 'the console serves');
      broker = await startMosquitto(
        await mosquittoPasswordFile(database.db, { username: SERVER.username, hash: hashSecret(SERVER.secret) }),
        mosquittoAcl(SERVER.username),
        port,
      );
      // it tries again every second
      while (!away.app.services.devices.link!.up) await new Promise((resolve) => setTimeout(resolve, 50));
      const back = await fetch(`${away.url}/readyz`);
      assert.equal(back.status, 200);
      // one line for the trouble, however many tries it took
      assert.equal(away.logs.filter((line) => line.includes('MQTT: connect ECONNREFUSED')).length, 1, away.logs.join('\n'));
    } finally {
      await away.close();
    }
  });
});
