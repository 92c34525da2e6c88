import { dispatchEvent, sharedSession } from './shared-session';

/**
 * What the session layer tells the layers above it. The transport and the auth actions emit;
 * the UI renders `message` and `alert`, the router handles `navigate`, `login`, `logout` and
 * `forceLogin`, the elements re-dispatch them as `irr-*` DOM events.
 */
export type SessionEvent =
  /** A toast: request errors, forced-entry failure, user-load failures. */
  | { type: 'message'; level: 'error' | 'success' | 'info'; text: string }
  /**
   * A modal alert. A renderer claims it by returning `true` from its listener and calls `done`
   * once the user dismisses it; an alert nobody claims has its `done` run at once.
   */
  | { type: 'alert'; text: string; done?: () => void }
  /** Go to a console path, e.g. `/error/500` after a failed request. */
  | { type: 'navigate'; path: string }
  /** The session ended: the user logged out, it timed out (10001/401), or it was forced to end. */
  | { type: 'logout'; reason: 'user' | 'timeout' | 'forced' }
  /** A token of a logged-in user was accepted (login or forced entry). */
  | { type: 'login' }
  /** Another tab changed the stored user: this tab's session was dropped; show the login page. */
  | { type: 'forceLogin' };

/** Returns `true` to claim an `alert` (see {@link SessionEvent}); anything else is ignored. */
export type SessionEventListener = (event: SessionEvent) => void | boolean;

/**
 * Sends an event to every listener on the page (all copies of the bundle).
 * @returns true when a listener claimed it.
 */
export function emitSessionEvent(event: SessionEvent): boolean {
  return dispatchEvent(sharedSession(), event);
}

/** Listens to every session event on the page; returns the unsubscribe function. */
export function onSessionEvent(listener: SessionEventListener): () => void {
  const { eventListeners } = sharedSession();
  eventListeners.add(listener);
  return () => {
    eventListeners.delete(listener);
  };
}

/**
 * Shows an alert and runs `then` once it is dismissed (at once when no renderer claims it).
 * `then` runs at most once.
 */
export function alertThen(text: string, then: () => void): void {
  let ran = false;
  const done = () => {
    if (ran) return;
    ran = true;
    then();
  };
  if (!emitSessionEvent({ type: 'alert', text, done })) done();
}
