import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { loginCalls } from '../../src/api/contract';
import { encryptPassword } from './support/client';
import { PASSWORD, TEST_CAPTCHA } from './support/test-server';
import { serverSuite } from './support/suite';

/**
 * Lockout with small limits (2 per address, 4 per account) so a few requests reach them: the
 * owner at another address must never be locked out by one attacking address.
 */
const RULES = { windowMs: 15 * 60_000, maxPerAccountAndIp: 2, maxPerAccount: 4 };

let publicKey: string;
const s = serverSuite({
  config: { lockout: RULES },
  setup: async ({ server }) => {
    publicKey = (await server.client().call<{ publicKey: string }>(loginCalls.publicKey)).body.data.publicKey;
  },
});

beforeEach(async () => {
  // Each test starts without failures, so the account limits of one do not spill into the next.
  await s.database.db.deleteFrom('login_failure').execute();
});

async function attempt(account: string, password: string, ip: string): Promise<{ errorCode: number; message: string }> {
  const c = s.server.client();
  const sessionId = (await c.call(loginCalls.getSessionId, {}, { token: null })).body.message;
  await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId });
  const res = await c.call(
    loginCalls.login,
    {
      username: account,
      password: encryptPassword(publicKey, password),
      code: TEST_CAPTCHA,
      userType: 'merchant',
    },
    { token: sessionId, headers: { 'x-forwarded-for': ip } },
  );
  return res.body;
}

const LOCKED = '登录失败次数过多，请15分钟后再试';

describe('lockout counted per address', () => {
  test('parallel failures from one address cannot lock the owner out elsewhere', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => attempt('13800000000', `guess-${i}`, '203.0.113.9')));
    assert.ok(
      results.every((r) => r.errorCode === 1001 || r.message === LOCKED),
      JSON.stringify(results),
    );
    assert.equal((await attempt('13800000000', PASSWORD, '203.0.113.9')).message, LOCKED, 'the attacker is locked');
    const owner = await attempt('13800000000', PASSWORD, '198.51.100.20');
    assert.equal(owner.errorCode, 0, `the owner gets in: ${owner.message}`);
  });

  test('behind one proxy, addresses a client writes into X-Forwarded-For are not believed', async () => {
    // The proxy appends the address it saw; whatever the client sent before it is forged.
    for (let i = 1; i <= 2; i += 1) {
      assert.equal((await attempt('13800000000', 'bad', `10.66.0.${i}, 203.0.113.77`)).errorCode, 1001);
    }
    assert.equal((await attempt('13800000000', PASSWORD, '10.66.0.99, 203.0.113.77')).message, LOCKED);
    const rows = await s.database.db.selectFrom('login_failure').select('ip').where('ip', 'like', '10.66.%').execute();
    assert.equal(rows.length, 0, 'no forged address was counted');
    assert.equal((await attempt('13800000000', PASSWORD, '10.66.0.99, 198.51.100.21')).errorCode, 0);
  });

  test('addresses of one IPv6 /64 count as one address', async () => {
    for (let i = 1; i <= 2; i += 1) {
      assert.equal((await attempt('13900000001', 'bad', `2001:db8:1:2::${i}`)).errorCode, 1001);
    }
    assert.equal((await attempt('13900000001', PASSWORD, '2001:db8:1:2:ffff::77')).message, LOCKED, 'another address of the same /64');
    assert.equal((await attempt('13900000001', PASSWORD, '2001:db8:1:3::1')).errorCode, 0, 'another /64 gets in');
  });

  test('several addresses together still lock the account, with the clear message', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.2']) {
      assert.equal((await attempt('13700000000', 'bad', ip)).errorCode, 1001);
    }
    assert.equal((await attempt('13700000000', PASSWORD, '192.0.2.99')).message, LOCKED);
    s.server.clock.advance(RULES.windowMs + 1);
    assert.equal((await attempt('13700000000', PASSWORD, '192.0.2.99')).errorCode, 0, 'free again after the window');
  });
});
