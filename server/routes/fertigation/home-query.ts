import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ATTENTION_LISTED } from '../../../src/api/contract/well/home';
import type { Database } from '../../db/schema';

/** The machines joined to their place and open faults (equipsNeedingAttention). */
type Joined = Database & { e: Database['fertigation_equip']; open: { equip_id: number | null; faults: number | string } };

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

/** The records started in [from, to) by China day (report_day): how many, the finished ones' water and amount (usage_record_time_idx). */
export function runsByDay(db: Kysely<Database>, merchantId: number, from: Date, to: Date) {
  return db
    .selectFrom('usage_record')
    .select((eb) => [
      sql<string>`to_char(report_day(start_at), 'YYYY-MM-DD')`.as('day'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('water_liters').filterWhere('status', '=', 'FINISH').as('water_liters'),
      eb.fn.sum<number | string | null>('amount_fen').filterWhere('status', '=', 'FINISH').as('amount_fen'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('business', '=', 'fertigation')
    .where('start_at', '>=', from)
    .where('start_at', '<', to)
    .groupBy(sql`1`);
}

/**
 * The merchant's machines that ask for attention, ATTENTION_LISTED of them: those with fault reports
 * not processed yet (most first), then damaged ones (故障), then those offline while enabled (a
 * stopped machine is off on purpose), in the order they were added; `total` counts them all. One
 * statement: the open faults grouped by machine (fault_feedback_processed_idx) joined to the machines.
 */
export function equipsNeedingAttention(db: Kysely<Database>, merchantId: number) {
  const offline = (eb: ExpressionBuilder<Joined, 'e'>) => eb.and([eb('e.is_online', '=', false), eb('e.enabled', '=', 'Y')]);
  return db
    .with('open', (q) =>
      q
        .selectFrom('fault_feedback')
        .select((eb) => ['equip_id', eb.fn.countAll<number | string>().as('faults')])
        .where('merchant_id', '=', merchantId)
        .where('business', '=', 'fertigation')
        .where('processed', '=', 'N')
        .where('equip_id', 'is not', null)
        .groupBy('equip_id'),
    )
    .selectFrom('fertigation_equip as e')
    .innerJoin('place', 'place.id', 'e.place_id')
    .leftJoin('open', 'open.equip_id', 'e.id')
    .select((eb) => [
      'e.id',
      'e.cd',
      'e.name',
      'place.name as place_name',
      offline(eb).as('offline'),
      eb('e.run_state', '=', 'DAMAGE').as('damaged'),
      eb.fn.coalesce('open.faults', eb.lit(0)).as('faults'),
      eb.fn.countAll<number | string>().over().as('total'),
    ])
    .where('e.merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('open.equip_id', 'is not', null), eb('e.run_state', '=', 'DAMAGE'), offline(eb)]))
    .orderBy(sql`coalesce(open.faults, 0)`, 'desc')
    .orderBy(sql`e.run_state = 'DAMAGE'`, 'desc')
    .orderBy('e.id')
    .limit(ATTENTION_LISTED);
}
