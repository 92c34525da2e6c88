import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { emptyRequest } from './schemas';

/** GET irrigationWell/notice/getNoReadNoticeNum: notices of the merchant this user has not read. */
export const getNoReadNoticeNum = defineCall({
  method: 'GET', path: 'irrigationWell/notice/getNoReadNoticeNum', mode: 'json', access: 'user',
  request: emptyRequest,
  response: z.number(),
});
