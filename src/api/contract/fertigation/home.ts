import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { ORDER_STATUSES, RUN_STATES } from '../fields';
import { fertigationPermissions } from './permissions';

const count = z.number().check(z.int(), z.minimum(0));

/** Fertigation records started in a span of a China day: how many, and the finished ones' water and amount. */
const runs = z.object({
  /** `yyyy-MM-dd` of that day. */
  date: z.string(),
  total: count,
  /** Of the span's finished records: water in m³ (3 decimals) and amount in yuan (2 decimals). */
  waterM3: z.number(),
  amount: z.number(),
});
export type DayRuns = z.infer<typeof runs>;

/** A machine that asks for attention: damaged (故障), offline while enabled, or with fault reports not processed yet. */
export const attentionEquip = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeName: z.string(),
  offline: z.boolean(),
  damaged: z.boolean(),
  faults: count,
});
export type AttentionEquip = z.infer<typeof attentionEquip>;

export const homeSummary = z.object({
  equip: z.object({
    total: count,
    /** Machines by running state (运行状态), every state present (0 when none). */
    byRunState: z.record(z.enum(RUN_STATES), count),
    online: count,
    /** online / total, 4 decimals (0.8333); null for a merchant without machines. */
    onlineRate: z.nullable(z.number()),
  }),
  /** Records started in the server's current day (China Standard Time), the whole day, by status too. */
  today: z.extend(runs, { byStatus: z.record(z.enum(ORDER_STATUSES), count) }),
  /**
   * The same hours of yesterday and of the same day of the month before (the month's last day when
   * it is shorter): from 00:00 up to the time of day it is now, what today is compared with.
   */
  yesterday: runs,
  lastMonth: runs,
  /** The 30 China days ending today, oldest first, every day present. */
  days: z.array(runs),
  /** The machines asking for attention, most unprocessed faults first, then damaged, then offline: ATTENTION_LISTED of them and how many in all. */
  attention: z.object({ total: count, equips: z.array(attentionEquip) }),
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
