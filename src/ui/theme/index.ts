export { tokens } from './tokens';
export { colorSchemes, DEFAULT_SCHEME, isColorSchemeId, type ColorScheme, type ColorSchemeId } from './color-schemes';
export { applyColorScheme } from './apply-color-scheme';
export { useColorScheme, type ColorSchemeState } from './use-color-scheme';
export {
  readPreference,
  writePreference,
  PREFERENCE_COOKIE_DAYS,
  COLOR_SCHEME_COOKIE,
  SIDEBAR_COLLAPSED_COOKIE,
} from './preference-cookies';
