import { wellBigScreenCalls as calls } from '../../../src/api/contract';
import { userOf } from '../../http/context';
import { startOfDay } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { topByWater, usageByHour } from './big-screen-query';
import { openFaults, todayUsage } from './usage-query';

/** irrigationWell/bigScreen/today: the big screen's figures of today, merchant-scoped, by the server's clock (server/docs/wells.md). */
export function registerBigScreenRoutes(route: RouteFn): void {
  route(calls.today, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const dayStart = startOfDay(ctx.now);
    const { date, orders, waterM3, powerKwh, amount } = await todayUsage(ctx.db, merchantId, ctx.now);
    return {
      date,
      orders,
      waterM3,
      powerKwh,
      amount,
      openFaults: await openFaults(ctx.db, merchantId),
      hours: await usageByHour(ctx.db, merchantId, dayStart),
      topWells: await topByWater(ctx.db, merchantId, dayStart, 'well'),
      topPlaces: await topByWater(ctx.db, merchantId, dayStart, 'place'),
    };
  });
}
