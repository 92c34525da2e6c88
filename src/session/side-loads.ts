import { getNoReadNoticeNum } from '../api/contract/notice';
import { PERSONALIZED_NAME, defaultPersonalizedNames, findParamByCd, type PersonalizedNames } from '../api/contract/param';
import { isApiError } from '../api/transport/api-error';
import { callApi } from '../api/transport/request';
import { emitSessionEvent } from './events';

/** The session's own calls run during navigation (guards): a route change must not cancel them. */
export const SESSION_CALL = { keepOnRouteChange: true } as const;

/** The personalised labels: the parameter's value over the defaults; any failure gives the defaults. */
export async function loadLabels(): Promise<PersonalizedNames> {
  try {
    const data: unknown = await callApi(findParamByCd, { paramCd: PERSONALIZED_NAME }, { ...SESSION_CALL, hideError: true, loading: false });
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
 * The unread notice count (GET irrigationWell/notice/getNoReadNoticeNum). A failure shows the
 * server's message (spec section 8) and resolves with null: the console opens without the badge.
 */
export async function loadUnreadNoticeCount(): Promise<number | null> {
  try {
    const count: unknown = await callApi(getNoReadNoticeNum, {}, { ...SESSION_CALL, hideError: true, loading: false });
    return typeof count === 'number' && Number.isFinite(count) ? count : null;
  } catch (error) {
    if (!alreadyShown(error)) {
      const text = isApiError(error) ? error.serverMessage || error.message : String(error);
      emitSessionEvent({ type: 'message', level: 'error', text });
    }
    return null;
  }
}
