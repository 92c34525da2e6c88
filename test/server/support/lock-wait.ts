import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** A promise the test opens when it chooses: a transaction holding a lock waits on it. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Resolves once a session of the test's database waits on a lock (what the test set up to happen). */
export async function untilALockWaits(db: Kysely<Database>): Promise<void> {
  const waiting = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
      ).rows[0]!.n,
    );
  while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
}
