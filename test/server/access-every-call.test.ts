import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as contract from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

/** Every call of the shared contract, so a call added later is checked without touching this file. */
const CALLS: CallDef[] = (Object.values(contract) as unknown[])
  .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
  .flatMap((group) => Object.values(group))
  .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v && 'method' in v);

const s = serverSuite();

test('the contract lists the calls of this issue', () => {
  const paths = CALLS.map((c) => c.path);
  for (const p of ['login/login', 'menu/getCurrent', 'plat/param/findByCd', 'api-file/files-anon', 'irrigationWell/notice/getNoReadNoticeNum']) {
    assert.ok(paths.includes(p), p);
  }
});

test('every protected call refuses a missing, anonymous, logged-out or expired caller, and writes nothing', async () => {
  const anonymous = (await s.server.client().call(contract.loginCalls.getSessionId, {}, { token: null })).body.message;
  const loggedOut = await s.server.loginAs('13800000000');
  await loggedOut.call(contract.loginCalls.logout, {});
  const stale = await s.server.loginAs('13800000000');
  await s.database.db.updateTable('session').set({ last_seen_at: new Date(s.server.clock.now().getTime() - s.server.config.sessionIdleMs - 1) })
    .where('user_id', 'is not', null).execute();
  const operator = await s.server.loginAs('13900000001');
  const before = await snapshot(s.database.db);
  for (const call of CALLS) {
    const c = s.server.client();
    if (call.access === 'public') continue;
    if (call.access === 'merchantKey') {
      const res = await c.call(call, {}, { token: null, headers: { 'x-merchant-key': 'wrong' } });
      assert.equal(res.status, 401, call.path);
      continue;
    }
    const none = await c.call(call, {}, { token: null });
    assert.equal(none.status, 401, `${call.path} without a token: ${none.text}`);
    for (const [who, token] of [['logged out', loggedOut.token], ['expired', stale.token], ['unknown', 'x'.repeat(43)]] as const) {
      const res = await c.call(call, {}, { token });
      assert.equal(res.body?.errorCode, 10001, `${call.path} ${who}: ${res.text.slice(0, 200)}`);
    }
    if (call.access === 'session') continue;
    const anon = await c.call(call, {}, { token: anonymous });
    assert.equal(anon.body?.errorCode, 10001, `${call.path} with an anonymous session`);
    if (typeof call.access === 'object') {
      // The operator lacks every system permission; calls gated on them must say 1007.
      const perms = (await s.database.db.selectFrom('menu').select('permission').where('permission', '=', call.access.permission).execute());
      assert.equal(perms.length, 1, `${call.path}: permission ${call.access.permission} is a menu row`);
      if (call.access.permission.startsWith('plat:') || call.access.permission === 'agriculturalWell:bill:refund') {
        assert.equal((await operator.call(call, {})).body.errorCode, 1007, call.path);
      }
    }
  }
  assert.deepEqual(await snapshot(s.database.db), before);
});
