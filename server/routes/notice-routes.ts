import { noticeCalls } from '../../src/api/contract';
import { toCount } from '../db/count';
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
}
