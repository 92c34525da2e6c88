import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../src/api/contract/define-call';
import type { RequestNonce } from '../auth/caller-query';
import type { IdentifiedCaller } from './access';

/** What the steps of a contract call (call-hooks.ts) learn of its request, one after the other. */
export interface CallState {
  readonly call: CallDef;
  /** The server clock, read once for the request. */
  readonly now: Date;
  /** The signed request's nonce (checkSignature). */
  nonce?: RequestNonce;
  /** The validated input (readInput). */
  input?: unknown;
  /** Why the input was refused: answered only once the caller is known (refuseInput). */
  refusal?: unknown;
  /** The caller's statement took the nonce (a call with a token, not multipart, whose input is good). */
  nonceTaken?: boolean;
  /** Who is calling (identifyCaller). */
  caller?: IdentifiedCaller;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call the route serves (route.ts binds it). */
    call?: CallDef;
  }
  interface FastifyRequest {
    /** Set by a contract call's first step; null on the other routes. */
    callState: CallState | null;
  }
}

/** The state of a contract call's request: only its steps and handler ask. */
export function callStateOf(request: FastifyRequest): CallState {
  if (!request.callState) throw new Error(`${request.url}: not a contract call's route`);
  return request.callState;
}
