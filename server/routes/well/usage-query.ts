import type { Kysely } from 'kysely';
import { toCount } from '../../db/count';
import type { Database } from '../../db/schema';
import { fenToYuan, formatDateTime, startOfDay } from '../../http/format';

const DAY_MS = 86_400_000;

type Sum = string | number | null;

// Sums of integer columns are bigint/numeric: text on node-postgres, within safe integers here.
const whole = (v: Sum) => Number(v ?? 0);
/** Summed litres as m³ (3 decimals). */
export const litresToM3 = (litres: Sum) => whole(litres) / 1000;
/** Summed Wh as kWh with 2 decimals. */
export const whToKwh = (wh: Sum) => Math.round(whole(wh) / 10) / 100;

/**
 * The well orders of a merchant (or of one of its wells) started in [from, to): one aggregate over a
 * range of usage_record_time_idx. Water and power of every order (a running one so far; booked and
 * cancelled ones carry what they drew, usually nothing), the amount of the finished ones only.
 * `date` is the China day of `from`.
 */
export async function usageBetween(db: Kysely<Database>, merchantId: number, from: Date, to: Date, wellId?: number) {
  let query = db
    .selectFrom('usage_record')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<Sum>('water_liters').as('water_liters'),
      eb.fn.sum<Sum>('electric_wh').as('electric_wh'),
      eb.fn.sum<Sum>('amount_fen').filterWhere('status', '=', 'FINISH').as('amount_fen'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('business', '=', 'well')
    .where('start_at', '>=', from)
    .where('start_at', '<', to);
  if (wellId !== undefined) query = query.where('well_id', '=', wellId);
  const r = await query.executeTakeFirstOrThrow();
  return {
    date: formatDateTime(from).slice(0, 10),
    orders: toCount(r.orders),
    waterM3: litresToM3(r.water_liters),
    powerKwh: whToKwh(r.electric_wh),
    amount: fenToYuan(whole(r.amount_fen)),
  };
}

/** The well orders started in the server's current day (China Standard Time), the whole day. */
export function todayUsage(db: Kysely<Database>, merchantId: number, now: Date, wellId?: number) {
  const from = startOfDay(now);
  return usageBetween(db, merchantId, from, new Date(from.getTime() + DAY_MS), wellId);
}

/** Fault reports of the merchant's wells (or of one well) not processed yet (fault_feedback_processed_idx). */
export async function openFaults(db: Kysely<Database>, merchantId: number, wellId?: number): Promise<number> {
  let query = db
    .selectFrom('fault_feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('business', '=', 'well')
    .where('processed', '=', 'N');
  if (wellId !== undefined) query = query.where('well_id', '=', wellId);
  return toCount((await query.executeTakeFirstOrThrow()).n);
}
