import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { FAULT_TYPES, REPORTER_IDENTITIES, id, keyword, paging, requiredText, timeRange, yesNo } from '../fields';
import { pageOf } from '../schemas';
import type { BusinessPrefix, FeedbackPermissions } from './line';

/** A stored picture: the key an upload returned (its URL is picturePrefix + key). */
export const pictureKey = z.string().check(z.regex(/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/, '图片无效，请重新上传'));

/** A fault report of either line; `equip*` is the line's equipment (a fertigation machine or a well). */
export const feedbackRow = z.object({
  id: z.number(),
  equipId: z.number(),
  equipCd: z.string(),
  equipName: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  faultType: z.enum(FAULT_TYPES),
  description: z.string(),
  pictures: z.array(z.string()),
  reporterIdentity: z.enum(REPORTER_IDENTITIES),
  reporterName: z.string(),
  reporterMobile: z.string(),
  processed: yesNo,
  processResult: z.string(),
  processPictures: z.array(z.string()),
  processedBy: z.string(),
  processTime: z.nullable(z.string()),
  createTime: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

/** The fault-feedback calls of a line: `{prefix}/feedback/findPage`, `process` and `picturePrefix`. */
export function defineFeedbackCalls(prefix: BusinessPrefix, p: FeedbackPermissions) {
  return {
    /** POST {prefix}/feedback/findPage: by reporter or equipment code (keyword), place, equipment, processed, fault type, reporter identity, time. */
    findPage: defineCall({
      method: 'POST',
      path: `${prefix}/feedback/findPage`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view },
      request: z.strictObject({
        ...paging,
        keyword,
        placeId: z.optional(id),
        equipId: z.optional(id),
        processed: z.optional(yesNo),
        faultType: z.optional(z.enum(FAULT_TYPES)),
        reporterIdentity: z.optional(z.enum(REPORTER_IDENTITIES)),
        ...timeRange,
      }),
      response: pageOf(feedbackRow),
    }),
    /** POST {prefix}/feedback/process: once only (N to Y), with the result and up to 9 uploaded pictures. */
    process: defineCall({
      method: 'POST',
      path: `${prefix}/feedback/process`,
      mode: 'json',
      access: { permission: p.process },
      request: z.strictObject({
        id,
        processResult: requiredText('处理结果', 500),
        pictures: z.array(pictureKey).check(z.maxLength(9, '图片超限，最多可上传9张图片')),
      }),
      response: z.object({ id: z.number(), processed: yesNo }),
    }),
    /** POST {prefix}/feedback/picturePrefix: the URL prefix of the pictures' keys. */
    picturePrefix: defineCall({
      method: 'POST',
      path: `${prefix}/feedback/picturePrefix`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view },
      request: z.strictObject({}),
      response: z.string(),
    }),
  };
}
export type FeedbackCalls = ReturnType<typeof defineFeedbackCalls>;
