// A mixin's base must take `any[]` (TypeScript's rule for mixin classes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementClass = new (...args: any[]) => HTMLElement;

/**
 * An element parsed with a declarative shadow root (`<template shadowrootmode="open">`) already has
 * its shadow root when the script upgrades it; `attachShadow` would hand that root back emptied
 * (the DOM standard, as Chromium does it), throwing away a login the page carried and what the user
 * typed into it. r2wc calls `attachShadow` in its constructor: here it gets the declarative root
 * as it is, and the console's renderer (console-renderer.ts) hydrates or clears it.
 */
export function keepDeclarativeShadowRoot<T extends ElementClass>(Base: T): T {
  return class extends Base {
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
  };
}
