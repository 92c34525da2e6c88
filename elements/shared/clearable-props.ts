/** r2wc's own registered symbols: its props object and its render. */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback?(name: string, old: string | null, value: string | null): void;
}

// A mixin's base must take `any[]` (TypeScript's rule for mixin classes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementClass = new (...args: any[]) => HTMLElement;

function accessorOf(proto: object | null, prop: string): PropertyDescriptor {
  for (let p = proto; p; p = Object.getPrototypeOf(p) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(p, prop);
    if (descriptor) return descriptor;
  }
  throw new Error(`irr-console: no property ${prop} to make clearable`);
}

/**
 * r2wc keeps a prop as it was when its attribute is removed or emptied, and writes `"undefined"`
 * for a number property set to undefined. Here removing or emptying the attribute, or setting the
 * property to null, undefined or '', clears the prop (the element's default applies again) and
 * renders: `table.removeAttribute('status')` shows every status again.
 * @param props property name -> attribute name, e.g. `{ placeId: 'place-id' }`
 */
export function clearableProps<T extends ElementClass>(Base: T, props: Record<string, string>): T {
  const byAttribute = new Map(Object.entries(props).map(([prop, attribute]) => [attribute, prop]));
  class Clearable extends Base {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const self = this as unknown as R2wcElement;
      const prop = byAttribute.get(name);
      if (prop !== undefined && (value === null || value === '')) {
        if (self[PROPS][prop] === undefined) return;
        self[PROPS][prop] = undefined;
        self[RENDER]();
        return;
      }
      (Base.prototype as unknown as R2wcElement).attributeChangedCallback?.call(this, name, old, value);
    }
  }
  for (const [prop, attribute] of Object.entries(props)) {
    const inherited = accessorOf(Base.prototype, prop);
    Object.defineProperty(Clearable.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return inherited.get?.call(this) as unknown;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
        else inherited.set?.call(this, value);
      },
    });
  }
  return Clearable;
}
