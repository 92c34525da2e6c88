import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../src/api/contract/call-table';
import type { Access } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import type { FoundCaller, RequestNonce } from '../auth/caller-query';
import { onceMoreIfLost } from '../db/errors';
import { isDisplayOnly, unlimitedAt } from '../auth/display-account';
import { isExpired, type SessionRow } from '../auth/session-store';
import { tokenFromHeader } from '../auth/tokens';
import { hasPermission, identityOf, type UserIdentity } from '../auth/user-identity';
import { BusinessError, HttpError } from './business-error';
import { userOf, type AppServices, type CallContext } from './context';
import { serverMessages } from './messages';

export interface Caller {
  session: SessionRow | undefined;
  user: UserIdentity | undefined;
}

/** Compares two secrets in a time that tells nothing of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

const loginTimeout = () => new BusinessError(ErrorCode.LOGIN_TIMEOUT);

/** Calls made with a session's token (the others are public or a portal server's). */
export const withToken = (access: Access): boolean => access !== 'public' && access !== 'merchantKey';

/** The caller, and whether its statement found the request's nonce used before. */
export interface IdentifiedCaller extends Caller {
  replayed: boolean;
}

/**
 * Who is calling, as the call's access demands, in one statement that also takes the `nonce` when
 * one is given. No Authorization on a protected call is HTTP 401; an unknown, expired or logged-out
 * token (or a user gone or disabled, for the calls of a user) 10001, with 商户已停用 for a user of a
 * merchant the platform suspended. The permission and the replay are the next steps'
 * (checkPermission, then nonceReplayed).
 */
export async function identifyCaller(
  services: AppServices,
  access: Access,
  request: FastifyRequest,
  now: Date,
  nonce?: RequestNonce,
): Promise<IdentifiedCaller> {
  if (access === 'public') return { session: undefined, user: undefined, replayed: false };
  if (access === 'merchantKey') {
    const key = request.headers['x-merchant-key'];
    if (typeof key !== 'string' || !sameSecret(key, services.config.merchantKey)) {
      throw new HttpError(401, ErrorCode.FAILED, serverMessages.badMerchantKey);
    }
    return { session: undefined, user: undefined, replayed: false };
  }
  const header = request.headers.authorization;
  const token = tokenFromHeader(typeof header === 'string' ? header : undefined);
  if (!token || token.length > 512) throw new HttpError(401, ErrorCode.FAILED, serverMessages.missingToken);
  const terms = nonce && { ...nonce, now, limits: services.config, anonymous: access === 'session' };
  let found = await onceMoreIfLost(() => services.callers.find(token, terms));
  if (!found) throw loginTimeout();
  const identify = async ({ row, roles, lines }: NonNullable<FoundCaller['user']>) =>
    identityOf(row, roles, await services.roleGrants.permissionsOf(services.db, row.user_type, roles), lines);
  const usable = found.suspended ? undefined : found.user;
  let user = usable && access !== 'session' ? await identify(usable) : undefined;
  if (isExpired(found.session, now, services.config)) {
    // a display account's session does not time out (display-account.ts), for its logout too; the
    // statement took no nonce for a session past the limits: it is looked up again without them
    user ??= usable && (await identify(usable));
    if (!user || !isDisplayOnly(user)) throw loginTimeout();
    if (terms) found = (await onceMoreIfLost(() => services.callers.find(token, { ...terms, limits: unlimitedAt(now) }))) ?? found;
  }
  const replayed = nonce !== undefined && !found.fresh;
  if (access === 'session') return { session: found.session, user: undefined, replayed };
  // the session ends as a logged-out one does (the console logs out), with the reason
  if (found.suspended) throw new BusinessError(ErrorCode.LOGIN_TIMEOUT, serverMessages.merchantSuspended);
  if (!user) throw loginTimeout();
  return { session: found.session, user, replayed };
}

/** The call's permission (`{ permission }` access), within the merchant's business lines: else 1007. */
export function checkPermission(access: Access, user: UserIdentity | undefined): void {
  const permissions = permissionsOf(access);
  if (permissions && !(user && permissions.some((p) => hasPermission(user, p)))) throw new BusinessError(ErrorCode.NO_PERMISSION);
}

/** A second permission a call needs for part of its work (a save that changes a row needs edit). */
export function requirePermission(ctx: CallContext, permission: string): void {
  if (!hasPermission(userOf(ctx), permission)) throw new BusinessError(ErrorCode.NO_PERMISSION);
}
