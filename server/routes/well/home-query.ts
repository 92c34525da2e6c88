import { sql, type Kysely } from 'kysely';
import { ATTENTION_LISTED } from '../../../src/api/contract/well/home';
import { toCount } from '../../db/count';
import type { Database } from '../../db/schema';

/** The merchant's wells counted by status and running state, with the online ones (well_status_idx). */
export function wellsByState(db: Kysely<Database>, merchantId: number) {
  return db
    .selectFrom('well')
    .select((eb) => [
      'status',
      'running',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.countAll<number | string>().filterWhere('is_online', '=', true).as('online'),
    ])
    .where('merchant_id', '=', merchantId)
    .groupBy(['status', 'running']);
}

/**
 * The merchant's wells that ask for attention, ATTENTION_LISTED of them: those with alarms or fault
 * reports not processed yet (most first), then those offline that are not stopped (停用 wells are
 * off on purpose), in the order they were added; `total` counts them all. One statement: the open feedback grouped by
 * well (fault_feedback_processed_idx), joined to the wells that have some or are offline.
 */
export async function wellsNeedingAttention(db: Kysely<Database>, merchantId: number) {
  const rows = await db
    .with('open', (q) =>
      q
        .selectFrom('fault_feedback')
        .select((eb) => [
          'well_id',
          eb.fn.countAll<number | string>().filterWhere('alarm_kind', 'is not', null).as('alarms'),
          eb.fn.countAll<number | string>().filterWhere('alarm_kind', 'is', null).as('faults'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('business', '=', 'well')
        .where('processed', '=', 'N')
        .where('well_id', 'is not', null)
        .groupBy('well_id'),
    )
    .selectFrom('well as w')
    .innerJoin('place', 'place.id', 'w.place_id')
    .leftJoin('open', 'open.well_id', 'w.id')
    .select((eb) => [
      'w.id',
      'w.cd',
      'w.name',
      'place.name as place_name',
      eb.and([eb('w.is_online', '=', false), eb('w.status', '<>', 'stop')]).as('offline'),
      eb.fn.coalesce('open.alarms', eb.lit(0)).as('alarms'),
      eb.fn.coalesce('open.faults', eb.lit(0)).as('faults'),
      eb.fn.countAll<number | string>().over().as('total'),
    ])
    .where('w.merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('open.well_id', 'is not', null), eb.and([eb('w.is_online', '=', false), eb('w.status', '<>', 'stop')])]))
    .orderBy(sql`coalesce(open.alarms, 0) + coalesce(open.faults, 0)`, 'desc')
    .orderBy('w.id')
    .limit(ATTENTION_LISTED)
    .execute();
  return {
    total: rows.length ? toCount(rows[0]!.total) : 0,
    wells: rows.map((r) => ({
      id: r.id,
      cd: r.cd,
      name: r.name,
      placeName: r.place_name,
      offline: Boolean(r.offline),
      alarms: toCount(r.alarms),
      faults: toCount(r.faults),
    })),
  };
}
