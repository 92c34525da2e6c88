/** The page's shared session: store, hook, events and the actions that change it. */
export { getSession, setSession, subscribeSession, configureSession, getSessionConfig, resetSession } from './store';
export { useSession } from './use-session';
export { LOADING_CLOSE_DEBOUNCE_MS } from './loading';
export { emitSessionEvent, onSessionEvent, type SessionEvent, type SessionEventListener } from './events';
export {
  startAnonymousSession, acceptToken, logout, exchangeAuthorizationCode, loadCurrentUser, type LogoutReason,
} from './auth-actions';
export type { SessionConfig, SessionState } from './types';
