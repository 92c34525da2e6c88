import * as z from 'zod/mini';
import { defineCall } from '../define-call';

const count = z.number().check(z.int(), z.minimum(0));

/** The big screen's hours: 0 to 23 of the China day. */
export const HOURS_OF_DAY = 24;
/** How many wells and villages each ranking lists. */
export const RANKED = 5;

/** An hour of today (China Standard Time): the orders started in it, their water (m³, 3 decimals) and power (kWh, 2 decimals). */
const hourUsage = z.object({
  hour: z.number().check(z.int(), z.minimum(0), z.maximum(HOURS_OF_DAY - 1)),
  orders: count,
  waterM3: z.number(),
  powerKwh: z.number(),
});
export type HourUsage = z.infer<typeof hourUsage>;

/** A well or a village ranked by today's water. */
const ranked = z.object({
  id: z.number(),
  name: z.string(),
  /** The well's code; '' for a village. */
  cd: z.string(),
  /** The well's village; '' for a village. */
  placeName: z.string(),
  waterM3: z.number(),
  powerKwh: z.number(),
});
export type RankedUsage = z.infer<typeof ranked>;

export const bigScreenToday = z.object({
  /** `yyyy-MM-dd`, the server's China day. */
  date: z.string(),
  /** Today's well orders (as the wells' 首页 counts them: every order started today, running ones so far; the amount of the finished). */
  orders: count,
  waterM3: z.number(),
  powerKwh: z.number(),
  amount: z.number(),
  /** Well fault feedback not processed yet, whenever reported. */
  openFaults: count,
  /** Every hour of today, 0 to 23 in order (zeros for the hours still to come): the orders by the hour they started. */
  hours: z.array(hourUsage),
  /** The RANKED wells and villages with most water today (an order's water in the hour it started), then by id; none without water. */
  topWells: z.array(ranked),
  topPlaces: z.array(ranked),
});
export type BigScreenToday = z.infer<typeof bigScreenToday>;

/**
 * POST irrigationWell/bigScreen/today (our addition): the big screen's figures of today, of the
 * signed-in user's merchant. The wells (map and states) come from irrigationWell/monitor/findAll
 * and the live stream, the open faults listed from irrigationWell/feedback/findPage.
 */
export const today = defineCall({
  method: 'POST',
  path: 'irrigationWell/bigScreen/today',
  readOnly: true,
  mode: 'json',
  access: { permission: 'bigScreen:home:view' },
  request: z.strictObject({}),
  response: bigScreenToday,
});
