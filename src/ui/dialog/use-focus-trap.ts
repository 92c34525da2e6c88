import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { deepActiveElement, focusableWithin } from '../popover/shadow-dom';

/**
 * Focus handling of a modal panel: remembers the element focused before it opened (seen through
 * shadow roots), moves focus in while `active`, wraps Tab and Shift+Tab inside, and gives focus back
 * when it stops being active (minimised, closed, unmounted). A layout effect, so focus is inside
 * before the first key press in Preact too, whose plain effects run after paint.
 */
export function useFocusTrap(panel: HTMLElement | null, active: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!active || !panel) return;
    const root = panel.getRootNode() as Document | ShadowRoot;
    const before = deepActiveElement(root) ?? deepActiveElement(document);
    if (before instanceof HTMLElement && !panel.contains(before)) opener.current = before;
    const body = panel.querySelector('[data-dialog-body]');
    const first = (body && focusableWithin(body)[0]) ?? panel;
    first.focus({ preventScroll: true });
    return () => {
      const back = opener.current;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [panel, active]);

  return (event: KeyboardEvent) => {
    if (!active || !panel || event.key !== 'Tab') return;
    const items = focusableWithin(panel);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const current = deepActiveElement(panel.getRootNode() as Document | ShadowRoot);
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (current === first || current === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
