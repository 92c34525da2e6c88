import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { DEVICE_STATUSES, WELL_RUNNING } from '../fields';
import { wellPermissions } from './permissions';

const count = z.number().check(z.int(), z.minimum(0));

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
  /** Well records started in the server's current day (China Standard Time). */
  today: z.object({
    /** `yyyy-MM-dd` of that day. */
    date: z.string(),
    orders: count,
    /** Water (m³, 3 decimals) and power (kWh, 2 decimals) of today's records, running ones so far. */
    waterM3: z.number(),
    powerKwh: z.number(),
    /** Yuan, 2 decimals, of today's finished records. */
    amount: z.number(),
  }),
  /** Well fault feedback not processed yet, whenever reported. */
  openFaults: count,
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
