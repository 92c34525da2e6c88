/** The console router: modes, route table from the menus, guard, lazy business groups. */
export type { RouteMode, RouteLocation } from './types';
export type { RouterHistory, NavigateOptions } from './router-history';
export { createHistory, type HistoryOptions } from './create-history';
export { createBrowserHistory } from './browser-history';
export { createHashHistory } from './hash-history';
export { createMemoryHistory, type MemoryHistory } from './memory-history';
export { parseLocation, buildPath, normalizePath } from './parse-location';
export { matchPublicRoute, isPublicPath, type PublicRouteName, type PublicMatch } from './public-routes';
export { BARE_ROUTES } from './bare-routes';
export { buildRouteTable, GROUP_HOMES, HOME_ICON, type NavMenu, type BusinessRoute, type RouteTable } from './menu-routes';
export { runGuard, currentRouteTable, MAIN_CODE_COOKIE, type RouteMatch, type BusinessMatch, type GuardDecision } from './guard';
export { createRouter, startRoute, type Router, type RouterOptions, type ResolvedRoute } from './create-router';
export { RouterContext, useRouter, useResolvedRoute, Link, type LinkProps } from './router-context';
export { PageContext, usePage } from './page-context';
export { loadGroup, ChunkLoadError, CHUNK_TIMEOUT_MS, type GroupLoaders, type GroupModule, type ScreenProps } from './lazy-group';
