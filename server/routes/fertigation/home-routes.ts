import type { Kysely } from 'kysely';
import { ORDER_STATUSES, RUN_STATES, fertigationHomeCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import type { Database } from '../../db/schema';
import { userOf } from '../../http/context';
import { fenToYuan, formatDateTime, startOfDay } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { comparedSpans } from '../business/home-spans';
import { addDays } from '../money/report-range';
import { equipByRunState, equipsNeedingAttention, merchantCounts, recordsByStatus, runsByDay } from './home-query';

const DAY_MS = 86_400_000;
/** The days of the home page's chart, today the last. */
const CHART_DAYS = 30;

type Count = string | number | bigint | null;

/** Every key of `keys` with its count from `rows` (0 when no row has it). */
function countsBy<K extends string>(keys: readonly K[], rows: readonly { key: string; n: Count }[]): Record<K, number> {
  const found = new Map(rows.map((r) => [r.key, toCount(r.n)]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
}

interface RunSums {
  n: Count;
  water_liters: Count;
  amount_fen: Count;
}

/** A span's records (any status) and the finished ones' water and amount. */
const runsOf = (date: string, total: number, finished: RunSums | undefined) => ({
  date,
  total,
  waterM3: toCount(finished?.water_liters) / 1000,
  amount: fenToYuan(toCount(finished?.amount_fen)),
});

/** The records started in [from, to) as the home page compares them. */
async function runsBetween(db: Kysely<Database>, merchantId: number, from: Date, to: Date) {
  const rows = await recordsByStatus(db, merchantId, from, to).execute();
  const total = rows.reduce((sum, r) => sum + toCount(r.n), 0);
  return {
    rows,
    runs: runsOf(
      formatDateTime(from).slice(0, 10),
      total,
      rows.find((r) => r.status === 'FINISH'),
    ),
  };
}

/** fertigation/home/summary: the home page's figures, merchant-scoped, "today" by the server's clock (server/docs/fertigation.md). */
export function registerHomeRoutes(route: RouteFn): void {
  route(calls.summary, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const from = startOfDay(ctx.now);
    const to = new Date(from.getTime() + DAY_MS);
    const spans = comparedSpans(ctx.now);
    const equipRows = await equipByRunState(ctx.db, merchantId).execute();
    const today = await runsBetween(ctx.db, merchantId, from, to);
    const yesterday = await runsBetween(ctx.db, merchantId, spans.yesterday.from, spans.yesterday.to);
    const lastMonth = await runsBetween(ctx.db, merchantId, spans.lastMonth.from, spans.lastMonth.to);
    const firstDay = addDays(today.runs.date, 1 - CHART_DAYS);
    const byDay = new Map(
      (await runsByDay(ctx.db, merchantId, new Date(from.getTime() - (CHART_DAYS - 1) * DAY_MS), to).execute()).map((r) => [r.day, r]),
    );
    const attention = await equipsNeedingAttention(ctx.db, merchantId).execute();
    const counts = await merchantCounts(ctx.db, merchantId).executeTakeFirstOrThrow();

    const total = equipRows.reduce((sum, r) => sum + toCount(r.n), 0);
    const online = equipRows.reduce((sum, r) => sum + toCount(r.online), 0);
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
        ...today.runs,
        byStatus: countsBy(
          ORDER_STATUSES,
          today.rows.map((r) => ({ key: r.status, n: r.n })),
        ),
      },
      yesterday: yesterday.runs,
      lastMonth: lastMonth.runs,
      days: Array.from({ length: CHART_DAYS }, (_, i) => {
        const date = addDays(firstDay, i);
        const day = byDay.get(date);
        return runsOf(date, toCount(day?.n ?? 0), day);
      }),
      attention: {
        total: attention.length ? toCount(attention[0]!.total) : 0,
        equips: attention.map((r) => ({
          id: r.id,
          cd: r.cd,
          name: r.name,
          placeName: r.place_name,
          offline: Boolean(r.offline),
          damaged: Boolean(r.damaged),
          faults: toCount(r.faults),
        })),
      },
      unprocessedFeedback: toCount(counts.unprocessed_feedback),
      places: toCount(counts.places),
      areas: toCount(counts.areas),
      valves: toCount(counts.valves),
    };
  });
}
