import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The well's newest pump command still waiting for the terminal's answer: an answer that names no
 * command of its socket (a protocol without serials, or a command written to the socket before a
 * reconnect) ends this one.
 */
export async function pendingCommandOf(db: Kysely<Database>, wellId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('device_command')
    .select('id')
    .where('well_id', '=', wellId)
    .where('status', '=', 'SENT')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}
