import { cancelPendingRequests } from '../api/transport';
import { onSessionEvent, setSession } from '../session/public/session';
import { certainStartRedirect, publicMatchOf, runGuard, type GuardDecision, type RouteMatch } from './guard';
import { parseLocation } from './parse-location';
import type { PublicMatch } from './public-routes';
import type { NavigateOptions, RouterHistory } from './router-history';
import type { RouteLocation } from './types';

/** A location that passed the guard, with what it renders. */
export interface ResolvedRoute {
  location: RouteLocation;
  match: RouteMatch;
}

export interface Router {
  readonly history: RouterHistory;
  /**
   * The last location that passed the guard. Before the first one: the start location when it is
   * public (the guard always lets those pass, so the login paints without waiting for it), else null
   * (see startRoute).
   */
  current(): ResolvedRoute | null;
  /** Called after every resolved route change. */
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): void;
  href(to: string): string;
  /** Starts following the history and guards the current location; returns stop. */
  start(): () => void;
}

export interface RouterOptions {
  history: RouterHistory;
  /** A portal's one-time authorization code (the element's `authorization-code`), exchanged once. */
  authorizationCode?: string | null;
  /** Called with every resolved location (the element re-dispatches it as `irr-navigate`). */
  onResolved?: (route: ResolvedRoute) => void;
}

/**
 * The route a router shows before its first guard has run. A start location that the guard will
 * surely send to the login (no session and nothing to exchange for one, or `do=reload`) is replaced
 * by the login at once, so the login renders on the first render (taking over a server-rendered
 * copy of it, see elements/console/console-renderer.ts) and the captcha it asks for is not cancelled
 * by the guard's redirect. Then: the start location when it is public (every public route renders
 * whatever the session), else null (the guard must run first).
 */
export function startRoute(history: RouterHistory, authorizationCode: string | null): (ResolvedRoute & { match: PublicMatch }) | null {
  const redirect = certainStartRedirect(history.location(), authorizationCode);
  if (redirect) history.navigate(redirect, { replace: true });
  const location = history.location();
  const match = publicMatchOf(location);
  return match ? { location, match } : null;
}

/** Guards chained by redirects stop here, so a bad menu cannot loop the page. */
const MAX_REDIRECTS = 20;

/**
 * The console router: history + guard. Every change cancels pending requests, then runs the guard.
 * While started it also follows the session events: `navigate` goes to its path, `logout` and
 * `forceLogin` go to /login.
 */
export function createRouter(options: RouterOptions): Router {
  const { history } = options;
  let authorizationCode = options.authorizationCode || null;
  let resolved: ResolvedRoute | null = null;
  const provisional = startRoute(history, authorizationCode);
  let run = 0;
  let redirects = 0;
  const listeners = new Set<() => void>();
  const context = {
    takeAuthorizationCode() {
      const code = authorizationCode;
      authorizationCode = null;
      return code;
    },
  };

  async function resolve(location: RouteLocation) {
    const id = ++run;
    setSession({ routePath: location.path });
    let decision: GuardDecision;
    try {
      decision = await runGuard(location, resolved?.location ?? null, context);
    } catch (error) {
      console.error('irr-console: route guard failed', error);
      decision = { redirect: location.path === '/login' ? '/404' : '/login' };
    }
    if (id !== run) return; // a newer navigation superseded this one
    if ('redirect' in decision) {
      if (++redirects > MAX_REDIRECTS) {
        console.error('irr-console: too many redirects at', location.fullPath);
        return;
      }
      history.navigate(decision.redirect, { replace: true });
      return;
    }
    redirects = 0;
    resolved = { location, match: decision.match };
    for (const listener of [...listeners]) listener();
    options.onResolved?.(resolved);
  }

  const onChange = (location: RouteLocation) => {
    cancelPendingRequests();
    void resolve(location);
  };

  const router: Router = {
    history,
    current: () => resolved ?? provisional,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate(to, navigateOptions) {
      // The same location again re-runs the guard without adding a history entry.
      const same = parseLocation(to).fullPath === history.location().fullPath;
      history.navigate(to, same ? { replace: true } : navigateOptions);
    },
    href: (to) => history.href(to),
    start() {
      const stopHistory = history.subscribe(onChange);
      const stopEvents = onSessionEvent((event) => {
        if (event.type === 'navigate') router.navigate(event.path);
        else if (event.type === 'logout' || event.type === 'forceLogin') router.navigate('/login');
      });
      void resolve(history.location());
      return () => {
        stopHistory();
        stopEvents();
        run++;
      };
    },
  };
  return router;
}
