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
  const user = await s.database.db
    .selectFrom('merchant_user')
    .select(['id', 'merchant_id'])
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const rows = await s.database.db
    .selectFrom('notice')
    .leftJoin('notice_read', (j) => j.onRef('notice_read.notice_id', '=', 'notice.id').on('notice_read.user_id', '=', user.id))
    .select(['notice.id', 'notice_read.user_id'])
    .where('notice.merchant_id', '=', user.merchant_id)
    .orderBy('notice.id')
    .execute();
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
    await s.database.db
      .insertInto('notice_read')
      .values({ notice_id: first.id, user_id: await userId('13800000000'), read_at: s.server.clock.now() })
      .execute();
    assert.equal(await unread(admin), 3);
    assert.equal(await unread(operator), 4, 'the operator has not read it');
    assert.equal(await unread(other), 1);
  });

  test('a notice of merchant 2 counts for merchant 2 only; another merchant reading it changes nothing', async () => {
    const m2 = (
      await s.database.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', '13700000000').executeTakeFirstOrThrow()
    ).merchant_id;
    const { id } = await s.database.db
      .insertInto('notice')
      .values({ merchant_id: m2, title: '停水通知', content: '明日检修', created_at: s.server.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal(await unread(other), 2);
    assert.equal(await unread(admin), 3, 'merchant 1 does not see it');
    // A read row of a user of merchant 1 (which the console could never write) must not count for merchant 2's user.
    await s.database.db
      .insertInto('notice_read')
      .values({ notice_id: id, user_id: await userId('13800000000'), read_at: s.server.clock.now() })
      .execute();
    assert.equal(await unread(other), 2);
    assert.equal(await unread(admin), 3);
    await s.database.db
      .insertInto('notice_read')
      .values({ notice_id: id, user_id: await userId('13700000000'), read_at: s.server.clock.now() })
      .execute();
    assert.equal(await unread(other), 1);
  });

  test('every notice read is 0', async () => {
    const id = await userId('13900000001');
    const pending = (await noticesOf('13900000001')).filter((n) => !n.read);
    await s.database.db
      .insertInto('notice_read')
      .values(pending.map((n) => ({ notice_id: n.id, user_id: id, read_at: s.server.clock.now() })))
      .execute();
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
  interface Page {
    records: NoticeRow[];
    total: number;
    page: number;
    size: number;
  }
  const find = async (c: TestClient, input: Record<string, unknown> = {}) => {
    const res = await c.call<Page>(noticeCalls.findPage, input);
    assert.equal(res.body.errorCode, 0, res.text);
    return res.body.data;
  };

  test("the merchant's notices newest first, each with this user's read flag; unread only; paged", async () => {
    const mine = await s.database.db
      .selectFrom('notice')
      .select(['id', 'created_at'])
      .where(
        'merchant_id',
        '=',
        (
          await s.database.db
            .selectFrom('merchant_user')
            .select('merchant_id')
            .where('mobile', '=', '13800000000')
            .executeTakeFirstOrThrow()
        ).merchant_id,
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const all = await find(admin, { size: 50 });
    assert.equal(all.total, mine.length);
    assert.deepEqual(
      all.records.map((r) => r.noticeId),
      mine.map((n) => n.id),
    );
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
    assert.deepEqual(
      second.records.map((r) => r.noticeId),
      mine.slice(10, 20).map((n) => n.id),
    );
    const past = await find(admin, { page: 99, size: 10 });
    assert.deepEqual([past.records, past.total], [[], mine.length], 'a page past the end still has the total');
    assert.equal((await find(admin, { unread: true, page: 99 })).total, unreadOnly.total);
  });

  test('another merchant sees only its own; parameters of another merchant are refused', async () => {
    const theirs = await find(other, { size: 50 });
    const ours = new Set((await find(admin, { size: 50 })).records.map((r) => r.noticeId));
    assert.ok(theirs.records.length > 0 && theirs.records.every((r) => !ours.has(r.noticeId)));
    assert.equal((await admin.call(noticeCalls.findPage, { merchantId: 2 })).status, 400);
    assert.equal((await admin.call(noticeCalls.findPage, { unread: 'yes' })).status, 400);
  });
});

describe('irrigationWell/notice/isRead', () => {
  interface Answer {
    noticeId: number;
    unread: number;
  }
  const isRead = (c: TestClient, noticeId: number) => c.call<Answer>(noticeCalls.isRead, { noticeId });
  const readRows = (noticeId: number) =>
    s.database.db.selectFrom('notice_read').select(['user_id', 'read_at']).where('notice_id', '=', noticeId).orderBy('user_id').execute();
  /** A POST to the isRead path with this exact query (no `?`), by the admin, signed over `signed` (default: the query). */
  const raw = (query: string, opts: { signed?: string; body?: string; contentType?: string } = {}) =>
    admin.request<Answer>('POST', `/cpi/${noticeCalls.isRead.path}${query ? `?${query}` : ''}`, {
      payload: opts.signed ?? query,
      body: opts.body,
      contentType: opts.contentType,
    });
  /** A new notice of `mobile`'s merchant, unread by everyone. */
  const addNotice = async (mobile: string, title = '检修通知') => {
    const { merchant_id: merchantId } = await s.database.db
      .selectFrom('merchant_user')
      .select('merchant_id')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    const { id } = await s.database.db
      .insertInto('notice')
      .values({ merchant_id: merchantId, title, content: '今晚8点停电检修', created_at: s.server.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  test("marks the notice read by this user only and answers the user's new count; the list shows it read", async () => {
    const target = await addNotice('13900000001');
    const [adminBefore, before] = [await unread(admin), await unread(operator)];
    const readersBefore = (await readRows(target)).map((r) => r.user_id);
    const res = await isRead(operator, target);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.errorCode, 0, res.text);
    assert.deepEqual(res.body.data, { noticeId: target, unread: before - 1 });
    assert.equal(await unread(operator), before - 1);
    assert.equal(await unread(admin), adminBefore, "another user's read flag is untouched");
    const readers = (await readRows(target)).map((r) => r.user_id);
    assert.deepEqual(
      readers,
      [...readersBefore, await userId('13900000001')].sort((a, b) => a - b),
    );
    const page = (await operator.call<{ records: NoticeRow[] }>(noticeCalls.findPage, { size: 50 })).body.data;
    assert.equal(page.records.find((r) => r.noticeId === target)?.read, true);
  });

  test('marking twice, or a notice read long ago, is harmless: the same answer, the first read time kept', async () => {
    const me = await userId('13800000000');
    const target = await addNotice('13800000000');
    const first = await isRead(admin, target);
    assert.equal(first.body.errorCode, 0, first.text);
    const readAt = (await readRows(target)).find((r) => r.user_id === me)!.read_at;
    s.server.clock.advance(60_000);
    const again = await isRead(admin, target);
    assert.equal(again.body.errorCode, 0, again.text);
    assert.deepEqual(again.body.data, first.body.data);
    const mine = (await readRows(target)).filter((r) => r.user_id === me);
    assert.deepEqual(
      mine.map((r) => r.read_at.getTime()),
      [readAt.getTime()],
    );
    const seededRead = (await noticesOf('13800000000')).find((n) => n.read && n.id !== target);
    assert.ok(seededRead);
    const old = await isRead(admin, seededRead.id);
    assert.deepEqual(old.body.data, { noticeId: seededRead.id, unread: await unread(admin) });
  });

  test("another merchant's notice and an unknown one: a business error with a clear message, nothing written", async () => {
    const theirs = await addNotice('13700000000');
    const { max } = await s.database.db
      .selectFrom('notice')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const otherBefore = await unread(other);
    const before = await snapshot(s.database.db, ['nonce', 'session']);
    for (const noticeId of [theirs, Number(max) + 1000]) {
      const res = await isRead(admin, noticeId);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.errorCode, 1, res.text);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, '该通知不存在或已被删除');
      assert.equal(res.body.data, null);
    }
    assert.deepEqual(await snapshot(s.database.db, ['nonce', 'session']), before);
    assert.equal(await unread(other), otherBefore);
  });

  test('the signature covers the query: a tampered or unsigned query is 1008 and writes nothing', async () => {
    const [target, decoy] = [await addNotice('13800000000'), await addNotice('13800000000')];
    const before = await snapshot(s.database.db);
    const cases = [
      raw(`noticeId=${target}`, { signed: `noticeId=${decoy}` }),
      raw(`noticeId=${target}`, { signed: '' }),
      raw(`noticeId=${target}&noticeId=${decoy}`, { signed: `noticeId=${target}` }),
    ];
    for (const res of await Promise.all(cases)) {
      assert.equal(res.body.errorCode, 1008, res.text);
    }
    assert.deepEqual(await snapshot(s.database.db), before);
    const signed = await raw(`noticeId=${target}`);
    assert.equal(signed.body.errorCode, 0, 'the same query signed as it is sent passes');
  });

  test('noticeId as text, zero, negative, fractional, huge, empty, repeated or missing is HTTP 400 and writes nothing', async () => {
    const target = await addNotice('13800000000');
    const before = await snapshot(s.database.db);
    const queries = [
      'noticeId=abc',
      `noticeId=${target}abc`,
      'noticeId=0',
      `noticeId=-${target}`,
      'noticeId=1.5',
      'noticeId=1e3',
      'noticeId=2147483648',
      'noticeId=99999999999999999999',
      'noticeId=',
      `noticeId=${target}&noticeId=${target}`,
      '',
      `noticeid=${target}`,
      `noticeId=%20${target}`,
    ];
    for (const query of queries) {
      const res = await raw(query);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.equal(res.body.success, false, query);
    }
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('takes nothing but noticeId in the query: body fields and extra query fields are HTTP 400, nothing written', async () => {
    const target = await addNotice('13800000000');
    const before = await snapshot(s.database.db);
    const json = JSON.stringify({ noticeId: target });
    const cases = [
      raw('', { body: json, contentType: 'application/json' }),
      raw(`noticeId=${target}`, { body: json, contentType: 'application/json' }),
      raw(`noticeId=${target}`, { body: `noticeId=${target}`, contentType: 'application/x-www-form-urlencoded' }),
      raw(`noticeId=${target}&merchantId=2`),
      raw(`noticeId=${target}&userId=1`),
    ];
    for (const res of await Promise.all(cases)) assert.equal(res.status, 400, res.text);
    const bodySigned = await raw('', { body: json, contentType: 'application/json', signed: json });
    assert.equal(bodySigned.body.errorCode, 1008, 'a body is never what the signature covers');
    assert.deepEqual(await snapshot(s.database.db), before);
  });

  test('needs a logged-in user: no token 401, an anonymous session 10001', async () => {
    const target = await addNotice('13800000000');
    const c = s.server.client();
    assert.equal((await c.call(noticeCalls.isRead, { noticeId: target }, { token: null })).status, 401);
    const { message: sessionId } = (await c.call(loginCalls.getSessionId, {}, { token: null })).body;
    assert.equal((await c.call(noticeCalls.isRead, { noticeId: target }, { token: sessionId })).body.errorCode, 10001);
    assert.equal((await noticesOf('13800000000')).find((n) => n.id === target)?.read, false);
  });
});
