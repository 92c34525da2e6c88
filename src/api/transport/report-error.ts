import { ErrorCode } from '../contract/error-codes';
import type { ApiError } from './api-error';
import { transportHost } from './host';

/** The console's login route: there a 401 is a wrong login, not an expired session. */
export const LOGIN_PATH = '/login';

/**
 * What the user sees of a failed call (spec section 8): a message, the error page of an HTTP
 * status, or the session-expiry alert and logout. `hideError` silences messages and navigation
 * but never the session expiry.
 */
export function reportError(error: ApiError, hideError: boolean, sentToken: string | null): void {
  if (error.kind === 'cancelled') return;
  const host = transportHost();
  const loginPage = host.routePath() === LOGIN_PATH;
  if (
    (error.kind === 'business' && error.code === ErrorCode.LOGIN_TIMEOUT) ||
    (error.kind === 'http' && error.status === 401 && !loginPage)
  ) {
    // the server's words when it gave its own reason (商户已停用，请联系平台), else the spec's alert
    host.sessionExpired(sentToken, error.kind === 'business' ? (error.serverMessage ?? '') : '');
    return;
  }
  if (hideError) return;
  host.emit({ type: 'message', level: 'error', text: error.message });
  if (error.kind === 'http' && error.status !== 400 && error.status !== 401) {
    host.emit({ type: 'navigate', path: `/error/${error.status}` });
  }
}
