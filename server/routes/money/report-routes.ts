import { reportCalls as calls } from '../../../src/api/contract';
import { formatDateTime } from '../../http/format';
import { clampPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { actorOf } from './actor';
import { quotaPage, tierLabel, tiersOf } from './quota-query';
import { checkReportFilters, type ReportFilters } from './report-filters';
import { ranking, timeBuckets } from './report-query';
import { reportRange } from './report-range';

/** The China Standard Time year of a moment. */
const yearOf = (at: Date) => Number(formatDateTime(at).slice(0, 4));

/** irrigationWell/report/*: the merchant's figures from the rollups of migration 018 (server/docs/reports.md). */
export function registerReportRoutes(route: RouteFn): void {
  route(calls.summary, async (input, ctx) => {
    const { merchantId, at } = actorOf(ctx);
    const range = reportRange(input, input.dimension, at);
    const filters: ReportFilters = { placeId: input.placeId, wellId: input.wellId };
    await checkReportFilters(ctx.db, merchantId, filters);
    const ends = { startTime: `${range.firstDay} 00:00:00`, endTime: `${range.lastDay} 23:59:59` };
    if (input.dimension === 'day' || input.dimension === 'month') {
      const { records, totals } = await timeBuckets(ctx.db, merchantId, input.dimension, range, filters);
      return { records, total: records.length, page: 1, size: records.length, totals, ...ends };
    }
    const window = clampPage(input);
    const { records, total, totals } = await ranking(ctx.db, merchantId, input.dimension, range, filters, window);
    return { records, total, page: window.page, size: window.size, totals, ...ends };
  });

  route(calls.quota, async (input, ctx) => {
    const { merchantId, at } = actorOf(ctx);
    await checkReportFilters(ctx.db, merchantId, { placeId: input.placeId });
    const year = input.year ?? yearOf(at);
    const window = clampPage(input);
    const tiers = await tiersOf(ctx.db, merchantId);
    const page = await quotaPage(ctx.db, merchantId, year, input.placeId, tiers, window);
    return {
      records: page.records,
      total: page.total,
      page: window.page,
      size: window.size,
      year,
      totals: page.totals,
      tiers: page.tiers.map((t, i) => ({
        label: tierLabel(t, i, page.tiers.length),
        upToPercent: t.up_to_percent,
        multiplier: t.multiplier_permille / 1000,
      })),
    };
  });
}
