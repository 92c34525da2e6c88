import { useEffect } from 'react';
import { getSession, onSessionEvent, subscribeSession } from '../../src/session/public/session';
import { emit } from './console-events';

/**
 * Re-dispatches the shared session's events as the element's `irr-*` DOM events. `irr-login` waits
 * for the user info of the new login, so a portal gets who logged in.
 */
export function useConsoleEvents(host: HTMLElement | null): void {
  useEffect(() => {
    if (!host) return;
    let awaitingUser = false;
    const stopStore = subscribeSession(() => {
      const { user } = getSession();
      if (!awaitingUser || !user) return;
      awaitingUser = false;
      emit(host, 'irr-login', { userCode: user.code, name: user.name, merchantId: user.merchantId, merchantName: user.merchantName });
    });
    const stopEvents = onSessionEvent((event) => {
      switch (event.type) {
        case 'login':
          awaitingUser = true;
          break;
        case 'logout':
          awaitingUser = false;
          emit(host, 'irr-logout', { reason: event.reason });
          break;
        case 'forceLogin':
          emit(host, 'irr-logout', { reason: 'otherTab' });
          break;
        case 'message':
          if (event.level === 'error') emit(host, 'irr-error', { message: event.text });
          break;
        default:
          break;
      }
    });
    return () => {
      stopStore();
      stopEvents();
    };
  }, [host]);
}
