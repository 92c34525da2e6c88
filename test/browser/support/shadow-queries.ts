import { waitUntil } from '@open-wc/testing';

/** Waits for `test` (5 s: a screen's round trips to the reference server). */
export const until = (test: () => unknown, message: string) => waitUntil(test, message, { timeout: 5000 });

/**
 * The queries of a screen test, inside the shadow root `shadow()` returns (the mounted screen's):
 * every match, the first, a button by its text or accessible name, a dialog's button by its text.
 */
export function shadowQueries(shadow: () => ShadowRoot) {
  const all = <T extends Element = HTMLElement>(selector: string) => [...shadow().querySelectorAll<T>(selector)];
  const $ = <T extends Element = HTMLElement>(selector: string) => shadow().querySelector<T>(selector);
  const button = (name: string) =>
    all<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === name || b.textContent === name);
  const dialogButton = (text: string) => all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === text)!;
  return { all, $, button, dialogButton };
}
