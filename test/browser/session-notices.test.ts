import { expect } from '@open-wc/testing';
import '../../elements/console';
import { isApiError } from '../../src/api/transport/api-error';
import { loadCurrentUser, getSession, resetSession, subscribeSession } from '../../src/session/public/session';
import { markNoticeRead, noticePollSeconds } from '../../src/session/public/notices';
import { setUnreadCount, startCountRequest } from '../../src/session/unread-count';
import { REF_API } from './support/element-session';
import { merchantOf, watchCalls } from './support/reference-fixtures';
import { ADMIN, referenceLogin, referenceSql, resetReferenceServer } from './support/reference-session';
import { until } from './support/shadow-queries';

const COUNT = 'irrigationWell/notice/getNoReadNoticeNum';

/** Holds every answer to the unread-count call until `release`; `asked` once one was sent. */
function holdCountAnswers() {
  const real = window.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = {
    asked: false,
    release,
    stop: () => {
      window.fetch = real;
    },
  };
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = real.call(window, input, init);
    if (!url.includes(COUNT)) return answer;
    hold.asked = true;
    return released.then(() => answer);
  };
  return hold;
}

/** Timers of 30 s and more run 1000 times faster (the console's 60-second poll in 60 ms); returns the undo. */
function fastLongTimers(): () => void {
  const real = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    real(handler, typeof ms === 'number' && ms >= 30_000 ? ms / 1000 : ms, ...args)) as typeof window.setTimeout;
  return () => {
    window.setTimeout = real;
  };
}

const unreadIds = async (mobile = ADMIN) =>
  (
    await referenceSql<{ id: number }>(
      `select n.id from notice n where n.merchant_id = (select merchant_id from merchant_user where mobile = $1)
   and not exists (select 1 from notice_read r where r.notice_id = n.id and r.user_id = (select id from merchant_user where mobile = $1))
   order by n.id`,
      [mobile],
    )
  ).map((r) => r.id);

describe('session: markNoticeRead and the unread count', () => {
  before(() => resetReferenceServer());
  beforeEach(() => referenceLogin());
  afterEach(() => resetSession());

  it('marks the notice read on the server and sets the count from its answer in one store change', async () => {
    const ids = await unreadIds();
    expect(getSession().unreadNoticeCount).to.equal(ids.length);
    const changes: number[] = [];
    const stop = subscribeSession(() => changes.push(getSession().unreadNoticeCount));
    try {
      const answer = await markNoticeRead(ids[0]!);
      expect(answer).to.deep.equal({ noticeId: ids[0], unread: ids.length - 1 });
    } finally {
      stop();
    }
    expect(
      changes.filter((n, i) => n !== (changes[i - 1] ?? ids.length)),
      'one change of the count',
    ).to.deep.equal([ids.length - 1]);
    expect(await unreadIds()).to.deep.equal(ids.slice(1));
    expect((await markNoticeRead(ids[0]!)).unread, 'again is harmless').to.equal(ids.length - 1);
  });

  it("another merchant's notice is refused with the server's message and leaves the count alone", async () => {
    const [theirs] = await referenceSql<{ id: number }>(`select id from notice where merchant_id <> $1 limit 1`, [await merchantOf()]);
    const before = getSession().unreadNoticeCount;
    const error = await markNoticeRead(theirs!.id, { hideError: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.serverMessage).to.equal('该通知不存在或已被删除');
    expect(getSession().unreadNoticeCount).to.equal(before);
  });

  it('an answer overtaken by a later request, or for a session that has ended, is dropped', () => {
    const older = startCountRequest();
    const newer = startCountRequest();
    setUnreadCount(3, newer);
    setUnreadCount(9, older);
    expect(getSession().unreadNoticeCount, 'the older poll answer does not bring back its count').to.equal(3);
    const ended = startCountRequest();
    resetSession();
    setUnreadCount(7, ended);
    expect(getSession().unreadNoticeCount).to.equal(0);
  });

  it("the user load's count, overtaken by a notice marked read meanwhile, does not bring back the older count", async () => {
    const ids = await unreadIds();
    const hold = holdCountAnswers();
    try {
      const load = loadCurrentUser();
      await until(() => hold.asked, 'the user load asks for the count');
      expect((await markNoticeRead(ids[0]!)).unread).to.equal(ids.length - 1);
      hold.release();
      await load;
    } finally {
      hold.stop();
    }
    expect(getSession().unreadNoticeCount, 'isRead started later: its answer stands').to.equal(ids.length - 1);
  });

  it("a page with only <irr-console> keeps its header's count current: the header joins the poll", async () => {
    sessionStorage.setItem('irr-console.route', '/agriculturalWell/home');
    const watch = watchCalls();
    const restoreTimers = fastLongTimers();
    const element = document.createElement('irr-console');
    element.setAttribute('api-base', REF_API);
    element.setAttribute('route-mode', 'memory');
    try {
      document.body.append(element);
      await until(() => element.shadowRoot?.querySelector('[part="header"]'), 'the shell with its header');
      expect(noticePollSeconds(), 'the default interval').to.equal(60);
      const [id] = await unreadIds();
      await referenceSql(
        'insert into notice_read (notice_id, user_id, read_at) select $1, id, now() from merchant_user where mobile = $2',
        [id, ADMIN],
      );
      const expected = (await unreadIds()).length;
      await until(() => watch.calls.filter((c) => c === COUNT).length >= 2, "the header's poll asks for the count");
      await until(() => getSession().unreadNoticeCount === expected, 'the poll brings the count read elsewhere');
      element.remove();
      expect(noticePollSeconds(), 'no console, no poll').to.equal(null);
    } finally {
      element.remove();
      restoreTimers();
      watch.stop();
      sessionStorage.clear();
    }
  });
});
