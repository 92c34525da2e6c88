/** PostgreSQL and PGlite report the same SQLSTATE codes and constraint names. */
const sqlState = (error: unknown): unknown => (error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined);

/** The unique index a statement broke (23505), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (sqlState(error) !== '23505') return undefined;
  return String((error as { constraint?: unknown }).constraint ?? '');
}

/** A reference to a row that does not exist (any more): 23503. */
export const foreignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/** Lost or refused connections: the database restarted, failed over, or is not there yet. */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a statement failed because its connection was lost or refused (SQLSTATE class 08, an
 * administrator or crash shutdown, a dropped socket), not because of the statement.
 */
export function connectionLost(error: unknown): boolean {
  const code = sqlState(error);
  if (typeof code === 'string' && (code.startsWith('08') || LOST_CODES.has(code))) return true;
  return (
    error instanceof Error && /Connection terminated|connection is closed|Client has encountered a connection error/i.test(error.message)
  );
}

/**
 * No connection within the busy limit: the embedded engine's one stayed taken
 * (server/db/embedded-dialect.ts), or the pool had none free and PostgreSQL gave no new one.
 */
const busy = (error: unknown): boolean =>
  sqlState(error) === 'IRR_DB_BUSY' || (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message));

/** The database went away or stayed busy past the limit, not because of the query: the caller gets 9998. */
export const databaseUnavailable = (error: unknown): boolean => connectionLost(error) || busy(error);

/**
 * A prepared statement planned before another process's migration changed its result's columns
 * (a `select *` of a table that gained one): the drivers prepare it again at its next run
 * (db/named-statements.ts, db/embedded-prepared.ts).
 */
export const stalePlan = (error: unknown): boolean =>
  sqlState(error) === '0A000' && error instanceof Error && /cached plan must not change result type/.test(error.message);

/**
 * Runs `work` again, once, when its connection was lost (the pool drops a lost connection, so the
 * second try runs on another) or a prepared statement went stale under a newer release's migration
 * (the second try prepares it again). Only for work that changes nothing, or that is safe to
 * repeat (a write whose commit may have happened is never repeated). A busy database is not tried
 * again: its wait already took the time the console gives an answer.
 */
export async function onceMoreIfLost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!connectionLost(error) && !stalePlan(error)) throw error;
    return work();
  }
}
