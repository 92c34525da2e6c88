/** Events of `<irr-console>`: each declared once with its detail; all bubble and cross the shadow boundary. */
import type { IrrErrorDetail } from '../shared/error-event';

/** Sent once the user info of a new login (login screen or forced entry) has loaded. */
export interface IrrLoginDetail {
  /** Stable code of the user. */
  userCode: string;
  /** Display name. */
  name: string;
  merchantId: number;
  merchantName: string;
}

export interface IrrLogoutDetail {
  /** Why the session ended: the user logged out, it timed out, it was ended for the user, or another tab changed the user. */
  reason: 'user' | 'timeout' | 'forced' | 'otherTab';
}

export interface IrrNavigateDetail {
  /** Path inside the console, e.g. `/agriculturalWell/well`. */
  path: string;
  /** Path with its query. */
  fullPath: string;
}

export type { IrrErrorDetail };

export interface IrrConsoleEventMap {
  'irr-login': CustomEvent<IrrLoginDetail>;
  'irr-logout': CustomEvent<IrrLogoutDetail>;
  'irr-navigate': CustomEvent<IrrNavigateDetail>;
  'irr-error': CustomEvent<IrrErrorDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends IrrConsoleEventMap {}
}

/** Dispatches an `irr-*` event from the element: bubbles and composed, so a portal hears it from outside the shadow root. */
export function emit<K extends keyof IrrConsoleEventMap>(target: EventTarget, type: K, detail: IrrConsoleEventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
