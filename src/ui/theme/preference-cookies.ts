import { readCookie, removeCookie, writeCookie } from '../../session/public/cookies';

/** Layout preferences live in cookies for 365 days (spec sections 2 and 9). */
export const PREFERENCE_COOKIE_DAYS = 365;
export const COLOR_SCHEME_COOKIE = 'irr-color-scheme';
export const SIDEBAR_COLLAPSED_COOKIE = 'irr-sidebar-collapsed';

export function readPreference(name: string): string | undefined {
  return readCookie(name) ?? undefined;
}

export function writePreference(name: string, value: string | null): void {
  if (value === null) removeCookie(name);
  else writeCookie(name, value, PREFERENCE_COOKIE_DAYS);
}
