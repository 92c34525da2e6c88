import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionEvent, useSession, whenAuthenticated } from '../../session/public/session';
import {
  createHistory,
  createRouter,
  RouterContext,
  useResolvedRoute,
  type GroupLoaders,
  type ResolvedRoute,
  type RouteMode,
  type RouterHistory,
} from '../../router';
import { FeedbackHost } from '../../ui/feedback';
import { useColorScheme } from '../../ui/theme';
import { hostReset } from '../../ui/styles/host-reset';
import { useStyles } from '../../ui/styles/use-styles';
import { consoleAppStyles } from './console-app.styles';
import { groupLoaders as defaultGroupLoaders } from './group-loaders';
import type { PublicScreens } from './public-screens';
import { TimeoutNotice } from './timeout-notice';

/**
 * The shell (sidebar, header, tabs) is its own chunk: the login screen paints without it. It is
 * fetched as soon as the session is authenticated, alongside the user and menu requests.
 */
const loadShell = () => import('./shell');
const Shell = lazy(() => loadShell().then((module) => ({ default: module.Shell })));
/** A page shown without the shell (a wall display, router/bare-routes.ts): a chunk of its own. */
const BarePage = lazy(() => import('./bare-page').then((module) => ({ default: module.BarePage })));

export interface ConsoleAppProps {
  /** @default 'history' */
  routeMode?: RouteMode;
  /** Base path of history mode. @default '' */
  basePath?: string;
  /** A portal's one-time code, exchanged for a token once before the first business route. */
  authorizationCode?: string | null;
  /** Colour scheme id used until the user picks one. @default 'classic' */
  theme?: string | null;
  /** Screens of /login, /noInfo, /findPassword, /viewUpdatePage, /error/{status} and /404. */
  publicScreens?: PublicScreens;
  /** @default the dynamic imports of src/screens/<group> */
  groupLoaders?: GroupLoaders;
  /** First path in memory mode. @default '/' */
  initialPath?: string;
  /** sessionStorage key keeping the memory mode's path across reloads. @default 'irr-console.route' */
  memoryStorageKey?: string | null;
  /** @default 120000 */
  chunkTimeoutMs?: number;
  /** Called with every route that passed the guard (the element fires `irr-navigate`). */
  onNavigate?: (route: ResolvedRoute) => void;
  /**
   * The history to route with, made by `consoleHistory` from these props; the element makes it
   * first to know the first route before it renders. @default consoleHistory(props)
   */
  history?: RouterHistory;
}

/** The history of the console's props: the route mode's, memory mode keeping its path in sessionStorage. */
export function consoleHistory(
  props: Pick<ConsoleAppProps, 'routeMode' | 'basePath' | 'initialPath' | 'memoryStorageKey' | 'authorizationCode'>,
): RouterHistory {
  return createHistory({
    mode: props.routeMode,
    basePath: props.basePath,
    initialPath: props.initialPath,
    memoryStorageKey: props.memoryStorageKey === null ? undefined : (props.memoryStorageKey ?? 'irr-console.route'),
    restoresPublicPaths: !props.authorizationCode,
  });
}

/** The whole console: router, guard, public screens, the shell for business routes and the feedback layer. */
export function ConsoleApp(props: ConsoleAppProps) {
  const onNavigateRef = useLatest(props.onNavigate);
  const [router] = useState(() =>
    createRouter({
      history: props.history ?? consoleHistory(props),
      authorizationCode: props.authorizationCode,
      onResolved: (route) => onNavigateRef.current?.(route),
    }),
  );
  useEffect(() => router.start(), [router]);
  return (
    <RouterContext.Provider value={router}>
      <ConsoleView {...props} />
      <FeedbackHost />
    </RouterContext.Provider>
  );
}

function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}

function ConsoleView({ publicScreens = {}, groupLoaders = defaultGroupLoaders, theme, chunkTimeoutMs, routeMode }: ConsoleAppProps) {
  useStyles(hostReset, consoleAppStyles);
  const resolved = useResolvedRoute();
  const colorScheme = useColorScheme(theme);
  const footerName = useSession((s) => s.user?.footerName);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'logout') setTimedOut(event.reason === 'timeout');
        else if (event.type === 'login') setTimedOut(false);
      }),
    [],
  );
  useEffect(() => whenAuthenticated(loadShell), []);
  useEffect(() => {
    // embedded (memory mode) the portal owns the page title
    if (footerName && routeMode !== 'memory') document.title = footerName;
  }, [footerName, routeMode]);
  if (!resolved) return null;
  const { match, location } = resolved;
  if (match.kind === 'business' && match.bare) {
    return (
      <Suspense fallback={null}>
        <BarePage route={match.route} location={location} groupLoaders={groupLoaders} chunkTimeoutMs={chunkTimeoutMs} />
      </Suspense>
    );
  }
  if (match.kind === 'business') {
    return (
      <Suspense fallback={null}>
        <Shell
          route={match.route}
          location={location}
          colorScheme={colorScheme}
          groupLoaders={groupLoaders}
          chunkTimeoutMs={chunkTimeoutMs}
        />
      </Suspense>
    );
  }
  const Screen = publicScreens[match.name];
  return (
    <>
      {timedOut && match.name === 'login' && <TimeoutNotice onDismiss={() => setTimedOut(false)} />}
      {Screen ? <Screen params={match.params} location={location} /> : <p className="page-state">{location.path}</p>}
    </>
  );
}
