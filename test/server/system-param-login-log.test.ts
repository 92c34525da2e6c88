import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PERSONALIZED_NAME, defaultPersonalizedNames, loginCalls, paramCalls, type PersonalizedNames } from '../../src/api/contract';
import type { TestClient, ApiResponse } from './support/client';
import { encryptPassword } from './support/client';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';
import { PASSWORD, TEST_CAPTCHA } from './support/test-server';

const ADMIN = '13800000000';
const OPERATOR = '13900000001';
const OTHER_ADMIN = '13700000000';

let admin: TestClient;
let operator: TestClient;
let other: TestClient;
let publicKey: string;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs(ADMIN);
    operator = await server.loginAs(OPERATOR);
    other = await server.loginAs(OTHER_ADMIN);
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
  },
});

const names: PersonalizedNames = { equipment: '灌溉机', equipmentName: '机号', equipmentAdmin: '机长', place: '片区' };
const edit = (c: TestClient, paramValue: Record<string, string>) =>
  c.call<{ paramCd: string; paramValue: PersonalizedNames }>(paramCalls.editParam, { paramCd: PERSONALIZED_NAME, paramValue });
const find = (c: TestClient) =>
  c.call<{ paramCd: string; paramValue: PersonalizedNames }>(paramCalls.findParamByCd, { paramCd: PERSONALIZED_NAME });
const merchantOf = async (mobile: string) =>
  await s.database.db
    .selectFrom('merchant_user')
    .select(['id', 'merchant_id', 'name'])
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();

function refused(res: ApiResponse, message: string | RegExp, errorCode = 1): void {
  assert.equal(res.body.errorCode, errorCode, res.text);
  if (typeof message === 'string') assert.equal(res.body.message, message);
  else assert.match(res.body.message, message);
}

describe('plat/param/edit', () => {
  test("saves the merchant's names; findByCd then returns them; the other merchant keeps its own", async () => {
    const first = await find(admin);
    assert.equal(first.body.errorCode, 1010, 'not set yet: the defaults with 1010');
    assert.deepEqual(first.body.data.paramValue, defaultPersonalizedNames);
    const otherBefore = (await find(other)).body.data;

    const saved = await edit(admin, names);
    assert.equal(saved.body.errorCode, 0, saved.text);
    assert.deepEqual(saved.body.data, { paramCd: PERSONALIZED_NAME, paramValue: names });
    assert.deepEqual((await find(admin)).body, {
      success: true,
      errorCode: 0,
      message: '操作成功',
      data: { paramCd: PERSONALIZED_NAME, paramValue: names },
    });
    assert.deepEqual((await find(operator)).body.data.paramValue, names, 'every user of the merchant sees them');
    assert.deepEqual((await find(other)).body.data, otherBefore);

    const again = { ...names, place: '  村组 ' };
    assert.equal((await edit(admin, again)).body.errorCode, 0);
    assert.deepEqual((await find(admin)).body.data.paramValue, { ...names, place: '村组' }, 'saved again, trimmed');
    const { merchant_id: merchantId } = await merchantOf(ADMIN);
    const rows = await s.database.db.selectFrom('merchant_param').select('param_value').where('merchant_id', '=', merchantId).execute();
    assert.equal(rows.length, 1);
  });

  test('the save lands in the operation log with before and after', async () => {
    const { id, merchant_id: merchantId } = await merchantOf(ADMIN);
    const before = (await find(admin)).body.data.paramValue;
    const next = { ...before, equipment: '水泵' };
    assert.equal((await edit(admin, next)).body.errorCode, 0);
    const log = await s.database.db
      .selectFrom('oper_log')
      .selectAll()
      .where('path', '=', 'plat/param/edit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(log.user_id, id);
    assert.equal(log.merchant_id, merchantId);
    assert.equal(log.permission, 'plat:param:edit');
    const change = await s.database.db.selectFrom('oper_log_change').selectAll().where('oper_id', '=', log.id).executeTakeFirstOrThrow();
    assert.equal(change.table_name, 'merchant_param');
    assert.equal(change.row_id, `${merchantId}:${PERSONALIZED_NAME}`);
    assert.equal(change.action, 'update');
    assert.deepEqual((change.before as { param_value: unknown }).param_value, before);
    assert.deepEqual((change.after as { param_value: unknown }).param_value, next);
  });

  test('refusals change nothing: no permission (1007), empty or too long names, another code, unknown fields', async () => {
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    refused(await edit(operator, names), '无权限', 1007);
    refused(await edit(admin, { ...names, equipment: '  ' }), '设备名称不能为空');
    refused(await edit(admin, { ...names, equipmentName: '' }), '设备编号名称不能为空');
    refused(await edit(admin, { ...names, equipmentAdmin: '一二三四五六七八九十十' }), '设备管理员名称最长10个字符');
    refused(await edit(admin, { ...names, place: '一二三四五六七八九十十' }), '村镇名称最长10个字符');
    refused(await edit(admin, { equipment: '灌溉机', equipmentName: '机号', equipmentAdmin: '机长' }), /place/);
    refused(await edit(admin, { ...names, color: 'red' }), /color/);
    const wrongCd = await admin.call(paramCalls.editParam, { paramCd: 'other', paramValue: names });
    assert.notEqual(wrongCd.body.errorCode, 0);
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
  });
});

/** A login attempt from its own session (the captcha shown), from `ip`. */
async function attempt(
  username: string,
  password: string,
  opts: { code?: string; ip?: string } = {},
): Promise<ApiResponse<{ access_token: string }>> {
  const c = s.server.client();
  const headers = { 'x-forwarded-for': opts.ip ?? '10.9.0.1' };
  const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null, headers })).body.message;
  await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId, headers });
  return c.call(
    loginCalls.login,
    {
      username,
      password: encryptPassword(publicKey, password),
      code: opts.code ?? TEST_CAPTCHA,
      userType: 'merchant',
    },
    { token: sessionId, headers },
  );
}

async function logRows(account: string) {
  return s.database.db.selectFrom('login_log').selectAll().where('account', '=', account).orderBy('id').execute();
}

const row = (r: {
  merchant_id: number | null;
  user_id: number | null;
  user_name: string;
  ip: string;
  method: string;
  result: string;
  reason: string;
}) => ({
  merchant_id: r.merchant_id,
  user_id: r.user_id,
  user_name: r.user_name,
  ip: r.ip,
  method: r.method,
  result: r.result,
  reason: r.reason,
});

describe('the login log', () => {
  test("a successful login writes a row and the user's last login time", async () => {
    const user = await merchantOf(OPERATOR);
    const before = (await logRows(OPERATOR)).length;
    s.server.clock.advance(1000);
    const res = await attempt(OPERATOR, PASSWORD, { ip: '10.9.0.2' });
    assert.equal(res.body.errorCode, 0, res.text);
    const rows = await logRows(OPERATOR);
    assert.equal(rows.length, before + 1);
    const last = rows.at(-1);
    assert.ok(last);
    assert.deepEqual(row(last), {
      merchant_id: user.merchant_id,
      user_id: user.id,
      user_name: user.name,
      ip: '10.9.0.2',
      method: 'password',
      result: 'success',
      reason: '',
    });
    assert.equal(last.created_at.getTime(), s.server.clock.now().getTime());
    const stored = await s.database.db
      .selectFrom('merchant_user')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.last_login_at?.getTime(), s.server.clock.now().getTime());
  });

  test('failures are written although the call is refused: password, captcha, unknown account, lockout, disabled', async () => {
    const user = await merchantOf(OTHER_ADMIN);
    const lastLogin = (
      await s.database.db.selectFrom('merchant_user').select('last_login_at').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).last_login_at;
    refused(await attempt(OTHER_ADMIN, 'Wr0ng#Pass', { ip: '10.9.1.1' }), '密码错误', 1001);
    refused(await attempt(OTHER_ADMIN, PASSWORD, { ip: '10.9.1.1', code: 'NOPE' }), '验证码错误');
    const failures = (await logRows(OTHER_ADMIN)).slice(-2).map(row);
    const base = {
      merchant_id: user.merchant_id,
      user_id: user.id,
      user_name: user.name,
      ip: '10.9.1.1',
      method: 'password',
      result: 'failure',
    };
    assert.deepEqual(failures, [
      { ...base, reason: '密码错误' },
      { ...base, reason: '验证码错误' },
    ]);
    const unchanged = (
      await s.database.db.selectFrom('merchant_user').select('last_login_at').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).last_login_at;
    assert.deepEqual(unchanged, lastLogin, 'a failure is no login');

    refused(await attempt('13012345678', PASSWORD, { ip: '10.9.1.2' }), '用户不存在', 1000);
    assert.deepEqual((await logRows('13012345678')).map(row), [
      {
        merchant_id: null,
        user_id: null,
        user_name: '',
        ip: '10.9.1.2',
        method: 'password',
        result: 'failure',
        reason: '用户不存在',
      },
    ]);

    for (let i = 0; i < 4; i += 1) refused(await attempt(OTHER_ADMIN, 'Wr0ng#Pass', { ip: '10.9.1.3' }), '密码错误', 1001);
    refused(await attempt(OTHER_ADMIN, 'Wr0ng#Pass', { ip: '10.9.1.3' }), '密码错误', 1001);
    const locked = await attempt(OTHER_ADMIN, PASSWORD, { ip: '10.9.1.3' });
    refused(locked, /^登录失败次数过多/);
    assert.equal((await logRows(OTHER_ADMIN)).at(-1)?.reason, locked.body.message);

    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('id', '=', user.id).execute();
    try {
      refused(await attempt(OTHER_ADMIN, PASSWORD, { ip: '10.9.1.4' }), '账号已停用');
      assert.deepEqual(row((await logRows(OTHER_ADMIN)).at(-1) ?? ({} as never)), { ...base, ip: '10.9.1.4', reason: '账号已停用' });
    } finally {
      await s.database.db.updateTable('merchant_user').set({ enabled: true }).where('id', '=', user.id).execute();
    }
  });

  test('a refusal before the credential check (malformed input) writes nothing', async () => {
    const before = await s.database.db.selectFrom('login_log').select('id').execute();
    const c = s.server.client();
    const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
    const res = await c.call(
      loginCalls.login,
      { username: '', password: 'x', code: TEST_CAPTCHA, userType: 'merchant' },
      { token: sessionId },
    );
    assert.notEqual(res.body.errorCode, 0);
    assert.equal((await s.database.db.selectFrom('login_log').select('id').execute()).length, before.length);
  });

  test('forced entry: a row on success, a failure row when the code names a user, none for an unknown code', async () => {
    const user = await merchantOf(OPERATOR);
    const key = { 'x-merchant-key': s.server.config.merchantKey };
    const codeFor = async (mobile: string) =>
      (await s.server.client().call<{ authorizationCode: string }>(loginCalls.authorizationCode, { mobile }, { token: null, headers: key }))
        .body.data.authorizationCode;
    const enter = (code: string) =>
      s.server
        .client()
        .call(loginCalls.forcedEntry, { authorizationCode: code }, { token: null, headers: { 'x-forwarded-for': '10.9.2.1' } });
    const base = { merchant_id: user.merchant_id, user_id: user.id, user_name: user.name, ip: '10.9.2.1', method: 'forcedEntry' };

    s.server.clock.advance(1000);
    const code = await codeFor(OPERATOR);
    assert.equal((await enter(code)).body.errorCode, 0);
    assert.deepEqual(row((await logRows(OPERATOR)).at(-1) ?? ({} as never)), { ...base, result: 'success', reason: '' });
    const stored = await s.database.db
      .selectFrom('merchant_user')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.last_login_at?.getTime(), s.server.clock.now().getTime());

    refused(await enter(code), '授权码已使用，请重新获取');
    assert.deepEqual(row((await logRows(OPERATOR)).at(-1) ?? ({} as never)), {
      ...base,
      result: 'failure',
      reason: '授权码已使用，请重新获取',
    });

    const late = await codeFor(OPERATOR);
    s.server.clock.advance(s.server.config.authCodeTtlMs + 1000);
    refused(await enter(late), '授权码已过期，请重新获取');
    assert.equal((await logRows(OPERATOR)).at(-1)?.reason, '授权码已过期，请重新获取');

    const disabledCode = await codeFor(OPERATOR);
    await s.database.db.updateTable('merchant_user').set({ enabled: false }).where('id', '=', user.id).execute();
    try {
      refused(await enter(disabledCode), '账号已停用');
      assert.deepEqual(row((await logRows(OPERATOR)).at(-1) ?? ({} as never)), { ...base, result: 'failure', reason: '账号已停用' });
    } finally {
      await s.database.db.updateTable('merchant_user').set({ enabled: true }).where('id', '=', user.id).execute();
    }

    const count = (await s.database.db.selectFrom('login_log').select('id').execute()).length;
    refused(await enter('x'.repeat(43)), '授权码无效');
    assert.equal((await s.database.db.selectFrom('login_log').select('id').execute()).length, count);
  });
});
