import { wellHistoryReportCalls as calls } from '../../../src/api/contract';
import { userOf, type CallContext } from '../../http/context';
import { clampPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { checkReportFilters, type ReportFilters } from '../money/report-filters';
import { completenessPage } from './completeness-report-query';
import { extractionPage } from './extraction-report-query';
import { levelPage } from './level-report-query';
import { monthOf, reportMonth, yearBefore } from './report-month';

/** The caller's merchant, the filters (refused unless the merchant's) and the page asked. */
async function scopeOf(input: ReportFilters & { page?: number | undefined; size?: number | undefined }, ctx: CallContext) {
  const merchantId = userOf(ctx).merchantId;
  const filters: ReportFilters = { placeId: input.placeId, wellId: input.wellId };
  await checkReportFilters(ctx.db, merchantId, filters);
  return { merchantId, filters, window: clampPage(input) };
}

/**
 * irrigationWell/report/level, extraction and completeness: 统计报表's reports of the field's
 * history (server/docs/history.md, "Reports"), from the month rollups, on the caller's merchant's
 * wells only (a village or well of another merchant is refused).
 */
export function registerHistoryReportRoutes(route: RouteFn): void {
  route(calls.levelReport, async (input, ctx) => {
    const { merchantId, filters, window } = await scopeOf(input, ctx);
    const month = input.month ?? monthOf(ctx.now);
    const lastYearMonth = yearBefore(month);
    const keys = [reportMonth(month).key, reportMonth(lastYearMonth).key] as const;
    const page = await levelPage(ctx.db, merchantId, ...keys, input.groupBy, filters, window);
    return { ...page, page: window.page, size: window.size, month, lastYearMonth };
  });

  route(calls.extractionReport, async (input, ctx) => {
    const { merchantId, filters, window } = await scopeOf(input, ctx);
    const thisMonth = monthOf(ctx.now);
    const thisYear = Number(thisMonth.slice(0, 4));
    const year = input.year ?? thisYear;
    // the months begun: all of a past year, none of a year to come
    const lastMonth = year < thisYear ? 12 : year > thisYear ? 0 : Number(thisMonth.slice(5, 7));
    const page = await extractionPage(ctx.db, merchantId, year, lastMonth, input.groupBy, filters, window);
    return { ...page, page: window.page, size: window.size, year };
  });

  route(calls.completenessReport, async (input, ctx) => {
    const { merchantId, filters, window } = await scopeOf(input, ctx);
    const month = input.month ?? monthOf(ctx.now);
    const page = await completenessPage(ctx.db, merchantId, reportMonth(month), ctx.now, filters, window);
    return { ...page, page: window.page, size: window.size, month };
  });
}
