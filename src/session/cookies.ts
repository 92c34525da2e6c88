/**
 * Cookies through `document.cookie`, written and read as js-cookie did (its bytes were on the login
 * path for three calls): values URI-encoded, path `/`. Nothing outside a browser.
 */

/** The cookie's value, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1));
      } catch {
        return pair.slice(eq + 1);
      }
    }
  }
  return null;
}

/** Sets the cookie for `days`, on path `/`, SameSite=Lax. */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** Removes the cookie of path `/`. */
export function removeCookie(name: string): void {
  if (typeof document !== 'undefined') document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
