import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { evaluateStuckAlarms } from '../devices/alarm-rules';
import { periodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { packHours } from './packed-hours';
import { chinaDay, type ReadingPartitions } from './reading-partitions';

const DAY_MS = 86_400_000;

/**
 * One pass: today's and tomorrow's partitions made, the days past the raw days kept dropped,
 * yesterday's vacuumed (its day, the first pass of a day only), the closed hours packed and those
 * of the days dropped cleared (the well-hours of each), the stuck levels' alarms.
 */
export type HistoryJob = PeriodicJob<{ dropped: string[]; vacuumed: string | null; packed: number; cleared: number; stuckAlarms: number }>;

/**
 * The history's job of one server process (every `everyMs`; 0: only when asked, as in tests), run
 * by every process of a deployment: the partitions' DDL takes an advisory lock, so two passes at
 * once make and drop each day once, and the alarms' cool-down writes a stuck level's alarm once
 * (server/docs/history.md).
 */
export function historyJob(
  db: Kysely<Database>,
  partitions: ReadingPartitions,
  opts: { now: () => Date; rawDays: number; everyMs: number; log: (line: string) => void },
): HistoryJob {
  let vacuumedDay: string | undefined;
  const pass = async () => {
    const now = opts.now();
    await partitions.ensure(now);
    await partitions.ensure(new Date(now.getTime() + DAY_MS));
    const dropped = await partitions.dropBefore(now, opts.rawDays);
    if (dropped.length > 0) opts.log(JSON.stringify({ time: now.toISOString(), level: 'info', job: 'history', dropped }));
    // Yesterday's partition, written no more, vacuumed once by each process after midnight.
    // Autovacuum vacuums an insert-only table after a fifth of it is new since its last vacuum,
    // so up to the day's last hours stay not all-visible for good, and a well's day read through
    // the covering index fetches their heap pages, one a reading (server/docs/history.md).
    const yesterday = chinaDay(new Date(now.getTime() - DAY_MS));
    let vacuumed: string | null = null;
    if (vacuumedDay !== yesterday) {
      if (await partitions.vacuum(yesterday)) vacuumed = yesterday;
      vacuumedDay = yesterday;
    }
    const { packed, cleared } = await packHours(db, now, opts.rawDays);
    const stuck = await db.transaction().execute((trx) => evaluateStuckAlarms(trx, now));
    return { dropped, vacuumed, packed, cleared, stuckAlarms: stuck.length };
  };
  return periodicJob('history', pass, opts);
}
