import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, menuCalls } from '../../src/api/contract';
import { hashToken } from '../../server/auth/tokens';
import { DEMO_ACCOUNTS } from '../../server/db/seed/index';
import { encryptPassword } from './support/client';
import { snapshot } from './support/db-snapshot';
import { PASSWORD, TEST_CAPTCHA, loginToken } from './support/test-server';
import { serverSuite } from './support/suite';

const ADMIN = '13800000000';

let publicKey: string;
const s = serverSuite({
  setup: async ({ server }) => {
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
  },
});

/** A fresh anonymous session with a captcha shown. */
async function sessionWithCaptcha(): Promise<string> {
  const c = s.server.client();
  const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
  const image = await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId });
  assert.equal(image.status, 200);
  return sessionId;
}

function loginWith(sessionId: string, fields: { username?: string; password?: string; code?: string }, ip?: string) {
  return s.server.client().call(
    loginCalls.login,
    {
      username: fields.username ?? ADMIN,
      password: encryptPassword(publicKey, fields.password ?? PASSWORD),
      code: fields.code ?? TEST_CAPTCHA,
      userType: 'merchant',
    },
    { token: sessionId, headers: ip ? { 'x-forwarded-for': ip } : {} },
  );
}

describe('login/getSessionId', () => {
  test('answers a new 256-bit token in the message and stores only its hash', async () => {
    const res = await s.server.client().call(loginCalls.getSessionId, {}, { token: null });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.errorCode, 0);
    assert.equal(res.body.data, null);
    assert.match(res.body.message, /^[A-Za-z0-9_-]{43}$/);
    const row = await s.database.db
      .selectFrom('session')
      .selectAll()
      .where('token_hash', '=', hashToken(res.body.message))
      .executeTakeFirst();
    assert.ok(row);
    assert.equal(row.user_id, null);
    const raw = await s.database.db
      .selectFrom('session')
      .select('token_hash')
      .where('token_hash', '=', res.body.message)
      .executeTakeFirst();
    assert.equal(raw, undefined);
  });
});

describe('login/captcha', () => {
  test('is an SVG image bound to the session, replaced by the next one', async () => {
    const c = s.server.client();
    const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
    const res = await c.call(loginCalls.captcha, { userType: 'merchant', t: '123' }, { token: sessionId });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(res.text, /^<svg/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const rows = await s.database.db.selectFrom('captcha').selectAll().where('session_hash', '=', hashToken(sessionId)).execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.text_hash, TEST_CAPTCHA);
    await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId });
    const again = await s.database.db.selectFrom('captcha').selectAll().where('session_hash', '=', hashToken(sessionId)).execute();
    assert.equal(again.length, 1);
  });

  test('needs a session: no Authorization is HTTP 401, an unknown token 10001', async () => {
    const c = s.server.client();
    const none = await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: null });
    assert.equal(none.status, 401);
    assert.equal(none.body.success, false);
    const unknown = await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: 'not-a-session' });
    assert.equal(unknown.status, 200);
    assert.equal(unknown.body.errorCode, 10001);
    assert.equal(unknown.body.message, '用户登录超时，请重新登录');
  });

  test('refuses another user type (400)', async () => {
    const sessionId = (await s.server.client().call(loginCalls.getSessionId, {}, { token: null })).body.message;
    const res = await s.server.client().call(loginCalls.captcha, { userType: 'admin' }, { token: sessionId });
    assert.equal(res.status, 400);
    assert.equal(res.body.errorCode, 1);
  });
});

describe('login/publicKey', () => {
  test('is an SPKI PEM, the same on every call', async () => {
    const a = await s.server.client().call<{ publicKey: string }>(loginCalls.publicKey, {}, { token: null });
    const b = await s.server.client().call<{ publicKey: string }>(loginCalls.publicKey, {}, { token: null });
    assert.match(a.body.data.publicKey, /^-----BEGIN PUBLIC KEY-----/);
    assert.equal(a.body.data.publicKey, b.body.data.publicKey);
  });
});

describe('login/login', () => {
  test('the login helper flow works for every demo account', async () => {
    for (const { mobile } of Object.values(DEMO_ACCOUNTS)) {
      const token = await loginToken(s.server.client(), mobile, PASSWORD);
      assert.ok(token);
    }
  });
  test('succeeds with the demo admin and rotates the token', async () => {
    const sessionId = await sessionWithCaptcha();
    const res = await loginWith(sessionId, {});
    assert.equal(res.body.errorCode, 0, res.text);
    const data = res.body.data as { token_type: string; access_token: string };
    assert.equal(data.token_type, 'bearer');
    assert.notEqual(data.access_token, sessionId);
    assert.match(data.access_token, /^[A-Za-z0-9_-]{43}$/);
    const old = await s.database.db
      .selectFrom('session')
      .select('token_hash')
      .where('token_hash', '=', hashToken(sessionId))
      .executeTakeFirst();
    assert.equal(old, undefined, 'the anonymous session is gone');
    const stale = await s.server.client().call(menuCalls.getCurrentInfo, {}, { token: sessionId });
    assert.equal(stale.body.errorCode, 10001);
    const info = await s.server.client().call<{ mobile: string }>(menuCalls.getCurrentInfo, {}, { token: `bearer ${data.access_token}` });
    assert.equal(info.body.data.mobile, ADMIN);
  });

  test('a wrong captcha is refused and consumes the captcha (the right code then is expired)', async () => {
    const sessionId = await sessionWithCaptcha();
    // the login log records both refusals (test/server/system-param-login-log.test.ts)
    const before = await snapshot(s.database.db, ['captcha', 'nonce', 'login_log']);
    const wrong = await loginWith(sessionId, { code: 'ZZZZ' });
    assert.equal(wrong.body.errorCode, 1);
    assert.equal(wrong.body.message, '验证码错误');
    const retry = await loginWith(sessionId, {});
    assert.equal(retry.body.errorCode, 1);
    assert.equal(retry.body.message, '验证码已过期');
    assert.deepEqual(await snapshot(s.database.db, ['captcha', 'nonce', 'login_log']), before, 'no failure counted, no session made');
  });

  test('the captcha is case-insensitive and expires after 2 minutes', async () => {
    const lower = await sessionWithCaptcha();
    assert.equal((await loginWith(lower, { code: TEST_CAPTCHA.toLowerCase() })).body.errorCode, 0);
    const sessionId = await sessionWithCaptcha();
    s.server.clock.advance(2 * 60_000 + 1);
    try {
      const res = await loginWith(sessionId, {});
      assert.equal(res.body.message, '验证码已过期');
    } finally {
      s.server.clock.advance(-(2 * 60_000 + 1));
    }
  });

  test('bound to its session: another session cannot use it, nor use it up', async () => {
    const shown = await sessionWithCaptcha();
    const otherSession = (await s.server.client().call(loginCalls.getSessionId, {}, { token: null })).body.message;
    assert.equal((await loginWith(otherSession, {})).body.message, '验证码已过期');
    assert.equal((await loginWith(shown, {})).body.errorCode, 0, 'still there for its own session');
  });

  test('without a captcha shown first: 验证码已过期', async () => {
    const sessionId = (await s.server.client().call(loginCalls.getSessionId, {}, { token: null })).body.message;
    const res = await loginWith(sessionId, {});
    assert.equal(res.body.message, '验证码已过期');
  });

  test('an unknown account is 1000 用户不存在, a wrong password 1001 密码错误', async () => {
    const unknown = await loginWith(await sessionWithCaptcha(), { username: '13012345678' });
    assert.equal(unknown.body.errorCode, 1000);
    assert.equal(unknown.body.message, '用户不存在');
    const wrong = await loginWith(await sessionWithCaptcha(), { username: '13900000001', password: 'nope' }, '10.9.9.9');
    assert.equal(wrong.body.errorCode, 1001);
    assert.equal(wrong.body.message, '密码错误');
  });

  test('a disabled account is refused after its password is checked', async () => {
    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('mobile', '=', '13900000001').execute();
    try {
      const res = await loginWith(await sessionWithCaptcha(), { username: '13900000001' }, '10.8.8.8');
      assert.equal(res.body.errorCode, 1);
      assert.equal(res.body.message, '账号已停用');
    } finally {
      await s.database.db.updateTable('merchant_user').set({ enabled: true }).where('mobile', '=', '13900000001').execute();
    }
  });

  test('a password that is not our ciphertext is refused without counting', async () => {
    const sessionId = await sessionWithCaptcha();
    const res = await s.server.client().call(
      loginCalls.login,
      {
        username: ADMIN,
        password: Buffer.from(PASSWORD).toString('base64'),
        code: TEST_CAPTCHA,
        userType: 'merchant',
      },
      { token: sessionId },
    );
    assert.equal(res.body.errorCode, 1);
    assert.equal(res.body.message, '密码无法解密，请刷新页面后重试');
  });

  test('empty fields get the spec messages (400) and change nothing', async () => {
    const sessionId = await sessionWithCaptcha();
    const before = await snapshot(s.database.db);
    const c = s.server.client();
    const noUser = await c.call(loginCalls.login, { username: ' ', password: 'x', code: 'a', userType: 'merchant' }, { token: sessionId });
    assert.equal(noUser.status, 400);
    assert.equal(noUser.body.message, '手机号和密码不能为空');
    const noCode = await c.call(loginCalls.login, { username: ADMIN, password: 'x', code: '', userType: 'merchant' }, { token: sessionId });
    assert.equal(noCode.body.message, '验证码不能为空');
    const missing = await c.call(loginCalls.login, { username: ADMIN, code: 'a', userType: 'merchant' }, { token: sessionId });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /password/);
    const extra = await c.call(
      loginCalls.login,
      { username: ADMIN, password: 'x', code: 'a', userType: 'merchant', admin: '1' },
      { token: sessionId },
    );
    assert.equal(extra.status, 400);
    assert.match(extra.body.message, /admin/);
    const repeated = await c.call(
      loginCalls.login,
      {},
      { token: sessionId, rawBody: `username=${ADMIN}&username=1&password=x&code=a&userType=merchant` },
    );
    assert.equal(repeated.status, 400);
    const json = await c.call(loginCalls.login, {}, { token: sessionId, rawBody: '{"username":"x"}', contentType: 'application/json' });
    assert.equal(json.status, 400);
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('SQL metacharacters are plain data', async () => {
    const res = await loginWith(await sessionWithCaptcha(), { username: "1' or '1'='1" }, '10.7.7.7');
    assert.equal(res.body.errorCode, 1000);
    const users = await s.database.db.selectFrom('merchant_user').select('id').execute();
    assert.equal(users.length, Object.keys(DEMO_ACCOUNTS).length);
  });
});

describe('lockout', () => {
  test('5 failures from one address lock that address out, not the owner elsewhere', async () => {
    const attacker = '203.0.113.5';
    const owner = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) {
      const res = await loginWith(await sessionWithCaptcha(), { password: `guess-${i}` }, attacker);
      assert.equal(res.body.errorCode, 1001);
    }
    const locked = await loginWith(await sessionWithCaptcha(), {}, attacker);
    assert.equal(locked.body.errorCode, 1);
    assert.equal(locked.body.message, '登录失败次数过多，请15分钟后再试');
    const elsewhere = await loginWith(await sessionWithCaptcha(), {}, owner);
    assert.equal(elsewhere.body.errorCode, 0, elsewhere.text);
    s.server.clock.advance(15 * 60_000 + 1);
    try {
      const later = await loginWith(await sessionWithCaptcha(), {}, attacker);
      assert.equal(later.body.errorCode, 0, later.text);
    } finally {
      s.server.clock.advance(-(15 * 60_000 + 1));
    }
  });

  test('many addresses together reach the per-account limit', async () => {
    const account = '13700000000';
    for (let i = 0; i < 20; i += 1) {
      const res = await loginWith(await sessionWithCaptcha(), { username: account, password: 'bad' }, `192.0.2.${(i % 4) + 1}`);
      assert.equal(res.body.errorCode, 1001);
    }
    const fresh = await loginWith(await sessionWithCaptcha(), { username: account }, '192.0.2.200');
    assert.equal(fresh.body.message, '登录失败次数过多，请15分钟后再试');
    s.server.clock.advance(15 * 60_000 + 1); // let the account in again for the tests after this one
  });
});

describe('login/logout', () => {
  test('ends the session on the server', async () => {
    const c = await s.server.loginAs(ADMIN);
    const token = c.token as string;
    const res = await c.call(loginCalls.logout, { access_token: token });
    assert.equal(res.body.errorCode, 0);
    const row = await s.database.db
      .selectFrom('session')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    assert.equal(row, undefined);
    const after = await c.call(menuCalls.getCurrentMenu);
    assert.equal(after.body.errorCode, 10001);
    const twice = await c.call(loginCalls.logout, {});
    assert.equal(twice.body.errorCode, 10001);
  });
});
