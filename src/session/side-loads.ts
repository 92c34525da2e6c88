import { getNoReadNoticeNum } from '../api/contract/notice';
import { PERSONALIZED_NAME, defaultPersonalizedNames, findParamByCd, type PersonalizedNames } from '../api/contract/param';
import { failureText, isApiError } from '../api/transport/api-error';
import { callApi } from '../api/transport/request';
import { emitSessionEvent } from './events';
import { setUnreadCount, startCountRequest } from './unread-count';

/** The session's own calls run during navigation (guards): a route change must not cancel them. */
export const SESSION_CALL = { keepOnRouteChange: true } as const;

/** The personalised labels: the parameter's value over the defaults; any failure gives the defaults. */
export async function loadLabels(): Promise<PersonalizedNames> {
  try {
    const data: unknown = await callApi(
      findParamByCd,
      { paramCd: PERSONALIZED_NAME },
      { ...SESSION_CALL, hideError: true, loading: false },
    );
    const value = data && typeof data === 'object' && 'paramValue' in data ? data.paramValue : data;
    return value && typeof value === 'object' ? { ...defaultPersonalizedNames, ...value } : defaultPersonalizedNames;
  } catch {
    return defaultPersonalizedNames;
  }
}

/** An error the user already saw in another form (session expiry alert) or caused (cancel). */
export function alreadyShown(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'cancelled' || error.sessionExpired);
}

/**
 * Loads the unread notice count (GET irrigationWell/notice/getNoReadNoticeNum) into the session,
 * in the order count requests started (unread-count.ts): an answer overtaken by a later one (a
 * notice marked read meanwhile) or for a session that has ended is dropped. A failure shows the
 * server's message (spec section 8), unless `quiet` (a background refresh: a live alarm), and
 * leaves the count: the console opens without the badge.
 */
export async function loadUnreadNoticeCount({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  try {
    const ticket = startCountRequest();
    setUnreadCount(await callApi(getNoReadNoticeNum, {}, { ...SESSION_CALL, hideError: true, loading: false }), ticket);
  } catch (error) {
    if (!quiet && !alreadyShown(error)) {
      const text = failureText(error);
      emitSessionEvent({ type: 'message', level: 'error', text });
    }
  }
}
