import { isApiError } from '../api/transport';
import {
  exchangeAuthorizationCode,
  loadCurrentUser,
  logout,
  MAIN_CODE_COOKIE,
  exchangeMainCodeCookie,
  mainCodePending,
  removeMainCodeCookie,
  getSession,
  setSession,
} from '../session/public/session';
import { buildPath } from './parse-location';
import { matchPublicRoute, type PublicMatch } from './public-routes';
import { BARE_ROUTES } from './bare-routes';
import { buildRouteTable, type BusinessRoute, type RouteTable } from './menu-routes';
import type { RouteLocation } from './types';

export { MAIN_CODE_COOKIE };

export interface BusinessMatch {
  kind: 'business';
  route: BusinessRoute;
  /** Shown without the shell (BARE_ROUTES). */
  bare?: boolean;
}

export type RouteMatch = PublicMatch | BusinessMatch;

export type GuardDecision = { redirect: string } | { match: RouteMatch };

export interface GuardContext {
  /** The authorization code given to the element, handed out once (then null). */
  takeAuthorizationCode(): string | null;
}

let tableCache: { menus: unknown; serviceLines: unknown; table: RouteTable } | null = null;

/** The route table of the menus and business lines currently in the session store (rebuilt when they change). */
export function currentRouteTable(): RouteTable {
  const { menus, serviceLines } = getSession();
  if (tableCache?.menus !== menus || tableCache.serviceLines !== serviceLines) {
    tableCache = { menus, serviceLines, table: buildRouteTable(menus, serviceLines) };
  }
  return tableCache.table;
}

const redirect = (to: string): GuardDecision => ({ redirect: to });

/**
 * What the guard will decide for a public route, known without running it: every public route
 * renders, whatever the session (`do=reload` aside), so it can paint before the guard has run.
 */
export function publicMatchOf(to: RouteLocation): PublicMatch | null {
  return to.query.do === 'reload' ? null : matchPublicRoute(to.path);
}

/** Where the guard sends a visitor without a session: the login, with the wanted path to return to (not from /noInfo). */
export function loginRedirect(to: RouteLocation, from: RouteLocation | null): string {
  return from?.path === '/noInfo' ? '/login' : buildPath('/login', { redirect: to.fullPath });
}

/**
 * Where the guard will surely send `to` as the first location of a router, known without running
 * it: `do=reload` always goes to the login; a business path goes there when there is no session and
 * nothing to exchange for one (no authorization code, no mainCode cookie). Null when only the guard
 * can tell (a public path renders as it is; a session or a code must be checked first).
 */
export function certainStartRedirect(to: RouteLocation, authorizationCode: string | null): string | null {
  if (to.query.do === 'reload') return '/login';
  if (matchPublicRoute(to.path) || authorizationCode || mainCodePending() || getSession().authenticated) return null;
  return loginRedirect(to, null);
}

/** Spec section 2, "Guard": decides whether `to` renders or where it redirects. */
export async function runGuard(to: RouteLocation, from: RouteLocation | null, context: GuardContext): Promise<GuardDecision> {
  if (to.query.do === 'reload') return redirect('/login');

  const publicMatch = publicMatchOf(to);
  if (publicMatch) {
    setSession({ user: null, permissions: [], menus: null, serviceLines: null });
    removeMainCodeCookie();
    return { match: publicMatch };
  }

  // The cookie first (an element of the page may have taken it already: then its running exchange),
  // then the element's code.
  const takeCode = () => {
    const code = context.takeAuthorizationCode();
    return code ? exchangeAuthorizationCode(code) : null;
  };
  for (const start of [exchangeMainCodeCookie, takeCode]) {
    const exchange = start();
    if (!exchange) continue;
    try {
      await exchange;
    } catch {
      return redirect('/login'); // the exchange has shown its message
    }
  }

  if (!getSession().authenticated) return redirect(loginRedirect(to, from));

  if (!getSession().user || !getSession().menus || !getSession().serviceLines) {
    try {
      await loadCurrentUser();
    } catch (error) {
      // The load has shown its message. A user whose menus cannot load is logged out (spec
      // section 8), unless the load was only cancelled by a newer navigation or already expired.
      if (isApiError(error) && error.kind !== 'cancelled' && !error.sessionExpired) void logout('forced');
      return redirect('/login');
    }
  }

  const table = currentRouteTable();
  if (table.routes.length === 0 || !table.firstPath) return redirect('/noInfo');
  if (to.path === '/') return redirect(buildPath(table.firstPath, to.query));
  const parentTarget = table.redirects.get(to.path);
  if (parentTarget) return redirect(buildPath(parentTarget, to.query));
  const route = table.byPath.get(to.path);
  if (route) return { match: { kind: 'business', route } };
  const page = table.byPath.get(BARE_ROUTES[to.path] ?? '');
  if (page) return { match: { kind: 'business', route: { ...page, path: to.path }, bare: true } };
  return redirect('/404');
}
