import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, paging, timeRange } from '../fields';
import { wellPermissions } from '../well/permissions';

const p = wellPermissions.report;

/**
 * What a report groups by: the day or month (China Standard Time) of each bill and refund, the
 * village of the well (where it stood then), the well, or the farmer whose card paid. Every report
 * counts whole days; `month` whole months (those that hold startTime and endTime), and `farmer` one
 * whole month (spec: the range picker limited to one month): startTime and endTime in the same month.
 */
export const REPORT_DIMENSIONS = ['day', 'month', 'place', 'well', 'farmer'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
/** Dimensions counted by whole months (their range widens to the months that hold its ends; farmer's to its one month). */
export const MONTHLY_DIMENSIONS: readonly ReportDimension[] = ['month', 'farmer'];
/** The longest range one report covers, in days (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;
/** The earliest and latest year the quota report takes. */
export const QUOTA_YEARS = { min: 2000, max: 2100 } as const;

/** The figures each row and the totals carry: m³, kWh, yuan, counts. */
const figures = {
  /** Water billed (m³, 3 decimals), power (kWh, 3 decimals). */
  water: z.number(),
  power: z.number(),
  /** What the bills took (yuan), what was refunded of them in the range, revenue less refunds. */
  revenue: z.number(),
  refund: z.number(),
  net: z.number(),
  /** Bills (finished orders) and refunds in the range. */
  orders: z.number(),
  refunds: z.number(),
  /** Water billed beyond the farmers' annual quota (m³). */
  overQuota: z.number(),
};
export const reportFigures = z.object(figures);
export type ReportFigures = z.infer<typeof reportFigures>;

/**
 * A row: `id` its key (the day yyyy-MM-dd, the month yyyy-MM, or the place's, well's or farmer's
 * id as text; 0 for orders paid online at a well without a card), `label` what the table shows
 * first, `note` a second line (a well's village, a farmer's mobile).
 */
export const reportRow = z.object({ id: z.string(), label: z.string(), note: z.string(), ...figures });
export type ReportRow = z.infer<typeof reportRow>;

/**
 * POST irrigationWell/report/summary: the figures of the merchant's wells by `dimension` over the
 * range (default: the current month). `day` and `month` answer every bucket of the range in time
 * order (no paging); `place`, `well` and `farmer` a page, most water first. `placeId` filters by the
 * well's village (for `farmer`, the farmer's), `wellId` by the well (not with `farmer`).
 */
export const summary = defineCall({
  method: 'POST',
  path: 'irrigationWell/report/summary',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z
    .strictObject({
      dimension: z.enum(REPORT_DIMENSIONS, '统计维度只能是按日、按月、按村镇、按机井或按用户'),
      ...timeRange,
      placeId: z.optional(id),
      wellId: z.optional(id),
      ...paging,
    })
    .check(
      z.refine((v) => !(v.dimension === 'farmer' && v.wellId !== undefined), '按用户统计不能按机井筛选'),
      z.refine(
        (v) =>
          v.dimension !== 'farmer' ||
          v.startTime === undefined ||
          v.endTime === undefined ||
          v.startTime.slice(0, 7) === v.endTime.slice(0, 7),
        '按用户统计只能选择同一个月内的日期',
      ),
    ),
  response: z.object({
    records: z.array(reportRow),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    /** The figures of the whole range (every row, not only the page). */
    totals: reportFigures,
    /** The range counted: the request's, or the current month, widened to whole months for month and farmer. */
    startTime: z.string(),
    endTime: z.string(),
  }),
});

/** A tier of water beyond the quota (超定额累进加价): its label, e.g. 超定额第1档(1.5倍). */
export const quotaTier = z.object({ label: z.string(), upToPercent: z.nullable(z.number()), multiplier: z.number() });

/** A farmer's water of the year against the annual quota of the farmer's village (m³). */
export const quotaRow = z.object({
  id: z.number(),
  name: z.string(),
  mobile: z.string(),
  placeName: z.string(),
  quota: z.number(),
  used: z.number(),
  /** Water within the quota, beyond it, and beyond it by tier (in the order of `tiers`). */
  within: z.number(),
  over: z.number(),
  tiers: z.array(z.number()),
  /** Quota not used yet (0 when none is set or it is used up). */
  remaining: z.number(),
});
export type QuotaRow = z.infer<typeof quotaRow>;

/** The year's figures of every farmer the quota report counts (not only the page's). */
const quotaTotals = z.object({
  quota: z.number(),
  used: z.number(),
  within: z.number(),
  over: z.number(),
  tiers: z.array(z.number()),
  farmers: z.number(),
  overFarmers: z.number(),
});
export type QuotaTotals = z.infer<typeof quotaTotals>;

/**
 * POST irrigationWell/report/quota: each farmer's use of the year's quota (default: this year),
 * most water first, with the merchant's tiers as they are now. A village without a quota (0) puts
 * all of its farmers' water within.
 */
export const quota = defineCall({
  method: 'POST',
  path: 'irrigationWell/report/quota',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    year: z.optional(
      z
        .number()
        .check(
          z.int('年份必须是整数'),
          z.minimum(QUOTA_YEARS.min, `年份不能早于${QUOTA_YEARS.min}`),
          z.maximum(QUOTA_YEARS.max, `年份不能晚于${QUOTA_YEARS.max}`),
        ),
    ),
    placeId: z.optional(id),
    ...paging,
  }),
  response: z.object({
    records: z.array(quotaRow),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    year: z.number(),
    tiers: z.array(quotaTier),
    totals: quotaTotals,
  }),
});
