import * as z from 'zod/mini';
import { DEVICE_TRANSPORTS } from '../device/field-link';
import { defineCall } from '../define-call';
import { id, paging } from '../fields';
import { pageOf } from '../schemas';
import { QUOTA_YEARS } from '../money/report';
import { wellPermissions } from './permissions';

const p = wellPermissions.report;

/**
 * The reports of 统计报表 read from the field's history (server/docs/history.md, "Reports"): the
 * groundwater level of a month, the water taken by month against the permits and quotas, and how
 * completely the devices reported. Every figure is the merchant's wells' (a well's village is
 * where it stands now); each call is findPage-shaped, so that common/export writes it.
 */

/** What a row is: a well, or a village (村镇) summing its wells. */
export const REPORT_GROUPS = ['well', 'place'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A China calendar month, `yyyy-MM`, within the years the reports take. */
const month = z.string().check(
  z.regex(MONTH, '月份格式应为 yyyy-MM'),
  z.refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= QUOTA_YEARS.min && year <= QUOTA_YEARS.max;
  }, `月份须在${QUOTA_YEARS.min}年到${QUOTA_YEARS.max}年之间`),
);
const year = z
  .number()
  .check(
    z.int('年份必须是整数'),
    z.minimum(QUOTA_YEARS.min, `年份不能早于${QUOTA_YEARS.min}`),
    z.maximum(QUOTA_YEARS.max, `年份不能晚于${QUOTA_YEARS.max}`),
  );
const groupBy = z.enum(REPORT_GROUPS, '统计对象只能是按机井或按村镇');

/** A row's key and names: `id` the well's or village's id as text; `code` a well's code ('' for a village); `note` a well's village. */
const named = { id: z.string(), code: z.string(), label: z.string(), note: z.string() };
const level = z.nullable(z.number());

/**
 * The groundwater level of a month, metres below ground (2 decimals; null where nothing was
 * reported): the month's first and last reported level, its lowest and highest, its mean, and the
 * mean of the same month a year before with the change (mean − last year's: above 0 the water lies
 * deeper). A village's first, last and means are the means of its wells' that reported, its lowest
 * and highest theirs.
 */
export const levelRow = z.object({
  ...named,
  /** Wells that reported in the month (a well's row: 1 or 0), and their reports. */
  wells: z.number(),
  reports: z.number(),
  first: level,
  last: level,
  min: level,
  max: level,
  mean: level,
  lastYearMean: level,
  change: level,
});
export type LevelRow = z.infer<typeof levelRow>;

/**
 * POST irrigationWell/report/level (地下水位月报): the merchant's wells' or villages' water level
 * of `month` (default: this month), by code (wells) or name (villages); `totals` the same over
 * every well filtered.
 */
export const levelReport = defineCall({
  method: 'POST',
  path: 'irrigationWell/report/level',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ month: z.optional(month), groupBy, placeId: z.optional(id), wellId: z.optional(id), ...paging }),
  response: z.extend(pageOf(levelRow), {
    /** The month counted and the one compared with, `yyyy-MM`. */
    month: z.string(),
    lastYearMonth: z.string(),
    totals: levelRow,
  }),
});

/**
 * The water a well (or a village's wells) took each month of a year, m³ (3 decimals; null for a
 * month not begun), from the meters' reports (a well without a flow meter: its power at its
 * 以电折水 rate), against the permit (a village: its wells' permits summed) and, for a village,
 * its farmers' annual quotas; the shares are the year's water over them, % with 1 decimal.
 */
export const extractionRow = z.object({
  ...named,
  months: z.array(z.nullable(z.number())),
  total: z.number(),
  /** A well's permit number ('' for a village). */
  permitNo: z.string(),
  permit: z.nullable(z.number()),
  permitShare: z.nullable(z.number()),
  /** A village's farmers times its annual quota per farmer (null: a well, or no quota set). */
  quota: z.nullable(z.number()),
  quotaShare: z.nullable(z.number()),
});
export type ExtractionRow = z.infer<typeof extractionRow>;

/**
 * POST irrigationWell/report/extraction (取水量统计): the water of `year` (default: this year) by
 * month, per well (by code) or village (by name); `totals` over every well filtered.
 */
export const extractionReport = defineCall({
  method: 'POST',
  path: 'irrigationWell/report/extraction',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ year: z.optional(year), groupBy, placeId: z.optional(id), wellId: z.optional(id), ...paging }),
  response: z.extend(pageOf(extractionRow), {
    year: z.number(),
    totals: extractionRow,
  }),
});

/** Below this completeness (%) a device is counted as one to look at. */
export const COMPLETENESS_POOR = 90;

/** A device's figures of a month: the reports it sent against those expected, and the hours its well was offline. */
const completenessFigures = {
  /** Reports expected over the span (its seconds over the transport's report interval) and received. */
  expected: z.number(),
  reports: z.number(),
  /** Received over expected, % with 1 decimal, at most 100. */
  completeness: z.number(),
  /** Hours of the span the well was offline (1 decimal). */
  offlineHours: z.number(),
};

export const completenessRow = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  note: z.string(),
  transport: z.enum(DEVICE_TRANSPORTS),
  /** The span counted, `yyyy-MM-dd HH:mm:ss`: the month, from the device's registration, up to now. */
  from: z.string(),
  to: z.string(),
  ...completenessFigures,
  /** The device's last report, and whether its well is online now. */
  lastReport: z.nullable(z.string()),
  online: z.boolean(),
});
export type CompletenessRow = z.infer<typeof completenessRow>;

const completenessTotals = z.object({
  ...completenessFigures,
  devices: z.number(),
  /** Devices under COMPLETENESS_POOR. */
  poor: z.number(),
});
export type CompletenessTotals = z.infer<typeof completenessTotals>;

/**
 * POST irrigationWell/report/completeness (数据完整性): each device of the merchant's wells over
 * `month` (default: this month, up to now), the worst first (least complete, then most hours
 * offline): the devices to look at.
 */
export const completenessReport = defineCall({
  method: 'POST',
  path: 'irrigationWell/report/completeness',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ month: z.optional(month), placeId: z.optional(id), wellId: z.optional(id), ...paging }),
  response: z.extend(pageOf(completenessRow), {
    month: z.string(),
    totals: completenessTotals,
  }),
});
