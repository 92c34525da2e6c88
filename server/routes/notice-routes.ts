import type { Kysely } from 'kysely';
import { noticeCalls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { toCount } from '../db/count';
import type { Database } from '../db/schema';
import { BusinessError } from '../http/business-error';
import { formatDateTime } from '../http/format';
import { clampPage, pageResult, selectPage } from '../http/paging';
import { userOf } from '../http/context';
import type { RouteFn } from '../http/route';
import type { UserIdentity } from '../auth/user-identity';
import { noticeMessages } from './notice-messages';

/** The merchant's notices without a notice_read row of this user. */
async function unreadCount(db: Kysely<Database>, user: UserIdentity): Promise<number> {
  const row = await db
    .selectFrom('notice')
    .leftJoin('notice_read', (join) => join.onRef('notice_read.notice_id', '=', 'notice.id').on('notice_read.user_id', '=', user.id))
    .select((eb) => eb.fn.countAll().as('unread'))
    .where('notice.merchant_id', '=', user.merchantId)
    .where('notice_read.notice_id', 'is', null)
    .executeTakeFirstOrThrow();
  return toCount(row.unread as string | number | bigint);
}

export function registerNoticeRoutes(route: RouteFn): void {
  route(noticeCalls.getNoReadNoticeNum, async (_input, ctx) => unreadCount(ctx.db, userOf(ctx)));

  /** Newest first, with this user's read flag; `unread` keeps those without a notice_read row of this user. */
  route(noticeCalls.findPage, async (input, ctx) => {
    const user = userOf(ctx);
    const window = clampPage(input);
    let query = ctx.db
      .selectFrom('notice')
      .leftJoin('notice_read', (join) => join.onRef('notice_read.notice_id', '=', 'notice.id').on('notice_read.user_id', '=', user.id))
      .where('notice.merchant_id', '=', user.merchantId);
    if (input.unread) query = query.where('notice_read.notice_id', 'is', null);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .select(['notice.id', 'notice.title', 'notice.content', 'notice.created_at', 'notice_read.user_id as reader'])
          .orderBy('notice.created_at', 'desc')
          .orderBy('notice.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        noticeId: r.id,
        title: r.title,
        content: r.content,
        createTime: formatDateTime(r.created_at),
        read: r.reader !== null,
      })),
      total,
      window,
    );
  });

  /**
   * Marks one of the merchant's notices read by this user; again keeps the first read time. An
   * unknown notice and another merchant's get the same refusal, and nothing is written.
   */
  route(noticeCalls.isRead, async (input, ctx) => {
    const user = userOf(ctx);
    const notice = await ctx.db
      .selectFrom('notice')
      .select('id')
      .where('id', '=', input.noticeId)
      .where('merchant_id', '=', user.merchantId)
      .executeTakeFirst();
    if (!notice) throw new BusinessError(ErrorCode.FAILED, noticeMessages.notFound);
    await ctx.db
      .insertInto('notice_read')
      .values({ notice_id: notice.id, user_id: user.id, read_at: ctx.now })
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
    return { noticeId: notice.id, unread: await unreadCount(ctx.db, user) };
  });
}
