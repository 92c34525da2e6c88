import { ORDER_STATUSES, RUN_STATES, fertigationHomeCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { userOf } from '../../http/context';
import { fenToYuan, formatDateTime, startOfDay } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { equipByRunState, merchantCounts, recordsByStatus } from './home-query';

const DAY_MS = 86_400_000;

type Count = string | number | bigint | null;

/** Every key of `keys` with its count from `rows` (0 when no row has it). */
function countsBy<K extends string>(keys: readonly K[], rows: readonly { key: string; n: Count }[]): Record<K, number> {
  const found = new Map(rows.map((r) => [r.key, toCount(r.n)]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
}

/** fertigation/home/summary: the home page's figures, merchant-scoped, "today" by the server's clock. */
export function registerHomeRoutes(route: RouteFn): void {
  route(calls.summary, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const from = startOfDay(ctx.now);
    const to = new Date(from.getTime() + DAY_MS);
    const equipRows = await equipByRunState(ctx.db, merchantId).execute();
    const recordRows = await recordsByStatus(ctx.db, merchantId, from, to).execute();
    const counts = await merchantCounts(ctx.db, merchantId).executeTakeFirstOrThrow();

    const total = equipRows.reduce((sum, r) => sum + toCount(r.n), 0);
    const online = equipRows.reduce((sum, r) => sum + toCount(r.online), 0);
    const finished = recordRows.find((r) => r.status === 'FINISH');
    return {
      equip: {
        total,
        byRunState: countsBy(
          RUN_STATES,
          equipRows.map((r) => ({ key: r.run_state, n: r.n })),
        ),
        online,
        onlineRate: total === 0 ? null : Math.round((online / total) * 10_000) / 10_000,
      },
      today: {
        date: formatDateTime(from).slice(0, 10),
        total: recordRows.reduce((sum, r) => sum + toCount(r.n), 0),
        byStatus: countsBy(
          ORDER_STATUSES,
          recordRows.map((r) => ({ key: r.status, n: r.n })),
        ),
        waterM3: toCount(finished?.water_liters) / 1000,
        amount: fenToYuan(toCount(finished?.amount_fen)),
      },
      unprocessedFeedback: toCount(counts.unprocessed_feedback),
      places: toCount(counts.places),
      areas: toCount(counts.areas),
      valves: toCount(counts.valves),
    };
  });
}
