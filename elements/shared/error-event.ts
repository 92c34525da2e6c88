/**
 * Detail of `irr-error`, which every element fires: an error message it showed (a failed call, a
 * failed user load, a failed forced entry).
 */
export interface IrrErrorDetail {
  message: string;
}

/** Fires `irr-error` from the element `host`: bubbling and composed, so a portal hears it from outside the shadow root. */
export function fireError(host: EventTarget, message: string): void {
  host.dispatchEvent(new CustomEvent<IrrErrorDetail>('irr-error', { detail: { message }, bubbles: true, composed: true }));
}
