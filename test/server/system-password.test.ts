import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { loginCalls, menuCalls, passwordCalls, passwordRuleMessages } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import { buildApp } from '../../server/app';
import { issueSmsCode } from '../../server/auth/sms-codes';
import { hashToken } from '../../server/auth/tokens';
import { BusinessError } from '../../server/http/business-error';
import { markCodeChecked } from '../../server/routes/system/password-flow';
import { passwordMessages } from '../../server/routes/system/password-messages';
import { ConfigError, loadConfig } from '../../server/config';
import { sweepExpired } from '../../server/db/sweep';
import { outboxSmsProvider } from '../../server/sms/outbox-provider';
import { SMS_OUTBOX_PATH, SMS_OUTBOX_SHOWN, registerSmsOutboxPage } from '../../server/sms/outbox-page';
import type { SmsMessage, SmsProvider } from '../../server/sms/sms-provider';
import { TestClient, encryptPassword, type ApiResponse } from './support/client';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';
import { PASSWORD, TEST_CAPTCHA, loginToken } from './support/test-server';

const ADMIN = '13800000000';
const NEW_PASSWORD = 'Nw#Pass2026';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let publicKey: string;
const s = serverSuite({
  setup: async ({ server }) => {
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
  },
});

let users = 0;
/** A user of the first merchant with the demo password (the administrator's hash), so each test has its own mobile. */
async function addUser(enabled = true): Promise<{ id: number; mobile: string; merchantId: number }> {
  users += 1;
  const mobile = `1560000${String(users).padStart(4, '0')}`;
  const admin = await s.database.db
    .selectFrom('merchant_user')
    .select(['merchant_id', 'password_hash'])
    .where('mobile', '=', ADMIN)
    .executeTakeFirstOrThrow();
  const row = await s.database.db
    .insertInto('merchant_user')
    .values({
      merchant_id: admin.merchant_id,
      code: `PW${mobile}`,
      mobile,
      name: `改密用户${users}`,
      password_hash: admin.password_hash,
      enabled,
      user_type: 'merchant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, mobile, merchantId: admin.merchant_id };
}

/** One session walking the flow, from its own address (the per-address limit stays per test). */
class Flow {
  constructor(
    readonly c: TestClient,
    readonly token: string,
    readonly ip: string,
  ) {}

  call(call: CallDef, input: Record<string, unknown> = {}): Promise<ApiResponse> {
    return this.c.call(call, input, { token: this.token, headers: { 'x-forwarded-for': this.ip } });
  }

  async verify(mobile: string, captcha = TEST_CAPTCHA): Promise<ApiResponse> {
    const image = await this.call(passwordCalls.captcha, { userType: 'merchant' });
    assert.match(image.text, /^<svg/);
    return this.call(passwordCalls.verifyPhone, { mobile, code: captcha, userType: 'merchant' });
  }

  getCode = () => this.call(passwordCalls.getMsgCode, { t: '1' });
  check = (code: string) => this.call(passwordCalls.checkMessage, { code });
  change = (password: string) => this.call(passwordCalls.changePassword, { password: encryptPassword(publicKey, password) });

  /** verifyPhone, getMsgCode and checkMessage with the code the outbox holds. */
  async upToChange(mobile: string): Promise<void> {
    ok(await this.verify(mobile));
    ok(await this.getCode());
    ok(await this.check(await lastCode(mobile)));
  }
}

async function anonymousFlow(ip: string): Promise<Flow> {
  const c = s.server.client();
  const token = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
  return new Flow(c, token, ip);
}

async function loggedInFlow(mobile: string, ip: string, password = PASSWORD): Promise<Flow> {
  const c = s.server.client();
  return new Flow(c, await loginToken(c, mobile, password), ip);
}

function ok(res: ApiResponse): ApiResponse {
  assert.equal(res.body.errorCode, 0, res.text);
  return res;
}

function refused(res: ApiResponse, message: string | RegExp, errorCode = 1): void {
  assert.equal(res.body.errorCode, errorCode, res.text);
  if (typeof message === 'string') assert.equal(res.body.message, message);
  else assert.match(res.body.message, message);
}

async function outbox(mobile: string): Promise<string[]> {
  const rows = await s.database.db.selectFrom('sms_outbox').select('text').where('mobile', '=', mobile).orderBy('id').execute();
  return rows.map((r) => r.text);
}

async function lastCode(mobile: string): Promise<string> {
  const text = (await outbox(mobile)).at(-1) ?? '';
  const code = /验证码为(\d{6})/.exec(text)?.[1];
  assert.ok(code, `a code was sent to ${mobile}`);
  return code;
}

async function loginResult(mobile: string, password: string): Promise<ApiResponse> {
  const c = s.server.client();
  const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
  await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId });
  return c.call(
    loginCalls.login,
    {
      username: mobile,
      password: encryptPassword(publicKey, password),
      code: TEST_CAPTCHA,
      userType: 'merchant',
    },
    { token: sessionId },
  );
}

const info = (c: TestClient, token: string) => c.call(menuCalls.getCurrentInfo, {}, { token });
const flowTables = ['merchant_user', 'session', 'sms_code', 'sms_outbox', 'password_flow', 'oper_log', 'login_failure'];
const changed = async () => snapshot(s.database.db).then((all) => Object.fromEntries(flowTables.map((t) => [t, all[t]])));

describe('bind/changePassword: the whole flow', () => {
  test('a logged-in user changes the password: other sessions end, this one keeps working, the old password fails', async () => {
    const user = await addUser();
    const flow = await loggedInFlow(user.mobile, '10.1.0.1');
    const other = s.server.client();
    const otherToken = await loginToken(other, user.mobile, PASSWORD);
    const before = await s.database.db
      .selectFrom('merchant_user')
      .select(['version', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();

    assert.deepEqual(ok(await flow.verify(user.mobile)).body.data, { maskedMobile: '156****' + user.mobile.slice(7) });
    assert.deepEqual(ok(await flow.getCode()).body.data, { maskedMobile: '156****' + user.mobile.slice(7), resendAfter: 60 });
    const code = await lastCode(user.mobile);
    assert.deepEqual(await outbox(user.mobile), [`【农业灌溉】您的验证码为${code}，5分钟内有效。请勿泄露给他人。`]);
    const stored = await s.database.db.selectFrom('sms_code').selectAll().where('mobile', '=', user.mobile).execute();
    assert.equal(stored.length, 1);
    assert.ok(!stored[0]?.code_hash.includes(code), 'only a hash of the code is stored');
    assert.equal(stored[0]?.expires_at.getTime(), s.server.clock.now().getTime() + 5 * MINUTE);
    ok(await flow.check(code));
    ok(await flow.change(NEW_PASSWORD));

    refused(await info(other, otherToken), '用户登录超时，请重新登录', 10001);
    ok(await info(flow.c, flow.token));
    refused(await loginResult(user.mobile, PASSWORD), '密码错误', 1001);
    ok(await loginResult(user.mobile, NEW_PASSWORD));

    const after = await s.database.db
      .selectFrom('merchant_user')
      .select(['version', 'password_hash', 'password_changed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(after.version, before.version + 1);
    assert.notEqual(after.password_hash, before.password_hash);
    assert.equal(after.password_changed_at?.getTime(), s.server.clock.now().getTime());
    assert.equal(
      await s.database.db
        .selectFrom('password_flow')
        .select('user_id')
        .where('session_hash', '=', hashToken(flow.token))
        .executeTakeFirst(),
      undefined,
    );

    const log = await s.database.db
      .selectFrom('oper_log')
      .selectAll()
      .where('path', '=', 'bind/changePassword/changePassword')
      .where('user_id', '=', user.id)
      .execute();
    assert.equal(log.length, 1);
    assert.equal(log[0]?.merchant_id, user.merchantId);
    assert.equal(log[0]?.ip, '10.1.0.1');
    const changes = await s.database.db
      .selectFrom('oper_log_change')
      .selectAll()
      .where('oper_id', '=', log[0]?.id ?? 0)
      .execute();
    assert.deepEqual(
      changes.map((c) => [c.table_name, c.row_id, c.action]),
      [['merchant_user', String(user.id), 'update']],
    );
    assert.ok(!JSON.stringify(changes).includes('password_hash'), 'the log leaves the hash out');
  });

  test('anonymous recovery: every session of the user ends, the old password fails and the new one works', async () => {
    const user = await addUser();
    const c = s.server.client();
    const sessionOfUser = await loginToken(c, user.mobile, PASSWORD);
    const flow = await anonymousFlow('10.1.0.2');
    await flow.upToChange(user.mobile);
    ok(await flow.change(NEW_PASSWORD));
    refused(await info(c, sessionOfUser), '用户登录超时，请重新登录', 10001);
    assert.equal((await s.database.db.selectFrom('session').select('token_hash').where('user_id', '=', user.id).execute()).length, 0);
    refused(await loginResult(user.mobile, PASSWORD), '密码错误', 1001);
    ok(await loginResult(user.mobile, NEW_PASSWORD));
    // the flow is over: a second change needs the whole flow again
    refused(await flow.change('An0ther#Pass'), '请先验证手机号');
  });

  test('a recovered account is no longer locked out by its failed logins', async () => {
    const user = await addUser();
    for (let i = 0; i < 5; i += 1) refused(await loginResult(user.mobile, 'Wr0ng#Pass'), '密码错误', 1001);
    refused(await loginResult(user.mobile, PASSWORD), /登录失败次数过多/);
    const flow = await anonymousFlow('10.1.0.3');
    await flow.upToChange(user.mobile);
    ok(await flow.change(NEW_PASSWORD));
    ok(await loginResult(user.mobile, NEW_PASSWORD));
  });
});

describe('bind/changePassword: steps out of order and refused callers', () => {
  test('each step needs the one before it, and a refused step writes nothing', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.2.0.1');
    const before = await changed();
    refused(await flow.getCode(), '请先验证手机号');
    refused(await flow.check('123456'), '请先验证手机号');
    refused(await flow.change(NEW_PASSWORD), '请先验证手机号');
    assert.deepEqual(await changed(), before);
    ok(await flow.verify(user.mobile));
    refused(await flow.check('123456'), '请先获取短信验证码');
    const verified = await changed();
    refused(await flow.change(NEW_PASSWORD), '请先校验短信验证码');
    assert.deepEqual(await changed(), verified);
    ok(await flow.getCode());
    refused(await flow.change(NEW_PASSWORD), '请先校验短信验证码');
    // another session gets nothing from this one's progress
    const stranger = await anonymousFlow('10.2.0.1');
    refused(await stranger.check(await lastCode(user.mobile)), '请先验证手机号');
    refused(await stranger.change(NEW_PASSWORD), '请先验证手机号');
  });

  test("verifyPhone: captcha, unknown and disabled accounts, another user's mobile", async () => {
    const user = await addUser();
    const disabled = await addUser(false);
    const flow = await anonymousFlow('10.2.0.2');
    refused(await flow.verify(user.mobile, 'NOPE'), '验证码错误');
    refused(await flow.call(passwordCalls.verifyPhone, { mobile: user.mobile, code: TEST_CAPTCHA, userType: 'merchant' }), '验证码已过期');
    refused(await flow.verify('15699999999'), '用户不存在', 1000);
    refused(await flow.verify(disabled.mobile), '账号已停用');
    assert.equal(
      await s.database.db
        .selectFrom('password_flow')
        .select('user_id')
        .where('session_hash', '=', hashToken(flow.token))
        .executeTakeFirst(),
      undefined,
    );
    const loggedIn = await loggedInFlow(user.mobile, '10.2.0.2');
    refused(await loggedIn.verify(ADMIN), '只能验证当前登录账号的手机号');
    refused(await loggedIn.verify('15699999999'), '只能验证当前登录账号的手机号');
    refused(await loggedIn.getCode(), '请先验证手机号');
  });

  test('a flow lasts 10 minutes; a user disabled meanwhile cannot finish it', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.2.0.3');
    ok(await flow.verify(user.mobile));
    s.server.clock.advance(10 * MINUTE + 1000);
    refused(await flow.getCode(), '验证已超时，请重新验证手机号');
    refused(await flow.getCode(), '请先验证手机号');
    await flow.upToChange(user.mobile);
    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('id', '=', user.id).execute();
    refused(await flow.change(NEW_PASSWORD), '账号已停用');
    refused(await flow.change(NEW_PASSWORD), '请先验证手机号');
  });

  test('the call needs a session', async () => {
    const res = await s.server.client().call(passwordCalls.getMsgCode, {}, { token: null });
    assert.equal(res.status, 401);
  });
});

describe('bind/changePassword: SMS codes', () => {
  test('a wrong code counts a try; after 5 wrong tries even the right code is dead', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.3.0.1');
    ok(await flow.verify(user.mobile));
    ok(await flow.getCode());
    const code = await lastCode(user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) refused(await flow.check(wrong), `短信验证码错误，还可尝试${left}次`);
    refused(await flow.check(wrong), '短信验证码错误次数过多，请重新获取');
    refused(await flow.check(code), '短信验证码错误次数过多，请重新获取');
    refused(await flow.change(NEW_PASSWORD), '请先校验短信验证码');
    s.server.clock.advance(MINUTE);
    ok(await flow.getCode());
    ok(await flow.check(await lastCode(user.mobile)));
  });

  test('a code lives 5 minutes, is used once, and a new code replaces the old one', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.3.0.2');
    ok(await flow.verify(user.mobile));
    ok(await flow.getCode());
    s.server.clock.advance(5 * MINUTE);
    refused(await flow.check(await lastCode(user.mobile)), '短信验证码已过期，请重新获取');
    ok(await flow.getCode());
    const first = await lastCode(user.mobile);
    s.server.clock.advance(MINUTE);
    ok(await flow.getCode());
    const second = await lastCode(user.mobile);
    if (first !== second) refused(await flow.check(first), /^短信验证码错误/);
    ok(await flow.check(second));
    refused(await flow.check(second), '请先获取短信验证码');
  });

  test('a code is used once, even by two sessions trying it at the same time', async () => {
    const user = await addUser();
    const flows = [await anonymousFlow('10.3.0.6'), await anonymousFlow('10.3.0.6')];
    for (const f of flows) ok(await f.verify(user.mobile));
    ok(await flows[0]!.getCode());
    const code = await lastCode(user.mobile);
    const results = await Promise.all(flows.map((f) => f.check(code)));
    assert.deepEqual(results.map((r) => r.body.message).sort(), ['操作成功', '请先获取短信验证码'].sort());
  });

  test('format checks of the contract come first', async () => {
    const flow = await anonymousFlow('10.3.0.3');
    refused(await flow.check(''), '请输入短信验证码');
    refused(await flow.check('12ab56'), '短信验证码为6位数字');
  });

  test('codes are random 6 digits', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const mobile = `1570000${String(i).padStart(4, '0')}`;
      const issued = await issueSmsCode(
        s.database.db,
        { mobile, purpose: 'test', ip: '10.3.0.4', now: s.server.clock.now() },
        { ...s.server.config.sms, perAddress: 1000 },
        async () => undefined,
      );
      assert.ok(issued.ok);
      assert.match(issued.code, /^\d{6}$/);
      codes.add(issued.code);
    }
    assert.ok(codes.size > 25, 'codes do not repeat');
  });

  test('a provider that fails keeps no code and counts nothing', async () => {
    const now = s.server.clock.now();
    const rules = s.server.config.sms;
    await assert.rejects(
      issueSmsCode(s.database.db, { mobile: '15800000001', purpose: 'test', ip: '10.3.0.5', now }, rules, async () => {
        throw new Error('gateway down');
      }),
      /gateway down/,
    );
    assert.equal((await s.database.db.selectFrom('sms_code').select('id').where('mobile', '=', '15800000001').execute()).length, 0);
    const issued = await issueSmsCode(
      s.database.db,
      { mobile: '15800000001', purpose: 'test', ip: '10.3.0.5', now },
      rules,
      async () => undefined,
    );
    assert.equal(issued.ok, true);
  });
});

describe('bind/changePassword: sending limits (rows in the database, the settable clock)', () => {
  test('one code per mobile per 60 s, and at most 5 per hour: refused with 9997, nothing sent', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.4.0.1');
    ok(await flow.verify(user.mobile));
    const start = s.server.clock.now().getTime();
    ok(await flow.getCode());
    s.server.clock.advance(30_000);
    refused(await flow.getCode(), '短信验证码发送过于频繁，请30秒后再试', 9997);
    assert.equal((await outbox(user.mobile)).length, 1);
    s.server.clock.advance(30_000);
    for (let sent = 2; sent <= 5; sent += 1) {
      ok(await flow.getCode());
      s.server.clock.advance(MINUTE);
    }
    assert.equal((await outbox(user.mobile)).length, 5);
    // the first code leaves the hour at start + 1 h
    const wait = start + HOUR - s.server.clock.now().getTime();
    refused(await flow.getCode(), `短信验证码发送过于频繁，请${Math.ceil(wait / MINUTE)}分钟后再试`, 9997);
    assert.equal((await outbox(user.mobile)).length, 5);
    // the session and its flow have expired by then: a new session, the same mobile
    s.server.clock.advance(wait);
    const again = await anonymousFlow('10.4.0.1');
    ok(await again.verify(user.mobile));
    ok(await again.getCode());
    assert.equal((await outbox(user.mobile)).length, 6);
  });

  test('parallel requests cannot pass the limits together', async () => {
    const user = await addUser();
    const flows = await Promise.all([1, 2, 3, 4].map(() => anonymousFlow('10.4.0.4')));
    for (const f of flows) ok(await f.verify(user.mobile));
    const results = await Promise.all(flows.map((f) => f.getCode()));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 9997, 9997, 9997]);
    assert.equal((await outbox(user.mobile)).length, 1);
  });

  test('at most 20 codes per address per hour, whatever the mobiles', async () => {
    const flow = await anonymousFlow('10.4.0.2');
    const mobiles: string[] = [];
    for (let i = 0; i < 21; i += 1) mobiles.push((await addUser()).mobile);
    for (const mobile of mobiles.slice(0, 20)) {
      ok(await flow.verify(mobile));
      ok(await flow.getCode());
    }
    const last = mobiles[20] ?? '';
    ok(await flow.verify(last));
    refused(await flow.getCode(), '短信验证码发送过于频繁，请60分钟后再试', 9997);
    assert.deepEqual(await outbox(last), []);
    // another address is not held back
    const elsewhere = await anonymousFlow('10.4.0.3');
    ok(await elsewhere.verify(last));
    ok(await elsewhere.getCode());
  });
});

describe('bind/changePassword: the new password', () => {
  test('strength rule, the mobile, the old password and an undecryptable one are refused; the flow stays', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.5.0.1');
    await flow.upToChange(user.mobile);
    const before = await changed();
    refused(await flow.change('abcdefgh'), passwordRuleMessages.weak);
    refused(await flow.change('Ab1!'), passwordRuleMessages.weak);
    refused(await flow.change('Abc 123!x'), passwordRuleMessages.whitespace);
    refused(await flow.change(`Aa!${user.mobile}`), passwordRuleMessages.containsMobile);
    refused(await flow.change(PASSWORD), '新密码不能与旧密码相同');
    refused(await flow.call(passwordCalls.changePassword, { password: 'bm90IGVuY3J5cHRlZA==' }), '密码无法解密，请刷新页面后重试');
    refused(await flow.call(passwordCalls.changePassword, { password: '' }), '请输入密码');
    assert.deepEqual(await changed(), before);
    ok(await flow.change(NEW_PASSWORD));
  });
});

describe('the SMS provider', () => {
  test('buildApp takes another provider; one that fails gives a clear message, keeps no code and holds nothing back', async () => {
    const sent: SmsMessage[] = [];
    let failing = true;
    const provider: SmsProvider = {
      name: 'test',
      async send(message) {
        if (failing) throw new Error('gateway down');
        sent.push(message);
      },
    };
    const app = await buildApp({ config: s.server.config, db: s.database.db, engine: s.database.engine, sms: provider });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const c = new TestClient(
        `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        s.server.config.signSecret,
        s.server.clock.now,
      );
      const user = await addUser();
      const flow = new Flow(c, (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message, '10.7.0.1');
      ok(await flow.verify(user.mobile));
      refused(await flow.getCode(), '短信发送失败，请稍后再试');
      assert.equal((await s.database.db.selectFrom('sms_code').select('id').where('mobile', '=', user.mobile).execute()).length, 0);
      assert.ok(s.server.logs.some((line) => line.includes('gateway down') && line.includes('"sms":"test"')));
      failing = false;
      ok(await flow.getCode());
      assert.equal(sent.length, 1);
      assert.equal(sent[0]?.mobile, user.mobile);
      assert.deepEqual(await outbox(user.mobile), [], 'the outbox is the default provider only');
      ok(await flow.check(/验证码为(\d{6})/.exec(sent[0]?.text ?? '')?.[1] ?? ''));
    } finally {
      await app.close();
    }
  });
});

describe('the SMS outbox', () => {
  test('the page lists the latest 50 messages, newest first, escaped', async () => {
    const now = s.server.clock.now();
    for (let i = 0; i < 55; i += 1) {
      await outboxSmsProvider.send({ mobile: '15900000000', text: `第${i}条` }, s.database.db, new Date(now.getTime() + i));
    }
    await outboxSmsProvider.send(
      { mobile: '15900000001', text: '<script>alert("x")</script> & 1' },
      s.database.db,
      new Date(now.getTime() + 100),
    );
    const app = Fastify();
    registerSmsOutboxPage(app, s.database.db);
    try {
      const res = await app.inject({ method: 'GET', url: SMS_OUTBOX_PATH });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.ok(!res.body.includes('<script>'));
      assert.ok(res.body.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 1'));
      const shown = [...res.body.matchAll(/<tr><td>/g)].length;
      assert.equal(shown, SMS_OUTBOX_SHOWN);
      assert.ok(res.body.indexOf('&lt;script') < res.body.indexOf('第54条'), 'newest first');
      assert.ok(res.body.indexOf('第54条') < res.body.indexOf('第10条'));
      assert.ok(!res.body.includes('第5条<'), 'older ones are left out');
    } finally {
      await app.close();
    }
  });

  test('production refuses the outbox unless IRR_ALLOW_SMS_OUTBOX=1', () => {
    const production = { NODE_ENV: 'production', IRR_SIGN_SECRET: 's', IRR_MERCHANT_KEY: 'k' };
    assert.throws(
      () => loadConfig(production),
      (e: unknown) => e instanceof ConfigError && /IRR_ALLOW_SMS_OUTBOX/.test(e.message),
    );
    assert.equal(loadConfig({ ...production, IRR_ALLOW_SMS_OUTBOX: '1' }).sms.provider, 'outbox');
    assert.throws(() => loadConfig({ IRR_SMS_PROVIDER: 'carrier-pigeon' }), /IRR_SMS_PROVIDER/);
    assert.equal(loadConfig({}).sms.provider, 'outbox');
  });

  test("the sweep removes codes past the limits' hour, ended flows and old outbox messages", async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.6.0.1');
    ok(await flow.verify(user.mobile));
    ok(await flow.getCode());
    const count = async (table: 'sms_code' | 'password_flow' | 'sms_outbox') =>
      (
        await s.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const at = (ms: number) => new Date(s.server.clock.now().getTime() + ms);
    // sessions are kept: this sweep is about the SMS rows
    const rules = { ...s.server.config, sessionIdleMs: 1e12, sessionAbsoluteMs: 1e12 };
    await sweepExpired(s.database.db, rules, at(30 * MINUTE));
    assert.equal(
      await s.database.db
        .selectFrom('password_flow')
        .select('user_id')
        .where('session_hash', '=', hashToken(flow.token))
        .executeTakeFirst(),
      undefined,
    );
    assert.ok(Number(await count('sms_code')) > 0, 'codes still count towards the hour');
    await sweepExpired(s.database.db, rules, at(HOUR + 1000));
    assert.equal(Number(await count('sms_code')), 0);
    assert.ok(Number(await count('sms_outbox')) > 0);
    await sweepExpired(s.database.db, rules, at(25 * HOUR));
    assert.equal(Number(await count('sms_outbox')), 0);
  });
});

describe('bind/changePassword: one flow, one account, one change', () => {
  test('a code is good only in the session that asked for it', async () => {
    const user = await addUser();
    const a = await anonymousFlow('10.9.0.1');
    const b = await anonymousFlow('10.9.0.2');
    ok(await a.verify(user.mobile));
    ok(await b.verify(user.mobile));
    ok(await b.getCode());
    const code = await lastCode(user.mobile);
    refused(await a.check(code), passwordMessages.codeMissing);
    ok(await b.check(code));
  });

  test('a checked code marks only the flow of its own account (another account verified meanwhile is not checked)', async () => {
    const [u, v] = [await addUser(), await addUser()];
    const flow = await anonymousFlow('10.9.0.3');
    ok(await flow.verify(v.mobile));
    const sessionHash = hashToken(flow.token);
    await assert.rejects(
      markCodeChecked(s.database.db, sessionHash, u.id, new Date(s.server.clock.now().getTime() + MINUTE)),
      (error: unknown) => error instanceof BusinessError && error.message === passwordMessages.verifyPhoneFirst,
    );
    const row = await s.database.db
      .selectFrom('password_flow')
      .select(['user_id', 'step'])
      .where('session_hash', '=', sessionHash)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.step], [v.id, 'phoneVerified']);
    refused(await flow.change(NEW_PASSWORD), passwordMessages.checkMessageFirst);
  });

  test('a checked flow changes the password once, also when two changes are sent at once', async () => {
    const user = await addUser();
    const flow = await anonymousFlow('10.9.0.4');
    await flow.upToChange(user.mobile);
    const answers = await Promise.all([flow.change(NEW_PASSWORD), flow.change('Two#Pass2026')]);
    assert.equal(answers.filter((a) => a.body.errorCode === 0).length, 1, answers.map((a) => a.text).join('\n'));
    const changes = await s.database.db
      .selectFrom('oper_log')
      .select('id')
      .where('user_id', '=', user.id)
      .where('path', '=', passwordCalls.changePassword.path)
      .execute();
    assert.equal(changes.length, 1);
  });
});
