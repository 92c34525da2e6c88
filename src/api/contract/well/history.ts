import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { dateTime, id } from '../fields';
import { wellPermissions } from './permissions';

/** The spans a well's curve covers, each ending at its `end`. */
export const CURVE_RANGES = ['day', 'week', 'month', 'year'] as const;
export type CurveRange = (typeof CURVE_RANGES)[number];
/** What a point of the curve is: a report (a day), an hour's rollup (a week, a month) or a China day's (a year). */
export const CURVE_STEPS = ['report', 'hour', 'day'] as const;

const series = z.array(z.nullable(z.number()));

/**
 * POST irrigationWell/history/curve: a well's water level, current and flow over a span
 * (server/docs/history.md). The series are columns of one length: `t` the points' times in
 * epoch seconds (what charts read; the only times of the API not written as text), the others
 * null where the well was silent (a gap, drawn as one).
 */
export const curve = defineCall({
  method: 'POST',
  path: 'irrigationWell/history/curve',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.well.view, orPermissions: [wellPermissions.monitor.view] },
  request: z.strictObject({ wellId: id, range: z.enum(CURVE_RANGES), end: z.optional(dateTime) }),
  response: z.object({
    step: z.enum(CURVE_STEPS),
    /** The span, `yyyy-MM-dd HH:mm:ss`: reports after `from` up to `to` included; steps from `from` (the first's start) to `to` (the last's end). */
    from: z.string(),
    to: z.string(),
    /** The well's level bounds in metres (its parameters), drawn as lines. */
    levelMin: z.number(),
    levelMax: z.number(),
    t: z.array(z.number()),
    /** Metres below ground: the reading, or the step's mean with its lowest and highest. */
    level: series,
    levelLow: series,
    levelHigh: series,
    /** A: the reading, or the step's mean; the step's highest. */
    current: series,
    currentHigh: series,
    /** m³/h: from the water meter's increase since the previous point (a step's water over its length). */
    flow: series,
  }),
});

/** Most wells one sparklines call takes: a page of the monitor. */
export const SPARKLINE_WELLS_MAX = 100;

/**
 * POST irrigationWell/history/sparklines: the last 24 hours' water level of each well asked (the
 * monitor's sparkline per row): 24 hourly means in metres, oldest first, the last the hour of now,
 * null where the well sent nothing. Wells not the merchant's are left out.
 */
export const sparklines = defineCall({
  method: 'POST',
  path: 'irrigationWell/history/sparklines',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.monitor.view, orPermissions: [wellPermissions.well.view] },
  request: z.strictObject({
    wellIds: z.array(id).check(z.minLength(1, '请选择机井'), z.maxLength(SPARKLINE_WELLS_MAX, `一次最多${SPARKLINE_WELLS_MAX}口机井`)),
  }),
  response: z.object({
    /** The first hour's start, `yyyy-MM-dd HH:mm:ss`. */
    from: z.string(),
    rows: z.array(z.object({ wellId: z.number(), levels: series })),
  }),
});
