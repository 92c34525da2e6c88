import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { evaluateStuckAlarms } from '../devices/alarm-rules';
import { periodicJob, type PeriodicJob } from '../jobs/periodic-job';
import type { ReadingPartitions } from './reading-partitions';

const DAY_MS = 86_400_000;

/** One pass: today's and tomorrow's partitions made, the days past the raw days kept dropped, the stuck levels' alarms. */
export type HistoryJob = PeriodicJob<{ dropped: string[]; stuckAlarms: number }>;

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
  const pass = async () => {
    const now = opts.now();
    await partitions.ensure(now);
    await partitions.ensure(new Date(now.getTime() + DAY_MS));
    const dropped = await partitions.dropBefore(now, opts.rawDays);
    if (dropped.length > 0) opts.log(JSON.stringify({ time: now.toISOString(), level: 'info', job: 'history', dropped }));
    const stuck = await db.transaction().execute((trx) => evaluateStuckAlarms(trx, now));
    return { dropped, stuckAlarms: stuck.length };
  };
  return periodicJob('history', pass, opts);
}
