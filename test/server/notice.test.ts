import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, noticeCalls } from '../../src/api/contract';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

let admin: TestClient;
let operator: TestClient;
let other: TestClient;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs('13800000000');
    operator = await server.loginAs('13900000001');
    other = await server.loginAs('13700000000');
  },
});

async function unread(c: TestClient): Promise<number> {
  const res = await c.call<number>(noticeCalls.getNoReadNoticeNum);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.errorCode, 0, res.text);
  assert.equal(typeof res.body.data, 'number');
  return res.body.data;
}

async function userId(mobile: string): Promise<number> {
  return (await s.database.db.selectFrom('merchant_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
}

/** The merchant's notices, newest first, with whether the user has read each. */
async function noticesOf(mobile: string): Promise<{ id: number; read: boolean }[]> {
  const user = await s.database.db.selectFrom('merchant_user').select(['id', 'merchant_id']).where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const rows = await s.database.db.selectFrom('notice')
    .leftJoin('notice_read', (j) => j.onRef('notice_read.notice_id', '=', 'notice.id').on('notice_read.user_id', '=', user.id))
    .select(['notice.id', 'notice_read.user_id']).where('notice.merchant_id', '=', user.merchant_id).orderBy('notice.id').execute();
  return rows.map((r) => ({ id: r.id, read: r.user_id !== null }));
}

describe('irrigationWell/notice/getNoReadNoticeNum', () => {
  test('counts the seeded unread notices of each merchant, and writes nothing but the nonce', async () => {
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    assert.equal(await unread(admin), 4);
    assert.equal(await unread(operator), 4);
    assert.equal(await unread(other), 1, 'merchant 2 sees its own count');
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
  });

  test('reading a notice lowers the count of that user only', async () => {
    const first = (await noticesOf('13800000000')).find((n) => !n.read);
    assert.ok(first);
    await s.database.db.insertInto('notice_read').values({ notice_id: first.id, user_id: await userId('13800000000'), read_at: s.server.clock.now() }).execute();
    assert.equal(await unread(admin), 3);
    assert.equal(await unread(operator), 4, 'the operator has not read it');
    assert.equal(await unread(other), 1);
  });

  test('a notice of merchant 2 counts for merchant 2 only; another merchant reading it changes nothing', async () => {
    const m2 = (await s.database.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', '13700000000').executeTakeFirstOrThrow()).merchant_id;
    const { id } = await s.database.db.insertInto('notice')
      .values({ merchant_id: m2, title: '停水通知', content: '明日检修', created_at: s.server.clock.now() }).returning('id').executeTakeFirstOrThrow();
    assert.equal(await unread(other), 2);
    assert.equal(await unread(admin), 3, 'merchant 1 does not see it');
    // A read row of a user of merchant 1 (which the console could never write) must not count for merchant 2's user.
    await s.database.db.insertInto('notice_read').values({ notice_id: id, user_id: await userId('13800000000'), read_at: s.server.clock.now() }).execute();
    assert.equal(await unread(other), 2);
    assert.equal(await unread(admin), 3);
    await s.database.db.insertInto('notice_read').values({ notice_id: id, user_id: await userId('13700000000'), read_at: s.server.clock.now() }).execute();
    assert.equal(await unread(other), 1);
  });

  test('every notice read is 0', async () => {
    const id = await userId('13900000001');
    const pending = (await noticesOf('13900000001')).filter((n) => !n.read);
    await s.database.db.insertInto('notice_read').values(pending.map((n) => ({ notice_id: n.id, user_id: id, read_at: s.server.clock.now() }))).execute();
    assert.equal(await unread(operator), 0);
  });

  test('needs a logged-in user: no token 401, an anonymous session 10001; refuses parameters', async () => {
    const anonymous = await s.server.client().call(noticeCalls.getNoReadNoticeNum, {}, { token: null });
    assert.equal(anonymous.status, 401);
    const c = s.server.client();
    const { message: sessionId } = (await c.call(loginCalls.getSessionId, {}, { token: null })).body;
    assert.equal((await c.call(noticeCalls.getNoReadNoticeNum, {}, { token: sessionId })).body.errorCode, 10001);
    const extra = await admin.call(noticeCalls.getNoReadNoticeNum, { merchantId: '1' });
    assert.equal(extra.status, 400, 'no way to ask for another merchant');
  });
});
