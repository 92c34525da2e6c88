/** The page's shared session: store, hook, events and the actions that change it. */
export { getSession, setSession, subscribeSession, configureSession, getSessionConfig, resetSession } from './store';
export { useSession, useSignedInToken } from './use-session';
export { LOADING_CLOSE_DEBOUNCE_MS } from './loading';
export { emitSessionEvent, onSessionEvent, type SessionEvent, type SessionEventListener } from './events';
export {
  startAnonymousSession, acceptToken, logout, exchangeAuthorizationCode, forcedEntryFailureText, loadCurrentUser, type LogoutReason,
} from './auth-actions';
export { exchangeMainCodeCookie, MAIN_CODE_COOKIE } from './main-code';
export type { SessionConfig, SessionState } from './types';
export { markNoticeRead, type NoticeReadResult } from './mark-notice-read';
export { pollSeconds, DEFAULT_POLL_SECONDS } from './poll-seconds';
export { joinLiveFeed, liveConnected, LIVE_RETRY_MS, type LiveListener, type LiveNotice } from './live-feed';
export { useLiveFeed } from './use-live-feed';
