import type { SessionState } from './types';

/**
 * `state` with `token` and `authenticated` taken from `read` on first use instead of at once.
 * The page's first state reads its stored token this way: localStorage, and the listener for
 * other tabs that goes with it, are synchronous calls into the browser process, and the login
 * screen's first render needs neither field, so they wait until after its first paint.
 */
export function withLateToken(state: SessionState, read: () => string | null): SessionState {
  let token: string | null | undefined;
  const once = () => {
    if (token === undefined) token = read();
    return token;
  };
  return Object.defineProperties(state, {
    token: { enumerable: true, get: once },
    authenticated: { enumerable: true, get: () => once() !== null },
  });
}

/** Makes a late token's read happen now, if it has not yet: before its state is replaced, so the read (and its listener) is not skipped. */
export function settleLateToken(state: SessionState): void {
  void state.token;
}
