import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The standalone page with the console's login rendered into `<irr-console>`'s declarative shadow
 * root, in `dist/` (scripts/prerender-login.ts, run by `npm run build`): the form shows, and can be
 * typed into, with the HTML; the script hydrates it when it arrives.
 */
export const LOGIN_PAGE = 'light/login-page.html';

/**
 * The console's public pages other than the login (src/router/public-routes.ts; the server shares
 * only the contract with the console, so test/server/unit/console-page.test.ts keeps the two in
 * step): every visitor sees these pages as they are, so none starts on the login there.
 */
const OTHER_PUBLIC_PAGE = /^\/(?:noInfo|findPassword|viewUpdatePage|404|error\/[^/]+)$/;

/** The portal's one-time code cookie (src/session/main-code.ts): its visitor is logged in by forced entry. */
const MAIN_CODE_COOKIE = 'mainCode';

/** A URL path as the console's router reads it (parse-location.ts): decoded, no doubled or trailing slashes. */
function routePath(urlPath: string): string {
  let path = urlPath;
  try {
    path = decodeURI(urlPath);
  } catch {
    // a malformed escape stays as written, as in the router
  }
  const clean = ('/' + path).replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean;
}

/**
 * Whether the standalone console (history mode, no base path) shows its login at `urlPath` to a
 * visitor without a session: on the login itself, and on `/` and every business route, where the
 * guard sends such a visitor. (A visitor with a stored session starts elsewhere: the token lives in
 * the browser's localStorage, which the server cannot see, so the page itself hides the login for
 * them; see scripts/prerender-login.ts.)
 */
export function landsOnLogin(urlPath: string): boolean {
  return !OTHER_PUBLIC_PAGE.test(routePath(urlPath));
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => {
    const [key, value] = pair.split('=', 2);
    return key?.trim() === name && Boolean(value?.trim());
  });
}

export interface ConsolePage {
  /** File name inside `root`. */
  file: string;
  root: string;
}

/**
 * The page the server answers for a console route: the one with the login already in it where the
 * console starts on the login (and a portal's mainCode cookie will not log the visitor in first),
 * once built; else the page as it is in `demo/`, which renders everything from the script.
 */
export function consolePageFor(urlPath: string, cookieHeader: string | undefined, dirs: { demo: string; dist: string }): ConsolePage {
  const withLogin = landsOnLogin(urlPath) && !hasCookie(cookieHeader, MAIN_CODE_COOKIE) && existsSync(join(dirs.dist, LOGIN_PAGE));
  return withLogin ? { file: LOGIN_PAGE, root: dirs.dist } : { file: 'index.html', root: dirs.demo };
}
