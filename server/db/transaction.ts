import type { Transaction } from 'kysely';
import type { Db } from './connect';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (every user call runs in
 * one, see server/audit/audited.ts), else a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
