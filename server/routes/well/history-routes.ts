import { wellHistoryCalls as calls } from '../../../src/api/contract';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { parseDateTime } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { wellCurve } from '../../history/well-curve';
import { wellSparklines } from '../../history/well-sparklines';
import { wellMessages } from './well-messages';

/** irrigationWell/history/curve and sparklines: a well's level, current and flow over a span, the monitor's 24 hours (server/docs/history.md). */
export function registerWellHistoryRoutes(route: RouteFn): void {
  route(calls.curve, async (input, ctx) => {
    // the contract checked `end`: it parses. Nothing is kept after now, so a span never ends later
    // (an end in year 9999 would also take the span's last day past what a date holds).
    const asked = input.end === undefined ? ctx.now : parseDateTime(input.end)!;
    const end = asked > ctx.now ? ctx.now : asked;
    const curve = await wellCurve(ctx.db, userOf(ctx).merchantId, input.wellId, input.range, end);
    if (!curve) throw fail(wellMessages.wellNotFound);
    return curve;
  });
  route(calls.sparklines, async (input, ctx) => wellSparklines(ctx.db, userOf(ctx).merchantId, input.wellIds, ctx.now));
}
