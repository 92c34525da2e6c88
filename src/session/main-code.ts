import { exchangeAuthorizationCode } from './auth-actions';
import { readCookie, removeCookie } from './cookies';
import { sharedSession } from './shared-session';

/** Cookie through which a portal hands over a one-time authorization code (spec section 2). */
export const MAIN_CODE_COOKIE = 'mainCode';

/** Removes the cookie (a public page drops a code it will not use). */
export function removeMainCodeCookie(): void {
  removeCookie(MAIN_CODE_COOKIE);
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
