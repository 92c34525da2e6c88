import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { fail } from '../../http/business-error';
import { businessMessages as msg } from './messages';

/**
 * Runs a write; a duplicate on one of `indexes` (a concurrent save of the same code) becomes its
 * message, and a reference to a row deleted meanwhile (23503) becomes `gone`.
 */
export async function refuseDuplicates<T>(indexes: Record<string, string>, write: () => Promise<T>, gone: string = msg.stale): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined && constraint in indexes) throw fail(indexes[constraint] as string);
    if (foreignKeyViolation(error)) throw fail(gone);
    throw error;
  }
}

/**
 * After an update guarded by `version` touched no row: the row is gone (or another merchant's,
 * which is the same to this caller) or someone saved it first.
 */
export async function staleOrMissing(exists: () => Promise<unknown>, what: string): Promise<never> {
  throw fail((await exists()) ? msg.stale : msg.notFound(what));
}
