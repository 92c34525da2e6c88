import type { CallDef, CallResponse } from '../contract/define-call';
import { ErrorCode } from '../contract/error-codes';
import { GRANTS_HEADER } from '../contract/headers';
import { isApiError } from './api-error';
import { encodeRequest } from './encode';
import { busyEnvelope, callUrl, codeOf, headersFor, parseEnvelope } from './exchange';
import { transportHost, type PendingRequest } from './host';
import { businessError, cancelledError, httpError, networkError, timeoutError } from './http-error';
import { reportError } from './report-error';

/** How much of a request body has gone out: bytes sent and of the whole (0 while the browser does not know). */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadOptions {
  /** Each time more of the body has gone out. */
  onProgress: (progress: UploadProgress) => void;
  /** Show no message (session expiry still alerts and logs out). @default false */
  hideError?: boolean;
  signal?: AbortSignal;
  /** The whole upload. @default UPLOAD_TIMEOUT_MS: a photo over a slow mobile network takes far longer than a call */
  timeoutMs?: number;
}

export const UPLOAD_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  text: string;
  grants: string | null;
}

function send(method: string, url: string, headers: Record<string, string>, body: FormData, o: UploadOptions, cancel: AbortSignal) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.timeout = o.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => o.onProgress({ sent: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, grants: xhr.getResponseHeader(GRANTS_HEADER) });
    xhr.onerror = () => reject(networkError(url));
    xhr.ontimeout = () => reject(timeoutError(url));
    xhr.onabort = () => reject(cancelledError(url));
    cancel.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Sends a multipart call as callApi does (signed, authorised, the same errors and messages) over
 * XMLHttpRequest, whose upload events say how much of the body has gone out: fetch says nothing
 * until the answer, and a phone on a slow network would show a photo stuck at nothing. Not retried
 * on 1008 and not in the loading overlay (the caller shows the progress); cancelled by a route change.
 */
export async function uploadWithProgress<C extends CallDef>(call: C, form: FormData, options: UploadOptions): Promise<CallResponse<C>> {
  const host = transportHost();
  const encoded = encodeRequest(call.method, call.mode, form);
  const url = callUrl(call, encoded.query);
  const cancel = new AbortController();
  const pending: PendingRequest = { keepOnRouteChange: false, abort: () => cancel.abort() };
  const onSignal = () => cancel.abort();
  if (options.signal?.aborted) cancel.abort();
  options.signal?.addEventListener('abort', onSignal, { once: true });
  host.pendingRequests().add(pending);
  const sentToken = host.token();
  try {
    const headers = await headersFor(call, encoded, undefined);
    if (cancel.signal.aborted) throw cancelledError(url);
    const answer = await send(call.method, url, headers, encoded.body as FormData, options, cancel.signal);
    const busy = answer.status === 503 ? busyEnvelope(answer.text) : undefined;
    if (answer.status < 200 || (answer.status >= 300 && !busy)) throw httpError(answer.status, answer.text, url);
    if (answer.grants) host.grantsSeen(answer.grants, headers.Authorization ?? null);
    const envelope = busy ?? parseEnvelope(answer.text, url);
    const code = codeOf(envelope);
    if (code !== ErrorCode.OK) throw businessError(envelope, code, url);
    return envelope.data as CallResponse<C>;
  } catch (caught) {
    const error = isApiError(caught) ? caught : networkError(url);
    reportError(error, options.hideError === true, sentToken);
    throw error;
  } finally {
    host.pendingRequests().delete(pending);
    options.signal?.removeEventListener('abort', onSignal);
  }
}
