import { ErrorCode, type Envelope } from '../contract/error-codes';
import { errorCodeMessages, httpStatusMessages, transportMessages } from '../../i18n/zh-CN/errors';
import { ApiError } from './api-error';

/** The message of an envelope's errorCode: the catalogue's, else the server's (code 1 prefers the server's). */
export function businessMessage(code: number, serverMessage: string): string {
  if (code === ErrorCode.FAILED) return serverMessage || errorCodeMessages[code]!;
  return errorCodeMessages[code] ?? (serverMessage || errorCodeMessages[ErrorCode.FAILED]!);
}

export function businessError(envelope: Envelope<unknown>, code: number, url: string): ApiError {
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : '';
  return new ApiError({
    kind: 'business',
    code,
    message: businessMessage(code, serverMessage),
    serverMessage,
    data: envelope.data,
    url,
  });
}

/** The server's message in an error body: the envelope's `message`, else short plain text. */
function serverMessageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  const text = body.trim();
  return text.length > 0 && text.length <= 200 && !text.startsWith('<') ? text : '';
}

/** Spec section 8, HTTP status: 400 and 401 show the server's message, 404 adds the url. */
export function httpError(status: number, body: string, url: string): ApiError {
  const serverMessage = serverMessageOf(body);
  let message: string;
  if (status === 400) message = serverMessage || errorCodeMessages[ErrorCode.FAILED]!;
  else if (status === 401) message = serverMessage || errorCodeMessages[ErrorCode.LOGIN_TIMEOUT]!;
  else if (status === 404) message = `${httpStatusMessages[404]}: ${url}`;
  else message = httpStatusMessages[status] ?? (serverMessage || `${errorCodeMessages[ErrorCode.SYSTEM_ERROR]} (HTTP ${status})`);
  return new ApiError({ kind: 'http', status, message, serverMessage, url });
}

export function timeoutError(url: string): ApiError {
  return new ApiError({ kind: 'timeout', message: transportMessages.timeout, url });
}

export function networkError(url: string, message: string = transportMessages.network): ApiError {
  return new ApiError({ kind: 'network', message, url });
}

export function cancelledError(url: string): ApiError {
  return new ApiError({ kind: 'cancelled', message: 'cancelled', url });
}
