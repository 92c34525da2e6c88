/**
 * Defines a tag unless it already is: a second copy of the bundle on the page (an ES build next to
 * the CDN script, two portals' bundles) then reuses the first definition instead of throwing.
 * @returns true when this call defined it.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return false;
  customElements.define(tag, constructor);
  return true;
}
