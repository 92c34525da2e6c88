import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { GRANTS_HEADER } from '../../src/api/contract/headers';
import { checkPermission, identifyCaller, withToken } from './access';
import { BusinessError } from './business-error';
import { fromQuery, inputOf } from './call-input';
import { callStateOf } from './call-state';
import { checkSignature, nonceExpiry, nonceReplayed, signedPayload } from './signature-check';
import { validateInput } from './validate-input';

const ENTRY_ACCESS = new Set(['public', 'session', 'merchantKey']);

/** The call the route serves, and the server clock, read once for the request. */
async function startCall(request: FastifyRequest): Promise<void> {
  const { call } = request.routeOptions.config;
  if (!call) throw new Error(`${request.url}: a call's steps on a route without its call`);
  request.callState = { call, now: request.server.services.config.now() };
}

/** Requests per address: 9997 past the limit, a stricter one for the calls that need no login. */
async function limitRate(request: FastifyRequest): Promise<void> {
  const { call } = callStateOf(request);
  const { limiter, entryLimiter } = request.server.services;
  const counted = typeof call.access === 'string' && ENTRY_ACCESS.has(call.access) ? entryLimiter : limiter;
  if (!counted.hit(request.ip)) throw new BusinessError(ErrorCode.TOO_FREQUENT);
}

/** The headers timestamp, nonce and sign over the raw body or the query: 1008. The nonce is taken later. */
async function checkSign(request: FastifyRequest): Promise<void> {
  const state = callStateOf(request);
  const { config } = request.server.services;
  const rawBody = typeof request.body === 'string' ? request.body : undefined;
  const signed = checkSignature(
    request,
    signedPayload(request, rawBody, fromQuery(state.call)),
    config.signSecret,
    state.now,
    config.signatureWindowMs,
  );
  state.nonce = { value: signed.nonce, expiresAt: nonceExpiry(state.now, config.signatureWindowMs), takenBy: randomUUID() };
}

/** The input by the call's strict schema; its refusal is held until the caller is known (refuseInput). */
async function readInput(request: FastifyRequest): Promise<void> {
  const state = callStateOf(request);
  try {
    state.input = validateInput(state.call.request, inputOf(state.call, request));
  } catch (error) {
    state.refusal = error;
  }
}

/** The caller by its token or merchant key (401, 10001), in one statement that takes the nonce when the input is good. */
async function authenticate(request: FastifyRequest): Promise<void> {
  const state = callStateOf(request);
  const { call } = state;
  state.nonceTaken = withToken(call.access) && call.mode !== 'multipart' && state.refusal === undefined;
  state.caller = await identifyCaller(request.server.services, call.access, request, state.now, state.nonceTaken ? state.nonce : undefined);
}

/** The call's permission, within the merchant's business lines: 1007 (the nonce stays spent). */
async function authorize(request: FastifyRequest): Promise<void> {
  const { call, caller } = callStateOf(request);
  checkPermission(call.access, caller?.user);
}

/** A nonce used before, inside its life: 1008. */
async function refuseReplay(request: FastifyRequest): Promise<void> {
  if (callStateOf(request).caller?.replayed) throw nonceReplayed();
}

/** The user's grants stamp on the answer: the console reloads menus and permissions when it moves. */
async function sendGrants(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = callStateOf(request).caller?.user;
  if (user) reply.header(GRANTS_HEADER, user.grantsStamp);
}

/** The input's held refusal: HTTP 400 with the schema's message, now that the caller may learn it. */
async function refuseInput(request: FastifyRequest): Promise<void> {
  const { refusal } = callStateOf(request);
  if (refusal !== undefined) throw refusal;
}

/**
 * The steps of every contract call before its handler, in an order that writes nothing for a
 * refused request (server/docs/http.md): after the body is read (preValidation) the rate limit,
 * the signature and the input; then (preHandler) the caller, its permission, the replay, the
 * grants header and the input's refusal.
 */
export const callHooks = {
  preValidation: [startCall, limitRate, checkSign, readInput],
  preHandler: [authenticate, authorize, refuseReplay, sendGrants, refuseInput],
} satisfies Pick<RouteOptions, 'preValidation' | 'preHandler'>;
