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
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a query failed because the database went away (SQLSTATE class 08, an administrator or
 * crash shutdown, a refused or dropped socket), not because of the query: the caller gets 9998.
 */
export function databaseUnavailable(error: unknown): boolean {
  const code = sqlState(error);
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  return error instanceof Error && /Connection terminated|connection is closed|Client has encountered a connection error/i.test(error.message);
}
