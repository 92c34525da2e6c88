import type { Kysely } from 'kysely';
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
