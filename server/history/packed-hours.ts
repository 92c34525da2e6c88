import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { startOfDay } from '../http/format';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A reading packed: `at` (8 bytes), level (4), current (4), water meter (8), big-endian. */
export const PACKED_BYTES = 24;
/** PostgreSQL's timestamps count microseconds from 2000-01-01 UTC; this is that moment in epoch milliseconds. */
export const POSTGRES_EPOCH_MS = 946_684_800_000;
/** A reading of `well_reading` as its 24 bytes: each column's binary send form, `at` as timestamptz's own microseconds. */
export const PACKED_READING = sql`timestamptz_send(at) || int4send(level_cm) || int4send(current_deciamps) || int8send(meter_liters)`;
/** An hour is packed this long after it ended: the status batch writes a report within its flush (50 ms) of the report's time. */
export const PACK_AFTER_MS = 2 * 60_000;
/** The hours a pass looks back over for one not packed yet (the job runs every hour; a server down longer leaves older hours to the readings). */
export const PACK_LOOKBACK_HOURS = 48;
/** The days before the raw days kept whose packed hours a pass clears (the job runs every hour; one stopped longer leaves older ones). */
const CLEAR_LOOKBACK_DAYS = 7;

/** True when a well's hour row holds its readings packed, all of them: the SQL of it, on `well_hour` as `h`. */
export const PACKED_WHOLE = sql`octet_length(h.packed) = h.reports * ${PACKED_BYTES}`;

/**
 * One pass of the history job (server/docs/history.md, "Packed hours"): every well's hours that
 * ended at least PACK_AFTER_MS ago, in the last PACK_LOOKBACK_HOURS, not packed or packed before a
 * reading came, get their readings packed, one statement an hour for every well; the packed
 * hours of the days whose readings are no longer kept are cleared. Two processes at it write the
 * same bytes. Returns the well-hours packed and cleared.
 */
export async function packHours(db: Kysely<Database>, now: Date, rawDays: number): Promise<{ packed: number; cleared: number }> {
  const until = new Date(Math.floor((now.getTime() - PACK_AFTER_MS) / HOUR_MS) * HOUR_MS);
  const since = new Date(until.getTime() - PACK_LOOKBACK_HOURS * HOUR_MS);
  const { rows: hours } = await sql<{ hour: Date }>`select h.hour from well_hour h
    where h.hour >= ${since} and h.hour < ${until} and (h.packed is null or not ${PACKED_WHOLE})
    group by h.hour order by h.hour`.execute(db);
  let packed = 0;
  for (const { hour } of hours) {
    // the hour's readings in time order from the subquery: the aggregate reads them as they come
    const result = await sql`update well_hour h set packed = p.packed
      from (select well_id, string_agg(${PACKED_READING}, '') as packed
        from (select well_id, at, level_cm, current_deciamps, meter_liters from well_reading
          where at >= ${hour} and at < ${new Date(hour.getTime() + HOUR_MS)} order by well_id, at) r
        group by well_id) p
      where h.hour = ${hour} and h.well_id = p.well_id and (h.packed is null or not ${PACKED_WHOLE})`.execute(db);
    packed += Number(result.numAffectedRows ?? 0);
  }
  const firstKept = new Date(startOfDay(now).getTime() - (rawDays - 1) * DAY_MS);
  const cleared = await sql`update well_hour set packed = null
    where hour >= ${new Date(firstKept.getTime() - CLEAR_LOOKBACK_DAYS * DAY_MS)} and hour < ${firstKept} and packed is not null`.execute(
    db,
  );
  return { packed, cleared: Number(cleared.numAffectedRows ?? 0) };
}

/** The signed 64-bit integer at `offset`, big-endian: a number, exact below 2^53 (microseconds until the year 2255). */
export const int64 = (view: DataView, offset: number) => view.getInt32(offset) * 4_294_967_296 + view.getUint32(offset + 4);
