import { sql, type Kysely } from 'kysely';
import type { CallResponse } from '../../src/api/contract/define-call';
import type { sparklines } from '../../src/api/contract/well/history';
import type { Database } from '../db/schema';
import { formatDateTime } from '../http/format';

const HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * The merchant's wells among `wellIds`, each with its last 24 hours' mean water level (metres,
 * oldest first, the last the hour holding `now`; null where it sent nothing), from well_hour.
 */
export async function wellSparklines(
  db: Kysely<Database>,
  merchantId: number,
  wellIds: readonly number[],
  now: Date,
): Promise<CallResponse<typeof sparklines>> {
  const first = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - (HOURS - 1) * HOUR_MS;
  const wells = await db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(wellIds)])
    .orderBy('id')
    .execute();
  const { rows } = await sql<{ well_id: number; hour: Date; level_cm: number }>`
    select h.well_id, h.hour, round(h.level_sum_cm::numeric / h.reports)::int as level_cm from well_hour h
    where h.well_id = any(${wells.map((w) => w.id)}::int[]) and h.hour >= ${new Date(first)} and h.reports > 0`.execute(db);
  const levels = new Map(wells.map((w) => [w.id, Array.from({ length: HOURS }, (): number | null => null)]));
  for (const r of rows) {
    const slot = Math.round((r.hour.getTime() - first) / HOUR_MS);
    const series = levels.get(r.well_id);
    if (series && slot >= 0 && slot < HOURS) series[slot] = r.level_cm / 100;
  }
  return { from: formatDateTime(new Date(first)), rows: wells.map((w) => ({ wellId: w.id, levels: levels.get(w.id)! })) };
}
