import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginCalls, noticeCalls } from '../../src/api/contract';
import type { NoticeRow } from '../../src/api/contract/notice';
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

describe('irrigationWell/notice/findPage', () => {
  interface Page { records: NoticeRow[]; total: number; page: number; size: number }
  const find = async (c: TestClient, input: Record<string, unknown> = {}) => {
    const res = await c.call<Page>(noticeCalls.findPage, input);
    assert.equal(res.body.errorCode, 0, res.text);
    return res.body.data;
  };

  test('the merchant\'s notices newest first, each with this user\'s read flag; unread only; paged', async () => {
    const mine = await s.database.db.selectFrom('notice').select(['id', 'created_at']).where('merchant_id', '=', (await s.database.db
      .selectFrom('merchant_user').select('merchant_id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow()).merchant_id)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const all = await find(admin, { size: 50 });
    assert.equal(all.total, mine.length);
    assert.deepEqual(all.records.map((r) => r.noticeId), mine.map((n) => n.id));
    const readByAdmin = new Map((await noticesOf('13800000000')).map((n) => [n.id, n.read]));
    for (const r of all.records) {
      assert.equal(r.read, readByAdmin.get(r.noticeId), `notice ${r.noticeId}`);
      assert.match(r.createTime, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      assert.ok(r.title.length > 0);
    }
    const unreadOnly = await find(admin, { unread: true, size: 50 });
    assert.equal(unreadOnly.total, await unread(admin));
    assert.ok(unreadOnly.records.every((r) => !r.read));
    const second = await find(admin, { page: 2, size: 10 });
    assert.deepEqual([second.page, second.size, second.total], [2, 10, mine.length]);
    assert.deepEqual(second.records.map((r) => r.noticeId), mine.slice(10, 20).map((n) => n.id));
  });

  test('another merchant sees only its own; parameters of another merchant are refused', async () => {
    const theirs = await find(other, { size: 50 });
    const ours = new Set((await find(admin, { size: 50 })).records.map((r) => r.noticeId));
    assert.ok(theirs.records.length > 0 && theirs.records.every((r) => !ours.has(r.noticeId)));
    assert.equal((await admin.call(noticeCalls.findPage, { merchantId: 2 })).status, 400);
    assert.equal((await admin.call(noticeCalls.findPage, { unread: 'yes' })).status, 400);
  });
});
