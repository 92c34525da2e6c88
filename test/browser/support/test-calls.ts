import * as z from 'zod/mini';
import { defineCall, type BodyMode } from '../../../src/api/contract/define-call';

/** Calls of the test endpoints (test-api-middleware.mjs), declared like the contract's. */

const anyRequest = z.record(z.string(), z.unknown());
const echoData = z.object({
  method: z.string(),
  query: z.string(),
  body: z.string(),
  contentType: z.nullable(z.string()),
  separate: z.nullable(z.string()),
  authorization: z.nullable(z.string()),
  timestamp: z.nullable(z.string()),
  nonce: z.nullable(z.string()),
  sign: z.nullable(z.string()),
  signOk: z.boolean(),
  bodyLength: z.number(),
});

export function echo(method: 'GET' | 'POST', mode: BodyMode) {
  return defineCall({ method, path: 'echo', mode, access: 'user', request: anyRequest, response: echoData });
}

/** Answers an envelope with `errorCode` and the server message `message` (after `delay` ms). */
export function code(errorCode: number, message = '') {
  const suffix = message ? `/${encodeURIComponent(message)}` : '';
  return defineCall({
    method: 'GET',
    path: `code/${errorCode}${suffix}`,
    mode: 'json',
    access: 'user',
    request: z.strictObject({ delay: z.optional(z.number()) }),
    response: z.object({ code: z.number() }),
  });
}

/** 1008 twice, then success (or 1008 for ever when `key` starts with `always`); counted under `retry:${key}`. */
export function retry(key: string) {
  return defineCall({
    method: 'POST',
    path: `retry/${key}`,
    mode: 'json',
    access: 'user',
    request: anyRequest,
    response: z.object({ attempts: z.number() }),
  });
}

export const slow = defineCall({
  method: 'GET',
  path: 'slow',
  mode: 'json',
  access: 'user',
  request: z.strictObject({ ms: z.number() }),
  response: z.object({ waited: z.number() }),
});

/** Answers HTTP `status` with an envelope whose message is `server message for ${status}`. */
export function status(httpStatus: number) {
  return defineCall({
    method: 'GET',
    path: `status/${httpStatus}`,
    mode: 'json',
    access: 'user',
    request: z.strictObject({}),
    response: z.null(),
  });
}

/** Answers as the reference server does while its database is away: HTTP 503, errorCode 9998. */
export const busy = defineCall({
  method: 'GET',
  path: 'busy',
  mode: 'json',
  access: 'user',
  request: z.strictObject({}),
  response: z.null(),
});

/** Answers HTTP `status` with an HTML body (a proxy's error page). */
export function textStatus(httpStatus: number) {
  return defineCall({
    method: 'GET',
    path: `text-status/${httpStatus}`,
    mode: 'json',
    access: 'user',
    request: z.strictObject({}),
    response: z.null(),
  });
}
