import { colorSchemes, type ColorSchemeId } from './color-schemes';

/** The properties a scheme set on each host, so that switching removes only ours (not a portal's inline ones). */
const applied = new WeakMap<HTMLElement, readonly string[]>();

/** Sets the scheme's custom properties on `host` (the element, or the document root outside one). */
export function applyColorScheme(host: HTMLElement, id: ColorSchemeId): void {
  for (const property of applied.get(host) ?? []) host.style.removeProperty(property);
  const vars = colorSchemes.find((s) => s.id === id)?.vars ?? {};
  for (const [property, value] of Object.entries(vars)) host.style.setProperty(property, value);
  applied.set(host, Object.keys(vars));
  host.dataset.irrScheme = id;
}
