import type { CallDef, CallRequest } from '../contract/define-call';
import { ErrorCode, type Envelope } from '../contract/error-codes';
import { isApiError } from './api-error';
import { encodeRequest } from './encode';
import { callUrl, headersFor } from './exchange';
import { businessError, cancelledError, httpError, networkError, timeoutError } from './http-error';
import { createSseParser } from './sse-parser';

export interface StreamOptions {
  /** Ends the stream; the promise then rejects with kind `cancelled`. */
  signal: AbortSignal;
  /** Each event's `data` text, in order. */
  onData: (data: string) => void;
  /** Told once the server has answered with the stream (connected). @default undefined */
  onOpen?: () => void;
  /** The server's wait before reconnecting (its `retry` field), in milliseconds. @default undefined */
  onRetry?: (ms: number) => void;
  /**
   * The stream counts as dead when nothing (not even a keep-alive comment) arrives for this long:
   * a connection a proxy dropped silently never ends by itself. @default 45000 (the server comments every 20 s)
   */
  idleMs?: number;
}

/** The error of an answer that is not the stream: the envelope's business error, else the HTTP status's. */
async function refusal(response: Response, url: string): Promise<Error> {
  const text = await response.text();
  if (response.ok) {
    try {
      const envelope = JSON.parse(text) as Envelope<unknown>;
      if (envelope && typeof envelope.errorCode === 'number') return businessError(envelope, envelope.errorCode || ErrorCode.FAILED, url);
    } catch {
      // not an envelope
    }
    return networkError(url);
  }
  return httpError(response.status, text, url);
}

/**
 * Opens a signed GET call of the contract that answers `text/event-stream` (live/events) as a
 * fetch stream: the same headers and signature as every call, but no timeout (it stays open) and
 * no retry, and not cancelled by a route change. Resolves when the server ends the stream; rejects
 * with an ApiError (a refusal, a network failure, `timeout` after `idleMs` of silence, `cancelled`).
 * Reports nothing: the caller decides whether to reconnect.
 */
export async function openStream<C extends CallDef>(call: C, input: CallRequest<C>, options: StreamOptions): Promise<void> {
  const { signal, onData, onOpen, onRetry, idleMs = 45_000 } = options;
  const encoded = encodeRequest('GET', call.mode, input);
  const url = callUrl(call, encoded.query);
  if (signal.aborted) throw cancelledError(url);
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      controller.abort();
    }, idleMs);
  };
  try {
    alive();
    const response = await fetch(url, {
      method: 'GET',
      headers: await headersFor(call, encoded, undefined),
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
      throw await refusal(response, url);
    }
    onOpen?.();
    const parser = createSseParser(onData, onRetry);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      alive();
      parser.push(value);
    }
  } catch (error) {
    if (signal.aborted) throw cancelledError(url);
    if (idle) throw timeoutError(url);
    if (isApiError(error)) throw error;
    throw networkError(url);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
