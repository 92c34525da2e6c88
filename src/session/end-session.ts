import { logout as logoutCall } from '../api/contract/login';
import { ErrorCode } from '../api/contract/error-codes';
import { exchange } from '../api/transport/exchange';
import { errorCodeMessages } from '../i18n/zh-CN/errors';
import { alertThen, emitSessionEvent } from './events';
import { TOKEN_KEY, USER_CODE_KEY, commitState, emptyState, sharedSession, writeStorage } from './shared-session';

export type LogoutReason = 'user' | 'timeout' | 'forced';

/**
 * Ends the session in this page: clears token, user, permissions, menus, labels and the unread
 * count, and removes `irr.token` / `irr.userCode` (which ends it in the other tabs too).
 * Keeps the configuration, the loading counter and the route.
 */
export function resetSession(): void {
  const shared = sharedSession();
  const { loadingCount, loadingVisible, routePath } = shared.state;
  writeStorage(TOKEN_KEY, null);
  writeStorage(USER_CODE_KEY, null);
  commitState(shared, { ...emptyState(null), loadingCount, loadingVisible, routePath });
}

/** The `access_token` part of an Authorization value `${token_type} ${access_token}`. */
function accessTokenOf(token: string): string {
  const space = token.indexOf(' ');
  return space < 0 ? token : token.slice(space + 1);
}

/**
 * Ends the session: best-effort POST login/logout (not after a timeout: the server already
 * ended it), then clears the store and emits `logout`. Concurrent calls share one run.
 */
export function endSession(reason: LogoutReason): Promise<void> {
  const shared = sharedSession();
  if (shared.logoutInFlight) return shared.logoutInFlight;
  const run = async () => {
    const { token, authenticated } = shared.state;
    if (token !== null && authenticated && reason !== 'timeout') {
      try {
        await exchange(logoutCall, { access_token: accessTokenOf(token) }, { keepOnRouteChange: true }, 'envelope');
      } catch {
        // best effort: the session ends here whatever the server says
      }
    }
    resetSession();
    emitSessionEvent({ type: 'logout', reason });
  };
  const inFlight = run().finally(() => {
    shared.logoutInFlight = null;
  });
  shared.logoutInFlight = inFlight;
  return inFlight;
}

/**
 * errorCode 10001 or HTTP 401 off the login page: alert 用户登录超时，请重新登录 (or the reason the
 * server gave with its 10001, such as 商户已停用，请联系平台), then log out.
 * The dead credentials are dropped at once, not when the alert is dismissed: by then the login
 * screen may already have opened a new anonymous session, which must survive. Several requests
 * failing at once give one alert and one logout; an answer to a request sent with a token that
 * is no longer the session's (it already ended) is ignored.
 */
export function handleSessionExpired(sentToken: string | null, message = ''): void {
  const shared = sharedSession();
  if (shared.expiring || shared.logoutInFlight || shared.state.token !== sentToken) return;
  shared.expiring = true;
  resetSession();
  alertThen(message.trim() || errorCodeMessages[ErrorCode.LOGIN_TIMEOUT]!, () => {
    shared.expiring = false;
    emitSessionEvent({ type: 'logout', reason: 'timeout' });
  });
}
