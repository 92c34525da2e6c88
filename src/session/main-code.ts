import { exchangeAuthorizationCode } from './auth-actions';
import { sharedSession } from './shared-session';

/** Cookie through which a portal hands over a one-time authorization code (spec section 2). */
export const MAIN_CODE_COOKIE = 'mainCode';

/** The cookie's value, or null (read without js-cookie: a lone `<irr-notice-bell>` does not need it). */
function readCookie(name: string): string | null {
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

/** Removes the cookie as js-cookie's `Cookies.remove(name)` does (path `/`). */
export function removeMainCodeCookie(): void {
  if (typeof document !== 'undefined') document.cookie = `${MAIN_CODE_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** True while a mainCode cookie waits to be exchanged, or its exchange runs: the guard will wait for it. */
export function mainCodePending(): boolean {
  return readCookie(MAIN_CODE_COOKIE) !== null || Boolean(sharedSession().mainCodeExchange);
}

/**
 * Takes the mainCode cookie (read once, then removed) and exchanges its code. Whichever element of
 * the page asks first takes it; an element asking while that exchange still runs gets the same
 * exchange, so the console's guard waits for a code a bell took instead of sending the user to the
 * login page. Returns null when there is no cookie and no such exchange running.
 */
export function exchangeMainCodeCookie(): Promise<void> | null {
  const shared = sharedSession();
  const code = readCookie(MAIN_CODE_COOKIE);
  if (!code) return shared.mainCodeExchange ?? null;
  removeMainCodeCookie();
  const exchange = exchangeAuthorizationCode(code);
  shared.mainCodeExchange = exchange;
  const settle = () => {
    if (shared.mainCodeExchange === exchange) shared.mainCodeExchange = null;
  };
  exchange.then(settle, settle);
  return exchange;
}
