import type { CallDef, CallRequest, CallResponse } from '../contract/define-call';
import { ErrorCode, type Envelope } from '../contract/error-codes';
import { transportMessages } from '../../i18n/zh-CN/errors';
import { ApiError, isApiError } from './api-error';
import { exchange, type ExchangeResult } from './exchange';
import { transportHost } from './host';
import { networkError } from './http-error';
import { reportError } from './report-error';

export interface RequestOptions {
  /** Count the call in `loadingCount` (the global overlay). @default true */
  loading?: boolean;
  /**
   * Show no message and no error page (session expiry still alerts and logs out). With errorCode
   * 1010 the call resolves with the envelope's data instead of rejecting.
   * @default false
   */
  hideError?: boolean;
  /** Aborts the call; it then rejects with kind `cancelled` and shows nothing. */
  signal?: AbortSignal;
  /** Survive `cancelPendingRequests()` (the router's route-change cancel). @default false */
  keepOnRouteChange?: boolean;
  /** Per attempt. @default the store's `timeoutMs` (5000) */
  timeoutMs?: number;
  /**
   * A money call's Idempotency-Key: pass the same one when the operator retries the same action
   * (a timed-out recharge sent again). @default a new key per call
   */
  idempotencyKey?: string;
}

/** The input of a call: its request object, or FormData for a multipart call. */
export type CallInput<C extends CallDef> = CallRequest<C> | FormData;

async function run(call: CallDef, input: unknown, options: RequestOptions, expect: 'envelope' | 'blob'): Promise<ExchangeResult> {
  const host = transportHost();
  const counted = options.loading !== false;
  if (counted) host.loadingStarted();
  const sentToken = host.token();
  try {
    return await exchange(call, input, options, expect);
  } catch (caught) {
    if (!isApiError(caught)) console.error('irr-console: request failed', caught);
    const error = isApiError(caught) ? caught : networkError(call.path);
    if (options.hideError && error.kind === 'business' && error.code === ErrorCode.PARAM_NOT_FOUND) {
      return { envelope: { success: false, errorCode: error.code, message: error.serverMessage ?? '', data: error.data }, blob: null };
    }
    reportError(error, options.hideError === true, sentToken);
    throw error;
  } finally {
    if (counted) host.loadingEnded();
  }
}

/**
 * Sends a call of the contract and resolves with the whole envelope (for calls whose answer is
 * in `message`, like login/getSessionId). Same rules and errors as {@link callApi}.
 */
export async function callEnvelope<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Envelope<CallResponse<C>>> {
  const { envelope } = await run(call, input, options, 'envelope');
  return envelope as Envelope<CallResponse<C>>;
}

/**
 * Sends a call of the contract (spec section 7: signed, with `separate`, `Authorization`,
 * credentials, 5000 ms timeout, 1008 retried twice) and resolves with the envelope's `data`.
 * Rejects with an {@link ApiError} after showing what spec section 8 says (message, error page,
 * or the session-expiry alert and logout). The response is not validated against the contract.
 */
export async function callApi<C extends CallDef>(call: C, input: CallInput<C>, options: RequestOptions = {}): Promise<CallResponse<C>> {
  const envelope = await callEnvelope(call, input, options);
  return envelope.data;
}

/**
 * Fetches an image call (mode `image`, the captcha) with the same headers and signature and
 * resolves with its bytes; the screen makes an object URL of it. A JSON answer (an error
 * envelope) is handled like any call; anything else that is not an image rejects with 图片加载失败.
 */
export async function callImage<C extends CallDef>(call: C, input: CallRequest<C>, options: RequestOptions = {}): Promise<Blob> {
  const result = await run(call, input, options, 'blob');
  if (result.blob) return result.blob;
  throw new ApiError({ kind: 'network', message: transportMessages.captchaLoadFailed, url: call.path });
}

/**
 * Fetches a call that answers a file (an export) with the same headers and signature, and
 * resolves with its bytes; an error envelope is handled like any call's.
 */
export async function callFile<C extends CallDef>(call: C, input: CallRequest<C>, options: RequestOptions = {}): Promise<Blob> {
  const result = await run(call, input, options, 'blob');
  if (result.blob) return result.blob;
  throw new ApiError({ kind: 'network', message: transportMessages.fileLoadFailed, url: call.path });
}

/**
 * Aborts every pending call not marked `keepOnRouteChange` (they reject with kind `cancelled`,
 * silently). The router calls it on each route change.
 */
export function cancelPendingRequests(): void {
  for (const request of [...transportHost().pendingRequests()]) {
    if (!request.keepOnRouteChange) request.abort();
  }
}
