import { noticeCalls } from '../../src/api/contract';
import { toCount } from '../db/count';
import { formatDateTime } from '../http/format';
import { clampPage, pageResult } from '../http/paging';
import { userOf } from '../http/context';
import type { RouteFn } from '../http/route';

export function registerNoticeRoutes(route: RouteFn): void {
  /** The merchant's notices without a notice_read row of this user. */
  route(noticeCalls.getNoReadNoticeNum, async (_input, ctx) => {
    const user = userOf(ctx);
    const row = await ctx.db.selectFrom('notice')
      .leftJoin('notice_read', (join) => join.onRef('notice_read.notice_id', '=', 'notice.id')
        .on('notice_read.user_id', '=', user.id))
      .select((eb) => eb.fn.countAll().as('unread'))
      .where('notice.merchant_id', '=', user.merchantId)
      .where('notice_read.notice_id', 'is', null)
      .executeTakeFirstOrThrow();
    return toCount(row.unread as string | number | bigint);
  });

  /** Newest first, with this user's read flag; `unread` keeps those without a notice_read row of this user. */
  route(noticeCalls.findPage, async (input, ctx) => {
    const user = userOf(ctx);
    const window = clampPage(input);
    let query = ctx.db.selectFrom('notice')
      .leftJoin('notice_read', (join) => join.onRef('notice_read.notice_id', '=', 'notice.id').on('notice_read.user_id', '=', user.id))
      .where('notice.merchant_id', '=', user.merchantId);
    if (input.unread) query = query.where('notice_read.notice_id', 'is', null);
    const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await query.select(['notice.id', 'notice.title', 'notice.content', 'notice.created_at', 'notice_read.user_id as reader'])
      .orderBy('notice.created_at', 'desc').orderBy('notice.id', 'desc').limit(window.size).offset(window.offset).execute();
    return pageResult(rows.map((r) => ({
      noticeId: r.id, title: r.title, content: r.content, createTime: formatDateTime(r.created_at), read: r.reader !== null,
    })), toCount(n as string | number | bigint), window);
  });
}
