import { expect } from '@open-wc/testing';
import { NoticePage } from '../../src/screens/agriculturalWell/notice/notice-page';
import { getSession } from '../../src/session/public/session';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { merchantOf } from './support/reference-fixtures';
import { ADMIN, referenceLogin, referenceSql, resetReferenceServer } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';

let mounted: Mounted | null = null;
const { all, $, button, dialogButton } = shadowQueries(() => mounted!.shadow);
const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const shownRows = () => bodyRows().map((tr) => [...tr.cells].slice(0, 3).map((td) => td.textContent));

interface DbNotice {
  id: number;
  title: string;
  content: string;
  create_time: string;
  read: boolean;
}
/** The admin's merchant's notices, newest first, with the admin's read flag (times in China Standard Time). */
const notices = (unreadOnly = false) =>
  referenceSql<DbNotice>(
    `select n.id, n.title, n.content, to_char(n.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as create_time,
     r.user_id is not null as read
   from notice n left join notice_read r on r.notice_id = n.id and r.user_id = (select id from merchant_user where mobile = $1)
   where n.merchant_id = (select merchant_id from merchant_user where mobile = $1) ${unreadOnly ? 'and r.user_id is null' : ''}
   order by n.created_at desc, n.id desc limit 10`,
    [ADMIN],
  );
const expectedRows = (list: DbNotice[]) => list.map((n) => [n.title, n.create_time, n.read ? '已读' : '未读']);

describe('notices screen on the reference server', () => {
  before(async () => {
    await resetReferenceServer();
    // more unread notices than the seed's, so the unread-only page differs from the first page
    await referenceSql(
      `insert into notice (merchant_id, title, content, created_at)
      select $1, '补充通知 ' || g, '第 ' || g || ' 条补充通知的内容', now() - (g || ' hours')::interval from generate_series(1, 3) g`,
      [await merchantOf()],
    );
  });
  beforeEach(() => referenceLogin());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it("lists the notices newest first with this user's read state; the unread-only filter", async () => {
    mounted = mountInShadow(<NoticePage />);
    const all10 = await notices();
    await until(() => JSON.stringify(shownRows()) === JSON.stringify(expectedRows(all10)), 'the first page');
    const [total] = await referenceSql<{ n: number }>(`select count(*)::int as n from notice where merchant_id = $1`, [await merchantOf()]);
    expect($('.irr-pager-total')?.textContent).to.equal(`共 ${total!.n} 条`);
    await click(all('[role="switch"]')[0]!);
    await click(button('查询')!);
    const unread = await notices(true);
    await until(() => JSON.stringify(shownRows()) === JSON.stringify(expectedRows(unread)), 'only the unread notices');
    expect($('.irr-pager-total')?.textContent).to.equal(`共 ${getSession().unreadNoticeCount} 条`);
  });

  it("查看 shows the content in a dialog and marks it read: the store's count, the database and the table follow", async () => {
    mounted = mountInShadow(<NoticePage />);
    const target = (await notices()).find((n) => !n.read)!;
    const before = getSession().unreadNoticeCount;
    await until(() => button(`查看 ${target.title}`), 'the row of an unread notice');
    await click(button(`查看 ${target.title}`)!);
    await until(() => $('[role="dialog"]'), 'the dialog opens');
    expect($('[role="dialog"] h2')!.textContent).to.equal(target.title);
    expect($('.irr-notice-content')!.textContent).to.equal(target.content);
    await until(() => getSession().unreadNoticeCount === before - 1, 'the unread count lowers');
    expect(
      (
        await referenceSql<{ n: number }>(
          `select count(*)::int as n from notice_read where notice_id = $1 and user_id = (select id from merchant_user where mobile = $2)`,
          [target.id, ADMIN],
        )
      )[0]!.n,
    ).to.equal(1);
    await until(
      () => bodyRows().find((tr) => tr.cells[0]!.textContent === target.title)?.cells[2]!.textContent === '已读',
      'the table shows it read',
    );
    await click(dialogButton('关闭'));
    await until(() => !$('[role="dialog"]'), 'the dialog closes');
    const read = (await notices()).find((n) => n.read)!;
    await click(button(`查看 ${read.title}`)!);
    await until(() => $('[role="dialog"]'), 'a read notice opens too');
    expect(getSession().unreadNoticeCount, 'opening a read notice changes nothing').to.equal(before - 1);
  });
});
