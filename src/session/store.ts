import { setTransportHost } from '../api/transport/host';
import { TOKEN_KEY, USER_CODE_KEY, commitState, sharedSession, writeStorage } from './shared-session';
import { sessionTransportHost } from './transport-host';
import type { SessionConfig, SessionState } from './types';

export { resetSession } from './end-session';

/**
 * The page's one session store, shared by every element and every copy of the bundle (it lives
 * on `globalThis[Symbol.for('irr-console.session.v1')]`).
 *
 * Persistence: a logged-in token is kept in localStorage `irr.token` and the loaded user's code in
 * `irr.userCode`, so a reload keeps the session (a stored token counts as `authenticated`; the
 * user, permissions and menus are loaded again). The anonymous session id of the login page is
 * not stored. When another tab changes `irr.userCode`, this tab's session is dropped and a
 * `forceLogin` event is emitted.
 */

// Every copy of the bundle registers its host with its own transport; all hosts serve the one
// shared object, so the copies keep sharing token, pending requests, loading and logout.
setTransportHost(sessionTransportHost);

/** The current state. Immutable: every change makes a new object, so it can be compared by identity. */
export function getSession(): SessionState {
  return sharedSession().state;
}

/** Merges `patch` into the state, persists token and user code, and notifies subscribers if anything changed. */
export function setSession(patch: Partial<SessionState>): void {
  const shared = sharedSession();
  const prev = shared.state;
  const keys = Object.keys(patch) as (keyof SessionState)[];
  if (keys.every((key) => Object.is(prev[key], patch[key]))) return;
  const next = { ...prev, ...patch };
  if (next.authenticated && next.token !== null && (next.token !== prev.token || !prev.authenticated)) {
    writeStorage(TOKEN_KEY, next.token);
  }
  if (next.user !== null && next.user.code !== prev.user?.code) writeStorage(USER_CODE_KEY, next.user.code);
  commitState(shared, next);
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  const { listeners } = sharedSession();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Merges configuration (`api-base`, signature secret, timeout) into the page's one config; undefined fields are ignored, the last call wins. */
export function configureSession(config: Partial<SessionConfig>): void {
  const shared = sharedSession();
  const defined = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  shared.config = { ...shared.config, ...defined };
}

export function getSessionConfig(): SessionConfig {
  return sharedSession().config;
}
