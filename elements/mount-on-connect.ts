/** r2wc's own flag (a registered symbol): while true, an attribute change renders at once. */
const CONNECTED = Symbol.for('r2wc.connected');

// A mixin's base must take `any[]` (TypeScript's rule for mixin classes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementClass = new (...args: any[]) => HTMLElement;

/**
 * r2wc starts every element as "connected", so an element upgraded with attributes (a tag already
 * in the page when the script runs) mounts in its first attributeChangedCallback and then renders
 * again in connectedCallback: twice before the first paint, and the second render runs the first
 * one's effects at once. Here attributes set before connection only set props; the element mounts
 * once, in connectedCallback.
 */
export function mountOnConnect<T extends ElementClass>(Base: T): T {
  return class extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      (this as unknown as Record<symbol, boolean>)[CONNECTED] = false;
    }
  };
}
