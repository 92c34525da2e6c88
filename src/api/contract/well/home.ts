import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { DEVICE_STATUSES, WELL_RUNNING } from '../fields';
import { reportRow } from '../money/report';
import { wellPermissions } from './permissions';

const count = z.number().check(z.int(), z.minimum(0));

/** Well orders started in a span of a China day: how many, their water and power, the finished ones' amount. */
const usage = z.object({
  /** `yyyy-MM-dd` of that day. */
  date: z.string(),
  orders: count,
  /** Water (m³, 3 decimals) and power (kWh, 2 decimals) of the orders, running ones so far. */
  waterM3: z.number(),
  powerKwh: z.number(),
  /** Yuan, 2 decimals, of the finished orders. */
  amount: z.number(),
});
export type DayUsage = z.infer<typeof usage>;

/** A well that asks for attention: offline (and not stopped), or with alarms or faults not processed yet. */
export const attentionWell = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeName: z.string(),
  offline: z.boolean(),
  /** Alarms (the alarm rules' feedback) and fault reports not processed yet. */
  alarms: count,
  faults: count,
});
export type AttentionWell = z.infer<typeof attentionWell>;

/** How many wells the home page lists as asking for attention (the rest are counted). */
export const ATTENTION_LISTED = 8;

export const wellHomeSummary = z.object({
  wells: z.object({
    total: count,
    /** Wells by device status, every status present (0 when none). */
    byStatus: z.record(z.enum(DEVICE_STATUSES), count),
    /** Wells by running state (leisure, use). */
    byRunning: z.record(z.enum(WELL_RUNNING), count),
    online: count,
    /** online / total, 4 decimals; null for a merchant without wells. */
    onlineRate: z.nullable(z.number()),
  }),
  /** Well orders started in the server's current day (China Standard Time), the whole day. */
  today: usage,
  /**
   * The same hours of yesterday and of the same day of the month before (the month's last day when
   * it is shorter): from 00:00 up to the time of day it is now, what today is compared with.
   */
  yesterday: usage,
  lastMonth: usage,
  /** The 30 China days ending today, oldest first: the rows of 统计报表 by day (water billed, revenue, …). */
  days: z.array(reportRow),
  /** Well fault feedback not processed yet, whenever reported. */
  openFaults: count,
  /** The wells asking for attention, most alarms and faults first, then the offline ones: ATTENTION_LISTED of them and how many in all. */
  attention: z.object({ total: count, wells: z.array(attentionWell) }),
});
export type WellHomeSummary = z.infer<typeof wellHomeSummary>;

/**
 * POST irrigationWell/home/summary: the figures of the wells' home page (our addition, as
 * fertigation/home/summary), also the big screen's today. The latest notices come from
 * irrigationWell/notice/findPage.
 */
export const summary = defineCall({
  method: 'POST',
  path: 'irrigationWell/home/summary',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.home.view, orPermissions: ['bigScreen:home:view'] },
  request: z.strictObject({}),
  response: wellHomeSummary,
});
