import { createBrowserHistory } from './browser-history';
import { createHashHistory } from './hash-history';
import { createMemoryHistory } from './memory-history';
import { isPublicPath } from './public-routes';
import type { RouterHistory } from './router-history';
import type { RouteMode } from './types';

export interface HistoryOptions {
  /** @default 'history' */
  mode?: RouteMode;
  /** Base path of history mode (ignored by hash and memory). @default '' */
  basePath?: string;
  /** First path of memory mode. @default '/' */
  initialPath?: string;
  /** sessionStorage key that keeps the memory mode's path across reloads. @default undefined (not kept) */
  memoryStorageKey?: string;
  /**
   * Whether a reload may return to a saved public path (/login, /noInfo, …). False when a portal
   * passes an authorization code: that code is only exchanged on the way to a business route.
   * @default true
   */
  restoresPublicPaths?: boolean;
}

export function createHistory(options: HistoryOptions = {}): RouterHistory {
  switch (options.mode ?? 'history') {
    case 'hash':
      return createHashHistory();
    case 'memory':
      return createMemoryHistory(
        options.initialPath,
        options.memoryStorageKey,
        options.restoresPublicPaths === false ? (path) => !isPublicPath(path) : undefined,
      );
    default:
      return createBrowserHistory(options.basePath);
  }
}
