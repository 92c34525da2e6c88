import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { id } from './fields';
import { emptyRequest, pageOf, pageRequest } from './schemas';

/** GET irrigationWell/notice/getNoReadNoticeNum: notices of the merchant this user has not read. */
export const getNoReadNoticeNum = defineCall({
  method: 'GET',
  path: 'irrigationWell/notice/getNoReadNoticeNum',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.number(),
});

export const noticeRow = z.object({
  noticeId: z.number(),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
  /** Whether this user has read it. */
  read: z.boolean(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** POST irrigationWell/notice/findPage: the merchant's notices, newest first, each with this user's read flag; `unread` only those not read. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/notice/findPage',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: z.strictObject({ ...pageRequest, unread: z.optional(z.boolean()) }),
  response: pageOf(noticeRow),
});

/**
 * POST irrigationWell/notice/isRead?noticeId=…: marks one of the merchant's notices read by this
 * user (again is harmless); answers this user's unread count after it, for every badge on the page.
 */
export const isRead = defineCall({
  method: 'POST',
  path: 'irrigationWell/notice/isRead',
  mode: 'query',
  access: 'user',
  request: z.strictObject({ noticeId: id }),
  response: z.object({ noticeId: z.number(), unread: z.number() }),
});
