import { getSessionId, forcedEntry } from '../api/contract/login';
import { getCurrentAuth, getCurrentInfo, getCurrentMenu } from '../api/contract/menu';
import { findMerchantServiceTypeList } from '../api/contract/service-line-calls';
import { transportMessages } from '../i18n/zh-CN/errors';
import { ApiError, isApiError } from '../api/transport/api-error';
import { callApi, callEnvelope, type RequestOptions } from '../api/transport/request';
import { endSession, type LogoutReason } from './end-session';
import { SESSION_CALL, alreadyShown, loadLabels, loadUnreadNoticeCount } from './side-loads';
import { emitSessionEvent } from './events';
import { sharedSession } from './shared-session';
import { getSession, setSession } from './store';
import type { SessionState } from './types';

export type { LogoutReason };

/**
 * Starts the anonymous session of the login page: GET login/getSessionId (sent without
 * Authorization); the envelope's message is the session id, which becomes the token that the
 * captcha and the login are bound to. Not persisted.
 */
export async function startAnonymousSession(options: RequestOptions = {}): Promise<void> {
  const envelope = await callEnvelope(getSessionId, {}, { ...SESSION_CALL, ...options });
  setSession({ token: envelope.message, authenticated: false, user: null, permissions: [], menus: null, serviceLines: null });
}

/**
 * Takes the token of a logged-in user (login or forced entry): `${token_type} ${access_token}`,
 * authenticated, persisted; user, permissions and menus are cleared for `loadCurrentUser`.
 * Emits `login`.
 */
export function acceptToken(token: { token_type: string; access_token: string }): void {
  setSession({
    token: `${token.token_type} ${token.access_token}`,
    authenticated: true,
    user: null,
    permissions: [],
    menus: null,
    serviceLines: null,
  });
  emitSessionEvent({ type: 'login' });
}

/**
 * Logs out: best-effort POST login/logout with the access token (skipped for `timeout`), then
 * `resetSession()` and a `logout` event. Concurrent calls share one logout.
 * @param reason @default 'user'
 */
export function logout(reason: LogoutReason = 'user'): Promise<void> {
  return endSession(reason);
}

/** What a failed forced entry shows: the server's message (授权码已过期，请重新获取…), 服务器出错 when the server failed. */
export function forcedEntryFailureText(error: unknown): string {
  return isApiError(error) && error.kind === 'business' ? error.serverMessage || error.message : transportMessages.forcedEntryServerError;
}

/**
 * Exchanges a portal's one-time authorization code (attribute `authorization-code` or the
 * mainCode cookie) for a token through POST login/forcedEntry, then `acceptToken`. One exchange
 * per code per page: concurrent and later callers with the same code share its promise.
 * On failure shows the server's message (服务器出错 when the server failed) and rejects.
 */
export function exchangeAuthorizationCode(code: string): Promise<void> {
  const { exchanges } = sharedSession();
  const known = exchanges.get(code);
  if (known) return known;
  const exchange = (async () => {
    try {
      acceptToken(await callApi(forcedEntry, { authorizationCode: code }, { ...SESSION_CALL, hideError: true }));
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'cancelled') {
        emitSessionEvent({ type: 'message', level: 'error', text: forcedEntryFailureText(error) });
      }
      throw error;
    }
  })();
  exchanges.set(code, exchange);
  return exchange;
}

/**
 * Loads the logged-in user's info, permissions, menus, the merchant's business lines, personalised
 * labels and unread notice count in parallel into the store (spec section 2: with a token and no
 * roles loaded, the translations, the unread message count and the routes load; the lines decide
 * which groups' scripts may load). Each failure of the first four shows its message
 * (用户信息请求失败！, 权限请求失败！, 菜单请求失败！, 业务线请求失败！) and the promise rejects with
 * the first one; what did load is kept. The labels fall back to the defaults and a failed notice
 * count shows the server's message, neither blocks the console. The count is set as it arrives,
 * in the order of all count requests (a notice marked read meanwhile wins; see unread-count.ts).
 * Concurrent callers share one load.
 */
export function loadCurrentUser(): Promise<void> {
  const shared = sharedSession();
  if (shared.userLoad) return shared.userLoad;
  const load = async () => {
    const token = getSession().token;
    const [user, permissions, menus, serviceLines, labels] = await Promise.allSettled([
      callApi(getCurrentInfo, {}, { ...SESSION_CALL, hideError: true }),
      callApi(getCurrentAuth, {}, { ...SESSION_CALL, hideError: true }),
      callApi(getCurrentMenu, {}, { ...SESSION_CALL, hideError: true }),
      callApi(findMerchantServiceTypeList, {}, { ...SESSION_CALL, hideError: true }),
      loadLabels(),
      loadUnreadNoticeCount(),
    ]);
    const failures: [PromiseSettledResult<unknown>, string][] = [
      [user, transportMessages.userInfoFailed],
      [permissions, transportMessages.permissionFailed],
      [menus, transportMessages.menuFailed],
      [serviceLines, transportMessages.serviceLinesFailed],
    ];
    const first = failures.find(([result]) => result.status === 'rejected')?.[0] as PromiseRejectedResult | undefined;
    if (getSession().token !== token) {
      // logged out (or another login) meanwhile: these answers belong to a session that is gone
      throw first?.reason ?? new ApiError({ kind: 'cancelled', message: 'cancelled' });
    }
    const patch: Partial<SessionState> = {};
    if (user.status === 'fulfilled') patch.user = user.value;
    if (permissions.status === 'fulfilled') patch.permissions = permissions.value;
    if (menus.status === 'fulfilled') patch.menus = menus.value;
    if (serviceLines.status === 'fulfilled') patch.serviceLines = serviceLines.value;
    if (labels.status === 'fulfilled') patch.labels = labels.value;
    setSession(patch);
    for (const [result, text] of failures) {
      if (result.status === 'rejected' && !alreadyShown(result.reason)) emitSessionEvent({ type: 'message', level: 'error', text });
    }
    if (first) throw first.reason;
  };
  const inFlight = load().finally(() => {
    shared.userLoad = null;
  });
  shared.userLoad = inFlight;
  return inFlight;
}
