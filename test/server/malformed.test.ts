import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileCalls, loginCalls, menuCalls, noticeCalls, paramCalls, regionCalls, type CallDef } from '../../src/api/contract';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

/** Every call of the contract gets the same barrage of malformed requests. */
const CALLS: CallDef[] = (
  [
    ...Object.values(loginCalls),
    ...Object.values(menuCalls),
    ...Object.values(paramCalls),
    ...Object.values(regionCalls),
    ...Object.values(fileCalls),
    ...Object.values(noticeCalls),
  ] as unknown[]
).filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v);

const BAD_QUERIES = [
  '%',
  '%zz=1',
  'a[b]=1',
  '__proto__[x]=1',
  'constructor=1',
  'userType=merchant&userType=merchant',
  `x=${'9'.repeat(5000)}`,
  'paramCd=%00',
];
const BAD_BODIES: [string, string][] = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '1e999'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', `{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}`],
  ['application/json', '{"a":"\u0000"}'],
  ['application/json; charset=utf-16', '{}x'],
  ['application/x-www-form-urlencoded', 'a=1&a=2'],
  ['application/x-www-form-urlencoded', '%E0%A4%A'],
  ['application/x-www-form-urlencoded', 'username[$ne]=1'],
  ['application/x-www-form-urlencoded', "username=' or 1=1 --&x=1"],
  ['text/xml', '<a/>'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['multipart/form-data', 'no boundary'],
];

let admin: TestClient;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs('13800000000');
  },
});

function assertRefused(res: { status: number; text: string; body: { success: boolean; errorCode: number } }, what: string): void {
  assert.notEqual(res.status, 500, `${what}: ${res.text}`);
  assert.ok(res.body && typeof res.body === 'object', `${what}: not an envelope: ${res.text.slice(0, 200)}`);
  assert.equal(res.body.success, false, `${what}: ${res.text.slice(0, 200)}`);
  assert.ok(res.status >= 400 || res.body.errorCode !== 0, what);
}

test('malformed requests to every call are refused with an envelope, never a 500, and write nothing', async () => {
  // taken once: each call is checked against it, so it is also the state before each call (every call before it wrote nothing)
  const before = await snapshot(s.database.db);
  for (const call of CALLS) {
    const path = `/cpi/${call.path}`;
    for (const query of BAD_QUERIES) {
      const res = await admin.request(
        call.method,
        `${path}?${query}`,
        call.method === 'GET' ? {} : { payload: '', body: '', contentType: 'application/json' },
      );
      if (call.method === 'GET' || call.mode === 'multipart') assertRefused(res, `${call.path}?${query}`);
      else assert.notEqual(res.status, 500, `${call.path}?${query}`);
    }
    if (call.method === 'POST') {
      for (const [contentType, body] of BAD_BODIES) {
        assertRefused(await admin.request('POST', path, { body, contentType }), `${call.path} ${contentType} ${body.slice(0, 30)}`);
      }
    }
    if (call.access !== 'public' && call.access !== 'merchantKey') {
      assertRefused(await admin.request(call.method, path, { token: 'x'.repeat(600) }), `${call.path} long token`);
    }
    assertRefused(await admin.request(call.method, path, { timestamp: '1e3' }), `${call.path} float timestamp`);
    assert.deepEqual(await snapshot(s.database.db), before, call.path);
  }
});

test('after all that, the server still answers', async () => {
  const res = await admin.call(menuCalls.getCurrentAuth);
  assert.equal(res.body.errorCode, 0);
  const prototypeIntact = ({} as Record<string, unknown>).polluted;
  assert.equal(prototypeIntact, undefined);
});
