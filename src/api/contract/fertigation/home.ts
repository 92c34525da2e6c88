import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { ORDER_STATUSES, RUN_STATES } from '../fields';
import { fertigationPermissions } from './permissions';

const count = z.number().check(z.int(), z.minimum(0));

export const homeSummary = z.object({
  equip: z.object({
    total: count,
    /** Machines by running state (运行状态), every state present (0 when none). */
    byRunState: z.record(z.enum(RUN_STATES), count),
    online: count,
    /** online / total, 4 decimals (0.8333); null for a merchant without machines. */
    onlineRate: z.nullable(z.number()),
  }),
  /** Records started in the server's current day (China Standard Time). */
  today: z.object({
    /** `yyyy-MM-dd` of that day. */
    date: z.string(),
    total: count,
    byStatus: z.record(z.enum(ORDER_STATUSES), count),
    /** Of today's finished records: water in m³ (3 decimals) and amount in yuan (2 decimals). */
    waterM3: z.number(),
    amount: z.number(),
  }),
  /** Fertigation fault feedback not processed yet, whenever reported. */
  unprocessedFeedback: count,
  places: count,
  areas: count,
  valves: count,
});
export type HomeSummary = z.infer<typeof homeSummary>;

/**
 * POST fertigation/home/summary: the figures of the fertigation home page (our addition; spec
 * section 7 names no home call). Takes no input; everything is the caller's merchant's.
 */
export const summary = defineCall({
  method: 'POST',
  path: 'fertigation/home/summary',
  readOnly: true,
  mode: 'json',
  access: { permission: fertigationPermissions.home.view },
  request: z.strictObject({}),
  response: homeSummary,
});
