import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../../src/api/error-codes';
import type { Database } from '../../db/schema';
import { hasPermission } from '../../auth/user-identity';
import { BusinessError } from '../../http/business-error';
import { userOf, type CallContext } from '../../http/context';
import { parseDateTime } from '../../http/format';
import { fertigationMessages as msg } from './messages';

export type Db = Kysely<Database> | Transaction<Database>;

export const fail = (message: string): BusinessError => new BusinessError(ErrorCode.FAILED, message);

/** The optional `startTime`/`endTime` filter of a findPage, parsed (the contract checked the shape); a reversed range is refused. */
export function dateWindow(input: { startTime?: string; endTime?: string }): { from?: Date; to?: Date } {
  const from = input.startTime === undefined ? undefined : parseDateTime(input.startTime);
  const to = input.endTime === undefined ? undefined : parseDateTime(input.endTime);
  if (from && to && from > to) throw fail(msg.reversedRange);
  return { from, to };
}

/** A second permission a call needs for part of its work (a save that changes a row needs edit). */
export function requirePermission(ctx: CallContext, permission: string): void {
  if (!hasPermission(userOf(ctx), permission)) throw new BusinessError(ErrorCode.NO_PERMISSION);
}

/** The unique index a statement broke (PostgreSQL and PGlite both report 23505 with the constraint). */
export function uniqueViolation(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' ? String(e.constraint ?? '') : undefined;
}

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
    if ((error as { code?: unknown } | null)?.code === '23503') throw fail(gone);
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

/** A text matched literally inside LIKE: the caller's % and _ are not patterns. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const contains = (text: string) => `%${likeEscape(text)}%`;
export const startsWith = (text: string) => `${likeEscape(text)}%`;

/** Integer scaled by 10^decimals back to the number sent. */
export const unscale = (value: number, decimals: number) => value / 10 ** decimals;
/** A number with at most `decimals` decimals (checked by the contract) to its scaled integer. */
export const scale = (value: number, decimals: number) => Math.round(value * 10 ** decimals);

/** Signal band of spec section 3: offline or 0 is ZERO; below 10 LOW, below 20 MEDIUM, else HIGH. */
export function sigIntensity(isOnline: boolean, sigTenths: number): 'ZERO' | 'LOW' | 'MEDIUM' | 'HIGH' {
  if (!isOnline || sigTenths <= 0) return 'ZERO';
  if (sigTenths < 100) return 'LOW';
  return sigTenths < 200 ? 'MEDIUM' : 'HIGH';
}
