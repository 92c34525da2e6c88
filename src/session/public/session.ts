/**
 * The core's public face, one module per concern, as react-admin's `ra-core` entry gives
 * `useNotify`, `useLoading`, `usePermissions`: `session` (this one: the store, its hooks and the
 * actions that log in and out), `notify`, `loading`, `permissions`, `live`, `notices`. Code
 * outside `src/session` imports only these (the lint refuses any other session file), so the
 * files beside them can change shape freely. One module per concern rather than one index: an
 * import says which concern it uses, and an element's entry chunk that needs one name of a
 * concern does not reach the others (the bell reads `pollSeconds` without the poll).
 */
export { getSession, setSession, subscribeSession, configureSession, getSessionConfig, resetSession } from '../store';
export { useSession, useSignedInToken } from '../use-session';
export { whenAuthenticated } from '../when-authenticated';
export { emitSessionEvent, onSessionEvent, type SessionEvent, type SessionEventListener } from '../events';
export {
  startAnonymousSession,
  acceptToken,
  logout,
  exchangeAuthorizationCode,
  forcedEntryFailureText,
  loadCurrentUser,
  type LogoutReason,
} from '../auth-actions';
export { exchangeMainCodeCookie, mainCodePending, removeMainCodeCookie, MAIN_CODE_COOKIE } from '../main-code';
export { loadLabels } from '../side-loads';
export { TOKEN_KEY } from '../shared-session';
export type { SessionConfig, SessionState } from '../types';
