import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useRoot } from '../styles/root-context';
import { applyColorScheme } from './apply-color-scheme';
import { DEFAULT_SCHEME, isColorSchemeId, type ColorSchemeId } from './color-schemes';
import { COLOR_SCHEME_COOKIE, readPreference, writePreference } from './preference-cookies';

export interface ColorSchemeState {
  scheme: ColorSchemeId;
  setScheme(id: ColorSchemeId): void;
  /** Back to the default scheme, forgetting the cookie. */
  reset(): void;
}

function hostOf(root: ShadowRoot | Document): HTMLElement {
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : root.documentElement;
}

/**
 * The user's colour scheme: kept in a cookie for 365 days, applied as `--irr-*` properties on the
 * host. `initial` (the element's `theme` attribute) applies when the user has not chosen one.
 */
export function useColorScheme(initial?: string | null): ColorSchemeState {
  const root = useRoot();
  const [scheme, setState] = useState<ColorSchemeId>(() => {
    const saved = readPreference(COLOR_SCHEME_COOKIE);
    if (isColorSchemeId(saved)) return saved;
    return isColorSchemeId(initial) ? initial : DEFAULT_SCHEME;
  });
  useLayoutEffect(() => applyColorScheme(hostOf(root), scheme), [root, scheme]);
  useEffect(() => {
    // a changed `theme` attribute applies unless the user has chosen a scheme
    if (!isColorSchemeId(readPreference(COLOR_SCHEME_COOKIE))) setState(isColorSchemeId(initial) ? initial : DEFAULT_SCHEME);
  }, [initial]);
  const setScheme = useCallback((id: ColorSchemeId) => {
    writePreference(COLOR_SCHEME_COOKIE, id);
    setState(id);
  }, []);
  const reset = useCallback(() => {
    writePreference(COLOR_SCHEME_COOKIE, null);
    setState(isColorSchemeId(initial) ? initial : DEFAULT_SCHEME);
  }, [initial]);
  return { scheme, setScheme, reset };
}
