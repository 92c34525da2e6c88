import { DEVICE_STATUSES, WELL_RUNNING, wellHomeCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { userOf } from '../../http/context';
import type { RouteFn } from '../../http/route';
import { formatDateTime, startOfDay } from '../../http/format';
import { timeBuckets } from '../money/report-query';
import { addDays, split } from '../money/report-range';
import { wellsByState, wellsNeedingAttention } from './home-query';
import { comparedSpans } from '../business/home-spans';
import { openFaults, todayUsage, usageBetween } from './usage-query';

/** The days of the home page's chart, today the last. */
const CHART_DAYS = 30;

/** Every key of `keys` with the sum of `rows` having it (0 when none). */
function countsBy<K extends string>(keys: readonly K[], rows: readonly { key: string; n: number }[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.filter((r) => r.key === k).reduce((sum, r) => sum + r.n, 0)])) as Record<K, number>;
}

/** irrigationWell/home/summary: the wells' home page figures, merchant-scoped, "today" by the server's clock (server/docs/wells.md). */
export function registerWellHomeRoutes(route: RouteFn): void {
  route(calls.summary, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const states = (await wellsByState(ctx.db, merchantId).execute()).map((r) => ({
      status: r.status,
      running: r.running,
      n: toCount(r.n),
      online: toCount(r.online),
    }));
    const spans = comparedSpans(ctx.now);
    const today = formatDateTime(startOfDay(ctx.now)).slice(0, 10);
    const total = states.reduce((sum, r) => sum + r.n, 0);
    const online = states.reduce((sum, r) => sum + r.online, 0);
    return {
      wells: {
        total,
        byStatus: countsBy(
          DEVICE_STATUSES,
          states.map((r) => ({ key: r.status, n: r.n })),
        ),
        byRunning: countsBy(
          WELL_RUNNING,
          states.map((r) => ({ key: r.running, n: r.n })),
        ),
        online,
        onlineRate: total === 0 ? null : Math.round((online / total) * 10_000) / 10_000,
      },
      today: await todayUsage(ctx.db, merchantId, ctx.now),
      yesterday: await usageBetween(ctx.db, merchantId, spans.yesterday.from, spans.yesterday.to),
      lastMonth: await usageBetween(ctx.db, merchantId, spans.lastMonth.from, spans.lastMonth.to),
      days: (await timeBuckets(ctx.db, merchantId, 'day', split(addDays(today, 1 - CHART_DAYS), today), {})).records,
      openFaults: await openFaults(ctx.db, merchantId),
      attention: await wellsNeedingAttention(ctx.db, merchantId),
    };
  });
}
