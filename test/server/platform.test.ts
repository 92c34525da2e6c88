// Runs on both engines: the platform's merchants (server/docs/platform.md) through its HTTP API.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import mqtt from 'mqtt';
import {
  loginCalls,
  menuCalls,
  noticeCalls,
  serviceLineCalls,
  wellEquipCalls,
  wellMonitorCalls,
  wellPlaceCalls,
} from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { loadConfig } from '../../server/config';
import { szy206Codec as codec } from '../../server/devices/field/szy206';
import { snapshot } from './support/db-snapshot';
import { connectDevice, restingStatus, rotateKey } from './support/devices';
import { BOOKKEEPING } from './support/fertigation';
import { connectDtu, FIELD_TEST_CONFIG, nextDrops, nextGatewayEvent } from './support/field-dtu';
import { freeWells, linkWell } from './support/field-link';
import { lastOperId, operationsSince } from './support/oper-log';
import { serverSuite } from './support/suite';
import { loginToken, startTestServer } from './support/test-server';

const KEY = 'platform-key-of-the-tests-0123456789';
const s = serverSuite({
  config: { platformKey: KEY, mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 }, field: FIELD_TEST_CONFIG },
});
const STATION = '410522:00031';

/** A terminal of SZY206 through a DTU, registered by its login frame (the gateway answers it). */
async function registeredDtu() {
  const dtu = await connectDtu(s.server, { codec, station: STATION, profile: 'standard' });
  const registered = nextGatewayEvent(s.server, 'registered');
  dtu.send({ kind: 'link', link: 'login' });
  await registered;
  return dtu;
}

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; errorCode: number; message: string; data: T };
}

interface Merchant {
  id: number;
  name: string;
  lines: string[];
  state: string;
  suspendedAt: string | null;
  settlement: { way: string; feePermille: number };
  users: number;
}

async function platform<T = unknown>(method: string, path: string, body?: unknown, key: string | null = KEY): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${s.server.url}/platform${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const newMerchant = (mobile: string, extra: Record<string, unknown> = {}) => ({
  name: `新商户${mobile.slice(-4)}`,
  lines: ['well', 'fertigation'],
  settlement: { way: 'daily', feePermille: 8 },
  admin: { mobile, name: '新管理员' },
  ...extra,
});

/** Every table but the expiring security rows, to prove a refusal wrote nothing. */
const tables = () => snapshot(s.database.db, [...BOOKKEEPING, 'login_log', 'login_failure', 'captcha']);

describe('the platform API', () => {
  test('answers only the platform key: none or a wrong one is 401, a merchant key is not it', async () => {
    for (const key of [null, 'wrong', `${KEY}x`, s.server.config.merchantKey]) {
      const answer = await platform('GET', '/merchants', undefined, key);
      assert.equal(answer.status, 401, String(key));
      assert.equal(answer.body.message, '缺少或错误的平台密钥');
    }
    // a merchant's session is no platform key either
    const admin = await s.server.loginAs('13800000000');
    const withSession = await fetch(`${s.server.url}/platform/merchants`, { headers: { authorization: admin.token! } });
    assert.equal(withSession.status, 401);
  });

  test('without IRR_PLATFORM_KEY there is no API (404); a short key is refused at start', async () => {
    const keyless = await startTestServer(s.database, {});
    try {
      const response = await fetch(`${keyless.url}/platform/merchants`, { headers: { authorization: `Bearer ${KEY}` } });
      assert.equal(response.status, 404);
    } finally {
      await keyless.close();
    }
    assert.throws(() => loadConfig({ IRR_PLATFORM_KEY: 'short-key' }), /IRR_PLATFORM_KEY must be at least 24 characters/);
  });

  test("adds a merchant whose administrator logs in with the password shown once and sees only its merchant's empty data", async () => {
    const since = await lastOperId(s.database.db);
    const added = await platform<{ merchant: Merchant; admin: { mobile: string; password: string } }>(
      'POST',
      '/merchants',
      newMerchant('13512340001'),
    );
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const { merchant, admin } = added.body.data;
    assert.deepEqual(
      { name: merchant.name, lines: merchant.lines, state: merchant.state, settlement: merchant.settlement, users: merchant.users },
      { name: '新商户0001', lines: ['well', 'fertigation'], state: 'running', settlement: { way: 'daily', feePermille: 8 }, users: 1 },
    );
    const listed = await platform<{ merchants: Merchant[] }>('GET', '/merchants');
    assert.deepEqual(
      listed.body.data.merchants.map((m) => m.name),
      ['阳光农业灌溉示范区', '丰源水利合作社', '绿源水肥种植合作社', '新商户0001'],
    );

    const client = s.server.client();
    client.token = await loginToken(client, admin.mobile, admin.password);
    const auth = await client.call<string[]>(menuCalls.getCurrentAuth);
    assert.ok(auth.body.data.includes('*:*:*'), 'the administrator holds every permission, as the seed gives one');
    const lines = await client.call<string[]>(serviceLineCalls.findMerchantServiceTypeList);
    assert.deepEqual([...lines.body.data].sort(), ['agriculturalWell', 'fertigation']);
    const wells = await client.call<{ total: number }>(wellEquipCalls.findPage, { page: 1, size: 10 });
    assert.equal(wells.body.errorCode, 0, wells.text);
    assert.equal(wells.body.data.total, 0, "none of another merchant's wells");

    // the opening is in the new merchant's operation log, by the platform
    // (the first of its operations; its administrator's login follows)
    const [opening] = (await operationsSince(s.database.db, since)).filter((o) => o.merchant_id === merchant.id);
    assert.equal(opening?.path, 'platform/merchant/add');
    assert.deepEqual([opening.user_name, opening.user_id], ['平台', null]);
    assert.deepEqual([...new Set(opening.changes.map((c) => c.table))].sort(), [
      'merchant',
      'merchant_service_line',
      'merchant_user',
      'role',
      'settlement_setting',
      'user_role',
    ]);
    assert.ok(!JSON.stringify(opening.changes).includes(admin.password));
  });

  test('bad input is refused with its message and writes nothing', async () => {
    const before = await tables();
    const cases: [unknown, number, string | RegExp][] = [
      ['{"name": ', 400, '请求内容不是有效的 JSON'],
      ['[1, 2]', 400, /参数格式错误/],
      [newMerchant('13512340002', { name: '' }), 400, '请填写商户名称'],
      [newMerchant('13512340002', { name: 12 }), 400, '请填写商户名称'],
      [newMerchant('13512340002', { lines: [] }), 400, /请至少选择一个业务线/],
      [newMerchant('13512340002', { lines: ['well', 'rice'] }), 400, '未知的业务线：rice（可选 well、fertigation）'],
      [newMerchant('13512340002', { settlement: { way: 'yearly', feePermille: 6 } }), 400, /未知的结算方式：yearly/],
      [newMerchant('13512340002', { settlement: { way: 'daily', feePermille: 1001 } }), 400, /手续费为千分比整数/],
      [newMerchant('13512340002', { settlement: { way: 'daily', feePermille: '6' } }), 400, /手续费为千分比整数/],
      [newMerchant('1351234000'), 400, '请输入正确的11位手机号'],
      [newMerchant('13512340002', { merchantId: 1 }), 400, '不支持的参数: merchantId'],
      // a mobile any user has: the demo's administrator, and the operator
      [newMerchant('13800000000', { name: '手机号已用甲' }), 409, '该手机号已被使用'],
      [newMerchant('13900000001', { name: '手机号已用乙' }), 409, '该手机号已被使用'],
      [newMerchant('13512340002', { name: '丰源水利合作社' }), 409, '商户名称已存在'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await platform('POST', '/merchants', body);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.equal(answer.body.success, false);
      if (typeof message === 'string') assert.equal(answer.body.message, message);
      else assert.match(answer.body.message, message);
    }
    for (const [method, path, body, status, message] of [
      ['POST', '/merchants/999999/suspend', undefined, 404, '商户不存在'],
      ['POST', '/merchants/abc/resume', undefined, 400, '商户编号应为正整数'],
      ['PUT', '/merchants/1/lines', { lines: 'well' }, 400, /请至少选择一个业务线/],
      ['PUT', '/merchants/999999/lines', { lines: ['well'] }, 404, '商户不存在'],
      ['POST', '/merchants/1/resume', undefined, 409, '商户未停用，无需恢复'],
    ] as const) {
      const answer = await platform(method, path, body);
      assert.equal(answer.status, status, path);
      if (typeof message === 'string') assert.equal(answer.body.message, message);
      else assert.match(answer.body.message, message);
    }
    assert.deepEqual(await tables(), before);
  });

  test("changes a merchant's lines: a line taken leaves its calls at the users' next call", async () => {
    const added = await platform<{ merchant: Merchant; admin: { mobile: string; password: string } }>(
      'POST',
      '/merchants',
      newMerchant('13512340003', { lines: ['fertigation'] }),
    );
    const { merchant, admin } = added.body.data;
    const client = s.server.client();
    client.token = await loginToken(client, admin.mobile, admin.password);
    const wellsBefore = await client.call(wellEquipCalls.findPage, { page: 1, size: 10 });
    assert.equal(wellsBefore.body.errorCode, ErrorCode.NO_PERMISSION);
    const changed = await platform<Merchant>('PUT', `/merchants/${merchant.id}/lines`, { lines: ['well'] });
    assert.deepEqual(changed.body.data.lines, ['well']);
    const lines = await client.call<string[]>(serviceLineCalls.findMerchantServiceTypeList);
    assert.deepEqual(lines.body.data, ['agriculturalWell']);
    const wellsAfter = await client.call(wellEquipCalls.findPage, { page: 1, size: 10 });
    assert.equal(wellsAfter.body.errorCode, 0);
  });

  test("registers a merchant's well: stopped until its administrator prices it, whose device then reports", async () => {
    const added = await platform<{ merchant: Merchant; admin: { mobile: string; password: string } }>(
      'POST',
      '/merchants',
      newMerchant('13512340004'),
    );
    const { merchant, admin } = added.body.data;
    const client = s.server.client();
    client.token = await loginToken(client, admin.mobile, admin.password);
    const wellPath = `/merchants/${merchant.id}/wells`;
    const well = { place: '东关村', cd: 'DG-001', name: '东关1号井' };
    // the merchant has no 村镇 yet
    const early = await platform('POST', wellPath, well);
    assert.deepEqual([early.status, early.body.message], [409, '该商户没有村镇：东关村（村镇由商户在 农业机井 › 村镇管理 中新增）']);
    const place = await client.call(wellPlaceCalls.savePlace, {
      name: '东关村',
      areaCode: '130102',
      address: '',
      managerName: '',
      managerMobile: '',
    });
    assert.equal(place.body.errorCode, 0, place.text);

    const since = await lastOperId(s.database.db);
    const registered = await platform<{ id: number; cd: string; place: string; enabled: string; device: null }>('POST', wellPath, well);
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    assert.deepEqual(
      { ...registered.body.data, id: 0, createTime: '' },
      { id: 0, cd: 'DG-001', name: '东关1号井', place: '东关村', status: 'stop', enabled: 'N', device: null, createTime: '' },
    );
    const id = registered.body.data.id;
    const [log] = (await operationsSince(s.database.db, since)).filter((o) => o.merchant_id === merchant.id);
    assert.deepEqual([log?.path, log?.user_name], ['platform/well/add', '平台']);

    // the administrator finds it stopped; it is enabled only once priced
    const page = await client.call<{ records: { id: number; enabled: string; version: number }[] }>(wellEquipCalls.findPage, {
      page: 1,
      size: 10,
    });
    assert.deepEqual(
      page.body.data.records.map((r) => [r.id, r.enabled]),
      [[id, 'N']],
    );
    const early2 = await client.call(wellEquipCalls.enable, { id });
    assert.equal(early2.body.message, '请先在计费设置中填写该机井的价格，再启用');
    const billing = { id, version: page.body.data.records[0]!.version, billingMode: 'electric', electricPrice: 0.6, waterPrice: 0 };
    assert.equal((await client.call(wellEquipCalls.saveBilling, billing)).body.errorCode, 0);
    const enabled = await client.call<{ status: string }>(wellEquipCalls.enable, { id });
    assert.deepEqual([enabled.body.errorCode, enabled.body.data.status], [0, 'notonline']);

    // its device: a key from the well's detail, a status report, seen on 运行监控
    const key = await rotateKey(client, id);
    const device = await connectDevice(s.server, key.username, key.secret);
    await device.send('status', restingStatus({ seq: 1, ts: s.server.clock.now().getTime() }));
    await device.close();
    const monitor = await client.call<{ records: { id: number; isOnline: boolean; waterLevel: number; transport: string }[] }>(
      wellMonitorCalls.findPage,
      { page: 1, size: 10 },
    );
    assert.deepEqual(
      monitor.body.data.records.map((r) => [r.id, r.isOnline, r.waterLevel, r.transport]),
      [[id, true, 42.35, 'mqtt']],
    );
    const listed = await platform<{ wells: { id: number; enabled: string; device: { transport: string; username: string } | null }[] }>(
      'GET',
      wellPath,
    );
    assert.deepEqual(
      listed.body.data.wells.map((w) => [w.id, w.enabled, w.device?.transport, w.device?.username]),
      [[id, 'Y', 'mqtt', key.username]],
    );

    // refusals write nothing
    const fertigationOnly = await platform<{ merchant: Merchant }>(
      'POST',
      '/merchants',
      newMerchant('13512340005', { lines: ['fertigation'] }),
    );
    const before = await tables();
    for (const [path, body, status, message] of [
      [wellPath, well, 409, '该商户已有此机井编号'],
      [wellPath, { ...well, cd: 'DG 2' }, 400, '机井编号为1到32位字母、数字、下划线或短横线'],
      [wellPath, { ...well, cd: 'DG-002', name: '' }, 400, '机井名称为1到50个字符'],
      [wellPath, { ...well, cd: 'DG-002', place: '西关村' }, 409, '该商户没有村镇：西关村（村镇由商户在 农业机井 › 村镇管理 中新增）'],
      [wellPath, { ...well, cd: 'DG-002', merchantId: 1 }, 400, '不支持的参数: merchantId'],
      ['/merchants/999999/wells', well, 404, '商户不存在'],
      [`/merchants/${fertigationOnly.body.data.merchant.id}/wells`, well, 409, '该商户未开通农业机井业务线（well）'],
    ] as const) {
      const answer = await platform('POST', path, body);
      assert.deepEqual([answer.status, answer.body.message], [status, message], JSON.stringify(body));
    }
    assert.equal((await platform('GET', '/merchants/999999/wells')).status, 404);
    assert.deepEqual(await tables(), before);
  });

  test('suspends a merchant: its sessions, logins and devices are refused; resuming lets them back, the old sessions stay ended', async () => {
    const [, second] = (await s.database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id);
    const other = await s.server.loginAs('13700000000');
    const demo = await s.server.loginAs('13800000000');
    const [mqttWell, dtuWell] = await freeWells(s.database.db, second!, 2);
    const credentials = await rotateKey(other, mqttWell!);
    const device = await connectDevice(s.server, credentials.username, credentials.secret);
    const closed = new Promise<void>((resolve) => device.client.once('close', () => resolve()));
    await linkWell(other, dtuWell!, {
      transport: 'szy206',
      profile: 'standard',
      station: STATION,
      password: '1234',
      registration: { kind: 'frame' },
      heartbeat: null,
    });
    const dtu = await registeredDtu();
    const portal = { token: null, headers: { 'x-merchant-key': s.server.config.merchantKey } };
    const codeFor = () =>
      s.server.client().call<{ authorizationCode: string }>(loginCalls.authorizationCode, { mobile: '13700000000' }, portal);
    const code = (await codeFor()).body.data.authorizationCode;

    const suspended = await platform<Merchant>('POST', `/merchants/${second}/suspend`);
    assert.equal(suspended.status, 200);
    assert.equal(suspended.body.data.state, 'suspended');
    assert.equal(suspended.body.data.suspendedAt, s.server.clock.now().toISOString());

    // the open session's next call
    const call = await other.call(noticeCalls.getNoReadNoticeNum);
    assert.deepEqual([call.body.errorCode, call.body.message], [ErrorCode.LOGIN_TIMEOUT, '商户已停用，请联系平台']);
    // a new login, after the right password
    await assert.rejects(s.server.loginAs('13700000000'), /商户已停用，请联系平台/);
    // a portal's forced entry, with a code given before, and a new code
    const entry = await s.server.client().call(loginCalls.forcedEntry, { authorizationCode: code }, { token: null });
    assert.equal(entry.body.message, '商户已停用，请联系平台');
    assert.equal((await codeFor()).body.message, '商户已停用，请联系平台');
    // its devices: dropped, and refused when they come again
    await closed;
    await dtu.closed;
    const url = s.server.app.services.devices.link!.url;
    await assert.rejects(
      mqtt.connectAsync(url, { username: credentials.username, password: credentials.secret, reconnectPeriod: 0 }),
      /Bad username or password|Not authorized/i,
    );
    const refusedDtu = await connectDtu(s.server, { codec, station: STATION, profile: 'standard', from: '127.0.0.2' });
    const drops = nextDrops(s.server, 1);
    refusedDtu.send({ kind: 'link', link: 'login' });
    assert.deepEqual(await drops, ['login']);
    refusedDtu.close();
    // another merchant goes on
    assert.equal((await demo.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
    assert.equal((await platform('POST', `/merchants/${second}/suspend`)).body.message, '商户已是停用状态');

    const resumed = await platform<Merchant>('POST', `/merchants/${second}/resume`);
    assert.deepEqual([resumed.status, resumed.body.data.state, resumed.body.data.suspendedAt], [200, 'running', null]);
    const again = await s.server.loginAs('13700000000');
    assert.equal((await again.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
    const old = await other.call(noticeCalls.getNoReadNoticeNum);
    assert.deepEqual([old.body.errorCode, old.body.message], [ErrorCode.LOGIN_TIMEOUT, '用户登录超时，请重新登录']);
    const back = await connectDevice(s.server, credentials.username, credentials.secret);
    await back.close();
    const dtuBack = await registeredDtu();
    dtuBack.close();
  });
});
