import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import mqtt from 'mqtt';
import { wellDeviceLinkCalls as calls } from '../../src/api/contract';
import type { DeviceLink } from '../../src/api/contract/well/device-link';
import { loadConfig } from '../../server/config';
import { szy206Codec as codec } from '../../server/devices/field/szy206';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { rotateKey } from './support/devices';
import { BOOKKEEPING, ok, refused } from './support/fertigation';
import { connectDtu, FIELD_TEST_CONFIG, nextGatewayEvent } from './support/field-dtu';
import { freeWells, linkWell, makeRegistration } from './support/field-link';
import { serverSuite } from './support/suite';

/**
 * A well's 通信方式 through the console's calls (server/docs/field-gateway.md): MQTT or a protocol
 * through a DTU, its station, password, registration and heartbeat; bad input refused with its
 * message and nothing written; another merchant's well not found.
 */
let admin: TestClient;
let other: TestClient;
let mine: number[];
let theirs: number;
const s = serverSuite({
  config: {
    field: FIELD_TEST_CONFIG,
    mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 },
  },
  setup: async ({ database: { db }, server }) => {
    [admin, other] = [await server.loginAs('13800000000'), await server.loginAs('13700000000')];
    const [m1, m2] = (await db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
    mine = await freeWells(db, m1, 3);
    [theirs] = (await freeWells(db, m2, 1)) as [number];
  },
});
const TABLES = [...BOOKKEEPING, 'device'];
const deviceOf = (wellId: number) => s.database.db.selectFrom('device').selectAll().where('well_id', '=', wellId).executeTakeFirst();
const szy206 = {
  transport: 'szy206',
  profile: 'standard',
  station: '530381:00013',
  password: '1234',
  registration: { kind: 'frame' },
  heartbeat: null,
};

describe("a well's device link", () => {
  test('a well starts on MQTT; the protocols and their profiles are offered with their labels', async () => {
    const link = await ok<DeviceLink>(admin, calls.findDeviceLink, { id: mine[0] });
    assert.deepEqual(
      { ...link, profiles: undefined },
      { transport: 'mqtt', profile: null, station: null, password: null, registration: null, heartbeat: null, profiles: undefined },
    );
    assert.deepEqual(
      link.profiles.filter((p) => p.transport === 'szy206'),
      [
        { transport: 'szy206', id: 'standard', label: '标准 SZY206-2016' },
        { transport: 'szy206', id: 'ic-card-v1', label: '通用IC卡控制器 (厂商扩展)' },
      ],
    );
  });

  test('saved as SZY206, read back as saved; leaving MQTT voids its secret, and the broker refuses the device', async () => {
    const key = await rotateKey(admin, mine[0]!);
    const saved = await linkWell(admin, mine[0]!, { ...szy206, heartbeat: { format: 'hex', value: 'fe 01' } });
    assert.deepEqual(await ok<DeviceLink>(admin, calls.findDeviceLink, { id: mine[0] }), saved);
    assert.deepEqual(
      { ...saved, profiles: undefined },
      {
        transport: 'szy206',
        profile: 'standard',
        station: '530381:00013',
        password: '1234',
        registration: { kind: 'frame', imei: null, madeTime: null },
        heartbeat: { format: 'hex', value: 'FE 01' },
        profiles: undefined,
      },
    );
    const row = (await deviceOf(mine[0]!))!;
    assert.deepEqual([row.username, row.heartbeat_hex, row.registration_key], [key.username, 'FE01', null]);
    const url = s.server.app.services.devices.link!.url;
    await assert.rejects(mqtt.connectAsync(url, { username: key.username, password: key.secret, reconnectPeriod: 0 }));
    // back on MQTT: the old secret stays void, a new one is made with 生成/重置密钥
    assert.equal((await linkWell(admin, mine[0]!, { transport: 'mqtt' })).transport, 'mqtt');
    await assert.rejects(mqtt.connectAsync(url, { username: key.username, password: key.secret, reconnectPeriod: 0 }));
    const fresh = await rotateKey(admin, mine[0]!);
    const client = await mqtt.connectAsync(url, { username: fresh.username, password: fresh.secret, reconnectPeriod: 0 });
    await client.endAsync();
  });

  test('bad input is refused with its message, and nothing is written', async () => {
    const before = await snapshot(s.database.db, TABLES);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...szy206, station: '530381-13' }, '站点地址为6位行政区划码、冒号和5位测站编号，如 530102:00123'],
      [{ ...szy206, transport: 'sl651', station: '530381:00013' }, '站点地址为10位十六进制数，如 0012345678'],
      [{ ...szy206, password: '12AB' }, '密码为4位数字，如 1234'],
      [{ ...szy206, registration: { kind: 'imei', imei: '49015420323751' } }, 'IMEI为15位数字'],
      [{ ...szy206, registration: { kind: 'imei', imei: '490154203237517' } }, 'IMEI的校验位不正确，请核对'],
      [{ ...szy206, heartbeat: { format: 'text', value: 'hb' } }, '心跳包不能以协议帧的起始字节 68 开头'],
      [{ ...szy206, heartbeat: { format: 'hex', value: 'F' } }, '十六进制心跳包为1到32个字节，如 FE 或 41 42'],
      [{ ...szy206, heartbeat: { format: 'text', value: '心跳' } }, '文本心跳包为1到32个可见字符（英文、数字、符号）'],
    ];
    for (const [input, message] of cases) {
      const res = await admin.call(calls.saveDeviceLink, { id: mine[1], ...input });
      assert.deepEqual([res.status, res.body.message], [400, message], JSON.stringify(input));
    }
    await refused(admin, calls.saveDeviceLink, { id: mine[1], ...szy206, profile: 'no-such-profile' }, '设备协议的配置不存在，请重新选择');
    await refused(admin, calls.newRegistration, { id: mine[1] }, '该设备的注册方式不是注册包，请先将注册方式设为注册包并保存');
    assert.deepEqual(await snapshot(s.database.db, TABLES), before);
  });

  test("a station or an IMEI another device holds, of any merchant, is refused; another merchant's well is not found", async () => {
    const imei = { kind: 'imei', imei: '490154203237518' };
    await linkWell(other, theirs, { ...szy206, station: '530381:00020', registration: imei });
    const before = await snapshot(s.database.db, TABLES);
    await refused(admin, calls.saveDeviceLink, { id: mine[1], ...szy206, station: '530381:00020' }, '该站点地址已被其他设备使用');
    await refused(
      admin,
      calls.saveDeviceLink,
      { id: mine[1], ...szy206, station: '530381:00021', registration: imei },
      '该IMEI已被其他设备使用',
    );
    for (const [call, input] of [
      [calls.findDeviceLink, { id: theirs }],
      [calls.saveDeviceLink, { id: theirs, transport: 'mqtt' }],
      [calls.newRegistration, { id: theirs }],
    ] as const)
      await refused(admin, call, input, '机井不存在或已删除');
    assert.deepEqual(await snapshot(s.database.db, TABLES), before);
    // an SL 651 station is another protocol's: no clash with an SZY206 one
    const sl651 = await linkWell(admin, mine[1]!, { ...szy206, transport: 'sl651', station: '0053038120', password: '12ab' });
    assert.deepEqual([sl651.transport, sl651.station, sl651.password], ['sl651', '0053038120', '12AB']);
    assert.deepEqual(
      sl651.profiles.filter((p) => p.transport === 'sl651').map((p) => p.id),
      ['standard', 'ic-card-v1'],
    );
  });

  test('a registration string is shown once and kept as its hash; a new one replaces it and closes the DTU of the old', async () => {
    await linkWell(admin, mine[2]!, { ...szy206, station: '530381:00030', registration: { kind: 'string' } });
    const link = await ok<DeviceLink>(admin, calls.findDeviceLink, { id: mine[2] });
    assert.deepEqual(link.registration, { kind: 'string', imei: null, madeTime: null });
    const first = await makeRegistration(admin, mine[2]!);
    assert.match(first, /^IRR[0-9A-F]{24}$/);
    const row = (await deviceOf(mine[2]!))!;
    assert.equal(row.registration_key, createHash('sha256').update(first).digest('hex'));
    const read = await ok<DeviceLink>(admin, calls.findDeviceLink, { id: mine[2] });
    assert.ok(!JSON.stringify(read).includes(first) && read.registration?.madeTime, 'only when it was made');

    const dtu = await connectDtu(s.server, { codec, station: '530381:00030', profile: 'standard' });
    const registered = nextGatewayEvent(s.server, 'registered');
    dtu.write(first);
    assert.deepEqual(await registered, [row.username]);
    const second = await makeRegistration(admin, mine[2]!);
    await dtu.closed;
    const old = await connectDtu(s.server, { codec, station: '530381:00030', profile: 'standard', from: '127.0.0.20' });
    const refusal = nextGatewayEvent(s.server, 'dropped');
    old.write(first);
    assert.deepEqual(await refusal, ['login']);
    old.close();
    const renewed = await connectDtu(s.server, { codec, station: '530381:00030', profile: 'standard' });
    const again = nextGatewayEvent(s.server, 'registered');
    renewed.write(second);
    await again;
    // saving the settings closes its socket too (it connects again under them)
    await linkWell(admin, mine[2]!, { ...szy206, station: '530381:00031', registration: { kind: 'string' } });
    await renewed.closed;
    assert.equal(
      (await deviceOf(mine[2]!))!.registration_key,
      createHash('sha256').update(second).digest('hex'),
      'kept while it registers by string',
    );
  });
});
