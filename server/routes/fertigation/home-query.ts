import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The aggregates of the fertigation home page, each over the caller's merchant through an index:
 * machines by running state (fertigation_equip_merchant_idx), the records started in
 * [from, to) by status (usage_record_time_idx), and the counts of places, areas, valves and
 * unprocessed faults (their merchant indexes, fault_feedback_processed_idx).
 */
export function equipByRunState(db: Kysely<Database>, merchantId: number) {
  return db
    .selectFrom('fertigation_equip')
    .select((eb) => [
      'run_state',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.countAll<number | string>().filterWhere('is_online', '=', true).as('online'),
    ])
    .where('merchant_id', '=', merchantId)
    .groupBy('run_state');
}

export function recordsByStatus(db: Kysely<Database>, merchantId: number, from: Date, to: Date) {
  return db
    .selectFrom('usage_record')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('water_liters').as('water_liters'),
      eb.fn.sum<number | string | null>('amount_fen').as('amount_fen'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('business', '=', 'fertigation')
    .where('start_at', '>=', from)
    .where('start_at', '<', to)
    .groupBy('status');
}

export function merchantCounts(db: Kysely<Database>, merchantId: number) {
  return db.selectNoFrom((eb) => [
    eb
      .selectFrom('place')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .as('places'),
    eb
      .selectFrom('area')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .as('areas'),
    eb
      .selectFrom('valve')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .as('valves'),
    eb
      .selectFrom('fault_feedback')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('business', '=', 'fertigation')
      .where('processed', '=', 'N')
      .as('unprocessed_feedback'),
  ]);
}
