import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './store';
import type { SessionState } from './types';

/**
 * Reads part of the shared session and re-renders when that part changes (compared with
 * `Object.is`). The selector must return a stable value: a field (`(s) => s.user`) or a
 * primitive computed from fields (`(s) => s.permissions.includes('x')`), never a new object or
 * array per call (`(s) => ({ a: s.a })` would re-render forever). Select twice instead.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const read = () => selector(getSession());
  return useSyncExternalStore(subscribeSession, read, read);
}

/**
 * The session's token while a user is signed in, else null: the key of what a screen loads, so a
 * logout (the token gone, or the login screen's anonymous one) loads nothing more with it.
 */
export function useSignedInToken(): string | null {
  return useSession((s) => (s.authenticated ? s.token : null));
}
