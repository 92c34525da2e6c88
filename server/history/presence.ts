import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Wells going online or offline at `at`, kept in their history (the curves' gaps, server/docs/history.md). */
export async function recordPresence(db: Kysely<Database>, wellIds: readonly number[], at: Date, online: boolean): Promise<void> {
  if (wellIds.length === 0) return;
  await db
    .insertInto('well_presence')
    .values(wellIds.map((wellId) => ({ well_id: wellId, at, online })))
    .execute();
}
