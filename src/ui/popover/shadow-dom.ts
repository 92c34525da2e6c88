/**
 * Shadow-DOM-aware DOM helpers, in one place. Inside a shadow root `event.target` is retargeted to
 * the host once the event leaves the root, `document.activeElement` is the host, and
 * `Node.contains` stops at the root: these helpers see through all three.
 */

/** The node the event really started on (the first entry of its composed path). */
export function eventTarget(event: Event): EventTarget | null {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  return path[0] ?? event.target;
}

/** True when `element` is on the event's composed path (the event started inside it, through shadow roots and portals). */
export function eventWithin(event: Event, element: Element | null | undefined): boolean {
  if (!element) return false;
  if (typeof event.composedPath === 'function') return event.composedPath().includes(element);
  return containsDeep(element, event.target as Node | null);
}

/** The focused element, followed into open shadow roots (`shadowRoot.activeElement`). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `parent` contains `node`, walking up through shadow hosts (a node inside a nested shadow root counts). */
export function containsDeep(parent: Node | null | undefined, node: Node | null | undefined): boolean {
  let current: Node | null = node ?? null;
  while (current) {
    if (current === parent) return true;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Focusable elements inside `container` in document order, skipping hidden ones. */
export function focusableWithin(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  );
}
