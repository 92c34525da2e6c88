import { sql, type Kysely } from 'kysely';
import { MAX_CLOCK_SKEW_MS } from '../../src/api/contract/device/messages';
import type { Database } from '../db/schema';
import type { FieldRecord } from '../devices/field/field-message';
import { checkRecord, checkRepeat } from './reconcile-checks';
import { bookReportedOrder } from './reported-orders';

/** Where records come from: the device (whose record numbers they are), its merchant and its well. */
export interface RecordSource {
  deviceId: number;
  merchantId: number;
  wellId: number;
}

/**
 * What became of a record: booked now (an order and its bill; `noCard`, held without either: the
 * merchant has no card of that number), held already (`again`: answered, nothing booked), or
 * `invalid` (not held: the controller keeps it and sends it again).
 */
export type RecordOutcome = 'booked' | 'noCard' | 'again' | 'invalid';

/** The advisory lock of a device's records (with the device's id): one record of a device at a time, in any process. */
const RECORD_LOCK = 7270023;

/** The usage record's order number of an offline record: its device and record number, its key. */
export const offlineOrderNo = (deviceId: number, recordNo: number) => `OFF${deviceId}N${recordNo}`;

const CARD_NO = /^[A-Za-z0-9]{4,32}$/;
const whole = (...values: number[]) => values.every((v) => Number.isSafeInteger(v) && v >= 0);

/**
 * Why a record cannot be held, or null. The MQTT schema refuses most of these already; a protocol's
 * codec hands records over unchecked. A record that ends after the server's now (its clock's skew
 * allowed) comes from a controller whose clock is wrong: booked, it would date money in the future.
 */
export function recordProblem(r: FieldRecord, now: Date): string | null {
  if (!whole(r.recordNo, r.startedAt, r.endedAt, r.startWh, r.endWh, r.startLiters, r.endLiters)) return 'not whole numbers';
  if (!whole(r.amountFen, r.balanceBeforeFen, r.balanceAfterFen) || r.recordNo < 1) return 'not whole numbers';
  if (!CARD_NO.test(r.cardNo)) return 'card number';
  if (r.endedAt < r.startedAt || r.endWh < r.startWh || r.endLiters < r.startLiters) return 'ends before it starts';
  if (r.balanceAfterFen !== r.balanceBeforeFen - r.amountFen) return 'balance after is not before less amount';
  if (r.endedAt > now.getTime() + MAX_CLOCK_SKEW_MS) return 'ends in the future';
  return null;
}

/**
 * One record, in its own transaction: held once per device and record number (the unique key decides
 * between two processes given the same record), then booked at the time it happened, as an online
 * order ends (money/reported-orders.ts), and checked against the records around it
 * (money/reconcile-checks.ts). A number held already with another content is named, not booked.
 */
export async function bookOfflineRecord(
  db: Kysely<Database>,
  source: RecordSource,
  r: FieldRecord,
  receivedAt: Date,
): Promise<RecordOutcome> {
  if (recordProblem(r, receivedAt) !== null) return 'invalid';
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RECORD_LOCK}, ${source.deviceId})`.execute(trx);
    const card = await trx
      .selectFrom('card')
      .select('id')
      .where('merchant_id', '=', source.merchantId)
      .where('card_no', '=', r.cardNo)
      .executeTakeFirst();
    const held = await trx
      .insertInto('offline_order')
      .values({
        merchant_id: source.merchantId,
        device_id: source.deviceId,
        well_id: source.wellId,
        record_no: r.recordNo,
        card_no: r.cardNo,
        card_id: card?.id ?? null,
        started_at: new Date(r.startedAt),
        ended_at: new Date(r.endedAt),
        start_wh: r.startWh,
        end_wh: r.endWh,
        start_liters: r.startLiters,
        end_liters: r.endLiters,
        amount_fen: r.amountFen,
        balance_before_fen: r.balanceBeforeFen,
        balance_after_fen: r.balanceAfterFen,
        usage_record_id: null,
        bill_id: null,
        received_at: receivedAt,
      })
      .onConflict((oc) => oc.columns(['device_id', 'record_no']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!held) {
      const before = await trx
        .selectFrom('offline_order')
        .selectAll()
        .where('device_id', '=', source.deviceId)
        .where('record_no', '=', r.recordNo)
        .executeTakeFirstOrThrow();
      await checkRepeat(trx, before, r, receivedAt);
      return 'again';
    }
    if (!card) {
      await checkRecord(trx, held, 0, receivedAt);
      return 'noCard';
    }
    const booked = await bookReportedOrder(
      trx,
      { merchantId: source.merchantId, userId: null, at: new Date(r.endedAt) },
      {
        wellId: source.wellId,
        cardId: card.id,
        orderNo: offlineOrderNo(source.deviceId, r.recordNo),
        startAt: new Date(r.startedAt),
        endAt: new Date(r.endedAt),
        electricWh: r.endWh - r.startWh,
        waterLiters: r.endLiters - r.startLiters,
        amountFen: r.amountFen,
      },
    );
    await trx
      .updateTable('offline_order')
      .set({ usage_record_id: booked.recordId, bill_id: booked.billId })
      .where('id', '=', held.id)
      .execute();
    await checkRecord(trx, held, booked.shortfallFen, receivedAt);
    return 'booked';
  });
}

/** The highest record number held of the device (0: none yet): what the controller may forget. */
export async function lastRecordNo(db: Kysely<Database>, deviceId: number): Promise<number> {
  const row = await db
    .selectFrom('offline_order')
    .select((eb) => eb.fn.max('record_no').as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A device's records (oldest first, as controllers send them), each booked once in its own
 * transaction: the MQTT `up/order` hands one, a protocol's report several. Answers what became of
 * each and the highest record number now held, for the controller's answer.
 */
export async function bookOfflineRecords(
  db: Kysely<Database>,
  source: RecordSource,
  records: readonly FieldRecord[],
  receivedAt: Date,
): Promise<{ outcomes: RecordOutcome[]; lastRecordNo: number }> {
  const outcomes: RecordOutcome[] = [];
  for (const r of records) outcomes.push(await bookOfflineRecord(db, source, r, receivedAt));
  return { outcomes, lastRecordNo: await lastRecordNo(db, source.deviceId) };
}
