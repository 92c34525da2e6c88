import type { CallDef } from '../contract/define-call';
import { GRANTS_HEADER, IDEMPOTENCY_HEADER } from '../contract/headers';
import { getSessionId } from '../contract/login';
import { ErrorCode, type Envelope } from '../contract/error-codes';
import { errorCodeMessages } from '../../i18n/zh-CN/errors';
import { isApiError } from './api-error';
import { encodeRequest, type EncodedRequest } from './encode';
import { transportHost, type PendingRequest } from './host';
import { businessError, cancelledError, httpError, networkError, timeoutError } from './http-error';
import { createNonce, signRequest } from './sign';

/** Spec section 9: errorCode 1008 is retried twice, 1000 ms apart, each time signed again. */
export const RETRY_COUNT = 2;
export const RETRY_DELAY_MS = 1000;

export interface ExchangeOptions {
  signal?: AbortSignal;
  /** The key of a money call (CallDef.idempotent); one is made per call when not given. */
  idempotencyKey?: string;
  keepOnRouteChange?: boolean;
  timeoutMs?: number;
}

/** A successful answer: the envelope (errorCode 0), or the bytes of an image call. */
export type ExchangeResult = { envelope: Envelope<unknown>; blob: null } | { envelope: null; blob: Blob };

/** The call's address under the store's api base. */
export function callUrl(call: CallDef, query: string): string {
  const base = transportHost().config().apiBase.replace(/\/+$/, '');
  return `${base}/${call.path}${query ? `?${query}` : ''}`;
}

/** The headers of one signed attempt: `separate`, signature, Authorization, idempotency key, content type. */
export async function headersFor(
  call: CallDef,
  encoded: EncodedRequest,
  idempotencyKey: string | undefined,
): Promise<Record<string, string>> {
  const { timestamp, nonce, sign } = await signRequest(transportHost().config().signSecret, encoded.payload);
  const headers: Record<string, string> = { separate: 'Y', timestamp, nonce, sign };
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  const token = transportHost().token();
  // spec section 7: the session id request goes without the (stale) Authorization header
  if (token && call.path !== getSessionId.path) headers.Authorization = token;
  return headers;
}

function wait(ms: number, cancel: AbortSignal, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cancel.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError(url));
    };
    cancel.addEventListener('abort', onAbort, { once: true });
  });
}

/** The envelope of an answer's text; anything else is a network failure (a proxy's page). */
export function parseEnvelope(text: string, url: string): Envelope<unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Envelope<unknown>;
  } catch {
    // fall through
  }
  throw networkError(url, errorCodeMessages[ErrorCode.SYSTEM_ERROR]);
}

/** The envelope of a 503 that says 9998 (系统繁忙), else undefined (a proxy's 503 page). */
export function busyEnvelope(text: string): Envelope<unknown> | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope<unknown>> | null;
    return parsed?.errorCode === ErrorCode.BUSY ? (parsed as Envelope<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** One signed attempt with its own timeout; every failure becomes an ApiError. */
async function attempt(
  call: CallDef,
  encoded: EncodedRequest,
  timeoutMs: number,
  cancel: AbortSignal,
  expect: 'envelope' | 'blob',
  idempotencyKey: string | undefined,
): Promise<ExchangeResult> {
  const url = callUrl(call, encoded.query);
  if (cancel.aborted) throw cancelledError(url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  cancel.addEventListener('abort', onCancel, { once: true });
  try {
    const headers = await headersFor(call, encoded, idempotencyKey);
    const response = await fetch(url, {
      method: call.method,
      headers,
      body: encoded.body,
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok) {
      const text = await response.text();
      // 503 with 9998: the server is up and its database away for a moment, so the message, not an error page
      const busy = response.status === 503 ? busyEnvelope(text) : undefined;
      if (busy) return { envelope: busy, blob: null };
      throw httpError(response.status, text, url);
    }
    const grants = response.headers.get(GRANTS_HEADER);
    if (grants) transportHost().grantsSeen(grants, headers.Authorization ?? null);
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (expect === 'blob' && !isJson) return { envelope: null, blob: await response.blob() };
    return { envelope: parseEnvelope(await response.text(), url), blob: null };
  } catch (error) {
    if (cancel.aborted) throw cancelledError(url);
    if (timedOut) throw timeoutError(url);
    if (isApiError(error)) throw error;
    throw networkError(url);
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }
}

/** The envelope's errorCode; `success: false` without a code counts as a plain failure. */
export function codeOf(envelope: Envelope<unknown>): number {
  const code = typeof envelope.errorCode === 'number' ? envelope.errorCode : 0;
  return code === ErrorCode.OK && envelope.success === false ? ErrorCode.FAILED : code;
}

/**
 * Sends a call and returns its successful answer, retrying errorCode 1008. Rejects with an
 * ApiError and reports nothing: messages, navigation and logout belong to the caller (request.ts).
 * The request is cancellable by `options.signal` and, unless `keepOnRouteChange`, by a route change.
 */
export async function exchange(
  call: CallDef,
  input: unknown,
  options: ExchangeOptions,
  expect: 'envelope' | 'blob',
): Promise<ExchangeResult> {
  const encoded = encodeRequest(call.method, call.mode, input);
  const cancel = new AbortController();
  const pending: PendingRequest = { keepOnRouteChange: options.keepOnRouteChange === true, abort: () => cancel.abort() };
  const { signal } = options;
  const onSignal = () => cancel.abort();
  if (signal?.aborted) cancel.abort();
  signal?.addEventListener('abort', onSignal, { once: true });
  const host = transportHost();
  host.pendingRequests().add(pending);
  try {
    const timeoutMs = options.timeoutMs ?? host.config().timeoutMs;
    // one key for the whole call: a retry after 1008 is the same operation, answered once
    const idempotencyKey = call.idempotent ? (options.idempotencyKey ?? createNonce()) : undefined;
    for (let retries = 0; ; retries++) {
      const result = await attempt(call, encoded, timeoutMs, cancel.signal, expect, idempotencyKey);
      if (result.envelope === null) return result;
      const code = codeOf(result.envelope);
      if (code === ErrorCode.OK) return result;
      const url = callUrl(call, encoded.query);
      if (code !== ErrorCode.CREDENTIALS_EXPIRED || retries >= RETRY_COUNT) {
        throw businessError(result.envelope, code, url);
      }
      await wait(RETRY_DELAY_MS, cancel.signal, url);
    }
  } finally {
    host.pendingRequests().delete(pending);
    signal?.removeEventListener('abort', onSignal);
  }
}
