import { getSession, subscribeSession } from './store';

/**
 * Runs `action` once the session is authenticated (at once if it already is); returns the cancel.
 * Read in an effect rather than with `useSession` in a render, so that a first render does not
 * read the stored token (see late-token.ts).
 */
export function whenAuthenticated(action: () => unknown): () => void {
  let stop = () => {};
  let done = false;
  const check = () => {
    if (done || !getSession().authenticated) return;
    done = true;
    stop();
    action();
  };
  stop = subscribeSession(check);
  check();
  return () => stop();
}
