import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../src/api/contract/call-table';
import type { Access } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { findCaller } from '../auth/caller-query';
import { isExpired, type SessionRow } from '../auth/session-store';
import { tokenFromHeader } from '../auth/tokens';
import { hasPermission, type UserIdentity } from '../auth/user-identity';
import { BusinessError, HttpError } from './business-error';
import { userOf, type AppServices, type CallContext } from './context';
import { serverMessages } from './messages';

export interface Caller { session: SessionRow | undefined; user: UserIdentity | undefined }

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

const loginTimeout = () => new BusinessError(ErrorCode.LOGIN_TIMEOUT);

/**
 * Who is calling, as the call's access demands; reads only. No Authorization on a protected
 * call is HTTP 401; an unknown, expired or logged-out token 10001; a missing permission 1007.
 */
export async function resolveCaller(services: AppServices, access: Access, request: FastifyRequest, now: Date): Promise<Caller> {
  if (access === 'public') return { session: undefined, user: undefined };
  if (access === 'merchantKey') {
    const key = request.headers['x-merchant-key'];
    if (typeof key !== 'string' || !sameSecret(key, services.config.merchantKey)) {
      throw new HttpError(401, ErrorCode.FAILED, serverMessages.badMerchantKey);
    }
    return { session: undefined, user: undefined };
  }
  const header = request.headers.authorization;
  const token = tokenFromHeader(typeof header === 'string' ? header : undefined);
  if (!token || token.length > 512) throw new HttpError(401, ErrorCode.FAILED, serverMessages.missingToken);
  const found = await findCaller(services.db, token);
  if (!found || isExpired(found.session, now, services.config)) throw loginTimeout();
  const { session, user } = found;
  if (access === 'session') return { session, user: undefined };
  if (!user) throw loginTimeout();
  const permissions = permissionsOf(access);
  if (permissions && !permissions.some((p) => hasPermission(user, p))) {
    throw new BusinessError(ErrorCode.NO_PERMISSION);
  }
  return { session, user };
}

/** A second permission a call needs for part of its work (a save that changes a row needs edit). */
export function requirePermission(ctx: CallContext, permission: string): void {
  if (!hasPermission(userOf(ctx), permission)) throw new BusinessError(ErrorCode.NO_PERMISSION);
}
