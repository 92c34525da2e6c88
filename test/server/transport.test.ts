// Runs on both engines: the health call names its engine; paging and SQL metacharacters reach each driver.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as z from 'zod/mini';
import { defineCall, loginCalls, menuCalls, pageOf, pageRequest, paramCalls, regionCalls } from '../../src/api/contract';
import { toCount } from '../../server/db/count';
import { clampPage, pageResult } from '../../server/http/paging';
import { userOf } from '../../server/http/context';
import type { RouteFn } from '../../server/http/route';
import { computeSignature } from '../../server/auth/signature';
import { newNonce } from './support/client';
import { snapshot } from './support/db-snapshot';
import { PASSWORD, startTestServer } from './support/test-server';
import { serverSuite } from './support/suite';

/** Calls only these tests bind, to prove the route mechanism for permissions, scoping and faults. */
const refund = defineCall({
  method: 'POST',
  path: 'test/bill/refund',
  mode: 'json',
  access: { permission: 'agriculturalWell:bill:refund' },
  request: z.strictObject({ id: z.number() }),
  response: z.object({ refunded: z.number() }),
});
const placeList = defineCall({
  method: 'POST',
  path: 'test/place/list',
  mode: 'json',
  access: { permission: 'agriculturalWell:place:add' },
  request: z.strictObject({}),
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});
const wellPage = defineCall({
  method: 'POST',
  path: 'test/well/findPage',
  mode: 'json',
  access: 'user',
  request: z.strictObject({ ...pageRequest }),
  response: pageOf(z.object({ id: z.number(), cd: z.string() })),
});
const boom = defineCall({
  method: 'GET',
  path: 'test/boom',
  mode: 'json',
  access: 'public',
  request: z.strictObject({}),
  response: z.null(),
});
const broken = defineCall({
  method: 'GET',
  path: 'test/broken',
  mode: 'json',
  access: 'public',
  request: z.strictObject({}),
  response: z.object({ a: z.string() }),
});

function testRoutes(route: RouteFn): void {
  route(refund, async (input) => ({ refunded: input.id }));
  route(placeList, async (_input, ctx) =>
    ctx.db.selectFrom('place').select(['id', 'name']).where('merchant_id', '=', userOf(ctx).merchantId).orderBy('id').execute(),
  );
  route(wellPage, async (input, ctx) => {
    const window = clampPage(input);
    const merchantId = userOf(ctx).merchantId;
    const records = await ctx.db
      .selectFrom('well')
      .select(['id', 'cd'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .limit(window.size)
      .offset(window.offset)
      .execute();
    const { n } = await ctx.db
      .selectFrom('well')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return pageResult(records, toCount(n as number | string), window);
  });
  route(boom, async () => {
    throw new Error('kaboom');
  });
  route(broken, async () => ({ a: 1 }) as unknown as { a: string });
}

const s = serverSuite({ routes: testRoutes });

describe('envelope and statuses', () => {
  test('health answers with the engine', async () => {
    const res = await fetch(`${s.server.url}/cpi/health`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { data: { engine: string } };
    assert.equal(body.data.engine, s.database.engine);
  });

  test('an unknown path is 404 with an envelope', async () => {
    const res = await s.server.client().request('GET', '/cpi/no/such/call');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { success: false, errorCode: 1, message: '请求地址出错', data: null });
  });

  test('a fault inside a handler is a 500 with 9999 系统异常 without details, and is logged', async () => {
    const res = await s.server.client().call(boom);
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { success: false, errorCode: 9999, message: '系统异常', data: null });
    assert.ok(s.server.logs.some((l) => l.includes('kaboom') && l.includes('"level":"error"')));
  });

  test('a response that breaks its contract is caught outside production', async () => {
    const res = await s.server.client().call(broken);
    assert.equal(res.body.errorCode, 9999);
  });
});

describe('signature', () => {
  const publicKey = () => s.server.client().call(loginCalls.publicKey, {}, { token: null });

  test('missing headers, a wrong sign or a tampered query are 1008 and write nothing', async () => {
    const before = await snapshot(s.database.db);
    const c = s.server.client();
    assert.equal((await c.call(loginCalls.publicKey, {}, { unsigned: true })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.publicKey, {}, { sign: 'a'.repeat(64) })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.publicKey, {}, { sign: 'not hex' })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.publicKey, {}, { nonce: 'short' })).body.errorCode, 1008);
    const ts = String(s.server.clock.now().getTime());
    const nonce = newNonce();
    const signedForA = computeSignature(s.server.config.signSecret, ts, nonce, 'paramCd=a');
    const tampered = await c.request('GET', `/cpi/${paramCalls.findParamByCd.path}?paramCd=b`, {
      timestamp: ts,
      nonce,
      sign: signedForA,
      token: null,
    });
    assert.equal(tampered.body.errorCode, 1008);
    const wrongSecret = computeSignature('another-secret', ts, newNonce(), '');
    assert.equal((await c.call(loginCalls.publicKey, {}, { timestamp: ts, sign: wrongSecret })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.getSessionId, {}, { sign: wrongSecret })).body.errorCode, 1008);
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('a timestamp outside ±5 minutes is 1008 and writes nothing, inside is fine', async () => {
    const now = s.server.clock.now().getTime();
    const c = s.server.client();
    const before = await snapshot(s.database.db);
    assert.equal((await c.call(loginCalls.getSessionId, {}, { timestamp: String(now - 6 * 60_000) })).body.errorCode, 1008);
    assert.deepEqual(await snapshot(s.database.db), before);
    assert.equal((await c.call(loginCalls.publicKey, {}, { timestamp: String(now - 5 * 60_000 - 1000) })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.publicKey, {}, { timestamp: String(now + 5 * 60_000 + 1000) })).body.errorCode, 1008);
    assert.equal((await c.call(loginCalls.publicKey, {}, { timestamp: String(now - 4 * 60_000) })).body.errorCode, 0);
    assert.equal((await c.call(loginCalls.publicKey, {}, { timestamp: 'yesterday' })).body.errorCode, 1008);
  });

  test('a replayed request is 1008 and writes nothing', async () => {
    await publicKey();
    const c = s.server.client();
    const nonce = newNonce();
    const timestamp = String(s.server.clock.now().getTime());
    const first = await c.call(loginCalls.getSessionId, {}, { token: null, nonce, timestamp });
    assert.equal(first.body.errorCode, 0);
    const before = await snapshot(s.database.db);
    const replay = await c.call(loginCalls.getSessionId, {}, { token: null, nonce, timestamp });
    assert.equal(replay.body.errorCode, 1008);
    assert.equal(replay.body.message, '请求已被处理，请勿重复提交');
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('a POST signs its raw body: changing one byte is 1008', async () => {
    const c = await s.server.loginAs('13800000000');
    const body = JSON.stringify({ id: 5 });
    const ts = String(s.server.clock.now().getTime());
    const nonce = newNonce();
    const sign = computeSignature(s.server.config.signSecret, ts, nonce, body);
    const ok = await c.request('POST', '/cpi/test/bill/refund', { body, contentType: 'application/json', timestamp: ts, nonce, sign });
    assert.equal(ok.body.errorCode, 0);
    const changed = await c.request('POST', '/cpi/test/bill/refund', {
      body: JSON.stringify({ id: 6 }),
      contentType: 'application/json',
      timestamp: ts,
      nonce: newNonce(),
      sign,
    });
    assert.equal(changed.body.errorCode, 1008);
  });
});

describe('access', () => {
  test('no Authorization on a protected call is HTTP 401', async () => {
    for (const call of [menuCalls.getCurrentMenu, menuCalls.getCurrentAuth, menuCalls.getCurrentInfo]) {
      const res = await s.server.client().call(call, {}, { token: null });
      assert.equal(res.status, 401);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, '缺少登录凭证，请先登录');
    }
  });

  test('an anonymous session on a user call is 10001', async () => {
    const c = s.server.client();
    const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
    const res = await c.call(menuCalls.getCurrentInfo, {}, { token: sessionId });
    assert.equal(res.body.errorCode, 10001);
  });

  test('a missing permission is 1007; *:*:* grants everything', async () => {
    const operator = await s.server.loginAs('13900000001');
    const denied = await operator.call(refund, { id: 1 });
    assert.equal(denied.body.errorCode, 1007);
    assert.equal(denied.body.message, '无权限');
    const allowed = await operator.call(placeList);
    assert.equal(allowed.body.errorCode, 0);
    const admin = await s.server.loginAs('13800000000');
    assert.equal((await admin.call(refund, { id: 1 })).body.errorCode, 0);
  });

  test('merchant scoping: merchant 2 sees only its own rows', async () => {
    const m1 = await (await s.server.loginAs('13800000000')).call<{ id: number; name: string }[]>(placeList);
    const m2 = await (await s.server.loginAs('13700000000')).call<{ id: number; name: string }[]>(placeList);
    assert.equal(m1.body.data.length, 8);
    assert.equal(m2.body.data.length, 2);
    const ids1 = new Set(m1.body.data.map((p) => p.id));
    assert.ok(m2.body.data.every((p) => !ids1.has(p.id)));
  });

  test('a disabled user is logged out (10001) on the next call', async () => {
    const c = await s.server.loginAs('13700000000');
    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('mobile', '=', '13700000000').execute();
    try {
      assert.equal((await c.call(menuCalls.getCurrentInfo)).body.errorCode, 10001);
    } finally {
      await s.database.db.updateTable('merchant_user').set({ enabled: true }).where('mobile', '=', '13700000000').execute();
    }
  });
});

describe('bad input never writes and never gets a 500', () => {
  test('wrong types, missing and unknown fields, broken JSON and forms are 400', async () => {
    const admin = await s.server.loginAs('13800000000');
    const before = await snapshot(s.database.db);
    const cases: [string, Awaited<ReturnType<typeof admin.call>>][] = [
      ['wrong type', await admin.call(refund, { id: 'one' })],
      ['missing field', await admin.call(refund, {})],
      ['unknown field', await admin.call(refund, { id: 1, extra: true })],
      ['prototype key', await admin.call(refund, {}, { rawBody: '{"id":1,"__proto__":{"x":1}}' })],
      ['broken JSON', await admin.call(refund, {}, { rawBody: '{"id":' })],
      ['JSON array', await admin.call(refund, {}, { rawBody: '[1,2]' })],
      ['JSON null', await admin.call(refund, {}, { rawBody: 'null' })],
      ['bad region code', await admin.call(regionCalls.findCityList, { areaParentId: "13'; drop table merchant; --" })],
      ['unknown query field', await admin.call(paramCalls.findParamByCd, { paramCd: 'x', more: '1' })],
      ['repeated query field', await admin.request('GET', `/cpi/${paramCalls.findParamByCd.path}?paramCd=a&paramCd=b`)],
      ['broken form escape', await admin.call(loginCalls.logout, {}, { rawBody: 'access_token=%E0%A4%A' })],
    ];
    for (const [name, res] of cases) {
      assert.equal(res.status, 400, `${name}: ${res.text}`);
      assert.equal(res.body.success, false, name);
      assert.equal(res.body.errorCode, 1, name);
      assert.ok(res.body.message, name);
    }
    assert.match(cases[0]?.[1].body.message ?? '', /id/);
    assert.match(cases[2]?.[1].body.message ?? '', /extra/);
    assert.equal(cases[7]?.[1].body.message, '地区编码格式错误');
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('a body over the limit is 413, an unknown content type 415', async () => {
    const before = await snapshot(s.database.db);
    const c = s.server.client();
    const huge = JSON.stringify({ authorizationCode: 'x'.repeat(s.server.config.bodyLimit + 10) });
    const tooBig = await c.call(loginCalls.forcedEntry, {}, { rawBody: huge });
    assert.equal(tooBig.status, 413);
    assert.equal(tooBig.body.message, '请求内容过大');
    const text = await c.call(loginCalls.forcedEntry, {}, { rawBody: 'hello', contentType: 'text/plain' });
    assert.equal(text.status, 415);
    assert.equal(text.body.errorCode, 1);
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('SQL metacharacters in a valid field are data', async () => {
    const before = await snapshot(s.database.db, ['nonce']);
    const res = await s.server.client().call(loginCalls.forcedEntry, { authorizationCode: "x' or '1'='1'; delete from session; --" });
    assert.equal(res.body.errorCode, 1);
    assert.equal(res.body.message, '授权码无效');
    assert.deepEqual(await snapshot(s.database.db, ['nonce']), before);
  });
});

describe('request log', () => {
  test('one JSON line per request, without passwords or tokens', async () => {
    const start = s.server.logs.length;
    const c = await s.server.loginAs('13800000000');
    await c.request('GET', `/cpi/${paramCalls.findParamByCd.path}?paramCd=personalizedName&access_token=${c.token}`);
    const lines = s.server.logs.slice(start).map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.ok(lines.length >= 5);
    for (const line of lines) {
      assert.deepEqual(Object.keys(line).sort(), ['errorCode', 'ip', 'method', 'ms', 'reqId', 'status', 'time', 'url']);
    }
    const text = s.server.logs.slice(start).join('\n');
    assert.ok(!text.includes(c.token as string), 'no token');
    assert.ok(!text.includes(PASSWORD), 'no password');
    const login = lines.find((l) => String(l.url).endsWith('/login/login'));
    assert.equal(login?.errorCode, 0);
    assert.ok(lines.some((l) => String(l.url).includes('access_token=***')));
  });
});

describe('paging', () => {
  test('page sizes are clamped to the allowed ones; a page far past the end is empty, not a fault', async () => {
    const admin = await s.server.loginAs('13800000000');
    type Page = { records: { id: number }[]; total: number; page: number; size: number };
    const huge = await admin.call<Page>(wellPage, { page: 1, size: 100_000 });
    assert.equal(huge.body.errorCode, 0, huge.text);
    assert.equal(huge.body.data.size, 50);
    assert.equal(huge.body.data.records.length, 50);
    assert.equal(huge.body.data.total, 50);
    const odd = await admin.call<Page>(wellPage, { page: 2, size: 25 });
    assert.deepEqual([odd.body.data.size, odd.body.data.records.length], [20, 20]);
    const defaults = await admin.call<Page>(wellPage, {});
    assert.deepEqual([defaults.body.data.page, defaults.body.data.size, defaults.body.data.records.length], [1, 10, 10]);
    const far = await admin.call<Page>(wellPage, { page: Number.MAX_SAFE_INTEGER, size: 50 });
    assert.equal(far.status, 200, far.text);
    assert.deepEqual(far.body.data.records, []);
    const other = await (await s.server.loginAs('13700000000')).call<Page>(wellPage, { size: 50 });
    assert.equal(other.body.data.total, 5, 'scoped to the merchant');
    for (const bad of [{ page: 0 }, { size: -1 }, { page: 1.5 }, { size: '10' }]) {
      assert.equal((await admin.call(wellPage, bad)).status, 400, JSON.stringify(bad));
    }
  });
});

describe('rate limit', () => {
  test('over the limit is 9997 for that address only', async () => {
    const limited = await startTestServer(s.database, { rateLimit: { windowMs: 60_000, max: 1000, loginMax: 3 } });
    try {
      const c = limited.client();
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await c.call(loginCalls.publicKey, {}, { headers: { 'x-forwarded-for': '10.1.1.1' } })).body.errorCode);
      assert.deepEqual(codes, [0, 0, 0, 9997]);
      const other = await c.call(loginCalls.publicKey, {}, { headers: { 'x-forwarded-for': '10.1.1.2' } });
      assert.equal(other.body.errorCode, 0);
      const over = await c.call(loginCalls.publicKey, {}, { headers: { 'x-forwarded-for': '10.1.1.1' } });
      assert.equal(over.body.message, '您的请求太过频繁，请休息一下');
      limited.clock.advance(60_001);
      assert.equal((await c.call(loginCalls.publicKey, {}, { headers: { 'x-forwarded-for': '10.1.1.1' } })).body.errorCode, 0);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit of logged-in calls', () => {
  test('the general limit answers 9997 on user calls too, and writes nothing', async () => {
    const limited = await startTestServer(s.database, { rateLimit: { windowMs: 60_000, max: 2, loginMax: 1000 } });
    try {
      const c = await limited.loginAs('13800000000');
      assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 0);
      assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 0);
      const before = await snapshot(s.database.db);
      const over = await c.call(menuCalls.getCurrentAuth);
      assert.equal(over.body.errorCode, 9997);
      assert.deepEqual(await snapshot(s.database.db), before, 'the refused call left no nonce');
    } finally {
      await limited.close();
    }
  });
});

describe('CORS', () => {
  test('listed origins get credentials and a preflight; others nothing', async () => {
    const portal = 'http://127.0.0.1:8081';
    const cors = await startTestServer(s.database, { corsOrigins: [portal] });
    try {
      const preflight = await fetch(`${cors.url}/cpi/login/login`, {
        method: 'OPTIONS',
        headers: { origin: portal, 'access-control-request-method': 'POST', 'access-control-request-headers': 'sign' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), portal);
      assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true');
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /sign/);
      const other = await fetch(`${cors.url}/cpi/health`, { headers: { origin: 'http://evil.test' } });
      assert.equal(other.headers.get('access-control-allow-origin'), null);
      const allowed = await fetch(`${cors.url}/cpi/health`, { headers: { origin: portal } });
      assert.equal(allowed.headers.get('access-control-allow-origin'), portal);
    } finally {
      await cors.close();
    }
  });
});
