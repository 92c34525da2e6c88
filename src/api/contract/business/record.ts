import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { ORDER_STATUSES, ORDER_TYPES, id, keyword, paging, requiredText, timeRange } from '../fields';
import { pageOf } from '../schemas';
import type { BusinessPrefix, RecordPermissions } from './line';

/**
 * A usage record (order) of either line. `equip*` is the line's equipment (a fertigation machine
 * or a well); area, template and fertiliser are the fertigation line's (null and 0 for a well).
 */
export const recordRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  equipId: z.number(),
  equipCd: z.string(),
  equipName: z.string(),
  placeId: z.nullable(z.number()),
  placeName: z.string(),
  areaId: z.nullable(z.number()),
  areaName: z.string(),
  templateId: z.nullable(z.number()),
  templateName: z.string(),
  userName: z.string(),
  userMobile: z.string(),
  startTime: z.string(),
  endTime: z.nullable(z.string()),
  durationMinutes: z.number(),
  /** Water in m³ (3 decimals), power in kWh (2 decimals), fertiliser drawn from each tank in litres (2 decimals). */
  waterM3: z.number(),
  powerKwh: z.number(),
  fertilizerA: z.number(),
  fertilizerB: z.number(),
  fertilizerC: z.number(),
  /** Yuan, 2 decimals (stored as fen). */
  amount: z.number(),
  payMode: z.string(),
  cancelRemark: z.string(),
  cancelTime: z.nullable(z.string()),
  createTime: z.string(),
});
export type RecordRow = z.infer<typeof recordRow>;

/** The record calls of a line: `{prefix}/record/findPage` and `{prefix}/record/cancel`. */
export function defineRecordCalls(prefix: BusinessPrefix, p: RecordPermissions) {
  return {
    /**
     * POST {prefix}/record/findPage, newest first. `keyword` matches the start of the order
     * number or the user's mobile; the time range applies to the start time.
     */
    findPage: defineCall({
      method: 'POST',
      path: `${prefix}/record/findPage`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view },
      request: z.strictObject({
        ...paging,
        keyword,
        placeId: z.optional(id),
        equipId: z.optional(id),
        status: z.optional(z.enum(ORDER_STATUSES)),
        orderType: z.optional(z.enum(ORDER_TYPES)),
        ...timeRange,
      }),
      response: pageOf(recordRow),
    }),
    /** POST {prefix}/record/cancel: a booked (TO_RUN) or running order; finished and cancelled ones are refused. */
    cancel: defineCall({
      method: 'POST',
      path: `${prefix}/record/cancel`,
      mode: 'json',
      access: { permission: p.cancel },
      request: z.strictObject({ id, cancelRemark: requiredText('取消原因', 200) }),
      response: z.object({ id: z.number(), status: z.enum(ORDER_STATUSES) }),
    }),
  };
}
export type RecordCalls = ReturnType<typeof defineRecordCalls>;
