import { defaultPersonalizedNames } from '../api/contract/param';
import type { PendingRequest } from '../api/transport/host';
import type { SessionEvent, SessionEventListener } from './events';
import { settleLateToken, withLateToken } from './late-token';
import type { LiveFeed } from './live-feed';
import type { NoticePoll } from './notice-poll';
import type { SessionConfig, SessionState } from './types';
import type { CountOrder } from './unread-count';

/**
 * Everything the page's elements share, kept on one global so that a second copy of the bundle
 * (another element library built from this code, a CDN script next to the ES build) joins the
 * same session instead of starting its own. The first copy creates it; later copies reuse it.
 * Bump the key's version only with a change of this shape that older copies cannot read.
 */
export const SHARED_KEY = Symbol.for('irr-console.session.v1');

/** localStorage keys; a reload keeps the session, another tab's change of the user code ends it. */
export const TOKEN_KEY = 'irr.token';
export const USER_CODE_KEY = 'irr.userCode';

export interface SharedSession {
  state: SessionState;
  config: SessionConfig;
  readonly listeners: Set<() => void>;
  readonly eventListeners: Set<SessionEventListener>;
  readonly pending: Set<PendingRequest>;
  /** In-flight or settled forced-entry exchanges by authorization code: one exchange per code. */
  readonly exchanges: Map<string, Promise<void>>;
  loadingTimer: ReturnType<typeof setTimeout> | undefined;
  logoutInFlight: Promise<void> | null;
  /** True from a session-expiry alert until its logout ends, so that concurrent 10001s give one alert. */
  expiring: boolean;
  userLoad: Promise<void> | null;
  /** The exchange of a mainCode cookie while it runs (optional: a copy of the bundle from before it leaves it unset). */
  mainCodeExchange?: Promise<void> | null;
  /** The one unread-count poll (notice-poll.ts), created by the first bell that joins it (optional, as above). */
  noticePoll?: NoticePoll;
  /** The order of the unread-count requests (unread-count.ts), created by the first that starts (optional, as above). */
  unreadCount?: CountOrder;
  /** The one live stream (live-feed.ts), created by the first listener (optional, as above). */
  liveFeed?: LiveFeed;
  /** The server's stamp of the user's grants last seen (grants.ts), and the reload it started (optional, as above). */
  grantsStamp?: string;
  grantsReload?: Promise<void> | null;
}

export const defaultSessionConfig: SessionConfig = {
  apiBase: '/cpi',
  signSecret: 'irr-dev-secret',
  timeoutMs: 5000,
};

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode): the session lives in memory only
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // see readStorage
  }
}

/** The state of a page without a session; a stored token counts as logged in. */
export function emptyState(token: string | null): SessionState {
  return {
    token,
    authenticated: token !== null,
    user: null,
    permissions: [],
    menus: null,
    serviceLines: null,
    labels: defaultPersonalizedNames,
    unreadNoticeCount: 0,
    loadingCount: 0,
    loadingVisible: false,
    routePath: null,
  };
}

type SharedGlobal = typeof globalThis & { [SHARED_KEY]?: SharedSession };

/**
 * The page's shared object, created by the first copy that asks. Its stored token is read, and
 * other tabs listened to, on the first use of `token` or `authenticated` (see late-token.ts).
 */
export function sharedSession(): SharedSession {
  const g = globalThis as SharedGlobal;
  let shared = g[SHARED_KEY];
  if (!shared) {
    const created: SharedSession = {
      state: emptyState(null),
      config: { ...defaultSessionConfig },
      listeners: new Set(),
      eventListeners: new Set(),
      pending: new Set(),
      exchanges: new Map(),
      loadingTimer: undefined,
      logoutInFlight: null,
      expiring: false,
      userLoad: null,
    };
    created.state = withLateToken(created.state, () => {
      listenToOtherTabs(created);
      return readStorage(TOKEN_KEY);
    });
    g[SHARED_KEY] = shared = created;
  }
  return shared;
}

/** Replaces the state and tells every subscriber, of every copy of the bundle. */
export function commitState(shared: SharedSession, next: SessionState): void {
  settleLateToken(shared.state);
  shared.state = next;
  for (const listener of [...shared.listeners]) listener();
}

/**
 * Delivers an event to every listener; one throwing listener does not stop the others.
 * @returns true when a listener returned true (claimed it: an alert renderer that will call `done`).
 */
export function dispatchEvent(shared: SharedSession, event: SessionEvent): boolean {
  let claimed = false;
  for (const listener of [...shared.eventListeners]) {
    try {
      if (listener(event) === true) claimed = true;
    } catch (error) {
      console.error('irr-console: session event listener failed', error);
    }
  }
  return claimed;
}

/**
 * Another tab that logs out or logs in as someone else changes the stored user code: this tab's
 * session is no longer the browser's, so it is dropped (without touching storage, which now
 * belongs to the other tab) and the console goes to the login page.
 */
function listenToOtherTabs(shared: SharedSession): void {
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== USER_CODE_KEY && event.key !== null) return; // null: storage.clear()
    const state = shared.state;
    if (!state.authenticated) return;
    if (event.key !== null) {
      if (state.user !== null && event.newValue === state.user.code) return;
      // a first write while this tab has not loaded its user yet is the same login, not a change
      if (state.user === null && event.oldValue === null) return;
    }
    for (const request of [...shared.pending]) request.abort();
    commitState(shared, {
      ...emptyState(null),
      loadingCount: state.loadingCount,
      loadingVisible: state.loadingVisible,
      routePath: state.routePath,
    });
    dispatchEvent(shared, { type: 'forceLogin' });
  });
}
