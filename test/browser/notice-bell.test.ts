import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/notice-bell';
import type { IrrNoticeBellElement, IrrNoticeOpenDetail } from '../../elements/notice-bell';
import { logout, getSession } from '../../src/session/public/session';
import { noticePollSeconds } from '../../src/session/public/notices';
import { click, press } from './support/real-input';
import { merchantOf, watchCalls } from './support/reference-fixtures';
import { ADMIN, referenceLogin, referenceSql, resetReferenceServer } from './support/reference-session';

const COUNT = 'irrigationWell/notice/getNoReadNoticeNum';
const until = (test: () => unknown, message: string, timeout = 5000) => waitUntil(test, message, { timeout });

const mounted: HTMLElement[] = [];
function bell(attributes: Record<string, string> = {}): IrrNoticeBellElement {
  const element = document.createElement('irr-notice-bell');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element;
}
const q = <T extends Element = HTMLElement>(b: HTMLElement, selector: string) => b.shadowRoot!.querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(b: HTMLElement, selector: string) => [...b.shadowRoot!.querySelectorAll<T>(selector)];
const badge = (b: HTMLElement) => q(b, '[part="badge"]')?.textContent ?? null;
const rendered = (b: HTMLElement) => until(() => q(b, '[part="base"]'), 'the bell renders');
const items = (b: HTMLElement) => qa(b, '[part="item"]');
const itemTitles = (b: HTMLElement) => items(b).map((li) => li.querySelector('.irr-notice-open')!.textContent);
const markButton = (b: HTMLElement, title: string) =>
  qa<HTMLButtonElement>(b, '[part="item"] button').find(
    (x) => x.textContent === '标为已读' && x.getAttribute('aria-label')?.includes(title),
  );

async function openPanel(b: HTMLElement): Promise<void> {
  await click(q(b, '[part="base"]')!);
  await until(() => items(b).length > 0, 'the panel lists the notices');
}

interface DbNotice {
  id: number;
  title: string;
  content: string;
  read: boolean;
}
/** The admin's merchant's notices, newest first as findPage orders them, with the admin's read flag. */
const notices = () =>
  referenceSql<DbNotice>(
    `select n.id, n.title, n.content, r.user_id is not null as read from notice n
   left join notice_read r on r.notice_id = n.id and r.user_id = (select id from merchant_user where mobile = $1)
   where n.merchant_id = (select merchant_id from merchant_user where mobile = $1) order by n.created_at desc, n.id desc`,
    [ADMIN],
  );
const unreadInDb = async () => (await notices()).filter((n) => !n.read).length;
async function addNotice(title: string): Promise<number> {
  const [row] = await referenceSql<{ id: number }>(
    `insert into notice (merchant_id, title, content, created_at) values ($1, $2, '今晚 8 点停电检修', now()) returning id`,
    [await merchantOf(), title],
  );
  return row!.id;
}

describe('<irr-notice-bell> on the reference server', () => {
  before(() => resetReferenceServer());
  beforeEach(() => referenceLogin());
  afterEach(() => {
    for (const element of mounted.splice(0)) element.remove();
  });

  it("is accessible, closed and open, and its poll brings the server's count", async () => {
    await addNotice('新的停水通知'); // after the login's own count: only the bell's poll can see it
    const expected = await unreadInDb();
    expect(getSession().unreadNoticeCount).to.equal(expected - 1);
    const b = bell({ 'poll-interval': '1' });
    await rendered(b);
    await expect(b).to.be.accessible();
    await until(() => badge(b) === String(expected), `the badge shows ${expected}`);
    expect(getSession().unreadNoticeCount).to.equal(expected);
    expect(q(b, '[part="base"]')!.getAttribute('aria-label')).to.equal(`通知，${expected} 条未读`);
    await openPanel(b);
    expect(q(b, '[part="panel"]')!.getRootNode(), 'the panel renders inside the shadow root').to.equal(b.shadowRoot);
    await expect(b).to.be.accessible();
  });

  it('reflects poll-interval between attribute and property; empty or invalid is 60', async () => {
    const b = bell({ 'poll-interval': '5' });
    await rendered(b);
    expect(b.pollInterval).to.equal(5);
    expect(noticePollSeconds()).to.equal(5);
    b.pollInterval = 2;
    expect(b.getAttribute('poll-interval')).to.equal('2');
    await until(() => noticePollSeconds() === 2, 'the poll follows the property');
    for (const invalid of ['abc', '0', '-3', '0.5', '']) {
      b.setAttribute('poll-interval', invalid);
      expect(b.pollInterval, `"${invalid}"`).to.equal(60);
      await until(() => noticePollSeconds() === 60, `the poll at 60 s for "${invalid}"`);
      b.pollInterval = 2;
      await until(() => noticePollSeconds() === 2, 'back to 2');
    }
    b.pollInterval = null;
    expect(b.hasAttribute('poll-interval')).to.equal(false);
    expect(b.pollInterval).to.equal(60);
    await until(() => noticePollSeconds() === 60, 'unset is 60');
    expect(bell().pollInterval, 'no attribute').to.equal(60);
  });

  it('lists the five newest notices, unread marked; opening one fires irr-notice-open and unfolds it', async () => {
    const newest = (await notices()).slice(0, 5);
    const b = bell();
    await rendered(b);
    await openPanel(b);
    expect(itemTitles(b)).to.deep.equal(newest.map((n) => n.title));
    expect(items(b).map((li) => li.hasAttribute('data-unread'))).to.deep.equal(newest.map((n) => !n.read));
    const target = newest.find((n) => !n.read)!;
    const before = getSession().unreadNoticeCount;
    const seen: CustomEvent<IrrNoticeOpenDetail>[] = [];
    const listen = (e: Event) => seen.push(e as CustomEvent<IrrNoticeOpenDetail>);
    document.addEventListener('irr-notice-open', listen);
    try {
      const title = items(b)
        .find((li) => li.textContent!.includes(target.title))!
        .querySelector<HTMLButtonElement>('.irr-notice-open')!;
      await click(title);
      await until(() => seen.length === 1, 'irr-notice-open reaches the document');
      expect(seen[0]!.detail).to.deep.equal({ noticeId: target.id, title: target.title, unread: true });
      expect([seen[0]!.bubbles, seen[0]!.composed, seen[0]!.target]).to.deep.equal([true, true, b]);
      await until(() => title.getAttribute('aria-expanded') === 'true', 'the notice unfolds');
      expect(title.closest('li')!.querySelector('p')!.textContent).to.equal(target.content);
      expect(getSession().unreadNoticeCount, 'opening does not mark it read').to.equal(before);
      await click([...qa<HTMLButtonElement>(b, 'button')].find((x) => x.textContent === '查看全部')!);
      await until(() => seen.length === 2, '查看全部 fires irr-notice-open');
      expect(seen[1]!.detail).to.deep.equal({ noticeId: null, title: null, unread: before > 0 });
      await until(() => q(b, '[part="panel"]') === null, '查看全部 closes the panel');
    } finally {
      document.removeEventListener('irr-notice-open', listen);
    }
  });

  it('opens from the keyboard with the focus on 查看全部, Tab goes on to the notices; Escape closes it and gives the focus back', async () => {
    const b = bell();
    await rendered(b);
    const base = q<HTMLButtonElement>(b, '[part="base"]')!;
    base.focus();
    await press('Enter');
    await until(() => items(b).length > 0, 'the panel opens');
    expect(base.getAttribute('aria-expanded')).to.equal('true');
    expect(base.getAttribute('aria-controls')).to.equal(q(b, '[part="panel"]')!.id);
    await until(() => b.shadowRoot!.activeElement?.textContent === '查看全部', '查看全部 has the focus');
    await press('Tab');
    expect(b.shadowRoot!.activeElement).to.equal(items(b)[0]!.querySelector('.irr-notice-open'));
    await press('Escape');
    await until(() => q(b, '[part="panel"]') === null, 'Escape closes the panel');
    expect(b.shadowRoot!.activeElement).to.equal(base);
    expect(base.getAttribute('aria-expanded')).to.equal('false');
  });

  it('标为已读 lowers the store and the badge of every bell at once, and the read flag in the database', async () => {
    const title = '灌溉季开始通知';
    const id = await addNotice(title);
    await referenceLogin();
    const before = getSession().unreadNoticeCount;
    expect(before).to.equal(await unreadInDb());
    const [a, b] = [bell(), bell({ 'poll-interval': '30' })];
    await rendered(a);
    await rendered(b);
    await until(() => badge(a) === String(before) && badge(b) === String(before), 'both badges show the count');
    await openPanel(a);
    const watch = watchCalls();
    try {
      await click(markButton(a, title)!);
      await until(() => getSession().unreadNoticeCount === before - 1, 'the store has the new count');
      await until(() => badge(a) === String(before - 1) && badge(b) === String(before - 1), 'both badges lower');
      expect(
        watch.calls.filter((c) => c.startsWith('irrigationWell/notice/isRead')),
        'one isRead, the count from its answer',
      ).to.have.length(1);
      expect(watch.calls.filter((c) => c === COUNT)).to.have.length(0);
    } finally {
      watch.stop();
    }
    expect((await notices()).find((n) => n.id === id)?.read).to.equal(true);
    await until(() => markButton(a, title) === undefined, 'the panel shows it read');
    expect(
      items(a)
        .find((li) => li.textContent!.includes(title))!
        .hasAttribute('data-unread'),
    ).to.equal(false);
  });

  it('polls once for all bells, at the shortest interval; stops when none is mounted, when hidden, when logged out', async () => {
    const watch = watchCalls();
    try {
      const slow = bell({ 'poll-interval': '60' });
      const fast = bell({ 'poll-interval': '1' });
      bell({ 'poll-interval': '1' });
      await rendered(fast);
      expect(noticePollSeconds()).to.equal(1);
      // every count request is sent alone, at least an interval after the one before (the times they
      // were sent: when this test notices them depends on how busy the page is)
      const sentAt = () => watch.calls.flatMap((c, i) => (c === COUNT ? [watch.sentAt[i]!] : []));
      await until(() => sentAt().length >= 3, 'three polls', 8000);
      const polls = sentAt();
      for (let i = 1; i < polls.length; i += 1) expect(polls[i]! - polls[i - 1]!, `gap ${i}`).to.be.greaterThan(850);
      for (const element of mounted.filter((m) => m.getAttribute('poll-interval') === '1')) element.remove();
      await until(() => noticePollSeconds() === 60, 'the slow bell is left');

      const second = (await import(
        /* @vite-ignore */ `/src/session/notice-poll.ts?copy=${Math.random()}`
      )) as typeof import('../../src/session/notice-poll');
      expect(second.noticePollSeconds, 'a genuinely separate copy').to.not.equal(noticePollSeconds);
      const leave = second.joinNoticePoll(3);
      expect([noticePollSeconds(), second.noticePollSeconds()], 'a second bundle joins the same poll').to.deep.equal([3, 3]);
      leave();
      expect(noticePollSeconds()).to.equal(60);

      const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(noticePollSeconds(), 'hidden page').to.equal(null);
      delete (document as { visibilityState?: unknown }).visibilityState;
      expect(document.visibilityState).to.equal(visibility.get!.call(document));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(noticePollSeconds(), 'visible again').to.equal(60);

      slow.remove();
      for (const element of mounted.splice(0)) element.remove();
      expect(noticePollSeconds(), 'no bell').to.equal(null);
      bell({ 'poll-interval': '1' });
      await until(() => noticePollSeconds() === 1, 'a new bell starts it again');
      await logout('user');
      expect(noticePollSeconds(), 'logged out').to.equal(null);
      const countsAfterLogout = watch.calls.filter((c) => c === COUNT).length;
      await referenceLogin();
      await until(() => watch.calls.filter((c) => c === COUNT).length > countsAfterLogout + 1, 'polling again after the next login');
    } finally {
      watch.stop();
    }
  });
});
