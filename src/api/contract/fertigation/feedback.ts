import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { FAULT_TYPES, REPORTER_IDENTITIES, id, keyword, paging, requiredText, timeRange, yesNo } from './fields';
import { fertigationPermissions } from './permissions';

const p = fertigationPermissions.feedback;

/** A stored picture: the key an upload returned (its URL is picturePrefix + key). */
export const pictureKey = z.string().check(z.regex(/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/, '图片无效，请重新上传'));

export const feedbackRow = z.object({
  id: z.number(), equipId: z.number(), equipCd: z.string(), equipName: z.string(),
  placeId: z.number(), placeName: z.string(),
  faultType: z.enum(FAULT_TYPES), description: z.string(), pictures: z.array(z.string()),
  reporterIdentity: z.enum(REPORTER_IDENTITIES), reporterName: z.string(), reporterMobile: z.string(),
  processed: yesNo, processResult: z.string(), processPictures: z.array(z.string()), processedBy: z.string(),
  processTime: z.nullable(z.string()), createTime: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

/** POST fertigation/feedback/findPage: by reporter or machine (keyword), place, machine, processed, fault type, reporter identity, time. */
export const findPage = defineCall({
  method: 'POST', path: 'fertigation/feedback/findPage', mode: 'json', access: { permission: p.view },
  request: z.strictObject({
    ...paging, keyword, placeId: z.optional(id), equipId: z.optional(id), processed: z.optional(yesNo),
    faultType: z.optional(z.enum(FAULT_TYPES)), reporterIdentity: z.optional(z.enum(REPORTER_IDENTITIES)), ...timeRange,
  }),
  response: pageOf(feedbackRow),
});

/** POST fertigation/feedback/process: once only (N to Y), with the result and up to 9 uploaded pictures. */
export const process = defineCall({
  method: 'POST', path: 'fertigation/feedback/process', mode: 'json', access: { permission: p.process },
  request: z.strictObject({
    id,
    processResult: requiredText('处理结果', 500),
    pictures: z.array(pictureKey).check(z.maxLength(9, '图片超限，最多可上传9张图片')),
  }),
  response: z.object({ id: z.number(), processed: yesNo }),
});

/** POST fertigation/feedback/picturePrefix: the URL prefix of the pictures' keys. */
export const picturePrefix = defineCall({
  method: 'POST', path: 'fertigation/feedback/picturePrefix', mode: 'json', access: { permission: p.view },
  request: z.strictObject({}),
  response: z.string(),
});
