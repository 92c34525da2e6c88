import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, menuCalls } from '../../src/api/contract';
import { hashToken } from '../../server/auth/tokens';
import { sweepExpired } from '../../server/db/sweep';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

const MINUTE = 60_000;

// Short limits so the clock has less to travel: idle 30 min, absolute 2 h.
const s = serverSuite({ config: { sessionIdleMs: 30 * MINUTE, sessionAbsoluteMs: 120 * MINUTE } });

describe('session expiry', () => {
  test('idle longer than the limit is 10001; activity keeps it alive', async () => {
    const c = await s.server.loginAs('13800000000');
    s.server.clock.advance(29 * MINUTE);
    assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 0);
    s.server.clock.advance(29 * MINUTE);
    assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 0, 'the last call moved last_seen');
    s.server.clock.advance(30 * MINUTE + 1);
    const res = await c.call(menuCalls.getCurrentAuth);
    assert.equal(res.body.errorCode, 10001);
    assert.equal(res.body.message, '用户登录超时，请重新登录');
  });

  test('older than the absolute limit is 10001 even when active', async () => {
    const c = await s.server.loginAs('13800000000');
    for (let i = 0; i < 4; i += 1) {
      s.server.clock.advance(29 * MINUTE);
      assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 0);
    }
    s.server.clock.advance(5 * MINUTE);
    assert.equal((await c.call(menuCalls.getCurrentAuth)).body.errorCode, 10001);
  });

  test('expired rows are swept', async () => {
    const c = await s.server.loginAs('13800000000');
    s.server.clock.advance(31 * MINUTE);
    await sweepExpired(s.database.db, s.server.config, s.server.clock.now());
    const row = await s.database.db
      .selectFrom('session')
      .select('token_hash')
      .where('token_hash', '=', hashToken(c.token as string))
      .executeTakeFirst();
    assert.equal(row, undefined);
    const live = await s.database.db.selectFrom('nonce').select('value').where('expires_at', '<', s.server.clock.now()).execute();
    assert.equal(live.length, 0);
  });
});

describe('open/authorizationCode', () => {
  const key = () => ({ 'x-merchant-key': s.server.config.merchantKey });

  test('gives a one-time code for the mobile with the merchant key', async () => {
    const res = await s.server
      .client()
      .call<{ authorizationCode: string; expiresIn: number }>(
        loginCalls.authorizationCode,
        { mobile: '13900000001' },
        { token: null, headers: key() },
      );
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(res.body.data.expiresIn, 60);
    assert.match(res.body.data.authorizationCode, /^[A-Za-z0-9_-]{43}$/);
    const stored = await s.database.db
      .selectFrom('authorization_code')
      .select('code_hash')
      .where('code_hash', '=', res.body.data.authorizationCode)
      .executeTakeFirst();
    assert.equal(stored, undefined, 'stored hashed');
  });

  test('without or with a wrong key is HTTP 401 and writes nothing', async () => {
    const before = await snapshot(s.database.db);
    const none = await s.server.client().call(loginCalls.authorizationCode, { mobile: '13900000001' }, { token: null });
    assert.equal(none.status, 401);
    assert.equal(none.body.message, '商户密钥无效');
    const wrong = await s.server
      .client()
      .call(loginCalls.authorizationCode, { mobile: '13900000001' }, { token: null, headers: { 'x-merchant-key': 'guess' } });
    assert.equal(wrong.status, 401);
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('an unknown account is 1000, a malformed mobile 400', async () => {
    const unknown = await s.server.client().call(loginCalls.authorizationCode, { mobile: '13012345678' }, { token: null, headers: key() });
    assert.equal(unknown.body.errorCode, 1000);
    const malformed = await s.server.client().call(loginCalls.authorizationCode, { mobile: '12345' }, { token: null, headers: key() });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.message, '请输入有效的手机号/账号');
  });
});

describe('login/forcedEntry', () => {
  async function code(mobile = '13900000001'): Promise<string> {
    const res = await s.server
      .client()
      .call<{ authorizationCode: string }>(
        loginCalls.authorizationCode,
        { mobile },
        { token: null, headers: { 'x-merchant-key': s.server.config.merchantKey } },
      );
    return res.body.data.authorizationCode;
  }

  test('exchanges a code for a session of that user, once', async () => {
    const authorizationCode = await code();
    const res = await s.server
      .client()
      .call<{ token_type: string; access_token: string }>(loginCalls.forcedEntry, { authorizationCode }, { token: null });
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(res.body.data.token_type, 'bearer');
    const info = await s.server
      .client()
      .call<{ mobile: string }>(menuCalls.getCurrentInfo, {}, { token: `bearer ${res.body.data.access_token}` });
    assert.equal(info.body.data.mobile, '13900000001');
    const again = await s.server.client().call(loginCalls.forcedEntry, { authorizationCode }, { token: null });
    assert.equal(again.body.errorCode, 1);
    assert.equal(again.body.message, '授权码已使用，请重新获取');
  });

  test('an expired code (after 60 s) is refused', async () => {
    const authorizationCode = await code();
    s.server.clock.advance(60_001);
    const res = await s.server.client().call(loginCalls.forcedEntry, { authorizationCode }, { token: null });
    assert.equal(res.body.errorCode, 1);
    assert.equal(res.body.message, '授权码已过期，请重新获取');
  });

  test('an unknown code is refused; two exchanges at once give one session', async () => {
    const unknown = await s.server.client().call(loginCalls.forcedEntry, { authorizationCode: 'nope' }, { token: null });
    assert.equal(unknown.body.message, '授权码无效');
    const authorizationCode = await code('13800000000');
    const results = await Promise.all(
      [1, 2, 3].map(() => s.server.client().call(loginCalls.forcedEntry, { authorizationCode }, { token: null })),
    );
    assert.equal(results.filter((r) => r.body.errorCode === 0).length, 1);
  });

  test('bad input is 400 and writes nothing', async () => {
    const before = await snapshot(s.database.db);
    for (const body of [
      {},
      { authorizationCode: '' },
      { authorizationCode: 5 },
      { authorizationCode: 'x'.repeat(129) },
      { authorizationCode: 'a', b: 1 },
    ]) {
      const res = await s.server.client().call(loginCalls.forcedEntry, body, { token: null });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    assert.deepEqual(await snapshot(s.database.db), before);
  });
});
