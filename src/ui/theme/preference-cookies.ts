import Cookies from 'js-cookie';

/** Layout preferences live in cookies for 365 days (spec sections 2 and 9). */
export const PREFERENCE_COOKIE_DAYS = 365;
export const COLOR_SCHEME_COOKIE = 'irr-color-scheme';
export const SIDEBAR_COLLAPSED_COOKIE = 'irr-sidebar-collapsed';

export function readPreference(name: string): string | undefined {
  return Cookies.get(name);
}

export function writePreference(name: string, value: string | null): void {
  if (value === null) Cookies.remove(name, { path: '/' });
  else Cookies.set(name, value, { expires: PREFERENCE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}
