import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/error-codes';
import type { RequestNonce } from '../auth/caller-query';
import { verifySignature } from '../auth/signature';
import type { Database } from '../db/schema';
import { BusinessError } from './business-error';
import { serverMessages } from './messages';

export interface SignedRequest {
  timestamp: string;
  nonce: string;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What the signature covers: the raw body, or the query string for GET and multipart calls. */
export function signedPayload(request: FastifyRequest, rawBody: string | undefined, signQuery: boolean): string {
  if (!signQuery) return rawBody ?? '';
  const q = request.url.indexOf('?');
  return q < 0 ? '' : request.url.slice(q + 1);
}

/**
 * Checks the headers `timestamp`, `nonce` and `sign` without touching the database; throws 1008.
 * The nonce is consumed later, once the request is known to be well formed.
 */
export function checkSignature(request: FastifyRequest, payload: string, secret: string, now: Date, windowMs: number): SignedRequest {
  const timestamp = header(request, 'timestamp');
  const nonce = header(request, 'nonce');
  const sign = header(request, 'sign');
  if (!timestamp || !nonce || !sign) throw new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.signatureMissing);
  if (!/^\d{1,15}$/.test(timestamp) || !/^[A-Za-z0-9_-]{16,128}$/.test(nonce)) {
    throw new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.signatureBad);
  }
  if (!verifySignature(secret, timestamp, nonce, payload, sign)) {
    throw new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.signatureBad);
  }
  if (Math.abs(now.getTime() - Number(timestamp)) > windowMs) {
    throw new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.signatureExpired);
  }
  return { timestamp, nonce };
}

/** Until when a nonce is kept: a little longer than a timestamp can be accepted, so it cannot come back valid. */
export const nonceExpiry = (now: Date, windowMs: number): Date => new Date(now.getTime() + 2 * windowMs + 60_000);

/** A nonce used before, inside its life: 1008. */
export const nonceReplayed = (): BusinessError => new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.nonceReplayed);

/** Records the nonce of a call made without a session (the others take it with the caller); a second use inside its life is a replay (1008). */
export async function consumeNonce(db: Kysely<Database>, nonce: RequestNonce): Promise<void> {
  const inserted = await db
    .insertInto('nonce')
    .values({ value: nonce.value, expires_at: nonce.expiresAt })
    .onConflict((oc) => oc.column('value').doNothing())
    .returning('value')
    .executeTakeFirst();
  if (!inserted) throw nonceReplayed();
}
