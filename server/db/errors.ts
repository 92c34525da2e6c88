/** PostgreSQL and PGlite report the same SQLSTATE codes and constraint names. */
const sqlState = (error: unknown): unknown => (error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined);

/** The unique index a statement broke (23505), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (sqlState(error) !== '23505') return undefined;
  return String((error as { constraint?: unknown }).constraint ?? '');
}

/** A reference to a row that does not exist (any more): 23503. */
export const foreignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';
