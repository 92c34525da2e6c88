import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDateTime, startOfDay } from '../http/format';

/** Serialises the partitions' DDL of several processes on one PostgreSQL (with the migrations' lock key's neighbour). */
export const HISTORY_LOCK_KEY = 7_270_026;

const DAY_MS = 86_400_000;
const PREFIX = 'well_reading_';

/** The China day holding `at`, as yyyy-MM-dd. */
export const chinaDay = (at: Date): string => formatDateTime(at).slice(0, 10);

/** The partition of the China day `day` (yyyy-MM-dd): well_reading_20261129. */
export const partitionName = (day: string): string => `${PREFIX}${day.replaceAll('-', '')}`;

/** The day of a partition's name, or null for a table that is not one of them. */
function dayOf(name: string): string | null {
  const m = /^well_reading_(\d{4})(\d{2})(\d{2})$/.exec(name);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** well_reading's day partitions, from the catalog (what every process sees). */
async function partitionDays(db: Kysely<Database>): Promise<{ name: string; day: string }[]> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid where i.inhparent = 'well_reading'::regclass`.execute(db);
  return rows.flatMap(({ name }) => {
    const day = dayOf(name);
    return day === null ? [] : [{ name, day }];
  });
}

/**
 * The day partitions of well_reading. Each process makes the day's partition before it writes the
 * day's first readings (and the job makes tomorrow's ahead, so that a write rarely waits on DDL);
 * the job drops the days older than the raw days kept. Both under one advisory lock, in a
 * transaction: two processes never make or drop a day twice, and a restart finds what is there.
 */
export class ReadingPartitions {
  /** The days this process knows to have their partition. */
  private readonly made = new Set<string>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Makes the partition of the China day holding `at` unless this process knows it is there. */
  async ensure(at: Date): Promise<void> {
    const day = chinaDay(at);
    if (this.made.has(day)) return;
    const from = startOfDay(at);
    const to = new Date(from.getTime() + DAY_MS);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`.execute(trx);
      await sql`create table if not exists ${sql.id(partitionName(day))} partition of well_reading
        for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(trx);
    });
    this.made.add(day);
  }

  /** The days that have a partition, oldest first. */
  async days(): Promise<string[]> {
    return (await partitionDays(this.db)).map((p) => p.day).sort();
  }

  /**
   * Drops the partitions of the days before the `keepDays` China days ending with the one holding
   * `now` (today and the keepDays − 1 before it stay). Returns the days dropped.
   */
  async dropBefore(now: Date, keepDays: number): Promise<string[]> {
    const oldestKept = chinaDay(new Date(startOfDay(now).getTime() - (keepDays - 1) * DAY_MS));
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${HISTORY_LOCK_KEY})`.execute(trx);
      const dropped: string[] = [];
      for (const { name, day } of await partitionDays(trx)) {
        if (day >= oldestKept) continue;
        await sql`drop table if exists ${sql.id(name)}`.execute(trx);
        this.made.delete(day);
        dropped.push(day);
      }
      return dropped.sort();
    });
  }

  /**
   * Vacuums (and analyzes) the partition of `day` if there is one; true when there was. Outside a
   * transaction (vacuum runs in none) and its lock, so that no partition's DDL waits for it; a
   * partition another process drops between the catalog's read and the vacuum fails the call.
   */
  async vacuum(day: string): Promise<boolean> {
    if (!(await partitionDays(this.db)).some((p) => p.day === day)) return false;
    await sql`vacuum (analyze) ${sql.id(partitionName(day))}`.execute(this.db);
    return true;
  }
}
